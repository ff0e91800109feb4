//! The users app through the gateway: the mock's bare list, the paged and
//! filtered list, one user, and the validated edit (spec sections 3-7).

use serde_json::{Value, json};

use crate::helpers::{send, send_maybe_signed_in, spawn_app};

#[tokio::test]
async fn the_list_answers_about_fifty_detailed_users_as_the_mock_did_and_pages_on_request() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;

    // Without parameters: the bare array of every user.
    let (status, all) = send(&app, "GET", "/api/users/list", &admin, None).await;
    assert_eq!(status, 200, "{all}");
    let all = all.as_array().expect("an array").clone();
    assert!(
        (45..=55).contains(&all.len()),
        "about 50 users: {}",
        all.len()
    );
    let first = &all[0];
    for key in [
        "id",
        "username",
        "avatar",
        "email",
        "name",
        "dob",
        "gender",
        "country",
        "role",
        "status",
        "is_verified",
        "department",
        "company",
        "mobile",
        "website",
        "languages_known",
        "contact_options",
        "location",
        "social_links",
        "permissions",
        "created_at",
    ] {
        assert!(first.get(key).is_some(), "{key} missing from {first}");
    }
    for key in [
        "add_line_1",
        "add_line_2",
        "post_code",
        "city",
        "state",
        "country",
    ] {
        assert!(first["location"].get(key).is_some(), "location.{key}");
    }
    for key in [
        "twitter",
        "facebook",
        "instagram",
        "github",
        "codepen",
        "slack",
    ] {
        assert!(
            first["social_links"].get(key).is_some(),
            "social_links.{key}"
        );
    }
    for area in ["users", "posts", "comments"] {
        for right in ["read", "write", "create", "delete"] {
            assert!(
                first["permissions"][area][right].is_boolean(),
                "{area}.{right}"
            );
        }
    }
    // Spec section 6: the sample admin reads users, may do all on posts,
    // reads and creates comments.
    let sample_admin = all.iter().find(|u| u["role"] == "admin").unwrap();
    assert_eq!(
        sample_admin["permissions"],
        json!({
            "users": {"read": true, "write": false, "create": false, "delete": false},
            "posts": {"read": true, "write": true, "create": true, "delete": true},
            "comments": {"read": true, "write": false, "create": true, "delete": false},
        })
    );
    for (field, allowed) in [
        ("role", &["admin", "user", "staff"][..]),
        ("status", &["active", "blocked", "deactivated"][..]),
        ("department", &["sales", "development", "management"][..]),
    ] {
        let seen: std::collections::BTreeSet<&str> =
            all.iter().map(|u| u[field].as_str().unwrap()).collect();
        assert_eq!(seen, allowed.iter().copied().collect(), "{field} values");
    }

    // Paged: 10 per page, the total of the whole list.
    let (status, page) = send(
        &app,
        "GET",
        "/api/users/list?page=2&perPage=10",
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["data"].as_array().unwrap().len(), 10);
    assert_eq!(page["total"].as_u64().unwrap() as usize, all.len());
    assert_eq!(page["page"], 2);
    assert_eq!(page["perPage"], 10);
    assert_eq!(
        page["totalPages"].as_u64().unwrap() as usize,
        all.len().div_ceil(10)
    );
    assert_eq!(page["data"][0]["id"], all[10]["id"]);

    // Filters combine; each row matches them, and the count is exact.
    let (status, blocked) = send(
        &app,
        "GET",
        "/api/users/list?status=blocked&role=user&perPage=100",
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 200);
    let want = all
        .iter()
        .filter(|u| u["status"] == "blocked" && u["role"] == "user")
        .count();
    assert!(want > 0);
    assert_eq!(blocked["total"].as_u64().unwrap() as usize, want);
    for u in blocked["data"].as_array().unwrap() {
        assert_eq!(
            (u["status"].as_str(), u["role"].as_str()),
            (Some("blocked"), Some("user"))
        );
    }
    let (_, dept) = send(
        &app,
        "GET",
        "/api/users/list?department=sales",
        &admin,
        None,
    )
    .await;
    assert!(
        dept["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|u| u["department"] == "sales")
    );

    // Search: case-insensitive over the name (and username, e-mail, ...).
    let name = first["name"].as_str().unwrap();
    let needle = name.split(' ').next().unwrap().to_uppercase();
    let (_, found) = send(
        &app,
        "GET",
        &format!("/api/users/list?q={needle}"),
        &admin,
        None,
    )
    .await;
    let hits = found["data"].as_array().unwrap();
    assert!(!hits.is_empty());
    assert!(hits.iter().any(|u| u["id"] == first["id"]));
    let (_, none) = send(&app, "GET", "/api/users/list?q=zzzz-nobody", &admin, None).await;
    assert_eq!(none["total"], 0);

    // An unknown filter value is a 422 naming it.
    let (status, body) = send(&app, "GET", "/api/users/list?role=owner", &admin, None).await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["role"].is_string());
    let (status, _) = send(&app, "GET", "/api/users/list?page=x", &admin, None).await;
    assert_eq!(status, 400);

    // Signed out: 401.
    let (status, _) = send_maybe_signed_in(&app, "GET", "/api/users/list", None, None).await;
    assert_eq!(status, 401);
    let (status, _) = send_maybe_signed_in(&app, "GET", "/api/users/1", None, None).await;
    assert_eq!(status, 401);
    app.stop().await;
}

