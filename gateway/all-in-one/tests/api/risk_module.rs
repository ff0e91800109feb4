//! The risk module through the REST API with the real services: the approval
//! workflow and four eyes, optimistic concurrency, net ratings that follow
//! the controls, the versioned method, all-or-nothing creation, activities,
//! categories, heat maps and the demo register.

use serde_json::{Value, json};

use crate::helpers::{Backends, TestApp, send, spawn_app, spawn_app_with};

fn risk_input(title: &str, controls: &[&str]) -> Value {
    json!({
        "title": title,
        "category_id": "cat-tech-cyber",
        "function_id": "fn-it",
        "owner_id": "usr-staff",
        "gross_likelihood": 4,
        "gross_impact": 5,
        "control_ids": controls,
    })
}

async fn create_risk(app: &TestApp, token: &str, title: &str, controls: &[&str]) -> Value {
    let (status, body) = send(
        app,
        "POST",
        "/api/v1/risks",
        token,
        Some(json!({ "risk": risk_input(title, controls), "submit": true })),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    body
}

async fn create_control(app: &TestApp, token: &str, state: &str) -> Value {
    let (status, body) = send(
        app,
        "POST",
        "/api/v1/controls",
        token,
        Some(json!({
            "title": "Multi-factor authentication", "intention": "prevent", "criticality": "High",
            "state": state, "adequacy": 1, "effectiveness": 1,
        })),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    body
}

fn s(v: &Value) -> &str {
    v.as_str().unwrap_or_default()
}

#[tokio::test]
async fn a_new_risk_waits_for_someone_else_to_approve_it_and_both_steps_are_audited() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;

    let risk = create_risk(&app, &editor, "Ransomware", &[]).await;
    let id = s(&risk["id"]).to_owned();
    assert_eq!(risk["approval_status"], "pending");
    assert_eq!(risk["reference"], "R-0001");
    assert_eq!(risk["gross_risk"]["rating"], "Severe");
    assert_eq!(risk["owner_name"], "Sam Patel");

    // The maker cannot approve; staff lacks risk.approve; a stale version is refused.
    let (status, body) = send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &editor,
        Some(json!({"version": 1})),
    )
    .await;
    assert_eq!((status, s(&body["error"]["code"])), (403, "FOUR_EYES"));
    let (status, body) = send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &staff,
        Some(json!({"version": 1})),
    )
    .await;
    assert_eq!((status, s(&body["error"]["code"])), (403, "FORBIDDEN"));
    let (status, body) = send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &admin,
        Some(json!({"version": 9})),
    )
    .await;
    assert_eq!((status, s(&body["error"]["code"])), (409, "STALE_VERSION"));
    // Rejecting needs a comment.
    let (status, body) = send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/reject"),
        &admin,
        Some(json!({"version": 1})),
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["fields"]["comment"])),
        (422, "Required")
    );

    let (status, body) = send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &admin,
        Some(json!({"version": 1, "comment": "ok"})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["approval_status"], "approved");
    assert_eq!(body["version"], 2);

    // Staff reads the register and the risk's page with its history.
    let (status, list) = send(
        &app,
        "GET",
        "/api/v1/risks?approval_status=approved",
        &staff,
        None,
    )
    .await;
    assert_eq!((status, list["total"].as_u64()), (200, Some(1)));
    let (_, detail) = send(&app, "GET", &format!("/api/v1/risks/{id}"), &staff, None).await;
    let actions: Vec<&str> = detail["approvals"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| s(&a["action"]))
        .collect();
    assert_eq!(actions, ["approve", "create"]);
    assert_eq!(detail["approvals"][0]["actor_name"], "Alex Morgan");

    // Both steps reach the audit trail with a before/after diff.
    create_risk(&app, &editor, "Another risk", &[]).await;
    let events = app
        .audit_events(
            &admin,
            &format!("service=risk&entity_type=risk&entity_id={id}"),
            2,
        )
        .await;
    let mine: Vec<&Value> = events.iter().collect();
    assert!(
        mine.iter().all(|e| e["entity"]["id"] == id.as_str()),
        "one risk's history only"
    );
    let created = mine
        .iter()
        .find(|e| e["action"] == "created")
        .expect("created event");
    assert_eq!(created["changes"]["after"]["title"], "Ransomware");
    assert_eq!(created["actor"]["name"], "Emma Clarke");
    let approved = mine
        .iter()
        .find(|e| e["action"] == "approved")
        .expect("approved event");
    assert_eq!(approved["changes"]["before"]["approval_status"], "pending");
    assert_eq!(approved["changes"]["after"]["approval_status"], "approved");

    // The heat map cell of its net rating lists it.
    let (_, map) = send(
        &app,
        "GET",
        "/api/v1/reports/heatmap?kind=net",
        &staff,
        None,
    )
    .await;
    let cell = map["cells"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["x"] == 4 && c["y"] == 5)
        .unwrap();
    assert_eq!(cell["count"], 2, "both 4 x 5 risks");
    assert!(
        cell["items"]
            .as_array()
            .unwrap()
            .iter()
            .any(|i| i["id"] == id.as_str())
    );
    app.stop().await;
}

