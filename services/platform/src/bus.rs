//! The audit bus. Producers never publish directly: the [`Relay`] drains a
//! service's outbox to a [`Publisher`] — RabbitMQ with publisher confirms in the
//! distributed form, an in-process bus in the embedded default — and marks rows
//! published only after the confirm. Consumers ack after storing and ignore
//! duplicate ids, so delivery is at-least-once and storage exactly-once.

use std::{future::Future, pin::Pin, sync::Arc, time::Duration};

use chrono::Utc;
use futures::StreamExt;
use lapin::{
    BasicProperties, Channel, Connection, ConnectionProperties, ExchangeKind, options::*,
    types::FieldTable,
};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect,
    sea_query::{Expr, ExprTrait, LockBehavior, LockType},
};
use tokio::sync::{Mutex, Notify, RwLock, watch};

use crate::events::AuditEvent;
use crate::outbox::entity as outbox;

/// The default topic exchange audit events go to (`AUDIT_EXCHANGE`).
pub const AUDIT_EXCHANGE: &str = "audit";

/// The most outbox rows one drain publishes (and marks in one statement).
pub const RELAY_BATCH: u64 = 500;
/// How many batches a relay on PostgreSQL drains at once while the outbox is full.
pub const RELAY_PARALLEL: usize = 4;

/// How long a stopping process spends publishing its outbox's last rows.
const SHUTDOWN_DRAIN: Duration = Duration::from_secs(5);

/// The most deliveries a consumer stores in one batch; the prefetch is twice
/// that, so the next batch arrives while one is being stored.
pub const CONSUME_BATCH: usize = 500;

type BoxFut = Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send>>;
/// A consumer's handler: store a batch of events (possibly holding ids it
/// already stored), return Ok only once all of them are durable.
pub type Handler = Arc<dyn Fn(Vec<AuditEvent>) -> BoxFut + Send + Sync>;

/// Wraps an async closure as a [`Handler`].
pub fn handler<F, Fut>(f: F) -> Handler
where
    F: Fn(Vec<AuditEvent>) -> Fut + Send + Sync + 'static,
    Fut: Future<Output = anyhow::Result<()>> + Send + 'static,
{
    Arc::new(move |e| Box::pin(f(e)))
}

/// How long a publish on the in-process bus waits for its consumers to
/// subscribe (they do while their services start) before it fails.
const SUBSCRIBE_WAIT: Duration = Duration::from_secs(5);

/// In-process delivery for the embedded default: publishing calls every
/// subscriber and succeeds only if all of them stored the batch.
///
/// A bus built with [`InProcessBus::expecting`] delivers nothing until every
/// named consumer has subscribed: a batch handed to some of them would be
/// marked published and never reach the others (the audit store would miss
/// the events relayed while only the risk service listened).
#[derive(Clone, Default)]
pub struct InProcessBus {
    subscribers: Arc<RwLock<Vec<(&'static str, Handler)>>>,
    expected: Arc<Vec<&'static str>>,
    joined: Arc<Notify>,
}

impl InProcessBus {
    /// A bus that waits for each of `consumers` to subscribe.
    pub fn expecting(consumers: &[&'static str]) -> Self {
        Self {
            expected: Arc::new(consumers.to_vec()),
            ..Self::default()
        }
    }

    /// Adds the consumer `name`: from now on it is handed every batch.
    pub async fn subscribe(&self, name: &'static str, h: Handler) {
        self.subscribers.write().await.push((name, h));
        self.joined.notify_waiters();
    }

    /// The handlers to deliver to, once every expected consumer (or, when
    /// none is named, anyone) has subscribed; waits [`SUBSCRIBE_WAIT`] for
    /// them, so a relay starting first does not fall into its backoff.
    async fn ready_subscribers(&self) -> anyhow::Result<Vec<Handler>> {
        let deadline = tokio::time::Instant::now() + SUBSCRIBE_WAIT;
        loop {
            // Registered before the check, so a subscription in between wakes it.
            let joined = self.joined.notified();
            tokio::pin!(joined);
            joined.as_mut().enable();
            let missing = {
                let subs = self.subscribers.read().await;
                let missing: Vec<&str> = self
                    .expected
                    .iter()
                    .filter(|name| !subs.iter().any(|(s, _)| s == *name))
                    .copied()
                    .collect();
                if missing.is_empty() && !subs.is_empty() {
                    return Ok(subs.iter().map(|(_, h)| h.clone()).collect());
                }
                missing
            };
            if tokio::time::timeout_at(deadline, joined).await.is_err() {
                anyhow::ensure!(!missing.is_empty(), "no audit consumer subscribed yet");
                anyhow::bail!("audit consumers not subscribed yet: {missing:?}");
            }
        }
    }

    async fn publish(&self, events: &[AuditEvent]) -> anyhow::Result<()> {
        // Until everyone listens the events stay in the outbox.
        for s in self.ready_subscribers().await? {
            s(events.to_vec()).await?;
        }
        Ok(())
    }
}

/// RabbitMQ publisher with confirms; reconnects lazily after a failure.
pub struct AmqpPublisher {
    url: String,
    exchange: String,
    channel: Mutex<Option<(Connection, Channel)>>,
}

impl AmqpPublisher {
    pub fn new(url: &str, exchange: &str) -> Self {
        Self {
            url: url.to_owned(),
            exchange: exchange.to_owned(),
            channel: Mutex::new(None),
        }
    }

