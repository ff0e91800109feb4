//! Issue 10, auth items: registration, token renewal, sessions, SSO linking,
//! self-escalation, sign-in throttling and the bootstrap administrator, all
//! through the gateway.

use std::time::Duration;

use serde_json::{Value, json};

use crate::helpers::{Backends, TestApp, send, spawn_app, spawn_app_with};
use crate::oidc::{CLIENT_ID, cookie, location, sign_in_via_provider, start_provider};

/// Signs in; returns the access token and the refresh cookie (`refresh_token=…`).
async fn sign_in(app: &TestApp, email: &str, password: &str) -> (String, String) {
    let res = app.login(email, password).await;
    assert_eq!(res.status(), 200, "sign-in of {email}");
    let refresh = cookie(&res, "refresh_token").expect("refresh cookie");
    let body: Value = res.json().await.unwrap();
    (body["data"]["token"].as_str().unwrap().to_owned(), refresh)
}

/// POST /api/auth/refresh with a refresh cookie: status and body.
async fn refresh_with(app: &TestApp, refresh_cookie: &str) -> (u16, Value) {
    let res = app
        .http
        .post(app.url("/api/auth/refresh"))
        .header("cookie", refresh_cookie)
        .send()
        .await
        .unwrap();
    (
        res.status().as_u16(),
        res.json().await.unwrap_or(Value::Null),
    )
}

/// POST /api/authenticate/refresh-token (the template's renewal) with an
/// access token and, when given, the refresh cookie: status and body.
async fn renew(app: &TestApp, token: &str, refresh_cookie: Option<&str>) -> (u16, Value) {
    let mut req = app
        .http
        .post(app.url("/api/authenticate/refresh-token"))
        .json(&json!({ "accessToken": token }));
    if let Some(cookie) = refresh_cookie {
        req = req.header("cookie", cookie);
    }
    let res = req.send().await.unwrap();
    (
        res.status().as_u16(),
        res.json().await.unwrap_or(Value::Null),
    )
}

fn register_body(email: &str) -> Value {
    json!({"email": email, "password": "Long-enough-1", "name": "New Person"})
}

#[tokio::test]
async fn registration_is_refused_with_403_unless_allowed() {
    let app = spawn_app().await;
    let res = app
        .post_json(
            "/api/authenticate/register/user",
            &register_body("intruder@demo.com"),
        )
        .await;
    assert_eq!(res.status(), 403);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "REGISTRATION_DISABLED");
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("Self-registration is turned off")
    );
    // No account was created.
    assert_eq!(
        app.login("intruder@demo.com", "Long-enough-1")
            .await
            .status(),
        401
    );
    app.stop().await;
}

#[tokio::test]
async fn an_allowed_registration_gets_no_data_until_an_administrator_assigns_a_role() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.allow_registration = true;
    })
    .await;
    // The spec's messages stay as they are.
    let res = app
        .post_json(
            "/api/authenticate/register/user",
            &json!({"email":"demo@demo.com","password":"Long-enough-1","name":""}),
        )
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["name"], "Please enter your name.");

    let res = app
        .post_json(
            "/api/authenticate/register/user",
            &register_body("new.person@demo.com"),
        )
        .await;
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["user"]["role"], "registered");
    let token = body["accessToken"].as_str().unwrap().to_owned();
    assert_eq!(app.get_as("/api/v1/risks", &token).await.status(), 403);
    assert_eq!(app.get_as("/api/v1/controls", &token).await.status(), 403);
    // Signed in, just without data.
    assert_eq!(app.get_as("/api/app/user", &token).await.status(), 200);
    let (_, perms) = send(&app, "GET", "/api/app/user/permissions", &token, None).await;
    let granted: Vec<&String> = perms
        .as_object()
        .unwrap()
        .iter()
        .filter(|(_, v)| **v == json!(true))
        .map(|(k, _)| k)
        .collect();
    assert!(granted.is_empty(), "granted: {granted:?}");

    // An administrator assigns a role: the account reads the register.
    let admin = app.token("admin@demo.com").await;
    let id = body["user"]["id"].as_str().unwrap();
    let (status, _) = send(
        &app,
        "PATCH",
        &format!("/api/v1/users/{id}"),
        &admin,
        Some(json!({"role": "user"})),
    )
    .await;
    assert_eq!(status, 200);
    let (token, _) = sign_in(&app, "new.person@demo.com", "Long-enough-1").await;
    assert_eq!(app.get_as("/api/v1/risks", &token).await.status(), 200);
    app.stop().await;
}

