//! The todo app through the gateway (spec sections 4, 5, 7): each user's own
//! sample list, the filters and search, newest first, new-task 201 with the
//! last id plus 1, the one-way trash, the update rules, and another user's
//! ids answering 404.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, send_maybe_signed_in, spawn_app};

/// POSTs `body` to the trash call (`/api/app/todo/trash-todo`, a bare id).
async fn trash(app: &TestApp, token: &str, body: Value) -> (u16, Value) {
    send(app, "POST", "/api/app/todo/trash-todo", token, Some(body)).await
}

/// POSTs `body` to `/api/apps/todo/<action>` as the caller: the status and the answer.
async fn post(app: &TestApp, token: &str, action: &str, body: Value) -> (u16, Value) {
    send(
        app,
        "POST",
        &format!("/api/apps/todo/{action}"),
        token,
        Some(body),
    )
    .await
}

fn ids(body: &Value) -> Vec<u64> {
    body.as_array()
        .unwrap_or_else(|| panic!("an array: {body}"))
        .iter()
        .map(|t| t["id"].as_u64().unwrap())
        .collect()
}

async fn list(app: &TestApp, token: &str, query: &str) -> Vec<Value> {
    let (status, body) = send(app, "GET", &format!("/api/apps/todo{query}"), token, None).await;
    assert_eq!(status, 200, "{query}: {body}");
    body.as_array().unwrap().clone()
}

fn sorted_desc(ids: &[u64]) -> bool {
    ids.windows(2).all(|w| w[0] > w[1])
}

