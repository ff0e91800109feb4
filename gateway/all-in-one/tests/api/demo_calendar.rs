//! The calendar app through the gateway (spec sections 3, 4, 7): each user's
//! own sample events around the current month, add / move / resize / remove,
//! the end-not-before-start rule, another user's ids answering 404, and the
//! caller's risk due dates as read-only events (flagged unavailable, never a
//! 500, when the risk service is down).

use chrono::{Datelike, Duration, Utc};
use serde_json::{Value, json};

use crate::helpers::{TestApp, send, send_maybe_signed_in, spawn_app};

/// POSTs `body` to `/api/apps/calendar/<action>` as the caller: the status and the answer.
async fn post(app: &TestApp, token: &str, action: &str, body: Value) -> (u16, Value) {
    send(
        app,
        "POST",
        &format!("/api/apps/calendar/{action}"),
        token,
        Some(body),
    )
    .await
}

async fn events(app: &TestApp, token: &str, query: &str) -> (Vec<Value>, String) {
    let res = app
        .get_as(&format!("/api/apps/calendar/events{query}"), token)
        .await;
    assert_eq!(res.status(), 200, "{query}");
    let flag = res.headers()["x-risk-events"].to_str().unwrap().to_owned();
    let body: Value = res.json().await.unwrap();
    (body.as_array().unwrap().clone(), flag)
}

/// The names of a 422's field errors, sorted.
fn field_names(body: &Value) -> Vec<&str> {
    body["error"]["fields"]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect()
}

fn own(events: &[Value]) -> Vec<&Value> {
    events.iter().filter(|e| e["id"].is_u64()).collect()
}

#[tokio::test]
async fn a_new_user_has_sample_events_around_this_month() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (all, flag) = events(&app, &admin, "").await;
    assert_eq!(flag, "shown");
    let mine = own(&all);
    assert!(mine.len() >= 10, "{}", mine.len());
    let e = mine[0];
    for key in [
        "id",
        "title",
        "start",
        "end",
        "label",
        "allDay",
        "selectable",
    ] {
        assert!(e.get(key).is_some(), "{key} in {e}");
    }
    assert!(
        e.get("readOnly").is_none(),
        "own events are not read-only: {e}"
    );
    let labels = ["business", "work", "personal", "family", "etc"];
    assert!(
        mine.iter()
            .all(|e| labels.contains(&e["label"].as_str().unwrap()))
    );
    assert!(mine.iter().any(|e| e["allDay"] == true) && mine.iter().any(|e| e["allDay"] == false));
    // Earliest first.
    let starts: Vec<&str> = mine.iter().map(|e| e["start"].as_str().unwrap()).collect();
    assert!(
        starts.windows(2).all(|w| w[0][..10] <= w[1][..10]),
        "{starts:?}"
    );
    // Most fall in the current month.
    let month = Utc::now().format("%Y-%m").to_string();
    let this_month = mine
        .iter()
        .filter(|e| e["start"].as_str().unwrap().starts_with(&month))
        .count();
    assert!(this_month >= 6, "{this_month} in {month}");

    // A range keeps the events overlapping it.
    let first = Utc::now().date_naive().with_day(1).unwrap();
    let next = (first + Duration::days(32)).with_day(1).unwrap();
    let (in_month, _) = events(&app, &admin, &format!("?start={first}&end={next}")).await;
    let in_month = own(&in_month);
    assert!(
        !in_month.is_empty() && in_month.len() < mine.len(),
        "{} of {}",
        in_month.len(),
        mine.len()
    );
    assert!(
        in_month
            .iter()
            .all(|e| e["end"].as_str().unwrap()[..10] >= *first.to_string()
                && e["start"].as_str().unwrap()[..10] < *next.to_string())
    );
    let (status, body) = send(
        &app,
        "GET",
        "/api/apps/calendar/events?start=soon",
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["start"].is_string());
    app.stop().await;
}