#[tokio::test]
async fn every_user_carries_a_join_time_within_the_last_year() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    let (status, all) = send(&app, "GET", "/api/users/list", &staff, None).await;
    assert_eq!(status, 200, "{all}");
    let now = chrono::Utc::now();
    let joined: Vec<chrono::DateTime<chrono::Utc>> = all
        .as_array()
        .expect("an array")
        .iter()
        .map(|u| {
            let at = u["created_at"].as_str().expect("created_at");
            chrono::DateTime::parse_from_rfc3339(at)
                .unwrap_or_else(|e| panic!("{at}: {e}"))
                .to_utc()
        })
        .collect();
    for at in &joined {
        assert!(
            *at <= now && now - *at <= chrono::Duration::days(366),
            "{at}"
        );
    }
    let distinct: std::collections::BTreeSet<_> = joined.iter().map(|t| t.date_naive()).collect();
    assert!(distinct.len() >= 30, "spread over the year: {distinct:?}");
    // The paged list and one user carry it too.
    let (_, page) = send(&app, "GET", "/api/users/list?page=1", &staff, None).await;
    assert!(page["data"][0]["created_at"].is_string(), "{page}");
    let (_, one) = send(&app, "GET", "/api/users/1", &staff, None).await;
    assert_eq!(one["created_at"], all[0]["created_at"]);
    app.stop().await;
}

#[tokio::test]
async fn one_user_is_read_by_id_and_an_unknown_id_is_404() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    let (status, user) = send(&app, "GET", "/api/users/7", &staff, None).await;
    assert_eq!(status, 200, "{user}");
    assert_eq!(user["id"], 7);
    for path in ["/api/users/999", "/api/users/0", "/api/users/abc"] {
        let (status, body) = send(&app, "GET", path, &staff, None).await;
        assert_eq!(status, 404, "{path}: {body}");
        assert_eq!(body["error"]["code"], "USER_NOT_FOUND");
    }
    app.stop().await;
}

#[tokio::test]
async fn an_edit_is_validated_with_field_names_and_saved_whole_or_not_at_all() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let (_, before) = send(&app, "GET", "/api/users/3", &editor, None).await;

    // Missing and wrong fields: 422 naming each, nothing written.
    let mut bad = before.clone();
    bad["name"] = json!("");
    bad["email"] = json!("not-an-email");
    bad["status"] = json!("sleeping");
    bad["location"]["city"] = json!(" ");
    bad["company"] = json!("Changed Co");
    let (status, body) = send(&app, "POST", "/api/users/update", &editor, Some(bad)).await;
    assert_eq!(status, 422, "{body}");
    let fields = &body["error"]["fields"];
    assert_eq!(fields["name"], "Required");
    assert_eq!(fields["location.city"], "Required");
    assert!(
        fields["email"].is_string() && fields["status"].is_string(),
        "{fields}"
    );
    let (_, after_bad) = send(&app, "GET", "/api/users/3", &editor, None).await;
    assert_eq!(after_bad, before, "a refused edit writes nothing");

    // A body without fields: 422 for the id.
    let (status, body) = send(&app, "POST", "/api/users/update", &editor, Some(json!({}))).await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["fields"]["id"], "Required");

    // An unknown id: 404.
    let mut ghost = before.clone();
    ghost["id"] = json!(4242);
    let (status, _) = send(&app, "POST", "/api/users/update", &editor, Some(ghost)).await;
    assert_eq!(status, 404);

    // A good edit is saved and read back (by anyone: the sample is shared).
    let mut good = before.clone();
    good["name"] = json!("  Renamed Person ");
    good["status"] = json!("blocked");
    good["languages_known"] = json!(["English", "German"]);
    good["permissions"]["users"]["write"] = json!(true);
    good["created_at"] = json!("2001-01-01T00:00:00Z");
    let (status, saved) = send(&app, "POST", "/api/users/update", &editor, Some(good)).await;
    assert_eq!(status, 200, "{saved}");
    assert_eq!(saved["name"], "Renamed Person");
    assert_eq!(
        saved["created_at"], before["created_at"],
        "the join time is kept"
    );
    let demo = app.token("demo@demo.com").await;
    let (_, read): (u16, Value) = send(&app, "GET", "/api/users/3", &demo, None).await;
    assert_eq!(read, saved);
    assert_eq!(read["status"], "blocked");
    assert_eq!(read["permissions"]["users"]["write"], true);
    assert_eq!(read["languages_known"], json!(["English", "German"]));
    app.stop().await;
}
