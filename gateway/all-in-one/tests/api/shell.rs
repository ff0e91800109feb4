//! The application shell's calls as the top bar makes them: bookmarks and
//! their quick list, the global search and its groups, and marking messages.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, spawn_app};

async fn bookmarks(app: &TestApp, token: &str) -> Vec<Value> {
    let (status, body) = send(app, "GET", "/api/search/bookmarks/data", token, None).await;
    assert_eq!(status, 200, "{body}");
    body["searchResult"].as_array().cloned().unwrap()
}

async fn star(app: &TestApp, token: &str, id: u64, starred: bool) -> (u16, Value) {
    send(
        app,
        "POST",
        "/api/update/bookmarks",
        token,
        Some(json!({"obj": {"id": id, "starred": starred}})),
    )
    .await
}

fn ids_where(list: &[Value], flag: &str) -> Vec<u64> {
    list.iter()
        .filter(|b| b[flag] == true)
        .map(|b| b["id"].as_u64().unwrap())
        .collect()
}

#[tokio::test]
async fn the_quick_list_holds_the_first_ten_stars_and_promotes_the_eleventh() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;

    let list = bookmarks(&app, &admin).await;
    assert_eq!(list.len(), 20, "an administrator may open every page");
    assert_eq!(
        list[0],
        json!({"id": 1, "target": "dashboard", "title": "Dashboard", "link": "/",
               "icon": "dashboard", "starred": false, "starred_at": null, "quick": false})
    );
    let ids: Vec<u64> = list.iter().map(|b| b["id"].as_u64().unwrap()).collect();
    assert_eq!(ids, (1..=20).collect::<Vec<_>>(), "catalogue order");

    // Eleven stars, one after another.
    for id in 1..=11 {
        let (status, entry) = star(&app, &admin, id, true).await;
        assert_eq!(status, 200, "{entry}");
        assert_eq!(
            (entry["id"].as_u64(), entry["starred"].as_bool()),
            (Some(id), Some(true))
        );
        let at = entry["starred_at"].as_str().unwrap();
        assert!(
            chrono::DateTime::parse_from_rfc3339(at).is_ok()
                && at.len() == "2026-01-01T00:00:00.000Z".len(),
            "RFC 3339 with milliseconds: {at}"
        );
    }
    let list = bookmarks(&app, &admin).await;
    assert_eq!(ids_where(&list, "starred"), (1..=11).collect::<Vec<_>>());
    assert_eq!(ids_where(&list, "quick"), (1..=10).collect::<Vec<_>>());

    // Starring again keeps the first star time (and the place in the list).
    let first = list[2]["starred_at"].clone();
    let (status, again) = star(&app, &admin, 3, true).await;
    assert_eq!((status, &again["starred_at"]), (200, &first));
    assert_eq!(again["quick"], true);

    // A quick star removed: the eleventh moves up.
    let (status, removed) = star(&app, &admin, 4, false).await;
    assert_eq!(status, 200);
    assert_eq!(
        (
            &removed["starred"],
            &removed["starred_at"],
            &removed["quick"]
        ),
        (&json!(false), &Value::Null, &json!(false))
    );
    let list = bookmarks(&app, &admin).await;
    assert_eq!(ids_where(&list, "starred").len(), 10);
    let quick = ids_where(&list, "quick");
    assert_eq!(quick.len(), 10);
    assert!(quick.contains(&11), "{quick:?}");
    // Unstarring twice is harmless.
    assert_eq!(star(&app, &admin, 4, false).await.0, 200);

    // Stars belong to the user who gave them.
    let editor = app.token("editor@demo.com").await;
    assert!(ids_where(&bookmarks(&app, &editor).await, "starred").is_empty());
    app.stop().await;
}

