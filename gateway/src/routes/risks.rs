//! The risk register (`/api/v1/risks`), the risk method and the risk
//! reports. Bodies and answers are the risk.v1 messages as JSON (ADR 0007).

use actix_web::{HttpResponse, web};
use proto::{auth::v1 as apb, risk::v1 as pb};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::names::named;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    state::AppState,
};

/// One page of the register: the list envelope, plus whether the total is
/// an estimate and the cursor of the next page (ADR 0014).
#[derive(Serialize, ToSchema)]
pub struct RegisterPage {
    pub data: Vec<pb::Risk>,
    pub page: u64,
    pub per_page: u64,
    /// Exact up to 10,000; above that it may be the database's estimate.
    pub total: u64,
    /// True when `total` is an estimate ("about 100,000").
    pub total_is_estimate: bool,
    /// Pass as `after` for the next page; empty when this page was not full.
    pub next: String,
}

#[utoipa::path(get, path = "/api/v1/risks", tag = "risk", params(pb::ListRisksRequest), security(("bearer" = [])),
    responses((status = 422, body = ErrorBody, description = "An unreadable filter, e.g. as_of not YYYY-MM-DD"), (status = 200, body = RegisterPage), (status = 403, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The risk service is down")))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRisksRequest>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = (q.page, q.per_page);
    let res = state
        .clients
        .risk_as(&ctx)
        .list_risks(q)
        .await?
        .into_inner();
    let data = named(&state, &ctx, res.risks).await?;
    // About 1 KB a risk: one buffer of the right size instead of doubling
    // and copying a small one (measurable on a page of 50, benchmarks.md).
    let mut body = Vec::with_capacity(512 + 1200 * data.len());
    let Page {
        data,
        page,
        per_page,
        total,
    } = Page::of(data, page, per_page, res.total);
    let answer = RegisterPage {
        data,
        page,
        per_page,
        total,
        total_is_estimate: res.total_is_estimate,
        next: res.next,
    };
    serde_json::to_writer(&mut body, &answer).map_err(platform::error::internal::<
        serde_json::Error,
    >("encoding the register"))?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .body(body))
}

#[utoipa::path(get, path = "/api/v1/risks/{id}", tag = "risk", security(("bearer" = [])),
    responses((status = 200, body = pb::RiskDetail), (status = 404, body = ErrorBody)))]
pub async fn get(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let detail = state
        .clients
        .risk_as(&ctx)
        .get_risk(pb::GetRiskRequest {
            id: id.into_inner(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, detail).await?))
}

/// Creates a risk with any new controls and action plans, all or nothing.
#[utoipa::path(post, path = "/api/v1/risks", tag = "risk", request_body = pb::CreateRiskRequest,
    security(("bearer" = [])),
    responses((status = 201, body = pb::Risk), (status = 422, body = ErrorBody)))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<pb::CreateRiskRequest>,
) -> Result<HttpResponse, HttpError> {
    let risk = state
        .clients
        .risk_as(&ctx)
        .create_risk(body.into_inner())
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(named(&state, &ctx, risk).await?))
}

/// Replaces a risk's content; `version` must be the one read (else 409).
#[utoipa::path(put, path = "/api/v1/risks/{id}", tag = "risk", request_body = pb::UpdateRiskRequest,
    security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 200, body = pb::Risk), (status = 409, body = ErrorBody, description = "STALE_VERSION"),
              (status = 422, body = ErrorBody)))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<pb::UpdateRiskRequest>,
) -> Result<HttpResponse, HttpError> {
    let mut req = body.into_inner();
    req.id = id.into_inner();
    let risk = state
        .clients
        .risk_as(&ctx)
        .update_risk(req)
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, risk).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VersionQuery {
    pub version: u32,
    #[serde(default)]
    pub comment: String,
}

/// Soft-deletes a risk (approvers only).
#[utoipa::path(delete, path = "/api/v1/risks/{id}", tag = "risk", params(VersionQuery), security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 204), (status = 409, body = ErrorBody)))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    query: web::Query<VersionQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    state
        .clients
        .risk_as(&ctx)
        .delete_risk(pb::DeleteRiskRequest {
            id: id.into_inner(),
            version: q.version,
            comment: q.comment,
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A workflow step's body.
#[derive(Deserialize, Serialize, ToSchema)]
pub struct TransitionBody {
    pub version: u32,
    #[serde(default)]
    pub comment: String,
}

async fn transition(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: String,
    action: &str,
    body: TransitionBody,
) -> Result<HttpResponse, HttpError> {
    let risk = state
        .clients
        .risk_as(&ctx)
        .transition_risk(pb::TransitionRiskRequest {
            id,
            action: action.into(),
            version: body.version,
            comment: body.comment,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, risk).await?))
}

/// Sends a proposed or rejected risk for approval.
#[utoipa::path(post, path = "/api/v1/risks/{id}/submit", tag = "risk", request_body = TransitionBody,
    security(("bearer" = [])), responses((status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 200, body = pb::Risk), (status = 409, body = ErrorBody)))]
pub async fn submit(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<TransitionBody>,
) -> Result<HttpResponse, HttpError> {
    transition(state, ctx, id.into_inner(), "submit", body.into_inner()).await
}

