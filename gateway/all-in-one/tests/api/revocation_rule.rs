//! The revocation rule while Redis is paused (issue 17, ADR 25): a session
//! known to be signed out stays out; a session that cannot be checked reads
//! but does not write (503 with `Retry-After`) until Redis answers again;
//! signing out still works. The whole system reaches Redis through a
//! [`FaultProxy`] that the test holds, as `redis-cli debug sleep` or a
//! stopped Redis process would.

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::{
    fault_proxy::FaultProxy,
    helpers::{Backends, TestApp, required_backend, spawn_app_on},
};

/// The answer to one call: status, `Retry-After`, error code.
async fn call(
    app: &TestApp,
    method: &str,
    path: &str,
    token: &str,
    body: Option<Value>,
) -> (u16, Option<String>, Value) {
    let mut req = app
        .http
        .request(method.parse().unwrap(), app.url(path))
        .bearer_auth(token);
    if let Some(b) = body {
        req = req.json(&b);
    }
    let res = req.send().await.unwrap();
    let status = res.status().as_u16();
    let retry = res
        .headers()
        .get("retry-after")
        .map(|v| v.to_str().unwrap().to_owned());
    let body: Value = res.json().await.unwrap_or(Value::Null);
    (status, retry, body["error"]["code"].clone())
}

fn category(name: &str) -> Option<Value> {
    Some(json!({ "name": name }))
}

#[tokio::test]
async fn while_redis_is_paused_signed_out_sessions_stay_out_and_unchecked_ones_only_read() {
    let Some(redis) = required_backend("TEST_REDIS_URL") else {
        eprintln!("skipped: TEST_REDIS_URL is not set");
        return;
    };
    let host_port = redis
        .trim_start_matches("redis://")
        .split(['/', '?'])
        .next()
        .unwrap()
        .rsplit('@')
        .next()
        .unwrap()
        .to_owned();
    let target = tokio::net::lookup_host(host_port.as_str())
        .await
        .unwrap()
        .next()
        .unwrap();
    let proxy = FaultProxy::start(target).await;
    let backends = Backends {
        redis_url: Some(redis.replacen(&host_port, &proxy.addr().to_string(), 1)),
        ..Backends::from_env()
    };
    let app = spawn_app_on(backends).await;
    let reader = app.token("admin@demo.com").await;
    let leaving = app.token("admin@demo.com").await;
    // A session ended elsewhere (by the auth service) before the pause, and
    // seen refused once by this gateway.
    let ended = app.token("staff@demo.com").await;
    let other = app.token("staff@demo.com").await;
    let (status, ..) = call(&app, "POST", "/api/auth/sessions/revoke-all", &other, None).await;
    assert_eq!(status, 204);
    let (status, _, code) = call(&app, "GET", "/api/app/user", &ended, None).await;
    assert_eq!((status, code), (401, json!("SESSION_REVOKED")));

    proxy.hold();
    // A session that cannot be checked reads...
    let started = Instant::now();
    let (status, ..) = call(&app, "GET", "/api/v1/risk-categories", &reader, None).await;
    assert_eq!(status, 200);
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "a paused Redis costs one short deadline, {:?}",
        started.elapsed()
    );
    // ...but does not write: it may have been signed out on another gateway.
    let refused = call(
        &app,
        "POST",
        "/api/v1/risk-categories",
        &reader,
        category("Paused"),
    )
    .await;
    assert_eq!(
        refused,
        (503, Some("1".into()), json!("SERVICE_UNAVAILABLE")),
        "a write whose session cannot be checked"
    );
    // Signing out still works, and holds on this gateway at once.
    let (status, ..) = call(&app, "POST", "/api/auth/logout", &leaving, None).await;
    assert_eq!(status, 204);
    let (status, _, code) = call(&app, "GET", "/api/app/user", &leaving, None).await;
    assert_eq!((status, code), (401, json!("SESSION_REVOKED")));
    // The session ended before the pause stays out.
    let (status, _, code) = call(&app, "GET", "/api/app/user", &ended, None).await;
    assert_eq!((status, code), (401, json!("SESSION_REVOKED")));

    // Redis answers again: writes go through once the store is asked again.
    proxy.release();
    let started = Instant::now();
    let mut answer = (0, None, Value::Null);
    while answer.0 != 201 && started.elapsed() < Duration::from_secs(10) {
        tokio::time::sleep(Duration::from_millis(200)).await;
        answer = call(
            &app,
            "POST",
            "/api/v1/risk-categories",
            &reader,
            category(&format!(
                "After the pause {}",
                started.elapsed().as_millis()
            )),
        )
        .await;
    }
    assert_eq!(answer.0, 201, "{answer:?}");
    let (status, ..) = call(&app, "GET", "/api/app/user", &leaving, None).await;
    assert_eq!(
        status, 401,
        "the sign-out made during the pause still holds"
    );
    app.stop().await;
}
