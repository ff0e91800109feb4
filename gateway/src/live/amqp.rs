//! The distributed form of the live fan-out: a transient fanout exchange
//! every gateway replica publishes to and reads from through an exclusive,
//! auto-deleted queue of its own (`<exchange>.<random>`, gone when the
//! replica is). Notices are
//! not persistent and not confirmed: a stream that misses one reloads on its
//! next reconnect.

use std::time::Duration;

use futures::StreamExt;
use lapin::{
    BasicProperties, Channel, Connection, ConnectionProperties, ExchangeKind, options::*,
    types::FieldTable,
};
use tokio::sync::{Mutex, broadcast};

use super::Notice;

/// Publishes notices on the fanout exchange; connects lazily and again after
/// a failure.
pub struct Fanout {
    url: String,
    exchange: String,
    channel: Mutex<Option<(Connection, Channel)>>,
}

impl Fanout {
    pub fn new(url: &str, exchange: &str) -> Self {
        Self {
            url: url.to_owned(),
            exchange: exchange.to_owned(),
            channel: Mutex::new(None),
        }
    }

    /// Sends one notice to every replica.
    pub async fn publish(&self, notice: &Notice) -> anyhow::Result<()> {
        let payload = serde_json::to_vec(notice)?;
        let mut guard = self.channel.lock().await;
        if guard
            .as_ref()
            .is_none_or(|(c, ch)| !c.status().connected() || !ch.status().connected())
        {
            *guard = None;
            let conn = connect(&self.url).await?;
            let ch = conn.create_channel().await?;
            declare(&ch, &self.exchange).await?;
            *guard = Some((conn, ch));
        }
        let (_, ch) = guard.as_ref().expect("channel just set");
        let sent = ch
            .basic_publish(
                self.exchange.as_str().into(),
                "".into(),
                BasicPublishOptions::default(),
                &payload,
                BasicProperties::default().with_content_type("application/json".into()),
            )
            .await;
        if let Err(e) = sent {
            *guard = None;
            return Err(e.into());
        }
        Ok(())
    }
}

async fn connect(url: &str) -> anyhow::Result<Connection> {
    tokio::time::timeout(
        Duration::from_secs(5),
        Connection::connect(url, ConnectionProperties::default()),
    )
    .await
    .map_err(|_| anyhow::anyhow!("RabbitMQ did not answer within 5 s"))?
    .map_err(Into::into)
}

async fn declare(ch: &Channel, exchange: &str) -> anyhow::Result<()> {
    ch.exchange_declare(
        exchange.into(),
        ExchangeKind::Fanout,
        ExchangeDeclareOptions::default(),
        FieldTable::default(),
    )
    .await?;
    Ok(())
}

/// Reads the fanout exchange into this replica's streams (`local`) until the
/// hub is gone, reconnecting with backoff.
pub async fn consume(
    url: String,
    exchange: String,
    local: broadcast::WeakSender<std::sync::Arc<Notice>>,
) {
    let mut backoff = Duration::from_millis(250);
    loop {
        if local.upgrade().is_none() {
            return;
        }
        match session(&url, &exchange, &local).await {
            Ok(()) => return,
            Err(e) => {
                tracing::warn!(error = %e, "live notice consumer disconnected; reconnecting");
                tokio::time::sleep(backoff).await;
                backoff = (backoff * 2).min(Duration::from_secs(10));
            }
        }
    }
}

/// One connection's worth of consuming; Ok when the hub is gone.
async fn session(
    url: &str,
    exchange: &str,
    local: &broadcast::WeakSender<std::sync::Arc<Notice>>,
) -> anyhow::Result<()> {
    let conn = connect(url).await?;
    let ch = conn.create_channel().await?;
    declare(&ch, exchange).await?;
    // A queue of this replica's own, gone with its connection; named after
    // the exchange so a broker user can be granted exactly these.
    let name = format!("{exchange}.{}", uuid::Uuid::new_v4().simple());
    let queue = ch
        .queue_declare(
            name.as_str().into(),
            QueueDeclareOptions {
                exclusive: true,
                auto_delete: true,
                ..Default::default()
            },
            FieldTable::default(),
        )
        .await?;
    ch.queue_bind(
        queue.name().as_str().into(),
        exchange.into(),
        "".into(),
        QueueBindOptions::default(),
        FieldTable::default(),
    )
    .await?;
    let mut deliveries = ch
        .basic_consume(
            queue.name().as_str().into(),
            "".into(),
            BasicConsumeOptions {
                no_ack: true,
                ..Default::default()
            },
            FieldTable::default(),
        )
        .await?;
    tracing::info!(exchange, "live notice consumer attached");
    // The hub's end is checked between deliveries and every few seconds.
    let mut tick = tokio::time::interval(Duration::from_secs(5));
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            next = deliveries.next() => {
                let Some(delivery) = next else {
                    anyhow::bail!("consumer cancelled by the broker");
                };
                let delivery = delivery?;
                match serde_json::from_slice::<Notice>(&delivery.data) {
                    Ok(notice) => {
                        if let Some(tx) = local.upgrade() {
                            let _ = tx.send(std::sync::Arc::new(notice));
                        }
                    }
                    Err(e) => tracing::warn!(error = %e, "unreadable live notice dropped"),
                }
            }
        }
        if local.upgrade().is_none() {
            let _ = conn.close(200, "gateway stopped".into()).await;
            return Ok(());
        }
    }
}