    /// Publishes `events` pipelined on one confirm-mode channel and waits for
    /// every confirm: `Ok(confirmed)` says, per event, whether the broker took
    /// it (acked and routed to a queue). Err only when nothing could be sent.
    async fn publish(&self, events: &[AuditEvent]) -> anyhow::Result<Vec<bool>> {
        // A channel of its own per batch: lapin hands a returned (unroutable)
        // message to whichever pending confirm a multiple ack resolves first,
        // so on a channel shared by concurrent batches a return could land
        // on another batch's confirm. On its own channel every return of the
        // batch lands in the batch and is matched to its event by message id.
        let ch = {
            let mut guard = self.channel.lock().await;
            if guard
                .as_ref()
                .is_none_or(|(c, ch)| !c.status().connected() || !ch.status().connected())
            {
                *guard = None;
                let conn = connect(&self.url).await?;
                let ch = conn.create_channel().await?;
                declare_exchange(&ch, &self.exchange).await?;
                *guard = Some((conn, ch));
            }
            let conn = &guard.as_ref().expect("connection just set").0;
            let ch = conn.create_channel().await?;
            ch.confirm_select(ConfirmSelectOptions::default()).await?;
            ch
        };
        let result = self.publish_on(&ch, events).await;
        let _ = ch.close(200, "batch published".into()).await;
        result
    }

    async fn publish_on(&self, ch: &Channel, events: &[AuditEvent]) -> anyhow::Result<Vec<bool>> {
        let payloads = events
            .iter()
            .map(serde_json::to_vec)
            .collect::<Result<Vec<_>, _>>()?;
        // All frames are queued before any confirm is awaited: one broker
        // round trip for the batch instead of one per event.
        let sends = events.iter().zip(&payloads).map(|(event, payload)| {
            let props = BasicProperties::default()
                .with_content_type("application/json".into())
                .with_delivery_mode(2)
                .with_message_id(event.id.to_string().into())
                .with_type(event.routing_key().into());
            ch.basic_publish(
                self.exchange.as_str().into(),
                event.routing_key().as_str().into(),
                // Mandatory: an event no queue would receive counts as not delivered.
                BasicPublishOptions {
                    mandatory: true,
                    ..Default::default()
                },
                payload,
                props,
            )
        });
        let sent = futures::future::join_all(sends).await;
        let answers = futures::future::join_all(sent.into_iter().map(|s| async move {
            match s {
                Ok(confirm) => confirm.await,
                Err(e) => Err(e),
            }
        }));
        // A confirm that never comes counts as not taken.
        let Ok(answers) = tokio::time::timeout(CONFIRM_TIMEOUT, answers).await else {
            *self.channel.lock().await = None;
            anyhow::bail!("no confirm within {CONFIRM_TIMEOUT:?}");
        };
        let returned = Returned::of(&answers);
        let (mut first_error, mut lost) = (None, false);
        let mut confirmed = Vec::with_capacity(answers.len());
        for (event, answer) in events.iter().zip(answers) {
            let c = Confirm::of(answer, &returned, &event.id.to_string());
            confirmed.push(matches!(c, Confirm::Taken));
            match c {
                Confirm::Taken => {}
                Confirm::Refused(e) => {
                    first_error.get_or_insert(e);
                }
                Confirm::Lost(e) => {
                    lost = true;
                    first_error.get_or_insert(e);
                }
            }
        }
        if lost {
            // The connection may be closing: a fresh one next time.
            *self.channel.lock().await = None;
        }
        if let Some(e) = first_error {
            if !confirmed.contains(&true) {
                return Err(e);
            }
            let unconfirmed = confirmed.iter().filter(|c| !**c).count();
            tracing::warn!(error = %e, unconfirmed, "audit relay: part of a batch was not confirmed; it stays in the outbox");
        }
        Ok(confirmed)
    }
}

/// The message ids of a batch's returned (unroutable) events, whichever
/// confirm lapin attached each return to.
enum Returned {
    Ids(std::collections::HashSet<String>),
    /// A return without a message id: no ack of the batch can be trusted.
    Unknown,
}

impl Returned {
    fn of(answers: &[lapin::Result<lapin::Confirmation>]) -> Self {
        let mut ids = std::collections::HashSet::new();
        for answer in answers {
            if let Ok(lapin::Confirmation::Ack(Some(m)) | lapin::Confirmation::Nack(Some(m))) =
                answer
            {
                match m.properties.message_id() {
                    Some(id) => {
                        ids.insert(id.to_string());
                    }
                    None => return Self::Unknown,
                }
            }
        }
        Self::Ids(ids)
    }