#[tokio::test]
async fn registration_is_throttled_per_address() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.allow_registration = true;
        cfg.auth.registration_max_per_ip = 2;
    })
    .await;
    for i in 0..2 {
        let res = app
            .post_json(
                "/api/authenticate/register/user",
                &register_body(&format!("p{i}@demo.com")),
            )
            .await;
        assert_eq!(res.status(), 200);
    }
    let res = app
        .post_json(
            "/api/authenticate/register/user",
            &register_body("p3@demo.com"),
        )
        .await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "TOO_MANY_REQUESTS");
    app.stop().await;
}

#[tokio::test]
async fn an_expired_access_token_does_not_renew_itself() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.access_ttl = Duration::from_secs(1);
    })
    .await;
    let (token, refresh_cookie) = sign_in(&app, "demo@demo.com", "Demo-1234").await;
    // A live token still renews (the template's call, with the cookie).
    let (status, renewed) = renew(&app, &token, Some(&refresh_cookie)).await;
    assert_eq!(status, 200, "{renewed}");
    let renewed = renewed["accessToken"].as_str().unwrap().to_owned();
    // Past its expiry (and the 5 s leeway) it is no credential any more.
    tokio::time::sleep(Duration::from_millis(7_000)).await;
    let (status, body) = renew(&app, &renewed, Some(&refresh_cookie)).await;
    assert_eq!(status, 401);
    assert_eq!(body, json!({"error": "Invalid access token"}));
    // The rotating refresh cookie is the way to renew.
    let (status, body) = refresh_with(&app, &refresh_cookie).await;
    assert_eq!(status, 200);
    let fresh = body["data"]["token"].as_str().unwrap();
    assert_eq!(app.get_as("/api/app/user", fresh).await.status(), 200);
    app.stop().await;
}

#[tokio::test]
async fn token_renewal_is_throttled_per_address() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.renewal_max_per_ip = 3;
    })
    .await;
    let (mut token, cookie) = sign_in(&app, "demo@demo.com", "Demo-1234").await;
    for _ in 0..3 {
        let (status, body) = renew(&app, &token, Some(&cookie)).await;
        assert_eq!(status, 200, "{body}");
        token = body["accessToken"].as_str().unwrap().to_owned();
    }
    let (status, _) = renew(&app, &token, Some(&cookie)).await;
    assert_eq!(status, 429);
    app.stop().await;
}

#[tokio::test]
async fn an_access_token_renews_only_with_its_sessions_cookie_and_is_replaced() {
    let app = spawn_app().await;
    let (token, cookie) = sign_in(&app, "demo@demo.com", "Demo-1234").await;
    let (_, other_cookie) = sign_in(&app, "staff@demo.com", "Demo-1234").await;
    // A stolen bearer token alone, or with another session's cookie: nothing.
    for (why, with) in [
        ("no cookie", None),
        ("another session's cookie", Some(other_cookie.as_str())),
    ] {
        let (status, body) = renew(&app, &token, with).await;
        assert_eq!(status, 401, "{why}: {body}");
        assert_eq!(body, json!({"error": "Invalid access token"}), "{why}");
    }
    // With the session's cookie: a new token (the spec's shape), and the one
    // it replaces is refused from then on.
    let (status, body) = renew(&app, &token, Some(&cookie)).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["userData"]["email"], "demo@demo.com");
    let renewed = body["accessToken"].as_str().unwrap().to_owned();
    assert_ne!(renewed, token);
    assert_eq!(app.get_as("/api/app/user", &token).await.status(), 401);
    assert_eq!(app.get_as("/api/app/user", &renewed).await.status(), 200);
    // The replaced token cannot renew either.
    let (status, _) = renew(&app, &token, Some(&cookie)).await;
    assert_eq!(status, 401);
    // The browser sends the cookie to the renewal: the sign-in set it there.
    let res = app.login("demo@demo.com", "Demo-1234").await;
    let paths: Vec<String> = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .filter(|c| c.starts_with("refresh_token="))
        .filter_map(|c| {
            c.split("; ")
                .find_map(|a| a.strip_prefix("Path="))
                .map(str::to_owned)
        })
        .collect();
    assert_eq!(paths, ["/api/auth", "/api/authenticate/refresh-token"]);
    // Once the session has ended, its cookie renews nothing.
    let (status, _) = send(&app, "POST", "/api/auth/logout", &renewed, None).await;
    assert_eq!(status, 204);
    let (status, _) = renew(&app, &renewed, Some(&cookie)).await;
    assert_eq!(status, 401);
    app.stop().await;
}

