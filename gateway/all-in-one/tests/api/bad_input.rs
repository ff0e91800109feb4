//! Bad input gets a clear 4xx JSON error and writes nothing.

use serde_json::{Value, json};

use crate::helpers::{Backends, TestApp, spawn_app, spawn_app_with};

async fn error_of(res: reqwest::Response) -> (u16, Value) {
    let status = res.status().as_u16();
    assert_eq!(
        res.headers()["content-type"].to_str().unwrap(),
        "application/json"
    );
    (status, res.json::<Value>().await.unwrap()["error"].clone())
}

/// Total number of audit events, once the count has settled.
async fn settled_event_total(app: &TestApp, admin: &str) -> u64 {
    let mut last = u64::MAX;
    loop {
        tokio::time::sleep(std::time::Duration::from_millis(700)).await;
        let body: Value = app
            .get_as("/api/v1/audit-events?per_page=1", admin)
            .await
            .json()
            .await
            .unwrap();
        let total = body["total"].as_u64().unwrap();
        if total == last {
            return total;
        }
        last = total;
    }
}

#[tokio::test]
async fn malformed_missing_oversized_and_garbage_input_are_clear_4xx_and_write_nothing() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.allow_registration = true;
    })
    .await;
    let admin = app.token("admin@demo.com").await;
    let before = settled_event_total(&app, &admin).await;

    let res = app
        .http
        .post(app.url("/api/auth/login"))
        .header("content-type", "application/json")
        .body("{\"email\": ")
        .send()
        .await
        .unwrap();
    let (status, err) = error_of(res).await;
    assert_eq!(
        (status, err["code"].as_str().unwrap()),
        (400, "INVALID_JSON")
    );

    let (status, err) = error_of(app.post_json("/api/auth/login", &json!({})).await).await;
    assert_eq!(status, 422);
    assert_eq!(err["fields"]["email"], "Required");
    assert_eq!(err["fields"]["password"], "Required");

    let big = "x".repeat(2 * 1024 * 1024);
    let (status, err) = error_of(
        app.post_json("/api/auth/login", &json!({"email": big, "password": "x"}))
            .await,
    )
    .await;
    assert_eq!(
        (status, err["code"].as_str().unwrap()),
        (413, "PAYLOAD_TOO_LARGE")
    );

    let res = app
        .http
        .post(app.url("/api/auth/login"))
        .header("content-type", "text/plain")
        .body("email=a")
        .send()
        .await
        .unwrap();
    let (status, _) = error_of(res).await;
    assert_eq!(status, 415);

    let (status, err) = error_of(app.get_as("/api/app/user", "garbage.token.value").await).await;
    assert_eq!(
        (status, err["code"].as_str().unwrap()),
        (401, "TOKEN_INVALID")
    );
    let (status, _) = error_of(app.get_as("/api/app/user", "not-even-a-jwt").await).await;
    assert_eq!(status, 401);

    let (status, err) =
        error_of(app.get_as("/api/v1/risk-categories?page=abc", &admin).await).await;
    assert_eq!(
        (status, err["code"].as_str().unwrap()),
        (400, "INVALID_QUERY")
    );

    // Invalid registration writes no user: the same email can still be registered.
    let res = app
        .post_json(
            "/api/authenticate/register/user",
            &json!({"email":"fresh@demo.com","password":"short","name":"F"}),
        )
        .await;
    assert!(res.json::<Value>().await.unwrap()["error"]["password"].is_string());
    assert_eq!(app.login("fresh@demo.com", "short").await.status(), 401);

    // None of the above produced an audit event but the failed sign-in just now.
    let after = settled_event_total(&app, &admin).await;
    assert_eq!(
        after,
        before + 1,
        "only the deliberate failed sign-in is recorded"
    );
    app.stop().await;
}

#[tokio::test]
async fn unknown_api_paths_are_json_404_not_the_spa() {
    let app = spawn_app().await;
    let (status, err) = error_of(
        app.http
            .get(app.url("/api/no/such/thing"))
            .send()
            .await
            .unwrap(),
    )
    .await;
    assert_eq!(
        (status, err["code"].as_str().unwrap()),
        (404, "ROUTE_NOT_FOUND")
    );
    app.stop().await;
}
