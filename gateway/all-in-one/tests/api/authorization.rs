//! Walks every route of the gateway's access table as an anonymous caller and
//! as each built-in role, and checks the answer against the table: 401 for
//! anonymous callers of non-public routes, 403 exactly when the role lacks the
//! route's permission. Routes can only be registered through the table, so
//! this covers every `/api` route there is.

use gateway::access::{Access, ROUTES};
use serde_json::Value;

use crate::helpers::{TestApp, spawn_app_with};

/// The path with every `{param}` replaced by an id that exists nowhere.
fn concrete(path: &str) -> String {
    path.split('/')
        .map(|seg| {
            if seg.starts_with('{') {
                "00000000-0000-7000-8000-000000000000"
            } else {
                seg
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

async fn call(app: &TestApp, method: &str, path: &str, token: Option<&str>) -> (u16, String) {
    let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
    let mut req = app.http.request(method.clone(), app.url(path));
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    if method != reqwest::Method::GET && method != reqwest::Method::DELETE {
        req = req.json(&serde_json::json!({}));
    }
    let res = req.send().await.unwrap();
    let status = res.status().as_u16();
    let code = res
        .json::<Value>()
        .await
        .ok()
        .and_then(|b| b["error"]["code"].as_str().map(str::to_owned))
        .unwrap_or_default();
    (status, code)
}

#[tokio::test]
async fn every_route_answers_as_its_access_rule_says_for_every_role() {
    // Self-registration is off by default (403 REGISTRATION_DISABLED, by
    // setting rather than by role): on here, so the public route answers.
    let app = spawn_app_with(crate::helpers::Backends::from_env(), |cfg, _| {
        cfg.auth.allow_registration = true;
        cfg.auth.registration_max_per_ip = 1000;
    })
    .await;
    let roles = [
        ("admin@demo.com", "admin"),
        ("editor@demo.com", "editor"),
        ("staff@demo.com", "staff"),
        ("demo@demo.com", "user"),
    ];
    let mut grants = Vec::new();
    for (email, role) in roles {
        let token = app.token(email).await;
        let map: Value = app
            .get_as("/api/app/user/permissions", &token)
            .await
            .json()
            .await
            .unwrap();
        grants.push((email, role, map));
    }
    let mut checked = 0;
    for rule in ROUTES {
        let path = concrete(rule.path);
        let (status, code) = call(&app, rule.method, &path, None).await;
        match rule.access {
            Access::Public => assert!(
                code != "NOT_SIGNED_IN" && status != 403,
                "{} {} is public but answered {status} {code}",
                rule.method,
                rule.path
            ),
            _ => assert_eq!(
                (status, code.as_str()),
                (401, "NOT_SIGNED_IN"),
                "{} {} without a token",
                rule.method,
                rule.path
            ),
        }
        for (email, role, map) in &grants {
            // A fresh session per call: some routes (sign-out) end the session.
            let token = app.token(email).await;
            let (status, code) = call(&app, rule.method, &path, Some(&token)).await;
            let allowed = match rule.access {
                Access::Permission(p) => map[p].as_bool().unwrap_or(false),
                _ => true,
            };
            if allowed {
                assert!(
                    status != 403 && code != "NOT_SIGNED_IN" && code != "ROUTE_NOT_DECLARED",
                    "{role} may use {} {} but got {status} {code}",
                    rule.method,
                    rule.path
                );
            } else {
                assert_eq!(
                    (status, code.as_str()),
                    (403, "FORBIDDEN"),
                    "{role} may not use {} {}",
                    rule.method,
                    rule.path
                );
            }
            checked += 1;
        }
    }
    assert_eq!(checked, ROUTES.len() * roles.len());
    app.stop().await;
}