#[tokio::test]
async fn staff_neither_see_nor_star_pages_they_may_not_open_and_bad_bodies_are_refused() {
    let app = spawn_app().await;
    let staff = app.token("staff@demo.com").await;
    let list = bookmarks(&app, &staff).await;
    let targets: Vec<&str> = list.iter().map(|b| b["target"].as_str().unwrap()).collect();
    for hidden in [
        "settingsUsers",
        "settingsRoles",
        "settingsRolesMatrix",
        "settingsFunctions",
        "settingsLogs",
        "riskAuditTrail",
        "incidentAll",
    ] {
        assert!(!targets.contains(&hidden), "{hidden} shown to staff");
    }
    for shown in [
        "dashboard",
        "riskRegister",
        "settingsCategories",
        "account",
        "messages",
    ] {
        assert!(targets.contains(&shown), "{shown} hidden from staff");
    }
    let users_page = 13;
    let (status, err) = star(&app, &staff, users_page, true).await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (404, Some("PAGE_NOT_FOUND"))
    );
    assert_eq!(star(&app, &staff, 999, true).await.0, 404);
    assert_eq!(star(&app, &staff, 0, true).await.0, 404);

    for body in [
        json!({}),
        json!({"obj": {"id": 3}}),
        json!({"obj": {"id": "three", "starred": true}}),
        json!({"obj": {"id": -1, "starred": true}}),
        json!({"id": 3, "starred": true}),
    ] {
        let (status, err) = send(
            &app,
            "POST",
            "/api/update/bookmarks",
            &staff,
            Some(body.clone()),
        )
        .await;
        assert!(matches!(status, 400 | 422), "{body} answered {status}");
        assert!(err["error"]["code"].is_string(), "{err}");
    }
    let res = app
        .http
        .post(app.url("/api/update/bookmarks"))
        .bearer_auth(&staff)
        .header("Content-Type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    // Nothing was starred along the way.
    assert!(ids_where(&bookmarks(&app, &staff).await, "starred").is_empty());
    app.stop().await;
}

async fn search(app: &TestApp, token: &str, q: &str) -> Vec<Value> {
    let res = app
        .http
        .get(app.url("/api/main-search/data"))
        .query(&[("q", q)])
        .bearer_auth(token)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let body: Value = res.json().await.unwrap();
    let groups = body["searchResult"].as_array().cloned().unwrap();
    let titles: Vec<&str> = groups
        .iter()
        .map(|g| g["groupTitle"].as_str().unwrap())
        .collect();
    assert_eq!(titles, ["Pages", "Files", "Contacts"]);
    for g in &groups {
        let shown = g["data"].as_array().unwrap().len() as u64;
        assert_eq!(g["searchLimit"], 4);
        assert!(shown <= 4, "{g}");
        assert!(g["total"].as_u64().unwrap() >= shown, "{g}");
    }
    groups
}

/// A draft risk; its id.
async fn create_risk(app: &TestApp, token: &str) -> String {
    let (status, risk) = send(
        app,
        "POST",
        "/api/v1/risks",
        token,
        Some(json!({"risk": {
            "title": "Supplier insolvency", "category_id": "cat-tech-cyber", "function_id": "fn-it",
            "owner_id": "usr-staff", "gross_likelihood": 4, "gross_impact": 5, "control_ids": [],
        }})),
    )
    .await;
    assert_eq!(status, 201, "{risk}");
    risk["id"].as_str().unwrap().to_owned()
}

async fn upload_pdf(app: &TestApp, token: &str, risk_id: &str, file_name: &str) -> Value {
    let res = app
        .http
        .post(app.url(&format!(
            "/api/v1/attachments?entity_type=risk&entity_id={risk_id}&file_name={file_name}"
        )))
        .bearer_auth(token)
        .header("Content-Type", "application/pdf")
        .body(b"%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n".to_vec())
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 201);
    res.json().await.unwrap()
}

