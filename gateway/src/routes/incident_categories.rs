//! Incident categories (`/api/v1/incident-categories`): a tree of up to
//! three levels, each with an optional notification deadline and loss
//! threshold, kept by the incident service.

use actix_web::{HttpResponse, web};
use proto::incident::v1 as ipb;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    state::AppState,
};

#[utoipa::path(get, path = "/api/v1/incident-categories", tag = "incident", params(ipb::ListIncidentCategoriesRequest),
    security(("bearer" = [])),
    responses((status = 200, body = Page<ipb::IncidentCategory>, description = "per_page up to 100"),
              (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<ipb::ListIncidentCategoriesRequest>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = (q.page, q.per_page);
    let res = state
        .clients
        .incident_as(&ctx)
        .list_incident_categories(q)
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Page::of(res.categories, page, per_page, res.total)))
}

#[utoipa::path(post, path = "/api/v1/incident-categories", tag = "incident", request_body = ipb::IncidentCategoryInput,
    security(("bearer" = [])),
    responses((status = 201, body = ipb::IncidentCategory), (status = 400, body = ErrorBody),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "DUPLICATE_NAME"),
              (status = 422, body = ErrorBody, description = "Fields, or CATEGORY_TOO_DEEP"),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ipb::IncidentCategoryInput>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .incident_as(&ctx)
        .create_incident_category(ipb::CreateIncidentCategoryRequest {
            category: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(res))
}

/// Renames, moves or describes a category.
#[utoipa::path(put, path = "/api/v1/incident-categories/{id}", tag = "incident", request_body = ipb::IncidentCategoryInput,
    security(("bearer" = [])),
    responses((status = 200, body = ipb::IncidentCategory), (status = 400, body = ErrorBody),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "DUPLICATE_NAME"),
              (status = 422, body = ErrorBody, description = "Fields, or CATEGORY_TOO_DEEP"),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<ipb::IncidentCategoryInput>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .incident_as(&ctx)
        .update_incident_category(ipb::UpdateIncidentCategoryRequest {
            id: id.into_inner(),
            category: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(res))
}

/// Deletes a category no live incident or sub-category uses.
#[utoipa::path(delete, path = "/api/v1/incident-categories/{id}", tag = "incident", security(("bearer" = [])),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "CATEGORY_IN_USE"),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .incident_as(&ctx)
        .delete_incident_category(ipb::DeleteIncidentCategoryRequest {
            id: id.into_inner(),
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
