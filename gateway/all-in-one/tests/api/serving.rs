//! The SPA, health, readiness, metrics, OpenAPI and JWKS.

use serde_json::Value;

use crate::helpers::{Backends, spawn_app, spawn_app_on};

#[tokio::test]
async fn deep_links_serve_the_spa_and_assets_are_files() {
    let app = spawn_app().await;
    for path in ["/", "/risk/all", "/settings/user", "/pages/login"] {
        let res = app.http.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        assert!(res.text().await.unwrap().contains("RiskHub test"), "{path}");
    }
    let res = app
        .http
        .get(app.url("/assets/app.js"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.text().await.unwrap(), "console.log(1)");
    app.stop().await;
}

#[tokio::test]
async fn ops_endpoints_answer() {
    let app = spawn_app().await;
    let res = app.http.get(app.url("/healthz")).send().await.unwrap();
    assert_eq!(res.status(), 200);
    let ready: Value = app.get_json("/readyz").await;
    assert_eq!(ready["status"], "ready");
    let status: Value = app.get_json("/statusz").await;
    assert_eq!(status["status"], "ok");
    assert_eq!(status["checks"]["auth"], "up");

    app.login("admin@demo.com", "Demo-1234").await;
    let metrics = app.metrics().await;
    assert!(
        metrics.contains(
            "http_requests_total{method=\"POST\",route=\"/api/auth/login\",status=\"200\"}"
        ),
        "{metrics}"
    );

    let res = app
        .http
        .get(app.url("/api/app/user"))
        .header("x-request-id", "abc-123")
        .send()
        .await
        .unwrap();
    assert_eq!(res.headers()["x-request-id"], "abc-123");

    let jwks: Value = app.get_json("/.well-known/jwks.json").await;
    assert_eq!(jwks["keys"][0]["kty"], "OKP");

    let doc: Value = app.get_json("/api/openapi.json").await;
    assert!(doc["paths"]["/api/auth/login"]["post"].is_object());
    let desc = doc["paths"]["/api/v1/audit-events"]["get"]["description"]
        .as_str()
        .unwrap();
    assert!(desc.contains("audit.read"), "{desc}");
    let docs = app.http.get(app.url("/api/docs/")).send().await.unwrap();
    assert_eq!(docs.status(), 200);
    app.stop().await;
}

#[tokio::test]
async fn the_embedded_default_runs_on_sqlite_memory_and_the_in_process_bus() {
    // Whatever CI provides, this one runs the `make run` form.
    let app = spawn_app_on(Backends::embedded()).await;
    let admin = app.token("admin@demo.com").await;
    let events = app.audit_events(&admin, "action=login_succeeded", 1).await;
    assert_eq!(events.len(), 1);
    assert_eq!(events[0]["actor"]["name"], "Alex Morgan");
    let res = app.get_as("/api/autocomplete/data", &admin).await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["autoComplete"].as_array().unwrap().len(), 100);
    app.stop().await;
}
