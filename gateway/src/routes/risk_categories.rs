//! Risk categories (`/api/v1/risk-categories`): a tree of up to three levels.

use actix_web::{HttpResponse, web};
use proto::risk::v1 as pb;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    state::AppState,
};

#[utoipa::path(get, path = "/api/v1/risk-categories", tag = "risk", params(pb::ListRiskCategoriesRequest),
    security(("bearer" = [])),
    responses((status = 200, body = Page<pb::RiskCategory>), (status = 403, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The risk service is down")))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRiskCategoriesRequest>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = (q.page, q.per_page);
    let res = state
        .clients
        .risk_as(&ctx)
        .list_risk_categories(q)
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Page::of(res.categories, page, per_page, res.total)))
}

#[utoipa::path(post, path = "/api/v1/risk-categories", tag = "risk", request_body = pb::RiskCategoryInput,
    security(("bearer" = [])),
    responses((status = 201, body = pb::RiskCategory), (status = 422, body = ErrorBody)))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<pb::RiskCategoryInput>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .create_risk_category(pb::CreateRiskCategoryRequest {
            category: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(res))
}

#[utoipa::path(put, path = "/api/v1/risk-categories/{id}", tag = "risk", request_body = pb::RiskCategoryInput,
    security(("bearer" = [])),
    responses((status = 200, body = pb::RiskCategory), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<pb::RiskCategoryInput>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .update_risk_category(pb::UpdateRiskCategoryRequest {
            id: id.into_inner(),
            category: Some(body.into_inner()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(res))
}

/// Deletes an unused leaf category (409 CATEGORY_IN_USE otherwise).
#[utoipa::path(delete, path = "/api/v1/risk-categories/{id}", tag = "risk", security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 204), (status = 409, body = ErrorBody)))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .risk_as(&ctx)
        .delete_risk_category(pb::DeleteRiskCategoryRequest {
            id: id.into_inner(),
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
