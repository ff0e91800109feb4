//! The incident module through the gateway (docs/incident-module.md): who
//! may call its routes, the linked risks named from the risk service (found,
//! missing once deleted, unavailable while it is down), the register's
//! filters and the incidents of a risk, the actions ("mine"), the dashboard
//! with its risk categories, the exports, and a lesson that becomes a risk's
//! action plan.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

fn s(v: &Value) -> &str {
    v.as_str().unwrap_or_default()
}

/// Every incident route, with a made-up id, and a harmless body.
const ROUTES: &[(&str, &str)] = &[
    ("GET", "/api/v1/incident-categories"),
    ("POST", "/api/v1/incident-categories"),
    ("PUT", "/api/v1/incident-categories/x"),
    ("DELETE", "/api/v1/incident-categories/x"),
    ("GET", "/api/v1/incidents"),
    ("POST", "/api/v1/incidents"),
    ("GET", "/api/v1/incidents/export.csv"),
    ("GET", "/api/v1/incidents/export.xlsx"),
    ("GET", "/api/v1/incidents/export.pdf"),
    ("GET", "/api/v1/incidents/x"),
    ("PUT", "/api/v1/incidents/x"),
    ("DELETE", "/api/v1/incidents/x?version=1"),
    ("POST", "/api/v1/incidents/x/submit"),
    ("POST", "/api/v1/incidents/x/approve"),
    ("POST", "/api/v1/incidents/x/reject"),
    ("POST", "/api/v1/incidents/x/actions"),
    ("POST", "/api/v1/incidents/x/losses"),
    ("POST", "/api/v1/incidents/x/lessons"),
    ("GET", "/api/v1/incident-actions"),
    ("PUT", "/api/v1/incident-actions/x"),
    ("DELETE", "/api/v1/incident-actions/x"),
    ("POST", "/api/v1/incident-actions/x/complete"),
    ("POST", "/api/v1/incident-actions/x/reopen"),
    ("DELETE", "/api/v1/incident-losses/x"),
    ("POST", "/api/v1/incident-lessons/x/plan"),
    ("GET", "/api/v1/incident-reports/dashboard"),
    ("GET", "/api/v1/risks/x/incidents"),
];

