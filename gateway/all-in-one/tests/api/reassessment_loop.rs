//! The loop back to risk (issue 14, ADR 0020) through the whole system, on
//! the in-process bus or RabbitMQ when `TEST_AMQP_URL` is set: an incident
//! linking a risk flags it for re-assessment, its owner gets a message, and
//! a new assessment clears the flag.

use std::time::Duration;

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

async fn risk(app: &TestApp, token: &str, id: &str) -> Value {
    let (status, body) = send(app, "GET", &format!("/api/v1/risks/{id}"), token, None).await;
    assert_eq!(status, 200, "{body}");
    body["risk"].clone()
}

#[tokio::test]
async fn an_incident_linking_a_risk_flags_it_tells_its_owner_and_a_new_assessment_clears_it() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let input = |likelihood: u32| {
        json!({
            "title": "Data centre power loss", "category_id": "cat-tech-cyber",
            "function_id": "fn-it", "owner_id": "usr-staff",
            "gross_likelihood": likelihood, "gross_impact": 5,
        })
    };
    let (status, created) = send(
        &app,
        "POST",
        "/api/v1/risks",
        &editor,
        Some(json!({ "risk": input(4), "submit": false })),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let risk_id = created["id"].as_str().unwrap().to_owned();
    let reference = created["reference"].as_str().unwrap().to_owned();
    assert_eq!(created["reassessment_due"], false, "{created}");

    let (status, incident) = send(
        &app,
        "POST",
        "/api/v1/incidents",
        &editor,
        Some(json!({ "incident": {
            "title": "Power dip", "description": "What happened",
            "category_id": "inc-outage", "risk_ids": [risk_id], "function_id": "fn-it",
            "location": "Data centre", "occurred_on": "2026-01-14",
            "reported_on": "2026-01-15", "reported_by": "Sam Patel",
            "reporter_type": "employee", "detection_method": "Monitoring",
            "source": "email", "cause_category": "systems",
            "experience_type": "near_miss", "estimated_loss": 0,
            "max_potential_loss": 1000, "escalation_level": "management",
            "manager_id": "usr-editor", "breach": false,
        }, "actions": [], "submit": false })),
    )
    .await;
    assert_eq!(status, 201, "{incident}");
    let incident_ref = incident["reference"].as_str().unwrap().to_owned();

    // The request travels the bus: the flag arrives shortly after.
    let mut flagged = Value::Null;
    for _ in 0..100 {
        flagged = risk(&app, &editor, &risk_id).await;
        if flagged["reassessment_due"] == true {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    assert_eq!(flagged["reassessment_due"], true, "{flagged}");
    assert_eq!(
        flagged["reassessment_reason"],
        format!("linked:{incident_ref}")
    );

    // The owner hears of it, with a link to the risk.
    let subject = format!("Re-assess {reference}");
    let mut message = None;
    for _ in 0..100 {
        let (status, page) = send(&app, "GET", "/api/v1/messages", &staff, None).await;
        assert_eq!(status, 200, "{page}");
        message = page["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["subject"] == subject.as_str())
            .cloned();
        if message.is_some() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
    let message = message.expect("the owner got a message");
    assert_eq!(message["link"], format!("/risk/risk/{risk_id}"));
    assert_eq!(message["color"], "warning");
    assert!(
        message["body"].as_str().unwrap().contains(&incident_ref),
        "{message}"
    );

    // A new assessment answers it.
    let (status, updated) = send(
        &app,
        "PUT",
        &format!("/api/v1/risks/{risk_id}"),
        &editor,
        Some(json!({ "version": flagged["version"], "risk": input(2) })),
    )
    .await;
    assert_eq!(status, 200, "{updated}");
    assert_eq!(updated["reassessment_due"], false, "{updated}");
    assert_eq!(updated["reassessment_reason"], "");
    let cleared = app
        .audit_events(&admin, "action=reassessment_cleared", 1)
        .await;
    assert_eq!(cleared.len(), 1);
    assert_eq!(
        cleared[0]["changes"]["after"]["cause"],
        "assessment_updated"
    );
    assert_eq!(
        app.audit_events(&admin, "action=reassessment_flagged", 1)
            .await
            .len(),
        1
    );
    app.stop().await;
}
