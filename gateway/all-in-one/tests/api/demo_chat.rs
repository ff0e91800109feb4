//! The chat app through the gateway (spec section 7's chat calls, ADR 0021):
//! sample threads on the first visit, a message stored on both sides,
//! chat-contacts, mark-all-seen, set-pinned, presence, the search, each
//! user's own threads only, bad input, live delivery over the
//! server-sent-event stream, deleting one's own message for both sides (live
//! too) and clearing a conversation for oneself.

use std::time::Duration;

use serde_json::{Value, json};

use crate::helpers::{
    Backends, TestApp, rate_limited, send, send_maybe_signed_in, spawn_app, spawn_app_with,
};

const ADMIN: &str = "usr-admin";
const EDITOR: &str = "usr-editor";

async fn chats(app: &TestApp, token: &str) -> Value {
    let (status, body) = send(app, "GET", "/api/app/chat/chats", token, None).await;
    assert_eq!(status, 200, "{body}");
    body
}

async fn send_message(
    app: &TestApp,
    token: &str,
    to: &str,
    text: &str,
    pinned: bool,
) -> (u16, Value) {
    send(
        app,
        "POST",
        "/api/app/chat/send-message",
        token,
        Some(json!({
            "contactId": to,
            "message": { "textContent": text, "time": "ignored", "isSent": false, "isSeen": true },
            "isPinned": pinned,
        })),
    )
    .await
}

fn thread<'a>(chats: &'a Value, contact: &str) -> &'a Value {
    &chats["chats"][contact]
}

#[tokio::test]
async fn a_first_visit_gets_sample_threads_and_every_user_as_a_contact() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let body = chats(&app, &admin).await;
    let contacts = body["contacts"].as_array().unwrap();
    let uids: Vec<&str> = contacts
        .iter()
        .map(|c| c["uid"].as_str().unwrap())
        .collect();
    // The other demo users and the five sample contacts, never the caller.
    for uid in [EDITOR, "usr-staff", "usr-demo", "sample-1", "sample-5"] {
        assert!(uids.contains(&uid), "{uid} in {uids:?}");
    }
    assert!(!uids.contains(&ADMIN));
    let editor = contacts.iter().find(|c| c["uid"] == EDITOR).unwrap();
    assert_eq!(editor["displayName"], "Emma Clarke");
    assert_eq!(editor["about"], "editor@demo.com");
    // Chat status defaults to active: online.
    assert_eq!(editor["status"], "online");
    assert_eq!(body["status"], "online");
    for key in ["uid", "displayName", "about", "photoURL", "status"] {
        assert!(editor.get(key).is_some(), "contact field {key}");
    }
    // Three sample threads, the pinned one first.
    assert_eq!(
        body["chatOrder"],
        json!(["sample-2", "sample-4", "sample-1"])
    );
    let pinned = thread(&body, "sample-2");
    assert_eq!(pinned["isPinned"], true);
    assert_eq!(pinned["msg"].as_array().unwrap().len(), 5);
    assert_eq!(pinned["totalMessages"], 5);
    let last = &pinned["msg"][4];
    assert_eq!(last["isSent"], false);
    assert_eq!(last["isSeen"], false);
    assert!(
        last["textContent"]
            .as_str()
            .unwrap()
            .contains("update the plan")
    );
    // A second visit writes nothing more.
    let again = chats(&app, &admin).await;
    assert_eq!(thread(&again, "sample-2")["totalMessages"], 5);
    app.stop().await;
}

