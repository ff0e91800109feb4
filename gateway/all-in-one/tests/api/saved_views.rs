//! Saved views (issue 13) through the HTTP API: each user keeps their own
//! named filters, sort and columns per list; another user's view is not
//! found; names are unique per user and list; every change is audited; and a
//! message about an item carries the link that opens it.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, send_maybe_signed_in, spawn_app};

async fn create(app: &TestApp, token: &str, body: Value) -> (u16, Value) {
    send(app, "POST", "/api/v1/saved-views", token, Some(body)).await
}

async fn names(app: &TestApp, token: &str, query: &str) -> Vec<String> {
    let (status, body) = send(
        app,
        "GET",
        &format!("/api/v1/saved-views{query}"),
        token,
        None,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    body["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v["name"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn each_user_keeps_their_own_views_with_unique_names_per_list() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;

    let (status, view) = create(
        &app,
        &staff,
        json!({"list": "register", "name": "  My high risks ", "query": "?rating=high&sort=-score",
               "columns": ["reference", "title", "owner"], "starred": true}),
    )
    .await;
    assert_eq!(status, 201, "{view}");
    assert_eq!(view["name"], "My high risks");
    assert_eq!(view["query"], "rating=high&sort=-score");
    assert_eq!(view["columns"], json!(["reference", "title", "owner"]));
    assert_eq!(view["starred"], true);
    let id = view["id"].as_str().unwrap().to_owned();

    // The same name on another list is fine; on the same list it is taken,
    // case and spaces aside.
    let (status, _) = create(
        &app,
        &staff,
        json!({"list": "controls", "name": "My high risks"}),
    )
    .await;
    assert_eq!(status, 201);
    let (status, body) = create(
        &app,
        &staff,
        json!({"list": "register", "name": "my  HIGH risks"}),
    )
    .await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (409, &json!("VIEW_NAME_TAKEN")),
        "{body}"
    );
    // Another user may use the name.
    let (status, _) = create(
        &app,
        &admin,
        json!({"list": "register", "name": "My high risks"}),
    )
    .await;
    assert_eq!(status, 201);

    // Bad input.
    let (status, body) = create(&app, &staff, json!({"list": "incidents", "name": "X"})).await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["list"].is_string(), "{body}");
    let (status, body) = create(
        &app,
        &staff,
        json!({"list": "users", "name": "x".repeat(81)}),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["name"].is_string(), "{body}");
    let (status, _) = create(&app, &staff, json!({"list": "users", "name": ""})).await;
    assert_eq!(status, 422);
    let (status, _) = send(&app, "GET", "/api/v1/saved-views?list=nope", &staff, None).await;
    assert_eq!(status, 422);

    // Each sees only their own.
    assert_eq!(
        names(&app, &staff, "").await,
        ["My high risks", "My high risks"]
    );
    assert_eq!(
        names(&app, &staff, "?list=controls").await,
        ["My high risks"]
    );
    assert_eq!(names(&app, &admin, "").await, ["My high risks"]);
    assert!(names(&app, &admin, "?list=controls").await.is_empty());

    // Another user's view is not found, for changes and deletes alike.
    let path = format!("/api/v1/saved-views/{id}");
    let (status, body) = send(
        &app,
        "PATCH",
        &path,
        &admin,
        Some(json!({"name": "Mine now"})),
    )
    .await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (404, &json!("SAVED_VIEW_NOT_FOUND")),
        "{body}"
    );
    let (status, _) = send(&app, "DELETE", &path, &admin, None).await;
    assert_eq!(status, 404);

    // The owner renames, unstars and re-columns it.
    let (status, body) = send(
        &app,
        "PATCH",
        &path,
        &staff,
        Some(json!({"name": "Top risks", "starred": false, "columns": ["title"]})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (
            &body["name"],
            &body["starred"],
            &body["columns"],
            &body["query"]
        ),
        (
            &json!("Top risks"),
            &json!(false),
            &json!(["title"]),
            &json!("rating=high&sort=-score")
        )
    );
    // Renaming to a name the owner uses on that list is refused.
    let (status, _) = create(&app, &staff, json!({"list": "register", "name": "Second"})).await;
    assert_eq!(status, 201);
    let (status, body) = send(
        &app,
        "PATCH",
        &path,
        &staff,
        Some(json!({"name": "second"})),
    )
    .await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (409, &json!("VIEW_NAME_TAKEN"))
    );

    let (status, _) = send(&app, "DELETE", &path, &staff, None).await;
    assert_eq!(status, 204);
    assert_eq!(names(&app, &staff, "?list=register").await, ["Second"]);
    let (status, _) = send(&app, "DELETE", &path, &staff, None).await;
    assert_eq!(status, 404);

    // Signed out: refused.
    let (status, _) = send_maybe_signed_in(&app, "GET", "/api/v1/saved-views", None, None).await;
    assert_eq!(status, 401);

    // Every change is an audit event of kind saved_view.
    let events = app
        .audit_events(&admin, &format!("entity_type=saved_view&entity_id={id}"), 3)
        .await;
    let mut actions: Vec<&str> = events
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    actions.sort_unstable();
    assert_eq!(actions, ["created", "deleted", "updated"], "{events:?}");
    app.stop().await;
}

