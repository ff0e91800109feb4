//! Sign-in, current user, throttling, sign-out, refresh and permissions.

use serde_json::{Value, json};

use crate::helpers::{Backends, spawn_app, spawn_app_with};

#[tokio::test]
async fn current_user_is_401_without_a_token_and_the_user_with_one() {
    let app = spawn_app().await;
    let res = app.http.get(app.url("/api/app/user")).send().await.unwrap();
    assert_eq!(res.status(), 401);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "NOT_SIGNED_IN");

    let token = app.token("admin@demo.com").await;
    let res = app.get_as("/api/app/user", &token).await;
    assert_eq!(res.status(), 200);
    let user: Value = res.json().await.unwrap();
    assert_eq!(user["email"], "admin@demo.com");
    assert_eq!(user["role"], "admin");
    assert_eq!(user["status"], "active");
    assert_eq!(user["permissions"]["settings.manage"], true);
    assert!(user.get("avatar").is_some());
    app.stop().await;
}

#[tokio::test]
async fn login_answers_user_permissions_and_token_and_sets_the_refresh_cookie() {
    let app = spawn_app().await;
    let res = app.login("staff@demo.com", "Demo-1234").await;
    assert_eq!(res.status(), 200);
    let cookie = res
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    assert!(cookie.starts_with("refresh_token="), "{cookie}");
    assert!(cookie.contains("HttpOnly"));
    let body: Value = res.json().await.unwrap();
    let data = &body["data"];
    assert_eq!(data["user"]["role"], "staff");
    assert_eq!(data["permissions"]["risk.read"], true);
    assert_eq!(data["permissions"]["incident.read"], false);
    assert_eq!(data["token"].as_str().unwrap().split('.').count(), 3);
    app.stop().await;
}

#[tokio::test]
async fn a_wrong_password_gets_a_clear_error() {
    let app = spawn_app().await;
    let res = app.login("admin@demo.com", "not-the-password").await;
    assert_eq!(res.status(), 401);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "INVALID_CREDENTIALS");
    assert_eq!(body["error"]["message"], "Email Or Password Invalid");
    // An unknown account gets the very same answer.
    let res = app.login("nobody@demo.com", "x").await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["message"], "Email Or Password Invalid");
    app.stop().await;
}

#[tokio::test]
async fn the_sixth_quick_wrong_password_for_one_account_gets_429() {
    let app = spawn_app().await;
    for i in 1..=5 {
        let res = app.login("editor@demo.com", "wrong").await;
        assert_eq!(res.status(), 401, "attempt {i}");
    }
    let res = app.login("editor@demo.com", "wrong").await;
    assert_eq!(res.status(), 429);
    let retry: u64 = res.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!(retry > 0 && retry <= 900, "{retry}");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "RATE_LIMITED");
    // Even the right password waits: the account is locked for the window.
    assert_eq!(
        app.login("editor@demo.com", "Demo-1234").await.status(),
        429
    );
    // Other accounts are not affected by this account's lock.
    assert_eq!(app.login("admin@demo.com", "Demo-1234").await.status(), 200);
    app.stop().await;
}

#[tokio::test]
async fn sign_out_ends_the_session_on_the_next_request() {
    let app = spawn_app().await;
    let res = app.login("admin@demo.com", "Demo-1234").await;
    let cookie = res.headers()["set-cookie"].to_str().unwrap().to_owned();
    let refresh = cookie.split(';').next().unwrap().to_owned();
    let token = res.json::<Value>().await.unwrap()["data"]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let res = app
        .http
        .post(app.url("/api/auth/logout"))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let res = app.get_as("/api/app/user", &token).await;
    assert_eq!(res.status(), 401);
    assert_eq!(
        res.json::<Value>().await.unwrap()["error"]["code"],
        "SESSION_REVOKED"
    );
    // The refresh token died with the session.
    let res = app
        .http
        .post(app.url("/api/auth/refresh"))
        .header("cookie", refresh)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);
    app.stop().await;
}

#[tokio::test]
async fn refresh_rotates_the_token_and_a_replayed_one_ends_the_session() {
    let app = spawn_app().await;
    let res = app.login("admin@demo.com", "Demo-1234").await;
    let first = res.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let refresh = |cookie: String| {
        let app = &app;
        async move {
            app.http
                .post(app.url("/api/auth/refresh"))
                .header("cookie", cookie)
                .send()
                .await
                .unwrap()
        }
    };
    let res = refresh(first.clone()).await;
    assert_eq!(res.status(), 200);
    let second = res.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    assert_ne!(first, second);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["data"]["user"]["email"], "admin@demo.com");
    // Replaying the first token (as a thief would) revokes the whole session.
    assert_eq!(refresh(first).await.status(), 401);
    assert_eq!(refresh(second).await.status(), 401);
    app.stop().await;
}

