//! The admin template's auth calls, with the spec's exact shapes and messages
//! (sections 5, 7, 8): errors travel inside the body, as the template expects.

use actix_web::{HttpRequest, HttpResponse, http::StatusCode, web};
use platform::error::{ApiError, ErrorKind};
use proto::auth::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    context::Ctx,
    error::{HttpError, error_response},
    routes::auth::{client_info, refresh_cookie_of},
    state::AppState,
};

#[derive(Deserialize, ToSchema)]
pub struct TemplateLogin {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
}

#[derive(Deserialize, ToSchema)]
pub struct TemplateRegister {
    #[serde(default)]
    pub email: String,
    #[serde(default)]
    pub password: String,
    #[serde(default)]
    pub name: String,
}

#[derive(Deserialize, ToSchema)]
pub struct TemplateRefresh {
    #[serde(default, rename = "accessToken")]
    pub access_token: String,
}

/// The template's account shape (never the password).
#[derive(Serialize, ToSchema)]
pub struct TemplateUser {
    pub id: String,
    pub email: String,
    pub name: String,
    pub role: String,
    #[serde(rename = "loggedInWith")]
    pub logged_in_with: String,
}

impl From<pb::User> for TemplateUser {
    fn from(u: pb::User) -> Self {
        Self {
            id: u.id,
            email: u.email,
            name: u.name,
            role: u.role,
            logged_in_with: "jwt".into(),
        }
    }
}

fn user_with_token(user: Option<pb::User>, token: String) -> serde_json::Value {
    serde_json::json!({
        "user": TemplateUser::from(user.unwrap_or_default()),
        "accessToken": token,
    })
}

/// Throttling and outages keep their real status; the template's own
/// failures are answered in the body.
fn passthrough(e: &ApiError) -> bool {
    matches!(e.kind, ErrorKind::RateLimited | ErrorKind::Unavailable)
}

#[utoipa::path(post, path = "/api/authenticate/login/user", tag = "template", request_body = TemplateLogin,
    responses((status = 200, description = "`{user, accessToken}`, or `{error}` with the message 'Email Or Password Invalid'")))]
pub async fn login_user(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<TemplateLogin>,
) -> Result<HttpResponse, HttpError> {
    let body = body.into_inner();
    let result = state
        .clients
        .auth_as(&ctx)
        .login(pb::LoginRequest {
            email: body.email,
            password: body.password,
            remember: false,
            client: Some(client_info(&ctx)),
        })
        .await;
    Ok(match result {
        Ok(s) => {
            let s = s.into_inner();
            HttpResponse::Ok().json(user_with_token(s.user, s.access_token))
        }
        Err(status) => {
            let e = ApiError::from_status(&status);
            match e.kind {
                _ if passthrough(&e) => error_response(&e),
                ErrorKind::Unauthenticated | ErrorKind::InvalidArgument => HttpResponse::Ok()
                    .json(serde_json::json!({ "error": "Email Or Password Invalid" })),
                _ => HttpResponse::build(StatusCode::INTERNAL_SERVER_ERROR)
                    .json(serde_json::json!({ "error": "Something went wrong" })),
            }
        }
    })
}

#[utoipa::path(post, path = "/api/authenticate/register/user", tag = "template", request_body = TemplateRegister,
    responses((status = 200, description = "`{user, accessToken}`, or `{error: {email?, name?, password?}}`"),
              (status = 403, body = crate::error::ErrorBody, description = "`REGISTRATION_DISABLED`: self-registration is off (`ALLOW_REGISTRATION`)"),
              (status = 429, body = crate::error::ErrorBody, description = "Too many registrations from this address")))]
pub async fn register_user(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<TemplateRegister>,
) -> Result<HttpResponse, HttpError> {
    let body = body.into_inner();
    let result = state
        .clients
        .auth_as(&ctx)
        .register(pb::RegisterRequest {
            email: body.email,
            password: body.password,
            name: body.name,
            client: Some(client_info(&ctx)),
        })
        .await;
    Ok(match result {
        Ok(s) => {
            let s = s.into_inner();
            HttpResponse::Ok().json(user_with_token(s.user, s.access_token))
        }
        Err(status) => {
            let e = ApiError::from_status(&status);
            if e.kind == ErrorKind::InvalidArgument && !e.fields.is_empty() {
                HttpResponse::Ok().json(serde_json::json!({ "error": e.fields }))
            } else if passthrough(&e) || e.kind == ErrorKind::PermissionDenied {
                error_response(&e)
            } else {
                HttpResponse::build(StatusCode::INTERNAL_SERVER_ERROR)
                    .json(serde_json::json!({ "error": "Something went wrong" }))
            }
        }
    })
}

/// Renews an access token that has not expired, of an open session, sent
/// with that session's HttpOnly refresh cookie (a token alone renews
/// nothing); the tokens it replaces are refused from then on.
#[utoipa::path(post, path = "/api/authenticate/refresh-token", tag = "template", request_body = TemplateRefresh,
    responses((status = 200, description = "`{userData, accessToken}`: a new token; the session's earlier ones are void"),
              (status = 401, description = "`{error: 'Invalid access token'}`: expired, of an ended session, or without the session's refresh cookie"),
              (status = 429, body = crate::error::ErrorBody, description = "Too many renewals from this address")))]
pub async fn refresh_token(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    body: web::Json<TemplateRefresh>,
) -> Result<HttpResponse, HttpError> {
    let result = state
        .clients
        .auth_as(&ctx)
        .renew_access_token(pb::RenewAccessTokenRequest {
            access_token: body.into_inner().access_token,
            refresh_token: refresh_cookie_of(&req),
        })
        .await;
    Ok(match result {
        Ok(r) => {
            let r = r.into_inner();
            HttpResponse::Ok().json(serde_json::json!({
                "userData": TemplateUser::from(r.user.unwrap_or_default()),
                "accessToken": r.access_token,
            }))
        }
        Err(status) => {
            let e = ApiError::from_status(&status);
            if passthrough(&e) || e.kind == ErrorKind::Internal {
                error_response(&e)
            } else {
                HttpResponse::Unauthorized()
                    .json(serde_json::json!({ "error": "Invalid access token" }))
            }
        }
    })
}