#[tokio::test]
async fn changing_the_password_ends_every_other_session() {
    let app = spawn_app().await;
    let (token_a, refresh_a) = sign_in(&app, "staff@demo.com", "Demo-1234").await;
    let (token_b, refresh_b) = sign_in(&app, "staff@demo.com", "Demo-1234").await;
    let (status, _) = send(
        &app,
        "POST",
        "/api/auth/change-password",
        &token_a,
        Some(json!({"current_password": "Demo-1234", "new_password": "Brand-new-pass-1"})),
    )
    .await;
    assert_eq!(status, 204);

    // The other session is over: its access token and its refresh cookie.
    assert_eq!(app.get_as("/api/app/user", &token_b).await.status(), 401);
    let (status, body) = refresh_with(&app, &refresh_b).await;
    assert_eq!(status, 401, "{body}");

    // The session that changed the password goes on through its refresh cookie.
    let (status, body) = refresh_with(&app, &refresh_a).await;
    assert_eq!(status, 200);
    let fresh = body["data"]["token"].as_str().unwrap();
    assert_eq!(app.get_as("/api/app/user", fresh).await.status(), 200);
    app.stop().await;
}

#[tokio::test]
async fn an_administrators_reset_ends_every_session_of_the_user() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (token, refresh) = sign_in(&app, "demo@demo.com", "Demo-1234").await;
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/users/usr-demo/reset-password",
        &admin,
        Some(json!({"password": "Temporary-pass-1"})),
    )
    .await;
    assert_eq!(status, 204);
    assert_eq!(app.get_as("/api/app/user", &token).await.status(), 401);
    assert_eq!(refresh_with(&app, &refresh).await.0, 401);
    app.stop().await;
}

#[tokio::test]
async fn a_session_ends_at_its_absolute_lifetime_however_often_it_is_refreshed() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.session_max_lifetime = Duration::from_secs(3);
    })
    .await;
    let (_, mut refresh) = sign_in(&app, "demo@demo.com", "Demo-1234").await;
    let res = app
        .http
        .post(app.url("/api/auth/refresh"))
        .header("cookie", refresh.clone())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    refresh = cookie(&res, "refresh_token").expect("rotated");
    tokio::time::sleep(Duration::from_millis(3_500)).await;
    let (status, body) = refresh_with(&app, &refresh).await;
    assert_eq!(status, 401);
    assert_eq!(body["error"]["code"], "SESSION_INVALID");
    app.stop().await;
}

#[tokio::test]
async fn signing_out_of_all_sessions_ends_every_session_of_the_caller_only() {
    let app = spawn_app().await;
    let (token_a, refresh_a) = sign_in(&app, "staff@demo.com", "Demo-1234").await;
    let (token_b, refresh_b) = sign_in(&app, "staff@demo.com", "Demo-1234").await;
    let (other, _) = sign_in(&app, "demo@demo.com", "Demo-1234").await;

    // Anonymous callers cannot.
    let res = app
        .http
        .post(app.url("/api/auth/sessions/revoke-all"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 401);

    let res = app
        .http
        .post(app.url("/api/auth/sessions/revoke-all"))
        .bearer_auth(&token_a)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 204);
    let cleared = res
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|c| c.starts_with("refresh_token=;") || c.starts_with("refresh_token=\"\""));
    assert!(cleared, "the refresh cookie is removed");
    for token in [&token_a, &token_b] {
        assert_eq!(app.get_as("/api/app/user", token).await.status(), 401);
    }
    for refresh in [&refresh_a, &refresh_b] {
        assert_eq!(refresh_with(&app, refresh).await.0, 401);
    }
    // Somebody else's session is untouched.
    assert_eq!(app.get_as("/api/app/user", &other).await.status(), 200);
    app.stop().await;
}

fn oidc_settings(issuer: String, base: &str) -> auth_service::config::OidcSettings {
    auth_service::config::OidcSettings {
        issuer,
        client_id: CLIENT_ID.into(),
        client_secret: String::new().into(),
        redirect_url: format!("{base}/api/auth/oidc/callback"),
        scopes: "openid email profile".into(),
        default_role: "user".into(),
        groups_claim: "groups".into(),
        role_map: Vec::new(),
    }
}

