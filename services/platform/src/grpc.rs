//! gRPC bootstrap shared by every service: a server on a bound listener with
//! the standard health service and trace-context adoption, client channels
//! with timeouts, and the caller identity the gateway passes in metadata.

use std::{future::Future, net::SocketAddr, time::Duration};
use tokio::net::TcpListener;
use tokio_stream::wrappers::TcpListenerStream;
use tonic::{Request, metadata::MetadataMap, service::Routes, transport::Channel};

/// Metadata keys for the caller, set by the gateway after it verified the JWT.
pub mod keys {
    pub const USER_ID: &str = "x-user-id";
    pub const USER_NAME: &str = "x-user-name";
    pub const USER_ROLE: &str = "x-user-role";
    pub const REQUEST_ID: &str = "x-request-id";
    pub const SOURCE_IP: &str = "x-source-ip";
}

/// Who made a request, as the gateway vouches for it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Caller {
    pub user_id: String,
    pub name: String,
    pub role: String,
    pub request_id: String,
    pub source_ip: String,
}

impl Caller {
    /// Reads the caller from request metadata (all fields optional).
    pub fn from_metadata(md: &MetadataMap) -> Self {
        let get = |k: &str| {
            md.get(k)
                .and_then(|v| v.to_str().ok())
                .unwrap_or_default()
                .to_owned()
        };
        Self {
            user_id: get(keys::USER_ID),
            name: percent_decode(&get(keys::USER_NAME)),
            role: get(keys::USER_ROLE),
            request_id: get(keys::REQUEST_ID),
            source_ip: get(keys::SOURCE_IP),
        }
    }

    pub fn of<T>(req: &Request<T>) -> Self {
        Self::from_metadata(req.metadata())
    }

    /// Writes the caller into outgoing metadata (names percent-encoded: metadata is ASCII).
    pub fn write_to(&self, md: &mut MetadataMap) {
        let mut put = |k: &'static str, v: &str| {
            if let Ok(v) = v.parse() {
                md.insert(k, v);
            }
        };
        put(keys::USER_ID, &self.user_id);
        put(keys::USER_NAME, &percent_encode(&self.name));
        put(keys::USER_ROLE, &self.role);
        put(keys::REQUEST_ID, &self.request_id);
        put(keys::SOURCE_IP, &self.source_ip);
    }
}

fn percent_encode(s: &str) -> String {
    s.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b" -_.@".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%'
            && i + 2 < bytes.len()
            && let Ok(b) = u8::from_str_radix(&s[i + 1..i + 3], 16)
        {
            out.push(b);
            i += 3;
            continue;
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
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
/// completes. Health (overall and `service_name`) follows a ping of `db`
/// every few seconds, so readiness reflects the database.
pub async fn serve(
    listener: TcpListener,
    service_name: &'static str,
    routes: Routes,
    db: sea_orm::DatabaseConnection,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
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
        .trace_fn(|req| {
            let span = tracing::info_span!("grpc", rpc = %req.uri().path());
            crate::telemetry::adopt_parent(&span, req.headers());
            span
        })
        .add_routes(routes)
        .serve_with_incoming_shutdown(TcpListenerStream::new(listener), shutdown)
        .await?;
    monitor.abort();
    Ok(())
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

    #[test]
    fn paging_is_clamped() {
        assert_eq!(paging(0, 0), (1, 20));
        assert_eq!(paging(3, 1000), (3, 100));
    }

    #[test]
    fn caller_round_trips_through_metadata_with_non_ascii_name() {
        let caller = Caller {
            user_id: "u1".into(),
            name: "José Müller".into(),
            role: "admin".into(),
            request_id: "r1".into(),
            source_ip: "127.0.0.1".into(),
        };
        let mut md = MetadataMap::new();
        caller.write_to(&mut md);
        assert_eq!(Caller::from_metadata(&md), caller);
    }
}
