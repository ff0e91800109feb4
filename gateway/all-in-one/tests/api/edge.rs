//! The gateway's edge: client addresses behind trusted proxies only
//! (`TRUSTED_PROXIES`), security headers on the SPA and the API, and 405 for a
//! known path called with another method.

use base64::Engine;
use gateway::proxies::TrustedProxies;
use serde_json::Value;
use sha2::{Digest, Sha256};

use crate::helpers::{Backends, TestApp, spawn_app, spawn_app_with};

/// A failed sign-in of `email` carrying `X-Forwarded-For: xff`.
async fn failed_login_via(app: &TestApp, email: &str, xff: &str) -> u16 {
    app.http
        .post(app.url("/api/auth/login"))
        .header("x-forwarded-for", xff)
        .json(&serde_json::json!({ "email": email, "password": "wrong" }))
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn a_spoofed_forwarded_for_from_an_untrusted_peer_does_not_change_the_throttled_address() {
    // Proxies are trusted, but not the test's peer (127.0.0.1).
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.gateway.trusted_proxies = TrustedProxies::parse("10.0.0.0/8, fd00::/8").unwrap();
        cfg.auth.max_failures_per_ip = 3;
        cfg.auth.max_failures_per_account = 100;
    })
    .await;
    for (i, email) in ["editor@demo.com", "staff@demo.com", "demo@demo.com"]
        .into_iter()
        .enumerate()
    {
        let xff = format!("198.51.100.{i}");
        assert_eq!(failed_login_via(&app, email, &xff).await, 401, "{email}");
    }
    // Every attempt came from 127.0.0.1, whatever the header said: its limit is reached.
    assert_eq!(
        failed_login_via(&app, "admin@demo.com", "203.0.113.77").await,
        429
    );
    let admin_login = app
        .http
        .post(app.url("/api/auth/login"))
        .header("x-forwarded-for", "203.0.113.78")
        .json(&serde_json::json!({ "email": "admin@demo.com", "password": "Demo-1234" }))
        .send()
        .await
        .unwrap();
    assert_eq!(admin_login.status(), 429);
    app.stop().await;
}

#[tokio::test]
async fn behind_a_trusted_proxy_the_rightmost_untrusted_hop_is_the_client_and_ipv6_stays_whole() {
    // The test's peer plays the proxy.
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.gateway.trusted_proxies = TrustedProxies::parse("127.0.0.1, fd00::/8").unwrap();
        cfg.auth.max_failures_per_ip = 2;
        cfg.auth.max_failures_per_account = 100;
    })
    .await;
    // The client wrote the left part itself; the proxies appended the rest.
    assert_eq!(
        failed_login_via(
            &app,
            "editor@demo.com",
            "192.0.2.1, 2001:db8:1:2::42, fd00::7"
        )
        .await,
        401
    );
    assert_eq!(
        failed_login_via(&app, "staff@demo.com", "192.0.2.2, 2001:db8:1:2::42").await,
        401
    );
    // 2001:db8:1:2::42 reached its limit, whatever it writes to the left.
    assert_eq!(
        failed_login_via(&app, "demo@demo.com", "192.0.2.3, 2001:db8:1:2::42").await,
        429
    );
    // Another client behind the same proxy is not affected.
    assert_eq!(
        failed_login_via(&app, "demo@demo.com", "2001:db8:1:2::43").await,
        401
    );
    let admin = app.token("admin@demo.com").await;
    let events = app.audit_events(&admin, "action=login_failed", 3).await;
    let addresses: Vec<&str> = events
        .iter()
        .filter_map(|e| e["source_ip"].as_str())
        .collect();
    assert!(
        addresses.contains(&"2001:db8:1:2::42") && addresses.contains(&"2001:db8:1:2::43"),
        "{addresses:?}"
    );
    assert!(
        !addresses.iter().any(|a| a.starts_with("192.0.2.")),
        "{addresses:?}"
    );
    app.stop().await;
}

