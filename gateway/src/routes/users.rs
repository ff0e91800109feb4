//! User administration (`/api/v1/users`), answered by the auth service.

use actix_web::{HttpResponse, web};
use proto::auth::v1 as pb;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::{Page, auth::UserDto},
    state::AppState,
};

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct UserQuery {
    pub page: Option<u32>,
    pub per_page: Option<u32>,
    /// Matches name or email.
    pub q: Option<String>,
    pub role: Option<String>,
    /// active or inactive.
    pub status: Option<String>,
    pub function_id: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct NewUser {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub role: String,
    #[serde(default)]
    pub function_id: Option<String>,
    /// A first password; the user must change it at first sign-in.
    #[serde(default)]
    pub password: String,
}

/// Fields to change; absent fields stay, `function_id: null` clears it.
#[derive(Deserialize, ToSchema)]
pub struct UserChanges {
    pub name: Option<String>,
    pub email: Option<String>,
    pub role: Option<String>,
    #[serde(default, deserialize_with = "present")]
    pub function_id: Option<Option<String>>,
}

/// Tells "absent" (None) from "null" (Some(None)).
fn present<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Option<String>>, D::Error> {
    Ok(Some(Option::deserialize(d)?))
}

#[derive(Deserialize, ToSchema)]
pub struct NewPassword {
    #[serde(default)]
    pub password: String,
}

#[utoipa::path(get, path = "/api/v1/users", tag = "settings", params(UserQuery), security(("bearer" = [])),
    responses((status = 200, body = Page<UserDto>), (status = 403, body = ErrorBody)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<UserQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let (page, per_page) = platform::grpc::paging(q.page.unwrap_or(1), q.per_page.unwrap_or(20));
    let res = state
        .clients
        .auth_as(&ctx)
        .list_users(pb::ListUsersRequest {
            page: page as u32,
            per_page: per_page as u32,
            q: q.q.unwrap_or_default(),
            role: q.role.unwrap_or_default(),
            status: q.status.unwrap_or_default(),
            function_id: q.function_id.unwrap_or_default(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Page {
        data: res.users.into_iter().map(UserDto::from).collect(),
        page,
        per_page,
        total: res.total,
    }))
}

#[utoipa::path(post, path = "/api/v1/users", tag = "settings", request_body = NewUser, security(("bearer" = [])),
    responses((status = 201, body = UserDto), (status = 409, body = ErrorBody, description = "EMAIL_TAKEN"),
              (status = 422, body = ErrorBody)))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<NewUser>,
) -> Result<HttpResponse, HttpError> {
    let b = body.into_inner();
    let user = state
        .clients
        .auth_as(&ctx)
        .create_user(pb::CreateUserRequest {
            name: b.name,
            email: b.email,
            role: b.role,
            function_id: b.function_id.unwrap_or_default(),
            password: b.password,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(UserDto::from(user)))
}

#[utoipa::path(get, path = "/api/v1/users/{id}", tag = "settings", security(("bearer" = [])),
    responses((status = 200, body = UserDto), (status = 404, body = ErrorBody)))]
pub async fn get(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let user = state
        .clients
        .auth_as(&ctx)
        .get_user(pb::GetUserRequest {
            user_id: id.into_inner(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(UserDto::from(user)))
}

#[utoipa::path(patch, path = "/api/v1/users/{id}", tag = "settings", request_body = UserChanges,
    security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 422, body = ErrorBody), (status = 200, body = UserDto),
              (status = 409, body = ErrorBody, description = "EMAIL_TAKEN, LAST_ADMIN, SELF_DEMOTION")))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<UserChanges>,
) -> Result<HttpResponse, HttpError> {
    let b = body.into_inner();
    let user = state
        .clients
        .auth_as(&ctx)
        .update_user(pb::UpdateUserRequest {
            id: id.into_inner(),
            name: b.name,
            email: b.email,
            role: b.role,
            function_id: b.function_id.map(Option::unwrap_or_default),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(UserDto::from(user)))
}

async fn set_status(
    state: &AppState,
    ctx: &Ctx,
    id: String,
    active: bool,
) -> Result<HttpResponse, HttpError> {
    let user = state
        .clients
        .auth_as(ctx)
        .set_user_status(pb::SetUserStatusRequest { id, active })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(UserDto::from(user)))
}

/// Deactivates a user: they cannot sign in, and their session ends on the next request.
#[utoipa::path(post, path = "/api/v1/users/{id}/deactivate", tag = "settings", security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 200, body = UserDto),
              (status = 409, body = ErrorBody, description = "SELF_DEACTIVATION, LAST_ADMIN")))]
pub async fn deactivate(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    set_status(&state, &ctx, id.into_inner(), false).await
}

#[utoipa::path(post, path = "/api/v1/users/{id}/reactivate", tag = "settings", security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 200, body = UserDto)))]
pub async fn reactivate(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    set_status(&state, &ctx, id.into_inner(), true).await
}

/// Sets a new password the user must change at next sign-in; their sessions end.
#[utoipa::path(post, path = "/api/v1/users/{id}/reset-password", tag = "settings", request_body = NewPassword,
    security(("bearer" = [])),
    responses((status = 404, body = ErrorBody), (status = 204), (status = 422, body = ErrorBody),
        (status = 403, body = ErrorBody, description = "`ADMIN_PASSWORD` or `USER_HOLDS_MORE`: not the caller's account to reset"),
        (status = 409, body = ErrorBody, description = "`SELF_RESET`: one's own password is changed with the current one (`POST /api/auth/change-password`)")))]
pub async fn reset_password(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<NewPassword>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .auth_as(&ctx)
        .reset_password(pb::ResetPasswordRequest {
            id: id.into_inner(),
            password: body.into_inner().password,
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