/// Approves a pending risk; not by the person who made the change (403 FOUR_EYES).
#[utoipa::path(post, path = "/api/v1/risks/{id}/approve", tag = "risk", request_body = TransitionBody,
    security(("bearer" = [])), responses((status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 200, body = pb::Risk), (status = 403, body = ErrorBody),
    (status = 409, body = ErrorBody)))]
pub async fn approve(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<TransitionBody>,
) -> Result<HttpResponse, HttpError> {
    transition(state, ctx, id.into_inner(), "approve", body.into_inner()).await
}

/// Rejects a pending risk with a comment.
#[utoipa::path(post, path = "/api/v1/risks/{id}/reject", tag = "risk", request_body = TransitionBody,
    security(("bearer" = [])), responses((status = 404, body = ErrorBody), (status = 409, body = ErrorBody), (status = 200, body = pb::Risk), (status = 403, body = ErrorBody),
    (status = 422, body = ErrorBody)))]
pub async fn reject(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<TransitionBody>,
) -> Result<HttpResponse, HttpError> {
    transition(state, ctx, id.into_inner(), "reject", body.into_inner()).await
}

/// A review's body: the next review day and what the review found.
#[derive(Deserialize, Serialize, ToSchema)]
pub struct ReviewBody {
    pub version: u32,
    /// YYYY-MM-DD, not in the past, at most 3 years ahead.
    pub next_review_on: String,
    #[serde(default)]
    pub comment: String,
}

/// Records a review of a risk and sets its next review day (audited
/// `review_recorded`); the content and the approval are unchanged.
#[utoipa::path(post, path = "/api/v1/risks/{id}/review", tag = "risk", request_body = ReviewBody,
    security(("bearer" = [])),
    responses((status = 200, body = pb::Risk), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "STALE_VERSION"),
              (status = 422, body = ErrorBody)))]
pub async fn review(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<ReviewBody>,
) -> Result<HttpResponse, HttpError> {
    let body = body.into_inner();
    let risk = state
        .clients
        .risk_as(&ctx)
        .record_risk_review(pb::RecordRiskReviewRequest {
            id: id.into_inner(),
            version: body.version,
            next_review_on: body.next_review_on,
            comment: body.comment,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, risk).await?))
}

#[utoipa::path(get, path = "/api/v1/risk-method", tag = "risk", security(("bearer" = [])),
    responses((status = 200, body = pb::RiskMethod)))]
pub async fn method(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let m = state
        .clients
        .risk_as(&ctx)
        .get_risk_method(pb::GetRiskMethodRequest {})
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(m))
}

/// Which risks a method change would move, without saving.
#[utoipa::path(post, path = "/api/v1/risk-method/preview", tag = "risk", request_body = pb::RiskMethod,
    security(("bearer" = [])),
    responses((status = 200, body = pb::PreviewRiskMethodResponse), (status = 422, body = ErrorBody)))]
pub async fn preview_method(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<pb::RiskMethod>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .preview_risk_method(pb::PreviewRiskMethodRequest {
            method: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(res))
}

/// Saves a new method version and re-rates every risk.
#[utoipa::path(put, path = "/api/v1/risk-method", tag = "risk", request_body = pb::UpdateRiskMethodRequest,
    security(("bearer" = [])),
    responses((status = 200, body = pb::UpdateRiskMethodResponse), (status = 409, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn update_method(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<pb::UpdateRiskMethodRequest>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .update_risk_method(body.into_inner())
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(res))
}

#[utoipa::path(get, path = "/api/v1/reports/heatmap", tag = "risk", params(pb::HeatMapRequest),
    security(("bearer" = [])), responses((status = 200, body = pb::HeatMap), (status = 422, body = ErrorBody)))]
pub async fn heat_map(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::HeatMapRequest>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .get_heat_map(query.into_inner())
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(res))
}

#[utoipa::path(get, path = "/api/v1/reports/dashboard", tag = "risk", security(("bearer" = [])),
    responses((status = 200, body = pb::RiskDashboard)))]
pub async fn dashboard(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .get_dashboard(pb::DashboardRequest {})
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, res).await?))
}

/// A person to pick as an owner.
#[derive(Serialize, ToSchema)]
pub struct UserOption {
    pub id: String,
    pub name: String,
    /// Shown beside the name in owner pickers: two people may share a name.
    pub email: String,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct OptionsQuery {
    /// Matches name or email.
    pub q: Option<String>,
}

/// Active users to choose owners from (up to 100; narrow with `q`).
#[utoipa::path(get, path = "/api/v1/users/options", tag = "risk", params(OptionsQuery), security(("bearer" = [])),
    responses((status = 200, body = Vec<UserOption>)))]
pub async fn user_options(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<OptionsQuery>,
) -> Result<HttpResponse, HttpError> {
    let users = state
        .clients
        .auth_as(&ctx)
        .list_user_options(apb::ListUserOptionsRequest {
            q: query.into_inner().q.unwrap_or_default(),
            permission: String::new(),
        })
        .await?
        .into_inner()
        .users;
    Ok(HttpResponse::Ok().json(
        users
            .into_iter()
            .map(|u| UserOption {
                id: u.id,
                name: u.name,
                email: u.email,
            })
            .collect::<Vec<_>>(),
    ))
}
