//! Action plans (`/api/v1/action-plans`).

use actix_web::{HttpResponse, web};
use proto::risk::v1 as pb;
use serde::Deserialize;
use utoipa::IntoParams;

use super::names::named;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    state::AppState,
};

#[utoipa::path(get, path = "/api/v1/action-plans", tag = "risk", params(pb::ListActionPlansRequest),
    security(("bearer" = [])), responses((status = 200, body = Page<pb::ActionPlan>)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListActionPlansRequest>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = (q.page, q.per_page);
    let res = state
        .clients
        .risk_as(&ctx)
        .list_action_plans(q)
        .await?
        .into_inner();
    let data = named(&state, &ctx, res.action_plans).await?;
    Ok(HttpResponse::Ok().json(Page::of(data, page, per_page, res.total)))
}

#[utoipa::path(get, path = "/api/v1/action-plans/{id}", tag = "risk", security(("bearer" = [])),
    responses((status = 200, body = pb::ActionPlan), (status = 404, body = ErrorBody)))]
pub async fn get(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .get_action_plan(pb::GetActionPlanRequest {
            id: id.into_inner(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, res).await?))
}

#[utoipa::path(post, path = "/api/v1/action-plans", tag = "risk", request_body = pb::ActionPlanInput,
    security(("bearer" = [])), responses((status = 201, body = pb::ActionPlan), (status = 422, body = ErrorBody)))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<pb::ActionPlanInput>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .create_action_plan(pb::CreateActionPlanRequest {
            action_plan: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(named(&state, &ctx, res).await?))
}

#[utoipa::path(put, path = "/api/v1/action-plans/{id}", tag = "risk", request_body = pb::UpdateActionPlanRequest,
    security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 200, body = pb::ActionPlan), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<pb::UpdateActionPlanRequest>,
) -> Result<HttpResponse, HttpError> {
    let mut req = body.into_inner();
    req.id = id.into_inner();
    let res = state
        .clients
        .risk_as(&ctx)
        .update_action_plan(req)
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, res).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VersionQuery {
    pub version: u32,
}

#[utoipa::path(delete, path = "/api/v1/action-plans/{id}", tag = "risk", params(VersionQuery), security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 204), (status = 409, body = ErrorBody)))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    query: web::Query<VersionQuery>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .risk_as(&ctx)
        .delete_action_plan(pb::DeleteActionPlanRequest {
            id: id.into_inner(),
            version: query.version,
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
