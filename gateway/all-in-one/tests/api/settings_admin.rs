//! Users, roles and the matrix, as an administrator uses them, and what the
//! affected users see on their next request.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

async fn refresh_token(app: &TestApp, cookie: &str) -> String {
    let res = app
        .http
        .post(app.url("/api/auth/refresh"))
        .header("cookie", cookie)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    res.json::<Value>().await.unwrap()["data"]["token"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test]
async fn a_new_user_changes_the_first_password_then_loses_a_permission_on_the_next_request() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (status, created) = send(
        &app,
        "POST",
        "/api/v1/users",
        &admin,
        Some(
            json!({"name": "Nina Field", "email": "nina@demo.com", "role": "staff",
                    "function_id": "fn-finance", "password": "First-pass-1"}),
        ),
    )
    .await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["must_change_password"], true);
    assert_eq!(created["function_id"], "fn-finance");
    let nina_id = created["id"].as_str().unwrap().to_owned();

    // First sign-in: nothing but the password change is allowed.
    let res = app.login("nina@demo.com", "First-pass-1").await;
    let cookie = res.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["data"]["user"]["must_change_password"], true);
    let token = body["data"]["token"].as_str().unwrap().to_owned();
    let (status, err) = send(&app, "GET", "/api/v1/risk-categories", &token, None).await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (403, Some("PASSWORD_CHANGE_REQUIRED"))
    );
    // Reading the own profile is allowed meanwhile; editing it is not.
    assert_eq!(
        send(&app, "GET", "/api/app/user", &token, None).await.0,
        200
    );
    let (status, err) = send(
        &app,
        "PATCH",
        "/api/app/user",
        &token,
        Some(json!({"name": "Too early"})),
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (403, Some("PASSWORD_CHANGE_REQUIRED"))
    );
    let (status, err) = send(
        &app,
        "POST",
        "/api/auth/change-password",
        &token,
        Some(json!({"current_password": "wrong", "new_password": "Second-pass-2"})),
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(err["error"]["fields"]["current_password"], "Wrong password");
    let (status, _) = send(
        &app,
        "POST",
        "/api/auth/change-password",
        &token,
        Some(json!({"current_password": "First-pass-1", "new_password": "Second-pass-2"})),
    )
    .await;
    assert_eq!(status, 204);
    // The old token (flagged) is void; a refresh gives a normal one.
    let token = refresh_token(&app, &cookie).await;
    let (status, register) = send(
        &app,
        "GET",
        "/api/v1/risks?page=1&per_page=20",
        &token,
        None,
    )
    .await;
    assert_eq!((status, register["total"].as_u64()), (200, Some(0)));

    // The admin takes risk.read away from staff: the next request is refused.
    let (status, role) = send(
        &app,
        "PUT",
        "/api/v1/roles/staff/permissions",
        &admin,
        Some(json!({"permissions": {"risk.read": false}})),
    )
    .await;
    assert_eq!(status, 200, "{role}");
    assert!(
        !role["permissions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p == "risk.read")
    );
    let (status, err) = send(&app, "GET", "/api/v1/risk-categories", &token, None).await;
    assert_eq!(
        (status, err["error"]["message"].as_str()),
        (403, Some("Sorry, Restricted Action"))
    );

    // Every step is in the audit log with actor and diff.
    let created_events = app
        .audit_events(&admin, &format!("action=created&q={nina_id}"), 1)
        .await;
    assert_eq!(created_events[0]["actor"]["name"], "Alex Morgan");
    assert_eq!(created_events[0]["changes"]["after"]["role"], "staff");
    let matrix = app
        .audit_events(&admin, "action=permissions_changed", 1)
        .await;
    assert!(
        matrix[0]["changes"]["before"]["permissions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p == "risk.read")
    );
    assert!(
        !matrix[0]["changes"]["after"]["permissions"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p == "risk.read")
    );
    app.stop().await;
}

#[tokio::test]
async fn deactivating_a_user_ends_their_session_on_the_next_request() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    let (_, page) = send(&app, "GET", "/api/v1/users?q=staff@demo.com", &admin, None).await;
    assert_eq!(page["total"], 1);
    let id = page["data"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(
        send(&app, "GET", "/api/app/user", &staff, None).await.0,
        200
    );

    let (status, user) = send(
        &app,
        "POST",
        &format!("/api/v1/users/{id}/deactivate"),
        &admin,
        None,
    )
    .await;
    assert_eq!((status, user["status"].as_str()), (200, Some("inactive")));
    // The ended session is reported before any permission question: a route
    // the role may use and one it may not both answer 401, never 403.
    for path in ["/api/app/user", "/api/v1/risks", "/api/v1/users"] {
        let (status, err) = send(&app, "GET", path, &staff, None).await;
        assert_eq!(
            (status, err["error"]["code"].as_str()),
            (401, Some("SESSION_REVOKED")),
            "{path}"
        );
    }
    let res = app.login("staff@demo.com", "Demo-1234").await;
    assert_eq!(res.status(), 401);
    assert_eq!(
        res.json::<Value>().await.unwrap()["error"]["code"],
        "ACCOUNT_INACTIVE"
    );

    let (status, _) = send(
        &app,
        "POST",
        &format!("/api/v1/users/{id}/reactivate"),
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(app.login("staff@demo.com", "Demo-1234").await.status(), 200);
    app.stop().await;
}

#[tokio::test]
async fn administrators_cannot_lock_themselves_or_everyone_out() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (_, me) = send(&app, "GET", "/api/app/user", &admin, None).await;
    let my_id = me["id"].as_str().unwrap();
    let (status, err) = send(
        &app,
        "POST",
        &format!("/api/v1/users/{my_id}/deactivate"),
        &admin,
        None,
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (409, Some("SELF_DEACTIVATION"))
    );
    let (status, err) = send(
        &app,
        "PATCH",
        &format!("/api/v1/users/{my_id}"),
        &admin,
        Some(json!({"role": "staff"})),
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (409, Some("SELF_DEMOTION"))
    );
    // One's own password is changed with the current one, not reset: the
    // API fuzzing reset the admin's own password and ended its session.
    let (status, err) = send(
        &app,
        "POST",
        &format!("/api/v1/users/{my_id}/reset-password"),
        &admin,
        Some(json!({"password": "Use at least 8 characters."})),
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (409, Some("SELF_RESET"))
    );
    assert_eq!(
        send(&app, "GET", "/api/app/user", &admin, None).await.0,
        200
    );
    let (status, err) = send(
        &app,
        "PUT",
        "/api/v1/roles/admin/permissions",
        &admin,
        Some(json!({"permissions": {"audit.read": false}})),
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (409, Some("ADMIN_KEEPS_ALL"))
    );

    // A second admin (the editor, promoted) cannot take away the first's role while
    // the first is the last active admin... once promoted there are two, so it can.
    let (_, page) = send(&app, "GET", "/api/v1/users?q=editor@demo.com", &admin, None).await;
    let editor_id = page["data"][0]["id"].as_str().unwrap().to_owned();
    let (status, _) = send(
        &app,
        "PATCH",
        &format!("/api/v1/users/{editor_id}"),
        &admin,
        Some(json!({"role": "admin"})),
    )
    .await;
    assert_eq!(status, 200);
    let editor = app.token("editor@demo.com").await;
    let (status, _) = send(
        &app,
        "PATCH",
        &format!("/api/v1/users/{my_id}"),
        &editor,
        Some(json!({"role": "editor"})),
    )
    .await;
    assert_eq!(status, 200);
    // Now the promoted editor is the last admin: the former admin may not demote them.
    let (_, err) = send(
        &app,
        "PATCH",
        &format!("/api/v1/users/{editor_id}"),
        &editor,
        Some(json!({"role": "staff"})),
    )
    .await;
    assert_eq!(err["error"]["code"], "SELF_DEMOTION");

    let (status, err) = send(
        &app,
        "POST",
        "/api/v1/users",
        &admin,
        Some(json!({"name": "", "email": "bad", "role": "staff", "password": "x"})),
    )
    .await;
    assert_eq!(status, 401, "the demoted admin's old token is void: {err}");
    let (status, err) = send(
        &app,
        "POST",
        "/api/v1/users",
        &editor,
        Some(json!({"name": "", "email": "bad", "role": "staff", "password": "x"})),
    )
    .await;
    assert_eq!(status, 422);
    assert_eq!(err["error"]["fields"]["name"], "Required");
    assert!(err["error"]["fields"]["email"].is_string());
    assert!(err["error"]["fields"]["password"].is_string());
    let (status, err) = send(&app, "POST", "/api/v1/users", &editor,
        Some(json!({"name": "Dup", "email": "STAFF@demo.com", "role": "staff", "password": "Long-enough-1"}))).await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (409, Some("EMAIL_TAKEN"))
    );
    app.stop().await;
}

#[tokio::test]
async fn custom_roles_are_created_granted_renamed_and_deleted_only_when_unused() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (status, role) = send(
        &app,
        "POST",
        "/api/v1/roles",
        &admin,
        Some(json!({"name": "auditor", "description": "Reads the audit trail"})),
    )
    .await;
    assert_eq!((status, role["built_in"].as_bool()), (201, Some(false)));
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/roles",
        &admin,
        Some(json!({"name": "Bad Name!"})),
    )
    .await;
    assert_eq!(status, 422);
    let (status, role) = send(
        &app,
        "PUT",
        "/api/v1/roles/auditor/permissions",
        &admin,
        Some(json!({"permissions": {"audit.read": true, "risk.read": true}})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(role["permissions"], json!(["audit.read", "risk.read"]));

    let (status, _) = send(&app, "POST", "/api/v1/users", &admin,
        Some(json!({"name": "Ann Audit", "email": "ann@demo.com", "role": "auditor", "password": "Long-enough-1"}))).await;
    assert_eq!(status, 201);
    let (status, err) = send(&app, "DELETE", "/api/v1/roles/auditor", &admin, None).await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (409, Some("ROLE_IN_USE"))
    );
    let (status, err) = send(
        &app,
        "PATCH",
        "/api/v1/roles/staff",
        &admin,
        Some(json!({"name": "workers"})),
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (409, Some("BUILT_IN_ROLE"))
    );
    let (status, role) = send(
        &app,
        "PATCH",
        "/api/v1/roles/auditor",
        &admin,
        Some(json!({"name": "reviewer"})),
    )
    .await;
    assert_eq!((status, role["user_count"].as_u64()), (200, Some(1)));
    let (_, page) = send(&app, "GET", "/api/v1/users?role=reviewer", &admin, None).await;
    assert_eq!(page["data"][0]["email"], "ann@demo.com");

    let (_, roles) = send(&app, "GET", "/api/v1/roles", &admin, None).await;
    let names: Vec<&str> = roles["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["admin", "editor", "registered", "reviewer", "staff", "user"]
    );
    let (_, catalogue) = send(&app, "GET", "/api/v1/permissions", &admin, None).await;
    let areas: std::collections::BTreeSet<&str> = catalogue["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["area"].as_str().unwrap())
        .collect();
    assert_eq!(
        areas.into_iter().collect::<Vec<_>>(),
        ["apps", "audit", "incident", "reports", "risk", "settings"]
    );

    let (status, role) = send(
        &app,
        "POST",
        "/api/v1/roles",
        &admin,
        Some(json!({"name": "temp"})),
    )
    .await;
    assert_eq!(status, 201, "{role}");
    assert_eq!(
        send(&app, "DELETE", "/api/v1/roles/temp", &admin, None)
            .await
            .0,
        204
    );
    app.stop().await;
}

#[tokio::test]
async fn functions_form_a_tree_with_heads_members_and_safe_deletes() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (_, page) = send(&app, "GET", "/api/v1/functions?per_page=100", &admin, None).await;
    assert_eq!(page["total"], 6, "the demo tree");
    let (_, me) = send(&app, "GET", "/api/app/user", &admin, None).await;
    let my_id = me["id"].as_str().unwrap();

    let (status, audit) = send(
        &app,
        "POST",
        "/api/v1/functions",
        &admin,
        Some(
            json!({"name": "Internal Audit", "parent_id": "fn-compliance", "head_user_id": my_id}),
        ),
    )
    .await;
    assert_eq!(status, 201, "{audit}");
    assert_eq!(audit["head_name"], "Alex Morgan");
    let audit_id = audit["id"].as_str().unwrap().to_owned();

    // An edit is saved (and read back).
    let (status, _) = send(
        &app,
        "PATCH",
        &format!("/api/v1/functions/{audit_id}"),
        &admin,
        Some(json!({"description": "Third line of defence", "head_user_id": null})),
    )
    .await;
    assert_eq!(status, 200);
    let (_, page) = send(&app, "GET", "/api/v1/functions?q=Internal", &admin, None).await;
    assert_eq!(page["data"][0]["description"], "Third line of defence");
    assert!(page["data"][0]["head_user_id"].is_null());

    // No cycles: Compliance cannot move under its own child.
    let (status, err) = send(
        &app,
        "PATCH",
        "/api/v1/functions/fn-compliance",
        &admin,
        Some(json!({"parent_id": audit_id})),
    )
    .await;
    assert_eq!(status, 422);
    assert!(err["error"]["fields"]["parent_id"].is_string());
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/functions",
        &admin,
        Some(json!({"name": "  "})),
    )
    .await;
    assert_eq!(status, 422);

    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/users",
        &admin,
        Some(
            json!({"name": "Ian Auditor", "email": "ian@demo.com", "role": "staff",
                    "function_id": audit_id, "password": "Long-enough-1"}),
        ),
    )
    .await;
    assert_eq!(status, 201);
    let (_, page) = send(&app, "GET", "/api/v1/functions?q=Internal", &admin, None).await;
    assert_eq!(page["data"][0]["member_count"], 1);
    let (_, members) = send(
        &app,
        "GET",
        &format!("/api/v1/users?function_id={audit_id}"),
        &admin,
        None,
    )
    .await;
    assert_eq!(members["data"][0]["email"], "ian@demo.com");

    let (status, err) = send(
        &app,
        "DELETE",
        &format!("/api/v1/functions/{audit_id}"),
        &admin,
        None,
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (409, Some("FUNCTION_IN_USE"))
    );
    let (status, err) = send(
        &app,
        "DELETE",
        "/api/v1/functions/fn-compliance",
        &admin,
        None,
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (409, Some("FUNCTION_IN_USE"))
    );
    let (status, _) = send(&app, "DELETE", "/api/v1/functions/fn-hr", &admin, None).await;
    assert_eq!(status, 204);

    // Everyone signed in may read the tree (risks and incidents use it); only managers change it.
    let staff = app.token("staff@demo.com").await;
    assert_eq!(
        send(&app, "GET", "/api/v1/functions", &staff, None).await.0,
        200
    );
    assert_eq!(
        send(
            &app,
            "POST",
            "/api/v1/functions",
            &staff,
            Some(json!({"name": "X"}))
        )
        .await
        .0,
        403
    );

    let events = app
        .audit_events(&admin, "service=settings&entity_type=function", 3)
        .await;
    let actions: Vec<&str> = events
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(actions, ["deleted", "updated", "created"]);
    app.stop().await;
}

