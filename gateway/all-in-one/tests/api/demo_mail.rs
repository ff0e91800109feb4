//! The mail app (spec section 7's `/api/email/*`, ADR 0021) through the real
//! gateway and the demo service: each user's own mailbox with its sample
//! mails, the folder/label filters and the search, the star, move, read and
//! label changes, mail sent between users of the product, drafts, replies
//! and the per-user sending limit.

use serde_json::{Value, json};

use crate::helpers::{
    Backends, TestApp, rate_limited, send, send_maybe_signed_in, spawn_app, spawn_app_with,
};

async fn mails(app: &TestApp, token: &str, query: &str) -> Vec<Value> {
    let (status, body) = send(app, "GET", &format!("/api/email/mails{query}"), token, None).await;
    assert_eq!(status, 200, "{query}: {body}");
    body.as_array().cloned().unwrap_or_default()
}

fn ids(list: &[Value]) -> Vec<i64> {
    list.iter().map(|m| m["id"].as_i64().unwrap()).collect()
}

fn subjects(list: &[Value]) -> Vec<String> {
    list.iter()
        .map(|m| m["subject"].as_str().unwrap().to_owned())
        .collect()
}

/// Newest first: each mail's time is at or before the previous one's.
fn assert_newest_first(list: &[Value]) {
    let times: Vec<&str> = list.iter().map(|m| m["time"].as_str().unwrap()).collect();
    let mut sorted = times.clone();
    sorted.sort_by(|a, b| b.cmp(a));
    assert_eq!(times, sorted, "not newest first");
}

