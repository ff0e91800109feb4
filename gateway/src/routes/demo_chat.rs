//! The template's chat app (spec section 7's chat calls), answered by the
//! demo service's `ChatService` in the spec's JSON (`uid`, `displayName`,
//! `photoURL`, `isPinned`, `textContent`, `isSent`, `isSeen`; a thread's
//! messages under the template's `msg`). Contacts are the product's other
//! active users, read here from the auth service and passed to the demo
//! service on every read, plus the demo service's sample contacts. The
//! threads are always the signed-in caller's.
//!
//! Our additions: the caller's presence (`POST /api/app/chat/status`), older
//! messages a page at a time, and live delivery: `POST
//! /api/app/chat/stream-ticket` then `GET /api/app/chat/stream?ticket=`, a
//! server-sent-event stream of new messages to the caller (`message`) and
//! contacts' presence changes (`presence`), fed by [`crate::live`].

use std::{collections::BTreeMap, time::Duration};

use actix_web::{HttpResponse, http::header, web};
use futures::Stream;
use platform::error::{ApiError, ErrorKind};
use proto::{auth::v1 as apb, demo::v1 as pb};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    live::{Notice, ticket},
    state::AppState,
};

/// How long one stream stays open; the SPA then opens a new one with a new
/// ticket (and so a token still valid).
const STREAM_LIFETIME: Duration = Duration::from_secs(10 * 60);
/// How often an idle stream sends a comment, so proxies keep it and a
/// closed connection is noticed.
const KEEP_ALIVE: Duration = Duration::from_secs(20);

/// How often an open stream asks whether its session still stands: a
/// stream ends within this long of a sign-out, revocation or lock.
const SESSION_CHECK: Duration = Duration::from_secs(2);

/// Someone to chat with (spec section 3's chat contact).
#[derive(Serialize, ToSchema, Clone)]
pub struct ChatContact {
    /// A user id, or `sample-<n>` for a sample contact.
    pub uid: String,
    #[serde(rename = "displayName")]
    pub display_name: String,
    pub about: String,
    /// Empty for none.
    #[serde(rename = "photoURL")]
    pub photo_url: String,
    /// online, away, do not disturb or offline.
    pub status: String,
}

/// One message of a thread.
#[derive(Serialize, ToSchema)]
pub struct ChatMessage {
    /// The message's id, the same on both sides (to delete it).
    pub id: String,
    /// Empty when deleted.
    #[serde(rename = "textContent")]
    pub text_content: String,
    /// RFC 3339 (UTC).
    pub time: String,
    /// Sent by the caller (true) or received (false).
    #[serde(rename = "isSent")]
    pub is_sent: bool,
    #[serde(rename = "isSeen")]
    pub is_seen: bool,
    /// The sender deleted it.
    #[serde(rename = "isDeleted")]
    pub is_deleted: bool,
}

/// The caller's thread with one contact.
#[derive(Serialize, ToSchema)]
pub struct ChatThread {
    #[serde(rename = "isPinned")]
    pub is_pinned: bool,
    /// The latest messages (at most 100), oldest first.
    pub msg: Vec<ChatMessage>,
    /// How many messages the thread holds (older ones: `GET /api/app/chat/messages`).
    #[serde(rename = "totalMessages")]
    pub total_messages: u64,
}

/// Contacts and chats.
#[derive(Serialize, ToSchema)]
pub struct ChatsResponse {
    /// Everyone the caller can chat with, by display name.
    pub contacts: Vec<ChatContact>,
    /// The caller's threads keyed by contact id.
    pub chats: BTreeMap<String, ChatThread>,
    /// The contact ids of `chats`, pinned first, then the latest activity first.
    #[serde(rename = "chatOrder")]
    pub chat_order: Vec<String>,
    /// The caller's own presence (online until they choose another).
    pub status: String,
}

/// A chat search (spec section 5: the contact's display name).
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// Keeps contacts (and their chats) whose display name contains it, case-insensitive.
    pub q: Option<String>,
}