#[tokio::test]
async fn an_update_carrying_a_stale_version_is_refused_and_overwrites_nothing() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    let risk = create_risk(&app, &editor, "Supplier outage", &[]).await;
    let id = s(&risk["id"]).to_owned();

    let (status, first) = send(
        &app,
        "PUT",
        &format!("/api/v1/risks/{id}"),
        &staff,
        Some(json!({"version": 1, "risk": risk_input("Supplier outage (staff)", &[])})),
    )
    .await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["version"], 2);
    assert_eq!(first["changed_by"], "usr-staff");

    let (status, body) = send(
        &app,
        "PUT",
        &format!("/api/v1/risks/{id}"),
        &editor,
        Some(json!({"version": 1, "risk": risk_input("Supplier outage (editor)", &[])})),
    )
    .await;
    assert_eq!((status, s(&body["error"]["code"])), (409, "STALE_VERSION"));

    let (_, detail) = send(&app, "GET", &format!("/api/v1/risks/{id}"), &editor, None).await;
    assert_eq!(detail["risk"]["title"], "Supplier outage (staff)");
    assert_eq!(detail["risk"]["version"], 2);
    app.stop().await;
}

#[tokio::test]
async fn the_net_rating_follows_the_controls_and_a_moved_rating_makes_the_approval_stale() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let control = create_control(&app, &editor, "in_place").await;
    let cid = s(&control["id"]).to_owned();
    assert_eq!(control["control_ratings"]["rating"], "Excellent");

    let risk = create_risk(&app, &editor, "Account takeover", &[&cid]).await;
    let id = s(&risk["id"]).to_owned();
    // Gross 4 x 5 = 20; an excellent preventive control takes two steps off likelihood.
    assert_eq!(
        (risk["net_likelihood"].as_u64(), risk["net_impact"].as_u64()),
        (Some(2), Some(5))
    );
    assert_eq!(risk["net_risk"]["rating"], "Medium");
    let (_, detail) = send(&app, "GET", &format!("/api/v1/risks/{id}"), &editor, None).await;
    assert!(s(&detail["risk"]["net_explanation"]["summary"]).contains("2 step(s) off likelihood"));
    assert_eq!(
        detail["risk"]["net_explanation"]["preventive_controls"]["rating"],
        "Excellent"
    );
    send(
        &app,
        "POST",
        &format!("/api/v1/risks/{id}/approve"),
        &admin,
        Some(json!({"version": 1})),
    )
    .await;

    // The control is found not to work yet: back to proposed.
    let (status, body) = send(&app, "PUT", &format!("/api/v1/controls/{cid}"), &editor, Some(json!({
        "version": 1,
        "control": {"title": "Multi-factor authentication", "intention": "prevent", "criticality": "High",
                    "state": "proposed", "adequacy": 1, "effectiveness": 1, "risk_ids": [id]},
    }))).await;
    assert_eq!(status, 200, "{body}");
    let (_, detail) = send(&app, "GET", &format!("/api/v1/risks/{id}"), &editor, None).await;
    assert_eq!(detail["risk"]["net_risk"]["rating"], "Severe");
    assert_eq!(detail["risk"]["approval_status"], "pending");
    assert_eq!(detail["risk"]["trend"], 10);
    assert_eq!(detail["approvals"][0]["action"], "stale");
    assert_eq!(detail["assessments"].as_array().unwrap().len(), 2);
    app.stop().await;
}

