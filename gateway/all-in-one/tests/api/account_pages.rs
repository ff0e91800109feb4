//! The account pages through the gateway (ADR 23): what the sign-in page may
//! offer, forgot / reset password with single-use expiring tokens, and the
//! lock screen enforced by the gateway.

use chrono::{Duration as ChronoDuration, Utc};
use sea_orm::{
    ConnectionTrait,
    sea_query::{Expr, ExprTrait, Query},
};
use serde_json::{Value, json};

use crate::helpers::{Backends, TestApp, common, send, send_maybe_signed_in, spawn_app_with};

async fn auth_db(app: &TestApp) -> sea_orm::DatabaseConnection {
    let cfg = common(&app.backends, &app.id, app._dir.path(), "auth");
    platform::db::connect(cfg.database_url.expose(), &cfg.database_schema)
        .await
        .unwrap()
}

/// The stored reset rows: (token_hash, user_id, used).
async fn reset_rows(app: &TestApp) -> Vec<(String, String, bool)> {
    let db = auth_db(app).await;
    let select = Query::select()
        .columns(["token_hash", "user_id", "used_at"])
        .from("password_resets")
        .to_owned();
    db.query_all(&select)
        .await
        .unwrap()
        .into_iter()
        .map(|r| {
            let used: Option<chrono::DateTime<Utc>> = r.try_get("", "used_at").unwrap();
            (
                r.try_get("", "token_hash").unwrap(),
                r.try_get("", "user_id").unwrap(),
                used.is_some(),
            )
        })
        .collect()
}

/// Stores a reset token for `email` as the service would (its SHA-256 only),
/// expiring `expires_in` from now; returns the raw token.
async fn plant_token(app: &TestApp, email: &str, expires_in: ChronoDuration) -> String {
    let db = auth_db(app).await;
    let select = Query::select()
        .column("id")
        .from("users")
        .and_where(Expr::col("email").eq(email))
        .to_owned();
    let user_id: String = db
        .query_one(&select)
        .await
        .unwrap()
        .unwrap()
        .try_get("", "id")
        .unwrap();
    let token = format!("planted-{}", uuid::Uuid::new_v4().simple());
    let now = Utc::now();
    let insert = Query::insert()
        .into_table("password_resets")
        .columns(["token_hash", "user_id", "created_at", "expires_at"])
        .values_panic([
            auth_service::domain::tokens::hash_refresh_token(&token).into(),
            user_id.into(),
            now.into(),
            (now + expires_in).into(),
        ])
        .to_owned();
    db.execute(&insert).await.unwrap();
    token
}

async fn forgot(app: &TestApp, email: &str) -> (u16, Value) {
    send_maybe_signed_in(
        app,
        "POST",
        "/api/auth/forgot-password",
        None,
        Some(json!({ "email": email })),
    )
    .await
}

async fn reset(app: &TestApp, token: &str, password: &str) -> (u16, Value) {
    send_maybe_signed_in(
        app,
        "POST",
        "/api/auth/reset-password",
        None,
        Some(json!({ "token": token, "new_password": password })),
    )
    .await
}

#[tokio::test]
async fn the_sign_in_page_learns_whether_registration_is_on() {
    let app = spawn_app_with(Backends::from_env(), |_, _| {}).await;
    let options = app.get_json("/api/auth/options").await;
    assert_eq!(options, json!({"registration": false, "providers": []}));
    app.stop().await;

    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.allow_registration = true;
    })
    .await;
    assert_eq!(
        app.get_json("/api/auth/options").await["registration"],
        true
    );
    app.stop().await;
}