fn header(res: &reqwest::Response, name: &str) -> String {
    res.headers()
        .get(name)
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default()
}

const PRE_PAINT: &str = "\n  document.documentElement.setAttribute('data-x', '1');\n";

/// A system whose `index.html` has an inline pre-paint script, like the real one.
async fn app_with_inline_script(cookie_secure: bool) -> TestApp {
    spawn_app_with(Backends::from_env(), |cfg, _| {
        let index = std::path::Path::new(&cfg.gateway.static_dir).join("index.html");
        std::fs::write(
            index,
            format!(
                "<!doctype html><title>RiskHub test</title><script>{PRE_PAINT}</script>\
                 <div id=root></div><script type=\"module\" src=\"/assets/app.js\"></script>"
            ),
        )
        .unwrap();
        let manual = std::path::Path::new(&cfg.gateway.static_dir).join("manual");
        std::fs::create_dir_all(&manual).unwrap();
        std::fs::write(manual.join("index.html"), "<h1>Manual</h1>").unwrap();
        cfg.gateway.cookie_secure = cookie_secure;
    })
    .await
}

#[tokio::test]
async fn the_spa_has_a_content_security_policy_allowing_its_pre_paint_script_by_hash() {
    let app = app_with_inline_script(false).await;
    let hash = format!(
        "'sha256-{}'",
        base64::engine::general_purpose::STANDARD.encode(Sha256::digest(PRE_PAINT.as_bytes()))
    );
    for path in ["/", "/risk/all", "/index.html", "/assets/app.js"] {
        let res = app.http.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        let csp = header(&res, "content-security-policy");
        let directives: Vec<&str> = csp.split(';').map(str::trim).collect();
        assert!(directives.contains(&"default-src 'self'"), "{path}: {csp}");
        assert!(
            directives.contains(&format!("script-src 'self' {hash}").as_str()),
            "{path}: {csp}"
        );
        assert!(!csp.contains("'unsafe-eval'"), "{path}: {csp}");
        assert!(
            !directives
                .iter()
                .any(|d| d.starts_with("script-src") && d.contains("'unsafe-inline'")),
            "{path}: {csp}"
        );
        assert!(directives.contains(&"object-src 'none'"), "{path}: {csp}");
        assert!(
            directives.contains(&"frame-ancestors 'none'"),
            "{path}: {csp}"
        );
        assert_eq!(header(&res, "x-frame-options"), "DENY", "{path}");
        assert_eq!(header(&res, "x-content-type-options"), "nosniff", "{path}");
        // Plain HTTP: no HSTS.
        assert_eq!(header(&res, "strict-transport-security"), "", "{path}");
        // The SPA keeps its own caching (revalidated index, ETags on files).
        assert_ne!(header(&res, "cache-control"), "no-store", "{path}");
    }
    let index = app.http.get(app.url("/risk/all")).send().await.unwrap();
    assert_eq!(header(&index, "cache-control"), "no-cache");
    app.stop().await;
}

