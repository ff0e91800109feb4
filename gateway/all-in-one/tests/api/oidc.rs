//! OpenID Connect sign-in (authorization code + PKCE) against a fake identity
//! provider that this test starts: real HTTP, a real PKCE check, a signed ID token.

use std::{collections::HashMap, sync::Mutex};

use actix_web::{App, HttpResponse, HttpServer, web};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use ed25519_dalek::{SigningKey, pkcs8::EncodePrivateKey};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde::Deserialize;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use crate::helpers::{Backends, TestApp, spawn_app_with};

pub(crate) const CLIENT_ID: &str = "riskhub-test";

pub(crate) struct Provider {
    pub(crate) issuer: String,
    key: EncodingKey,
    public_x: String,
    /// code → (challenge, nonce, redirect_uri)
    codes: Mutex<HashMap<String, (String, String, String)>>,
    pub(crate) subject: Mutex<(String, String, String)>,
    groups: Mutex<Vec<String>>,
    /// The ID token's `email_verified` claim (`null`: left out).
    pub(crate) email_verified: Mutex<Value>,
}

#[derive(Deserialize)]
struct AuthorizeQuery {
    client_id: String,
    redirect_uri: String,
    state: String,
    nonce: String,
    code_challenge: String,
    code_challenge_method: String,
    response_type: String,
}

async fn discovery(p: web::Data<Provider>) -> HttpResponse {
    HttpResponse::Ok().json(json!({
        "issuer": p.issuer,
        "authorization_endpoint": format!("{}/authorize", p.issuer),
        "token_endpoint": format!("{}/token", p.issuer),
        "jwks_uri": format!("{}/jwks", p.issuer),
    }))
}

/// Stands in for the user signing in at the provider and consenting.
async fn authorize(p: web::Data<Provider>, q: web::Query<AuthorizeQuery>) -> HttpResponse {
    if q.client_id != CLIENT_ID || q.code_challenge_method != "S256" || q.response_type != "code" {
        return HttpResponse::BadRequest().finish();
    }
    let code = format!("code-{}", uuid::Uuid::new_v4());
    p.codes.lock().unwrap().insert(
        code.clone(),
        (
            q.code_challenge.clone(),
            q.nonce.clone(),
            q.redirect_uri.clone(),
        ),
    );
    HttpResponse::Found()
        .insert_header((
            "Location",
            format!("{}?code={code}&state={}", q.redirect_uri, q.state),
        ))
        .finish()
}

async fn token(p: web::Data<Provider>, form: web::Form<HashMap<String, String>>) -> HttpResponse {
    let f = |k: &str| form.get(k).cloned().unwrap_or_default();
    let Some((challenge, nonce, redirect)) = p.codes.lock().unwrap().remove(&f("code")) else {
        return HttpResponse::BadRequest().json(json!({"error": "invalid_grant"}));
    };
    let proof = URL_SAFE_NO_PAD.encode(Sha256::digest(f("code_verifier").as_bytes()));
    if proof != challenge || redirect != f("redirect_uri") || f("client_id") != CLIENT_ID {
        return HttpResponse::BadRequest().json(json!({"error": "invalid_grant"}));
    }
    let (sub, email, name) = p.subject.lock().unwrap().clone();
    let now = chrono::Utc::now().timestamp();
    let mut header = Header::new(Algorithm::EdDSA);
    header.kid = Some("k1".into());
    let mut claims = json!({
            "iss": p.issuer, "aud": CLIENT_ID, "sub": sub, "email": email,
            "name": name, "nonce": nonce,
            "groups": *p.groups.lock().unwrap(),
            "iat": now, "exp": now + 300,
    });
    let verified = p.email_verified.lock().unwrap().clone();
    if !verified.is_null() {
        claims["email_verified"] = verified;
    }
    let id_token = jsonwebtoken::encode(&header, &claims, &p.key).unwrap();
    HttpResponse::Ok()
        .json(json!({"id_token": id_token, "access_token": "x", "token_type": "Bearer"}))
}