#[tokio::test]
async fn a_message_between_users_is_stored_on_both_sides() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;

    let (status, body) = send_message(&app, &admin, EDITOR, "  Hello Emma  ", true).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["contactId"], EDITOR);
    assert_eq!(body["isPinned"], true);
    assert_eq!(body["message"]["textContent"], "Hello Emma");
    // The time and flags are the server's, not the body's.
    assert_eq!(body["message"]["isSent"], true);
    assert_eq!(body["message"]["isSeen"], false);
    assert!(
        chrono::DateTime::parse_from_rfc3339(body["message"]["time"].as_str().unwrap()).is_ok()
    );

    // The sender's thread: created pinned, first in the list.
    let mine = chats(&app, &admin).await;
    assert_eq!(mine["chatOrder"][0], EDITOR);
    let t = thread(&mine, EDITOR);
    assert_eq!(t["isPinned"], true);
    assert_eq!(t["msg"], json!([body["message"]]));

    // The recipient's thread: created unpinned, the message received and unseen.
    let theirs = chats(&app, &editor).await;
    let t = thread(&theirs, ADMIN);
    assert_eq!(t["isPinned"], false);
    assert_eq!(t["msg"].as_array().unwrap().len(), 1);
    assert_eq!(t["msg"][0]["textContent"], "Hello Emma");
    assert_eq!(t["msg"][0]["isSent"], false);
    assert_eq!(t["msg"][0]["isSeen"], false);

    // A second message appends; the thread keeps its pin (set on creation only).
    let (status, body) = send_message(&app, &admin, EDITOR, "Second", false).await;
    assert_eq!(status, 200);
    assert_eq!(body["isPinned"], true);
    let t = chats(&app, &editor).await;
    let texts: Vec<&str> = thread(&t, ADMIN)["msg"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["textContent"].as_str().unwrap())
        .collect();
    assert_eq!(texts, ["Hello Emma", "Second"]);

    // A plain string is a message too (our addition); a sample contact gets
    // it on the sender's side only.
    let (status, body) = send(
        &app,
        "POST",
        "/api/app/chat/send-message",
        &admin,
        Some(json!({ "contactId": "sample-3", "message": "Are you on call?" })),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["isPinned"], false);
    let mine = chats(&app, &admin).await;
    assert_eq!(
        thread(&mine, "sample-3")["msg"][0]["textContent"],
        "Are you on call?"
    );
    app.stop().await;
}

#[tokio::test]
async fn chat_contacts_lists_only_contacts_with_a_thread_pinned_first() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (status, body) = send(&app, "GET", "/api/app/chat/chat-contacts", &admin, None).await;
    assert_eq!(status, 200);
    let uids: Vec<&str> = body
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["uid"].as_str().unwrap())
        .collect();
    assert_eq!(uids, ["sample-2", "sample-4", "sample-1"]);
    assert_eq!(body[0]["displayName"], "Adalberto Granzin");

    send_message(&app, &admin, "usr-staff", "Hi Sam", false).await;
    let (_, body) = send(&app, "GET", "/api/app/chat/chat-contacts", &admin, None).await;
    let uids: Vec<&str> = body
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["uid"].as_str().unwrap())
        .collect();
    // Pinned first, then the latest activity.
    assert_eq!(uids, ["sample-2", "usr-staff", "sample-4", "sample-1"]);
    app.stop().await;
}

#[tokio::test]
async fn chat_search_matches_the_contact_display_name() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let (status, body) = send(&app, "GET", "/api/app/chat/chats?q=GRANZ", &admin, None).await;
    assert_eq!(status, 200);
    let uids: Vec<&str> = body["contacts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["uid"].as_str().unwrap())
        .collect();
    assert_eq!(uids, ["sample-2"]);
    assert_eq!(body["chatOrder"], json!(["sample-2"]));
    // Not the about line or the email.
    let (_, body) = send(&app, "GET", "/api/app/chat/chats?q=demo.com", &admin, None).await;
    assert_eq!(body["contacts"], json!([]));
    let (_, body) = send(
        &app,
        "GET",
        "/api/app/chat/chat-contacts?q=verla",
        &admin,
        None,
    )
    .await;
    assert_eq!(body.as_array().unwrap().len(), 1);
    assert_eq!(body[0]["uid"], "sample-4");
    app.stop().await;
}