#[tokio::test]
async fn a_mailbox_lists_its_folders_and_labels_newest_first_and_searches_four_fields() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;

    // The first open writes the sample mails: the inbox by default.
    let res = app.get_as("/api/email/mails", &admin).await;
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["x-total-count"], "11");
    let inbox: Vec<Value> = res.json().await.unwrap();
    assert_eq!(inbox.len(), 11);
    assert_newest_first(&inbox);
    assert!(inbox.iter().all(|m| m["mailFolder"] == "inbox"));
    assert!(inbox.iter().all(|m| m["to"] == json!(["admin@demo.com"])));
    // The spec's field names.
    let first = &inbox[0];
    for key in [
        "id",
        "sender",
        "sender_name",
        "to",
        "cc",
        "bcc",
        "subject",
        "message",
        "attachments",
        "isStarred",
        "labels",
        "time",
        "day",
        "year",
        "replies",
        "mailFolder",
        "unread",
        "img",
    ] {
        assert!(first.get(key).is_some(), "no {key} in {first}");
    }
    assert_eq!(first["attachments"][0]["fileName"], "q4-audit-plan.pdf");
    assert_eq!(
        first["day"].as_str().unwrap(),
        &first["time"].as_str().unwrap()[..10]
    );
    assert!(
        inbox.iter().any(|m| m["unread"] == true) && inbox.iter().any(|m| m["unread"] == false)
    );

    // A second open writes nothing more.
    assert_eq!(mails(&app, &admin, "?filter=inbox").await.len(), 11);

    // Folders.
    let sent = mails(&app, &admin, "?filter=sent").await;
    assert_eq!(sent.len(), 3);
    assert!(
        sent.iter()
            .all(|m| m["sender"] == "admin@demo.com" && m["sender_name"] == "Alex Morgan")
    );
    assert_newest_first(&sent);
    for (folder, n) in [("draft", 2), ("trash", 2), ("spam", 2)] {
        let list = mails(&app, &admin, &format!("?filter={folder}")).await;
        assert_eq!(list.len(), n, "{folder}");
        assert!(list.iter().all(|m| m["mailFolder"] == folder));
    }
    // Starred and labels are views: never the trash (one starred mail is there).
    let starred = mails(&app, &admin, "?filter=starred").await;
    assert_eq!(starred.len(), 4);
    assert!(
        starred
            .iter()
            .all(|m| m["isStarred"] == true && m["mailFolder"] != "trash")
    );
    assert_newest_first(&starred);
    let personal = mails(&app, &admin, "?filter=personal").await;
    assert_eq!(personal.len(), 2, "{:?}", subjects(&personal));
    assert!(
        personal
            .iter()
            .all(|m| m["labels"].as_array().unwrap().contains(&json!("personal")))
    );
    assert_eq!(mails(&app, &admin, "?filter=company").await.len(), 6);

    // The search: sender name, sender, subject, message, in any case; not the markup.
    let by = |q: &'static str, filter: &'static str| {
        let app = &app;
        let admin = &admin;
        async move { subjects(&mails(app, admin, &format!("?filter={filter}&q={q}")).await) }
    };
    assert_eq!(by("PRIYA", "inbox").await.len(), 2);
    assert_eq!(
        by("marcus.bell%40contoso", "inbox").await,
        [
            "Renewal of the cyber insurance policy",
            "Claim 2291: documents received"
        ]
    );
    assert_eq!(
        by("Cyber%20INSURANCE", "inbox").await,
        ["Renewal of the cyber insurance policy"]
    );
    assert_eq!(
        by("penetration", "inbox").await,
        ["Renewal of the cyber insurance policy"]
    );
    assert!(
        by("strong", "inbox").await.is_empty(),
        "the markup is not searched"
    );
    assert!(
        by("admin%40demo.com", "inbox").await.is_empty(),
        "recipients are not searched"
    );
    // The sent reply names Priya in its message (its recipient is not searched).
    assert_eq!(by("priya", "sent").await, ["Re: Q4 internal audit plan"]);
    assert_eq!(
        by("100%25", "inbox").await.len(),
        0,
        "a % is a character, not a wildcard"
    );

    // Server paging, our extension: the page of the same order, with its place.
    let (status, page) = send(
        &app,
        "GET",
        "/api/email/mails?filter=inbox&page=2&perPage=4",
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        (
            page["total"].as_u64(),
            page["perPage"].as_u64(),
            page["totalPages"].as_u64()
        ),
        (Some(11), Some(4), Some(3))
    );
    assert_eq!(ids(page["data"].as_array().unwrap()), ids(&inbox[4..8]));
    let (_, page) = send(
        &app,
        "GET",
        "/api/email/mails?filter=inbox&q=priya&page=1",
        &admin,
        None,
    )
    .await;
    assert_eq!(
        (page["total"].as_u64(), page["perPage"].as_u64()),
        (Some(2), Some(20))
    );

    // Counts for the sidebar.
    let (status, counts) = send(&app, "GET", "/api/email/counts", &admin, None).await;
    assert_eq!(status, 200);
    assert_eq!(counts["folders"]["inbox"]["total"], 11);
    let unread = inbox.iter().filter(|m| m["unread"] == true).count();
    assert_eq!(counts["folders"]["inbox"]["unread"], unread);
    assert_eq!(counts["folders"]["starred"]["total"], 4);
    assert_eq!(counts["labels"]["company"]["total"], 6);

    // A filter that is neither folder nor label.
    let (status, body) = send(&app, "GET", "/api/email/mails?filter=archive", &admin, None).await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["filter"].is_string());
    app.stop().await;
}

