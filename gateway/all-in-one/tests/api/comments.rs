//! Comments on risks, controls and action plans through the REST API with
//! the real services: add, list newest first with paging, delete by the
//! author or an approver only, mentions kept to active users, the audit
//! event the settings service reads, and bodies stored as plain text.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

fn s(v: &Value) -> &str {
    v.as_str().unwrap_or_default()
}

async fn create_risk(app: &TestApp, token: &str, title: &str) -> Value {
    let (status, body) = send(
        app,
        "POST",
        "/api/v1/risks",
        token,
        Some(json!({ "risk": {
            "title": title, "category_id": "cat-tech-cyber", "function_id": "fn-it",
            "owner_id": "usr-staff", "gross_likelihood": 4, "gross_impact": 5, "control_ids": [],
        }, "submit": true })),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    body
}

async fn comment(app: &TestApp, token: &str, body: Value) -> (u16, Value) {
    send(app, "POST", "/api/v1/comments", token, Some(body)).await
}

async fn comments(app: &TestApp, token: &str, query: &str) -> (u16, Value) {
    send(
        app,
        "GET",
        &format!("/api/v1/comments?{query}"),
        token,
        None,
    )
    .await
}

#[tokio::test]
async fn comments_are_added_listed_newest_first_and_deleted_by_their_author_or_an_approver() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    let reader = app.token("demo@demo.com").await;
    let risk = create_risk(&app, &editor, "Supplier insolvency").await;
    let id = s(&risk["id"]).to_owned();
    let on_risk = |body: &str, mentions: Value| json!({ "entity_type": "risk", "entity_id": id, "body": body, "mentions": mentions });

    // Staff writes, mentioning the editor, an unknown id, a repeat and
    // nobody else: the unknown id is dropped, the repeat counts once.
    let (status, first) = comment(
        &app,
        &staff,
        on_risk(
            "  @Emma Clarke please check <b>this</b> & <script>x</script>  ",
            json!(["usr-editor", "usr-nobody", "usr-editor"]),
        ),
    )
    .await;
    assert_eq!(status, 201, "{first}");
    assert_eq!(
        first["body"], "@Emma Clarke please check <b>this</b> & <script>x</script>",
        "trimmed, stored as the text it is"
    );
    assert_eq!(first["mentions"], json!(["usr-editor"]));
    assert_eq!(
        (s(&first["author_id"]), s(&first["author_name"])),
        ("usr-staff", "Sam Patel")
    );
    assert_eq!(first["edited_at"], "");

    // A reader may read but not write.
    let (status, _) = comment(&app, &reader, on_risk("Me too", json!([]))).await;
    assert_eq!(status, 403);
    let (status, second) = comment(&app, &editor, on_risk("Done.", json!([]))).await;
    assert_eq!(status, 201, "{second}");

    // Newest first, a page at a time; the text comes back as written.
    let (status, page) = comments(
        &app,
        &reader,
        &format!("entity_type=risk&entity_id={id}&per_page=1"),
    )
    .await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(
        (page["total"].as_u64(), page["per_page"].as_u64()),
        (Some(2), Some(1))
    );
    assert_eq!(page["data"][0]["id"], second["id"]);
    let (_, older) = comments(
        &app,
        &reader,
        &format!("entity_type=risk&entity_id={id}&per_page=1&page=2"),
    )
    .await;
    assert_eq!(older["data"][0]["id"], first["id"]);
    assert_eq!(
        older["data"][0]["body"],
        "@Emma Clarke please check <b>this</b> & <script>x</script>"
    );

    // Staff holds risk.write but not risk.approve: not someone else's comment.
    let second_id = s(&second["id"]).to_owned();
    let (status, body) = send(
        &app,
        "DELETE",
        &format!("/api/v1/comments/{second_id}"),
        &staff,
        None,
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (403, "COMMENT_NOT_AUTHOR")
    );
    // A reader cannot delete at all, even an approver's... (no risk.write).
    let (status, _) = send(
        &app,
        "DELETE",
        &format!("/api/v1/comments/{second_id}"),
        &reader,
        None,
    )
    .await;
    assert_eq!(status, 403);
    // An approver deletes anyone's; the author their own.
    let first_id = s(&first["id"]).to_owned();
    let (status, _) = send(
        &app,
        "DELETE",
        &format!("/api/v1/comments/{first_id}"),
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 204);
    let (status, _) = send(
        &app,
        "DELETE",
        &format!("/api/v1/comments/{second_id}"),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 204);
    let (status, body) = send(
        &app,
        "DELETE",
        &format!("/api/v1/comments/{second_id}"),
        &editor,
        None,
    )
    .await;
    assert_eq!(
        (status, s(&body["error"]["code"])),
        (404, "COMMENT_NOT_FOUND")
    );
    let (_, page) = comments(&app, &reader, &format!("entity_type=risk&entity_id={id}")).await;
    assert_eq!(page["total"], 0);

    // The audit events: created with exactly the keys the settings service
    // reads, deleted keeping what was said.
    let events = app
        .audit_events(
            &admin,
            &format!("service=risk&entity_type=comment&entity_id={first_id}"),
            2,
        )
        .await;
    let created = events
        .iter()
        .find(|e| e["action"] == "created")
        .expect("created event");
    let after = created["changes"]["after"].as_object().expect("after");
    let mut keys: Vec<&str> = after.keys().map(String::as_str).collect();
    keys.sort_unstable();
    assert_eq!(
        keys,
        [
            "author_id",
            "body",
            "entity_id",
            "entity_reference",
            "entity_title",
            "entity_type",
            "mentions"
        ]
    );
    assert_eq!(
        json!(after),
        json!({
            "entity_type": "risk", "entity_id": id,
            "entity_reference": risk["reference"], "entity_title": "Supplier insolvency",
            "body": "@Emma Clarke please check <b>this</b> & <script>x</script>",
            "mentions": ["usr-editor"], "author_id": "usr-staff",
        })
    );
    let deleted = events
        .iter()
        .find(|e| e["action"] == "deleted")
        .expect("deleted event");
    assert_eq!(deleted["changes"]["before"]["body"], after["body"]);

    // The settings service turned the mention into a message to the editor.
    let want = format!("Sam Patel mentioned you on {}", s(&risk["reference"]));
    let mut subjects = Vec::new();
    for _ in 0..50 {
        let (_, inbox) = send(&app, "GET", "/api/v1/messages?per_page=100", &editor, None).await;
        subjects = inbox["data"]
            .as_array()
            .map(|m| m.iter().map(|m| s(&m["subject"]).to_owned()).collect())
            .unwrap_or_default();
        if subjects.contains(&want) {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert!(subjects.contains(&want), "{want} not in {subjects:?}");
    app.stop().await;
}

#[tokio::test]
async fn a_comment_needs_a_live_parent_a_body_and_at_most_twenty_mentions() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;

    // Unknown parents are not found, for each kind; an unknown kind is invalid.
    for kind in ["risk", "control", "action_plan"] {
        let (status, body) = comment(
            &app,
            &editor,
            json!({ "entity_type": kind, "entity_id": "no-such-id", "body": "Hello" }),
        )
        .await;
        assert_eq!(
            (status, s(&body["error"]["code"])),
            (404, "ENTITY_NOT_FOUND"),
            "{kind}"
        );
        let (status, _) = comments(
            &app,
            &editor,
            &format!("entity_type={kind}&entity_id=no-such-id"),
        )
        .await;
        assert_eq!(status, 404, "{kind}");
    }
    let (status, body) = comment(
        &app,
        &editor,
        json!({ "entity_type": "incident", "entity_id": "x", "body": "Hello" }),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["entity_type"].is_string(), "{body}");

    // On a control and a plan too.
    let (status, control) = send(
        &app,
        "POST",
        "/api/v1/controls",
        &editor,
        Some(json!({
            "title": "Multi-factor authentication", "intention": "prevent", "criticality": "High",
            "state": "in_place", "adequacy": 1, "effectiveness": 1,
        })),
    )
    .await;
    assert_eq!(status, 201, "{control}");
    let (status, plan) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &editor,
        Some(json!({
            "title": "Second supplier", "priority": "High", "owner_id": "usr-staff",
            "start_date": "", "due_date": "2031-01-31", "progress": 0, "status": "in_progress",
        })),
    )
    .await;
    assert_eq!(status, 201, "{plan}");
    for (kind, parent) in [("control", &control), ("action_plan", &plan)] {
        let (status, c) = comment(
            &app,
            &editor,
            json!({ "entity_type": kind, "entity_id": parent["id"], "body": "Looks fine" }),
        )
        .await;
        assert_eq!((status, s(&c["entity_type"])), (201, kind), "{c}");
    }

    // Blank, too long, too many mentions: 422 with the field.
    let risk = create_risk(&app, &editor, "Data centre flood").await;
    let on_risk = |body: String, mentions: Value| json!({ "entity_type": "risk", "entity_id": risk["id"], "body": body, "mentions": mentions });
    for (body, mentions, field) in [
        (" \n ".to_owned(), json!([]), "body"),
        ("x".repeat(4001), json!([]), "body"),
        (
            "Everyone".to_owned(),
            json!((0..21).map(|i| format!("usr-{i}")).collect::<Vec<_>>()),
            "mentions",
        ),
    ] {
        let (status, res) = comment(&app, &editor, on_risk(body, mentions)).await;
        assert_eq!(status, 422, "{res}");
        assert!(res["error"]["fields"][field].is_string(), "{res}");
    }
    let (status, c) = comment(&app, &editor, on_risk("y".repeat(4000), json!([]))).await;
    assert_eq!(status, 201, "{c}");

    // A deactivated user is not mentioned; an active one is.
    let admin = app.token("admin@demo.com").await;
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/users/usr-demo/deactivate",
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 200);
    let (status, c) = comment(
        &app,
        &editor,
        on_risk("Dana, Sam?".to_owned(), json!(["usr-demo", "usr-staff"])),
    )
    .await;
    assert_eq!((status, c["mentions"].clone()), (201, json!(["usr-staff"])));

    // A deleted risk's comments go with it.
    let (status, _) = send(
        &app,
        "DELETE",
        &format!(
            "/api/v1/risks/{}?version={}",
            s(&risk["id"]),
            risk["version"]
        ),
        &editor,
        None,
    )
    .await;
    assert_eq!(status, 204);
    let (status, _) = comments(
        &app,
        &editor,
        &format!("entity_type=risk&entity_id={}", s(&risk["id"])),
    )
    .await;
    assert_eq!(status, 404);
    app.stop().await;
}
