//! Small leaks: a wildcard in a search is a literal character, and a file of
//! a deleted risk, control or plan is gone with it.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

fn rows(body: &Value) -> &Vec<Value> {
    body["data"]
        .as_array()
        .unwrap_or_else(|| panic!("a list: {body}"))
}

/// Searches `path` for `needle` and checks that every row holds it literally
/// in one of `fields`, and that the row titled `expected` (if any) is found.
async fn finds_only_literal(
    app: &TestApp,
    token: &str,
    path: &str,
    needle: &str,
    fields: &[&str],
    expected: Option<&str>,
) {
    let encoded = needle.replace('%', "%25");
    let sep = if path.contains('?') { '&' } else { '?' };
    let (status, body) = send(
        app,
        "GET",
        &format!("{path}{sep}q={encoded}&per_page=100"),
        token,
        None,
    )
    .await;
    assert_eq!(status, 200, "{path}: {body}");
    for row in rows(&body) {
        assert!(
            fields.iter().any(|f| row[*f]
                .as_str()
                .is_some_and(|v| v.to_lowercase().contains(needle))),
            "{path}?q={needle} found a row without it: {row}"
        );
    }
    if let Some(title) = expected {
        assert!(
            rows(&body)
                .iter()
                .any(|r| fields.iter().any(|f| r[*f] == title)),
            "{path}?q={needle} misses {title}: {body}"
        );
    }
}

#[tokio::test]
async fn a_search_for_a_wildcard_finds_only_rows_that_literally_hold_it() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;

    // One row holding each wildcard, and look-alikes that a bare LIKE would match.
    for title in [
        "Rebate 50% off",
        "Rebate 500 off",
        "cost_centre drift",
        "costXcentre drift",
    ] {
        let (status, body) = send(
            &app,
            "POST",
            "/api/v1/risks",
            &editor,
            Some(json!({
                "risk": { "title": title, "category_id": "cat-tech-cyber", "function_id": "fn-it",
                          "owner_id": "usr-staff", "gross_likelihood": 2, "gross_impact": 2 },
                "new_controls": [{ "title": format!("Check {title}"), "intention": "prevent",
                    "criticality": "High", "state": "in_place", "adequacy": 1, "effectiveness": 1 }],
                "action_plans": [{ "title": format!("Plan {title}"), "priority": "High",
                                   "due_date": "2030-03-31" }],
                "submit": true,
            })),
        )
        .await;
        assert_eq!(status, 201, "{body}");
        let (status, body) = send(
            &app,
            "POST",
            "/api/v1/risk-categories",
            &editor,
            Some(json!({ "name": format!("Category {title}") })),
        )
        .await;
        assert_eq!(status, 201, "{body}");
        let (status, body) = send(
            &app,
            "POST",
            "/api/v1/functions",
            &admin,
            Some(json!({ "name": format!("Function {title}") })),
        )
        .await;
        assert!(status == 201 || status == 200, "{body}");
    }
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/users",
        &admin,
        Some(
            json!({ "name": "Ann_Lee", "email": "ann_lee@demo.com", "role": "user",
                     "password": "First-pass-1" }),
        ),
    )
    .await;
    assert_eq!(status, 201, "{body}");

    for (needle, risk) in [("%", "Rebate 50% off"), ("_", "cost_centre drift")] {
        let t = |prefix: &str| format!("{prefix} {risk}");
        finds_only_literal(
            &app,
            &editor,
            "/api/v1/risks",
            needle,
            &["title", "reference"],
            Some(risk),
        )
        .await;
        finds_only_literal(
            &app,
            &editor,
            "/api/v1/controls",
            needle,
            &["title", "reference"],
            Some(&t("Check")),
        )
        .await;
        finds_only_literal(
            &app,
            &editor,
            "/api/v1/action-plans",
            needle,
            &["title", "reference"],
            Some(&t("Plan")),
        )
        .await;
        finds_only_literal(
            &app,
            &editor,
            "/api/v1/risk-categories",
            needle,
            &["name"],
            Some(&t("Category")),
        )
        .await;
        finds_only_literal(
            &app,
            &admin,
            "/api/v1/functions",
            needle,
            &["name"],
            Some(&t("Function")),
        )
        .await;
        finds_only_literal(
            &app,
            &admin,
            "/api/v1/incident-categories",
            needle,
            &["name"],
            None,
        )
        .await;
    }
    finds_only_literal(
        &app,
        &admin,
        "/api/v1/users",
        "_",
        &["name", "email"],
        Some("Ann_Lee"),
    )
    .await;
    // 50% matches "50% off" only, not "500 off"; t_c only "cost_centre".
    finds_only_literal(
        &app,
        &editor,
        "/api/v1/risks",
        "50%",
        &["title"],
        Some("Rebate 50% off"),
    )
    .await;
    finds_only_literal(
        &app,
        &editor,
        "/api/v1/risks",
        "t_c",
        &["title"],
        Some("cost_centre drift"),
    )
    .await;

    // The audit trail: once both look-alikes' events are there, "%" finds
    // only events that hold it.
    app.audit_events(&admin, "q=Rebate", 2).await;
    let (status, body) = send(
        &app,
        "GET",
        "/api/v1/audit-events?q=%25&per_page=100",
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert!(!rows(&body).is_empty(), "{body}");
    for row in rows(&body) {
        let searched = ["actor_name", "action", "entity_type", "entity_id"]
            .iter()
            .map(|f| row[*f].as_str().unwrap_or_default().to_owned())
            .chain([row["changes"].to_string()])
            .collect::<Vec<_>>();
        assert!(searched.iter().any(|v| v.contains('%')), "{row}");
    }
    app.stop().await;
}

