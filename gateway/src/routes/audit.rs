//! The audit event list (`/api/v1/audit-events`), read from the settings store.

use actix_web::{HttpResponse, web};
use proto::settings::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    export::csv::cell,
    routes::Page,
    state::AppState,
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
    /// Free text over actor, action, entity and changes.
    pub q: Option<String>,
    /// Only events about this kind of entity (user, role, session, ...).
    pub entity_type: Option<String>,
    /// One entity's history.
    pub entity_id: Option<String>,
    /// From this day (YYYY-MM-DD) or instant (RFC 3339), inclusive.
    pub from: Option<String>,
    /// To this day or instant, inclusive.
    pub to: Option<String>,
}

impl AuditQuery {
    fn to_request(&self, page: u64, per_page: u64) -> pb::ListAuditEventsRequest {
        let s = |v: &Option<String>| v.clone().unwrap_or_default();
        pb::ListAuditEventsRequest {
            page: page as u32,
            per_page: per_page as u32,
            service: s(&self.service),
            action: s(&self.action),
            actor_id: s(&self.actor_id),
            q: s(&self.q),
            entity_type: s(&self.entity_type),
            entity_id: s(&self.entity_id),
            from: s(&self.from),
            to: s(&self.to),
        }
    }
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
        .settings_as(&ctx)
        .list_audit_events(q.to_request(page, per_page))
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Page {
        data: res.events.into_iter().map(AuditEventDto::from).collect(),
        page,
        per_page,
        total: res.total,
    }))
}

impl From<pb::AuditEvent> for AuditEventDto {
    fn from(e: pb::AuditEvent) -> Self {
        AuditEventDto {
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
        }
    }
}

/// The most rows one export holds.
const EXPORT_LIMIT: u64 = 50_000;

/// The events matching the same filters as the list, as CSV (newest first).
#[utoipa::path(get, path = "/api/v1/audit-events/export.csv", tag = "audit", params(AuditQuery),
    security(("bearer" = [])),
    responses((status = 200, content_type = "text/csv", description = "At most 50 000 rows"),
              (status = 403, body = ErrorBody)))]
pub async fn export_csv(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<AuditQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let mut out = String::from(
        "occurred_at,actor_id,actor_name,service,entity_type,entity_id,action,changes,request_id,trace_id,source_ip,id\n",
    );
    let mut page = 1;
    let mut written = 0;
    loop {
        let res = state
            .clients
            .settings_as(&ctx)
            .list_audit_events(q.to_request(page, 100))
            .await?
            .into_inner();
        let n = res.events.len() as u64;
        for e in res.events {
            let row = [
                &e.occurred_at,
                &e.actor_id,
                &e.actor_name,
                &e.service,
                &e.entity_type,
                &e.entity_id,
                &e.action,
                &e.changes_json,
                &e.request_id,
                &e.trace_id,
                &e.source_ip,
                &e.id,
            ];
            out.push_str(&row.map(|v| cell(v)).join(","));
            out.push('\n');
        }
        written += n;
        if n < 100 || written >= res.total || written >= EXPORT_LIMIT {
            break;
        }
        page += 1;
    }
    let name = format!(
        "audit-events-{}.csv",
        chrono::Utc::now().format("%Y%m%d-%H%M%S")
    );
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"{name}\""),
        ))
        .body(out))
}