#[tokio::test]
async fn star_move_read_and_labels_change_the_callers_mails_all_or_none() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let inbox = mails(&app, &admin, "").await;
    let (a, b) = (
        inbox[0]["id"].as_i64().unwrap(),
        inbox[1]["id"].as_i64().unwrap(),
    );
    let editors = ids(&mails(&app, &editor, "").await);

    // The star toggles.
    let was = inbox[1]["isStarred"].as_bool().unwrap();
    let (status, m) = send(
        &app,
        "POST",
        "/api/email/set-starred",
        &admin,
        Some(json!({"mailId": b})),
    )
    .await;
    assert_eq!((status, m["isStarred"].as_bool()), (200, Some(!was)));
    let (_, m) = send(
        &app,
        "POST",
        "/api/email/set-starred",
        &admin,
        Some(json!({"mailId": b})),
    )
    .await;
    assert_eq!(m["isStarred"].as_bool(), Some(was));

    // Read / unread for the chosen mails.
    let (status, changed) = send(
        &app,
        "POST",
        "/api/email/mark-unread",
        &admin,
        Some(json!({"emailIds": [a, b], "unreadFlag": false})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(ids(changed.as_array().unwrap()), [a, b]);
    assert!(
        changed
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["unread"] == false)
    );
    let (_, changed) = send(
        &app,
        "POST",
        "/api/email/mark-unread",
        &admin,
        Some(json!({"emailIds": [b], "unreadFlag": true})),
    )
    .await;
    assert_eq!(changed[0]["unread"], true);

    // A label toggles on each: added where absent, removed where present.
    let (_, changed) = send(
        &app,
        "POST",
        "/api/email/set-labels",
        &admin,
        Some(json!({"emailIds": [a, b], "label": "private"})),
    )
    .await;
    let has = |m: &Value| m["labels"].as_array().unwrap().contains(&json!("private"));
    assert!(changed.as_array().unwrap().iter().all(has));
    let (_, changed) = send(
        &app,
        "POST",
        "/api/email/set-labels",
        &admin,
        Some(json!({"emailIds": [a], "label": "private"})),
    )
    .await;
    assert!(!has(&changed[0]));
    assert!(ids(&mails(&app, &admin, "?filter=private").await).contains(&b));

    // Moving sets the folder.
    let (status, _) = send(
        &app,
        "POST",
        "/api/email/move-mails",
        &admin,
        Some(json!({"selectedEmails": [a, b], "mailFolder": "trash"})),
    )
    .await;
    assert_eq!(status, 200);
    let trash = ids(&mails(&app, &admin, "?filter=trash").await);
    assert!(trash.contains(&a) && trash.contains(&b));
    assert_eq!(mails(&app, &admin, "").await.len(), 9);
    assert!(
        !ids(&mails(&app, &admin, "?filter=private").await).contains(&b),
        "labels leave the trash out"
    );

    // Bad input: 422 under the route's own field names.
    for (path, body, field) in [
        (
            "/api/email/move-mails",
            json!({"selectedEmails": [a], "mailFolder": "starred"}),
            "mailFolder",
        ),
        (
            "/api/email/move-mails",
            json!({"selectedEmails": [], "mailFolder": "inbox"}),
            "selectedEmails",
        ),
        (
            "/api/email/mark-unread",
            json!({"unreadFlag": true}),
            "emailIds",
        ),
        (
            "/api/email/set-labels",
            json!({"emailIds": [a], "label": "urgent"}),
            "label",
        ),
        ("/api/email/set-starred", json!({}), "mailId"),
    ] {
        let (status, res) = send(&app, "POST", path, &admin, Some(body)).await;
        assert_eq!(status, 422, "{path}: {res}");
        assert!(res["error"]["fields"][field].is_string(), "{path}: {res}");
    }
    let (status, _) = send(
        &app,
        "POST",
        "/api/email/set-starred",
        &admin,
        Some(json!({"mailId": "x"})),
    )
    .await;
    assert_eq!(status, 400);

    // Another user's mail is not there: 404, and nothing of the batch changed.
    let foreign = editors[0];
    let (status, res) = send(
        &app,
        "POST",
        "/api/email/set-starred",
        &admin,
        Some(json!({"mailId": foreign})),
    )
    .await;
    assert_eq!(
        (status, res["error"]["code"].as_str()),
        (404, Some("MAIL_NOT_FOUND"))
    );
    let (status, _) = send(
        &app,
        "POST",
        "/api/email/move-mails",
        &admin,
        Some(json!({"selectedEmails": [a, foreign], "mailFolder": "spam"})),
    )
    .await;
    assert_eq!(status, 404);
    assert!(
        ids(&mails(&app, &admin, "?filter=trash").await).contains(&a),
        "half-written"
    );
    let (status, _) = send(
        &app,
        "GET",
        &format!("/api/email/mails/{foreign}"),
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 404);
    assert_eq!(
        mails(&app, &editor, "").await.len(),
        11,
        "the editor's mailbox changed"
    );
    app.stop().await;
}