#[tokio::test]
async fn the_global_search_finds_pages_files_and_contacts_each_limited_to_four() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;

    // Blank: three empty groups.
    for q in ["", "   "] {
        for g in search(&app, &admin, q).await {
            assert_eq!(
                (g["total"].as_u64(), g["data"].as_array().unwrap().len()),
                (Some(0), 0)
            );
        }
    }

    let groups = search(&app, &admin, "risk").await;
    let pages = &groups[0];
    assert_eq!(pages["data"].as_array().unwrap().len(), 4);
    assert!(pages["total"].as_u64().unwrap() > 4, "{pages}");
    let page = &pages["data"][0];
    for key in ["id", "target", "title", "link", "icon"] {
        assert!(!page[key].is_null(), "{key} missing: {page}");
    }

    // A file attached to a risk is found by its name, in any case.
    let risk_id = create_risk(&app, &admin).await;
    let att = upload_pdf(&app, &admin, &risk_id, "Quarterly-Zebra-Review.pdf").await;
    let files = search(&app, &admin, "  zebra-REVIEW ").await[1].clone();
    assert_eq!(files["total"], 1, "{files}");
    let hit = &files["data"][0];
    assert_eq!(hit["id"], att["id"]);
    assert_eq!(hit["title"], "Quarterly-Zebra-Review.pdf");
    assert_eq!(hit["by"], "Alex Morgan");
    assert_eq!(hit["size"], att["size"]);
    assert!(hit["size"].as_u64().unwrap() > 0);
    assert_eq!(
        hit["file"].as_str().unwrap(),
        format!(
            "/api/v1/attachments/{}/content",
            att["id"].as_str().unwrap()
        )
    );
    assert_eq!(
        hit["link"].as_str().unwrap(),
        format!("/risk/risk/{risk_id}")
    );
    assert!(chrono::DateTime::parse_from_rfc3339(hit["date"].as_str().unwrap()).is_ok());
    // The download path works for whoever found it.
    assert_eq!(
        app.get_as(hit["file"].as_str().unwrap(), &admin)
            .await
            .status(),
        200
    );
    // Wildcards are plain characters.
    assert_eq!(search(&app, &admin, "%").await[1]["total"], 0);

    // More files than the limit: four shown, all counted.
    for n in 0..5 {
        upload_pdf(&app, &admin, &risk_id, &format!("zebra-{n}.pdf")).await;
    }
    let files = search(&app, &admin, "zebra").await[1].clone();
    assert_eq!(
        (
            files["data"].as_array().unwrap().len(),
            files["total"].as_u64()
        ),
        (4, Some(6))
    );

    // Contacts: active users by name or email.
    let contacts = search(&app, &admin, "patel").await[2].clone();
    assert_eq!(contacts["total"], 1, "{contacts}");
    // LIKE wildcards are plain characters: "_" and "%" match no one.
    for wildcard in ["_", "%"] {
        let none = search(&app, &admin, wildcard).await[2].clone();
        assert_eq!(none["total"], 0, "{wildcard}: {none}");
    }
    let sam = &contacts["data"][0];
    assert_eq!(
        (&sam["id"], &sam["title"], &sam["email"]),
        (
            &json!("usr-staff"),
            &json!("Sam Patel"),
            &json!("staff@demo.com")
        )
    );
    assert!(sam["img"].is_string());
    assert!(chrono::DateTime::parse_from_rfc3339(sam["date"].as_str().unwrap()).is_ok());
    let by_email = search(&app, &admin, "editor@demo").await[2].clone();
    assert_eq!(by_email["data"][0]["title"], "Emma Clarke");

    // Pages: only those the caller may open.
    let staff = app.token("staff@demo.com").await;
    let pages = search(&app, &staff, "settings").await[0].clone();
    assert_eq!(pages["total"], 0, "{pages}");
    let pages = search(&app, &admin, "settings").await[0].clone();
    assert_eq!(pages["total"], 4, "{pages}");
    // Staff read the register, so they find the file too.
    assert_eq!(search(&app, &staff, "zebra").await[1]["total"], 6);

    // Without risk.read the Files group stays empty.
    let (status, _) = send(
        &app,
        "PUT",
        "/api/v1/roles/user/permissions",
        &admin,
        Some(json!({"permissions": {"risk.read": false}})),
    )
    .await;
    assert_eq!(status, 200);
    let reader = app.token("demo@demo.com").await;
    let groups = search(&app, &reader, "zebra").await;
    assert_eq!(
        (
            groups[1]["total"].as_u64(),
            groups[1]["data"].as_array().unwrap().len()
        ),
        (Some(0), 0)
    );
    // The rest still answers.
    assert_eq!(search(&app, &reader, "sam").await[2]["total"], 1);
    app.stop().await;
}

#[tokio::test]
async fn the_search_answers_without_a_stopped_service() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let risk_id = create_risk(&app, &admin).await;
    upload_pdf(&app, &admin, &risk_id, "risk-appetite.pdf").await;
    assert_eq!(search(&app, &admin, "risk").await[1]["total"], 1);
    app.system.as_ref().unwrap().stop("risk");
    // Wait until the risk service is really gone.
    for _ in 0..50 {
        if app.get_as("/api/v1/risk-categories", &admin).await.status() == 503 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    let groups = search(&app, &admin, "risk").await;
    assert_eq!(groups[1]["total"], 0);
    assert!(
        groups[0]["total"].as_u64().unwrap() > 0,
        "Pages still answer"
    );
    assert_eq!(
        search(&app, &admin, "patel").await[2]["total"],
        1,
        "Contacts still answer"
    );
    app.stop().await;
}

