//! Incident actions (`/api/v1/incident-actions`, and
//! `/api/v1/incidents/{id}/actions` to add one): listed across incidents,
//! edited, completed (closing the incident when it was the last open one)
//! and reopened. Owners are named from the auth service.

use actix_web::{HttpResponse, web};
use proto::incident::v1 as ipb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::linked_risks;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    state::AppState,
};

/// Besides the list's filters.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MineQuery {
    /// true: only the caller's own actions (sets `owner_id` to the caller).
    #[serde(default)]
    pub mine: bool,
}

#[utoipa::path(get, path = "/api/v1/incident-actions", tag = "incident",
    params(ipb::ListIncidentActionsRequest, MineQuery), security(("bearer" = [])),
    responses((status = 200, body = Page<ipb::IncidentAction>), (status = 400, body = ErrorBody),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<ipb::ListIncidentActionsRequest>,
    mine: web::Query<MineQuery>,
) -> Result<HttpResponse, HttpError> {
    let mut q = query.into_inner();
    if mine.mine {
        q.owner_id = ctx.identity()?.user_id.clone();
    }
    let (page, per_page) = (q.page, q.per_page);
    let res = state
        .clients
        .incident_as(&ctx)
        .list_incident_actions(q)
        .await?
        .into_inner();
    let data = linked_risks::actions(&state, &ctx, res.actions).await?;
    Ok(HttpResponse::Ok().json(Page::of(data, page, per_page, res.total)))
}

/// Adds an action to an incident; a closed incident reopens.
#[utoipa::path(post, path = "/api/v1/incidents/{id}/actions", tag = "incident", request_body = ipb::IncidentActionInput,
    security(("bearer" = [])),
    responses((status = 201, body = ipb::IncidentAction), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<ipb::IncidentActionInput>,
) -> Result<HttpResponse, HttpError> {
    let action = state
        .clients
        .incident_as(&ctx)
        .create_incident_action(ipb::CreateIncidentActionRequest {
            incident_id: id.into_inner(),
            action: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    let mut named = linked_risks::actions(&state, &ctx, vec![action]).await?;
    Ok(HttpResponse::Created().json(named.remove(0)))
}

/// Replaces an action's title, owner and due day.
#[utoipa::path(put, path = "/api/v1/incident-actions/{id}", tag = "incident", request_body = ipb::IncidentActionInput,
    security(("bearer" = [])),
    responses((status = 200, body = ipb::IncidentAction), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<ipb::IncidentActionInput>,
) -> Result<HttpResponse, HttpError> {
    let action = state
        .clients
        .incident_as(&ctx)
        .update_incident_action(ipb::UpdateIncidentActionRequest {
            id: id.into_inner(),
            action: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    let mut named = linked_risks::actions(&state, &ctx, vec![action]).await?;
    Ok(HttpResponse::Ok().json(named.remove(0)))
}

/// What completing an action takes.
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
pub struct CompleteBody {
    /// Lessons learned, recorded when this completion closes the incident.
    #[serde(default)]
    pub lessons: Vec<String>,
}

/// Reopening takes nothing (`{}`).
#[derive(Debug, Default, Deserialize, Serialize, ToSchema)]
pub struct ReopenBody {}

async fn set_status(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: String,
    complete: bool,
    lessons: Vec<String>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .incident_as(&ctx)
        .set_incident_action_status(ipb::SetIncidentActionStatusRequest {
            id,
            complete,
            lessons,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(linked_risks::action_status(&state, &ctx, res).await?))
}

/// Completes an action; the last open one closes its incident (lessons
/// recorded then).
#[utoipa::path(post, path = "/api/v1/incident-actions/{id}/complete", tag = "incident", request_body = CompleteBody,
    security(("bearer" = [])),
    responses((status = 200, body = ipb::SetIncidentActionStatusResponse), (status = 400, body = ErrorBody),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 422, body = ErrorBody), (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn complete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<CompleteBody>,
) -> Result<HttpResponse, HttpError> {
    set_status(state, ctx, id.into_inner(), true, body.into_inner().lessons).await
}

/// Makes a complete action incomplete again; its incident reopens.
#[utoipa::path(post, path = "/api/v1/incident-actions/{id}/reopen", tag = "incident", request_body = ReopenBody,
    security(("bearer" = [])),
    responses((status = 200, body = ipb::SetIncidentActionStatusResponse), (status = 400, body = ErrorBody),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn reopen(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    set_status(state, ctx, id.into_inner(), false, vec![]).await
}

/// Deletes an action; the incident's status follows the remaining ones.
#[utoipa::path(delete, path = "/api/v1/incident-actions/{id}", tag = "incident", security(("bearer" = [])),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .incident_as(&ctx)
        .delete_incident_action(ipb::DeleteIncidentActionRequest {
            id: id.into_inner(),
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
