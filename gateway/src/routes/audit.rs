//! The audit event list (`/api/v1/audit-events`), read from the settings store.

use actix_web::{HttpResponse, web};
use proto::settings::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    clients::request,
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    startup::AppState,
};

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    /// Only events of this service (auth, risk, incident, settings, gateway).
    pub service: Option<String>,
    /// Only this action, e.g. `login_failed`.
    pub action: Option<String>,
    /// Only this actor's events.
    pub actor_id: Option<String>,
    /// Free text over actor, action and entity.
    pub q: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct ActorDto {
    pub id: String,
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct EntityDto {
    #[serde(rename = "type")]
    pub kind: String,
    pub id: String,
}

/// One audit event (docs/audit-events.md).
#[derive(Serialize, ToSchema)]
pub struct AuditEventDto {
    pub id: String,
    pub occurred_at: String,
    pub actor: ActorDto,
    pub service: String,
    pub entity: EntityDto,
    pub action: String,
    /// `{before, after}`.
    pub changes: serde_json::Value,
    pub request_id: String,
    pub trace_id: String,
    pub source_ip: String,
}

#[utoipa::path(get, path = "/api/v1/audit-events", tag = "audit", params(AuditQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Page<AuditEventDto>), (status = 403, body = ErrorBody)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<AuditQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = platform::grpc::paging(q.page.unwrap_or(1), q.per_page.unwrap_or(20));
    let res = state
        .clients
        .settings
        .clone()
        .list_audit_events(request(
            pb::ListAuditEventsRequest {
                page: page as u32,
                per_page: per_page as u32,
                service: q.service.unwrap_or_default(),
                action: q.action.unwrap_or_default(),
                actor_id: q.actor_id.unwrap_or_default(),
                q: q.q.unwrap_or_default(),
            },
            &ctx.caller(),
        ))
        .await?
        .into_inner();
    let data = res
        .events
        .into_iter()
        .map(|e| AuditEventDto {
            id: e.id,
            occurred_at: e.occurred_at,
            actor: ActorDto {
                id: e.actor_id,
                name: e.actor_name,
            },
            service: e.service,
            entity: EntityDto {
                kind: e.entity_type,
                id: e.entity_id,
            },
            action: e.action,
            changes: serde_json::from_str(&e.changes_json).unwrap_or(serde_json::Value::Null),
            request_id: e.request_id,
            trace_id: e.trace_id,
            source_ip: e.source_ip,
        })
        .collect();
    Ok(HttpResponse::Ok().json(Page {
        data,
        page,
        per_page,
        total: res.total,
    }))
}
