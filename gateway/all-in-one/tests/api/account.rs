//! The signed-in user's own account: profile (name, language) with its audit
//! trail, theme settings, profile picture, and the public app config.

use serde_json::{Value, json};

use crate::helpers::{Backends, TestApp, send_maybe_signed_in as send, spawn_app, spawn_app_with};

/// A real 1×1 PNG.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xd0, 0xaa, 0x3a, 0xf4,
    0x1f, 0x00, 0x04, 0x9e, 0x02, 0x66, 0xb4, 0xcc, 0x1c, 0xff, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45,
    0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
];

async fn upload(app: &TestApp, token: &str, content_type: &str, data: Vec<u8>) -> (u16, Value) {
    let res = app
        .http
        .put(app.url("/api/app/user/avatar"))
        .bearer_auth(token)
        .header("content-type", content_type)
        .body(data)
        .send()
        .await
        .unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap_or(Value::Null))
}

fn theme() -> Value {
    json!({
        "layout": "vertical", "theme": "dark", "sidebarCollapsed": true,
        "navbarColor": "primary", "navbarType": "floating", "footerType": "sticky",
        "menuTheme": "danger", "direction": "rtl", "hideScrollToTop": true,
    })
}

#[tokio::test]
async fn a_user_renames_themselves_and_the_change_is_audited_with_a_diff() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    let admin = app.token("admin@demo.com").await;

    let (status, me) = send(&app, "GET", "/api/app/user", Some(&staff), None).await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["language"], "en");
    assert_eq!(me["preferences"], Value::Null);
    assert_eq!(me["avatar"], "");

    let (status, me) = send(
        &app,
        "PATCH",
        "/api/app/user",
        Some(&staff),
        Some(json!({"name": "  Samuel Patel ", "language": "de"})),
    )
    .await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["id"], "usr-staff");
    assert_eq!(me["name"], "Samuel Patel");
    assert_eq!(me["language"], "de");
    assert_eq!(me["email"], "staff@demo.com");
    assert_eq!(me["permissions"]["risk.read"], true, "{me}");
    let (_, again) = send(&app, "GET", "/api/app/user", Some(&staff), None).await;
    assert_eq!(again, me);

    // Only what changed is in the event.
    let (status, _) = send(
        &app,
        "PATCH",
        "/api/app/user",
        Some(&staff),
        Some(json!({"language": "pt"})),
    )
    .await;
    assert_eq!(status, 200);
    let events = app
        .audit_events(
            &admin,
            "service=auth&action=profile_updated&entity_id=usr-staff",
            2,
        )
        .await;
    assert_eq!(events.len(), 2, "{events:?}");
    let rename = events
        .iter()
        .find(|e| e["changes"]["after"]["name"].is_string())
        .expect("the rename event");
    assert_eq!(rename["entity"]["type"], "user");
    assert_eq!(rename["actor"]["id"], "usr-staff");
    assert_eq!(
        rename["changes"],
        json!({"before": {"name": "Sam Patel", "language": "en"},
               "after": {"name": "Samuel Patel", "language": "de"}})
    );
    let language = events
        .iter()
        .find(|e| !e["changes"]["after"]["name"].is_string())
        .unwrap();
    assert_eq!(
        language["changes"],
        json!({"before": {"language": "de"}, "after": {"language": "pt"}})
    );

    // The next sign-in carries the profile too.
    let body: Value = app
        .login("staff@demo.com", "Demo-1234")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(body["data"]["user"]["name"], "Samuel Patel");
    assert_eq!(body["data"]["user"]["language"], "pt");
    assert_eq!(body["data"]["user"]["preferences"], Value::Null);
    assert_eq!(body["data"]["user"]["must_change_password"], false);
    app.stop().await;
}

