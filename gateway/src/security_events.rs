//! Security events raised by the gateway itself (403s). Like a service's
//! changes they go through an outbox (the gateway's own small database) that a
//! relay publishes, so an event survives a broker outage and a gateway restart.
//! Only if that database cannot take the row does the event fall back to a
//! bounded in-memory queue that retries while the bus is down.

use platform::{
    bus::{Publisher, Relay},
    events::AuditEvent,
    outbox,
};
use sea_orm::DatabaseConnection;
use tokio::sync::mpsc;

use crate::context::Ctx;

#[derive(Clone)]
pub struct SecurityEvents {
    outbox: Option<(DatabaseConnection, Relay)>,
    fallback: mpsc::Sender<AuditEvent>,
}

impl SecurityEvents {
    /// Starts the fallback publishing task; `outbox` is the gateway's database
    /// and the relay draining it (none when it could not be opened).
    pub fn start(publisher: Publisher, outbox: Option<(DatabaseConnection, Relay)>) -> Self {
        let (tx, mut rx) = mpsc::channel::<AuditEvent>(10_000);
        tokio::spawn(async move {
            while let Some(event) = rx.recv().await {
                let mut delay = std::time::Duration::from_millis(250);
                for _ in 0..8 {
                    match publisher.publish_one(&event).await {
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
        Self {
            outbox,
            fallback: tx,
        }
    }

    /// Records a refused request before it is answered.
    pub async fn access_denied(&self, ctx: &Ctx, method: &str, path: &str, permission: &str) {
        let event = AuditEvent::new("gateway", "route", path, "access_denied")
            .caller(&ctx.caller())
            .changes(
                serde_json::Value::Null,
                serde_json::json!({ "method": method, "path": path, "permission": permission }),
            );
        tracing::info!(path, permission, user = ?ctx.identity.as_ref().map(|i| &i.user_id), "access denied");
        if let Some((db, relay)) = &self.outbox {
            match outbox::record(db, &event).await {
                Ok(()) => {
                    relay.wake();
                    return;
                }
                Err(e) => {
                    tracing::error!(error = %e, "security event not stored; sent from memory")
                }
            }
        }
        if self.fallback.try_send(event).is_err() {
            tracing::error!(path, "security event queue full; event only logged");
        }
    }
}
