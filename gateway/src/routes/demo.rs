//! Demo app calls answered by the demo service.

use actix_web::{HttpResponse, web};
use proto::demo::v1 as pb;
use serde::Serialize;
use utoipa::ToSchema;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

#[derive(Serialize, ToSchema)]
pub struct AutocompleteItem {
    pub title: String,
    pub rank: u32,
    pub id: u32,
}

#[derive(Serialize, ToSchema)]
pub struct AutocompleteResponse {
    #[serde(rename = "autoComplete")]
    pub auto_complete: Vec<AutocompleteItem>,
}

#[utoipa::path(get, path = "/api/autocomplete/data", tag = "demo", security(("bearer" = [])),
    responses((status = 200, body = AutocompleteResponse), (status = 401, body = ErrorBody)))]
pub async fn autocomplete(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .demo_as(&ctx)
        .list_autocomplete(pb::ListAutocompleteRequest {})
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(AutocompleteResponse {
        auto_complete: res
            .items
            .into_iter()
            .map(|i| AutocompleteItem {
                title: i.title,
                rank: i.rank,
                id: i.id,
            })
            .collect(),
    }))
}