#[tokio::test]
async fn a_risk_from_the_wizard_is_stored_whole_or_not_at_all() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let body = json!({
        "risk": risk_input("Data centre outage", &[]),
        "new_controls": [{"title": "Failover site", "intention": "correct", "criticality": "High",
                          "state": "in_place", "adequacy": 2, "effectiveness": 2}],
        "action_plans": [{"title": "", "priority": "High", "due_date": "2027-03-31"}],
        "submit": true,
    });
    let (status, res) = send(&app, "POST", "/api/v1/risks", &editor, Some(body.clone())).await;
    assert_eq!(
        (status, s(&res["error"]["fields"]["action_plans.0.title"])),
        (422, "Required")
    );
    let (_, risks) = send(&app, "GET", "/api/v1/risks", &editor, None).await;
    let (_, controls) = send(&app, "GET", "/api/v1/controls", &editor, None).await;
    assert_eq!(
        (risks["total"].as_u64(), controls["total"].as_u64()),
        (Some(0), Some(0))
    );

    let mut fixed = body;
    fixed["action_plans"][0]["title"] = json!("Test the failover");
    let (status, risk) = send(&app, "POST", "/api/v1/risks", &editor, Some(fixed)).await;
    assert_eq!(status, 201, "{risk}");
    // A Moderate corrective control takes one step off impact: 4 x 4.
    assert_eq!(
        (risk["net_likelihood"].as_u64(), risk["net_impact"].as_u64()),
        (Some(4), Some(4))
    );
    let (_, plans) = send(
        &app,
        "GET",
        &format!("/api/v1/action-plans?risk_id={}", s(&risk["id"])),
        &editor,
        None,
    )
    .await;
    assert_eq!(plans["total"], 1);
    assert_eq!(plans["data"][0]["risk_reference"], "R-0001");
    assert_eq!(plans["data"][0]["status"], "in_progress");
    app.stop().await;
}

#[tokio::test]
async fn completing_a_periodic_activity_schedules_the_next_one() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    let control = create_control(&app, &staff, "in_place").await;
    let cid = s(&control["id"]);
    let (status, activity) = send(&app, "POST", &format!("/api/v1/controls/{cid}/activities"), &staff, Some(json!({
        "name": "Review MFA exceptions", "frequency": "periodic", "repeat": "monthly", "due_date": "2026-01-31",
    }))).await;
    assert_eq!(status, 201, "{activity}");
    assert_eq!(activity["status"], "over", "past due and incomplete");
    let (status, done) = send(
        &app,
        "POST",
        &format!("/api/v1/control-activities/{}/complete", s(&activity["id"])),
        &staff,
        Some(json!({"outcome": "breached", "comment": "Two exceptions without approval"})),
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["activity"]["status"], "complete");
    assert_eq!(done["next"]["due_date"], "2026-02-28");
    let (_, detail) = send(
        &app,
        "GET",
        &format!("/api/v1/controls/{cid}"),
        &staff,
        None,
    )
    .await;
    assert_eq!(detail["control"]["compliance"], "breached");
    assert_eq!(detail["activities"].as_array().unwrap().len(), 2);
    let (status, again) = send(
        &app,
        "POST",
        &format!("/api/v1/control-activities/{}/complete", s(&activity["id"])),
        &staff,
        Some(json!({"outcome": "complied", "comment": "Checked again"})),
    )
    .await;
    assert_eq!(
        (status, s(&again["error"]["code"])),
        (409, "ALREADY_COMPLETE")
    );
    app.stop().await;
}

