//! Live notifications to the browser (the chat app, ADR 0021): a [`Hub`] per
//! gateway replica fans notices out to the server-sent-event streams open on
//! that replica. A notice published on one replica reaches every replica:
//! through a RabbitMQ fanout exchange when `AMQP_URL` is set (each replica
//! reads it through an exclusive, auto-deleted queue of its own, see
//! [`amqp`]), in process memory in the embedded form (one replica). The
//! exchange is not the audit exchange: these notices are transient and no
//! audit store reads them.
//!
//! EventSource cannot send an Authorization header, and the API never
//! authenticates by cookie (ADR 2), so a stream opens with a [`ticket`]: a
//! random, single-use value valid 60 s that a signed-in POST hands out.

pub mod amqp;
pub mod ticket;

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

/// How many notices a slow stream may fall behind before it is told to
/// reload (the `resync` event) instead of receiving each.
const BUFFER: usize = 1024;

/// One notice for the browser: an SSE event name and its JSON data, for one
/// user or for every signed-in user.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Notice {
    /// The user it is for; `None` for every signed-in user (presence).
    pub to: Option<String>,
    /// The SSE event name (`message`, `presence`, ...).
    pub event: String,
    /// The event's data.
    pub data: serde_json::Value,
}

impl Notice {
    /// Whether `user_id`'s streams get it.
    pub fn is_for(&self, user_id: &str) -> bool {
        self.to.as_deref().is_none_or(|to| to == user_id)
    }
}

/// The fan-out of one gateway replica.
#[derive(Clone)]
pub struct Hub {
    local: broadcast::Sender<Arc<Notice>>,
    amqp: Option<Arc<amqp::Fanout>>,
}

impl Hub {
    /// A hub delivering in memory, or through RabbitMQ's `exchange` when
    /// `amqp_url` is set (the consumer starts at once and reconnects).
    pub fn new(amqp_url: Option<&str>, exchange: &str) -> Self {
        let (local, _) = broadcast::channel(BUFFER);
        let amqp = amqp_url.map(|url| {
            let fanout = Arc::new(amqp::Fanout::new(url, exchange));
            tokio::spawn(amqp::consume(
                url.to_owned(),
                exchange.to_owned(),
                local.downgrade(),
            ));
            fanout
        });
        Self { local, amqp }
    }

    /// Sends `notice` to every replica's streams. A notice the broker did not
    /// take still reaches this replica's streams (logged): live delivery is a
    /// convenience, the stored message is the truth.
    pub async fn publish(&self, notice: Notice) {
        if let Some(fanout) = &self.amqp {
            match fanout.publish(&notice).await {
                Ok(()) => return,
                Err(e) => {
                    tracing::warn!(error = %e, "live notice not published; delivered on this replica only")
                }
            }
        }
        self.deliver(notice);
    }

    /// Hands `notice` to this replica's open streams.
    pub fn deliver(&self, notice: Notice) {
        // No receiver is no stream open: nothing to do.
        let _ = self.local.send(Arc::new(notice));
    }

    /// A receiver of every notice this replica delivers from now on.
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<Notice>> {
        self.local.subscribe()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_is_for_its_user_or_for_everyone() {
        let to = |to: Option<&str>| Notice {
            to: to.map(str::to_owned),
            event: "message".into(),
            data: serde_json::Value::Null,
        };
        assert!(to(Some("u1")).is_for("u1"));
        assert!(!to(Some("u1")).is_for("u2"));
        assert!(to(None).is_for("u2"));
    }

    #[tokio::test]
    async fn an_in_memory_hub_hands_a_notice_to_every_subscriber() {
        let hub = Hub::new(None, "unused");
        let (mut a, mut b) = (hub.subscribe(), hub.subscribe());
        let notice = Notice {
            to: Some("u1".into()),
            event: "message".into(),
            data: serde_json::json!({ "x": 1 }),
        };
        hub.publish(notice.clone()).await;
        assert_eq!(*a.recv().await.unwrap(), notice);
        assert_eq!(*b.recv().await.unwrap(), notice);
    }
}
