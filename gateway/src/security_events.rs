//! Security events raised by the gateway itself (403s). The gateway owns no
//! database, so these go through a bounded queue drained by a task that
//! retries while the bus is down; they are logged if the queue overflows.

use platform::{bus::Publisher, events::AuditEvent};
use tokio::sync::mpsc;

use crate::context::Ctx;

#[derive(Clone)]
pub struct SecurityEvents {
    tx: mpsc::Sender<AuditEvent>,
}

impl SecurityEvents {
    /// Starts the publishing task.
    pub fn start(publisher: Publisher) -> Self {
        let (tx, mut rx) = mpsc::channel::<AuditEvent>(10_000);
        tokio::spawn(async move {
            while let Some(event) = rx.recv().await {
                let mut delay = std::time::Duration::from_millis(250);
                for _ in 0..8 {
                    match publisher.publish(&event).await {
                        Ok(()) => break,
                        Err(e) => {
                            tracing::warn!(error = %e, "security event not published yet");
                            tokio::time::sleep(delay).await;
                            delay = (delay * 2).min(std::time::Duration::from_secs(10));
                        }
                    }
                }
            }
        });
        Self { tx }
    }

    pub fn access_denied(&self, ctx: &Ctx, method: &str, path: &str, permission: &str) {
        let event = AuditEvent::new("gateway", "route", path, "access_denied")
            .caller(&ctx.caller())
            .changes(
                serde_json::Value::Null,
                serde_json::json!({ "method": method, "path": path, "permission": permission }),
            );
        tracing::info!(path, permission, user = ?ctx.identity.as_ref().map(|i| &i.user_id), "access denied");
        if self.tx.try_send(event).is_err() {
            tracing::error!(path, "security event queue full; event only logged");
        }
    }
}