#[tokio::test]
async fn categories_nest_three_levels_and_a_used_one_cannot_go() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    // cat-ops-process is level 2; a child of it is level 3, the deepest.
    let (status, third) = send(
        &app,
        "POST",
        "/api/v1/risk-categories",
        &editor,
        Some(json!({"name": "Payments", "parent_id": "cat-ops-process"})),
    )
    .await;
    assert_eq!(status, 201, "{third}");
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/risk-categories",
        &editor,
        Some(json!({"name": "Too deep", "parent_id": third["id"]})),
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (422, "CATEGORY_TOO_DEEP")
    );
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/risk-categories",
        &staff,
        Some(json!({"name": "Nope"})),
    )
    .await;
    assert_eq!(status, 403);
    let (status, body) = send(
        &app,
        "DELETE",
        "/api/v1/risk-categories/cat-operational",
        &editor,
        None,
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (409, "CATEGORY_IN_USE")
    );
    let (status, _) = send(
        &app,
        "DELETE",
        &format!("/api/v1/risk-categories/{}", s(&third["id"])),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 204);
    app.stop().await;
}

#[tokio::test]
async fn a_new_method_version_re_rates_the_register_and_a_stale_one_is_refused() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let risk = create_risk(&app, &editor, "Market entry fails", &[]).await;
    assert_eq!(risk["net_risk"]["rating"], "Severe");

    let (_, mut method) = send(&app, "GET", "/api/v1/risk-method", &editor, None).await;
    assert_eq!(method["version"], 1);
    // Severe from 21 instead of 20: a 4 x 5 risk becomes High.
    method["risk_bands"][4]["min_score"] = json!(21);
    let (status, preview) = send(
        &app,
        "POST",
        "/api/v1/risk-method/preview",
        &admin,
        Some(method.clone()),
    )
    .await;
    assert_eq!(status, 200, "{preview}");
    assert_eq!(preview["moves"][0]["net_after"], "High");
    assert_eq!(preview["total_risks"], 1);
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/risk-method/preview",
        &editor,
        Some(method.clone()),
    )
    .await;
    assert_eq!(status, 200, "editors hold settings.manage");
    let (status, _) = send(
        &app,
        "PUT",
        "/api/v1/risk-method",
        &app.token("staff@demo.com").await,
        Some(json!({"method": method, "expected_version": 1})),
    )
    .await;
    assert_eq!(status, 403);

    let (status, saved) = send(
        &app,
        "PUT",
        "/api/v1/risk-method",
        &admin,
        Some(json!({"method": method, "expected_version": 1})),
    )
    .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["method"]["version"], 2);
    let (status, body) = send(
        &app,
        "PUT",
        "/api/v1/risk-method",
        &admin,
        Some(json!({"method": method, "expected_version": 1})),
    )
    .await;
    assert_eq!((status, s(&body["error"]["code"])), (409, "STALE_VERSION"));
    let (_, list) = send(&app, "GET", "/api/v1/risks", &editor, None).await;
    assert_eq!(list["data"][0]["net_risk"]["rating"], "High");
    assert_eq!(list["data"][0]["method_version"], 2);

    let mut bad = method.clone();
    bad["risk_bands"][2]["min_score"] = json!(1);
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/risk-method/preview",
        &admin,
        Some(bad),
    )
    .await;
    assert_eq!(status, 422);
    assert!(
        body["error"]["fields"]["risk_bands.2.min_score"].is_string(),
        "{body}"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_new_method_lists_a_risk_whose_gross_band_moved_though_its_net_did_not() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let control = create_control(&app, &editor, "in_place").await;
    let cid = s(&control["id"]).to_owned();
    // Gross 4 x 5 = 20 (Severe); the control takes it to a net 2 x 5 = 10 (Medium).
    let risk = create_risk(&app, &editor, "Account takeover", &[&cid]).await;
    assert_eq!(
        (
            s(&risk["gross_risk"]["rating"]),
            s(&risk["net_risk"]["rating"])
        ),
        ("Severe", "Medium")
    );

    let (_, mut method) = send(&app, "GET", "/api/v1/risk-method", &editor, None).await;
    // Severe from 21: gross 20 becomes High, net 10 stays Medium.
    method["risk_bands"][4]["min_score"] = json!(21);
    let expected = json!([{
        "risk_id": risk["id"], "reference": risk["reference"], "title": "Account takeover",
        "gross_before": "Severe", "gross_after": "High",
        "net_before": "Medium", "net_after": "Medium",
    }]);
    let (status, preview) = send(
        &app,
        "POST",
        "/api/v1/risk-method/preview",
        &admin,
        Some(method.clone()),
    )
    .await;
    assert_eq!(status, 200, "{preview}");
    assert_eq!(preview["moves"], expected);
    let (status, saved) = send(
        &app,
        "PUT",
        "/api/v1/risk-method",
        &admin,
        Some(json!({"method": method, "expected_version": 1})),
    )
    .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(
        saved["moves"], expected,
        "the update lists what the preview did"
    );
    app.stop().await;
}

