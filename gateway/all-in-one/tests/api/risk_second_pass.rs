//! Issue 13's server-side rules through the REST API with the real services:
//! a control added never raises net risk; any move of the net rating makes
//! an approval stale and tells the approvers; sibling names are unique
//! whatever their case and spaces; a plan at 100% is complete; a due date
//! is not set in the past.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

fn s(v: &Value) -> &str {
    v.as_str().unwrap_or_default()
}

/// An in-place preventive control of the given adequacy and effectiveness.
async fn control(
    app: &TestApp,
    token: &str,
    title: &str,
    adequacy: u32,
    effectiveness: u32,
) -> String {
    let (status, body) = send(
        app,
        "POST",
        "/api/v1/controls",
        token,
        Some(json!({
            "title": title, "intention": "prevent", "criticality": "High",
            "state": "in_place", "adequacy": adequacy, "effectiveness": effectiveness,
        })),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    s(&body["id"]).to_owned()
}

/// A submitted risk, gross 4 x 3 = 12, with the given controls.
async fn risk(app: &TestApp, token: &str, controls: &[&str]) -> Value {
    let (status, body) = send(
        app,
        "POST",
        "/api/v1/risks",
        token,
        Some(json!({ "risk": {
            "title": "Payment fraud", "category_id": "cat-comp-aml", "function_id": "fn-finance",
            "owner_id": "usr-staff", "gross_likelihood": 4, "gross_impact": 3, "control_ids": controls,
        }, "submit": true })),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    body
}

async fn detail(app: &TestApp, token: &str, id: &str) -> Value {
    let (status, body) = send(app, "GET", &format!("/api/v1/risks/{id}"), token, None).await;
    assert_eq!(status, 200, "{body}");
    body
}

fn net(risk: &Value) -> (u64, u64) {
    (
        risk["net_likelihood"].as_u64().unwrap(),
        risk["net_impact"].as_u64().unwrap(),
    )
}

#[tokio::test]
async fn a_weaker_control_linked_beside_a_strong_one_leaves_net_risk_where_it_was() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let excellent = control(&app, &editor, "Dual authorisation", 1, 1).await;
    let good = control(&app, &editor, "Payee screening", 1, 2).await;
    let created = risk(&app, &editor, &[&excellent]).await;
    let id = s(&created["id"]).to_owned();
    // Excellent takes two steps off likelihood: 2 x 3 = 6.
    assert_eq!(net(&created), (2, 3));

    // Link the Good control too, from the control's side.
    let (status, body) = send(
        &app,
        "PUT",
        &format!("/api/v1/controls/{good}"),
        &editor,
        Some(json!({
            "version": 1,
            "control": {"title": "Payee screening", "intention": "prevent", "criticality": "High",
                        "state": "in_place", "adequacy": 1, "effectiveness": 2, "risk_ids": [id]},
        })),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let d = detail(&app, &editor, &id).await;
    assert_eq!(
        net(&d["risk"]),
        (2, 3),
        "a control added raised net risk: {d}"
    );
    assert_eq!(d["risk"]["net_risk"]["score"], 6);
    assert_eq!(
        d["risk"]["net_explanation"]["preventive_controls"]["rating"],
        "Excellent"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_net_move_inside_one_band_still_makes_the_approval_stale_and_tells_the_approvers() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let cid = control(&app, &editor, "Dual authorisation", 1, 1).await;
    let created = risk(&app, &editor, &[&cid]).await;
    let id = s(&created["id"]).to_owned();
    let (status, body) = send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &admin,
        Some(json!({"version": created["version"]})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["approval_status"], "approved");

    // The control is found weaker: Good, one step instead of two. Net goes
    // from 2 x 3 = 6 to 3 x 3 = 9, "Medium" both times.
    let (status, body) = send(&app, "PUT", &format!("/api/v1/controls/{cid}"), &editor, Some(json!({
        "version": 1,
        "control": {"title": "Dual authorisation", "intention": "prevent", "criticality": "High",
                    "state": "in_place", "adequacy": 1, "effectiveness": 2, "risk_ids": [id]},
    }))).await;
    assert_eq!(status, 200, "{body}");
    let d = detail(&app, &editor, &id).await;
    assert_eq!(net(&d["risk"]), (3, 3));
    assert_eq!(d["risk"]["net_risk"]["rating"], "Medium");
    assert_eq!(d["risk"]["approval_status"], "pending", "{d}");
    assert_eq!(d["approvals"][0]["action"], "stale");

    // The approvers hear of it (through the audit bus, so give it time).
    let want = format!("Risk {} waits for your approval", s(&created["reference"]));
    let mut heard = false;
    for _ in 0..50 {
        let (_, page) = send(&app, "GET", "/api/v1/messages?per_page=100", &admin, None).await;
        let bodies: Vec<&Value> = page["data"].as_array().unwrap().iter().collect();
        // The first message came with the submission; the stale one says
        // the rating moved.
        heard = bodies
            .iter()
            .any(|m| m["subject"] == want.as_str() && s(&m["body"]).contains("moved"));
        if heard {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert!(heard, "no message to the approver about the moved rating");
    app.stop().await;
}

#[tokio::test]
async fn sibling_names_are_unique_whatever_their_case_and_spaces() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    for name in ["Compliance", "compliance ", "  COMPLIANCE"] {
        let (status, body) = send(
            &app,
            "POST",
            "/api/v1/risk-categories",
            &editor,
            Some(json!({"name": name})),
        )
        .await;
        assert_eq!(
            (status, s(&body["error"]["code"])),
            (409, "CATEGORY_NAME_TAKEN"),
            "{name:?}: {body}"
        );
    }
    // Renaming another root to it is refused too; under another parent, or
    // the category re-cased, is fine.
    let (status, body) = send(
        &app,
        "PUT",
        "/api/v1/risk-categories/cat-strategic",
        &editor,
        Some(json!({"name": "compliance", "parent_id": ""})),
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (409, "CATEGORY_NAME_TAKEN"),
        "{body}"
    );
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/risk-categories",
        &editor,
        Some(json!({"name": "Compliance", "parent_id": "cat-technology"})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let (status, body) = send(
        &app,
        "PUT",
        "/api/v1/risk-categories/cat-compliance",
        &editor,
        Some(json!({"name": "COMPLIANCE", "parent_id": ""})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (_, page) = send(
        &app,
        "GET",
        "/api/v1/risk-categories?q=compliance&per_page=100",
        &editor,
        None,
    )
    .await;
    assert_eq!(page["total"], 2, "{page}");

    // Functions: "Finance" sits under the Executive Office.
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/functions",
        &admin,
        Some(json!({"name": " finance", "parent_id": "fn-executive"})),
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (409, "FUNCTION_NAME_TAKEN"),
        "{body}"
    );
    let (status, body) = send(
        &app,
        "PATCH",
        "/api/v1/functions/fn-compliance",
        &admin,
        Some(json!({"name": "FINANCE"})),
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (409, "FUNCTION_NAME_TAKEN"),
        "{body}"
    );
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/functions",
        &admin,
        Some(json!({"name": "Finance", "parent_id": "fn-operations"})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    app.stop().await;
}

/// A plan's input (the body of a create; a change wraps it with its version).
fn plan(due: &str, progress: u32, status: &str) -> Value {
    json!({
        "title": "Second supplier", "priority": "High", "owner_id": "usr-staff",
        "start_date": "", "due_date": due, "progress": progress, "status": status,
    })
}

fn change(version: &Value, input: Value) -> Value {
    json!({"version": version, "action_plan": input})
}

fn in_days(days: i64) -> String {
    (chrono::Utc::now() + chrono::Duration::days(days))
        .format("%Y-%m-%d")
        .to_string()
}

#[tokio::test]
async fn a_plan_at_one_hundred_percent_is_complete_and_no_longer_counts_as_open() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let open = |page: &Value| page["total"].as_u64().unwrap();
    let (_, before) = send(
        &app,
        "GET",
        "/api/v1/action-plans?status=in_progress&per_page=1",
        &editor,
        None,
    )
    .await;

    let (status, p) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &editor,
        Some(plan(&in_days(30), 40, "in_progress")),
    )
    .await;
    assert_eq!(status, 201, "{p}");
    let (_, during) = send(
        &app,
        "GET",
        "/api/v1/action-plans?status=in_progress&per_page=1",
        &editor,
        None,
    )
    .await;
    assert_eq!(open(&during), open(&before) + 1);

    // The row menu sets progress to 100 and sends the status it showed.
    let done = change(&p["version"], plan(&in_days(30), 100, "in_progress"));
    let (status, p) = send(
        &app,
        "PUT",
        &format!("/api/v1/action-plans/{}", s(&p["id"])),
        &editor,
        Some(done),
    )
    .await;
    assert_eq!(status, 200, "{p}");
    assert_eq!(
        (p["status"].as_str(), p["progress"].as_u64()),
        (Some("complete"), Some(100))
    );
    let (_, after) = send(
        &app,
        "GET",
        "/api/v1/action-plans?status=in_progress&per_page=1",
        &editor,
        None,
    )
    .await;
    assert_eq!(open(&after), open(&before));

    // Marked complete at 60%: complete, at 100%.
    let (status, p) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &editor,
        Some(plan(&in_days(30), 60, "complete")),
    )
    .await;
    assert_eq!(status, 201, "{p}");
    assert_eq!(
        (p["status"].as_str(), p["progress"].as_u64()),
        (Some("complete"), Some(100))
    );
    app.stop().await;
}

#[tokio::test]
async fn a_due_date_before_the_start_or_in_the_past_is_refused_with_its_field() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &editor,
        Some(plan(&in_days(-10), 0, "")),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["error"]["fields"]["due_date"],
        "The due date is in the past."
    );

    let mut early = plan(&in_days(5), 0, "");
    early["start_date"] = json!(in_days(10));
    let (status, body) = send(&app, "POST", "/api/v1/action-plans", &editor, Some(early)).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["error"]["fields"]["due_date"],
        "The due date is before the start date."
    );

    // Today is fine; moving an existing plan's date into the past is not.
    let (status, p) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &editor,
        Some(plan(&in_days(0), 0, "")),
    )
    .await;
    assert_eq!(status, 201, "{p}");
    let moved = change(&p["version"], plan(&in_days(-3), 10, ""));
    let (status, body) = send(
        &app,
        "PUT",
        &format!("/api/v1/action-plans/{}", s(&p["id"])),
        &editor,
        Some(moved),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["due_date"].is_string());

    // The wizard's new plans follow the same rule, by their own field.
    let (status, body) = send(&app, "POST", "/api/v1/risks", &editor, Some(json!({
        "risk": {"title": "Late plan", "category_id": "cat-comp-aml", "function_id": "fn-finance",
                 "owner_id": "usr-staff", "gross_likelihood": 2, "gross_impact": 2},
        "action_plans": [{"title": "Too late", "priority": "Low", "due_date": in_days(-30)}],
    }))).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(
        body["error"]["fields"]["action_plans.0.due_date"],
        "The due date is in the past."
    );

    app.stop().await;
}