async fn jwks(p: web::Data<Provider>) -> HttpResponse {
    HttpResponse::Ok().json(json!({"keys": [{
        "kty": "OKP", "crv": "Ed25519", "x": p.public_x, "kid": "k1", "alg": "EdDSA", "use": "sig"
    }]}))
}

pub(crate) async fn start_provider() -> web::Data<Provider> {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let issuer = format!("http://{}", listener.local_addr().unwrap());
    let mut seed = [0u8; 32];
    getrandom::getrandom(&mut seed).unwrap();
    let signing = SigningKey::from_bytes(&seed);
    let provider = web::Data::new(Provider {
        issuer,
        key: EncodingKey::from_ed_der(signing.to_pkcs8_der().unwrap().as_bytes()),
        public_x: URL_SAFE_NO_PAD.encode(signing.verifying_key().to_bytes()),
        codes: Mutex::default(),
        subject: Mutex::new((
            "provider-user-1".into(),
            "Sso.User@Example.com".into(),
            "Sasha Sso".into(),
        )),
        groups: Mutex::default(),
        email_verified: Mutex::new(json!(true)),
    });
    let data = provider.clone();
    let server = HttpServer::new(move || {
        App::new()
            .app_data(data.clone())
            .route(
                "/.well-known/openid-configuration",
                web::get().to(discovery),
            )
            .route("/authorize", web::get().to(authorize))
            .route("/token", web::post().to(token))
            .route("/jwks", web::get().to(jwks))
    })
    .workers(1)
    .listen(listener)
    .unwrap()
    .disable_signals()
    .run();
    tokio::spawn(server);
    provider
}

pub(crate) fn location(res: &reqwest::Response) -> String {
    res.headers()["location"].to_str().unwrap().to_owned()
}

pub(crate) fn cookie(res: &reqwest::Response, name: &str) -> Option<String> {
    res.headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok())
        .find(|c| c.starts_with(&format!("{name}=")) && !c.starts_with(&format!("{name}=;")))
        .map(|c| c.split(';').next().unwrap().to_owned())
}

