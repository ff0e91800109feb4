//! Files kept with incidents through `/api/v1/attachments?entity_type=incident`:
//! the gateway sends them to the incident service (which owns them), in the
//! shape every attachment has, and asks `incident.read` / `incident.write`
//! on top of the route table's rule — staff, who work on risks only, are
//! refused exactly as the table refuses.

use serde_json::Value;

use crate::helpers::{TestApp, common, send, spawn_app};

/// An incident written straight into the incident service's database, so
/// this test does not depend on the incident routes.
async fn an_incident(app: &TestApp, id: &str) {
    use incident_service::store::entities::incident;
    use sea_orm::EntityTrait;
    let cfg = common(&app.backends, &app.id, app._dir.path(), "incident");
    let db = platform::db::connect(cfg.database_url.expose(), &cfg.database_schema)
        .await
        .unwrap();
    let now = chrono::Utc::now();
    let row = incident::Model {
        id: id.into(),
        reference: "INC-0001".into(),
        title: "Server room flooded".into(),
        description: String::new(),
        category_id: String::new(),
        function_id: String::new(),
        location: String::new(),
        occurred_on: "2026-11-20".into(),
        reported_on: "2026-11-21".into(),
        reported_by: String::new(),
        reporter_type: String::new(),
        detection_method: String::new(),
        source: String::new(),
        cause_category: String::new(),
        experience_type: String::new(),
        actual_loss: 0.0,
        estimated_loss: 0.0,
        max_potential_loss: 0.0,
        escalation_level: String::new(),
        manager_id: String::new(),
        approval_status: "approved".into(),
        breach: false,
        status: "open".into(),
        closed_at: None,
        notified_at: None,
        control_id: String::new(),
        open_actions: 0,
        total_actions: 0,
        version: 1,
        changed_by: String::new(),
        created_by: String::new(),
        created_at: now,
        updated_at: now,
        deleted: false,
    };
    incident::Entity::insert(incident::ActiveModel::from(row))
        .exec_without_returning(&db)
        .await
        .unwrap();
}

async fn upload(app: &TestApp, token: &str, query: &str, data: &[u8]) -> (u16, Value) {
    let res = app
        .http
        .post(app.url(&format!("/api/v1/attachments?{query}")))
        .bearer_auth(token)
        .header("Content-Type", "application/pdf")
        .body(data.to_vec())
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn an_editor_attaches_a_file_to_an_incident_and_staff_may_not_see_it() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    let incident = "0193aaaa-0000-7000-8000-00000000000a";
    an_incident(&app, incident).await;
    let pdf = b"%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n";

    let (status, att) = upload(
        &app,
        &editor,
        &format!("entity_type=incident&entity_id={incident}&file_name=Police%20report.pdf"),
        pdf,
    )
    .await;
    assert_eq!(status, 201, "{att}");
    assert_eq!(
        (
            att["entity_type"].as_str(),
            att["entity_id"].as_str(),
            att["title"].as_str(),
            att["content_type"].as_str(),
            att["created_by_name"].as_str(),
        ),
        (
            Some("incident"),
            Some(incident),
            Some("Police report"),
            Some("application/pdf"),
            Some("Emma Clarke"),
        )
    );
    let id = att["id"].as_str().unwrap().to_owned();

    let list_path = format!("/api/v1/attachments?entity_type=incident&entity_id={incident}");
    let (status, list) = send(&app, "GET", &list_path, &editor, None).await;
    assert_eq!(status, 200, "{list}");
    assert_eq!(list["data"].as_array().unwrap().len(), 1);
    assert_eq!(list["data"][0]["id"], id.as_str());
    assert!(list["max_bytes"].as_u64().unwrap() > 0);

    let content = format!("/api/v1/attachments/{id}/content?entity_type=incident");
    let res = app
        .http
        .get(app.url(&content))
        .bearer_auth(&editor)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status().as_u16(), 200);
    assert_eq!(res.headers()["content-type"], "application/pdf");
    assert!(
        res.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .contains("Police report.pdf")
    );
    assert_eq!(res.bytes().await.unwrap().as_ref(), pdf);
    // Without entity_type the id is looked for among the risk service's files.
    let (status, _) = send(
        &app,
        "GET",
        &format!("/api/v1/attachments/{id}/content"),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 404);

    // Staff (risk.read and risk.write, no incident permission): 403 as the table answers it.
    let (status, body) = send(&app, "GET", &list_path, &staff, None).await;
    assert_eq!(status, 403);
    assert_eq!(body["error"]["code"], "FORBIDDEN", "{body}");
    let (status, _) = send(&app, "GET", &content, &staff, None).await;
    assert_eq!(status, 403);
    let (status, _) = upload(
        &app,
        &staff,
        &format!("entity_type=incident&entity_id={incident}&file_name=a.pdf"),
        pdf,
    )
    .await;
    assert_eq!(status, 403);
    let delete = format!("/api/v1/attachments/{id}?entity_type=incident");
    let (status, _) = send(&app, "DELETE", &delete, &staff, None).await;
    assert_eq!(status, 403);

    // An unknown incident: 404; then the editor removes the file.
    let (status, body) = send(
        &app,
        "GET",
        "/api/v1/attachments?entity_type=incident&entity_id=nope",
        &editor,
        None,
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("ENTITY_NOT_FOUND"))
    );
    let (status, _) = send(&app, "DELETE", &delete, &editor, None).await;
    assert_eq!(status, 204);
    let (_, list) = send(&app, "GET", &list_path, &editor, None).await;
    assert_eq!(list["data"].as_array().unwrap().len(), 0);
    app.stop().await;
}