/// A page of one thread.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MessagesQuery {
    #[serde(rename = "contactId")]
    #[param(rename = "contactId")]
    pub contact_id: Option<String>,
    /// 1 (the newest messages, the default) and up.
    pub page: Option<u32>,
    /// 1 to 100, default 20.
    #[serde(rename = "perPage")]
    #[param(rename = "perPage")]
    pub per_page: Option<u32>,
}

/// One page of a thread.
#[derive(Serialize, ToSchema)]
pub struct MessagesPage {
    /// Oldest first within the page.
    pub data: Vec<ChatMessage>,
    #[serde(rename = "totalPages")]
    pub total_pages: u64,
    pub total: u64,
}

/// `POST /api/app/chat/send-message`. `message` is the text, or the
/// template's message object (only its `textContent` is read: the time and
/// flags are the server's).
#[derive(Deserialize, ToSchema)]
pub struct SendMessageBody {
    #[serde(rename = "contactId", default)]
    #[schema(value_type = String)]
    pub contact_id: Value,
    #[serde(default)]
    #[schema(value_type = Object)]
    pub message: Value,
    /// Whether a thread this message creates starts pinned.
    #[serde(rename = "isPinned", default)]
    pub is_pinned: Option<bool>,
}

/// The stored message.
#[derive(Serialize, ToSchema)]
pub struct SendMessageResponse {
    #[serde(rename = "contactId")]
    pub contact_id: String,
    pub message: ChatMessage,
    #[serde(rename = "isPinned")]
    pub is_pinned: bool,
}

/// `{contactId}`.
#[derive(Deserialize, ToSchema)]
pub struct ContactBody {
    #[serde(rename = "contactId", default)]
    #[schema(value_type = String)]
    pub contact_id: Value,
}

/// How many messages turned seen.
#[derive(Serialize, ToSchema)]
pub struct MarkSeenResponse {
    #[serde(rename = "contactId")]
    pub contact_id: String,
    pub marked: u64,
}

/// `{contactId, value}`.
#[derive(Deserialize, ToSchema)]
pub struct PinBody {
    #[serde(rename = "contactId", default)]
    #[schema(value_type = String)]
    pub contact_id: Value,
    /// Required.
    #[serde(default)]
    #[schema(value_type = bool)]
    pub value: Value,
}

/// The thread's pin.
#[derive(Serialize, ToSchema)]
pub struct PinResponse {
    #[serde(rename = "contactId")]
    pub contact_id: String,
    #[serde(rename = "isPinned")]
    pub is_pinned: bool,
}

/// The caller's presence.
#[derive(Deserialize, Serialize, ToSchema)]
pub struct StatusBody {
    /// online, away, do not disturb or offline.
    #[serde(default)]
    pub status: String,
}

/// A stream ticket.
#[derive(Serialize, ToSchema)]
pub struct TicketResponse {
    /// Pass as `?ticket=` to `GET /api/app/chat/stream`, once.
    pub ticket: String,
    /// Seconds the ticket waits to be used.
    #[serde(rename = "expiresIn")]
    pub expires_in: u64,
}

/// The stream's ticket.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct StreamQuery {
    /// From `POST /api/app/chat/stream-ticket`; single use, 60 s.
    pub ticket: Option<String>,
}

/// A contact id as sent: a string, or a number (the template's uids).
fn id_of(v: &Value) -> String {
    match v {
        Value::String(s) => s.trim().to_owned(),
        Value::Number(n) => n.to_string(),
        _ => String::new(),
    }
}

fn contact(c: pb::ChatContact) -> ChatContact {
    ChatContact {
        uid: c.uid,
        display_name: c.display_name,
        about: c.about,
        photo_url: c.photo_url,
        status: c.status,
    }
}

fn message(m: pb::ChatMessage) -> ChatMessage {
    ChatMessage {
        id: m.id,
        text_content: m.text_content,
        time: m.time,
        is_sent: m.is_sent,
        is_seen: m.is_seen,
        is_deleted: m.is_deleted,
    }
}

