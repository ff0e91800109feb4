//! A TCP proxy a test puts in front of one dependency (a service, Redis) to
//! fail it the ways a real one fails, on demand: [`FaultProxy::hold`] is a
//! paused process (connections stay open, nothing passes), [`FaultProxy::kill`]
//! is `kill -9` (every open connection reset, new ones refused) and
//! [`FaultProxy::restart`] brings it back on the same address.

use std::{
    net::SocketAddr,
    sync::{Arc, Mutex},
};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::{
        TcpListener, TcpStream,
        tcp::{OwnedReadHalf, OwnedWriteHalf},
    },
    sync::watch,
    task::{JoinHandle, JoinSet},
};

pub struct FaultProxy {
    addr: SocketAddr,
    target: SocketAddr,
    held: watch::Sender<bool>,
    /// Holds only what the target answers (requests still reach it).
    answers_held: watch::Sender<bool>,
    /// Every byte sent to the target, to tell when a request has reached it.
    forwarded: Arc<Mutex<Vec<u8>>>,
    /// The accept loop (which owns the connections) and how to end it.
    running: Mutex<Option<(watch::Sender<bool>, JoinHandle<()>)>>,
}

impl FaultProxy {
    /// Listens on a free loopback port and forwards every connection to `target`.
    pub async fn start(target: SocketAddr) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let proxy = Self {
            addr: listener.local_addr().unwrap(),
            target,
            held: watch::channel(false).0,
            answers_held: watch::channel(false).0,
            forwarded: Arc::default(),
            running: Mutex::new(None),
        };
        proxy.serve(listener);
        proxy
    }

    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Nothing passes in either direction until [`Self::release`]; connections
    /// are still accepted, as a stopped process's kernel accepts them.
    pub fn hold(&self) {
        self.held.send_replace(true);
    }

    pub fn release(&self) {
        self.held.send_replace(false);
        self.answers_held.send_replace(false);
    }

    /// Requests pass, answers wait until [`Self::release`]: a call the
    /// target has received stays in flight as long as the test wants.
    pub fn hold_answers(&self) {
        self.answers_held.send_replace(true);
    }

    /// Whether `needle` has been sent to the target.
    pub fn forwarded_contains(&self, needle: &[u8]) -> bool {
        self.forwarded
            .lock()
            .unwrap()
            .windows(needle.len())
            .any(|w| w == needle)
    }

    /// Resets every open connection (both sides see RST, as when a process
    /// dies) and stops listening, so new connections are refused.
    pub async fn kill(&self) {
        let running = self.running.lock().unwrap().take();
        if let Some((stop, task)) = running {
            stop.send_replace(true);
            task.await.unwrap();
        }
        self.release();
    }

    /// Listens again on the same address, forwarding as before.
    pub async fn restart(&self) {
        let listener = TcpListener::bind(self.addr).await.unwrap();
        self.serve(listener);
    }

    fn serve(&self, listener: TcpListener) {
        let (stop, mut stopped) = watch::channel(false);
        let (target, held) = (self.target, self.held.subscribe());
        let (answers_held, forwarded) = (self.answers_held.subscribe(), self.forwarded.clone());
        let task = tokio::spawn(async move {
            let mut connections = JoinSet::new();
            loop {
                tokio::select! {
                    _ = stopped.changed() => break,
                    accepted = listener.accept() => {
                        if let Ok((client, _)) = accepted {
                            connections.spawn(relay(
                                client,
                                target,
                                held.clone(),
                                answers_held.clone(),
                                forwarded.clone(),
                            ));
                        }
                    }
                    Some(_) = connections.join_next() => {}
                }
            }
            drop(listener);
            // Dropping the sockets with a zero linger resets them.
            connections.shutdown().await;
        });
        *self.running.lock().unwrap() = Some((stop, task));
    }
}

impl Drop for FaultProxy {
    fn drop(&mut self) {
        if let Some((_, task)) = self.running.get_mut().unwrap().take() {
            task.abort();
        }
    }
}

/// One connection, both ways, until either side ends it or the proxy dies.
async fn relay(
    client: TcpStream,
    target: SocketAddr,
    held: watch::Receiver<bool>,
    answers_held: watch::Receiver<bool>,
    forwarded: Arc<Mutex<Vec<u8>>>,
) {
    let Ok(server) = TcpStream::connect(target).await else {
        return;
    };
    for socket in [&client, &server] {
        socket.set_nodelay(true).unwrap();
        socket.set_zero_linger().unwrap();
    }
    let (client_read, client_write) = client.into_split();
    let (server_read, server_write) = server.into_split();
    tokio::select! {
        () = pump(client_read, server_write, [held.clone(), held.clone()], Some(forwarded)) => {}
        () = pump(server_read, client_write, [held, answers_held], None) => {}
    }
}

/// Copies `from` to `to` while neither of `held` says hold, recording the
/// bytes in `record` when given.
async fn pump(
    mut from: OwnedReadHalf,
    mut to: OwnedWriteHalf,
    mut held: [watch::Receiver<bool>; 2],
    record: Option<Arc<Mutex<Vec<u8>>>>,
) {
    let mut buf = vec![0u8; 16 * 1024];
    loop {
        // A held proxy neither reads nor writes, like a stopped process.
        if wait_released(&mut held).await.is_err() {
            return;
        }
        let n = match from.read(&mut buf).await {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        if let Some(record) = &record {
            record.lock().unwrap().extend_from_slice(&buf[..n]);
        }
        if wait_released(&mut held).await.is_err() || to.write_all(&buf[..n]).await.is_err() {
            return;
        }
    }
}

async fn wait_released(
    held: &mut [watch::Receiver<bool>; 2],
) -> Result<(), watch::error::RecvError> {
    loop {
        held[0].wait_for(|h| !*h).await?;
        held[1].wait_for(|h| !*h).await?;
        if !*held[0].borrow() && !*held[1].borrow() {
            return Ok(());
        }
    }
}