#[tokio::test]
async fn staff_and_users_are_refused_every_incident_route_admins_and_editors_are_not() {
    let app = spawn_app().await;
    let mut wrong = vec![];
    for email in [
        "staff@demo.com",
        "demo@demo.com",
        "admin@demo.com",
        "editor@demo.com",
    ] {
        let token = app.token(email).await;
        let (_, perms) = send(&app, "GET", "/api/app/user/permissions", &token, None).await;
        let may = email.starts_with("admin") || email.starts_with("editor");
        for p in ["incident.read", "incident.write", "incident.approve"] {
            if perms[p] != may {
                wrong.push(format!("{email} {p}: {}", perms[p]));
            }
        }
        for (method, path) in ROUTES {
            let body = (*method != "GET" && *method != "DELETE").then(|| json!({}));
            let (status, body) = send(&app, method, path, &token, body).await;
            let refused = status == 403 && body["error"]["code"] == "FORBIDDEN";
            if refused == may {
                wrong.push(format!("{email} {method} {path}: {status} {body}"));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    app.stop().await;
}

/// An incident's content: a near miss in IT, managed by the editor.
fn incident_input(title: &str, risk_ids: &[&str]) -> Value {
    json!({
        "title": title,
        "description": "What happened",
        "category_id": "inc-outage",
        "risk_ids": risk_ids,
        "function_id": "fn-it",
        "location": "Data centre",
        "occurred_on": "2026-01-14",
        "reported_on": "2026-01-15",
        "reported_by": "Sam Patel",
        "reporter_type": "employee",
        "detection_method": "Monitoring",
        "source": "email",
        "cause_category": "systems",
        "experience_type": "near_miss",
        "estimated_loss": 0,
        "max_potential_loss": 1000,
        "escalation_level": "management",
        "manager_id": "usr-editor",
        "breach": false,
    })
}

async fn create_incident(
    app: &TestApp,
    token: &str,
    incident: Value,
    actions: Value,
) -> (u16, Value) {
    send(
        app,
        "POST",
        "/api/v1/incidents",
        token,
        Some(json!({ "incident": incident, "actions": actions, "submit": false })),
    )
    .await
}

async fn create_risk(app: &TestApp, token: &str, title: &str) -> Value {
    let (status, body) = send(
        app,
        "POST",
        "/api/v1/risks",
        token,
        Some(json!({ "risk": {
            "title": title, "category_id": "cat-tech-cyber", "function_id": "fn-it",
            "owner_id": "usr-staff", "gross_likelihood": 4, "gross_impact": 5,
        }, "submit": false })),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    body
}

async fn detail(app: &TestApp, token: &str, id: &str) -> Value {
    let (status, body) = send(app, "GET", &format!("/api/v1/incidents/{id}"), token, None).await;
    assert_eq!(status, 200, "{body}");
    body
}

#[tokio::test]
async fn a_linked_risk_shows_found_then_missing_once_deleted_and_unavailable_while_down() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let risk = create_risk(&app, &editor, "Data centre power loss").await;
    let risk_id = s(&risk["id"]).to_owned();

    // An unknown risk is refused on the field.
    let (status, body) = create_incident(
        &app,
        &editor,
        incident_input("Power dip", &["0190a000-0000-7000-8000-00000000dead"]),
        json!([]),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["risk_ids"].is_string(), "{body}");

    let (status, created) = create_incident(
        &app,
        &editor,
        incident_input("Power dip", &[&risk_id]),
        json!([]),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["manager_name"], "Emma Clarke");
    let id = s(&created["id"]).to_owned();

    let page = detail(&app, &editor, &id).await;
    let linked = &page["incident"]["linked_risks"][0];
    assert_eq!(linked["state"], "found", "{page}");
    assert_eq!(linked["reference"], risk["reference"]);
    assert_eq!(linked["title"], "Data centre power loss");
    assert_eq!(page["incident"]["manager_name"], "Emma Clarke");
    assert!(!s(&page["incident"]["function_name"]).is_empty(), "{page}");

    // The list names the link the same way.
    let (status, list) = send(
        &app,
        "GET",
        "/api/v1/incidents?q=Power%20dip",
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(list["total"], 1, "{list}");
    assert_eq!(list["data"][0]["linked_risks"][0]["state"], "found");

    // Deleted in the risk service: missing. (The link asks the risk service
    // for a re-assessment, which changes the risk's version when it lands:
    // read it again until the delete is not stale.)
    let mut deleted = (0, Value::Null);
    for _ in 0..20 {
        let (status, current) = send(
            &app,
            "GET",
            &format!("/api/v1/risks/{risk_id}"),
            &admin,
            None,
        )
        .await;
        assert_eq!(status, 200, "{current}");
        deleted = send(
            &app,
            "DELETE",
            &format!(
                "/api/v1/risks/{risk_id}?version={}",
                current["risk"]["version"]
            ),
            &admin,
            None,
        )
        .await;
        if deleted.0 != 409 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(250)).await;
    }
    assert_eq!(deleted.0, 204, "{}", deleted.1);
    let page = detail(&app, &editor, &id).await;
    assert_eq!(page["incident"]["linked_risks"][0]["state"], "missing");
    assert_eq!(page["incident"]["linked_risks"][0]["reference"], "");

    // The risk service down: the screens keep working, the links unavailable,
    // and a new link is accepted as given.
    app.system.as_ref().unwrap().stop("risk");
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let page = detail(&app, &editor, &id).await;
    assert_eq!(page["incident"]["linked_risks"][0]["state"], "unavailable");
    let (status, list) = send(&app, "GET", "/api/v1/incidents", &editor, None).await;
    assert_eq!(status, 200, "{list}");
    let (status, body) = send(
        &app,
        "GET",
        "/api/v1/incident-reports/dashboard",
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["by_risk_category_unavailable"], true, "{body}");
    let (status, body) = create_incident(
        &app,
        &editor,
        incident_input("Second dip", &["0190a000-0000-7000-8000-0000000000aa"]),
        json!([]),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    app.stop().await;
}

#[tokio::test]
async fn the_register_filters_and_a_risk_lists_its_incidents() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let risk = create_risk(&app, &editor, "Payment fraud").await;
    let risk_id = s(&risk["id"]).to_owned();
    let mut linked = incident_input("Zq forged invoice", &[&risk_id]);
    linked["experience_type"] = json!("direct_financial_loss");
    linked["breach"] = json!(true);
    let (status, a) = create_incident(&app, &editor, linked, json!([])).await;
    assert_eq!(status, 201, "{a}");
    let (status, b) = create_incident(
        &app,
        &editor,
        incident_input("Zq near miss", &[]),
        json!([]),
    )
    .await;
    assert_eq!(status, 201, "{b}");

    let get = |q: &'static str| {
        let app = &app;
        let editor = &editor;
        async move {
            let (status, body) =
                send(app, "GET", &format!("/api/v1/incidents?{q}"), editor, None).await;
            assert_eq!(status, 200, "{q}: {body}");
            body["data"]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| s(&i["title"]).to_owned())
                .collect::<Vec<_>>()
        }
    };
    let mut both = get("q=Zq&sort=title").await;
    both.sort();
    assert_eq!(both, ["Zq forged invoice", "Zq near miss"]);
    assert_eq!(
        get("q=Zq&experience_type=direct_financial_loss").await,
        ["Zq forged invoice"]
    );
    assert_eq!(get("q=Zq&breach=false").await, ["Zq near miss"]);
    assert_eq!(get("q=Zq&page=1&per_page=1").await.len(), 1, "one per page");

    let (status, body) = send(
        &app,
        "GET",
        &format!("/api/v1/risks/{risk_id}/incidents"),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["total"], 1, "{body}");
    assert_eq!(body["data"][0]["id"], a["id"]);
    assert_eq!(body["data"][0]["linked_risks"][0]["state"], "found");
    app.stop().await;
}

#[tokio::test]
async fn my_actions_are_named_and_completing_the_last_closes_the_incident() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let (status, incident) = create_incident(
        &app,
        &editor,
        incident_input("Zq backup failed", &[]),
        json!([{ "title": "Zq restore test", "owner_id": "usr-editor", "due_on": "2030-01-31" }]),
    )
    .await;
    assert_eq!(status, 201, "{incident}");
    let (status, mine) = send(
        &app,
        "GET",
        "/api/v1/incident-actions?mine=true&q=Zq",
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 200, "{mine}");
    assert_eq!(mine["total"], 1, "{mine}");
    let action = &mine["data"][0];
    assert_eq!(action["owner_name"], "Emma Clarke");
    let admin = app.token("admin@demo.com").await;
    let (_, theirs) = send(
        &app,
        "GET",
        "/api/v1/incident-actions?mine=true&q=Zq",
        &admin,
        None,
    )
    .await;
    assert_eq!(theirs["total"], 0, "{theirs}");

    let (status, done) = send(
        &app,
        "POST",
        &format!("/api/v1/incident-actions/{}/complete", s(&action["id"])),
        &editor,
        Some(json!({ "lessons": ["Zq test restores monthly"] })),
    )
    .await;
    assert_eq!(status, 200, "{done}");
    assert_eq!(done["incident"]["status"], "closed", "{done}");
    assert_eq!(done["action"]["owner_name"], "Emma Clarke");
    app.stop().await;
}