#[tokio::test]
async fn a_new_user_finds_a_welcome_message_and_reading_it_drops_the_unread_count() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (status, _) = send(&app, "POST", "/api/v1/users", &admin,
        Some(json!({"name": "Mia <Admin>", "email": "mia@demo.com", "role": "user", "password": "First-pass-1"}))).await;
    assert_eq!(status, 201);
    let res = app.login("mia@demo.com", "First-pass-1").await;
    let cookie = res.headers()["set-cookie"]
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    let token = res.json::<Value>().await.unwrap()["data"]["token"]
        .as_str()
        .unwrap()
        .to_owned();
    send(
        &app,
        "POST",
        "/api/auth/change-password",
        &token,
        Some(json!({"current_password": "First-pass-1", "new_password": "Second-pass-2"})),
    )
    .await;
    let token = refresh_token(&app, &cookie).await;

    let mut summary = Value::Null;
    for _ in 0..50 {
        summary = send(&app, "GET", "/api/app/mail/summary", &token, None)
            .await
            .1;
        if summary["unread"] == 1 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert_eq!(summary["unread"], 1, "{summary}");
    let message = &summary["messages"][0];
    assert_eq!(message["subject"], "Welcome to RiskHub");
    assert_eq!(message["read"], "No");
    assert!(
        message["body"]
            .as_str()
            .unwrap()
            .contains("<strong>user</strong>")
    );
    let id = message["id"].as_str().unwrap();

    // Nobody else can read (or mark) it.
    let (status, _) = send(
        &app,
        "GET",
        &format!("/api/app/global/account/messages/read?id={id}"),
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 404);
    let (status, read) = send(
        &app,
        "GET",
        &format!("/api/app/global/account/messages/read?id={id}"),
        &token,
        None,
    )
    .await;
    assert_eq!((status, read["read"].as_str()), (200, Some("Yes")));
    let (_, summary) = send(&app, "GET", "/api/app/mail/summary", &token, None).await;
    assert_eq!(summary["unread"], 0);
    let (_, page) = send(&app, "GET", "/api/v1/messages", &token, None).await;
    assert_eq!(
        (page["total"].as_u64(), page["unread"].as_u64()),
        (Some(1), Some(0))
    );
    app.stop().await;
}