#[tokio::test]
async fn bad_names_and_languages_are_field_errors() {
    let app = spawn_app().await;
    let token = app.token("demo@demo.com").await;
    for (body, field) in [
        (json!({"name": "   "}), "name"),
        (json!({"name": "x".repeat(101)}), "name"),
        (json!({"language": "es"}), "language"),
        (json!({"language": ""}), "language"),
    ] {
        let (status, err) = send(&app, "PATCH", "/api/app/user", Some(&token), Some(body)).await;
        assert_eq!(status, 422, "{err}");
        assert!(err["error"]["fields"][field].is_string(), "{err}");
    }
    let (status, err) = send(
        &app,
        "PATCH",
        "/api/app/user",
        Some(&token),
        Some(json!({"name": "", "language": "xx"})),
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(
        err["error"]["fields"].as_object().unwrap().len(),
        2,
        "{err}"
    );
    // Exactly 100 characters is fine; nothing was changed by the refusals.
    let (status, me) = send(
        &app,
        "PATCH",
        "/api/app/user",
        Some(&token),
        Some(json!({"name": "é".repeat(100)})),
    )
    .await;
    assert_eq!(status, 200, "{me}");
    assert_eq!(me["language"], "en");
    let (status, _) = send(
        &app,
        "PATCH",
        "/api/app/user",
        None,
        Some(json!({"name": "Nobody"})),
    )
    .await;
    assert_eq!(status, 401);
    app.stop().await;
}

#[tokio::test]
async fn theme_settings_are_saved_per_user_and_bad_ones_are_named() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let staff = app.token("staff@demo.com").await;

    let (status, saved) = send(
        &app,
        "PUT",
        "/api/app/user/preferences",
        Some(&editor),
        Some(theme()),
    )
    .await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved, theme());
    let (_, me) = send(&app, "GET", "/api/app/user", Some(&editor), None).await;
    assert_eq!(me["preferences"], theme());
    // Someone else's are untouched.
    let (_, other) = send(&app, "GET", "/api/app/user", Some(&staff), None).await;
    assert_eq!(other["preferences"], Value::Null);

    let mut bad = theme();
    bad["theme"] = json!("purple");
    let (status, err) = send(
        &app,
        "PUT",
        "/api/app/user/preferences",
        Some(&editor),
        Some(bad),
    )
    .await;
    assert_eq!(status, 422, "{err}");
    assert!(err["error"]["fields"]["theme"].is_string(), "{err}");

    let mut unknown = theme();
    unknown["fontSize"] = json!(14);
    let (status, err) = send(
        &app,
        "PUT",
        "/api/app/user/preferences",
        Some(&editor),
        Some(unknown),
    )
    .await;
    assert_eq!(status, 422, "{err}");
    assert_eq!(err["error"]["fields"]["fontSize"], "Unknown setting.");

    let mut missing = theme();
    missing.as_object_mut().unwrap().remove("navbarColor");
    let (status, err) = send(
        &app,
        "PUT",
        "/api/app/user/preferences",
        Some(&editor),
        Some(missing),
    )
    .await;
    assert_eq!(status, 422, "{err}");
    assert_eq!(err["error"]["fields"]["navbarColor"], "Required");

    // The refused ones changed nothing; the sign-in answer has the saved ones.
    let body: Value = app
        .login("editor@demo.com", "Demo-1234")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(body["data"]["user"]["preferences"], theme());
    let (status, _) = send(
        &app,
        "PUT",
        "/api/app/user/preferences",
        None,
        Some(theme()),
    )
    .await;
    assert_eq!(status, 401);
    app.stop().await;
}

