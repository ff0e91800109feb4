//! The signed-in user (`/api/app/user`) and their permissions.

use actix_web::{HttpResponse, web};
use proto::auth::v1 as pb;
use serde::Serialize;
use std::collections::HashMap;
use utoipa::ToSchema;

use crate::{
    clients::request,
    context::Ctx,
    error::{ErrorBody, HttpError},
    startup::AppState,
};

/// The current user (spec: name, status, avatar, permissions).
#[derive(Serialize, ToSchema)]
pub struct CurrentUser {
    pub id: String,
    pub name: String,
    pub email: String,
    pub role: String,
    pub status: String,
    pub avatar: String,
    pub permissions: HashMap<String, bool>,
}

#[utoipa::path(get, path = "/api/app/user", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = CurrentUser), (status = 401, body = ErrorBody)))]
pub async fn current_user(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let identity = ctx.identity()?;
    let caller = ctx.caller();
    let user = state
        .clients
        .auth
        .clone()
        .get_user(request(
            pb::GetUserRequest {
                user_id: identity.user_id.clone(),
            },
            &caller,
        ))
        .await?
        .into_inner();
    let permissions = state.verifier.permissions(&user.role, &caller).await?;
    Ok(HttpResponse::Ok().json(CurrentUser {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        status: user.status,
        avatar: user.avatar,
        permissions,
    }))
}

#[utoipa::path(get, path = "/api/app/user/permissions", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = HashMap<String, bool>, description = "Permission name → granted"),
              (status = 401, body = ErrorBody)))]
pub async fn permissions(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let identity = ctx.identity()?;
    let map = state
        .verifier
        .permissions(&identity.role, &ctx.caller())
        .await?;
    Ok(HttpResponse::Ok().json(map))
}
