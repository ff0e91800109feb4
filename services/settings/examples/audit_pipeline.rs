//! End-to-end audit throughput: N events written to an outbox, drained by the
//! relay to RabbitMQ, consumed and stored by the settings service's handler.
//! Prints events/s (outbox → stored) and fails unless every event was stored
//! exactly once.
//!
//! `cargo run --release -p settings-service --example audit_pipeline -- 50000`
//!
//! `BENCH_DATABASE_URL` (PostgreSQL, default `postgres://postgres@127.0.0.1:5432/postgres`;
//! the run uses two schemas of its own and drops them) and `BENCH_AMQP_URL`
//! (default `amqp://guest:guest@127.0.0.1:5672/%2f`).

use std::time::{Duration, Instant};

use lapin::{Connection, ConnectionProperties, options::*};
use platform::{
    bus::{self, Publisher, Relay},
    events::AuditEvent,
    outbox::{OutboxOnly, entity as outbox},
};
use sea_orm::{ActiveValue::Set, ConnectionTrait, DatabaseConnection, EntityTrait, Statement};
use settings_service::{grpc::auth_client::AuthApprovers, migration::Migrator};
use tokio::sync::watch;

fn env_or(name: &str, default: &str) -> String {
    std::env::var(name)
        .ok()
        .filter(|v| !v.is_empty())
        .unwrap_or_else(|| default.to_owned())
}

async fn count(db: &DatabaseConnection, sql: &str) -> anyhow::Result<i64> {
    let row = db
        .query_one_raw(Statement::from_string(db.get_database_backend(), sql))
        .await?
        .ok_or_else(|| anyhow::anyhow!("no row"))?;
    Ok(row.try_get_by_index(0)?)
}

/// A risk-sized event (the register's `created` events carry a snapshot).
fn event(i: usize) -> AuditEvent {
    let mut e = AuditEvent::new("risk", "risk", &format!("bench-{i}"), "created")
        .actor("01a207e9-5b08-737e-b8d4-fb3e48f9dceb", "Bench User");
    e.changes = serde_json::json!({
        "before": null,
        "after": {
            "reference": format!("R-{i:06}"), "title": format!("Benchmark risk {i}"),
            "description": "A supplier outage stops order intake for more than a day.",
            "category_id": "cat-operational", "function_id": "fn-sales", "owner_id": "u-1",
            "gross_likelihood": 3, "gross_impact": 4, "net_likelihood": 2, "net_impact": 3,
            "approval_status": "draft", "control_ids": ["c-1", "c-2"], "version": 1
        }
    });
    e.request_id = uuid::Uuid::new_v4().to_string();
    e.source_ip = "127.0.0.1".into();
    e
}