#[tokio::test]
async fn a_picture_is_uploaded_served_to_colleagues_and_removed() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    let demo = app.token("demo@demo.com").await;
    let admin = app.token("admin@demo.com").await;

    let (status, body) = upload(&app, &staff, "image/png", PNG.to_vec()).await;
    assert_eq!(status, 200, "{body}");
    let url = body["avatar"].as_str().unwrap().to_owned();
    assert!(url.starts_with("/api/v1/avatars/usr-staff?v="), "{url}");
    let (_, me) = send(&app, "GET", "/api/app/user", Some(&staff), None).await;
    assert_eq!(me["avatar"], url.as_str());

    for token in [&staff, &demo] {
        let res = app.get_as(&url, token).await;
        assert_eq!(res.status(), 200);
        let h = res.headers().clone();
        assert_eq!(h["content-type"], "image/png");
        assert_eq!(h["cache-control"], "private, max-age=86400");
        assert_eq!(h["x-content-type-options"], "nosniff");
        assert_eq!(h["content-security-policy"], "default-src 'none'; sandbox");
        assert_eq!(res.bytes().await.unwrap().as_ref(), PNG);
    }
    let res = app.http.get(app.url(&url)).send().await.unwrap();
    assert_eq!(res.status(), 401);

    // A page of HTML calling itself a PNG, an SVG, and a picture too large.
    let (status, err) = upload(
        &app,
        &staff,
        "image/png",
        b"<!doctype html><script>alert(1)</script>".to_vec(),
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (415, Some("UNSUPPORTED_MEDIA_TYPE"))
    );
    let (status, _) = upload(
        &app,
        &staff,
        "image/svg+xml",
        b"<svg xmlns='http://www.w3.org/2000/svg'/>".to_vec(),
    )
    .await;
    assert_eq!(status, 415);
    let mut big = PNG.to_vec();
    big.resize(1024 * 1024 + 1, 0);
    let (status, err) = upload(&app, &staff, "image/png", big).await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (413, Some("PAYLOAD_TOO_LARGE"))
    );
    // Refusals leave the picture as it was.
    assert_eq!(app.get_as(&url, &demo).await.status(), 200);

    let events = app
        .audit_events(
            &admin,
            "service=auth&action=avatar_changed&entity_id=usr-staff",
            1,
        )
        .await;
    assert_eq!(events.len(), 1, "{events:?}");
    let after = &events[0]["changes"]["after"];
    assert_eq!(after["avatar"], url.as_str());
    assert_eq!(after["content_type"], "image/png");
    assert_eq!(after["size"], PNG.len());

    let (status, _) = send(&app, "DELETE", "/api/app/user/avatar", Some(&staff), None).await;
    assert_eq!(status, 204);
    let res = app.get_as("/api/v1/avatars/usr-staff", &demo).await;
    assert_eq!(res.status(), 404);
    let (_, me) = send(&app, "GET", "/api/app/user", Some(&staff), None).await;
    assert_eq!(me["avatar"], "");
    let removed = app
        .audit_events(
            &admin,
            "service=auth&action=avatar_removed&entity_id=usr-staff",
            1,
        )
        .await;
    assert_eq!(removed.len(), 1);
    assert_eq!(removed[0]["changes"]["before"]["avatar"], url.as_str());
    // Removing nothing is fine.
    let (status, _) = send(&app, "DELETE", "/api/app/user/avatar", Some(&staff), None).await;
    assert_eq!(status, 204);
    app.stop().await;
}

#[tokio::test]
async fn the_app_config_is_public_with_the_manual_on_and_the_customizer_off() {
    let app = spawn_app().await;
    let (status, config) = send(&app, "GET", "/api/app/config", None, None).await;
    assert_eq!(status, 200);
    assert_eq!(
        config,
        json!({"user_manual_url": "/manual/index.html", "customizer_enabled": false, "cookie_secure": false, "map_tile_url": null})
    );
    app.stop().await;

    let app = spawn_app_with(Backends::embedded(), |cfg, _| {
        cfg.gateway.user_manual_url = None;
        cfg.gateway.theme_customizer = true;
        cfg.gateway.cookie_secure = true;
        cfg.gateway.map_tile_url = Some("https://{s}.tiles.example.org/{z}/{x}/{y}.png".into());
    })
    .await;
    let (_, config) = send(&app, "GET", "/api/app/config", None, None).await;
    assert_eq!(
        config,
        json!({"user_manual_url": null, "customizer_enabled": true, "cookie_secure": true,
            "map_tile_url": "https://{s}.tiles.example.org/{z}/{x}/{y}.png"})
    );
    // The SPA may load the configured tiles as images.
    let page = app.http.get(app.url("/")).send().await.unwrap();
    let csp = page.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        csp.contains("img-src 'self' data: blob: https://*.tiles.example.org;"),
        "{csp}"
    );
    app.stop().await;
}

