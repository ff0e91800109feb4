//! gRPC bootstrap shared by every service: a server on a bound listener with
//! the standard health service and trace-context adoption, client channels
//! with timeouts, and the caller identity the gateway passes in metadata.

use std::{future::Future, net::SocketAddr, time::Duration};
use tokio::net::TcpListener;
use tonic::{
    Request,
    service::Routes,
    transport::{Channel, server::TcpIncoming},
};

use crate::service_auth::{ComponentRpc, TrustedCallers, VerifyCallerLayer};

/// Who made a request, as verified from its signed caller assertion
/// ([`crate::service_auth`]): never read from plain metadata.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Caller {
    /// The user the gateway vouches for; empty for anonymous calls and for
    /// calls a component makes as itself.
    pub user_id: String,
    pub name: String,
    pub role: String,
    pub request_id: String,
    pub source_ip: String,
    /// The component that signed the call (`gateway`, `settings`, ...).
    pub service: String,
}

impl Caller {
    /// The verified caller of a request (put there by the server's
    /// [`crate::service_auth::VerifyCaller`]; anonymous if absent).
    pub fn of<T>(req: &Request<T>) -> Self {
        req.extensions().get::<Self>().cloned().unwrap_or_default()
    }
}

/// Wraps `msg` for a call made on behalf of `caller`: the client's
/// [`crate::service_auth::SignCalls`] signs it, with the trace context.
pub fn with_caller<T>(msg: T, caller: &Caller) -> Request<T> {
    let mut req = Request::new(msg);
    put_caller(&mut req, caller);
    req
}

/// Puts `caller` (signed later by `SignCalls`) and the current trace context
/// on an outgoing request: [`with_caller`] for one message, the gateway's
/// per-caller interceptor for every call of a client.
pub fn put_caller<T>(req: &mut Request<T>, caller: &Caller) {
    req.extensions_mut().insert(caller.clone());
    crate::telemetry::inject_trace_context(req.metadata_mut());
}

/// Binds `addr` (e.g. `0.0.0.0:50051` or `127.0.0.1:0`), returning the listener
/// and the real address, so tests and the all-in-one can use port 0.
pub async fn bind(addr: &str) -> anyhow::Result<(TcpListener, SocketAddr)> {
    let listener = TcpListener::bind(addr)
        .await
        .map_err(|e| anyhow::anyhow!("binding {addr}: {e}"))?;
    let local = listener.local_addr()?;
    Ok((listener, local))
}

/// Serves `routes` plus `grpc.health.v1` on `listener` until `shutdown`
/// completes. Every call but health must carry a caller assertion
/// from one of `trusted` made for this service (the first part of
/// `service_name`, e.g. `auth` of `auth.v1.AuthService`); a component other
/// than the gateway may call only its entries in `component_rpcs`. Health (overall and
/// `service_name`) follows a ping of `db` every few seconds, so readiness
/// reflects the database.
pub async fn serve(
    listener: TcpListener,
    service_name: &'static str,
    routes: Routes,
    db: sea_orm::DatabaseConnection,
    trusted: TrustedCallers,
    component_rpcs: &'static [ComponentRpc],
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let audience = service_name
        .split('.')
        .next()
        .expect("split yields a first part");
    if trusted.is_empty() {
        anyhow::bail!(
            "{audience}: TRUSTED_CALLERS is empty, so no call could be accepted (docs/security.md)"
        );
    }
    let (reporter, health) = tonic_health::server::health_reporter();
    let monitor = tokio::spawn(async move {
        let mut last = None;
        loop {
            let status = if crate::db::ping(&db).await {
                tonic_health::ServingStatus::Serving
            } else {
                tonic_health::ServingStatus::NotServing
            };
            if last != Some(status) {
                if status == tonic_health::ServingStatus::NotServing {
                    tracing::error!(service = service_name, "database unreachable");
                }
                reporter.set_service_status(service_name, status).await;
                reporter.set_service_status("", status).await;
                last = Some(status);
            }
            tokio::time::sleep(Duration::from_secs(5)).await;
        }
    });
    let routes = routes.add_service(health);
    tonic::transport::Server::builder()
        .layer(VerifyCallerLayer::new(audience, trusted, component_rpcs))
        .trace_fn(|req| {
            let span = tracing::info_span!("grpc", rpc = %req.uri().path());
            crate::telemetry::adopt_parent(&span, req.headers());
            span
        })
        .add_routes(routes)
        .serve_with_incoming_shutdown(incoming(listener), shutdown)
        .await?;
    monitor.abort();
    Ok(())
}

/// The connections a service accepts, with Nagle's algorithm off. Left on (as
/// a plain listener stream leaves it), a small answer waits for the peer's
/// delayed ACK and every unary call costs ~40 ms however idle the machine is
/// (issue 12: the register's 47 ms at one client was that floor).
pub fn incoming(listener: TcpListener) -> TcpIncoming {
    TcpIncoming::from(listener).with_nodelay(Some(true))
}

/// A lazily connecting channel: the gateway starts even if a service is down,
/// and each call fails fast with UNAVAILABLE until it is back.
pub fn lazy_channel(url: &str, timeout: Duration) -> anyhow::Result<Channel> {
    Ok(Channel::from_shared(url.to_owned())?
        .connect_timeout(Duration::from_secs(2))
        .timeout(timeout)
        .tcp_nodelay(true)
        .http2_keep_alive_interval(Duration::from_secs(30))
        .connect_lazy())
}

/// Clamps paging input of list calls: pages from 1, 1..=100 per page (default 20).
pub fn paging(page: u32, per_page: u32) -> (u64, u64) {
    let per_page = if per_page == 0 { 20 } else { per_page.min(100) };
    (u64::from(page.max(1)), u64::from(per_page))
}

/// A future that completes once `shutdown` holds true (or its sender is gone).
pub async fn until(mut shutdown: tokio::sync::watch::Receiver<bool>) {
    while !*shutdown.borrow() {
        if shutdown.changed().await.is_err() {
            return;
        }
    }
}

/// A future that completes on Ctrl-C or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {},
        _ = term => {},
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The floor of issue 12 comes back the day a service serves a plain
    /// listener stream again: every accepted socket must have TCP_NODELAY.
    #[tokio::test]
    async fn accepted_connections_have_nagle_off() {
        use tokio_stream::StreamExt;
        let (listener, addr) = bind("127.0.0.1:0").await.unwrap();
        let mut accepted = incoming(listener);
        let client = tokio::net::TcpStream::connect(addr).await.unwrap();
        let server_side = accepted.next().await.unwrap().unwrap();
        assert!(
            server_side.nodelay().unwrap(),
            "an accepted socket keeps Nagle on"
        );
        // The default it overrides: a socket accepted without it has Nagle on,
        // so the assertion above can fail.
        assert!(!client.nodelay().unwrap());
    }

    #[test]
    fn paging_is_clamped() {
        assert_eq!(paging(0, 0), (1, 20));
        assert_eq!(paging(3, 1000), (3, 100));
    }
}
