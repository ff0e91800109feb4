//! The re-assessment request across a restart of its consumer (issue 14,
//! ADR 0020), with RabbitMQ (`TEST_AMQP_URL`; skipped with a note when
//! unset) on PostgreSQL when `TEST_DATABASE_URL` is set, else SQLite: an
//! incident's request published while the risk service is down waits in the
//! service's durable queue and flags the risk when it starts; the same event
//! delivered again after another restart flags nothing twice.

use std::time::Duration;

use lapin::{
    BasicProperties, Connection, ConnectionProperties, ExchangeKind, options::*, types::FieldTable,
};
use platform::{
    config::CommonConfig,
    events::AuditEvent,
    grpc::Caller,
    service_auth::{GATEWAY, ServiceAuth, ServiceKey, TrustedCallers},
};
use risk_service::{
    RiskConfig,
    domain::{
        reassessment::REQUESTED,
        risk::{RiskForCreate, RiskInput},
        use_cases,
    },
    migration::Migrator,
    store::{entities::risk, method::load_current},
};
use sea_orm::{ConnectionTrait, DatabaseConnection, EntityTrait, FromQueryResult, Statement};
use serde_json::{Value, json};
use tokio::sync::watch;

fn env(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

fn requested(risk_id: &str, reference: &str) -> AuditEvent {
    AuditEvent::new("incident", "incident", "inc-1", "reassessment_requested")
        .actor("usr-handler", "Hank Handler")
        .changes(
            Value::Null,
            json!({ "risk_ids": [risk_id], "reason": "linked", "reference": reference,
                    "title": "Server room flooded" }),
        )
}

/// Publishes `event` to `exchange` as the incident service's relay does
/// (persistent, message id = event id) and waits for the broker's confirm.
async fn publish(ch: &lapin::Channel, exchange: &str, event: &AuditEvent) {
    let confirm = ch
        .basic_publish(
            exchange.into(),
            event.routing_key().as_str().into(),
            BasicPublishOptions {
                mandatory: true,
                ..Default::default()
            },
            &serde_json::to_vec(event).unwrap(),
            BasicProperties::default()
                .with_content_type("application/json".into())
                .with_delivery_mode(2)
                .with_message_id(event.id.to_string().into()),
        )
        .await
        .unwrap()
        .await
        .unwrap();
    assert!(confirm.is_ack(), "the broker took the event");
    assert!(
        confirm.take_message().is_none(),
        "the event was routed to the risk service's queue"
    );
}

#[derive(FromQueryResult)]
struct Count {
    n: i64,
}

async fn flagged_events(db: &DatabaseConnection, risk_id: &str) -> i64 {
    let backend = db.get_database_backend();
    let sql = if backend == sea_orm::DbBackend::Postgres {
        "SELECT COUNT(*) AS n FROM outbox WHERE routing_key = 'risk.risk.reassessment_flagged' AND payload LIKE $1"
    } else {
        "SELECT COUNT(*) AS n FROM outbox WHERE routing_key = 'risk.risk.reassessment_flagged' AND payload LIKE ?"
    };
    Count::find_by_statement(Statement::from_sql_and_values(
        backend,
        sql,
        [format!("%{risk_id}%").into()],
    ))
    .one(db)
    .await
    .unwrap()
    .unwrap()
    .n
}

async fn due(db: &DatabaseConnection, id: &str) -> bool {
    risk::Entity::find_by_id(id.to_owned())
        .one(db)
        .await
        .unwrap()
        .unwrap()
        .reassessment_due
}

/// Waits (up to 30 s) until the risk `id` is flagged.
async fn until_due(db: &DatabaseConnection, id: &str) {
    for _ in 0..300 {
        if due(db, id).await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("risk {id} was not flagged within 30 s");
}

/// The risk service, running until the returned sender says stop.
struct Running {
    stop: watch::Sender<bool>,
    task: tokio::task::JoinHandle<anyhow::Result<()>>,
}

async fn start(config: &RiskConfig) -> Running {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let (stop, rx) = watch::channel(false);
    let task = tokio::spawn(risk_service::serve(config.clone(), listener, None, rx));
    Running { stop, task }
}

impl Running {
    async fn stop(self) {
        let _ = self.stop.send(true);
        tokio::time::timeout(Duration::from_secs(30), self.task)
            .await
            .expect("the service stops within 30 s")
            .unwrap()
            .unwrap();
    }
}

#[tokio::test]
async fn a_request_sent_while_the_service_is_down_flags_the_risk_once_across_restarts() {
    let Some(amqp) = env("TEST_AMQP_URL") else {
        eprintln!("skipped: TEST_AMQP_URL is not set");
        return;
    };
    let id = uuid::Uuid::new_v4().simple().to_string()[..12].to_owned();
    let dir = tempfile::tempdir().unwrap();
    let (url, schema) = match env("TEST_DATABASE_URL") {
        Some(pg) => (pg, format!("t{id}_risk")),
        None => (
            platform::db::sqlite_url(dir.path().to_str().unwrap(), "risk"),
            "risk".to_owned(),
        ),
    };
    let exchange = format!("audit.{id}");
    let queue = format!("risk.{id}.reassessment");
    let mut config = RiskConfig::from_env().unwrap();
    config.seed_demo_data = false;
    config.reassessment_queue = queue.clone();
    config.common = CommonConfig {
        database_url: url.clone().into(),
        database_schema: schema.clone(),
        redis_url: None,
        amqp_url: Some(amqp.clone().into()),
        audit_exchange: exchange.clone(),
        kv_prefix: format!("{id}:"),
        // It serves only callers it trusts: the gateway, as in the all-in-one.
        service_auth: {
            let gateway = ServiceKey::generate(GATEWAY);
            let mut trusted = TrustedCallers::default();
            trusted.trust(&gateway);
            ServiceAuth { key: None, trusted }
        },
    };

    // Two risks in the register, the service not running.
    let db = platform::db::connect_and_migrate::<Migrator>(&url, &schema)
        .await
        .unwrap();
    let v = load_current(&db).await.unwrap();
    let editor = Caller {
        user_id: "usr-editor".into(),
        name: "Emma Editor".into(),
        ..Default::default()
    };
    let mut ids = vec![];
    for title in ["Flood in the basement", "Power outage"] {
        let req = RiskForCreate {
            risk: RiskInput {
                title: title.into(),
                category_id: Some("cat-operational".into()),
                function_id: Some("fn-operations".into()),
                owner_id: Some("usr-owner".into()),
                gross_likelihood: 2,
                gross_impact: 2,
                response: "improve".into(),
                ..Default::default()
            },
            submit: true,
            ..Default::default()
        };
        let created = use_cases::create_risk(&db, &v, &editor, req, None)
            .await
            .unwrap();
        ids.push(created.row.id);
    }
    let (a, b) = (ids[0].clone(), ids[1].clone());

    // Its queue exists from an earlier run (declared as the service declares it).
    let conn = Connection::connect(&amqp, ConnectionProperties::default())
        .await
        .unwrap();
    let ch = conn.create_channel().await.unwrap();
    ch.confirm_select(ConfirmSelectOptions::default())
        .await
        .unwrap();
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
    ch.queue_declare(
        queue.as_str().into(),
        QueueDeclareOptions::durable(),
        FieldTable::default(),
    )
    .await
    .unwrap();
    ch.queue_bind(
        queue.as_str().into(),
        exchange.as_str().into(),
        REQUESTED.into(),
        QueueBindOptions::default(),
        FieldTable::default(),
    )
    .await
    .unwrap();

    // An incident links risk a while the risk service is down.
    let linked = requested(&a, "INC-0042");
    publish(&ch, &exchange, &linked).await;
    assert!(!due(&db, &a).await);

    // The service starts: the request was waiting for it.
    let running = start(&config).await;
    until_due(&db, &a).await;
    running.stop().await;
    assert_eq!(flagged_events(&db, &a).await, 1);

    // Down again, the same event comes a second time (its first ack was
    // lost), followed by a new request for risk b.
    publish(&ch, &exchange, &linked).await;
    publish(&ch, &exchange, &requested(&b, "INC-0043")).await;
    let running = start(&config).await;
    // b's request came after the repeat: once b is flagged, the repeat was
    // handled (the queue is consumed in order and acked after the commit).
    until_due(&db, &b).await;
    running.stop().await;
    assert_eq!(flagged_events(&db, &a).await, 1, "no second flag of a");
    assert_eq!(flagged_events(&db, &b).await, 1);
    let left = ch
        .queue_declare(
            queue.as_str().into(),
            QueueDeclareOptions {
                passive: true,
                ..Default::default()
            },
            FieldTable::default(),
        )
        .await
        .unwrap();
    assert_eq!(left.message_count(), 0, "every request was acked");

    let _ = ch
        .queue_delete(queue.as_str().into(), QueueDeleteOptions::default())
        .await;
    let _ = ch
        .queue_delete(
            format!("{queue}.dead-letter").as_str().into(),
            QueueDeleteOptions::default(),
        )
        .await;
    let _ = ch
        .exchange_delete(exchange.as_str().into(), ExchangeDeleteOptions::default())
        .await;
    let _ = conn.close(200, "done".into()).await;
    if schema != "risk" {
        let _ = db
            .execute_unprepared(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE"))
            .await;
    }
}

/// The embedded form: the service listens on the in-process bus, takes the
/// requests and lets every other event pass.
#[tokio::test]
async fn on_the_in_process_bus_a_request_flags_the_risk_and_other_events_pass() {
    let dir = tempfile::tempdir().unwrap();
    let url = platform::db::sqlite_url(dir.path().to_str().unwrap(), "risk");
    let mut config = RiskConfig::from_env().unwrap();
    config.seed_demo_data = false;
    config.common = CommonConfig {
        database_url: url.clone().into(),
        database_schema: "risk".into(),
        redis_url: None,
        amqp_url: None,
        audit_exchange: "audit".into(),
        kv_prefix: "t:".into(),
        service_auth: {
            let gateway = ServiceKey::generate(GATEWAY);
            let mut trusted = TrustedCallers::default();
            trusted.trust(&gateway);
            ServiceAuth { key: None, trusted }
        },
    };
    let db = platform::db::connect_and_migrate::<Migrator>(&url, "risk")
        .await
        .unwrap();
    let v = load_current(&db).await.unwrap();
    let req = RiskForCreate {
        risk: RiskInput {
            title: "Flood in the basement".into(),
            category_id: Some("cat-operational".into()),
            function_id: Some("fn-operations".into()),
            owner_id: Some("usr-owner".into()),
            gross_likelihood: 2,
            gross_impact: 2,
            response: "improve".into(),
            ..Default::default()
        },
        ..Default::default()
    };
    let editor = Caller {
        user_id: "usr-editor".into(),
        ..Default::default()
    };
    let a = use_cases::create_risk(&db, &v, &editor, req, None)
        .await
        .unwrap()
        .row
        .id;

    let bus = platform::bus::InProcessBus::default();
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let (stop, rx) = watch::channel(false);
    let task = tokio::spawn(risk_service::serve(config, listener, Some(bus.clone()), rx));
    let incident = platform::bus::Publisher::InProcess(bus);
    let other = AuditEvent::new("incident", "incident", "inc-1", "updated");
    // Until the service subscribed, nobody listens and the bus says so.
    let mut taken = false;
    for _ in 0..300 {
        if incident.publish_one(&other).await.is_ok() {
            taken = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert!(taken, "the risk service subscribed");
    incident
        .publish_one(&requested(&a, "INC-0042"))
        .await
        .unwrap();
    assert!(due(&db, &a).await, "flagged before the publish returned");
    let _ = stop.send(true);
    task.await.unwrap().unwrap();
    assert_eq!(flagged_events(&db, &a).await, 1);
}
