//! The signed-in user (`/api/app/user`): who they are, their permissions,
//! and the profile and theme settings they change themselves.

use actix_web::{HttpResponse, web};
use platform::grpc::Caller;
use proto::auth::v1 as pb;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use utoipa::ToSchema;

use crate::{
    clients::request,
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::auth::preferences_value,
    state::AppState,
};

/// The shell's theme settings (spec section 3 "Theme settings"). Every field
/// is required and no other is accepted (422 naming the field otherwise).
#[derive(Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ThemeSettings {
    /// `vertical` or `horizontal`.
    #[schema(example = "horizontal")]
    pub layout: String,
    /// `light`, `dark` or `semi-dark`.
    #[schema(example = "semi-dark")]
    pub theme: String,
    pub sidebar_collapsed: bool,
    /// `""` (the default colour) or `primary`, `success`, `danger`, `info`, `warning`, `dark`.
    #[schema(example = "")]
    pub navbar_color: String,
    /// `hidden`, `static`, `sticky` or `floating`.
    #[schema(example = "sticky")]
    pub navbar_type: String,
    /// `hidden`, `static` or `sticky`.
    #[schema(example = "hidden")]
    pub footer_type: String,
    /// `primary`, `success`, `danger`, `info`, `warning` or `dark`.
    #[schema(example = "success")]
    pub menu_theme: String,
    /// `ltr` or `rtl`.
    #[schema(example = "ltr")]
    pub direction: String,
    pub hide_scroll_to_top: bool,
}

/// The current user (spec: name, status, avatar, permissions) with their
/// language and saved theme settings.
#[derive(Serialize, ToSchema)]
pub struct CurrentUser {
    pub id: String,
    pub name: String,
    pub email: String,
    pub role: String,
    pub status: String,
    /// `/api/v1/avatars/{id}?v=…`, or `""` without a picture.
    pub avatar: String,
    /// `en`, `de`, `fr` or `pt`.
    pub language: String,
    /// The saved theme settings; null until the user saves some.
    #[schema(value_type = Option<ThemeSettings>)]
    pub preferences: Option<serde_json::Value>,
    pub permissions: HashMap<String, bool>,
}

/// The answer of the `/api/app/user` routes for `user`.
async fn current(
    state: &AppState,
    caller: &Caller,
    user: pb::User,
) -> Result<CurrentUser, HttpError> {
    let permissions = state.verifier.permissions(&user.role, caller).await?;
    Ok(CurrentUser {
        preferences: preferences_value(&user.preferences_json),
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        status: crate::routes::auth::status_name(user.status),
        avatar: user.avatar,
        language: user.language,
        permissions,
    })
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
    Ok(HttpResponse::Ok().json(current(&state, &caller, user).await?))
}

/// The fields of the profile a user changes themselves; absent ones stay.
#[derive(Deserialize, ToSchema)]
pub struct ProfileBody {
    /// 1 to 100 characters (trimmed).
    pub name: Option<String>,
    /// `en`, `de`, `fr` or `pt`.
    pub language: Option<String>,
}

/// Changes the signed-in user's name and/or interface language (audited as
/// `auth.user.profile_updated`).
#[utoipa::path(patch, path = "/api/app/user", tag = "user", request_body = ProfileBody,
    security(("bearer" = [])),
    responses((status = 200, body = CurrentUser),
              (status = 401, body = ErrorBody),
              (status = 422, body = ErrorBody, description = "Field errors keyed `name`, `language`")))]
pub async fn update_profile(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ProfileBody>,
) -> Result<HttpResponse, HttpError> {
    let body = body.into_inner();
    let caller = ctx.caller();
    let user = state
        .clients
        .auth
        .clone()
        .update_profile(request(
            pb::UpdateProfileRequest {
                name: body.name,
                language: body.language,
            },
            &caller,
        ))
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(current(&state, &caller, user).await?))
}

/// Saves the signed-in user's theme settings and answers what was stored.
/// Not audited: personal UI state.
#[utoipa::path(put, path = "/api/app/user/preferences", tag = "user", request_body = ThemeSettings,
    security(("bearer" = [])),
    responses((status = 200, body = ThemeSettings),
              (status = 401, body = ErrorBody),
              (status = 422, body = ErrorBody, description = "Field errors keyed by setting name (missing, unknown or bad value)")))]
pub async fn set_preferences(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<serde_json::Value>,
) -> Result<HttpResponse, HttpError> {
    let stored = state
        .clients
        .auth
        .clone()
        .set_preferences(request(
            pb::SetPreferencesRequest {
                preferences_json: body.into_inner().to_string(),
            },
            &ctx.caller(),
        ))
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(preferences_value(&stored.preferences_json)))
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