#[tokio::test]
async fn admin_sends_to_editor_who_finds_it_in_the_inbox_and_opens_it() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let staff = app.token("staff@demo.com").await;

    // The product's users to write to.
    let (status, contacts) = send(&app, "GET", "/api/email/contacts", &admin, None).await;
    assert_eq!(status, 200);
    assert!(
        contacts
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["email"] == "editor@demo.com")
    );

    let (status, res) = send(
        &app,
        "POST",
        "/api/email/send",
        &admin,
        Some(json!({
            "to": ["Editor@Demo.com"], "cc": [], "bcc": ["staff@demo.com"],
            "subject": "Board pack for Monday",
            "message": "<p>Please <b>review</b>.</p><script>alert(1)</script>",
        })),
    )
    .await;
    assert_eq!(status, 201, "{res}");
    assert_eq!(res["delivered"], 2);
    assert_eq!(res["mail"]["mailFolder"], "sent");
    assert_eq!(res["mail"]["bcc"], json!(["staff@demo.com"]));
    let sent = mails(&app, &admin, "?filter=sent").await;
    assert_eq!(sent[0]["subject"], "Board pack for Monday");

    // The editor's first open: the new mail on top of their sample mails.
    let inbox = mails(&app, &editor, "").await;
    assert_eq!(inbox.len(), 12);
    let got = &inbox[0];
    assert_eq!(got["subject"], "Board pack for Monday");
    assert_eq!(
        (got["sender"].as_str(), got["sender_name"].as_str()),
        (Some("admin@demo.com"), Some("Alex Morgan"))
    );
    assert_eq!(got["unread"], true);
    assert_eq!(
        got["bcc"],
        json!([]),
        "a recipient does not see the blind copies"
    );
    assert_eq!(got["to"], json!(["editor@demo.com"]));
    let html = got["message"].as_str().unwrap();
    assert!(
        html.contains("<b>review</b>") && !html.contains("script"),
        "{html}"
    );
    let found = mails(&app, &editor, "?q=board%20PACK").await;
    assert_eq!(ids(&found), [got["id"].as_i64().unwrap()]);

    // Opening it marks it read; the sender cannot open the editor's copy.
    let id = got["id"].as_i64().unwrap();
    let (status, opened) = send(
        &app,
        "GET",
        &format!("/api/email/mails/{id}"),
        &editor,
        None,
    )
    .await;
    assert_eq!((status, opened["unread"].as_bool()), (200, Some(false)));
    assert_eq!(mails(&app, &editor, "").await[0]["unread"], false);
    let (status, _) = send(&app, "GET", &format!("/api/email/mails/{id}"), &admin, None).await;
    assert_eq!(status, 404);
    let (status, _) = send(&app, "GET", "/api/email/mails/abc", &admin, None).await;
    assert_eq!(status, 400);
    // The blind copy arrived too.
    assert_eq!(
        mails(&app, &staff, "").await[0]["subject"],
        "Board pack for Monday"
    );

    // Refusals name the field and write nothing.
    for (body, field) in [
        (
            json!({"to": ["nobody@demo.com"], "subject": "Hi", "message": ""}),
            "to",
        ),
        (
            json!({"to": ["editor@demo.com"], "cc": ["not an address"], "subject": "Hi"}),
            "cc",
        ),
        (
            json!({"to": ["editor@demo.com"], "subject": "  "}),
            "subject",
        ),
        (json!({"subject": "Hi"}), "to"),
    ] {
        let (status, res) = send(&app, "POST", "/api/email/send", &admin, Some(body)).await;
        assert_eq!(status, 422, "{res}");
        assert!(res["error"]["fields"][field].is_string(), "{res}");
    }
    assert_eq!(mails(&app, &admin, "?filter=sent").await.len(), 4);
    assert_eq!(mails(&app, &editor, "").await.len(), 12);
    app.stop().await;
}