#[tokio::test]
async fn the_dashboard_names_functions_and_sums_per_risk_category() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let risk = create_risk(&app, &editor, "Server room flood").await;
    let (status, body) = create_incident(
        &app,
        &editor,
        incident_input("Zq water leak", &[s(&risk["id"])]),
        json!([]),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let (status, d) = send(
        &app,
        "GET",
        "/api/v1/incident-reports/dashboard",
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 200, "{d}");
    assert_eq!(d["by_risk_category_unavailable"], false, "{d}");
    let it = d["by_function"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["key"] == "fn-it")
        .cloned()
        .unwrap_or_default();
    assert!(!s(&it["label"]).is_empty() && it["label"] != "fn-it", "{d}");
    let cyber = d["by_risk_category"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["key"] == "cat-tech-cyber")
        .cloned()
        .unwrap_or_default();
    assert!(cyber["count"].as_u64().unwrap_or(0) >= 1, "{d}");
    assert!(!s(&cyber["label"]).is_empty(), "{d}");
    app.stop().await;
}

#[tokio::test]
async fn the_register_exports_as_csv_xlsx_and_pdf_for_incident_readers_who_may_export() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let (status, body) = create_incident(
        &app,
        &editor,
        incident_input("Zq, \"quoted\" title", &[]),
        json!([]),
    )
    .await;
    assert_eq!(status, 201, "{body}");

    let res = app
        .get_as("/api/v1/incidents/export.csv?q=Zq&lang=de", &editor)
        .await;
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/csv")
    );
    assert!(
        res.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("incident-register-")
    );
    let text = res.text().await.unwrap();
    let text = text.strip_prefix('\u{feff}').expect("a UTF-8 BOM");
    let mut lines = text.lines();
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("Referenz,Titel,Kategorie,Funktion"),
        "{text}"
    );
    let row = lines.next().unwrap_or_default();
    assert!(row.contains("\"Zq, \"\"quoted\"\" title\""), "{text}");
    assert!(row.contains("Beinahe-Vorfall"), "{text}");

    let res = app
        .get_as("/api/v1/incidents/export.xlsx?q=Zq", &editor)
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.headers()["content-type"],
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
    );
    assert_eq!(&res.bytes().await.unwrap()[..2], b"PK");
    let res = app
        .get_as("/api/v1/incidents/export.pdf?q=Zq", &editor)
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    assert_eq!(&res.bytes().await.unwrap()[..5], b"%PDF-");

    // report.export without incident.read: refused by the handler, as the
    // table refuses.
    let admin = app.token("admin@demo.com").await;
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/roles",
        &admin,
        Some(json!({"name": "exporter", "description": "Exports only"})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let (status, body) = send(
        &app,
        "PUT",
        "/api/v1/roles/exporter/permissions",
        &admin,
        Some(json!({"permissions": {"report.export": true, "risk.read": true}})),
    )
    .await;
    assert!(status < 300, "{status} {body}");
    let (status, body) = send(
        &app,
        "PATCH",
        "/api/v1/users/usr-staff",
        &admin,
        Some(json!({"role": "exporter"})),
    )
    .await;
    assert!(status < 300, "{status} {body}");
    let exporter = app.token("staff@demo.com").await;
    let (status, body) = send(&app, "GET", "/api/v1/incidents/export.csv", &exporter, None).await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (403, "FORBIDDEN"),
        "{body}"
    );
    let (status, _) = send(&app, "GET", "/api/v1/reports/register.csv", &exporter, None).await;
    assert_eq!(status, 200, "the same caller may export risks");
    app.stop().await;
}