/// The live notice of one message to `to`: its thread's contact and the
/// message as `to`'s side holds it (plus who sent it, on a first message).
async fn notify_message(
    state: &AppState,
    to: &str,
    contact_id: &str,
    contact: Option<Value>,
    sent: &pb::ChatMessage,
    is_sent: bool,
) {
    let mut data = json!({
        "contactId": contact_id,
        "message": {
            "id": sent.id,
            "textContent": sent.text_content,
            "time": sent.time,
            "isSent": is_sent,
            "isSeen": false,
            "isDeleted": false,
        },
    });
    if let Some(contact) = contact {
        data["contact"] = contact;
    }
    state
        .live
        .publish(Notice {
            to: Some(to.to_owned()),
            event: "message".into(),
            data,
        })
        .await;
}

/// The product's active users (up to 100), as the chat's directory.
async fn directory(state: &AppState, ctx: &Ctx) -> Result<Vec<pb::ChatDirectoryUser>, HttpError> {
    let users = state
        .clients
        .auth_as(ctx)
        .list_user_options(apb::ListUserOptionsRequest {
            q: String::new(),
            permission: String::new(),
        })
        .await?
        .into_inner()
        .users;
    Ok(users
        .into_iter()
        .map(|u| pb::ChatDirectoryUser {
            id: u.id,
            name: u.name,
            about: u.email,
            photo_url: u.avatar_url,
        })
        .collect())
}

#[utoipa::path(get, path = "/api/app/chat/chats", tag = "demo", security(("bearer" = [])),
    params(SearchQuery),
    responses((status = 200, body = ChatsResponse), (status = 401, body = ErrorBody)))]
pub async fn chats(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<SearchQuery>,
) -> Result<HttpResponse, HttpError> {
    let directory = directory(&state, &ctx).await?;
    let res = state
        .clients
        .chat_as(&ctx)
        .list_chats(pb::ListChatsRequest {
            directory,
            q: query.into_inner().q.unwrap_or_default(),
        })
        .await?
        .into_inner();
    let chat_order = res.threads.iter().map(|t| t.contact_id.clone()).collect();
    Ok(HttpResponse::Ok().json(ChatsResponse {
        contacts: res.contacts.into_iter().map(contact).collect(),
        chats: res
            .threads
            .into_iter()
            .map(|t| {
                (
                    t.contact_id,
                    ChatThread {
                        is_pinned: t.is_pinned,
                        msg: t.messages.into_iter().map(message).collect(),
                        total_messages: t.total_messages,
                    },
                )
            })
            .collect(),
        chat_order,
        status: res.status,
    }))
}

#[utoipa::path(get, path = "/api/app/chat/chat-contacts", tag = "demo", security(("bearer" = [])),
    params(SearchQuery),
    responses((status = 200, body = Vec<ChatContact>), (status = 401, body = ErrorBody)))]
pub async fn chat_contacts(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<SearchQuery>,
) -> Result<HttpResponse, HttpError> {
    let directory = directory(&state, &ctx).await?;
    let res = state
        .clients
        .chat_as(&ctx)
        .list_chat_contacts(pb::ListChatContactsRequest {
            directory,
            q: query.into_inner().q.unwrap_or_default(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(res.contacts.into_iter().map(contact).collect::<Vec<_>>()))
}

#[utoipa::path(get, path = "/api/app/chat/messages", tag = "demo", security(("bearer" = [])),
    params(MessagesQuery),
    responses((status = 200, body = MessagesPage), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn messages(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<MessagesQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let res = state
        .clients
        .chat_as(&ctx)
        .list_chat_messages(pb::ListChatMessagesRequest {
            contact_id: q.contact_id.unwrap_or_default(),
            page: q.page.unwrap_or(1),
            per_page: q.per_page.unwrap_or(0),
        })
        .await?
        .into_inner();
    let per_page = u64::from(q.per_page.filter(|p| *p > 0).unwrap_or(20));
    Ok(HttpResponse::Ok().json(MessagesPage {
        data: res.messages.into_iter().map(message).collect(),
        total_pages: res.total.div_ceil(per_page),
        total: res.total,
    }))
}

#[utoipa::path(post, path = "/api/app/chat/send-message", tag = "demo", security(("bearer" = [])),
    request_body = SendMessageBody,
    responses((status = 200, body = SendMessageResponse), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody, description = "`CHAT_RATE_LIMITED`: past the sender's limit (`CHAT_SEND_LIMIT` per `CHAT_SEND_WINDOW_SECS`); see Retry-After")))]