#[tokio::test]
async fn the_mail_calls_need_a_signed_in_caller_and_a_first_open_seeds_once() {
    let app = spawn_app().await;
    for (method, path) in [
        ("GET", "/api/email/mails"),
        ("GET", "/api/email/counts"),
        ("POST", "/api/email/set-starred"),
        ("POST", "/api/email/send"),
    ] {
        let (status, body) = send_maybe_signed_in(&app, method, path, None, Some(json!({}))).await;
        assert_eq!(status, 401, "{method} {path}: {body}");
    }
    // Two first opens at once still write the sample mails once.
    let demo = app.token("demo@demo.com").await;
    let (a, b) = tokio::join!(
        send(&app, "GET", "/api/email/mails", &demo, None),
        send(&app, "GET", "/api/email/counts", &demo, None),
    );
    assert_eq!((a.0, b.0), (200, 200), "{} {}", a.1, b.1);
    assert_eq!(mails(&app, &demo, "").await.len(), 11);
    app.stop().await;
}

/// Saves a new draft as the caller; answers its id.
async fn new_draft(app: &TestApp, token: &str, body: Value) -> i64 {
    let (status, draft) = send(app, "POST", "/api/email/drafts", token, Some(body)).await;
    assert_eq!(status, 201, "{draft}");
    draft["id"].as_i64().unwrap()
}

/// Sends the caller's draft: the status and the answer.
async fn send_draft(app: &TestApp, token: &str, id: i64) -> (u16, Value) {
    send(
        app,
        "POST",
        &format!("/api/email/drafts/{id}/send"),
        token,
        None,
    )
    .await
}

/// Sends a mail as the caller: the status and the answer.
async fn send_mail(app: &TestApp, token: &str, to: &str, subject: &str) -> (u16, Value) {
    send(
        app,
        "POST",
        "/api/email/send",
        token,
        Some(json!({"to": [to], "subject": subject, "message": "<p>Hello</p>"})),
    )
    .await
}

