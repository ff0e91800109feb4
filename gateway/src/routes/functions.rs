//! Functions (departments), from the settings service, with member counts and
//! head names from the auth service.

use actix_web::{HttpResponse, web};
use proto::{auth::v1 as apb, settings::v1 as pb};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::{Page, PageQuery},
    state::AppState,
};
use platform::error::{ApiError, ErrorKind};

#[derive(Serialize, ToSchema)]
pub struct FunctionDto {
    pub id: String,
    pub name: String,
    pub parent_id: Option<String>,
    pub head_user_id: Option<String>,
    pub head_name: Option<String>,
    pub description: String,
    /// Users assigned to this function.
    pub member_count: u64,
    pub created_at: String,
    pub updated_at: String,
}

#[derive(Deserialize, ToSchema)]
pub struct NewFunction {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub parent_id: Option<String>,
    #[serde(default)]
    pub head_user_id: Option<String>,
    #[serde(default)]
    pub description: String,
}

/// Fields to change; `null` clears parent or head.
#[derive(Deserialize, ToSchema)]
pub struct FunctionChanges {
    pub name: Option<String>,
    #[serde(default, deserialize_with = "present")]
    pub parent_id: Option<Option<String>>,
    #[serde(default, deserialize_with = "present")]
    pub head_user_id: Option<Option<String>>,
    pub description: Option<String>,
}

fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    Ok(Some(Option::deserialize(d)?))
}

fn opt(s: String) -> Option<String> {
    (!s.is_empty()).then_some(s)
}

/// Adds names of heads and member counts (from auth) to functions.
async fn enrich(
    state: &AppState,
    ctx: &Ctx,
    functions: Vec<pb::Function>,
) -> Result<Vec<FunctionDto>, HttpError> {
    let mut auth = state.clients.auth_as(ctx);
    let counts = auth
        .count_users_by_function(apb::CountUsersByFunctionRequest {})
        .await?
        .into_inner()
        .counts;
    let ids: Vec<String> = functions
        .iter()
        .filter(|f| !f.head_user_id.is_empty())
        .map(|f| f.head_user_id.clone())
        .collect();
    let names = if ids.is_empty() {
        Default::default()
    } else {
        auth.user_names(apb::UserNamesRequest { ids })
            .await?
            .into_inner()
            .names
    };
    Ok(functions
        .into_iter()
        .map(|f| FunctionDto {
            member_count: counts.get(&f.id).copied().unwrap_or(0),
            head_name: names.get(&f.head_user_id).cloned(),
            id: f.id,
            name: f.name,
            parent_id: opt(f.parent_id),
            head_user_id: opt(f.head_user_id),
            description: f.description,
            created_at: f.created_at,
            updated_at: f.updated_at,
        })
        .collect())
}

#[utoipa::path(get, path = "/api/v1/functions", tag = "settings", params(PageQuery), security(("bearer" = [])),
    responses((status = 200, body = Page<FunctionDto>)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<PageQuery>,
) -> Result<HttpResponse, HttpError> {
    let (page, per_page) = query.clamped();
    let res = state
        .clients
        .settings_as(&ctx)
        .list_functions(pb::ListFunctionsRequest {
            page: page as u32,
            per_page: per_page as u32,
            q: query.q.clone().unwrap_or_default(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Page {
        data: enrich(&state, &ctx, res.functions).await?,
        page,
        per_page,
        total: res.total,
    }))
}

async fn one(state: &AppState, ctx: &Ctx, f: pb::Function) -> Result<FunctionDto, HttpError> {
    Ok(enrich(state, ctx, vec![f]).await?.remove(0))
}

#[utoipa::path(post, path = "/api/v1/functions", tag = "settings", request_body = NewFunction,
    security(("bearer" = [])),
    responses((status = 201, body = FunctionDto), (status = 422, body = ErrorBody)))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<NewFunction>,
) -> Result<HttpResponse, HttpError> {
    let b = body.into_inner();
    let f = state
        .clients
        .settings_as(&ctx)
        .create_function(pb::CreateFunctionRequest {
            name: b.name,
            parent_id: b.parent_id.unwrap_or_default(),
            head_user_id: b.head_user_id.unwrap_or_default(),
            description: b.description,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(one(&state, &ctx, f).await?))
}

#[utoipa::path(patch, path = "/api/v1/functions/{id}", tag = "settings", request_body = FunctionChanges,
    security(("bearer" = [])),
    responses((status = 200, body = FunctionDto), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<FunctionChanges>,
) -> Result<HttpResponse, HttpError> {
    let b = body.into_inner();
    let f = state
        .clients
        .settings_as(&ctx)
        .update_function(pb::UpdateFunctionRequest {
            id: id.into_inner(),
            name: b.name,
            parent_id: b.parent_id.map(Option::unwrap_or_default),
            head_user_id: b.head_user_id.map(Option::unwrap_or_default),
            description: b.description,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(one(&state, &ctx, f).await?))
}

/// Deletes a function without sub-functions or members.
#[utoipa::path(delete, path = "/api/v1/functions/{id}", tag = "settings", security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 204), (status = 409, body = ErrorBody, description = "FUNCTION_IN_USE")))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let id = id.into_inner();
    let counts = state
        .clients
        .auth_as(&ctx)
        .count_users_by_function(apb::CountUsersByFunctionRequest {})
        .await?
        .into_inner()
        .counts;
    if counts.get(&id).copied().unwrap_or(0) > 0 {
        return Err(ApiError::new(
            ErrorKind::Conflict,
            "FUNCTION_IN_USE",
            "Users still belong to this function; move them first.",
        )
        .into());
    }
    state
        .clients
        .settings_as(&ctx)
        .delete_function(pb::DeleteFunctionRequest { id })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