#[tokio::test]
async fn only_the_built_in_manual_may_be_framed_and_only_by_the_app_itself() {
    let app = app_with_inline_script(false).await;
    let res = app
        .http
        .get(app.url("/manual/index.html"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let csp = header(&res, "content-security-policy");
    assert!(csp.contains("frame-ancestors 'self'"), "{csp}");
    assert_eq!(header(&res, "x-frame-options"), "SAMEORIGIN");
    for path in ["/", "/api/app/config", "/api/docs/", "/healthz"] {
        let res = app.http.get(app.url(path)).send().await.unwrap();
        let csp = header(&res, "content-security-policy");
        assert!(csp.contains("frame-ancestors 'none'"), "{path}: {csp}");
        assert_eq!(header(&res, "x-frame-options"), "DENY", "{path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn hsts_is_sent_when_cookies_are_secure() {
    let app = app_with_inline_script(true).await;
    for path in ["/", "/api/app/config", "/api/v1/risks"] {
        let res = app.http.get(app.url(path)).send().await.unwrap();
        assert_eq!(
            header(&res, "strict-transport-security"),
            "max-age=31536000",
            "{path}"
        );
    }
    app.stop().await;
}

#[tokio::test]
async fn api_answers_are_not_stored_errors_included() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let ok = app.get_as("/api/app/user", &admin).await;
    assert_eq!(ok.status(), 200);
    assert_eq!(header(&ok, "cache-control"), "no-store");
    assert_eq!(
        header(&ok, "content-security-policy"),
        "default-src 'none'; frame-ancestors 'none'"
    );
    let config = app
        .http
        .get(app.url("/api/app/config"))
        .send()
        .await
        .unwrap();
    assert_eq!(header(&config, "cache-control"), "no-store");
    let unauthorized = app.http.get(app.url("/api/v1/risks")).send().await.unwrap();
    assert_eq!(unauthorized.status(), 401);
    assert_eq!(header(&unauthorized, "cache-control"), "no-store");
    let missing = app.http.get(app.url("/api/nowhere")).send().await.unwrap();
    assert_eq!(missing.status(), 404);
    assert_eq!(header(&missing, "cache-control"), "no-store");
    let login = app.login("admin@demo.com", "Demo-1234").await;
    assert_eq!(header(&login, "cache-control"), "no-store");
    // Static files keep their own caching.
    let asset = app
        .http
        .get(app.url("/assets/app.js"))
        .send()
        .await
        .unwrap();
    assert_ne!(header(&asset, "cache-control"), "no-store");
    assert!(asset.headers().contains_key("etag"));
    app.stop().await;
}

#[tokio::test]
async fn an_unsupported_method_on_a_known_path_answers_405_with_allow() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    for (method, path, allow, token) in [
        ("PATCH", "/api/v1/risks", "GET, POST, HEAD", Some(&admin)),
        (
            "POST",
            "/api/v1/risks/0190a000-0000-7000-8000-000000000000",
            "GET, PUT, DELETE, HEAD",
            Some(&admin),
        ),
        ("GET", "/api/auth/login", "POST", None),
        ("DELETE", "/api/app/config", "GET, HEAD", None),
    ] {
        let mut req = app.http.request(
            reqwest::Method::from_bytes(method.as_bytes()).unwrap(),
            app.url(path),
        );
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.unwrap();
        assert_eq!(res.status(), 405, "{method} {path}");
        assert_eq!(header(&res, "allow"), allow, "{method} {path}");
        assert_eq!(header(&res, "cache-control"), "no-store");
        let body: Value = res.json().await.unwrap();
        assert_eq!(
            body["error"]["code"], "METHOD_NOT_ALLOWED",
            "{method} {path}"
        );
        assert!(
            body["error"]["message"]
                .as_str()
                .is_some_and(|m| !m.is_empty())
        );
    }
    // An unknown path is still 404.
    let res = app
        .http
        .patch(app.url("/api/v1/nowhere"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 404);
    app.stop().await;
}

#[tokio::test]
async fn demo_accounts_left_by_an_earlier_start_still_count_for_the_warning() {
    let app = spawn_app().await;
    let (backends, id, dir) = app.shut_down_keeping_data().await;
    let mut cfg = crate::helpers::system_config(&backends, &id, dir.path());
    cfg.auth.seed_demo_data = false;
    assert!(all_in_one::demo_accounts_exist(&cfg.auth).await);
    // A fresh installation without seeding has none.
    let fresh = tempfile::tempdir().unwrap();
    let mut cfg =
        crate::helpers::system_config(&backends, &crate::helpers::unique_id(), fresh.path());
    cfg.auth.seed_demo_data = false;
    assert!(!all_in_one::demo_accounts_exist(&cfg.auth).await);
    crate::helpers::cleanup(&backends, &id).await;
}