    fn contains(&self, id: &str) -> bool {
        match self {
            Self::Ids(ids) => ids.contains(id),
            Self::Unknown => true,
        }
    }
}

/// How long the relay waits for a batch's confirms.
const CONFIRM_TIMEOUT: Duration = Duration::from_secs(30);

/// What became of one published event.
enum Confirm {
    /// Acked and routed to a queue.
    Taken,
    /// Nacked, or returned as unroutable: the broker is fine, the event is not taken.
    Refused(anyhow::Error),
    /// The channel failed.
    Lost(anyhow::Error),
}

impl Confirm {
    /// What became of the event `id`, given the batch's returns.
    fn of(r: lapin::Result<lapin::Confirmation>, returned: &Returned, id: &str) -> Self {
        match r {
            Ok(lapin::Confirmation::Ack(_)) if returned.contains(id) => Self::Refused(
                anyhow::anyhow!("no queue is bound to the audit exchange for it"),
            ),
            Ok(lapin::Confirmation::Ack(_)) => Self::Taken,
            Ok(lapin::Confirmation::Nack(_)) => {
                Self::Refused(anyhow::anyhow!("broker refused the event (nack)"))
            }
            Ok(lapin::Confirmation::NotRequested) => {
                Self::Lost(anyhow::anyhow!("publisher confirms are off"))
            }
            Err(e) => Self::Lost(e.into()),
        }
    }
}

async fn connect(url: &str) -> anyhow::Result<Connection> {
    let conn = tokio::time::timeout(
        Duration::from_secs(5),
        Connection::connect(url, ConnectionProperties::default()),
    )
    .await
    .map_err(|_| anyhow::anyhow!("RabbitMQ did not answer within 5 s"))??;
    Ok(conn)
}

async fn declare_exchange(ch: &Channel, exchange: &str) -> anyhow::Result<()> {
    ch.exchange_declare(
        exchange.into(),
        ExchangeKind::Topic,
        ExchangeDeclareOptions {
            durable: true,
            ..Default::default()
        },
        FieldTable::default(),
    )
    .await?;
    Ok(())
}

/// Where the relay sends events.
#[derive(Clone)]
pub enum Publisher {
    InProcess(InProcessBus),
    Amqp(Arc<AmqpPublisher>),
    /// No bus configured: events stay in the outbox until one is.
    Disabled,
}

impl Publisher {
    /// RabbitMQ when `amqp_url` is set, else the given in-process bus, else none.
    pub fn choose(
        amqp_url: Option<&str>,
        exchange: &str,
        in_process: Option<InProcessBus>,
    ) -> Self {
        match (amqp_url, in_process) {
            (Some(url), _) => Self::Amqp(Arc::new(AmqpPublisher::new(url, exchange))),
            (None, Some(bus)) => Self::InProcess(bus),
            (None, None) => Self::Disabled,
        }
    }