#[tokio::test]
async fn the_register_as_of_yesterday_does_not_hold_a_risk_created_today() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    create_risk(&app, &editor, "Brand new", &[]).await;
    let today = chrono::Utc::now().date_naive();
    let yesterday = today.pred_opt().unwrap();
    let (_, then) = send(
        &app,
        "GET",
        &format!("/api/v1/risks?as_of={yesterday}"),
        &editor,
        None,
    )
    .await;
    let (_, now) = send(
        &app,
        "GET",
        &format!("/api/v1/risks?as_of={today}"),
        &editor,
        None,
    )
    .await;
    assert_eq!(
        (then["total"].as_u64(), now["total"].as_u64()),
        (Some(0), Some(1))
    );
    let (status, body) = send(&app, "GET", "/api/v1/risks?as_of=31/12/2026", &editor, None).await;
    assert_eq!(
        (status, s(&body["error"]["fields"]["as_of"])),
        (422, "A date as YYYY-MM-DD.")
    );
    app.stop().await;
}

#[tokio::test]
async fn the_embedded_default_starts_with_a_demo_register() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.risk.seed_demo_data = true
    })
    .await;
    let staff = app.token("staff@demo.com").await;
    let (_, risks) = send(&app, "GET", "/api/v1/risks?per_page=1", &staff, None).await;
    let (_, controls) = send(&app, "GET", "/api/v1/controls?per_page=1", &staff, None).await;
    let (_, plans) = send(&app, "GET", "/api/v1/action-plans?per_page=1", &staff, None).await;
    assert_eq!(risks["total"], 40);
    assert_eq!(controls["total"], 60);
    assert_eq!(plans["total"], 30);
    let (_, dash) = send(&app, "GET", "/api/v1/reports/dashboard", &staff, None).await;
    assert!(dash["pending_approvals"].as_u64().unwrap() > 0);
    assert!(!dash["overdue_action_plans"].as_array().unwrap().is_empty());
    assert!(!dash["overdue_activities"].as_array().unwrap().is_empty());
    let (_, pending) = send(
        &app,
        "GET",
        "/api/v1/risks?awaiting_my_approval=true",
        &app.token("admin@demo.com").await,
        None,
    )
    .await;
    assert!(
        pending["total"].as_u64().unwrap() > 0,
        "the editor's pending risks await the admin"
    );
    app.stop().await;
}