#[tokio::test]
async fn events_are_added_moved_resized_and_removed_with_the_range_rule() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    let (status, added) = post(&app, &staff, "add-event", json!({"event": {"title": "Audit walkthrough", "start": "2031-03-04T10:00:00+01:00", "end": "2031-03-04T11:30:00+01:00", "label": "business", "allDay": false}})).await;
    assert_eq!(status, 201, "{added}");
    assert_eq!(added["start"], "2031-03-04T09:00:00Z");
    assert_eq!(added["end"], "2031-03-04T10:30:00Z");
    assert_eq!(added["selectable"], true);
    let id = added["id"].as_u64().unwrap();
    let (found, _) = events(&app, &staff, "?start=2031-03-01&end=2031-04-01").await;
    assert_eq!(found.len(), 1);
    assert_eq!(found[0]["title"], "Audit walkthrough");

    // Move by drag to the next day, then resize.
    let mut moved = added.clone();
    moved["start"] = json!("2031-03-05T09:00:00Z");
    moved["end"] = json!("2031-03-05T10:30:00Z");
    let (status, body) = post(&app, &staff, "update-event", json!({"event": moved})).await;
    assert_eq!(
        (status, body["start"].as_str()),
        (200, Some("2031-03-05T09:00:00Z")),
        "{body}"
    );
    moved["end"] = json!("2031-03-05T12:00:00Z");
    let (_, body) = post(&app, &staff, "update-event", json!({"event": moved})).await;
    assert_eq!(body["end"], "2031-03-05T12:00:00Z");
    // To an all-day event of two days.
    let (status, body) = post(&app, &staff, "update-event", json!({"event": {"id": id, "title": "Audit days", "start": "2031-03-05", "end": "2031-03-07", "label": "work", "allDay": true}})).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(
        (
            body["start"].as_str(),
            body["end"].as_str(),
            body["allDay"].as_bool()
        ),
        (Some("2031-03-05"), Some("2031-03-07"), Some(true))
    );
    let (found, _) = events(
        &app,
        &staff,
        "?start=2031-03-06T00:00:00Z&end=2031-03-07T00:00:00Z",
    )
    .await;
    assert_eq!(found.len(), 1, "the second day overlaps");

    // End before start: 422 on end, nothing changed.
    let (status, body) = post(&app, &staff, "update-event", json!({"event": {"id": id, "title": "Backwards", "start": "2031-03-05T10:00:00Z", "end": "2031-03-05T09:00:00Z", "label": "work"}})).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(field_names(&body), ["end"]);
    let (found, _) = events(&app, &staff, "?start=2031-03-01&end=2031-04-01").await;
    assert_eq!(found[0]["title"], "Audit days");
    let (status, body) = post(&app, &staff, "add-event", json!({"event": {"title": "", "start": "2031-03-05", "end": "2031-03-04", "label": "holiday"}})).await;
    assert_eq!(status, 422);
    assert_eq!(field_names(&body), ["end", "label", "title"]);
    let (status, body) = post(&app, &staff, "add-event", json!({"title": "no wrapper"})).await;
    assert_eq!(
        (status, body["error"]["fields"]["event"].as_str()),
        (422, Some("Required"))
    );
    let (found, _) = events(&app, &staff, "?start=2031-03-01&end=2031-04-01").await;
    assert_eq!(found.len(), 1, "nothing half-written");

    // Remove, then it is gone and a second removal is 404.
    let (status, body) = post(&app, &staff, "remove-event", json!({"id": id})).await;
    assert_eq!((status, body), (200, json!({"id": id})));
    let (found, _) = events(&app, &staff, "?start=2031-03-01&end=2031-04-01").await;
    assert!(found.is_empty());
    let (status, body) = post(&app, &staff, "remove-event", json!({"id": id})).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("EVENT_NOT_FOUND"))
    );
    app.stop().await;
}