    /// Publishes `events`; `Ok(confirmed)` says which of them the bus took
    /// (the in-process bus takes all or none). Err when it took none.
    pub async fn publish(&self, events: &[AuditEvent]) -> anyhow::Result<Vec<bool>> {
        match self {
            Self::InProcess(bus) => bus.publish(events).await.map(|()| vec![true; events.len()]),
            Self::Amqp(p) => p.publish(events).await,
            Self::Disabled => anyhow::bail!("no audit bus configured"),
        }
    }

    /// Publishes one event; Ok once the bus took it.
    pub async fn publish_one(&self, event: &AuditEvent) -> anyhow::Result<()> {
        self.publish(std::slice::from_ref(event)).await.map(|_| ())
    }
}

/// Drains one service's outbox to the publisher.
#[derive(Clone)]
pub struct Relay {
    db: DatabaseConnection,
    publisher: Publisher,
    wake: Arc<Notify>,
}

impl Relay {
    pub fn new(db: DatabaseConnection, publisher: Publisher) -> Self {
        Self {
            db,
            publisher,
            wake: Arc::new(Notify::new()),
        }
    }

    /// Asks the relay to drain now (call after committing an event).
    pub fn wake(&self) {
        self.wake.notify_one();
    }

    /// Publishes what the outbox still holds once the server has stopped:
    /// [`Relay::run`]'s last drain ran when the signal came, and calls in
    /// flight then have committed since. Bounded by [`SHUTDOWN_DRAIN`]: a bus
    /// that is away leaves the rows to the next start, losing nothing.
    pub async fn drain_at_shutdown(&self) {
        let drain = async {
            let mut published = 0;
            loop {
                match self.drain_once().await {
                    Ok(0) => return Ok(published),
                    Ok(n) => published += n,
                    Err(e) => return Err(e),
                }
            }
        };
        match tokio::time::timeout(SHUTDOWN_DRAIN, drain).await {
            Ok(Ok(n)) if n > 0 => tracing::info!(published = n, "outbox drained at shutdown"),
            Ok(Err(e)) => tracing::warn!(error = %e, "outbox left for the next start"),
            _ => {}
        }
    }

    /// Publishes one batch of up to [`RELAY_BATCH`] rows; returns how many
    /// were published. Rows the bus did not confirm stay for the next drain.
    pub async fn drain_once(&self) -> anyhow::Result<usize> {
        if self.db.get_database_backend() == DbBackend::Postgres {
            // Several replicas may relay the same outbox: each takes rows no
            // one else holds, inside one transaction.
            let txn = crate::db::begin_write(&self.db).await?;
            let rows = unpublished()
                .lock_with_behavior(LockType::Update, LockBehavior::SkipLocked)
                .all(&txn)
                .await?;
            let result = self.publish_rows(&txn, rows).await;
            txn.commit().await?;
            result
        } else {
            // SQLite has one process and one writer: no transaction is held
            // across publishing (a read upgraded to a write would meet
            // "database is locked"); the confirmed rows are marked in one
            // write afterwards.
            let rows = unpublished().all(&self.db).await?;
            self.publish_rows(&self.db, rows).await
        }
    }

    async fn publish_rows<C: ConnectionTrait>(
        &self,
        conn: &C,
        rows: Vec<outbox::Model>,
    ) -> anyhow::Result<usize> {
        if rows.is_empty() {
            return Ok(0);
        }
        // Unreadable rows can never be published: they are marked (and logged)
        // so they do not block the outbox.
        let mut done = Vec::new();
        let mut ids = Vec::new();
        let mut events = Vec::new();
        for row in rows {
            match serde_json::from_str::<AuditEvent>(&row.payload) {
                Ok(e) => {
                    ids.push(row.id);
                    events.push(e);
                }
                Err(e) => {
                    tracing::error!(id = %row.id, error = %e, "unreadable outbox row skipped");
                    done.push(row.id);
                }
            }
        }
        let published = if events.is_empty() {
            Ok(0)
        } else {
            self.publisher.publish(&events).await.map(|confirmed| {
                let before = done.len();
                done.extend(
                    ids.into_iter()
                        .zip(confirmed)
                        .filter_map(|(id, ok)| ok.then_some(id)),
                );
                done.len() - before
            })
        };
        mark(conn, done).await?;
        published
    }