#[tokio::test]
async fn the_register_downloads_as_csv_xlsx_and_pdf_for_those_allowed_to_export() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    create_risk(&app, &editor, "Fire, flood and storm", &[]).await;
    create_risk(&app, &editor, "=cmd|' /C calc'!A0", &[]).await;

    let get = |path: String, token: String| {
        let app = &app;
        async move { app.get_as(&path, &token).await }
    };
    let csv = get("/api/v1/reports/register.csv?q=fire".into(), editor.clone()).await;
    assert_eq!(csv.status(), 200);
    assert_eq!(csv.headers()["content-type"], "text/csv; charset=utf-8");
    assert!(
        csv.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains(".csv")
    );
    let text = csv.text().await.unwrap();
    // A UTF-8 BOM first, so that spreadsheets read the accents right.
    let text = text
        .strip_prefix('\u{feff}')
        .expect("the CSV starts with a BOM");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "header and the one matching risk: {text}");
    assert!(lines[0].starts_with("Reference,Title,Category"));
    assert!(lines[1].starts_with("R-0001,\"Fire, flood and storm\",Cyber security,Information Technology,Sam Patel,Severe (20)"));

    let all = get("/api/v1/reports/register.csv".into(), editor.clone())
        .await
        .text()
        .await
        .unwrap();
    assert!(all.contains("'=cmd|"), "a formula is defused: {all}");

    let xlsx = get("/api/v1/reports/register.xlsx".into(), editor.clone()).await;
    assert_eq!(xlsx.status(), 200);
    assert!(
        xlsx.headers()["content-type"]
            .to_str()
            .unwrap()
            .contains("spreadsheetml")
    );
    assert_eq!(&xlsx.bytes().await.unwrap()[..2], b"PK");

    let pdf = get("/api/v1/reports/register.pdf".into(), editor.clone()).await;
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    let body = pdf.bytes().await.unwrap();
    assert!(body.starts_with(b"%PDF-"));
    let doc = lopdf::Document::load_mem(&body).unwrap();
    // A title may wrap inside its cell: words compared with single spaces.
    let text = doc.extract_text(&[1]).unwrap();
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(words.contains("Fire, flood and storm"), "{text}");

    // Staff may read the register but not export it.
    assert_eq!(
        get("/api/v1/reports/register.pdf".into(), staff)
            .await
            .status(),
        403
    );
    app.stop().await;
}