async fn messages(app: &TestApp, token: &str, query: &str) -> Value {
    let (status, body) = send(app, "GET", &format!("/api/v1/messages{query}"), token, None).await;
    assert_eq!(status, 200, "{body}");
    body
}

#[tokio::test]
async fn messages_are_marked_unread_one_by_one_and_read_all_at_once_by_their_owner_only() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    // Two role changes: two messages for Dana (usr-demo).
    for role in ["staff", "user"] {
        let (status, body) = send(
            &app,
            "PATCH",
            "/api/v1/users/usr-demo",
            &admin,
            Some(json!({"role": role})),
        )
        .await;
        assert_eq!(status, 200, "{body}");
    }
    let dana = app.token("demo@demo.com").await;
    let mut page = Value::Null;
    for _ in 0..100 {
        page = messages(&app, &dana, "").await;
        if page["total"] == 2 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    }
    assert_eq!(
        (page["total"].as_u64(), page["unread"].as_u64()),
        (Some(2), Some(2)),
        "{page}"
    );

    // Paging and the unread filter.
    let first = messages(&app, &dana, "?page=1&per_page=1").await;
    assert_eq!(
        (
            first["data"].as_array().unwrap().len(),
            first["page"].as_u64(),
            first["per_page"].as_u64(),
            first["total"].as_u64()
        ),
        (1, Some(1), Some(1), Some(2))
    );
    let second = messages(&app, &dana, "?page=2&per_page=1").await;
    assert_ne!(first["data"][0]["id"], second["data"][0]["id"]);
    assert_eq!(messages(&app, &dana, "?unread=true").await["total"], 2);

    // Read all.
    let (status, done) = send(&app, "POST", "/api/v1/messages/read-all", &dana, None).await;
    assert_eq!((status, done), (200, json!({"updated": 2})));
    let unread = messages(&app, &dana, "?unread=true").await;
    assert_eq!(
        (
            unread["total"].as_u64(),
            unread["data"].as_array().unwrap().len()
        ),
        (Some(0), 0)
    );
    assert_eq!(messages(&app, &dana, "?unread=false").await["total"], 2);
    let (_, again) = send(&app, "POST", "/api/v1/messages/read-all", &dana, None).await;
    assert_eq!(again, json!({"updated": 0}));

    // One back to unread: the same shape as the list's items.
    let id = first["data"][0]["id"].as_str().unwrap().to_owned();
    let (status, m) = send(
        &app,
        "POST",
        &format!("/api/v1/messages/{id}/unread"),
        &dana,
        None,
    )
    .await;
    assert_eq!(status, 200, "{m}");
    assert_eq!(
        (m["id"].as_str(), m["read"].as_str()),
        (Some(id.as_str()), Some("No"))
    );
    for key in ["subject", "body", "color", "created_at"] {
        assert!(m[key].is_string(), "{key} missing: {m}");
    }
    let unread = messages(&app, &dana, "?unread=true").await;
    assert_eq!(
        (unread["total"].as_u64(), unread["unread"].as_u64()),
        (Some(1), Some(1))
    );
    assert_eq!(unread["data"][0]["id"].as_str(), Some(id.as_str()));
    let (_, summary) = send(&app, "GET", "/api/app/mail/summary", &dana, None).await;
    assert_eq!(summary["unread"], 1);

    // Someone else's message does not exist for them.
    let (status, err) = send(
        &app,
        "POST",
        &format!("/api/v1/messages/{id}/unread"),
        &admin,
        None,
    )
    .await;
    assert_eq!(
        (status, err["error"]["code"].as_str()),
        (404, Some("MESSAGE_NOT_FOUND"))
    );
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/messages/no-such-id/unread",
        &dana,
        None,
    )
    .await;
    assert_eq!(status, 404);
    // Nor does another user's read-all touch it.
    send(&app, "POST", "/api/v1/messages/read-all", &admin, None).await;
    assert_eq!(messages(&app, &dana, "?unread=true").await["total"], 1);
    app.stop().await;
}