    /// Runs until `shutdown` flips to true, draining on wake-ups and every
    /// `poll`, backing off while the bus is unavailable. While the outbox
    /// holds full batches, PostgreSQL drains [`RELAY_PARALLEL`] of them at a
    /// time (`SKIP LOCKED` gives each its own rows), so one batch's database
    /// work overlaps another's wait for confirms.
    pub async fn run(self, poll: Duration, mut shutdown: watch::Receiver<bool>) {
        let mut backoff = Duration::from_millis(250);
        let most = if self.db.get_database_backend() == DbBackend::Postgres {
            RELAY_PARALLEL
        } else {
            1
        };
        let mut parallel = 1;
        loop {
            let drains = futures::future::join_all((0..parallel).map(|_| self.drain_once())).await;
            let (mut published, mut full, mut error) = (0, false, None);
            for d in drains {
                match d {
                    Ok(n) => {
                        published += n;
                        full |= n as u64 >= RELAY_BATCH;
                    }
                    Err(e) => error = Some(e),
                }
            }
            let wait = match error {
                Some(e) if published == 0 => {
                    parallel = 1;
                    tracing::warn!(error = %e, retry_in_ms = backoff.as_millis() as u64, "audit relay cannot publish yet");
                    let w = backoff;
                    backoff = (backoff * 2).min(Duration::from_secs(10));
                    w
                }
                _ if full => {
                    parallel = most;
                    Duration::ZERO
                }
                _ => {
                    parallel = 1;
                    backoff = Duration::from_millis(250);
                    poll
                }
            };
            tokio::select! {
                _ = tokio::time::sleep(wait) => {},
                _ = self.wake.notified() => {},
                _ = shutdown.changed() => {},
            }
            if *shutdown.borrow() {
                // The last drain is the caller's, once its server has stopped
                // (Relay::drain_at_shutdown): calls in flight still write.
                return;
            }
        }
    }
}

fn unpublished() -> sea_orm::Select<outbox::Entity> {
    outbox::Entity::find()
        .filter(outbox::Column::PublishedAt.is_null())
        .order_by_asc(outbox::Column::CreatedAt)
        .limit(RELAY_BATCH)
}

/// Marks `ids` published in one statement.
async fn mark<C: ConnectionTrait>(conn: &C, ids: Vec<String>) -> Result<(), sea_orm::DbErr> {
    if ids.is_empty() {
        return Ok(());
    }
    outbox::Entity::update_many()
        .col_expr(outbox::Column::PublishedAt, Expr::value(Utc::now()))
        .col_expr(
            outbox::Column::Attempts,
            Expr::col(outbox::Column::Attempts).add(1),
        )
        .filter(outbox::Column::Id.is_in(ids))
        .exec(conn)
        .await?;
    Ok(())
}

/// The durable queue where a consumer of `queue` parks messages it cannot read.
pub fn dead_letter_queue(queue: &str) -> String {
    format!("{queue}.dead-letter")
}

/// Copies an unreadable delivery, untouched, to the dead-letter queue (with
/// the reason and where it came from in headers) and waits for the broker's
/// confirm.
async fn dead_letter(
    ch: &Channel,
    dead_letters: &str,
    delivery: &lapin::message::Delivery,
    reason: &str,
) -> anyhow::Result<()> {
    let mut headers = FieldTable::default();
    headers.insert(
        "x-riskhub-reason".into(),
        lapin::types::AMQPValue::LongString(reason.into()),
    );
    headers.insert(
        "x-riskhub-routing-key".into(),
        lapin::types::AMQPValue::LongString(delivery.routing_key.as_str().into()),
    );
    let confirm = ch
        .basic_publish(
            "".into(),
            dead_letters.into(),
            BasicPublishOptions::default(),
            &delivery.data,
            BasicProperties::default()
                .with_delivery_mode(2)
                .with_headers(headers),
        )
        .await?
        .await?;
    anyhow::ensure!(
        matches!(confirm, lapin::Confirmation::Ack(_)),
        "broker did not confirm the dead letter"
    );
    Ok(())
}

/// Consumes audit events from RabbitMQ into `handler`: a durable queue bound
/// to `binding` on the `audit` exchange, manual acks after the handler stored
/// the event, redelivery on failure, reconnection with backoff. Returns when
/// `shutdown` flips to true.
pub async fn consume_amqp(
    url: String,
    exchange: String,
    queue: String,
    binding: String,
    handler: Handler,
    mut shutdown: watch::Receiver<bool>,
) {
    let mut backoff = Duration::from_millis(250);
    loop {
        if *shutdown.borrow() {
            return;
        }
        let session = consume_session(&url, &exchange, &queue, &binding, &handler, &mut shutdown);
        match session.await {
            Ok(()) => return,
            Err(e) => {
                tracing::warn!(error = %e, queue, "audit consumer disconnected; reconnecting");
                tokio::select! {
                    _ = tokio::time::sleep(backoff) => {},
                    _ = shutdown.changed() => {},
                }
                backoff = (backoff * 2).min(Duration::from_secs(10));
            }
        }
    }
}

async fn consume_session(
    url: &str,
    exchange: &str,
    queue: &str,
    binding: &str,
    handler: &Handler,
    shutdown: &mut watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let conn = connect(url).await?;
    let ch = conn.create_channel().await?;
    declare_exchange(&ch, exchange).await?;
    ch.queue_declare(
        queue.into(),
        QueueDeclareOptions::durable(),
        FieldTable::default(),
    )
    .await?;
    ch.queue_bind(
        queue.into(),
        exchange.into(),
        binding.into(),
        QueueBindOptions::default(),
        FieldTable::default(),
    )
    .await?;
    // Unreadable messages are kept here for a person to look at.
    let dead_letters = dead_letter_queue(queue);
    ch.queue_declare(
        dead_letters.as_str().into(),
        QueueDeclareOptions::durable(),
        FieldTable::default(),
    )
    .await?;
    ch.confirm_select(ConfirmSelectOptions::default()).await?;
    // Prefetch twice the batch: the broker sends the next batch while this
    // one is being stored.
    ch.basic_qos((CONSUME_BATCH * 2) as u16, BasicQosOptions::default())
        .await?;
    let tag = format!("{queue}-{}", uuid::Uuid::new_v4());
    let consumer = ch
        .basic_consume(
            queue.into(),
            tag.as_str().into(),
            BasicConsumeOptions::default(),
            FieldTable::default(),
        )
        .await?;
    // Whatever has arrived, up to a batch, is stored together.
    let mut batches = consumer.ready_chunks(CONSUME_BATCH);
    tracing::info!(queue, binding, "audit consumer attached");
    loop {
        tokio::select! {
            _ = shutdown.changed() => {
                if *shutdown.borrow() {
                    let _ = conn.close(200, "shutdown".into()).await;
                    return Ok(());
                }
            }
            next = batches.next() => {
                let Some(batch) = next else {
                    anyhow::bail!("consumer cancelled by the broker");
                };
                let deliveries = batch.into_iter().collect::<Result<Vec<_>, _>>()?;
                store_batch(&ch, &dead_letters, handler, deliveries).await?;
            }
        }
    }
}

/// Stores one batch of deliveries, then acks them all at once (one `multiple`
/// ack for the last tag: every earlier one on this channel is settled). On a
/// failure the whole batch is requeued; ids already stored are ignored when
/// they come again.
async fn store_batch(
    ch: &Channel,
    dead_letters: &str,
    handler: &Handler,
    deliveries: Vec<lapin::message::Delivery>,
) -> anyhow::Result<()> {
    let Some(last) = deliveries.last() else {
        return Ok(());
    };
    let mut events = Vec::with_capacity(deliveries.len());
    let mut result = Ok(());
    for delivery in &deliveries {
        match serde_json::from_slice::<AuditEvent>(&delivery.data) {
            Ok(event) => events.push(event),
            Err(e) => {
                // A message that can never parse would loop forever, and
                // dropping it could hide a forgery: park it, then ack.
                tracing::error!(error = %e, "unreadable audit message sent to the dead-letter queue");
                if let Err(e) = dead_letter(ch, dead_letters, delivery, &e.to_string()).await {
                    result = Err(e.context("dead-lettering failed"));
                    break;
                }
            }
        }
    }
    if result.is_ok() && !events.is_empty() {
        result = handler(events).await;
    }
    match result {
        Ok(()) => {
            last.ack(BasicAckOptions { multiple: true }).await?;
        }
        Err(e) => {
            tracing::warn!(error = %e, count = deliveries.len(), "storing audit events failed; requeued");
            tokio::time::sleep(Duration::from_millis(500)).await;
            last.nack(BasicNackOptions {
                multiple: true,
                requeue: true,
            })
            .await?;
        }
    }
    Ok(())
}
