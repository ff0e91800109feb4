//! Sign-in, token refresh and sign-out (`/api/auth/*`).

use actix_web::{
    HttpRequest, HttpResponse,
    cookie::{Cookie, SameSite, time::Duration as CookieDuration},
    web,
};
use proto::auth::v1 as pb;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use utoipa::ToSchema;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

const REFRESH_COOKIE: &str = "refresh_token";

/// Sign-in form (spec: email, password, remember).
#[derive(Deserialize, ToSchema)]
pub struct LoginBody {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub remember: bool,
}

#[derive(Serialize, ToSchema)]
pub struct UserDto {
    pub id: String,
    pub name: String,
    pub email: String,
    pub role: String,
    pub status: String,
    /// `/api/v1/avatars/{id}?v=…`, or `""` without a picture.
    pub avatar: String,
    pub function_id: Option<String>,
    /// The user must choose a new password before anything else.
    pub must_change_password: bool,
    pub created_at: String,
    pub updated_at: String,
    /// Interface language: `en`, `de`, `fr` or `pt`.
    pub language: String,
    /// The saved theme settings; null until the user saves some.
    #[schema(value_type = Option<crate::routes::user::ThemeSettings>)]
    pub preferences: Option<serde_json::Value>,
}

/// The stored theme settings (JSON text from the auth service) as JSON; none
/// when never saved.
pub fn preferences_value(json: &str) -> Option<serde_json::Value> {
    if json.is_empty() {
        return None;
    }
    serde_json::from_str(json)
        .inspect_err(|e| tracing::warn!(error = %e, "stored theme settings are not JSON"))
        .ok()
}

/// A user's status as the JSON writes it: `active` or `inactive`.
pub fn status_name(status: i32) -> String {
    match pb::UserStatus::try_from(status) {
        Ok(pb::UserStatus::Active) => "active",
        Ok(pb::UserStatus::Inactive) => "inactive",
        Ok(pb::UserStatus::Unspecified) | Err(_) => "",
    }
    .to_owned()
}

impl From<pb::User> for UserDto {
    fn from(u: pb::User) -> Self {
        Self {
            preferences: preferences_value(&u.preferences_json),
            language: u.language,
            id: u.id,
            name: u.name,
            email: u.email,
            role: u.role,
            status: status_name(u.status),
            avatar: u.avatar,
            function_id: (!u.function_id.is_empty()).then_some(u.function_id),
            must_change_password: u.must_change_password,
            created_at: u.created_at,
            updated_at: u.updated_at,
        }
    }
}

#[derive(Deserialize, ToSchema)]
pub struct ChangePasswordBody {
    #[serde(default)]
    pub current_password: String,
    #[serde(default)]
    pub new_password: String,
}

/// The signed-in user replaces their password (then refreshes their token).
#[utoipa::path(post, path = "/api/auth/change-password", tag = "auth", request_body = ChangePasswordBody,
    security(("bearer" = [])),
    responses((status = 204), (status = 422, body = ErrorBody, description = "Wrong current password or too short")))]