#[tokio::test]
async fn mark_all_seen_and_set_pinned_change_the_callers_thread() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    send_message(&app, &admin, EDITOR, "One", false).await;
    send_message(&app, &admin, EDITOR, "Two", false).await;

    let (status, body) = send(
        &app,
        "POST",
        "/api/apps/chat/mark-all-seen/",
        &editor,
        Some(json!({ "contactId": ADMIN })),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["marked"], 2);
    let t = chats(&app, &editor).await;
    assert!(
        thread(&t, ADMIN)["msg"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["isSeen"] == true)
    );
    // The sample thread's unseen message, on the sample side.
    let (status, body) = send(
        &app,
        "POST",
        "/api/apps/chat/mark-all-seen/",
        &admin,
        Some(json!({ "contactId": "sample-2" })),
    )
    .await;
    assert_eq!((status, body["marked"].as_u64()), (200, Some(1)), "{body}");

    let (status, body) = send(
        &app,
        "POST",
        "/api/apps/chat/set-pinned/",
        &editor,
        Some(json!({ "contactId": ADMIN, "value": true })),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body, json!({ "contactId": ADMIN, "isPinned": true }));
    let t = chats(&app, &editor).await;
    assert_eq!(thread(&t, ADMIN)["isPinned"], true);
    assert_eq!(t["chatOrder"][0], ADMIN);
    // Only the editor's side changed.
    let mine = chats(&app, &admin).await;
    assert_eq!(thread(&mine, EDITOR)["isPinned"], false);
    assert!(
        thread(&mine, EDITOR)["msg"]
            .as_array()
            .unwrap()
            .iter()
            .all(|m| m["isSeen"] == false)
    );
    let (status, _) = send(
        &app,
        "POST",
        "/api/apps/chat/set-pinned/",
        &editor,
        Some(json!({ "contactId": ADMIN, "value": false })),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        thread(&chats(&app, &editor).await, ADMIN)["isPinned"],
        false
    );
    app.stop().await;
}

#[tokio::test]
async fn presence_is_stored_and_shown_to_contacts() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let (status, body) = send(
        &app,
        "POST",
        "/api/app/chat/status",
        &editor,
        Some(json!({ "status": "do not disturb" })),
    )
    .await;
    assert_eq!((status, body), (200, json!({ "status": "do not disturb" })));
    assert_eq!(chats(&app, &editor).await["status"], "do not disturb");
    let seen = chats(&app, &admin).await;
    let contact = seen["contacts"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["uid"] == EDITOR)
        .unwrap()
        .clone();
    assert_eq!(contact["status"], "do not disturb");
    // Setting a status first still gives the editor their sample threads.
    assert_eq!(
        chats(&app, &editor).await["chatOrder"]
            .as_array()
            .unwrap()
            .len(),
        3
    );
    app.stop().await;
}

#[tokio::test]
async fn a_user_reads_and_changes_only_their_own_threads() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    send_message(&app, &admin, EDITOR, "Private to Emma", false).await;
    // Staff has no thread with the editor: the admin's thread is not theirs.
    let theirs = chats(&app, &staff).await;
    assert!(theirs["chats"].get(EDITOR).is_none());
    assert!(!theirs.to_string().contains("Private to Emma"));
    for (path, body) in [
        (
            "/api/apps/chat/mark-all-seen/",
            json!({ "contactId": EDITOR }),
        ),
        (
            "/api/apps/chat/set-pinned/",
            json!({ "contactId": EDITOR, "value": true }),
        ),
    ] {
        let (status, body) = send(&app, "POST", path, &staff, Some(body)).await;
        assert_eq!(status, 404, "{path}: {body}");
        assert_eq!(body["error"]["code"], "CHAT_NOT_FOUND");
    }
    let (status, body) = send(
        &app,
        "GET",
        &format!("/api/app/chat/messages?contactId={EDITOR}"),
        &staff,
        None,
    )
    .await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("CHAT_NOT_FOUND"))
    );
    // The admin's own page of the thread.
    let (status, body) = send(
        &app,
        "GET",
        &format!("/api/app/chat/messages?contactId={EDITOR}&perPage=1"),
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["total"], 1);
    assert_eq!(body["totalPages"], 1);
    assert_eq!(body["data"][0]["textContent"], "Private to Emma");
    app.stop().await;
}

