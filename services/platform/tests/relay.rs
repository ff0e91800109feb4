//! The outbox relay against the real RabbitMQ (`TEST_AMQP_URL`), on SQLite and,
//! when `TEST_DATABASE_URL` is set, on PostgreSQL: a batch in which the broker
//! does not take one event marks exactly the others published, and the next
//! drain publishes the one left.

use std::{collections::BTreeSet, sync::Arc};

use lapin::{
    Channel, Connection, ConnectionProperties, ExchangeKind, options::*, types::AMQPValue,
    types::FieldTable,
};
use platform::{
    bus::{AmqpPublisher, Publisher, Relay},
    events::AuditEvent,
    outbox::{self, OutboxOnly, entity},
};
use sea_orm::{ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter};

/// Reads a `TEST_*` variable; in CI a missing one is a failure, not a skip.
fn backend(var: &str) -> Option<String> {
    let value = std::env::var(var).ok().filter(|v| !v.is_empty());
    if value.is_none() && std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{var} must be set in CI: integration tests may not be skipped");
    }
    value
}

fn unique_id() -> String {
    format!("relay{}", &uuid::Uuid::new_v4().simple().to_string()[..10])
}

/// SQLite in `dir`, and PostgreSQL in its own schema when it is configured.
async fn databases(id: &str, dir: &std::path::Path) -> Vec<(DatabaseConnection, Option<String>)> {
    let sqlite = platform::db::sqlite_url(dir.to_str().unwrap(), id);
    let mut dbs = vec![(
        platform::db::connect_and_migrate::<OutboxOnly>(&sqlite, id)
            .await
            .unwrap(),
        None,
    )];
    if let Some(url) = backend("TEST_DATABASE_URL") {
        dbs.push((
            platform::db::connect_and_migrate::<OutboxOnly>(&url, id)
                .await
                .unwrap(),
            Some(url),
        ));
    }
    dbs
}

async fn record(db: &DatabaseConnection, service: &str) -> AuditEvent {
    let event = AuditEvent::new(service, "thing", "t-1", "created");
    outbox::record(db, &event).await.unwrap();
    event
}

async fn unpublished(db: &DatabaseConnection) -> BTreeSet<String> {
    entity::Entity::find()
        .filter(entity::Column::PublishedAt.is_null())
        .all(db)
        .await
        .unwrap()
        .into_iter()
        .map(|r| r.id)
        .collect()
}

/// The message ids waiting in `queue`, taken off it.
async fn take_all(ch: &Channel, queue: &str) -> Vec<String> {
    let mut ids = Vec::new();
    while let Some(m) = ch
        .basic_get(queue.into(), BasicGetOptions { no_ack: true })
        .await
        .unwrap()
    {
        ids.push(m.properties.message_id().clone().unwrap().to_string());
    }
    ids
}

struct Broker {
    conn: Connection,
    ch: Channel,
    exchange: String,
    queue: String,
}

impl Broker {
    /// An exchange and a queue of this test's own, the queue declared with `args`.
    async fn new(url: &str, id: &str, args: FieldTable) -> Self {
        let conn = Connection::connect(url, ConnectionProperties::default())
            .await
            .unwrap();
        let ch = conn.create_channel().await.unwrap();
        let (exchange, queue) = (format!("audit.{id}"), format!("relay.{id}"));
        ch.exchange_declare(
            exchange.as_str().into(),
            ExchangeKind::Topic,
            ExchangeDeclareOptions {
                durable: true,
                ..Default::default()
            },
            FieldTable::default(),
        )
        .await
        .unwrap();
        ch.queue_declare(queue.as_str().into(), QueueDeclareOptions::default(), args)
            .await
            .unwrap();
        Self {
            conn,
            ch,
            exchange,
            queue,
        }
    }

    async fn bind(&self, key: &str) {
        self.ch
            .queue_bind(
                self.queue.as_str().into(),
                self.exchange.as_str().into(),
                key.into(),
                QueueBindOptions::default(),
                FieldTable::default(),
            )
            .await
            .unwrap();
    }

    fn relay(&self, url: &str, db: &DatabaseConnection) -> Relay {
        Relay::new(
            db.clone(),
            Publisher::Amqp(Arc::new(AmqpPublisher::new(url, &self.exchange))),
        )
    }