#[tokio::test]
async fn a_lesson_becomes_an_action_plan_of_a_linked_risk() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let risk = create_risk(&app, &editor, "Backup failure").await;
    let risk_id = s(&risk["id"]).to_owned();
    let (status, incident) = create_incident(
        &app,
        &editor,
        incident_input("Zq restore failed", &[&risk_id]),
        json!([]),
    )
    .await;
    assert_eq!(status, 201, "{incident}");
    let id = s(&incident["id"]).to_owned();
    let (status, lesson) = send(
        &app,
        "POST",
        &format!("/api/v1/incidents/{id}/lessons"),
        &editor,
        Some(json!({ "text": "Test the restore of every backup each month" })),
    )
    .await;
    assert_eq!(status, 201, "{lesson}");
    let lesson_id = s(&lesson["id"]).to_owned();

    // Another risk than the incident's: refused on risk_id.
    let other = create_risk(&app, &editor, "Unrelated").await;
    let (status, body) = send(
        &app,
        "POST",
        &format!("/api/v1/incident-lessons/{lesson_id}/plan"),
        &editor,
        Some(json!({ "risk_id": other["id"], "owner_id": "usr-staff", "due_on": "2030-06-30" })),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["risk_id"].is_string(), "{body}");

    let (status, planned) = send(
        &app,
        "POST",
        &format!("/api/v1/incident-lessons/{lesson_id}/plan"),
        &editor,
        Some(json!({ "risk_id": risk_id, "owner_id": "usr-staff", "due_on": "2030-06-30" })),
    )
    .await;
    assert_eq!(status, 200, "{planned}");
    assert_eq!(planned["risk_id"], risk_id.as_str());
    let plan_id = s(&planned["action_plan_id"]).to_owned();
    assert!(!plan_id.is_empty(), "{planned}");
    let (status, plan) = send(
        &app,
        "GET",
        &format!("/api/v1/action-plans/{plan_id}"),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 200, "{plan}");
    assert_eq!(plan["title"], "Test the restore of every backup each month");
    assert_eq!(plan["risk_id"], risk_id.as_str());
    assert_eq!(plan["owner_name"], "Sam Patel");
    let page = detail(&app, &editor, &id).await;
    assert_eq!(page["lessons"][0]["action_plan_id"], plan_id.as_str());
    app.stop().await;
}
