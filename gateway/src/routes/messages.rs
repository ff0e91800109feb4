//! The signed-in user's messages, in the spec's shapes (`read` is "Yes" or
//! "No", "No" meaning unread), from the settings service.

use actix_web::{HttpResponse, web};
use proto::settings::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    clients::request,
    context::Ctx,
    error::{ErrorBody, HttpError},
    startup::AppState,
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
}

impl From<pb::Message> for MessageDto {
    fn from(m: pb::Message) -> Self {
        Self {
            id: m.id,
            subject: m.subject,
            body: m.body,
            read: if m.read { "Yes" } else { "No" }.into(),
            color: m.color,
            created_at: m.created_at,
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
    pub page: Option<u32>,
    pub per_page: Option<u32>,
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
) -> Result<pb::ListMessagesResponse, HttpError> {
    Ok(state
        .clients
        .settings
        .clone()
        .list_messages(request(
            pb::ListMessagesRequest {
                page: page as u32,
                per_page: per_page as u32,
            },
            &ctx.caller(),
        ))
        .await?
        .into_inner())
}

/// The ten newest messages and the unread count (top bar).
#[utoipa::path(get, path = "/api/app/mail/summary", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = MessageSummary)))]
pub async fn summary(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = fetch(&state, &ctx, 1, 10).await?;
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
        .settings
        .clone()
        .mark_message_read(request(
            pb::MarkMessageReadRequest {
                id: query.into_inner().id,
            },
            &ctx.caller(),
        ))
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(MessageDto::from(m)))
}

/// All of the caller's messages, paged (My Messages).
#[utoipa::path(get, path = "/api/v1/messages", tag = "user", params(MessageQuery), security(("bearer" = [])),
    responses((status = 200, body = MessagePage)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<MessageQuery>,
) -> Result<HttpResponse, HttpError> {
    let (page, per_page) =
        platform::grpc::paging(query.page.unwrap_or(1), query.per_page.unwrap_or(20));
    let res = fetch(&state, &ctx, page, per_page).await?;
    Ok(HttpResponse::Ok().json(MessagePage {
        data: res.messages.into_iter().map(MessageDto::from).collect(),
        page,
        per_page,
        total: res.total,
        unread: res.unread,
    }))
}