pub async fn send_message(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<SendMessageBody>,
) -> Result<HttpResponse, HttpError> {
    let me = ctx.identity()?.clone();
    let body = body.into_inner();
    let contact_id = id_of(&body.contact_id);
    let text = match &body.message {
        Value::String(s) => s.clone(),
        Value::Object(o) => o
            .get("textContent")
            .and_then(Value::as_str)
            .unwrap_or_default()
            .to_owned(),
        _ => String::new(),
    };
    // The recipient as the auth service knows them, when the id is a user's.
    let recipient = if contact_id.is_empty() || contact_id.starts_with("sample-") {
        None
    } else {
        let names = state
            .clients
            .auth_as(&ctx)
            .user_names(apb::UserNamesRequest {
                ids: vec![contact_id.clone()],
            })
            .await?
            .into_inner()
            .names;
        names.get(&contact_id).map(|name| pb::ChatDirectoryUser {
            id: contact_id.clone(),
            name: name.clone(),
            ..Default::default()
        })
    };
    let res = state
        .clients
        .chat_as(&ctx)
        .send_chat_message(pb::SendChatMessageRequest {
            contact_id,
            text,
            is_pinned: body.is_pinned.unwrap_or(false),
            recipient,
        })
        .await?
        .into_inner();
    let sent = res.message.ok_or_else(|| HttpError(ApiError::internal()))?;
    if res.delivered {
        // The recipient's copy, with who sent it (a first message adds them
        // to the recipient's chat list).
        let sender = json!({ "uid": me.user_id, "displayName": me.name, "about": me.email });
        notify_message(
            &state,
            &res.contact_id,
            &me.user_id,
            Some(sender),
            &sent,
            false,
        )
        .await;
    }
    // The sender's other tabs.
    notify_message(&state, &me.user_id, &res.contact_id, None, &sent, true).await;
    Ok(HttpResponse::Ok().json(SendMessageResponse {
        contact_id: res.contact_id,
        message: message(sent),
        is_pinned: res.is_pinned,
    }))
}

/// A deleted message.
#[derive(Serialize, ToSchema)]
pub struct DeletedResponse {
    /// The contact of the thread holding it.
    #[serde(rename = "contactId")]
    pub contact_id: String,
    /// The message's id.
    #[serde(rename = "messageId")]
    pub message_id: String,
}

/// A cleared conversation.
#[derive(Serialize, ToSchema)]
pub struct ClearedResponse {
    #[serde(rename = "contactId")]
    pub contact_id: String,
    /// How many of the caller's messages were removed.
    pub cleared: u64,
}

/// The live notice that a message was deleted (`deleted`), to `to`'s streams.
async fn notify_deleted(state: &AppState, to: &str, contact_id: &str, message_id: &str) {
    state
        .live
        .publish(Notice {
            to: Some(to.to_owned()),
            event: "deleted".into(),
            data: json!({ "contactId": contact_id, "messageId": message_id }),
        })
        .await;
}