async fn upload(app: &TestApp, token: &str, kind: &str, id: &str) -> String {
    let res = app
        .http
        .post(app.url(&format!(
            "/api/v1/attachments?entity_type={kind}&entity_id={id}&file_name=evidence.txt"
        )))
        .bearer_auth(token)
        .header("Content-Type", "text/plain")
        .body("evidence")
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    let body: Value = res.json().await.unwrap_or(Value::Null);
    assert_eq!(status, 201, "{body}");
    body["id"].as_str().unwrap().to_owned()
}

async fn download(app: &TestApp, token: &str, att: &str) -> u16 {
    app.get_as(&format!("/api/v1/attachments/{att}/content"), token)
        .await
        .status()
        .as_u16()
}

#[tokio::test]
async fn a_file_of_a_deleted_risk_control_or_plan_is_no_longer_listed_nor_downloadable() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let (status, risk) = send(
        &app,
        "POST",
        "/api/v1/risks",
        &editor,
        Some(json!({
            "risk": { "title": "Flood", "category_id": "cat-tech-cyber", "function_id": "fn-it",
                      "owner_id": "usr-staff", "gross_likelihood": 2, "gross_impact": 2 },
            "new_controls": [{ "title": "Sandbags", "intention": "prevent", "criticality": "High",
                               "state": "in_place", "adequacy": 1, "effectiveness": 1 }],
            "action_plans": [{ "title": "Move the servers", "priority": "High", "due_date": "2030-03-31" }],
            "submit": true,
        })),
    )
    .await;
    assert_eq!(status, 201, "{risk}");
    let risk_id = risk["id"].as_str().unwrap().to_owned();
    let control_id = risk["control_ids"][0].as_str().unwrap().to_owned();
    let (_, plans) = send(
        &app,
        "GET",
        &format!("/api/v1/action-plans?risk_id={risk_id}"),
        &editor,
        None,
    )
    .await;
    let plan = rows(&plans)[0].clone();
    let plan_id = plan["id"].as_str().unwrap().to_owned();

    let of_risk = upload(&app, &editor, "risk", &risk_id).await;
    let of_control = upload(&app, &editor, "control", &control_id).await;
    let of_plan = upload(&app, &editor, "action_plan", &plan_id).await;
    for att in [&of_risk, &of_control, &of_plan] {
        assert_eq!(download(&app, &editor, att).await, 200);
    }

    // Delete each parent; its file goes with it.
    let (_, control) = send(
        &app,
        "GET",
        &format!("/api/v1/controls/{control_id}"),
        &editor,
        None,
    )
    .await;
    let version = control["version"]
        .as_u64()
        .or(control["control"]["version"].as_u64())
        .unwrap();
    let (status, body) = send(
        &app,
        "DELETE",
        &format!("/api/v1/controls/{control_id}?version={version}"),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 204, "{body}");
    let (status, body) = send(
        &app,
        "DELETE",
        &format!("/api/v1/action-plans/{plan_id}?version={}", plan["version"]),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 204, "{body}");
    let (_, now) = send(
        &app,
        "GET",
        &format!("/api/v1/risks/{risk_id}"),
        &editor,
        None,
    )
    .await;
    let version = now["risk"]["version"].as_u64().unwrap();
    let (status, body) = send(
        &app,
        "DELETE",
        &format!("/api/v1/risks/{risk_id}?version={version}&comment=gone"),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 204, "{body}");

    for (att, kind, id) in [
        (&of_risk, "risk", &risk_id),
        (&of_control, "control", &control_id),
        (&of_plan, "action_plan", &plan_id),
    ] {
        assert_eq!(download(&app, &editor, att).await, 404, "{kind}");
        let (status, _) = send(
            &app,
            "GET",
            &format!("/api/v1/attachments?entity_type={kind}&entity_id={id}"),
            &editor,
            None,
        )
        .await;
        assert_eq!(status, 404, "{kind}");
    }
    app.stop().await;
}
