//! Audit that cannot be quietly lost (issue 10, item 11): the gateway's own
//! security events go through an outbox that survives a restart, and an
//! audit message nobody can read is parked in a dead-letter queue, not dropped.

use std::time::Duration;

use lapin::{BasicProperties, options::*, types::FieldTable};

use crate::helpers::{Backends, required_backend, spawn_app_at, spawn_app_with};

/// A broker address where nothing listens.
const UNREACHABLE_BROKER: &str = "amqp://guest:guest@127.0.0.1:1/%2f";

#[tokio::test]
async fn an_access_denied_event_survives_a_gateway_restart_while_the_bus_is_down() {
    let backends = Backends::from_env();
    // First run: the gateway cannot reach any broker.
    let app = spawn_app_with(backends, |cfg, _| {
        cfg.gateway.amqp_url = Some(UNREACHABLE_BROKER.into());
    })
    .await;
    let staff = app.token("staff@demo.com").await;
    let denied = app.get_as("/api/v1/users", &staff).await;
    assert_eq!(denied.status(), 403);
    let (backends, id, dir) = app.shut_down_keeping_data().await;

    // Second run on the same data, with a working bus: the event arrives.
    let app = spawn_app_at(backends, id, dir, |_, _| {}).await;
    let admin = app.token("admin@demo.com").await;
    let events = app.audit_events(&admin, "action=access_denied", 1).await;
    assert_eq!(
        events.len(),
        1,
        "the 403 of the first run was recorded once"
    );
    assert_eq!(events[0]["changes"]["after"]["path"], "/api/v1/users");
    assert_eq!(
        events[0]["changes"]["after"]["permission"],
        "settings.manage"
    );
    app.stop().await;
}

#[tokio::test]
async fn an_unreadable_audit_message_is_kept_in_a_dead_letter_queue() {
    let Some(amqp) = required_backend("TEST_AMQP_URL") else {
        eprintln!("skipped: TEST_AMQP_URL is not set");
        return;
    };
    let backends = Backends {
        amqp_url: Some(amqp.clone()),
        database_url: required_backend("TEST_DATABASE_URL"),
        redis_url: required_backend("TEST_REDIS_URL"),
    };
    let app = spawn_app_with(backends, |_, _| {}).await;
    // The audit store's queue is declared once the first event went through.
    let admin = app.token("admin@demo.com").await;
    assert_eq!(
        app.audit_events(&admin, "action=login_succeeded", 1)
            .await
            .len(),
        1
    );

    let conn = lapin::Connection::connect(&amqp, lapin::ConnectionProperties::default())
        .await
        .unwrap();
    let ch = conn.create_channel().await.unwrap();
    let garbage = b"{\"not\": \"an audit event\"".to_vec();
    ch.basic_publish(
        format!("audit.{}", app.id).as_str().into(),
        "risk.risk.created".into(),
        BasicPublishOptions::default(),
        &garbage,
        BasicProperties::default(),
    )
    .await
    .unwrap()
    .await
    .unwrap();

    let dead_letters = format!("settings.{}.dead-letter", app.id);
    let mut parked = None;
    for _ in 0..100 {
        if let Ok(Some(msg)) = ch
            .basic_get(
                dead_letters.as_str().into(),
                BasicGetOptions { no_ack: true },
            )
            .await
        {
            parked = Some(msg);
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let parked = parked.expect("the unreadable message reached the dead-letter queue");
    assert_eq!(parked.delivery.data, garbage);
    let headers = parked
        .delivery
        .properties
        .headers()
        .clone()
        .unwrap_or_else(FieldTable::default);
    assert!(
        headers.inner().contains_key("x-riskhub-reason"),
        "the reason travels with it"
    );

    // The consumer keeps going: the next real event is stored.
    let _ = app.token("editor@demo.com").await;
    assert_eq!(
        app.audit_events(&admin, "action=login_succeeded", 2)
            .await
            .len(),
        2
    );
    let _ = conn.close(200, "done".into()).await;
    app.stop().await;
}