#[tokio::test]
async fn another_users_event_is_not_found_and_signed_out_is_401() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let (_, added) = post(&app, &admin, "add-event", json!({"event": {"title": "Admin only", "start": "2031-05-01", "end": "2031-05-02", "label": "etc", "allDay": true}})).await;
    let id = added["id"].as_u64().unwrap();
    let (theirs, _) = events(&app, &editor, "").await;
    assert!(theirs.iter().all(|e| e["title"] != "Admin only"));
    let mut stolen = added.clone();
    stolen["title"] = json!("Mine now");
    let (status, body) = post(&app, &editor, "update-event", json!({"event": stolen})).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("EVENT_NOT_FOUND")),
        "{body}"
    );
    let (status, _) = post(&app, &editor, "remove-event", json!({"id": id})).await;
    assert_eq!(status, 404);
    let (mine, _) = events(&app, &admin, "?start=2031-05-01&end=2031-05-02").await;
    assert_eq!(mine[0]["title"], "Admin only");

    for (method, path) in [
        ("GET", "/api/apps/calendar/events"),
        ("POST", "/api/apps/calendar/add-event"),
        ("POST", "/api/apps/calendar/update-event"),
        ("POST", "/api/apps/calendar/remove-event"),
    ] {
        let body = (method == "POST").then(|| json!({"id": 1}));
        let (status, _) = send_maybe_signed_in(&app, method, path, None, body).await;
        assert_eq!(status, 401, "{method} {path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn the_editors_risk_due_dates_are_read_only_events() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let (_, me) = send(&app, "GET", "/api/app/user", &editor, None).await;
    let editor_id = me["id"].as_str().unwrap().to_owned();
    let (status, plan) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &admin,
        Some(json!({"title": "Second supplier", "priority": "High", "owner_id": editor_id, "start_date": "", "due_date": "2031-06-12", "progress": 0, "status": "in_progress"})),
    )
    .await;
    assert_eq!(status, 201, "{plan}");
    let (status, control) = send(
        &app,
        "POST",
        "/api/v1/controls",
        &admin,
        Some(json!({"title": "Multi-factor authentication", "intention": "prevent", "criticality": "High", "state": "in_place", "adequacy": 1, "effectiveness": 1})),
    )
    .await;
    assert_eq!(status, 201, "{control}");
    let control_id = control["id"].as_str().unwrap();
    let (status, activity) = send(
        &app,
        "POST",
        &format!("/api/v1/controls/{control_id}/activities"),
        &admin,
        Some(json!({"name": "Review MFA exceptions", "owner_id": editor_id, "frequency": "one_off", "repeat": "", "due_date": "2031-06-20"})),
    )
    .await;
    assert_eq!(status, 201, "{activity}");
    // Someone else's plan is not on the editor's calendar.
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/action-plans",
        &admin,
        Some(json!({"title": "Staff's plan", "priority": "Low", "owner_id": "usr-staff", "start_date": "", "due_date": "2031-06-13", "progress": 0, "status": "in_progress"})),
    )
    .await;
    assert_eq!(status, 201);

    let (found, flag) = events(&app, &editor, "?start=2031-06-01&end=2031-07-01").await;
    assert_eq!(flag, "shown");
    assert_eq!(found.len(), 2, "{found:?}");
    let plan_event = found.iter().find(|e| e["kind"] == "actionPlan").unwrap();
    assert_eq!(
        plan_event["id"],
        format!("action-plan:{}", plan["id"].as_str().unwrap())
    );
    assert_eq!(plan_event["readOnly"], true);
    assert_eq!(plan_event["allDay"], true);
    assert_eq!(
        (plan_event["start"].as_str(), plan_event["end"].as_str()),
        (Some("2031-06-12"), Some("2031-06-13"))
    );
    assert!(
        plan_event["title"]
            .as_str()
            .unwrap()
            .ends_with("Second supplier")
    );
    assert!(
        plan_event["url"]
            .as_str()
            .unwrap()
            .starts_with("/risk/action/plan?q=")
    );
    let act = found
        .iter()
        .find(|e| e["kind"] == "controlActivity")
        .unwrap();
    assert_eq!(act["start"], "2031-06-20");
    assert_eq!(act["url"], format!("/risk/control/{control_id}"));
    // Outside the range: not there.
    let (found, _) = events(&app, &editor, "?start=2031-07-01&end=2031-08-01").await;
    assert!(found.iter().all(|e| e["readOnly"] != true));
    // Read-only: not changed or removed here.
    let (status, body) = post(&app, &editor, "update-event", json!({"event": plan_event})).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (409, Some("EVENT_READ_ONLY")),
        "{body}"
    );
    let (status, _) = post(
        &app,
        &editor,
        "remove-event",
        json!({"id": plan_event["id"]}),
    )
    .await;
    assert_eq!(status, 409);

    // The risk service down: the own events still come, flagged, never a 500.
    app.system.as_ref().unwrap().stop("risk");
    let mut flag = String::new();
    let mut count = 0;
    for _ in 0..50 {
        let (found, f) = events(&app, &editor, "").await;
        (flag, count) = (f, own(&found).len());
        if flag == "unavailable" {
            assert!(found.iter().all(|e| e["readOnly"] != true));
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(flag, "unavailable");
    assert!(count >= 10);
    app.stop().await;
}