    async fn delete(self) {
        let _ = self
            .ch
            .queue_delete(self.queue.as_str().into(), QueueDeleteOptions::default())
            .await;
        let _ = self
            .ch
            .exchange_delete(
                self.exchange.as_str().into(),
                ExchangeDeleteOptions::default(),
            )
            .await;
        let _ = self.conn.close(200, "done".into()).await;
    }
}

async fn drop_schema(db: &DatabaseConnection, pg: &Option<String>, id: &str) {
    if pg.is_some() {
        db.execute_unprepared(&format!("DROP SCHEMA IF EXISTS \"{id}\" CASCADE"))
            .await
            .unwrap();
    }
}

/// The broker acks an event no queue is bound for with the message returned
/// (mandatory): that row alone stays in the outbox until a queue wants it.
#[tokio::test]
async fn an_unroutable_event_in_a_batch_stays_unpublished_until_the_next_drain() {
    let Some(amqp) = backend("TEST_AMQP_URL") else {
        eprintln!("skipped: TEST_AMQP_URL is not set");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let schema = unique_id();
    for (db, pg) in databases(&schema, dir.path()).await {
        let id = unique_id();
        let broker = Broker::new(&amqp, &id, FieldTable::default()).await;
        broker.bind("risk.#").await;
        let mut events = Vec::new();
        for service in ["risk", "risk", "auth", "risk", "risk"] {
            events.push(record(&db, service).await);
        }
        let all: BTreeSet<String> = events.iter().map(|e| e.id.to_string()).collect();
        let relay = broker.relay(&amqp, &db);

        assert_eq!(relay.drain_once().await.unwrap(), 4, "pg: {}", pg.is_some());
        assert_eq!(
            unpublished(&db).await,
            BTreeSet::from([events[2].id.to_string()])
        );
        // Still nowhere to go: still not marked.
        assert_eq!(relay.drain_once().await.ok(), None);
        assert_eq!(unpublished(&db).await.len(), 1);

        broker.bind("auth.#").await;
        assert_eq!(relay.drain_once().await.unwrap(), 1);
        assert!(unpublished(&db).await.is_empty());
        assert_eq!(relay.drain_once().await.unwrap(), 0);

        let got = take_all(&broker.ch, &broker.queue).await;
        assert_eq!(got.len(), 5, "each event once: {got:?}");
        assert_eq!(got.into_iter().collect::<BTreeSet<_>>(), all);
        broker.delete().await;
        drop_schema(&db, &pg, &schema).await;
    }
}

/// A queue that is full refuses further events with a nack: the refused rows
/// stay unpublished and go out once there is room.
#[tokio::test]
async fn nacked_events_stay_unpublished_and_go_out_on_the_next_drain() {
    let Some(amqp) = backend("TEST_AMQP_URL") else {
        eprintln!("skipped: TEST_AMQP_URL is not set");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let schema = unique_id();
    for (db, pg) in databases(&schema, dir.path()).await {
        let id = unique_id();
        let mut args = FieldTable::default();
        args.insert("x-max-length".into(), AMQPValue::LongLongInt(3));
        args.insert(
            "x-overflow".into(),
            AMQPValue::LongString("reject-publish".into()),
        );
        let broker = Broker::new(&amqp, &id, args).await;
        broker.bind("#").await;
        let mut events = Vec::new();
        for _ in 0..4 {
            events.push(record(&db, "risk").await);
        }
        let relay = broker.relay(&amqp, &db);

        assert_eq!(relay.drain_once().await.unwrap(), 3, "pg: {}", pg.is_some());
        let left = unpublished(&db).await;
        assert_eq!(left.len(), 1);
        let first = take_all(&broker.ch, &broker.queue).await;
        assert_eq!(first.len(), 3);
        assert!(first.iter().all(|id| !left.contains(id)));

        assert_eq!(relay.drain_once().await.unwrap(), 1);
        assert!(unpublished(&db).await.is_empty());
        let second = take_all(&broker.ch, &broker.queue).await;
        assert_eq!(second.into_iter().collect::<BTreeSet<_>>(), left);
        broker.delete().await;
        drop_schema(&db, &pg, &schema).await;
    }
}
