//! The incident service's category list.

use actix_web::{HttpResponse, web};
use proto::incident::v1 as ipb;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::{Page, PageQuery},
    state::AppState,
};

#[derive(Serialize, ToSchema)]
pub struct CategoryDto {
    pub id: String,
    pub name: String,
    /// Null for a root category.
    pub parent_id: Option<String>,
    pub description: String,
}

#[utoipa::path(get, path = "/api/v1/incident-categories", tag = "incident", params(PageQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Page<CategoryDto>), (status = 403, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn incident_categories(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, HttpError> {
    let (page, per_page) = query.clamped();
    let res = state
        .clients
        .incident_as(&ctx)
        .list_incident_categories(ipb::ListIncidentCategoriesRequest {
            page: page as u32,
            per_page: per_page as u32,
            q: query.q.clone().unwrap_or_default(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Page {
        data: res
            .categories
            .into_iter()
            .map(|c| CategoryDto {
                id: c.id,
                name: c.name,
                parent_id: None,
                description: c.description,
            })
            .collect(),
        page,
        per_page,
        total: res.total,
    }))
}