#[tokio::test]
async fn sso_links_a_local_account_only_when_the_provider_verified_the_email() {
    let provider = start_provider().await;
    *provider.subject.lock().unwrap() = (
        "provider-claims-admin".into(),
        "admin@demo.com".into(),
        "Not Alex".into(),
    );
    let issuer = provider.issuer.clone();
    let app = spawn_app_with(Backends::from_env(), |cfg, base| {
        cfg.auth.oidc = Some(oidc_settings(issuer, base));
    })
    .await;
    // Claim left out, then explicitly false: refused, no session.
    for verified in [Value::Null, json!(false)] {
        *provider.email_verified.lock().unwrap() = verified.clone();
        let res = sign_in_via_provider(&app, false).await;
        assert_eq!(res.status(), 302);
        assert_eq!(
            location(&res),
            "/pages/login?sso_error=OIDC_EMAIL_UNVERIFIED",
            "email_verified = {verified}"
        );
        assert!(cookie(&res, "refresh_token").is_none());
    }
    // Verified by the provider: linked to the local account.
    *provider.email_verified.lock().unwrap() = json!(true);
    let res = sign_in_via_provider(&app, false).await;
    assert_eq!(location(&res), "/pages/login?oidc=1");
    let (status, session) = refresh_with(&app, &cookie(&res, "refresh_token").unwrap()).await;
    assert_eq!(status, 200);
    assert_eq!(session["data"]["user"]["id"], "usr-admin");
    app.stop().await;
}

/// Admin makes Sam (staff) a "manager": settings.manage, risk.read and the
/// demo apps (what the `user` role holds), not admin.
async fn manager(app: &TestApp) -> String {
    let admin = app.token("admin@demo.com").await;
    let (status, _) = send(
        app,
        "POST",
        "/api/v1/roles",
        &admin,
        Some(json!({"name": "manager", "description": "Runs settings"})),
    )
    .await;
    assert_eq!(status, 201, "role created");
    let (status, _) = send(
        app,
        "PUT",
        "/api/v1/roles/manager/permissions",
        &admin,
        Some(
            json!({"permissions": {"settings.manage": true, "risk.read": true, "apps.use": true}}),
        ),
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = send(
        app,
        "PATCH",
        "/api/v1/users/usr-staff",
        &admin,
        Some(json!({"role": "manager"})),
    )
    .await;
    assert_eq!(status, 200);
    app.token("staff@demo.com").await
}

#[tokio::test]
async fn a_settings_manager_who_is_not_admin_cannot_raise_their_own_rights() {
    let app = spawn_app().await;
    let me = manager(&app).await;

    // Own role.
    let (status, body) = send(
        &app,
        "PATCH",
        "/api/v1/users/usr-staff",
        &me,
        Some(json!({"role": "editor"})),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].clone()),
        (403, json!("OWN_ROLE"))
    );
    // Own role's permissions.
    let (status, body) = send(
        &app,
        "PUT",
        "/api/v1/roles/manager/permissions",
        &me,
        Some(json!({"permissions": {"risk.approve": true}})),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].clone()),
        (403, json!("OWN_ROLE_PERMISSIONS"))
    );
    // Another role, with a permission the caller does not hold.
    let (status, body) = send(
        &app,
        "PUT",
        "/api/v1/roles/user/permissions",
        &me,
        Some(json!({"permissions": {"audit.read": true}})),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].clone()),
        (403, json!("PERMISSION_NOT_HELD"))
    );
    // An administrator's password.
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/users/usr-admin/reset-password",
        &me,
        Some(json!({"password": "Mine-now-123"})),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].clone()),
        (403, json!("ADMIN_PASSWORD"))
    );
    assert_eq!(app.login("admin@demo.com", "Demo-1234").await.status(), 200);
    // An administrator's account: its email (a way in through SSO linking)
    // or its status.
    let (status, body) = send(
        &app,
        "PATCH",
        "/api/v1/users/usr-admin",
        &me,
        Some(json!({"email": "mine@elsewhere.example"})),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].clone()),
        (403, json!("ADMIN_ACCOUNT"))
    );
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/users/usr-admin/deactivate",
        &me,
        None,
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].clone()),
        (403, json!("ADMIN_ACCOUNT"))
    );
    assert_eq!(app.login("admin@demo.com", "Demo-1234").await.status(), 200);
    // Someone else into admin, or a new admin account.
    let (status, body) = send(
        &app,
        "PATCH",
        "/api/v1/users/usr-demo",
        &me,
        Some(json!({"role": "admin"})),
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].clone()),
        (403, json!("ADMIN_ROLE_ONLY"))
    );
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/users",
        &me,
        Some(json!({"name": "Accomplice", "email": "acc@demo.com", "role": "admin", "password": "Accomplice-1"})),
    )
    .await;
    assert_eq!(status, 403);

    // What the permission is for still works: a colleague's role (one the
    // manager holds all of) and password.
    let (status, _) = send(
        &app,
        "PATCH",
        "/api/v1/users/usr-demo",
        &me,
        Some(json!({"role": "registered"})),
    )
    .await;
    assert_eq!(status, 200);
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/users/usr-demo/reset-password",
        &me,
        Some(json!({"password": "Temporary-pass-1"})),
    )
    .await;
    assert_eq!(status, 204);
    // An administrator may still do all of it.
    let admin = app.token("admin@demo.com").await;
    let (status, _) = send(
        &app,
        "PUT",
        "/api/v1/roles/manager/permissions",
        &admin,
        Some(json!({"permissions": {"risk.approve": true}})),
    )
    .await;
    assert_eq!(status, 200);
    app.stop().await;
}

