//! Small doors (issue 30, items 7 and 8): a caller cannot grow `/metrics`
//! with made-up methods, the API's description is kept by no cache, and a
//! bad query string is answered without the parser's own words.

use std::collections::BTreeSet;

use crate::helpers::{send, spawn_app};

#[tokio::test]
async fn made_up_methods_add_no_label_sets_to_the_metrics() {
    let app = spawn_app().await;
    for i in 0..40 {
        let method = reqwest::Method::from_bytes(format!("BREW{i}").as_bytes()).unwrap();
        let res = app
            .http
            .request(method, app.url("/api/app/config"))
            .send()
            .await
            .unwrap();
        assert!(res.status().is_client_error(), "{}", res.status());
    }
    let metrics = app
        .http
        .get(app.url("/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let methods: BTreeSet<&str> = metrics
        .lines()
        .filter(|l| l.starts_with("http_requests_total{"))
        .filter_map(|l| l.split("method=\"").nth(1)?.split('"').next())
        .collect();
    assert!(
        !methods.iter().any(|m| m.starts_with("BREW")),
        "{methods:?}"
    );
    assert!(methods.contains("OTHER"), "{methods:?}");
    app.stop().await;
}

#[tokio::test]
async fn the_api_description_is_not_cached() {
    let app = spawn_app().await;
    for path in ["/api/openapi.json", "/api/docs/", "/api/docs/index.html"] {
        let res = app.http.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        assert_eq!(
            res.headers()
                .get("cache-control")
                .map(|v| v.to_str().unwrap()),
            Some("no-store"),
            "{path}"
        );
    }
    app.stop().await;
}

#[tokio::test]
async fn a_bad_query_is_refused_without_the_parsers_words() {
    let app = spawn_app().await;
    let token = app.token("editor@demo.com").await;
    let (status, body) = send(&app, "GET", "/api/v1/risks?page=abc", &token, None).await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["code"], "INVALID_QUERY");
    let message = body["error"]["message"].as_str().unwrap();
    assert!(!message.contains("invalid digit"), "{message}");
    // A missing parameter is named: that is the caller's business.
    let (status, body) = send(&app, "POST", "/api/v1/risks/import", &token, None).await;
    assert_eq!(status, 400, "{body}");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("`file_name` is required"),
        "{body}"
    );
    app.stop().await;
}