#[tokio::test]
async fn older_messages_come_a_page_at_a_time_newest_page_first() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    for i in 1..=5 {
        send_message(&app, &admin, EDITOR, &format!("m{i}"), false).await;
    }
    let page = |n: u32| {
        let app = &app;
        let admin = &admin;
        async move {
            let (status, body) = send(
                app,
                "GET",
                &format!("/api/app/chat/messages?contactId={EDITOR}&page={n}&perPage=2"),
                admin,
                None,
            )
            .await;
            assert_eq!(status, 200, "{body}");
            assert_eq!(
                (body["total"].as_u64(), body["totalPages"].as_u64()),
                (Some(5), Some(3))
            );
            body["data"]
                .as_array()
                .unwrap()
                .iter()
                .map(|m| m["textContent"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    assert_eq!(page(1).await, ["m4", "m5"]);
    assert_eq!(page(2).await, ["m2", "m3"]);
    assert_eq!(page(3).await, ["m1"]);
    let (status, body) = send(
        &app,
        "GET",
        &format!("/api/app/chat/messages?contactId={EDITOR}&perPage=101"),
        &admin,
        None,
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert!(body["error"]["fields"]["perPage"].is_string());
    app.stop().await;
}

#[tokio::test]
async fn bad_input_is_refused_with_the_field_and_nothing_is_written() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let cases = [
        (
            "/api/app/chat/send-message",
            json!({ "message": { "textContent": "x" } }),
            "contactId",
        ),
        (
            "/api/app/chat/send-message",
            json!({ "contactId": EDITOR, "message": { "textContent": "   " } }),
            "message",
        ),
        (
            "/api/app/chat/send-message",
            json!({ "contactId": EDITOR }),
            "message",
        ),
        (
            "/api/app/chat/send-message",
            json!({ "contactId": EDITOR, "message": "x".repeat(2001) }),
            "message",
        ),
        (
            "/api/app/chat/send-message",
            json!({ "contactId": ADMIN, "message": "me" }),
            "contactId",
        ),
        ("/api/apps/chat/mark-all-seen/", json!({}), "contactId"),
        (
            "/api/apps/chat/set-pinned/",
            json!({ "contactId": "sample-2" }),
            "value",
        ),
        (
            "/api/apps/chat/set-pinned/",
            json!({ "contactId": "sample-2", "value": "yes" }),
            "value",
        ),
        (
            "/api/app/chat/status",
            json!({ "status": "busy" }),
            "status",
        ),
        ("/api/app/chat/status", json!({}), "status"),
    ];
    for (path, body, field) in cases {
        let (status, answer) = send(&app, "POST", path, &admin, Some(body.clone())).await;
        assert_eq!(status, 422, "{path} {body}: {answer}");
        assert_eq!(answer["error"]["code"], "VALIDATION_FAILED");
        assert!(
            answer["error"]["fields"][field].is_string(),
            "{path} {body}: {answer}"
        );
    }
    // An unknown contact: 404, no thread.
    let (status, answer) = send_message(&app, &admin, "usr-nobody", "Hello?", false).await;
    assert_eq!(status, 404, "{answer}");
    assert_eq!(answer["error"]["code"], "CHAT_CONTACT_NOT_FOUND");
    // Not JSON: 400.
    let res = app
        .http
        .post(app.url("/api/app/chat/send-message"))
        .bearer_auth(&admin)
        .header("Content-Type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 400);
    let body = chats(&app, &admin).await;
    assert!(body["chats"].get("usr-nobody").is_none());
    assert!(body["chats"].get(EDITOR).is_none());
    assert!(body["chats"].get(ADMIN).is_none());
    assert_eq!(thread(&body, "sample-2")["isPinned"], true);
    assert_eq!(body["status"], "online");
    app.stop().await;
}

#[tokio::test]
async fn signed_out_callers_get_401() {
    let app = spawn_app().await;
    for (method, path) in [
        ("GET", "/api/app/chat/chats"),
        ("GET", "/api/app/chat/chat-contacts"),
        ("GET", "/api/app/chat/messages"),
        ("POST", "/api/app/chat/send-message"),
        ("POST", "/api/apps/chat/mark-all-seen/"),
        ("POST", "/api/apps/chat/set-pinned/"),
        ("POST", "/api/app/chat/status"),
        ("POST", "/api/app/chat/stream-ticket"),
        ("DELETE", "/api/app/chat/messages/m-1"),
        ("DELETE", "/api/app/chat/chats/usr-editor/messages"),
    ] {
        let body = (method == "POST").then(|| json!({}));
        let (status, answer) = send_maybe_signed_in(&app, method, path, None, body).await;
        assert_eq!(status, 401, "{method} {path}");
        assert_eq!(answer["error"]["code"], "NOT_SIGNED_IN");
    }
    // The stream without a ticket, with a made-up one, or with a bearer token only.
    let admin = app.token("admin@demo.com").await;
    for (path, token) in [
        ("/api/app/chat/stream", None),
        (
            "/api/app/chat/stream?ticket=0123456789abcdef0123456789abcdef",
            None,
        ),
        ("/api/app/chat/stream", Some(admin.as_str())),
    ] {
        let (status, answer) = send_maybe_signed_in(&app, "GET", path, token, None).await;
        assert_eq!(status, 401, "{path}");
        assert_eq!(answer["error"]["code"], "STREAM_TICKET_INVALID");
    }
    app.stop().await;
}

/// An open event stream, read frame by frame.
struct Stream {
    res: reqwest::Response,
    buf: String,
}

impl Stream {
    async fn open(app: &TestApp, token: &str) -> Self {
        let (status, body) = send(app, "POST", "/api/app/chat/stream-ticket", token, None).await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["expiresIn"], 60);
        let ticket = body["ticket"].as_str().unwrap().to_owned();
        let res = app
            .http
            .get(app.url(&format!("/api/app/chat/stream?ticket={ticket}")))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 200);
        assert_eq!(
            res.headers()["content-type"].to_str().unwrap(),
            "text/event-stream"
        );
        // A ticket opens one stream only.
        let (again, body) = send_maybe_signed_in(
            app,
            "GET",
            &format!("/api/app/chat/stream?ticket={ticket}"),
            None,
            None,
        )
        .await;
        assert_eq!(
            (again, body["error"]["code"].as_str()),
            (401, Some("STREAM_TICKET_INVALID"))
        );
        let mut s = Self {
            res,
            buf: String::new(),
        };
        assert_eq!(s.next().await.0, "ready");
        s
    }

    /// The next event's name and data (comments skipped), within 10 s.
    async fn next(&mut self) -> (String, Value) {
        tokio::time::timeout(Duration::from_secs(10), async {
            loop {
                if let Some(end) = self.buf.find("\n\n") {
                    let frame: String = self.buf.drain(..end + 2).collect();
                    let mut event = None;
                    let mut data = Value::Null;
                    for line in frame.lines() {
                        if let Some(e) = line.strip_prefix("event: ") {
                            event = Some(e.to_owned());
                        } else if let Some(d) = line.strip_prefix("data: ") {
                            data = serde_json::from_str(d).unwrap();
                        }
                    }
                    if let Some(event) = event {
                        return (event, data);
                    }
                    continue;
                }
                let chunk = self.res.chunk().await.unwrap().expect("stream open");
                self.buf.push_str(std::str::from_utf8(&chunk).unwrap());
            }
        })
        .await
        .expect("an event within 10 s")
    }

    /// Whether the server closed the stream (within 5 s).
    async fn closed(&mut self) -> bool {
        matches!(
            tokio::time::timeout(Duration::from_secs(5), self.res.chunk()).await,
            Ok(Ok(None))
        )
    }
}

#[tokio::test]
async fn a_stream_ends_within_seconds_once_its_session_is_signed_out_revoked_or_locked() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;

    // Signed out: the stream the session opened says so and closes.
    let editor = app.token("editor@demo.com").await;
    let mut stream = Stream::open(&app, &editor).await;
    let (status, _) = send(&app, "POST", "/api/auth/logout", &editor, None).await;
    assert_eq!(status, 204);
    assert_eq!(
        stream.next().await,
        ("ended".to_owned(), json!({ "reason": "signed_out" }))
    );
    assert!(stream.closed().await, "the stream stays open");

    // Revoked by an administrator (a password reset ends every session).
    let staff = app.token("staff@demo.com").await;
    let mut stream = Stream::open(&app, &staff).await;
    let (status, _) = send(
        &app,
        "POST",
        "/api/v1/users/usr-staff/reset-password",
        &admin,
        Some(json!({ "password": "Reset-by-admin-1" })),
    )
    .await;
    assert_eq!(status, 204);
    assert_eq!(
        stream.next().await,
        ("ended".to_owned(), json!({ "reason": "signed_out" }))
    );
    assert!(stream.closed().await);

    // Locked (lock screen): the stream ends; another session's goes on.
    let mut other = Stream::open(&app, &app.token("demo@demo.com").await).await;
    let mut stream = Stream::open(&app, &admin).await;
    let (status, _) = send(&app, "POST", "/api/auth/lock", &admin, None).await;
    assert_eq!(status, 204);
    assert_eq!(
        stream.next().await,
        ("ended".to_owned(), json!({ "reason": "locked" }))
    );
    assert!(stream.closed().await);
    let editor = app.token("editor@demo.com").await;
    let (status, _) = send_message(&app, &editor, "usr-demo", "Still here?", false).await;
    assert_eq!(status, 200);
    let (event, data) = other.next().await;
    assert_eq!(event, "message", "a stream of a standing session goes on");
    assert_eq!(data["message"]["textContent"], "Still here?");
    app.stop().await;
}

#[tokio::test]
async fn the_stream_delivers_a_message_sent_by_another_user_and_presence() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let mut editor_stream = Stream::open(&app, &editor).await;
    let mut admin_stream = Stream::open(&app, &admin).await;

    let (status, _) = send_message(&app, &admin, EDITOR, "Live hello", false).await;
    assert_eq!(status, 200);
    let (event, data) = editor_stream.next().await;
    assert_eq!(event, "message");
    assert_eq!(data["contactId"], ADMIN);
    assert_eq!(data["contact"]["displayName"], "Alex Morgan");
    assert_eq!(data["message"]["textContent"], "Live hello");
    assert_eq!(data["message"]["isSent"], false);
    assert_eq!(data["message"]["isSeen"], false);
    // The sender's own streams get their copy (other tabs).
    let (event, data) = admin_stream.next().await;
    assert_eq!(event, "message");
    assert_eq!(data["contactId"], EDITOR);
    assert_eq!(data["message"]["isSent"], true);

    // A message to someone else does not reach the editor: the next event
    // the editor sees is the admin's presence change.
    send_message(&app, &admin, "usr-staff", "Not for Emma", false).await;
    send(
        &app,
        "POST",
        "/api/app/chat/status",
        &admin,
        Some(json!({ "status": "away" })),
    )
    .await;
    let (event, data) = editor_stream.next().await;
    assert_eq!(event, "presence");
    assert_eq!(data, json!({ "uid": ADMIN, "status": "away" }));
    app.stop().await;
}