/// Deletes a message the caller sent, for both sides: it stays in both
/// threads as deleted (`isDeleted`, no text). A received message is the
/// sender's to delete (403); the contact's open chat learns it live.
#[utoipa::path(delete, path = "/api/app/chat/messages/{id}", tag = "demo", security(("bearer" = [])),
    params(("id" = String, Path, description = "The message's id")),
    responses((status = 200, body = DeletedResponse),
        (status = 403, body = ErrorBody, description = "CHAT_MESSAGE_NOT_SENDER"),
        (status = 404, body = ErrorBody, description = "CHAT_MESSAGE_NOT_FOUND")))]
pub async fn delete_message(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let me = ctx.identity()?.user_id.clone();
    let res = state
        .clients
        .chat_as(&ctx)
        .delete_chat_message(pb::DeleteChatMessageRequest {
            message_id: id.into_inner(),
        })
        .await?
        .into_inner();
    if res.delivered {
        notify_deleted(&state, &res.contact_id, &me, &res.message_id).await;
    }
    // The sender's other tabs.
    notify_deleted(&state, &me, &res.contact_id, &res.message_id).await;
    Ok(HttpResponse::Ok().json(DeletedResponse {
        contact_id: res.contact_id,
        message_id: res.message_id,
    }))
}

/// The contact of a thread named in a path. No thread has a blank contact:
/// 404 as for any unknown one (the service reads blank as "not given", 422).
fn thread_contact(raw: String) -> Result<String, HttpError> {
    if raw.trim().is_empty() {
        return Err(HttpError(ApiError::new(
            ErrorKind::NotFound,
            "CHAT_NOT_FOUND",
            "No such chat.",
        )));
    }
    Ok(raw)
}

/// Clears the caller's side of a conversation: their messages go, the
/// thread stays (empty); the contact keeps theirs.
#[utoipa::path(delete, path = "/api/app/chat/chats/{contactId}/messages", tag = "demo",
    security(("bearer" = [])),
    params(("contactId" = String, Path, description = "The contact of the thread")),
    responses((status = 200, body = ClearedResponse),
        (status = 404, body = ErrorBody, description = "CHAT_NOT_FOUND")))]
