//! The embedded form's in-process bus delivers an event to every consumer or
//! to none: until each expected consumer has subscribed, a publish waits and
//! then fails, so the relay keeps the rows instead of marking them published
//! after handing them to only some of the consumers. (The failing publishes
//! wait out the bus's five seconds: paused time would need tokio's
//! test-util, a second build of everything that depends on tokio.)

use std::sync::{Arc, Mutex};

use platform::{
    bus::{self, InProcessBus, Publisher},
    events::AuditEvent,
};

/// A handler that keeps the ids it is handed.
fn recorder() -> (bus::Handler, Arc<Mutex<Vec<uuid::Uuid>>>) {
    let seen = Arc::new(Mutex::new(Vec::new()));
    let kept = seen.clone();
    let handler = bus::handler(move |events: Vec<AuditEvent>| {
        let kept = kept.clone();
        async move {
            kept.lock()
                .unwrap()
                .extend(events.into_iter().map(|e| e.id));
            Ok(())
        }
    });
    (handler, seen)
}

#[tokio::test]
async fn a_publish_waits_until_every_expected_consumer_listens_then_reaches_all() {
    let bus = InProcessBus::expecting(&["audit", "risk"]);
    let (risk, risk_seen) = recorder();
    bus.subscribe("risk", risk).await;

    let event = AuditEvent::new("gateway", "route", "/api/v1/users", "access_denied");
    let publisher = Publisher::InProcess(bus.clone());
    let sent = event.clone();
    let publish = tokio::spawn(async move { publisher.publish_one(&sent).await });
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(!publish.is_finished(), "it waits for the audit store");
    assert!(risk_seen.lock().unwrap().is_empty(), "nobody got it early");

    let (audit, audit_seen) = recorder();
    bus.subscribe("audit", audit).await;
    publish.await.unwrap().expect("published once both listen");
    assert_eq!(*audit_seen.lock().unwrap(), vec![event.id]);
    assert_eq!(*risk_seen.lock().unwrap(), vec![event.id]);
}

#[tokio::test]
async fn a_publish_fails_when_a_consumer_never_subscribes_and_delivers_nothing() {
    let bus = InProcessBus::expecting(&["store", "risk"]);
    let (risk, risk_seen) = recorder();
    bus.subscribe("risk", risk).await;

    let event = AuditEvent::new("risk", "risk", "rsk-1", "created");
    let err = Publisher::InProcess(bus)
        .publish_one(&event)
        .await
        .expect_err("the audit store is not listening");
    // It names the consumer that is missing, not the one that listens.
    assert!(err.to_string().contains("[\"store\"]"), "{err}");
    assert!(risk_seen.lock().unwrap().is_empty());
}

#[tokio::test]
async fn a_bus_expecting_no_one_in_particular_needs_someone_listening() {
    let event = AuditEvent::new("risk", "risk", "rsk-1", "created");
    let bus = InProcessBus::default();
    let err = Publisher::InProcess(bus.clone())
        .publish_one(&event)
        .await
        .expect_err("nobody listens");
    assert!(err.to_string().contains("no audit consumer"), "{err}");
    let (any, seen) = recorder();
    bus.subscribe("any", any).await;
    Publisher::InProcess(bus).publish_one(&event).await.unwrap();
    assert_eq!(*seen.lock().unwrap(), vec![event.id]);
}