#[tokio::test]
async fn a_self_registered_account_finds_no_colleague_and_no_shared_data() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.auth.allow_registration = true;
    })
    .await;
    let stranger = app
        .register("stranger@example.org", "Stranger-pass-1", "A Stranger")
        .await;
    let staff = app.token("staff@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    assert_eq!(upload(&app, &admin, "image/png", PNG.to_vec()).await.0, 200);
    let stranger_tok = Some(stranger.as_str());
    let staff_tok = Some(staff.as_str());

    // The global search's Contacts: colleagues for staff, nobody for the stranger.
    let contacts = |body: &Value| {
        body["searchResult"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["groupTitle"] == "Contacts")
            .map(|g| g["data"].as_array().unwrap().len())
            .unwrap()
    };
    let (status, seen) = send(&app, "GET", "/api/main-search/data?q=a", staff_tok, None).await;
    assert_eq!(status, 200);
    assert!(contacts(&seen) > 0, "{seen}");
    let (status, seen) = send(&app, "GET", "/api/main-search/data?q=a", stranger_tok, None).await;
    assert_eq!(status, 200);
    assert_eq!(contacts(&seen), 0, "{seen}");
    assert!(!seen.to_string().contains("@demo.com"), "{seen}");

    // The apps (people and shared rows) and the organisation: staff only.
    for (method, path, body) in [
        ("GET", "/api/email/contacts", None),
        ("GET", "/api/app/chat/chat-contacts", None),
        ("GET", "/api/users/list", None),
        ("GET", "/api/datalist/data", None),
        ("GET", "/api/v1/functions", None),
        (
            "POST",
            "/api/datalist/add-data",
            Some(json!({"name": "Mine now"})),
        ),
        ("POST", "/api/datalist/delete-data", Some(json!({"id": 1}))),
        (
            "POST",
            "/api/email/send",
            Some(json!({"to": ["usr-admin"], "subject": "Hi", "message": "Hello"})),
        ),
        (
            "POST",
            "/api/app/chat/send-message",
            Some(json!({"contactId": "usr-admin", "message": "Hello"})),
        ),
    ] {
        let (status, answer) = send(&app, method, path, stranger_tok, body.clone()).await;
        assert_eq!(
            (status, answer["error"]["code"].as_str()),
            (403, Some("FORBIDDEN")),
            "{method} {path}: {answer}"
        );
        if method == "GET" {
            assert_eq!(
                send(&app, method, path, staff_tok, None).await.0,
                200,
                "staff {path}"
            );
        }
    }

    // A colleague's picture: staff see it, the stranger does not; their own, yes.
    let picture = |token: &str, user: &str| {
        app.http
            .get(app.url(&format!("/api/v1/avatars/{user}")))
            .bearer_auth(token.to_owned())
            .send()
    };
    assert_eq!(picture(&staff, "usr-admin").await.unwrap().status(), 200);
    assert_eq!(picture(&stranger, "usr-admin").await.unwrap().status(), 404);
    assert_eq!(
        upload(&app, &stranger, "image/png", PNG.to_vec()).await.0,
        200
    );
    let (_, me) = send(&app, "GET", "/api/app/user", stranger_tok, None).await;
    let own = me["id"].as_str().unwrap().to_owned();
    assert_eq!(picture(&stranger, &own).await.unwrap().status(), 200);
    app.stop().await;
}