#[tokio::test]
async fn forgot_password_answers_the_same_for_known_and_unknown_emails_and_stores_a_hash() {
    let app = spawn_app_with(Backends::from_env(), |_, _| {}).await;
    let known = forgot(&app, "Demo@Demo.com").await;
    let unknown = forgot(&app, "nobody.here@demo.com").await;
    assert_eq!(known.0, 202);
    assert_eq!(known, unknown, "the answer tells nothing about the email");
    // Not an email at all: a field error.
    let (status, body) = forgot(&app, "not-an-email").await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["email"].is_string());

    // One row, for the known account, holding a SHA-256 (never a raw token).
    let rows = reset_rows(&app).await;
    assert_eq!(rows.len(), 1, "{rows:?}");
    let (hash, _, used) = &rows[0];
    assert_eq!(hash.len(), 64);
    assert!(hash.chars().all(|c| c.is_ascii_hexdigit()));
    assert!(!used);
    // A second request retires the first link: only the newest works.
    forgot(&app, "demo@demo.com").await;
    let rows = reset_rows(&app).await;
    assert_eq!(rows.iter().filter(|r| !r.2).count(), 1, "{rows:?}");
    app.stop().await;
}

#[tokio::test]
async fn a_reset_token_works_once_then_is_refused_and_ends_every_session() {
    let app = spawn_app_with(Backends::from_env(), |_, _| {}).await;
    let before = app.token("staff@demo.com").await;
    let token = plant_token(&app, "staff@demo.com", ChronoDuration::minutes(30)).await;

    // The same password policy as change-password.
    let (status, body) = reset(&app, &token, "short").await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["new_password"].is_string());

    let (status, body) = reset(&app, &token, "Brand-new-pass-1").await;
    assert_eq!(status, 204, "{body}");
    assert_eq!(app.login("staff@demo.com", "Demo-1234").await.status(), 401);
    assert_eq!(
        app.login("staff@demo.com", "Brand-new-pass-1")
            .await
            .status(),
        200
    );
    // The session opened before the reset is over.
    assert_eq!(app.get_as("/api/app/user", &before).await.status(), 401);

    // Used: refused, and the password stays.
    let (status, body) = reset(&app, &token, "Another-pass-22").await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["code"], "RESET_TOKEN_INVALID");
    assert_eq!(
        app.login("staff@demo.com", "Another-pass-22")
            .await
            .status(),
        401
    );
    // Unknown: refused the same way.
    let (status, body) = reset(&app, "no-such-token", "Another-pass-22").await;
    assert_eq!(
        (status, body["error"]["code"].clone()),
        (400, json!("RESET_TOKEN_INVALID"))
    );

    // Audited like other auth changes.
    let admin = app.token("admin@demo.com").await;
    let events = app
        .audit_events(&admin, "action=password_reset_completed", 1)
        .await;
    assert_eq!(events.len(), 1, "{events:?}");
    app.stop().await;
}