#[tokio::test]
async fn a_draft_is_saved_changed_listed_sent_once_and_kept_from_other_users() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let drafts_before = mails(&app, &admin, "?filter=draft").await.len();

    // Saved with an address of no user yet and no subject: a draft may.
    let (status, draft) = send(
        &app,
        "POST",
        "/api/email/drafts",
        &admin,
        Some(json!({"to": ["Someone@Elsewhere.com"], "message": "<p>Notes</p>"})),
    )
    .await;
    assert_eq!(status, 201, "{draft}");
    assert_eq!(
        (draft["mailFolder"].as_str(), draft["unread"].as_bool()),
        (Some("draft"), Some(false))
    );
    assert_eq!(draft["to"], json!(["someone@elsewhere.com"]));
    assert_eq!(draft["sender"], "admin@demo.com");
    let id = draft["id"].as_i64().unwrap();

    // Changed: the same draft with the new content, on top of the drafts.
    let (status, changed) = send(
        &app,
        "PUT",
        &format!("/api/email/drafts/{id}"),
        &admin,
        Some(json!({"to": ["editor@demo.com"], "cc": ["staff@demo.com"], "subject": "Audit scope", "message": "<p>Draft text</p><script>x()</script>"})),
    )
    .await;
    assert_eq!(status, 200, "{changed}");
    assert_eq!(changed["id"].as_i64(), Some(id));
    assert_eq!(changed["subject"], "Audit scope");
    assert!(!changed["message"].as_str().unwrap().contains("script"));
    let drafts = mails(&app, &admin, "?filter=draft").await;
    assert_eq!(drafts.len(), drafts_before + 1);
    assert_eq!(drafts[0]["id"].as_i64(), Some(id));
    assert_eq!(drafts[0]["cc"], json!(["staff@demo.com"]));

    // Invalid content: 422 under the field, nothing changed.
    for (body, field) in [
        (json!({"to": ["not an address"]}), "to"),
        (json!({"subject": "x".repeat(201)}), "subject"),
        (json!({"to": [], "subject": " ", "message": ""}), "message"),
    ] {
        let (status, res) = send(
            &app,
            "PUT",
            &format!("/api/email/drafts/{id}"),
            &admin,
            Some(body.clone()),
        )
        .await;
        assert_eq!(status, 422, "{body}: {res}");
        assert!(res["error"]["fields"][field].is_string(), "{res}");
        let (status, _) = send(&app, "POST", "/api/email/drafts", &admin, Some(body)).await;
        assert_eq!(status, 422);
    }
    assert_eq!(
        mails(&app, &admin, "?filter=draft").await[0]["subject"],
        "Audit scope"
    );

    // Another user's draft, or a mail that is no draft, is not found.
    let editors_inbox = ids(&mails(&app, &editor, "").await);
    for (method, path, body) in [
        (
            "PUT",
            format!("/api/email/drafts/{id}"),
            Some(json!({"subject": "Mine now"})),
        ),
        ("POST", format!("/api/email/drafts/{id}/send"), None),
        ("DELETE", format!("/api/email/drafts/{id}"), None),
    ] {
        let (status, res) = send(&app, method, &path, &editor, body).await;
        assert_eq!(
            (status, res["error"]["code"].as_str()),
            (404, Some("MAIL_NOT_FOUND")),
            "{method} {path}"
        );
    }
    let an_inbox_mail = mails(&app, &admin, "").await[0]["id"].as_i64().unwrap();
    let (status, _) = send(
        &app,
        "PUT",
        &format!("/api/email/drafts/{an_inbox_mail}"),
        &admin,
        Some(json!({"subject": "Rewritten"})),
    )
    .await;
    assert_eq!(status, 404, "a received mail is not a draft to rewrite");
    let (status, _) = send(&app, "DELETE", "/api/email/drafts/abc", &admin, None).await;
    assert_eq!(status, 400);

    // Sent: delivered to editor and staff, in admin's sent, gone from drafts.
    let (status, res) = send_draft(&app, &admin, id).await;
    assert_eq!(status, 201, "{res}");
    assert_eq!(res["delivered"], 2);
    assert_eq!(res["mail"]["mailFolder"], "sent");
    assert_eq!(res["mail"]["subject"], "Audit scope");
    assert!(!ids(&mails(&app, &admin, "?filter=draft").await).contains(&id));
    assert_eq!(
        mails(&app, &admin, "?filter=sent").await[0]["subject"],
        "Audit scope"
    );
    let inbox = mails(&app, &editor, "").await;
    assert_eq!(inbox.len(), editors_inbox.len() + 1);
    assert_eq!(
        (inbox[0]["subject"].as_str(), inbox[0]["unread"].as_bool()),
        (Some("Audit scope"), Some(true))
    );
    assert_eq!(
        mails(&app, &app.token("staff@demo.com").await, "").await[0]["subject"],
        "Audit scope"
    );
    // Once: the draft is no more.
    assert_eq!(send_draft(&app, &admin, id).await.0, 404);

    // A draft to no user is refused on sending and stays a draft.
    let lost = new_draft(
        &app,
        &admin,
        json!({"to": ["nobody@demo.com"], "subject": "Lost"}),
    )
    .await;
    let (status, res) = send_draft(&app, &admin, lost).await;
    assert_eq!(status, 422, "{res}");
    assert!(
        res["error"]["fields"]["to"]
            .as_str()
            .unwrap()
            .contains("nobody@demo.com")
    );
    assert!(ids(&mails(&app, &admin, "?filter=draft").await).contains(&lost));

    // Discarded: gone for good (not in the trash).
    let (status, _) = send(
        &app,
        "DELETE",
        &format!("/api/email/drafts/{lost}"),
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 204);
    assert!(!ids(&mails(&app, &admin, "?filter=draft").await).contains(&lost));
    assert!(!ids(&mails(&app, &admin, "?filter=trash").await).contains(&lost));
    app.stop().await;
}