async fn fill_outbox(db: &DatabaseConnection, n: usize) -> anyhow::Result<()> {
    let now = chrono::Utc::now();
    for start in (0..n).step_by(1000) {
        let rows = (start..n.min(start + 1000)).map(|i| {
            let e = event(i);
            outbox::ActiveModel {
                id: Set(e.id.to_string()),
                routing_key: Set(e.routing_key()),
                payload: Set(serde_json::to_string(&e).expect("serializable")),
                created_at: Set(now + chrono::Duration::microseconds(i as i64)),
                published_at: Set(None),
                attempts: Set(0),
            }
        });
        outbox::Entity::insert_many(rows)
            .exec_without_returning(db)
            .await?;
    }
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let n: usize = std::env::args()
        .nth(1)
        .map(|a| a.parse())
        .transpose()?
        .unwrap_or(50_000);
    let db_url = env_or(
        "BENCH_DATABASE_URL",
        "postgres://postgres@127.0.0.1:5432/postgres",
    );
    let amqp = env_or("BENCH_AMQP_URL", "amqp://guest:guest@127.0.0.1:5672/%2f");
    anyhow::ensure!(
        db_url.starts_with("postgres"),
        "BENCH_DATABASE_URL must be PostgreSQL"
    );
    let id = format!("bench{}", &uuid::Uuid::new_v4().simple().to_string()[..8]);
    let (producer_schema, store_schema) = (format!("{id}_producer"), format!("{id}_settings"));
    let (exchange, queue) = (format!("audit.{id}"), format!("settings.{id}"));

    let producer =
        platform::db::connect_and_migrate::<OutboxOnly>(&db_url, &producer_schema).await?;
    let store = platform::db::connect_and_migrate::<Migrator>(&db_url, &store_schema).await?;
    fill_outbox(&producer, n).await?;

    let (stop, shutdown) = watch::channel(false);
    let consumer = tokio::spawn(bus::consume_amqp(
        amqp.clone(),
        exchange.clone(),
        queue.clone(),
        "#".into(),
        settings_service::startup::audit_handler(store.clone(), AuthApprovers::new(None, None)?),
        shutdown.clone(),
    ));
    // The relay's publishes are mandatory: wait until the consumer's queue is bound.
    let conn = Connection::connect(&amqp, ConnectionProperties::default()).await?;
    let ch = conn.create_channel().await?;
    let bound = async {
        loop {
            let probe = conn.create_channel().await?;
            if probe
                .queue_declare(
                    queue.as_str().into(),
                    QueueDeclareOptions {
                        passive: true,
                        ..Default::default()
                    },
                    Default::default(),
                )
                .await
                .is_ok()
            {
                return anyhow::Ok(());
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(10), bound).await??;
    // Binding follows the declare by a moment.
    tokio::time::sleep(Duration::from_millis(200)).await;

    let started = Instant::now();
    let relay = Relay::new(
        producer.clone(),
        Publisher::choose(Some(&amqp), &exchange, None),
    );
    let relay_task = tokio::spawn(relay.run(Duration::from_millis(500), shutdown));
    let stored_sql = "SELECT count(*) FROM audit_events";
    let (mut relayed_at, mut stored_at) = (None, None);
    while stored_at.is_none() {
        anyhow::ensure!(
            started.elapsed() < Duration::from_secs(300),
            "not done after 300 s"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
        if relayed_at.is_none()
            && count(
                &producer,
                "SELECT count(*) FROM outbox WHERE published_at IS NULL",
            )
            .await?
                == 0
        {
            relayed_at = Some(started.elapsed());
        }
        if count(&store, stored_sql).await? >= n as i64 {
            stored_at = Some(started.elapsed());
        }
    }
    let stored_at = stored_at.expect("loop ends when stored");
    let relayed_at = relayed_at.unwrap_or(stored_at);

    // Zero loss, no duplicates: the same ids on both sides.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let stored = count(&store, stored_sql).await?;
    let missing = count(
        &store,
        &format!(
            "SELECT count(*) FROM \"{producer_schema}\".outbox o \
             LEFT JOIN \"{store_schema}\".audit_events a ON a.id = o.id WHERE a.id IS NULL"
        ),
    )
    .await?;
    let _ = stop.send(true);
    let _ = relay_task.await;
    let _ = consumer.await;
    for schema in [&producer_schema, &store_schema] {
        store
            .execute_unprepared(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE"))
            .await?;
    }
    let _ = ch
        .queue_delete(queue.as_str().into(), QueueDeleteOptions::default())
        .await;
    let _ = ch
        .exchange_delete(exchange.as_str().into(), ExchangeDeleteOptions::default())
        .await;
    let _ = conn.close(200, "done".into()).await;

    let rate = |d: Duration| n as f64 / d.as_secs_f64();
    println!(
        "audit pipeline: {n} events; relayed (outbox -> RabbitMQ, confirmed) in {:.2} s = {:.0} events/s; \
         stored end to end in {:.2} s = {:.0} events/s; stored {stored}, missing {missing}",
        relayed_at.as_secs_f64(),
        rate(relayed_at),
        stored_at.as_secs_f64(),
        rate(stored_at),
    );
    anyhow::ensure!(
        stored == n as i64 && missing == 0,
        "loss or duplicates: stored {stored} of {n}, {missing} missing"
    );
    Ok(())
}
