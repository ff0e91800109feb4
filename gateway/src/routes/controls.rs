//! Controls and their activities (`/api/v1/controls`, `/api/v1/control-activities`).

use actix_web::{HttpResponse, web};
use proto::risk::v1 as pb;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::names::named;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    state::AppState,
};

#[utoipa::path(get, path = "/api/v1/controls", tag = "risk", params(pb::ListControlsRequest), security(("bearer" = [])),
    responses((status = 200, body = Page<pb::Control>)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListControlsRequest>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = (q.page, q.per_page);
    let res = state
        .clients
        .risk_as(&ctx)
        .list_controls(q)
        .await?
        .into_inner();
    let data = named(&state, &ctx, res.controls).await?;
    Ok(HttpResponse::Ok().json(Page::of(data, page, per_page, res.total)))
}

#[utoipa::path(get, path = "/api/v1/controls/{id}", tag = "risk", security(("bearer" = [])),
    responses((status = 200, body = pb::ControlDetail), (status = 404, body = ErrorBody)))]
pub async fn get(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .get_control(pb::GetControlRequest {
            id: id.into_inner(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, res).await?))
}

#[utoipa::path(post, path = "/api/v1/controls", tag = "risk", request_body = pb::ControlInput, security(("bearer" = [])),
    responses((status = 201, body = pb::Control), (status = 422, body = ErrorBody)))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<pb::ControlInput>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .create_control(pb::CreateControlRequest {
            control: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(named(&state, &ctx, res).await?))
}

/// Replaces a control; re-rates its risks when its rating, state or intention moved.
#[utoipa::path(put, path = "/api/v1/controls/{id}", tag = "risk", request_body = pb::UpdateControlRequest,
    security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 200, body = pb::Control), (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<pb::UpdateControlRequest>,
) -> Result<HttpResponse, HttpError> {
    let mut req = body.into_inner();
    req.id = id.into_inner();
    let res = state
        .clients
        .risk_as(&ctx)
        .update_control(req)
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, res).await?))
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct VersionQuery {
    pub version: u32,
}

#[utoipa::path(delete, path = "/api/v1/controls/{id}", tag = "risk", params(VersionQuery), security(("bearer" = [])),
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
        .delete_control(pb::DeleteControlRequest {
            id: id.into_inner(),
            version: query.version,
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(get, path = "/api/v1/control-activities", tag = "risk", params(pb::ListControlActivitiesRequest),
    security(("bearer" = [])), responses((status = 200, body = Page<pb::ControlActivity>)))]
pub async fn list_activities(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListControlActivitiesRequest>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = (q.page, q.per_page);
    let res = state
        .clients
        .risk_as(&ctx)
        .list_control_activities(q)
        .await?
        .into_inner();
    let data = named(&state, &ctx, res.activities).await?;
    Ok(HttpResponse::Ok().json(Page::of(data, page, per_page, res.total)))
}

#[utoipa::path(post, path = "/api/v1/controls/{id}/activities", tag = "risk", request_body = pb::ControlActivityInput,
    security(("bearer" = [])), responses((status = 404, body = ErrorBody), (status = 201, body = pb::ControlActivity), (status = 422, body = ErrorBody)))]
pub async fn create_activity(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<pb::ControlActivityInput>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .create_control_activity(pb::CreateControlActivityRequest {
            control_id: id.into_inner(),
            activity: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(named(&state, &ctx, res).await?))
}

#[utoipa::path(put, path = "/api/v1/control-activities/{id}", tag = "risk", request_body = pb::ControlActivityInput,
    security(("bearer" = [])), responses((status = 404, body = ErrorBody), (status = 200, body = pb::ControlActivity), (status = 422, body = ErrorBody)))]
pub async fn update_activity(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<pb::ControlActivityInput>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .update_control_activity(pb::UpdateControlActivityRequest {
            id: id.into_inner(),
            activity: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(named(&state, &ctx, res).await?))
}

#[utoipa::path(delete, path = "/api/v1/control-activities/{id}", tag = "risk", security(("bearer" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_activity(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .risk_as(&ctx)
        .delete_control_activity(pb::DeleteControlActivityRequest {
            id: id.into_inner(),
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The outcome of an activity.
#[derive(Deserialize, ToSchema)]
pub struct CompleteBody {
    /// complied or breached.
    #[serde(default)]
    pub outcome: String,
    #[serde(default)]
    pub comment: String,
}

/// Completes an activity; a periodic one gets its next occurrence (`next`).
#[utoipa::path(post, path = "/api/v1/control-activities/{id}/complete", tag = "risk", request_body = CompleteBody,
    security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 200, body = pb::CompleteControlActivityResponse), (status = 409, body = ErrorBody)))]
pub async fn complete_activity(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<CompleteBody>,
) -> Result<HttpResponse, HttpError> {
    let b = body.into_inner();
    let mut res = state
        .clients
        .risk_as(&ctx)
        .complete_control_activity(pb::CompleteControlActivityRequest {
            id: id.into_inner(),
            outcome: b.outcome,
            comment: b.comment,
        })
        .await?
        .into_inner();
    res.activity = named(&state, &ctx, res.activity).await?;
    res.next = named(&state, &ctx, res.next).await?;
    Ok(HttpResponse::Ok().json(res))
}
