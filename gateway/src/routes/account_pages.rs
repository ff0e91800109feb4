//! The account pages (ADR 23): what the sign-in page may offer, forgot /
//! reset password, and the lock screen (`/api/auth/*`).

use actix_web::{HttpResponse, web};
use platform::kv::keys;
use proto::auth::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::auth::client_info,
    state::AppState,
};

/// A sign-in button for an identity provider.
#[derive(Serialize, ToSchema)]
pub struct ProviderDto {
    /// `oidc`, `google` or `github`.
    pub id: String,
    /// The button's label.
    pub name: String,
    /// Send the browser here (a full page load) to sign in with it.
    pub login_url: String,
}

/// What the sign-in and register pages may offer.
#[derive(Serialize, ToSchema)]
pub struct AuthOptions {
    /// Self-registration is on (`ALLOW_REGISTRATION`).
    pub registration: bool,
    /// One button each; empty when no provider is configured.
    pub providers: Vec<ProviderDto>,
}

/// The sign-in URL of a provider.
pub fn provider_login_url(id: &str) -> String {
    if id == "oidc" {
        "/api/auth/oidc/login".into()
    } else {
        format!("/api/auth/oidc/login?provider={id}")
    }
}

#[utoipa::path(get, path = "/api/auth/options", tag = "auth",
    responses((status = 200, body = AuthOptions)))]
pub async fn options(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .auth_as(&ctx)
        .auth_options(pb::AuthOptionsRequest {})
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(AuthOptions {
        registration: res.registration_enabled,
        providers: res
            .providers
            .into_iter()
            .map(|p| ProviderDto {
                login_url: provider_login_url(&p.id),
                id: p.id,
                name: p.name,
            })
            .collect(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct ForgotPasswordBody {
    #[serde(default)]
    pub email: String,
}

#[derive(Serialize, ToSchema)]
pub struct Accepted {
    pub message: String,
}

/// Asks for a reset link. The answer is the same whether or not the email
/// belongs to an account.
#[utoipa::path(post, path = "/api/auth/forgot-password", tag = "auth", request_body = ForgotPasswordBody,
    responses((status = 202, body = Accepted, description = "If the email belongs to an active account, a link is on its way"),
              (status = 422, body = ErrorBody, description = "Not an email address"),
              (status = 429, body = ErrorBody, description = "Too many requests from this address or for this email")))]
pub async fn forgot_password(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ForgotPasswordBody>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .auth_as(&ctx)
        .request_password_reset(pb::RequestPasswordResetRequest {
            email: body.into_inner().email,
            client: Some(client_info(&ctx)),
        })
        .await?;
    Ok(HttpResponse::Accepted().json(Accepted {
        message: "If this email belongs to an account, a link to reset its password is on its way."
            .into(),
    }))
}

#[derive(Deserialize, ToSchema)]
pub struct ResetPasswordBody {
    /// The token from the reset link.
    #[serde(default)]
    pub token: String,
    /// At least 8 characters.
    #[serde(default)]
    pub new_password: String,
}

/// Sets a new password with a reset link's token; the token is used up and
/// every session of the account ends.
#[utoipa::path(post, path = "/api/auth/reset-password", tag = "auth", request_body = ResetPasswordBody,
    responses((status = 204, description = "Password changed; sign in with it"),
              (status = 400, body = ErrorBody, description = "RESET_TOKEN_INVALID: unknown, used or expired"),
              (status = 422, body = ErrorBody, description = "Password too short")))]
pub async fn reset_password(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ResetPasswordBody>,
) -> Result<HttpResponse, HttpError> {
    let body = body.into_inner();
    state
        .clients
        .auth_as(&ctx)
        .complete_password_reset(pb::CompletePasswordResetRequest {
            token: body.token,
            new_password: body.new_password,
            client: Some(client_info(&ctx)),
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Serialize, ToSchema)]
pub struct LockState {
    /// The current session is locked: only unlock and sign-out answer.
    pub locked: bool,
}

/// Whether the caller's session is locked (answers while locked).
#[utoipa::path(get, path = "/api/auth/lock", tag = "auth", security(("bearer" = [])),
    responses((status = 200, body = LockState)))]
pub async fn lock_state(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let sid = ctx.identity()?.session_id.clone();
    let locked = session_locked(&state, &sid).await;
    Ok(HttpResponse::Ok().json(LockState { locked }))
}

/// Whether `session_id` is locked, as the auth service published it. The
/// store being away counts as not locked: the session may then read, and its
/// writes are refused by the revocation rule (ADR 25).
pub async fn session_locked(state: &AppState, session_id: &str) -> bool {
    let key = keys::locked_session(session_id);
    state
        .store
        .ask("lock check", state.store.kv().get(&key))
        .await
        .is_some_and(|found| found.is_some())
}

/// Locks the caller's session (lock screen).
#[utoipa::path(post, path = "/api/auth/lock", tag = "auth", security(("bearer" = [])),
    responses((status = 204, description = "Locked: every call but unlock and sign-out answers 423 SESSION_LOCKED")))]
pub async fn lock(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let session_id = ctx.identity()?.session_id.clone();
    state
        .clients
        .auth_as(&ctx)
        .lock_session(pb::LockSessionRequest { session_id })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize, ToSchema)]
pub struct UnlockBody {
    #[serde(default)]
    pub password: String,
}

/// Unlocks the caller's session with their password.
#[utoipa::path(post, path = "/api/auth/unlock", tag = "auth", request_body = UnlockBody, security(("bearer" = [])),
    responses((status = 204, description = "Unlocked"),
              (status = 422, body = ErrorBody, description = "Wrong password"),
              (status = 429, body = ErrorBody, description = "Too many wrong passwords")))]
pub async fn unlock(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<UnlockBody>,
) -> Result<HttpResponse, HttpError> {
    let session_id = ctx.identity()?.session_id.clone();
    state
        .clients
        .auth_as(&ctx)
        .unlock_session(pb::UnlockSessionRequest {
            session_id,
            password: body.into_inner().password,
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}