async fn upload(
    app: &TestApp,
    token: &str,
    query: &str,
    content_type: &str,
    data: Vec<u8>,
) -> (u16, Value) {
    let res = app
        .http
        .post(app.url(&format!("/api/v1/attachments?{query}")))
        .bearer_auth(token)
        .header("Content-Type", content_type)
        .body(data)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn files_attach_to_a_risk_checked_for_size_and_content_and_come_back_unchanged() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    // The built-in "user" role only reads.
    let reader = app.token("demo@demo.com").await;
    let risk = create_risk(&app, &editor, "Supplier insolvency", &[]).await;
    let id = s(&risk["id"]).to_owned();
    let q = |name: &str, title: &str| {
        format!("entity_type=risk&entity_id={id}&file_name={name}&title={title}")
    };

    let pdf = b"%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n".to_vec();
    let (status, att) = upload(
        &app,
        &editor,
        &q("Pr%C3%BCfbericht.pdf", ""),
        "application/pdf",
        pdf.clone(),
    )
    .await;
    assert_eq!(status, 201, "{att}");
    assert_eq!(
        att["title"], "Prüfbericht",
        "the title defaults to the name"
    );
    assert_eq!(att["content_type"], "application/pdf");
    assert_eq!(att["size"], pdf.len());
    assert_eq!(att["created_by_name"], "Emma Clarke");

    // Refused: a page of HTML named .pdf, a program, an empty file, too big, no such risk.
    let (status, body) = upload(
        &app,
        &editor,
        &q("invoice.pdf", ""),
        "application/pdf",
        b"<html><script>x</script>".to_vec(),
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (415, "UNSUPPORTED_MEDIA_TYPE")
    );
    let (status, _) = upload(
        &app,
        &editor,
        &q("tool.exe", ""),
        "application/octet-stream",
        b"MZ\x90\x00".to_vec(),
    )
    .await;
    assert_eq!(status, 415);
    let (status, body) = upload(&app, &editor, &q("empty.txt", ""), "text/plain", vec![]).await;
    assert_eq!(status, 422);
    assert!(body["error"]["fields"]["file"].is_string(), "{body}");
    let big = [b"%PDF-".to_vec(), vec![b'a'; 300 * 1024]].concat();
    let (status, body) = upload(&app, &editor, &q("big.pdf", ""), "application/pdf", big).await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (413, "PAYLOAD_TOO_LARGE")
    );
    let (status, _) = upload(
        &app,
        &editor,
        "entity_type=risk&entity_id=nope&file_name=a.txt",
        "text/plain",
        b"hello".to_vec(),
    )
    .await;
    assert_eq!(status, 404);
    // Reading is not writing.
    let (status, _) = upload(
        &app,
        &reader,
        &q("notes.txt", ""),
        "text/plain",
        b"hi".to_vec(),
    )
    .await;
    assert_eq!(status, 403);

    // Listed once, with the limits for the form; staff may read and download.
    let (status, list) = send(
        &app,
        "GET",
        &format!("/api/v1/attachments?entity_type=risk&entity_id={id}"),
        &staff,
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(list["data"].as_array().unwrap().len(), 1);
    assert_eq!(list["max_bytes"], 256 * 1024);
    assert!(
        list["accepted"]
            .as_array()
            .unwrap()
            .iter()
            .any(|e| e == ".xlsx")
    );
    let att_id = s(&att["id"]).to_owned();
    let res = app
        .http
        .get(app.url(&format!("/api/v1/attachments/{att_id}/content")))
        .bearer_auth(&staff)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 200);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    let disposition = res.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(disposition.starts_with("attachment;"), "{disposition}");
    assert!(
        disposition.contains("UTF-8''Pr%C3%BCfbericht.pdf"),
        "{disposition}"
    );
    assert_eq!(
        res.bytes().await.unwrap().to_vec(),
        pdf,
        "the same bytes back"
    );

    // Removed by an editor; both steps are in the risk's audit history.
    let (status, _) = send(
        &app,
        "DELETE",
        &format!("/api/v1/attachments/{att_id}"),
        &reader,
        None,
    )
    .await;
    assert_eq!(status, 403);
    let (status, _) = send(
        &app,
        "DELETE",
        &format!("/api/v1/attachments/{att_id}"),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 204);
    let (status, _) = send(
        &app,
        "GET",
        &format!("/api/v1/attachments/{att_id}/content"),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 404);
    let events = app
        .audit_events(
            &admin,
            &format!("service=risk&entity_type=risk&entity_id={id}"),
            3,
        )
        .await;
    let added = events
        .iter()
        .find(|e| e["action"] == "attachment_added")
        .expect("added event");
    assert_eq!(
        added["changes"]["after"]["attachment"]["file_name"],
        "Prüfbericht.pdf"
    );
    assert_eq!(added["changes"]["after"]["reference"], risk["reference"]);
    assert!(events.iter().any(|e| e["action"] == "attachment_removed"));
    app.stop().await;
}

/// The subjects of `token`'s messages, once `want` of them arrived (or 10 s).
async fn subjects(app: &TestApp, token: &str, want: &str) -> Vec<String> {
    let mut found = vec![];
    for _ in 0..50 {
        let (_, page) = send(app, "GET", "/api/v1/messages?per_page=100", token, None).await;
        found = page["data"]
            .as_array()
            .map(|m| m.iter().map(|m| s(&m["subject"]).to_owned()).collect())
            .unwrap_or_default();
        if found.iter().any(|f| f == want) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    found
}

#[tokio::test]
async fn approvers_but_not_the_maker_hear_of_a_risk_waiting_for_approval() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    let risk = create_risk(&app, &staff, "Warehouse fire", &[]).await;
    let want = format!("Risk {} waits for your approval", s(&risk["reference"]));

    // admin and editor hold risk.approve; staff made the change and may not.
    assert!(subjects(&app, &admin, &want).await.contains(&want));
    assert!(subjects(&app, &editor, &want).await.contains(&want));
    // Delivered by the same event as theirs, so already there if at all.
    let (_, page) = send(&app, "GET", "/api/v1/messages?per_page=100", &staff, None).await;
    assert!(
        !page["data"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["subject"] == want.as_str()),
        "{page}"
    );
    app.stop().await;
}