/// The error code of an answer.
fn code(body: &Value) -> Value {
    body["error"]["code"].clone()
}

#[tokio::test]
async fn a_settings_manager_gives_and_manages_only_what_their_own_role_holds() {
    let app = spawn_app().await;
    let me = manager(&app).await;

    // An editor account (audit trail, exports, approvals) made by a manager
    // who holds none of that: refused, and no account exists.
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/users",
        &me,
        Some(json!({"name": "Second Hands", "email": "hands@demo.com", "role": "editor", "password": "Second-hands-1"})),
    )
    .await;
    assert_eq!(
        (status, code(&body)),
        (403, json!("ROLE_NOT_HELD")),
        "{body}"
    );
    assert_eq!(
        app.login("hands@demo.com", "Second-hands-1").await.status(),
        401
    );
    // A colleague raised to editor, or to staff (risk.write, not held).
    for role in ["editor", "staff"] {
        let (status, body) = send(
            &app,
            "PATCH",
            "/api/v1/users/usr-demo",
            &me,
            Some(json!({ "role": role })),
        )
        .await;
        assert_eq!(
            (status, code(&body)),
            (403, json!("ROLE_NOT_HELD")),
            "{role}: {body}"
        );
    }
    // An account with more rights than the manager: its password, email and
    // status are not the manager's to change (each would hand them its rights).
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/users/usr-editor/reset-password",
        &me,
        Some(json!({"password": "Mine-now-123"})),
    )
    .await;
    assert_eq!(
        (status, code(&body)),
        (403, json!("USER_HOLDS_MORE")),
        "{body}"
    );
    assert_eq!(
        app.login("editor@demo.com", "Demo-1234").await.status(),
        200
    );
    let (status, body) = send(
        &app,
        "PATCH",
        "/api/v1/users/usr-editor",
        &me,
        Some(json!({"email": "mine@elsewhere.example"})),
    )
    .await;
    assert_eq!(
        (status, code(&body)),
        (403, json!("USER_HOLDS_MORE")),
        "{body}"
    );
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/users/usr-editor/deactivate",
        &me,
        None,
    )
    .await;
    assert_eq!(
        (status, code(&body)),
        (403, json!("USER_HOLDS_MORE")),
        "{body}"
    );

    // The roles list says what the manager may give; the administrator any.
    let assignable = |page: &Value| -> Vec<(String, bool)> {
        page["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["name"].as_str().unwrap().to_owned(),
                    r["assignable"].as_bool().unwrap(),
                )
            })
            .collect()
    };
    let (status, page) = send(&app, "GET", "/api/v1/roles", &me, None).await;
    assert_eq!(status, 200);
    let mine = assignable(&page);
    for (role, may) in [
        ("admin", false),
        ("editor", false),
        ("staff", false),
        ("user", true),
        ("registered", true),
        ("manager", true),
    ] {
        assert!(mine.contains(&(role.to_owned(), may)), "{role}: {mine:?}");
    }
    let admin = app.token("admin@demo.com").await;
    let (_, page) = send(&app, "GET", "/api/v1/roles", &admin, None).await;
    assert!(assignable(&page).iter().all(|(_, may)| *may), "{page}");

    // Within the manager's rights, the work goes on: a reader's account.
    let (status, body) = send(
        &app,
        "POST",
        "/api/v1/users",
        &me,
        Some(json!({"name": "New Reader", "email": "reader@demo.com", "role": "user", "password": "New-reader-12"})),
    )
    .await;
    assert_eq!(status, 201, "{body}");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn parallel_wrong_passwords_cannot_pass_the_sign_in_limit() {
    // LOGIN_MAX_FAILURES defaults to 5 per account. Every guess gets its own
    // warm connection and all are sent at the same moment, so they overlap.
    const GUESSES: usize = 16;
    let app = spawn_app().await;
    let mut clients = Vec::new();
    for _ in 0..GUESSES {
        let http = reqwest::Client::new();
        assert_eq!(
            http.get(app.url("/api/app/config"))
                .send()
                .await
                .unwrap()
                .status(),
            200
        );
        clients.push(http);
    }
    let start = std::sync::Arc::new(tokio::sync::Barrier::new(GUESSES));
    let attempts: Vec<_> = clients
        .into_iter()
        .map(|http| {
            let url = app.url("/api/auth/login");
            let start = start.clone();
            tokio::spawn(async move {
                start.wait().await;
                http.post(url)
                    .json(&json!({"email": "demo@demo.com", "password": "wrong-guess"}))
                    .send()
                    .await
                    .unwrap()
                    .status()
                    .as_u16()
            })
        })
        .collect();
    let mut statuses = Vec::new();
    for a in attempts {
        statuses.push(a.await.unwrap());
    }
    let evaluated = statuses.iter().filter(|s| **s == 401).count();
    let refused = statuses.iter().filter(|s| **s == 429).count();
    assert!(
        evaluated <= 5,
        "more guesses than the limit were checked: {statuses:?}"
    );
    assert_eq!(evaluated + refused, GUESSES, "{statuses:?}");
    // The right password after the limit is refused too.
    assert_eq!(app.login("demo@demo.com", "Demo-1234").await.status(), 429);
    app.stop().await;
}