/// The embedded form has no mail server: the link also lands in the user's
/// own messages (never in the audit log), and it resets the password.
#[tokio::test]
async fn without_a_mail_server_the_reset_link_is_left_in_the_users_messages_and_works() {
    let app = spawn_app_with(Backends::from_env(), |_, _| {}).await;
    let staff = app.token("staff@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    assert_eq!(forgot(&app, "staff@demo.com").await.0, 202);

    // Delivered after the answer: wait for it.
    let mut found = None;
    for _ in 0..100 {
        let (status, page) = send(&app, "GET", "/api/v1/messages?per_page=100", &staff, None).await;
        assert_eq!(status, 200, "{page}");
        found = page["data"]
            .as_array()
            .unwrap()
            .iter()
            .find(|m| {
                m["link"]
                    .as_str()
                    .is_some_and(|l| l.starts_with("/pages/reset-password?token="))
            })
            .cloned();
        if found.is_some() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    let message = found.expect("a message with the reset link");
    let link = message["link"].as_str().unwrap().to_owned();
    assert!(
        message["body"].as_str().unwrap().contains(&link),
        "{message}"
    );
    assert!(!message["body"].as_str().unwrap().contains("<script"));
    // Only the owner sees it.
    let (_, others) = send(&app, "GET", "/api/v1/messages?per_page=100", &editor, None).await;
    assert!(
        !others.to_string().contains("/pages/reset-password"),
        "{others}"
    );

    // The raw token is in no audit event.
    let token = link
        .trim_start_matches("/pages/reset-password?token=")
        .to_owned();
    let admin = app.token("admin@demo.com").await;
    let events = app
        .audit_events(&admin, "action=password_reset_requested", 1)
        .await;
    assert!(!serde_json::to_string(&events).unwrap().contains(&token));

    let (status, body) = reset(&app, &token, "Brand-new-pass-1").await;
    assert_eq!(status, 204, "{body}");
    assert_eq!(
        app.login("staff@demo.com", "Brand-new-pass-1")
            .await
            .status(),
        200
    );
    app.stop().await;
}

/// A user, through the gateway, cannot leave messages for others: the
/// system-message call is for components only (no route, and settings
/// refuses the gateway's identity).
#[tokio::test]
async fn no_route_lets_a_user_send_a_system_message() {
    let app = spawn_app_with(Backends::from_env(), |_, _| {}).await;
    let admin = app.token("admin@demo.com").await;
    for path in [
        "/api/v1/messages",
        "/api/v1/messages/system",
        "/api/app/messages",
    ] {
        let (status, _) = send(
            &app,
            "POST",
            path,
            &admin,
            Some(json!({ "user_id": "x", "subject": "s", "body": "b" })),
        )
        .await;
        assert!(matches!(status, 404 | 405), "{path}: {status}");
    }
    app.stop().await;
}

#[tokio::test]
async fn an_expired_reset_token_is_refused() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.password_reset_ttl = std::time::Duration::from_secs(1);
    })
    .await;
    let token = plant_token(&app, "editor@demo.com", ChronoDuration::seconds(-5)).await;
    let (status, body) = reset(&app, &token, "Brand-new-pass-1").await;
    assert_eq!(status, 400, "{body}");
    assert_eq!(body["error"]["code"], "RESET_TOKEN_INVALID");
    assert_eq!(
        app.login("editor@demo.com", "Demo-1234").await.status(),
        200
    );

    // A real link expires after the configured lifetime (1 s here).
    forgot(&app, "editor@demo.com").await;
    let db = auth_db(&app).await;
    let select = Query::select()
        .columns(["created_at", "expires_at"])
        .from("password_resets")
        .and_where(Expr::col("used_at").is_null())
        .to_owned();
    let row = db.query_one(&select).await.unwrap().unwrap();
    let created: chrono::DateTime<Utc> = row.try_get("", "created_at").unwrap();
    let expires: chrono::DateTime<Utc> = row.try_get("", "expires_at").unwrap();
    assert!((expires - created) <= ChronoDuration::seconds(2));
    app.stop().await;
}

#[tokio::test]
async fn forgot_password_is_throttled_for_known_and_unknown_emails_alike() {
    // The same limit, whether the email is known or not (each on a fresh system).
    for email in ["demo@demo.com", "ghost@demo.com"] {
        let app = spawn_app_with(Backends::from_env(), |cfg, _| {
            cfg.auth.password_reset_max = 2;
        })
        .await;
        for _ in 0..2 {
            assert_eq!(forgot(&app, email).await.0, 202, "{email}");
        }
        let (status, body) = forgot(&app, email).await;
        assert_eq!(status, 429, "{email}: {body}");
        assert_eq!(body["error"]["code"], "TOO_MANY_REQUESTS");
        app.stop().await;
    }
}