fn texts_and_deleted(thread: &Value) -> Vec<(String, bool)> {
    thread["msg"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| {
            (
                m["textContent"].as_str().unwrap().to_owned(),
                m["isDeleted"].as_bool().unwrap(),
            )
        })
        .collect()
}

#[tokio::test]
async fn the_sender_deletes_a_message_for_both_sides_live() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    let (_, first) = send_message(&app, &admin, EDITOR, "Keep me", false).await;
    let (status, gone) = send_message(&app, &admin, EDITOR, "Oops, wrong chat", false).await;
    assert_eq!(status, 200, "{gone}");
    let id = gone["message"]["id"].as_str().unwrap().to_owned();
    assert!(!id.is_empty());
    assert_ne!(first["message"]["id"], gone["message"]["id"]);
    // Both sides hold the message under the same id.
    let theirs = chats(&app, &editor).await;
    assert_eq!(thread(&theirs, ADMIN)["msg"][1]["id"], id.as_str());
    let mut editor_stream = Stream::open(&app, &editor).await;

    // The reader may not delete what they received; nobody else finds it.
    let path = format!("/api/app/chat/messages/{id}");
    let (status, body) = send(&app, "DELETE", &path, &editor, None).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (403, Some("CHAT_MESSAGE_NOT_SENDER")),
        "{body}"
    );
    let staff = app.token("staff@demo.com").await;
    let (status, body) = send(&app, "DELETE", &path, &staff, None).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("CHAT_MESSAGE_NOT_FOUND")),
        "{body}"
    );

    // The sender deletes it.
    let (status, body) = send(&app, "DELETE", &path, &admin, None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body, json!({ "contactId": EDITOR, "messageId": id }));
    // The reader's open chat learns it live.
    let (event, data) = editor_stream.next().await;
    assert_eq!(event, "deleted");
    assert_eq!(data, json!({ "contactId": ADMIN, "messageId": id }));

    // Both sides see it deleted, in its place and without its text.
    let expected = vec![("Keep me".to_owned(), false), (String::new(), true)];
    let mine = chats(&app, &admin).await;
    assert_eq!(texts_and_deleted(thread(&mine, EDITOR)), expected);
    let theirs = chats(&app, &editor).await;
    assert_eq!(texts_and_deleted(thread(&theirs, ADMIN)), expected);
    assert!(!theirs.to_string().contains("wrong chat"));
    // Deleting again changes nothing.
    let (status, _) = send(&app, "DELETE", &path, &admin, None).await;
    assert_eq!(status, 200);
    app.stop().await;
}

