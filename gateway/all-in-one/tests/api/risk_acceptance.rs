//! Risk acceptance and reviews through the REST API with the real services
//! (issue 13, docs/risk-acceptance.md): accepting needs a justification and
//! an expiry and waits for an approver other than its maker, who is named;
//! a review moves the next review day without touching the approval.

use serde_json::{Value, json};

use crate::helpers::{send, spawn_app};

fn day(offset: i64) -> String {
    (chrono::Utc::now() + chrono::Duration::days(offset))
        .format("%Y-%m-%d")
        .to_string()
}

fn accepted(justification: &str, expires_on: &str) -> Value {
    json!({ "risk": {
        "title": "Legacy printer fleet", "category_id": "cat-operational", "function_id": "fn-operations",
        "owner_id": "usr-staff", "gross_likelihood": 2, "gross_impact": 2, "response": "accept",
        "acceptance_justification": justification, "acceptance_expires_on": expires_on,
    }, "submit": true })
}

#[tokio::test]
async fn accepting_a_risk_needs_why_until_when_and_another_persons_approval() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;

    // Neither why nor until when.
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/risks",
        &editor,
        Some(accepted("", "")),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["error"]["fields"]["acceptance_justification"],
        "Required"
    );
    assert_eq!(body["error"]["fields"]["acceptance_expires_on"], "Required");
    // An expiry already past, or too far ahead.
    for (expires_on, message) in [
        (day(-10), "The date is in the past."),
        (day(4 * 365), "At most 3 years ahead."),
    ] {
        let (status, body) = send(
            &app,
            "POST",
            "/api/v1/risks",
            &editor,
            Some(accepted("Cheaper to bear", &expires_on)),
        )
        .await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(body["error"]["fields"]["acceptance_expires_on"], message);
    }

    let until = day(180);
    let (status, created) = send(
        &app,
        "POST",
        "/api/v1/risks",
        &editor,
        Some(accepted("Replacement is budgeted for next year.", &until)),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["approval_status"], "pending");
    assert_eq!(created["acceptance_expires_on"], until.as_str());
    assert_eq!(
        created["acceptance_approved_by"], "",
        "not in force before approval"
    );
    assert_eq!(
        created["next_review_on"],
        day(365).as_str(),
        "a year from now"
    );
    let id = created["id"].as_str().unwrap().to_owned();

    // The maker cannot approve their own acceptance; someone else can.
    let (status, _) = send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &editor,
        Some(json!({ "version": created["version"] })),
    )
    .await;
    assert_eq!(status, 403, "an editor has no risk.approve");
    let (status, approved) = send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &admin,
        Some(json!({ "version": created["version"], "comment": "Agreed at the committee." })),
    )
    .await;
    assert_eq!(status, 200, "{approved}");
    assert_eq!(approved["approval_status"], "approved");
    assert!(
        !approved["acceptance_approved_by"]
            .as_str()
            .unwrap()
            .is_empty()
    );

    // Changing the response drops the acceptance and its approver.
    let mut change = accepted("", "")["risk"].clone();
    change["response"] = json!("improve");
    let (status, improved) = send(
        &app,
        "PUT",
        &format!("/api/v1/risks/{id}"),
        &editor,
        Some(json!({ "version": approved["version"], "risk": change })),
    )
    .await;
    assert_eq!(status, 200, "{improved}");
    assert_eq!(improved["acceptance_expires_on"], "");
    assert_eq!(improved["acceptance_justification"], "");
    assert_eq!(improved["acceptance_approved_by"], "");
    app.stop().await;
}

#[tokio::test]
async fn a_review_sets_the_next_review_day_and_leaves_the_approval_alone() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let (status, created) = send(
        &app,
        "POST",
        "/api/v1/risks",
        &editor,
        Some(json!({ "risk": {
            "title": "Key person dependency", "category_id": "cat-operational", "function_id": "fn-operations",
            "owner_id": "usr-staff", "gross_likelihood": 3, "gross_impact": 3, "response": "monitor",
        }, "submit": true })),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    let id = created["id"].as_str().unwrap().to_owned();
    let (_, approved) = send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &admin,
        Some(json!({ "version": created["version"] })),
    )
    .await;
    assert_eq!(approved["approval_status"], "approved");
    let path = format!("/api/v1/risks/{id}/review");

    // A stale version, a past day, no day.
    let (status, body) = send(
        &app,
        "POST",
        &path,
        &editor,
        Some(json!({ "version": created["version"], "next_review_on": day(90) })),
    )
    .await;
    assert_eq!(status, 409, "{body}");
    for (next, message) in [
        (day(-5), "The date is in the past."),
        (String::new(), "Required"),
    ] {
        let (status, body) = send(
            &app,
            "POST",
            &path,
            &editor,
            Some(json!({ "version": approved["version"], "next_review_on": next })),
        )
        .await;
        assert_eq!(status, 422, "{body}");
        assert_eq!(body["error"]["fields"]["next_review_on"], message);
    }

    let next = day(90);
    let (status, reviewed) = send(
        &app,
        "POST",
        &path,
        &editor,
        Some(json!({ "version": approved["version"], "next_review_on": next, "comment": "No change in exposure." })),
    )
    .await;
    assert_eq!(status, 200, "{reviewed}");
    assert_eq!(reviewed["next_review_on"], next.as_str());
    assert!(!reviewed["last_reviewed_at"].as_str().unwrap().is_empty());
    assert_eq!(
        reviewed["approval_status"], "approved",
        "a review is not an edit"
    );
    assert_eq!(reviewed["review_overdue"], false);
    assert_eq!(
        reviewed["version"].as_u64(),
        approved["version"].as_u64().map(|v| v + 1)
    );

    let events = app
        .audit_events(&admin, &format!("entity_id={id}&action=review_recorded"), 1)
        .await;
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(
        events[0]["changes"]["after"]["next_review_on"],
        next.as_str()
    );
    assert_eq!(
        events[0]["changes"]["after"]["comment"],
        "No change in exposure."
    );

    let (status, dashboard) = send(&app, "GET", "/api/v1/reports/dashboard", &editor, None).await;
    assert_eq!(status, 200);
    assert_eq!(dashboard["overdue_reviews"].as_u64(), Some(0));
    app.stop().await;
}