#[tokio::test]
async fn a_reply_is_delivered_to_the_first_sender() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let (status, _) = send_mail(&app, &admin, "editor@demo.com", "Board pack").await;
    assert_eq!(status, 201);
    let got = mails(&app, &editor, "").await[0].clone();
    assert_eq!(got["subject"], "Board pack");

    // Editor answers the sender, quoting the original.
    let (status, res) = send(
        &app,
        "POST",
        "/api/email/send",
        &editor,
        Some(json!({
            "to": [got["sender"]],
            "subject": "Re: Board pack",
            "message": "<p>Thanks!</p><p>On Monday, Alex Morgan wrote:<br>&gt; Hello</p>",
        })),
    )
    .await;
    assert_eq!((status, res["delivered"].as_u64()), (201, Some(1)), "{res}");
    let reply = &mails(&app, &admin, "").await[0];
    assert_eq!(
        (
            reply["subject"].as_str(),
            reply["sender"].as_str(),
            reply["unread"].as_bool()
        ),
        (Some("Re: Board pack"), Some("editor@demo.com"), Some(true))
    );
    assert!(reply["message"].as_str().unwrap().contains("&gt; Hello"));
    app.stop().await;
}

#[tokio::test]
async fn sending_past_the_limit_answers_429_with_retry_after_until_the_window_ends() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.demo.mail_send_limit = demo_service::config::SendLimit {
            max: 3,
            window: std::time::Duration::from_secs(600),
        };
    })
    .await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    for i in 0..2 {
        let (status, res) = send_mail(&app, &admin, "editor@demo.com", &format!("Mail {i}")).await;
        assert_eq!(status, 201, "{res}");
    }
    // A refused mail (422) does not count; a sent draft does.
    let (status, _) = send_mail(&app, &admin, "nobody@demo.com", "Refused").await;
    assert_eq!(status, 422);
    let draft = new_draft(
        &app,
        &admin,
        json!({"to": ["editor@demo.com"], "subject": "From a draft"}),
    )
    .await;
    assert_eq!(send_draft(&app, &admin, draft).await.0, 201);

    // The fourth send: 429 with Retry-After and a clear error; nothing delivered.
    let res = app
        .http
        .post(app.url("/api/email/send"))
        .bearer_auth(&admin)
        .json(&json!({"to": ["editor@demo.com"], "subject": "One too many"}))
        .send()
        .await
        .unwrap();
    let body = rate_limited(res, "MAIL_RATE_LIMITED", 600).await;
    assert!(
        body["error"]["message"]
            .as_str()
            .unwrap()
            .contains("too many mails")
    );
    assert!(
        !subjects(&mails(&app, &editor, "").await).contains(&"One too many".to_owned()),
        "a refused mail was delivered"
    );
    // Sending a draft is refused too, and the draft stays.
    let draft = new_draft(
        &app,
        &admin,
        json!({"to": ["editor@demo.com"], "subject": "Later"}),
    )
    .await;
    let (status, res) = send_draft(&app, &admin, draft).await;
    assert_eq!(
        (status, res["error"]["code"].as_str()),
        (429, Some("MAIL_RATE_LIMITED"))
    );
    assert!(ids(&mails(&app, &admin, "?filter=draft").await).contains(&draft));

    // The limit is the sender's own: editor still sends.
    let (status, _) = send_mail(&app, &editor, "admin@demo.com", "Editor writes").await;
    assert_eq!(status, 201);
    app.stop().await;
}