#[tokio::test]
async fn clearing_a_conversation_empties_only_the_callers_side() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    send_message(&app, &admin, EDITOR, "One", true).await;
    send_message(&app, &admin, EDITOR, "Two", false).await;
    let path = format!("/api/app/chat/chats/{EDITOR}/messages");
    let (status, body) = send(&app, "DELETE", &path, &admin, None).await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body, json!({ "contactId": EDITOR, "cleared": 2 }));
    // The thread stays, empty and still pinned.
    let mine = chats(&app, &admin).await;
    let t = thread(&mine, EDITOR);
    assert_eq!(t["msg"], json!([]));
    assert_eq!(t["totalMessages"], 0);
    assert_eq!(t["isPinned"], true);
    // The contact keeps their copies.
    let theirs = chats(&app, &editor).await;
    assert_eq!(thread(&theirs, ADMIN)["totalMessages"], 2);
    // No thread, nothing to clear.
    let staff = app.token("staff@demo.com").await;
    let (status, body) = send(&app, "DELETE", &path, &staff, None).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("CHAT_NOT_FOUND"))
    );
    app.stop().await;
}

#[tokio::test]
async fn sending_past_the_limit_answers_429_with_retry_after_and_stores_nothing() {
    let app = spawn_app_with(Backends::from_env(), |cfg, _| {
        cfg.demo.chat_send_limit = demo_service::config::SendLimit {
            max: 3,
            window: Duration::from_secs(60),
        };
    })
    .await;
    let admin = app.token("admin@demo.com").await;
    let editor = app.token("editor@demo.com").await;
    for i in 0..3 {
        let (status, body) = send_message(&app, &admin, EDITOR, &format!("Hi {i}"), false).await;
        assert_eq!(status, 200, "{body}");
    }
    let res = app
        .http
        .post(app.url("/api/app/chat/send-message"))
        .bearer_auth(&admin)
        .json(&json!({ "contactId": EDITOR, "message": "One too many" }))
        .send()
        .await
        .unwrap();
    rate_limited(res, "CHAT_RATE_LIMITED", 60).await;
    // Nothing of it reached the editor; the editor still sends.
    let texts: Vec<String> = thread(&chats(&app, &editor).await, ADMIN)["msg"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["textContent"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(texts, ["Hi 0", "Hi 1", "Hi 2"]);
    let (status, _) = send_message(&app, &editor, ADMIN, "Slow down", false).await;
    assert_eq!(status, 200);
    app.stop().await;
}