pub async fn clear_chat(
    state: web::Data<AppState>,
    ctx: Ctx,
    contact_id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let contact_id = thread_contact(contact_id.into_inner())?;
    let res = state
        .clients
        .chat_as(&ctx)
        .clear_chat(pb::ClearChatRequest {
            contact_id: contact_id.clone(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(ClearedResponse {
        contact_id,
        cleared: res.cleared,
    }))
}

#[utoipa::path(post, path = "/api/apps/chat/mark-all-seen/", tag = "demo", security(("bearer" = [])),
    request_body = ContactBody,
    responses((status = 200, body = MarkSeenResponse), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn mark_all_seen(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ContactBody>,
) -> Result<HttpResponse, HttpError> {
    let contact_id = id_of(&body.contact_id);
    let res = state
        .clients
        .chat_as(&ctx)
        .mark_chat_seen(pb::MarkChatSeenRequest {
            contact_id: contact_id.clone(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(MarkSeenResponse {
        contact_id,
        marked: res.marked,
    }))
}

#[utoipa::path(post, path = "/api/apps/chat/set-pinned/", tag = "demo", security(("bearer" = [])),
    request_body = PinBody,
    responses((status = 200, body = PinResponse), (status = 404, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn set_pinned(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<PinBody>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .chat_as(&ctx)
        .set_chat_pinned(pb::SetChatPinnedRequest {
            contact_id: id_of(&body.contact_id),
            // Anything but true or false counts as missing (422 on `value`).
            value: body.value.as_bool(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(PinResponse {
        contact_id: res.contact_id,
        is_pinned: res.is_pinned,
    }))
}

#[utoipa::path(post, path = "/api/app/chat/status", tag = "demo", security(("bearer" = [])),
    request_body = StatusBody,
    responses((status = 200, body = StatusBody), (status = 422, body = ErrorBody)))]
pub async fn set_status(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<StatusBody>,
) -> Result<HttpResponse, HttpError> {
    let me = ctx.identity()?.user_id.clone();
    let res = state
        .clients
        .chat_as(&ctx)
        .set_chat_status(pb::SetChatStatusRequest {
            status: body.into_inner().status,
        })
        .await?
        .into_inner();
    // Every user has every other as a contact.
    state
        .live
        .publish(Notice {
            to: None,
            event: "presence".into(),
            data: json!({ "uid": me, "status": res.status }),
        })
        .await;
    Ok(HttpResponse::Ok().json(StatusBody { status: res.status }))
}

#[utoipa::path(post, path = "/api/app/chat/stream-ticket", tag = "demo", security(("bearer" = [])),
    responses((status = 200, body = TicketResponse), (status = 401, body = ErrorBody)))]
pub async fn stream_ticket(
    state: web::Data<AppState>,
    ctx: Ctx,
) -> Result<HttpResponse, HttpError> {
    let identity = ctx.identity()?;
    let holder = ticket::Holder {
        user_id: identity.user_id.clone(),
        session_id: identity.session_id.clone(),
        issued_ms: identity.issued_ms(),
    };
    let ticket = state
        .store
        .ask("issuing a stream ticket", ticket::issue(&state.kv, &holder))
        .await
        .ok_or_else(stream_unavailable)?;
    Ok(HttpResponse::Ok().json(TicketResponse {
        ticket,
        expires_in: ticket::TTL.as_secs(),
    }))
}

/// Tickets live in the shared store: while it cannot be asked, a ticket
/// can be neither issued nor read (503, retry), which is no bug (a 500).
fn stream_unavailable() -> HttpError {
    HttpError(
        ApiError::new(
            ErrorKind::Unavailable,
            "SERVICE_UNAVAILABLE",
            "The live stream is unavailable, please try again shortly.",
        )
        .with_retry_after(1),
    )
}

/// The refusal of a stream without a valid ticket (its own code: the
/// token is not in question).
fn bad_ticket() -> HttpError {
    HttpError(crate::identity::unauthenticated(
        "STREAM_TICKET_INVALID",
        "The stream ticket is unknown, expired or already used.",
    ))
}

/// One event of the chat stream, as an EventSource reads it (the document's
/// schema for `text/event-stream` describes each event, OpenAPI 3.1).
#[derive(ToSchema)]
#[allow(dead_code)] // documentation only: the stream writes the fields itself
pub struct ChatStreamEvent {
    /// `ready`, `message`, `deleted`, `presence`, `resync` or `expired`.
    pub event: String,
    /// The event's JSON object (`{}` for `ready`).
    pub data: String,
    /// Milliseconds to wait before reconnecting; on the first event.
    pub retry: Option<u64>,
}

#[utoipa::path(get, path = "/api/app/chat/stream", tag = "demo",
    params(StreamQuery),
    responses((status = 200, content_type = "text/event-stream", body = ChatStreamEvent,
        description = "Events `ready` (once, when subscribed), `message` ({contactId, message, contact?}), \
            `deleted` ({contactId, messageId}: a message of that thread was deleted), \
            `presence` ({uid, status}), `resync` (reload: notices were missed), `expired` (open a new \
            stream with a new ticket) and `ended` ({reason: signed_out | locked}: the session that opened \
            it ended or was locked, within seconds; the stream closes); a comment every 20 s."),
        (status = 401, body = ErrorBody)))]
pub async fn stream(
    state: web::Data<AppState>,
    query: web::Query<StreamQuery>,
) -> Result<HttpResponse, HttpError> {
    let ticket = query.into_inner().ticket.unwrap_or_default();
    let holder = state
        .store
        .ask(
            "reading a stream ticket",
            ticket::redeem(&state.kv, &ticket),
        )
        .await
        .ok_or_else(stream_unavailable)?
        .ok_or_else(bad_ticket)?;
    // Subscribed before the answer starts: whatever `ready` precedes is not missed.
    let rx = state.live.subscribe();
    Ok(HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header((header::CACHE_CONTROL, "no-cache, no-transform"))
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(events(state, holder, rx)))
}

/// Why a stream's session no longer stands, if it does not: signed out or
/// revoked (its tokens refused), or locked. A store that cannot be asked
/// ends nothing (ADR 25: such a session still reads).
async fn session_gone(state: &AppState, holder: &ticket::Holder) -> Option<&'static str> {
    let standing = state
        .verifier
        .standing(&holder.session_id, &holder.user_id, holder.issued_ms)
        .await;
    if standing == crate::revocation::Standing::Revoked {
        return Some("signed_out");
    }
    if crate::routes::account_pages::session_locked(state, &holder.session_id).await {
        return Some("locked");
    }
    None
}

fn frame(event: &str, data: &Value) -> web::Bytes {
    web::Bytes::from(format!("event: {event}\ndata: {data}\n\n"))
}

/// The SSE frames of one stream: `ready`, then the user's notices and
/// keep-alive comments, until the lifetime ends (`expired`) or the session
/// does (`ended`, checked every [`SESSION_CHECK`]).
fn events(
    app: web::Data<AppState>,
    holder: ticket::Holder,
    rx: tokio::sync::broadcast::Receiver<std::sync::Arc<Notice>>,
) -> impl Stream<Item = Result<web::Bytes, actix_web::Error>> {
    use tokio::sync::broadcast::error::RecvError;
    struct State {
        app: web::Data<AppState>,
        holder: ticket::Holder,
        rx: tokio::sync::broadcast::Receiver<std::sync::Arc<Notice>>,
        until: tokio::time::Instant,
        next_check: tokio::time::Instant,
        next_keep_alive: tokio::time::Instant,
        started: bool,
        done: bool,
    }
    let now = tokio::time::Instant::now();
    let state = State {
        app,
        holder,
        rx,
        until: now + STREAM_LIFETIME,
        next_check: now + SESSION_CHECK,
        next_keep_alive: now + KEEP_ALIVE,
        started: false,
        done: false,
    };
    futures::stream::unfold(state, |mut s| async move {
        if s.done {
            return None;
        }
        if !s.started {
            s.started = true;
            // `retry`: how long EventSource waits before reconnecting by itself.
            let hello = format!(
                "retry: 3000\n{}",
                String::from_utf8_lossy(&frame("ready", &json!({})))
            );
            return Some((Ok(web::Bytes::from(hello)), s));
        }
        loop {
            tokio::select! {
                got = s.rx.recv() => match got {
                    Ok(n) if n.is_for(&s.holder.user_id) => {
                        return Some((Ok(frame(&n.event, &n.data)), s));
                    }
                    Ok(_) => continue,
                    Err(RecvError::Lagged(_)) => {
                        return Some((Ok(frame("resync", &json!({}))), s));
                    }
                    Err(RecvError::Closed) => return None,
                },
                () = tokio::time::sleep_until(s.next_keep_alive) => {
                    s.next_keep_alive = tokio::time::Instant::now() + KEEP_ALIVE;
                    return Some((Ok(web::Bytes::from_static(b": keep-alive\n\n")), s));
                }
                () = tokio::time::sleep_until(s.until) => {
                    s.done = true;
                    return Some((Ok(frame("expired", &json!({}))), s));
                }
                () = tokio::time::sleep_until(s.next_check) => {
                    s.next_check = tokio::time::Instant::now() + SESSION_CHECK;
                    if let Some(reason) = session_gone(&s.app, &s.holder).await {
                        s.done = true;
                        return Some((Ok(frame("ended", &json!({ "reason": reason }))), s));
                    }
                }
            }
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_blank_thread_contact_is_not_found() {
        for raw in ["", " ", "\t"] {
            let e = thread_contact(raw.into()).unwrap_err();
            assert_eq!(e.0.reason, "CHAT_NOT_FOUND", "{raw:?}");
        }
        assert_eq!(thread_contact("usr-demo".into()).unwrap(), "usr-demo");
    }
}
