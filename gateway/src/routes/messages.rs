//! The signed-in user's messages, in the spec's shapes (`read` is "Yes" or
//! "No", "No" meaning unread), from the settings service: the top bar's
//! summary, My Messages' list, and marking read, unread or all read.

use actix_web::{HttpResponse, web};
use proto::settings::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

#[derive(Serialize, ToSchema)]
pub struct MessageDto {
    pub id: String,
    pub subject: String,
    /// Sanitized HTML.
    pub body: String,
    /// "No" while unread.
    pub read: String,
    pub color: String,
    pub created_at: String,
    /// The SPA path of the item the message is about; null for none.
    pub link: Option<String>,
}

/// A message's colour as the JSON writes it: primary, success, danger,
/// warning or info.
fn color_name(color: i32) -> String {
    match pb::MessageColor::try_from(color) {
        Ok(pb::MessageColor::Primary) => "primary",
        Ok(pb::MessageColor::Success) => "success",
        Ok(pb::MessageColor::Danger) => "danger",
        Ok(pb::MessageColor::Warning) => "warning",
        Ok(pb::MessageColor::Info) => "info",
        Ok(pb::MessageColor::Unspecified) | Err(_) => "",
    }
    .to_owned()
}

impl From<pb::Message> for MessageDto {
    fn from(m: pb::Message) -> Self {
        Self {
            id: m.id,
            subject: m.subject,
            body: m.body,
            read: if m.read { "Yes" } else { "No" }.into(),
            color: color_name(m.color),
            created_at: m.created_at,
            link: (!m.link.is_empty()).then_some(m.link),
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct MessageSummary {
    pub messages: Vec<MessageDto>,
    pub unread: u64,
}

#[derive(Serialize, ToSchema)]
pub struct MessagePage {
    pub data: Vec<MessageDto>,
    pub page: u64,
    pub per_page: u64,
    pub total: u64,
    pub unread: u64,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MessageQuery {
    /// 1-based page number (default 1).
    pub page: Option<u32>,
    /// Items per page, 1..=100 (default 20).
    pub per_page: Option<u32>,
    /// `true`: only the unread ones (`total` then counts those).
    pub unread: Option<bool>,
}

#[derive(Serialize, ToSchema)]
pub struct ReadAllResult {
    /// How many messages were unread and are now read.
    pub updated: u64,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReadQuery {
    /// The message to mark read.
    pub id: String,
}

async fn fetch(
    state: &AppState,
    ctx: &Ctx,
    page: u64,
    per_page: u64,
    unread_only: bool,
) -> Result<pb::ListMessagesResponse, HttpError> {
    Ok(state
        .clients
        .settings_as(ctx)
        .list_messages(pb::ListMessagesRequest {
            page: page as u32,
            per_page: per_page as u32,
            unread_only,
        })
        .await?
        .into_inner())
}

/// The ten newest messages and the unread count (top bar).
#[utoipa::path(get, path = "/api/app/mail/summary", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = MessageSummary)))]
pub async fn summary(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = fetch(&state, &ctx, 1, 10, false).await?;
    Ok(HttpResponse::Ok().json(MessageSummary {
        messages: res.messages.into_iter().map(MessageDto::from).collect(),
        unread: res.unread,
    }))
}

/// Marks a message read (after it was opened).
#[utoipa::path(get, path = "/api/app/global/account/messages/read", tag = "user", params(ReadQuery),
    security(("bearer" = [])),
    responses((status = 200, body = MessageDto), (status = 404, body = ErrorBody)))]
pub async fn read(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<ReadQuery>,
) -> Result<HttpResponse, HttpError> {
    let m = state
        .clients
        .settings_as(&ctx)
        .mark_message_read(pb::MarkMessageReadRequest {
            id: query.into_inner().id,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(MessageDto::from(m)))
}

/// All of the caller's messages (or only the unread ones), newest first,
/// paged (My Messages). `unread` is always the caller's unread count.
#[utoipa::path(get, path = "/api/v1/messages", tag = "user", params(MessageQuery), security(("bearer" = [])),
    responses((status = 200, body = MessagePage)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<MessageQuery>,
) -> Result<HttpResponse, HttpError> {
    let (page, per_page) =
        platform::grpc::paging(query.page.unwrap_or(1), query.per_page.unwrap_or(20));
    let unread_only = query.unread.unwrap_or(false);
    let res = fetch(&state, &ctx, page, per_page, unread_only).await?;
    Ok(HttpResponse::Ok().json(MessagePage {
        data: res.messages.into_iter().map(MessageDto::from).collect(),
        page,
        per_page,
        total: res.total,
        unread: res.unread,
    }))
}

/// Marks one of the caller's messages unread again.
#[utoipa::path(post, path = "/api/v1/messages/{id}/unread", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = MessageDto), (status = 404, body = ErrorBody)))]
pub async fn unread(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let m = state
        .clients
        .settings_as(&ctx)
        .mark_message_unread(pb::MarkMessageUnreadRequest {
            id: id.into_inner(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(MessageDto::from(m)))
}

/// Marks every unread message of the caller read.
#[utoipa::path(post, path = "/api/v1/messages/read-all", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = ReadAllResult)))]
pub async fn read_all(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .settings_as(&ctx)
        .mark_all_messages_read(pb::MarkAllMessagesReadRequest {})
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(ReadAllResult {
        updated: res.updated,
    }))
}
