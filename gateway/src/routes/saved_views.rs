//! Saved views (issue 13): each signed-in user's named filters, sort and
//! visible columns of the big lists, kept by the settings service so they
//! follow the user. Only the caller's own views are listed or changed;
//! another user's view is not found (404).

use actix_web::{HttpResponse, web};
use proto::settings::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// One saved view.
#[derive(Serialize, ToSchema)]
pub struct SavedViewDto {
    pub id: String,
    /// register, controls, action_plans, users, logs or audit_trail.
    pub list: String,
    /// 1 to 80 characters, unique per user and list (case and spaces aside).
    pub name: String,
    /// The list's URL search string without "?" (filters and sort).
    pub query: String,
    /// Visible column ids in order; empty means the list's default.
    pub columns: Vec<String>,
    /// Shown in the top bar's bookmarks.
    pub starred: bool,
    pub created_at: String,
    pub updated_at: String,
}

impl From<pb::SavedView> for SavedViewDto {
    fn from(v: pb::SavedView) -> Self {
        let pb::SavedView {
            id,
            list,
            name,
            query,
            columns,
            starred,
            created_at,
            updated_at,
        } = v;
        Self {
            id,
            list,
            name,
            query,
            columns,
            starred,
            created_at,
            updated_at,
        }
    }
}

/// The caller's views.
#[derive(Serialize, ToSchema)]
pub struct SavedViewList {
    /// By list, then name.
    pub data: Vec<SavedViewDto>,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SavedViewQuery {
    /// Only this list's views (register, controls, action_plans, users, logs,
    /// audit_trail); absent for all.
    pub list: Option<String>,
}

/// A new view.
#[derive(Deserialize, ToSchema)]
pub struct NewSavedView {
    /// register, controls, action_plans, users, logs or audit_trail.
    #[serde(default)]
    pub list: String,
    /// 1 to 80 characters.
    #[serde(default)]
    pub name: String,
    /// The list's URL search string (a leading "?" is dropped).
    #[serde(default)]
    pub query: String,
    /// Visible column ids.
    #[serde(default)]
    pub columns: Vec<String>,
    #[serde(default)]
    pub starred: bool,
}

/// A change to a view; absent fields keep their value.
#[derive(Deserialize, ToSchema)]
pub struct SavedViewChanges {
    pub name: Option<String>,
    pub query: Option<String>,
    pub columns: Option<Vec<String>>,
    pub starred: Option<bool>,
}

/// The caller's saved views (of one list, or all).
#[utoipa::path(get, path = "/api/v1/saved-views", tag = "user", params(SavedViewQuery),
    security(("bearer" = [])),
    responses((status = 200, body = SavedViewList), (status = 422, body = ErrorBody)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<SavedViewQuery>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .settings_as(&ctx)
        .list_saved_views(pb::ListSavedViewsRequest {
            list: query.into_inner().list.unwrap_or_default(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(SavedViewList {
        data: res.views.into_iter().map(SavedViewDto::from).collect(),
    }))
}

/// Saves a view for the caller. A name the caller already uses on that list
/// is 409 VIEW_NAME_TAKEN; more than 50 views is 409 SAVED_VIEW_LIMIT.
#[utoipa::path(post, path = "/api/v1/saved-views", tag = "user", request_body = NewSavedView,
    security(("bearer" = [])),
    responses((status = 201, body = SavedViewDto), (status = 409, body = ErrorBody),
              (status = 422, body = ErrorBody)))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<NewSavedView>,
) -> Result<HttpResponse, HttpError> {
    let NewSavedView {
        list,
        name,
        query,
        columns,
        starred,
    } = body.into_inner();
    let v = state
        .clients
        .settings_as(&ctx)
        .create_saved_view(pb::CreateSavedViewRequest {
            list,
            name,
            query,
            columns,
            starred,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(SavedViewDto::from(v)))
}

/// Renames, re-stars or rewrites one of the caller's views.
#[utoipa::path(patch, path = "/api/v1/saved-views/{id}", tag = "user", request_body = SavedViewChanges,
    security(("bearer" = [])),
    responses((status = 200, body = SavedViewDto), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<SavedViewChanges>,
) -> Result<HttpResponse, HttpError> {
    let SavedViewChanges {
        name,
        query,
        columns,
        starred,
    } = body.into_inner();
    let v = state
        .clients
        .settings_as(&ctx)
        .update_saved_view(pb::UpdateSavedViewRequest {
            id: id.into_inner(),
            name,
            query,
            columns: columns.map(|ids| pb::ColumnIds { ids }),
            starred,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(SavedViewDto::from(v)))
}

/// Deletes one of the caller's views.
#[utoipa::path(delete, path = "/api/v1/saved-views/{id}", tag = "user", security(("bearer" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .settings_as(&ctx)
        .delete_saved_view(pb::DeleteSavedViewRequest {
            id: id.into_inner(),
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
