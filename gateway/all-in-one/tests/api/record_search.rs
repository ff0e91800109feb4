//! Record search (`GET /api/v1/search`, ADR 0018): risks, controls and
//! action plans by reference and title, at most four of each, and nothing for
//! a caller whose role does not grant `risk.read`.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

async fn search(app: &TestApp, token: &str, q: &str) -> Vec<Value> {
    let res = app
        .http
        .get(app.url("/api/v1/search"))
        .query(&[("q", q)])
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "{q}");
    let body: Value = res.json().await.unwrap();
    body["groups"].as_array().cloned().unwrap()
}

/// The group of `kind` in an answer.
fn kind<'a>(groups: &'a [Value], kind: &str) -> &'a Value {
    groups
        .iter()
        .find(|g| g["kind"] == kind)
        .unwrap_or_else(|| panic!("no {kind} group in {groups:?}"))
}

fn references(group: &Value) -> Vec<&str> {
    group["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| h["reference"].as_str().unwrap())
        .collect()
}

async fn create_risk(app: &TestApp, token: &str, title: &str) -> Value {
    let (status, risk) = send(
        app,
        "POST",
        "/api/v1/risks",
        token,
        Some(json!({"risk": {
            "title": title, "category_id": "cat-tech-cyber", "function_id": "fn-it",
            "owner_id": "usr-staff", "gross_likelihood": 4, "gross_impact": 5, "control_ids": [],
        }})),
    )
    .await;
    assert_eq!(status, 201, "{risk}");
    risk
}

#[tokio::test]
async fn records_are_found_by_reference_and_title_only_by_readers() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;

    let risk = create_risk(&app, &admin, "Quokka habitat flooding").await;
    create_risk(&app, &admin, "Warehouse fire").await;
    let reference = risk["reference"].as_str().unwrap().to_owned();
    assert!(reference.starts_with("R-"), "{risk}");
    let (status, control) = send(
        &app,
        "POST",
        "/api/v1/controls",
        &admin,
        Some(json!({
            "title": "Quokka fence inspection", "intention": "prevent", "criticality": "High",
            "state": "in_place", "adequacy": 1, "effectiveness": 1,
        })),
    )
    .await;
    assert_eq!(status, 201, "{control}");
    let (status, plan) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &admin,
        Some(json!({
            "title": "Relocate the quokka colony", "priority": "High", "owner_id": "usr-staff",
            "start_date": "", "due_date": "2031-01-31", "progress": 0, "status": "in_progress",
        })),
    )
    .await;
    assert_eq!(status, 201, "{plan}");

    // By reference: exactly that risk, opening its page.
    let groups = search(&app, &admin, &reference.to_lowercase()).await;
    let risks = kind(&groups, "risks");
    assert_eq!(references(risks), [reference.as_str()], "{risks}");
    let hit = &risks["data"][0];
    assert_eq!(hit["title"], "Quokka habitat flooding");
    assert_eq!(hit["status"], risk["approval_status"]);
    assert_eq!(
        hit["link"].as_str().unwrap(),
        format!("/risk/risk/{}", risk["id"].as_str().unwrap())
    );

    // By a word of the title: one of each kind, each with its page.
    let groups = search(&app, &admin, "  QUOKKA ").await;
    let kinds: Vec<&str> = groups.iter().map(|g| g["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, ["risks", "controls", "action_plans"]);
    assert_eq!(references(kind(&groups, "risks")), [reference.as_str()]);
    let controls = kind(&groups, "controls");
    assert_eq!(controls["total"], 1, "{controls}");
    assert_eq!(controls["data"][0]["id"], control["id"]);
    assert_eq!(
        controls["data"][0]["link"].as_str().unwrap(),
        format!("/risk/control/{}", control["id"].as_str().unwrap())
    );
    let plans = kind(&groups, "action_plans");
    assert_eq!(plans["total"], 1, "{plans}");
    let plan_ref = plan["reference"].as_str().unwrap();
    assert_eq!(
        plans["data"][0]["link"].as_str().unwrap(),
        format!("/risk/action/plan?q={plan_ref}")
    );
    // The plan by its reference.
    let groups = search(&app, &admin, plan_ref).await;
    assert_eq!(references(kind(&groups, "action_plans")), [plan_ref]);
    assert_eq!(kind(&groups, "risks")["total"], 0);

    // At most four of a kind, all counted.
    for n in 0..6 {
        create_risk(&app, &admin, &format!("Quokka risk {n}")).await;
    }
    let risks = kind(&search(&app, &admin, "quokka").await, "risks").clone();
    assert_eq!(
        (
            risks["data"].as_array().unwrap().len(),
            risks["total"].as_u64()
        ),
        (4, Some(7))
    );
    // Wildcards are plain characters; one character finds nothing.
    assert_eq!(kind(&search(&app, &admin, "%%").await, "risks")["total"], 0);
    assert!(search(&app, &admin, "q").await.is_empty());
    // Too long a text is refused.
    let (status, err) = send(
        &app,
        "GET",
        &format!("/api/v1/search?q={}", "x".repeat(201)),
        &admin,
        None,
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (400, Some("INVALID_QUERY"))
    );

    // Staff read the register: they find it too.
    let staff = app.token("staff@demo.com").await;
    assert_eq!(
        references(kind(&search(&app, &staff, &reference).await, "risks")),
        [reference.as_str()]
    );

    // Without risk.read: no record group at all, not even an empty one.
    let (status, _) = send(
        &app,
        "PUT",
        "/api/v1/roles/user/permissions",
        &admin,
        Some(json!({"permissions": {"risk.read": false}})),
    )
    .await;
    assert_eq!(status, 200);
    let reader = app.token("demo@demo.com").await;
    assert!(search(&app, &reader, &reference).await.is_empty());
    assert!(search(&app, &reader, "quokka").await.is_empty());
    // Signed out: refused.
    let res = app
        .http
        .get(app.url("/api/v1/search?q=quokka"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    app.stop().await;
}