#[tokio::test]
async fn a_new_user_has_sample_tasks_filtered_newest_first() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;

    let all = list(&app, &admin, "").await;
    assert!(all.len() >= 10, "a filled list: {}", all.len());
    let all_ids: Vec<u64> = all.iter().map(|t| t["id"].as_u64().unwrap()).collect();
    assert!(sorted_desc(&all_ids), "newest first: {all_ids:?}");
    assert!(
        all.iter().all(|t| t["isTrashed"] == false),
        "no trash under all"
    );
    // The template's shape.
    let t = &all[0];
    for key in [
        "id",
        "title",
        "desc",
        "isImportant",
        "isStarred",
        "tags",
        "isCompleted",
        "isTrashed",
    ] {
        assert!(t.get(key).is_some(), "{key} in {t}");
    }

    let trashed = list(&app, &admin, "?filter=trashed").await;
    assert!(!trashed.is_empty());
    assert!(trashed.iter().all(|t| t["isTrashed"] == true));
    // all + trashed is every task: none is in both.
    assert!(
        trashed
            .iter()
            .all(|t| !all_ids.contains(&t["id"].as_u64().unwrap()))
    );

    for (filter, key) in [
        ("starred", "isStarred"),
        ("important", "isImportant"),
        ("completed", "isCompleted"),
    ] {
        let found = list(&app, &admin, &format!("?filter={filter}")).await;
        let expected: Vec<u64> = all
            .iter()
            .filter(|t| t[key] == true)
            .map(|t| t["id"].as_u64().unwrap())
            .collect();
        assert!(!expected.is_empty(), "{filter} has samples");
        assert_eq!(ids(&Value::Array(found)), expected, "{filter}");
    }
    // A tag, as the filter or as its own parameter.
    let team: Vec<u64> = all
        .iter()
        .filter(|t| t["tags"].as_array().unwrap().contains(&json!("team")))
        .map(|t| t["id"].as_u64().unwrap())
        .collect();
    assert!(!team.is_empty());
    assert_eq!(
        ids(&Value::Array(list(&app, &admin, "?filter=team").await)),
        team
    );
    assert_eq!(
        ids(&Value::Array(list(&app, &admin, "?tag=team").await)),
        team
    );
    let starred_team = list(&app, &admin, "?filter=starred&tag=team").await;
    assert!(
        starred_team
            .iter()
            .all(|t| t["isStarred"] == true
                && t["tags"].as_array().unwrap().contains(&json!("team")))
    );

    // Search: title or description, any case; trashed tasks stay out.
    let by_title = list(&app, &admin, "?q=BOARD%20RISK").await;
    assert_eq!(by_title.len(), 1, "{by_title:?}");
    assert_eq!(by_title[0]["title"], "Prepare the board risk report");
    let by_desc = list(&app, &admin, "?q=click%20rate").await;
    assert_eq!(by_desc.len(), 1);
    assert_eq!(by_desc[0]["title"], "Send the phishing test results");
    assert!(
        list(&app, &admin, "?q=shared%20drive").await.is_empty(),
        "a trashed task is not under all"
    );
    assert_eq!(
        list(&app, &admin, "?filter=trashed&q=shared%20drive")
            .await
            .len(),
        1
    );
    // A wildcard is taken literally.
    assert!(list(&app, &admin, "?q=%25").await.is_empty());

    // Paged on the server, the total in a header.
    let res = app.get_as("/api/apps/todo?page=2&perPage=5", &admin).await;
    assert_eq!(res.status(), 200);
    let total: usize = res.headers()["x-total-count"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(total, all.len());
    let page2: Value = res.json().await.unwrap();
    assert_eq!(ids(&page2), all_ids[5..10].to_vec());

    // Unknown filter or tag: 422 naming it.
    let (status, body) = send(
        &app,
        "GET",
        "/api/apps/todo?filter=deleted&tag=urgent",
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(
        body["error"]["fields"]["filter"].is_string() && body["error"]["fields"]["tag"].is_string(),
        "{body}"
    );

    let (status, tags) = send(&app, "GET", "/api/apps/todo/tags", &admin, None).await;
    assert_eq!(status, 200);
    let values: Vec<&str> = tags["tags"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["value"].as_str().unwrap())
        .collect();
    assert_eq!(values, ["team", "low", "medium", "high", "update"]);
    assert_eq!(
        tags["tags"][3],
        json!({"id": 4, "text": "High", "value": "high", "color": "danger"})
    );
    app.stop().await;
}

#[tokio::test]
async fn new_task_takes_the_last_id_plus_one_and_trash_is_one_way() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    let before = list(&app, &staff, "?perPage=100").await;
    let trashed = list(&app, &staff, "?filter=trashed").await;
    let last = before
        .iter()
        .chain(trashed.iter())
        .map(|t| t["id"].as_u64().unwrap())
        .max()
        .unwrap();

    let task = json!({"task": {"title": "  Call the auditor  ", "desc": "About the sampling", "isStarred": true, "tags": ["high", "team"]}});
    let (status, body) = post(&app, &staff, "new-task", task.clone()).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(body, json!({"id": last + 1}));
    let (status, body) = post(&app, &staff, "new-task", task).await;
    assert_eq!((status, body["id"].as_u64()), (201, Some(last + 2)));

    let now = list(&app, &staff, "").await;
    assert_eq!(now[0]["id"], last + 2, "the newest first");
    assert_eq!(now[1]["title"], "Call the auditor", "trimmed");
    assert_eq!(now[1]["isStarred"], true);
    assert_eq!(now[1]["isTrashed"], false);
    assert_eq!(now[1]["tags"], json!(["high", "team"]));

    // Edit: title, description, flags, tags.
    let id = last + 1;
    let (status, body) = post(&app, &staff, "update-task", json!({"task": {"id": id, "title": "Call the external auditor", "desc": "", "isCompleted": true, "isImportant": true, "tags": ["update"]}})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["title"], "Call the external auditor");
    assert_eq!(
        (body["isCompleted"].clone(), body["isStarred"].clone()),
        (json!(true), json!(false))
    );
    assert_eq!(body["tags"], json!(["update"]));
    let completed = list(&app, &staff, "?filter=completed").await;
    assert_eq!(completed[0]["id"], id);

    // Trash: the id as the body, answered with it; again is the same.
    let (status, body) = trash(&app, &staff, json!(id)).await;
    assert_eq!((status, body.clone()), (200, json!(id)), "{body}");
    let (status, body) = trash(&app, &staff, json!(id.to_string())).await;
    assert_eq!((status, body), (200, json!(id)));
    assert!(list(&app, &staff, "").await.iter().all(|t| t["id"] != id));
    assert!(
        list(&app, &staff, "?filter=completed")
            .await
            .iter()
            .all(|t| t["id"] != id)
    );
    assert_eq!(list(&app, &staff, "?filter=trashed").await[0]["id"], id);
    // One-way: an update (even one saying isTrashed false) is refused, nothing changes.
    let (status, body) = post(
        &app,
        &staff,
        "update-task",
        json!({"task": {"id": id, "title": "Back", "isTrashed": false}}),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("TASK_TRASHED")),
        "{body}"
    );
    let t = list(&app, &staff, "?filter=trashed").await;
    assert_eq!(
        (t[0]["title"].as_str(), t[0]["isTrashed"].as_bool()),
        (Some("Call the external auditor"), Some(true))
    );
    // A trashed task still counts for the next id.
    let (_, body) = post(&app, &staff, "new-task", json!({"task": {"title": "Next"}})).await;
    assert_eq!(body["id"], last + 3);
    app.stop().await;
}

