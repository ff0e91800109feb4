//! Four eyes over the whole change: nobody who changed a risk's content
//! since its last approval approves it, whoever sent it for approval.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

async fn call(app: &TestApp, method: &str, path: &str, token: &str, body: Value) -> (u16, Value) {
    send(app, method, path, token, Some(body)).await
}

fn code(body: &Value) -> &str {
    body["error"]["code"].as_str().unwrap_or_default()
}

#[tokio::test]
async fn whoever_drafted_a_risk_cannot_approve_it_after_someone_else_submitted_it() {
    let app = spawn_app().await;
    // A and C hold risk.approve; B only edits.
    let a = app.token("editor@demo.com").await;
    let b = app.token("staff@demo.com").await;
    let c = app.token("admin@demo.com").await;

    // A drafts, B submits.
    let risk = json!({
        "title": "Supplier outage", "category_id": "cat-tech-cyber", "function_id": "fn-it",
        "owner_id": "usr-staff", "gross_likelihood": 3, "gross_impact": 3,
    });
    let (status, draft) = call(
        &app,
        "POST",
        "/api/v1/risks",
        &a,
        json!({ "risk": risk, "submit": false }),
    )
    .await;
    assert_eq!(
        (status, draft["approval_status"].as_str()),
        (201, Some("proposed")),
        "{draft}"
    );
    let id = draft["id"].as_str().unwrap().to_owned();
    let (status, body) = call(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/submit"),
        &b,
        json!({ "version": 1 }),
    )
    .await;
    assert_eq!(
        (status, body["approval_status"].as_str()),
        (200, Some("pending")),
        "{body}"
    );

    // A approves: refused, A made the content. A's pending risk is not in A's queue.
    let (status, body) = call(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &a,
        json!({ "version": 2 }),
    )
    .await;
    assert_eq!((status, code(&body)), (403, "FOUR_EYES"), "{body}");
    let (status, body) = call(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/reject"),
        &a,
        json!({ "version": 2, "comment": "no" }),
    )
    .await;
    assert_eq!((status, code(&body)), (403, "FOUR_EYES"), "{body}");

    // The risk's page names A (not B) as a maker, so the screen hides the buttons from A.
    let (_, page) = send(&app, "GET", &format!("/api/v1/risks/{id}"), &c, None).await;
    assert_eq!(page["risk"]["makers"], json!(["usr-editor"]), "{page}");

    // C approves.
    let (status, body) = call(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &c,
        json!({ "version": 2 }),
    )
    .await;
    assert_eq!(
        (status, body["approval_status"].as_str()),
        (200, Some("approved")),
        "{body}"
    );

    // The approval starts afresh: B edits and submits, A (no change since) approves,
    // B (who changed it) could not have.
    let (status, body) = call(
        &app,
        "PUT",
        &format!("/api/v1/risks/{id}"),
        &b,
        json!({ "risk": risk, "version": 3, "submit": true }),
    )
    .await;
    assert_eq!(
        (status, body["approval_status"].as_str()),
        (200, Some("pending")),
        "{body}"
    );
    let (status, body) = call(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &a,
        json!({ "version": 4 }),
    )
    .await;
    assert_eq!(
        (status, body["approval_status"].as_str()),
        (200, Some("approved")),
        "{body}"
    );

    // A edits an approved risk: it waits again, and A is a maker again.
    let (status, body) = call(
        &app,
        "PUT",
        &format!("/api/v1/risks/{id}"),
        &a,
        json!({ "risk": risk, "version": 5, "submit": false }),
    )
    .await;
    assert_eq!(
        (status, body["approval_status"].as_str()),
        (200, Some("pending")),
        "{body}"
    );
    let (status, body) = call(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &a,
        json!({ "version": 6 }),
    )
    .await;
    assert_eq!((status, code(&body)), (403, "FOUR_EYES"), "{body}");
    let (status, body) = call(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &c,
        json!({ "version": 6 }),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    app.stop().await;
}
