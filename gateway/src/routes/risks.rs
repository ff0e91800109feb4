//! The risk register (`/api/v1/risks`).

use actix_web::{HttpResponse, web};
use proto::risk::v1 as pb;
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
pub struct RiskQuery {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    /// Matches reference or title.
    pub q: Option<String>,
    /// active or inactive.
    pub status: Option<String>,
    pub category_id: Option<String>,
    pub function_id: Option<String>,
}

#[derive(Serialize, ToSchema)]
pub struct RiskDto {
    pub id: String,
    pub reference: String,
    pub title: String,
    pub description: String,
    pub category_id: Option<String>,
    pub function_id: Option<String>,
    pub owner_id: Option<String>,
    pub status: String,
    pub approval_status: String,
    /// Gross likelihood 1-5.
    pub likelihood: u32,
    /// Gross impact 1-5.
    pub impact: u32,
    pub created_at: String,
    pub updated_at: String,
}

fn opt(s: String) -> Option<String> {
    (!s.is_empty()).then_some(s)
}

#[utoipa::path(get, path = "/api/v1/risks", tag = "risk", params(RiskQuery), security(("bearer" = [])),
    responses((status = 200, body = Page<RiskDto>), (status = 403, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The risk service is down")))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<RiskQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = platform::grpc::paging(q.page.unwrap_or(1), q.per_page.unwrap_or(20));
    let s = |v: Option<String>| v.unwrap_or_default();
    let res = state
        .clients
        .risk
        .clone()
        .list_risks(request(
            pb::ListRisksRequest {
                page: page as u32,
                per_page: per_page as u32,
                q: s(q.q),
                status: s(q.status),
                category_id: s(q.category_id),
                function_id: s(q.function_id),
            },
            &ctx.caller(),
        ))
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Page {
        data: res
            .risks
            .into_iter()
            .map(|r| RiskDto {
                id: r.id,
                reference: r.reference,
                title: r.title,
                description: r.description,
                category_id: opt(r.category_id),
                function_id: opt(r.function_id),
                owner_id: opt(r.owner_id),
                status: r.status,
                approval_status: r.approval_status,
                likelihood: r.likelihood,
                impact: r.impact,
                created_at: r.created_at,
                updated_at: r.updated_at,
            })
            .collect(),
        page,
        per_page,
        total: res.total,
    }))
}