#[tokio::test]
async fn bad_input_is_refused_by_field_and_writes_nothing() {
    let app = spawn_app().await;
    let demo = app.token("demo@demo.com").await;
    let count = |v: Vec<Value>| v.len();
    let before = count(list(&app, &demo, "?perPage=100").await);

    for (body, fields) in [
        (json!({}), vec!["task"]),
        (json!({"task": "Call"}), vec!["task"]),
        (json!({"task": {"title": ""}}), vec!["title"]),
        (
            json!({"task": {"title": "x".repeat(201), "tags": ["urgent"]}}),
            vec!["tags", "title"],
        ),
        (
            json!({"task": {"title": 5, "isStarred": "yes", "tags": "team"}}),
            vec!["isStarred", "tags", "title"],
        ),
    ] {
        let (status, res) = post(&app, &demo, "new-task", body.clone()).await;
        assert_eq!(status, 422, "{body}: {res}");
        let got: Vec<&str> = res["error"]["fields"]
            .as_object()
            .unwrap()
            .keys()
            .map(String::as_str)
            .collect();
        assert_eq!(got, fields, "{body}");
    }
    assert_eq!(
        count(list(&app, &demo, "?perPage=100").await),
        before,
        "nothing written"
    );

    let (status, body) = post(
        &app,
        &demo,
        "update-task",
        json!({"task": {"title": "No id"}}),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["id"].is_string());
    let (status, body) = post(
        &app,
        &demo,
        "update-task",
        json!({"task": {"id": 1, "title": " "}}),
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(body["error"]["fields"]["title"], "Required");
    let (status, body) = trash(&app, &demo, json!({"task": 1})).await;
    assert_eq!(status, 422, "{body}");
    let (status, body) = trash(&app, &demo, json!(-1)).await;
    assert_eq!(status, 422, "{body}");
    // Unknown ids: 404.
    let (status, body) = trash(&app, &demo, json!(9999)).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("TASK_NOT_FOUND"))
    );
    let (status, _) = post(
        &app,
        &demo,
        "update-task",
        json!({"task": {"id": 9999, "title": "x"}}),
    )
    .await;
    assert_eq!(status, 404);
    app.stop().await;
}

#[tokio::test]
async fn a_user_sees_and_changes_only_their_own_tasks() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let (_, body) = post(
        &app,
        &admin,
        "new-task",
        json!({"task": {"title": "Admin's secret"}}),
    )
    .await;
    let admins = body["id"].as_u64().unwrap();

    // The editor has their own samples, without the admin's task...
    let theirs = list(&app, &editor, "?perPage=100").await;
    assert!(!theirs.is_empty());
    assert!(theirs.iter().all(|t| t["title"] != "Admin's secret"));
    assert!(list(&app, &editor, "?q=secret").await.is_empty());
    // ...and the admin's new id is beyond the editor's last one: 404 for them.
    let (status, body) = post(
        &app,
        &editor,
        "update-task",
        json!({"task": {"id": admins, "title": "Mine now"}}),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("TASK_NOT_FOUND")),
        "{body}"
    );
    let (status, _) = trash(&app, &editor, json!(admins)).await;
    assert_eq!(status, 404);
    // A sample id both have: the editor's change leaves the admin's task alone.
    let (status, _) = trash(&app, &editor, json!(2)).await;
    assert_eq!(status, 200);
    assert!(list(&app, &admin, "").await.iter().any(|t| t["id"] == 2));
    let mine = list(&app, &admin, "?q=secret").await;
    assert_eq!(
        (mine.len(), mine[0]["isTrashed"].as_bool()),
        (1, Some(false))
    );

    // Signed out: 401 on every route.
    for (method, path) in [
        ("GET", "/api/apps/todo"),
        ("GET", "/api/apps/todo/tags"),
        ("POST", "/api/apps/todo/new-task"),
        ("POST", "/api/apps/todo/update-task"),
        ("POST", "/api/app/todo/trash-todo"),
    ] {
        let body = (method == "POST").then(|| json!({"task": {"id": 1, "title": "x"}}));
        let (status, _) = send_maybe_signed_in(&app, method, path, None, body).await;
        assert_eq!(status, 401, "{method} {path}");
    }
    app.stop().await;
}