#[tokio::test]
async fn change_password_guesses_are_throttled() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.password_change_max_failures = 3;
    })
    .await;
    let token = app.token("demo@demo.com").await;
    for _ in 0..3 {
        let (status, _) = send(
            &app,
            "POST",
            "/api/auth/change-password",
            &token,
            Some(json!({"current_password": "guess-123", "new_password": "Brand-new-pass-1"})),
        )
        .await;
        assert_eq!(status, 422);
    }
    let (status, _) = send(
        &app,
        "POST",
        "/api/auth/change-password",
        &token,
        Some(json!({"current_password": "Demo-1234", "new_password": "Brand-new-pass-1"})),
    )
    .await;
    assert_eq!(status, 429);
    app.stop().await;
}

#[tokio::test]
async fn the_bootstrap_administrator_must_change_the_password_at_first_sign_in() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.seed_demo_data = false;
        cfg.auth.bootstrap_admin = Some(("root@corp.example".into(), "Strong-pass-1".into()));
    })
    .await;
    let res = app.login("root@corp.example", "Strong-pass-1").await;
    assert_eq!(res.status(), 200);
    let refresh = cookie(&res, "refresh_token").unwrap();
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["data"]["user"]["must_change_password"], true);
    let token = body["data"]["token"].as_str().unwrap().to_owned();
    let (status, body) = send(&app, "GET", "/api/v1/users", &token, None).await;
    assert_eq!(
        (status, body["error"]["code"].clone()),
        (403, json!("PASSWORD_CHANGE_REQUIRED"))
    );
    let (status, _) = send(
        &app,
        "POST",
        "/api/auth/change-password",
        &token,
        Some(json!({"current_password": "Strong-pass-1", "new_password": "Chosen-by-me-1"})),
    )
    .await;
    assert_eq!(status, 204);
    let (status, body) = refresh_with(&app, &refresh).await;
    assert_eq!(status, 200);
    assert_eq!(body["data"]["user"]["must_change_password"], false);
    let token = body["data"]["token"].as_str().unwrap();
    assert_eq!(app.get_as("/api/v1/users", token).await.status(), 200);
    app.stop().await;
}

#[tokio::test]
async fn demo_accounts_need_no_password_change() {
    let app = spawn_app().await;
    let res = app.login("admin@demo.com", "Demo-1234").await;
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["data"]["user"]["must_change_password"], false);
    app.stop().await;
}