/// Runs the browser's part of the flow; returns the final response.
pub(crate) async fn sign_in_via_provider(
    app: &TestApp,
    tamper_state_cookie: bool,
) -> reqwest::Response {
    let res = app
        .http
        .get(app.url("/api/auth/oidc/login"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 302);
    let to_provider = location(&res);
    let mut state_cookie = cookie(&res, "oidc_state").expect("state bound to the browser");
    if tamper_state_cookie {
        state_cookie = "oidc_state=someone-elses".into();
    }
    assert!(
        to_provider.contains("code_challenge_method=S256"),
        "{to_provider}"
    );
    let res = app.http.get(&to_provider).send().await.unwrap();
    assert_eq!(res.status(), 302);
    let back = location(&res);
    assert!(
        back.starts_with(&app.url("/api/auth/oidc/callback")),
        "{back}"
    );
    app.http
        .get(&back)
        .header("cookie", state_cookie)
        .send()
        .await
        .unwrap()
}

async fn refresh(app: &TestApp, refresh_cookie: String) -> Value {
    let res = app
        .http
        .post(app.url("/api/auth/refresh"))
        .header("cookie", refresh_cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    res.json().await.unwrap()
}

#[tokio::test]
async fn oidc_sign_in_with_pkce_creates_a_least_privileged_user_and_links_it() {
    let provider = start_provider().await;
    let issuer = provider.issuer.clone();
    let app = spawn_app_with(Backends::from_env(), |cfg, base| {
        cfg.auth.oidc = Some(auth_service::config::OidcSettings {
            issuer,
            client_id: CLIENT_ID.into(),
            client_secret: "".into(),
            redirect_url: format!("{base}/api/auth/oidc/callback"),
            scopes: "openid email profile".into(),
            default_role: "user".into(),
            groups_claim: "groups".into(),
            role_map: Vec::new(),
        });
    })
    .await;

    let cfg: Value = app.get_json("/api/auth/oidc/config").await;
    assert_eq!(cfg["enabled"], true);

    let res = sign_in_via_provider(&app, false).await;
    assert_eq!(res.status(), 302);
    assert_eq!(location(&res), "/pages/login?oidc=1");
    let session = refresh(&app, cookie(&res, "refresh_token").expect("session opened")).await;
    let user = &session["data"]["user"];
    assert_eq!(user["email"], "sso.user@example.com");
    assert_eq!(user["name"], "Sasha Sso");
    assert_eq!(
        user["role"], "user",
        "never more than the least privileged role"
    );
    assert_eq!(session["data"]["permissions"]["settings.manage"], false);

    // The same provider account signs in as the same user next time.
    let res = sign_in_via_provider(&app, false).await;
    let again = refresh(&app, cookie(&res, "refresh_token").unwrap()).await;
    assert_eq!(again["data"]["user"]["id"], user["id"]);

    // A callback in another browser (state not bound to it) is refused.
    let res = sign_in_via_provider(&app, true).await;
    assert_eq!(location(&res), "/pages/login?sso_error=OIDC_STATE_MISMATCH");
    assert!(cookie(&res, "refresh_token").is_none());
    app.stop().await;
}

#[tokio::test]
async fn oidc_links_an_existing_account_by_email_and_is_off_when_not_configured() {
    let provider = start_provider().await;
    *provider.subject.lock().unwrap() = (
        "provider-staff".into(),
        "staff@demo.com".into(),
        "Sam P.".into(),
    );
    let issuer = provider.issuer.clone();
    let app = spawn_app_with(Backends::from_env(), |cfg, base| {
        cfg.auth.oidc = Some(auth_service::config::OidcSettings {
            issuer,
            client_id: CLIENT_ID.into(),
            client_secret: "s3cret".into(),
            redirect_url: format!("{base}/api/auth/oidc/callback"),
            scopes: "openid email".into(),
            default_role: "user".into(),
            groups_claim: "groups".into(),
            role_map: Vec::new(),
        });
    })
    .await;
    let res = sign_in_via_provider(&app, false).await;
    let session = refresh(&app, cookie(&res, "refresh_token").unwrap()).await;
    assert_eq!(session["data"]["user"]["email"], "staff@demo.com");
    assert_eq!(session["data"]["user"]["role"], "staff");
    app.stop().await;

    let plain = crate::helpers::spawn_app().await;
    let cfg: Value = plain.get_json("/api/auth/oidc/config").await;
    assert_eq!(cfg["enabled"], false);
    let res = plain
        .http
        .get(plain.url("/api/auth/oidc/login"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["error"]["code"], "OIDC_DISABLED");
    plain.stop().await;
    drop(provider);
}

#[tokio::test]
async fn oidc_groups_map_to_roles_at_every_sign_in() {
    let provider = start_provider().await;
    *provider.groups.lock().unwrap() = vec!["everyone".into(), "grc-editors".into()];
    let issuer = provider.issuer.clone();
    let app = spawn_app_with(Backends::from_env(), |cfg, base| {
        cfg.auth.oidc = Some(auth_service::config::OidcSettings {
            issuer,
            client_id: CLIENT_ID.into(),
            client_secret: "".into(),
            redirect_url: format!("{base}/api/auth/oidc/callback"),
            scopes: "openid email profile".into(),
            default_role: "user".into(),
            groups_claim: "groups".into(),
            role_map: auth_service::config::parse_role_map("grc-editors=editor,grc-admins=admin")
                .unwrap(),
        });
    })
    .await;
    let res = sign_in_via_provider(&app, false).await;
    let session = refresh(&app, cookie(&res, "refresh_token").unwrap()).await;
    assert_eq!(session["data"]["user"]["role"], "editor");

    // Removed from the group at the provider: least privilege at the next sign-in.
    provider.groups.lock().unwrap().clear();
    let res = sign_in_via_provider(&app, false).await;
    let session = refresh(&app, cookie(&res, "refresh_token").unwrap()).await;
    assert_eq!(session["data"]["user"]["role"], "user");
    app.stop().await;
}