#[tokio::test]
async fn a_locked_session_answers_423_until_the_password_unlocks_it() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.password_change_max_failures = 3;
    })
    .await;
    let token = app.token("editor@demo.com").await;
    let other = app.token("editor@demo.com").await;
    assert_eq!(app.get_as("/api/v1/risks", &token).await.status(), 200);

    let (status, _) = send(&app, "POST", "/api/auth/lock", &token, None).await;
    assert_eq!(status, 204);
    let (status, body) = send(&app, "GET", "/api/v1/risks", &token, None).await;
    assert_eq!(status, 423, "{body}");
    assert_eq!(body["error"]["code"], "SESSION_LOCKED");
    let (status, _) = send(
        &app,
        "PATCH",
        "/api/app/user",
        &token,
        Some(json!({"name": "x"})),
    )
    .await;
    assert_eq!(status, 423);
    // The lock screen may still learn who is locked out, and that it is.
    assert_eq!(app.get_as("/api/app/user", &token).await.status(), 200);
    let (status, state) = send(&app, "GET", "/api/auth/lock", &token, None).await;
    assert_eq!((status, state), (200, json!({"locked": true})));
    // Only this session is locked.
    assert_eq!(app.get_as("/api/v1/risks", &other).await.status(), 200);

    // A wrong password is refused.
    let (status, body) = send(
        &app,
        "POST",
        "/api/auth/unlock",
        &token,
        Some(json!({"password": "Wrong-1234"})),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["password"].is_string());
    assert_eq!(app.get_as("/api/v1/risks", &token).await.status(), 423);

    // The right one unlocks.
    let (status, body) = send(
        &app,
        "POST",
        "/api/auth/unlock",
        &token,
        Some(json!({"password": "Demo-1234"})),
    )
    .await;
    assert_eq!(status, 204, "{body}");
    assert_eq!(app.get_as("/api/v1/risks", &token).await.status(), 200);
    let (_, state) = send(&app, "GET", "/api/auth/lock", &token, None).await;
    assert_eq!(state, json!({"locked": false}));

    // Guessing is limited: after 3 wrong passwords, 429 even for the right one.
    send(&app, "POST", "/api/auth/lock", &token, None).await;
    for _ in 0..3 {
        send(
            &app,
            "POST",
            "/api/auth/unlock",
            &token,
            Some(json!({"password": "nope-nope"})),
        )
        .await;
    }
    let (status, _) = send(
        &app,
        "POST",
        "/api/auth/unlock",
        &token,
        Some(json!({"password": "Demo-1234"})),
    )
    .await;
    assert_eq!(status, 429);
    // Signing out still works.
    let (status, _) = send(&app, "POST", "/api/auth/logout", &token, None).await;
    assert!(status < 300, "{status}");
    app.stop().await;
}

#[tokio::test]
async fn the_sign_in_page_offers_one_button_per_configured_provider() {
    let app = spawn_app_with(Backends::from_env(), |cfg, base| {
        cfg.auth.github = Some(auth_service::config::GithubSettings {
            client_id: "gh-client".into(),
            client_secret: "gh-secret".into(),
            redirect_url: format!("{base}/api/auth/oidc/callback"),
            web_url: "https://github.com".into(),
            api_url: "https://api.github.com".into(),
        });
        cfg.auth.google = Some(auth_service::config::OidcSettings {
            issuer: "https://accounts.google.com".into(),
            client_id: "g-client".into(),
            client_secret: "".into(),
            redirect_url: format!("{base}/api/auth/oidc/callback"),
            scopes: "openid email profile".into(),
            default_role: "registered".into(),
            groups_claim: "groups".into(),
            role_map: Vec::new(),
        });
    })
    .await;
    let options = app.get_json("/api/auth/options").await;
    assert_eq!(
        options["providers"],
        json!([
            {"id": "google", "name": "Google", "login_url": "/api/auth/oidc/login?provider=google"},
            {"id": "github", "name": "GitHub", "login_url": "/api/auth/oidc/login?provider=github"},
        ])
    );
    // GitHub's sign-in starts at its authorize page, with our client, callback and state.
    let res = app
        .http
        .get(app.url("/api/auth/oidc/login?provider=github"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 302);
    let location = res.headers()["location"].to_str().unwrap().to_owned();
    let url = reqwest::Url::parse(&location).unwrap();
    assert_eq!(url.host_str(), Some("github.com"));
    let q: std::collections::HashMap<_, _> = url.query_pairs().into_owned().collect();
    assert_eq!(q["client_id"], "gh-client");
    assert_eq!(
        q["redirect_uri"],
        format!("{}/api/auth/oidc/callback", app.base)
    );
    assert!(q["state"].starts_with("github."), "{location}");
    // A provider that is not configured is refused.
    let res = app
        .http
        .get(app.url("/api/auth/oidc/login?provider=gitlab"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    app.stop().await;
}