#[tokio::test]
async fn permissions_follow_the_role() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    let res = app.get_as("/api/app/user/permissions", &staff).await;
    let map: Value = res.json().await.unwrap();
    assert_eq!(map["risk.read"], true);
    assert_eq!(map["settings.manage"], false);

    let res = app.get_as("/api/v1/audit-events", &staff).await;
    assert_eq!(res.status(), 403);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["message"], "Sorry, Restricted Action");
    assert_eq!(
        app.get_as("/api/v1/incident-categories", &staff)
            .await
            .status(),
        403
    );
    assert_eq!(
        app.get_as("/api/v1/risk-categories", &staff).await.status(),
        200
    );

    let user = app.token("demo@demo.com").await;
    assert_eq!(
        app.get_as("/api/v1/risk-categories", &user).await.status(),
        200
    );
    let admin = app.token("admin@demo.com").await;
    assert_eq!(
        app.get_as("/api/v1/incident-categories", &admin)
            .await
            .status(),
        200
    );
    app.stop().await;
}

#[tokio::test]
async fn the_template_auth_calls_keep_their_shapes_and_messages() {
    // Self-registration is off by default (issue 10); here it is on.
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.allow_registration = true;
    })
    .await;
    let res = app
        .post_json(
            "/api/authenticate/login/user",
            &json!({"email":"demo@demo.com","password":"bad"}),
        )
        .await;
    assert_eq!(res.status(), 200);
    assert_eq!(
        res.json::<Value>().await.unwrap(),
        json!({"error":"Email Or Password Invalid"})
    );

    let res = app
        .post_json(
            "/api/authenticate/login/user",
            &json!({"email":"demo@demo.com","password":"Demo-1234"}),
        )
        .await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["user"]["email"], "demo@demo.com");
    assert_eq!(body["user"]["loggedInWith"], "jwt");
    assert!(body["user"].get("password").is_none());

    // Renewal takes the session's refresh cookie too (security.md), as the
    // browser sends it after a sign-in.
    let res = app.login("demo@demo.com", "Demo-1234").await;
    let cookie = crate::oidc::cookie(&res, "refresh_token").unwrap();
    let token = res.json::<Value>().await.unwrap()["data"]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let res = app
        .http
        .post(app.url("/api/authenticate/refresh-token"))
        .header("cookie", cookie)
        .json(&json!({"accessToken": token}))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["userData"]["email"], "demo@demo.com");
    assert!(body["accessToken"].is_string());

    let res = app
        .post_json(
            "/api/authenticate/refresh-token",
            &json!({"accessToken": "garbage"}),
        )
        .await;
    assert_eq!(res.status(), 401);
    assert_eq!(
        res.json::<Value>().await.unwrap(),
        json!({"error":"Invalid access token"})
    );

    let res = app
        .post_json(
            "/api/authenticate/register/user",
            &json!({"email":"demo@demo.com","password":"Long-enough-1","name":""}),
        )
        .await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["name"], "Please enter your name.");
    let res = app
        .post_json(
            "/api/authenticate/register/user",
            &json!({"email":"demo@demo.com","password":"Long-enough-1","name":"Dana"}),
        )
        .await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["email"], "This email is already in use.");

    let res = app
        .post_json(
            "/api/authenticate/register/user",
            &json!({"email":"new.person@demo.com","password":"Long-enough-1","name":"New Person"}),
        )
        .await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["user"]["name"], "New Person");
    assert_eq!(body["user"]["role"], "registered");
    // The new account can sign in with the real form too.
    assert_eq!(
        app.login("new.person@demo.com", "Long-enough-1")
            .await
            .status(),
        200
    );
    app.stop().await;
}

#[tokio::test]
async fn a_fresh_installation_gets_its_first_admin_from_the_bootstrap_settings() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.seed_demo_data = false;
        cfg.auth.bootstrap_admin = Some(("Root@Corp.example".into(), "Strong-pass-1".into()));
    })
    .await;
    assert_eq!(
        app.login("admin@demo.com", "Demo-1234").await.status(),
        401,
        "no demo data"
    );
    let res = app.login("root@corp.example", "Strong-pass-1").await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["data"]["user"]["role"], "admin");
    app.stop().await;
}