#[tokio::test]
async fn one_user_keeps_at_most_fifty_views() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    for i in 0..50 {
        let (status, body) = create(
            &app,
            &staff,
            json!({"list": "logs", "name": format!("View {i}")}),
        )
        .await;
        assert_eq!(status, 201, "{body}");
    }
    let (status, body) = create(&app, &staff, json!({"list": "users", "name": "One more"})).await;
    assert_eq!(
        (status, &body["error"]["code"]),
        (409, &json!("SAVED_VIEW_LIMIT")),
        "{body}"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_message_about_an_action_plan_links_to_it() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let demo = app.token("demo@demo.com").await;
    let (status, plan) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &admin,
        Some(json!({
            "title": "Second supplier", "priority": "High", "owner_id": "usr-demo",
            "start_date": "", "due_date": "2099-01-31", "progress": 0, "status": "in_progress",
        })),
    )
    .await;
    assert_eq!(status, 201, "{plan}");
    let reference = plan["reference"].as_str().unwrap().to_owned();
    let want = format!("Action plan {reference} assigned to you");
    let mut found = Value::Null;
    for _ in 0..50 {
        let (_, page) = send(&app, "GET", "/api/v1/messages?per_page=100", &demo, None).await;
        if let Some(m) = page["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["subject"] == want.as_str())
        {
            found = m.clone();
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert_eq!(
        found["link"],
        format!("/risk/action/plan?q={reference}"),
        "{found}"
    );
    app.stop().await;
}

/// The newest message of `token` with `subject`, once it arrived (or Null after 10 s).
async fn message(app: &TestApp, token: &str, subject: &str) -> Value {
    for _ in 0..50 {
        let (_, page) = send(app, "GET", "/api/v1/messages?per_page=100", token, None).await;
        if let Some(m) = page["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| m["subject"] == subject)
        {
            return m.clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    Value::Null
}

#[tokio::test]
async fn a_mention_in_a_comment_tells_the_mentioned_user_but_not_the_author_and_links_the_risk() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let demo = app.token("demo@demo.com").await;
    let (status, risk) = send(
        &app,
        "POST",
        "/api/v1/risks",
        &admin,
        Some(json!({ "risk": {
            "title": "Supplier insolvency", "category_id": "cat-tech-cyber", "function_id": "fn-it",
            "owner_id": "usr-staff", "gross_likelihood": 4, "gross_impact": 5, "control_ids": [],
        }, "submit": false })),
    )
    .await;
    assert_eq!(status, 201, "{risk}");
    let (id, reference) = (
        risk["id"].as_str().unwrap(),
        risk["reference"].as_str().unwrap(),
    );
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/comments",
        &admin,
        Some(json!({"entity_type": "risk", "entity_id": id,
                    "body": "Please check <b>the supplier</b> figures",
                    "mentions": ["usr-demo", "usr-admin"]})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    let subject = format!("Alex Morgan mentioned you on {reference}");
    let m = message(&app, &demo, &subject).await;
    assert_eq!(m["link"], format!("/risk/risk/{id}"), "{m}");
    let text = m["body"].as_str().unwrap();
    assert!(
        text.contains("&lt;b&gt;the supplier&lt;/b&gt;"),
        "the comment is quoted as text: {text}"
    );
    // The author mentioned themself: no message (delivered with demo's, so
    // already there if at all).
    let (_, page) = send(&app, "GET", "/api/v1/messages?per_page=100", &admin, None).await;
    assert!(
        !page["data"]
            .as_array()
            .unwrap()
            .iter()
            .any(|m| m["subject"] == subject.as_str()),
        "{page}"
    );
    app.stop().await;
}