pub async fn change_password(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ChangePasswordBody>,
) -> Result<HttpResponse, HttpError> {
    let body = body.into_inner();
    let session_id = ctx.identity()?.session_id.clone();
    state
        .clients
        .auth_as(&ctx)
        .change_password(pb::ChangePasswordRequest {
            current_password: body.current_password,
            new_password: body.new_password,
            session_id,
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Signs the user out of every session (all devices, this one included).
#[utoipa::path(post, path = "/api/auth/sessions/revoke-all", tag = "auth", security(("bearer" = [])),
    responses((status = 204, description = "Every session ended; the refresh cookie is cleared"),
              (status = 401, body = ErrorBody)))]
pub async fn revoke_all_sessions(
    state: web::Data<AppState>,
    ctx: Ctx,
) -> Result<HttpResponse, HttpError> {
    let identity = ctx.identity()?.clone();
    state
        .clients
        .auth_as(&ctx)
        .revoke_all_sessions(pb::RevokeAllSessionsRequest {
            client: Some(client_info(&ctx)),
        })
        .await?;
    Ok(signed_out_here(&state, &identity.session_id).await)
}

#[derive(Serialize, ToSchema)]
pub struct SessionData {
    pub user: UserDto,
    /// Permission name → granted.
    pub permissions: HashMap<String, bool>,
    /// Access token: send as `Authorization: Bearer <token>`.
    pub token: String,
    /// Unix seconds when the access token expires.
    pub expires_at: i64,
}

#[derive(Serialize, ToSchema)]
pub struct SessionResponse {
    pub data: SessionData,
}

pub fn client_info(ctx: &Ctx) -> pb::ClientInfo {
    pb::ClientInfo {
        source_ip: ctx.source_ip.clone(),
        user_agent: ctx.user_agent.clone(),
        request_id: ctx.request_id.clone(),
    }
}

/// Where the browser sends the refresh cookie: the session calls, and the
/// template's renewal, which needs it beside the access token (issue 30).
/// Nowhere else: the cookie is the session, so it travels as little as it can.
const REFRESH_COOKIE_PATHS: [&str; 2] = ["/api/auth", "/api/authenticate/refresh-token"];

/// The refresh cookie, once per path it is sent to (both carry `value`).
pub fn refresh_cookies(state: &AppState, value: &str, expires_at: i64) -> [Cookie<'static>; 2] {
    let max_age = (expires_at - chrono::Utc::now().timestamp()).max(0);
    REFRESH_COOKIE_PATHS.map(|path| {
        Cookie::build(REFRESH_COOKIE, value.to_owned())
            .path(path)
            .http_only(true)
            .secure(state.config.cookie_secure)
            .same_site(SameSite::Strict)
            .max_age(CookieDuration::seconds(max_age))
            .finish()
    })
}

/// The request's refresh cookie, or empty.
pub fn refresh_cookie_of(req: &HttpRequest) -> String {
    req.cookie(REFRESH_COOKIE)
        .map(|c| c.value().to_owned())
        .unwrap_or_default()
}

fn session_response(state: &AppState, s: pb::Session) -> HttpResponse {
    let mut res = HttpResponse::Ok();
    for cookie in refresh_cookies(state, &s.refresh_token, s.refresh_expires_at) {
        res.cookie(cookie);
    }
    res.json(SessionResponse {
        data: SessionData {
            user: s
                .user
                .map(UserDto::from)
                .unwrap_or_else(|| UserDto::from(pb::User::default())),
            permissions: s.permissions,
            token: s.access_token,
            expires_at: s.access_expires_at,
        },
    })
}

/// Signs in with email and password.
#[utoipa::path(post, path = "/api/auth/login", tag = "auth", request_body = LoginBody,
    responses(
        (status = 200, body = SessionResponse, description = "Signed in; also sets the HttpOnly refresh cookie"),
        (status = 401, body = ErrorBody, description = "Email Or Password Invalid"),
        (status = 422, body = ErrorBody, description = "A required field is missing"),
        (status = 429, body = ErrorBody, description = "Too many attempts (counted before the password is checked); see Retry-After"),
    ))]
pub async fn login(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<LoginBody>,
) -> Result<HttpResponse, HttpError> {
    let body = body.into_inner();
    let session = state
        .clients
        .auth_as(&ctx)
        .login(pb::LoginRequest {
            email: body.email,
            password: body.password,
            remember: body.remember,
            client: Some(client_info(&ctx)),
        })
        .await?
        .into_inner();
    Ok(session_response(&state, session))
}

/// Exchanges the refresh cookie for a new access token (the cookie rotates).
#[utoipa::path(post, path = "/api/auth/refresh", tag = "auth",
    responses(
        (status = 200, body = SessionResponse),
        (status = 401, body = ErrorBody, description = "No valid refresh cookie"),
    ))]
pub async fn refresh(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
) -> Result<HttpResponse, HttpError> {
    let token = refresh_cookie_of(&req);
    let session = state
        .clients
        .auth_as(&ctx)
        .refresh(pb::RefreshRequest {
            refresh_token: token,
            client: Some(client_info(&ctx)),
        })
        .await?
        .into_inner();
    Ok(session_response(&state, session))
}

/// The answer once this browser's session ended: its access token refused at
/// once, its refresh cookie removed.
async fn signed_out_here(state: &AppState, session_id: &str) -> HttpResponse {
    state.verifier.revoke(session_id).await;
    let mut res = HttpResponse::NoContent();
    for mut gone in refresh_cookies(state, "", 0) {
        gone.make_removal();
        res.cookie(gone);
    }
    res.finish()
}

/// Signs out: revokes the session and its refresh token everywhere.
#[utoipa::path(post, path = "/api/auth/logout", tag = "auth", security(("bearer" = [])),
    responses((status = 204), (status = 401, body = ErrorBody)))]
pub async fn logout(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let identity = ctx.identity()?.clone();
    state
        .clients
        .auth_as(&ctx)
        .logout(pb::LogoutRequest {
            session_id: identity.session_id.clone(),
            client: Some(client_info(&ctx)),
        })
        .await?;
    Ok(signed_out_here(&state, &identity.session_id).await)
}
