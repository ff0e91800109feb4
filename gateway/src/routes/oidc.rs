//! OpenID Connect sign-in through the browser: `/api/auth/oidc/login`
//! redirects to the provider, the provider returns to `/callback`, which opens
//! a session (refresh cookie) and hands over to the SPA at `/pages/login?oidc=1`.

use actix_web::{
    HttpRequest, HttpResponse,
    cookie::{Cookie, SameSite, time::Duration as CookieDuration},
    http::header,
    web,
};
use platform::error::ApiError;
use proto::auth::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::auth::{client_info, refresh_cookies},
    state::AppState,
};

const STATE_COOKIE: &str = "oidc_state";

#[derive(Serialize, ToSchema)]
pub struct OidcConfig {
    pub enabled: bool,
    /// Send the browser here (a full page load) to sign in with the provider.
    pub login_url: String,
}

#[utoipa::path(get, path = "/api/auth/oidc/config", tag = "auth",
    responses((status = 200, body = OidcConfig)))]
pub async fn config(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .auth_as(&ctx)
        .oidc_config(pb::OidcConfigRequest {})
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(OidcConfig {
        enabled: res.enabled,
        login_url: "/api/auth/oidc/login".into(),
    }))
}

fn state_cookie(state: &AppState, value: &str, max_age: i64) -> Cookie<'static> {
    Cookie::build(STATE_COOKIE, value.to_owned())
        .path("/api/auth/oidc")
        .http_only(true)
        .secure(state.config.cookie_secure)
        // Lax: the provider's redirect back is a top-level navigation.
        .same_site(SameSite::Lax)
        .max_age(CookieDuration::seconds(max_age))
        .finish()
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LoginQuery {
    /// `google` or `github` for a preset; absent for the generic provider.
    pub provider: Option<String>,
}

#[utoipa::path(get, path = "/api/auth/oidc/login", tag = "auth", params(LoginQuery),
    responses((status = 302, description = "To the identity provider"),
              (status = 400, body = ErrorBody, description = "That provider is not configured")))]
pub async fn login(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<LoginQuery>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .auth_as(&ctx)
        .oidc_start(pb::OidcStartRequest {
            client: Some(client_info(&ctx)),
            provider: query.into_inner().provider.unwrap_or_default(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Found()
        .cookie(state_cookie(&state, &res.state, 600))
        .insert_header((header::LOCATION, res.authorization_url))
        .finish())
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CallbackQuery {
    pub code: Option<String>,
    pub state: Option<String>,
    /// Set by the provider when the user refused or something failed there.
    pub error: Option<String>,
}

fn back_to_login(query: &str) -> HttpResponse {
    HttpResponse::Found()
        .insert_header((header::LOCATION, format!("/pages/login?{query}")))
        .finish()
}

#[utoipa::path(get, path = "/api/auth/oidc/callback", tag = "auth", params(CallbackQuery),
    responses((status = 302, description = "To `/pages/login?oidc=1` with the refresh cookie set, or `?sso_error=CODE`")))]
pub async fn callback(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<CallbackQuery>,
) -> HttpResponse {
    let q = query.into_inner();
    let mut clear = state_cookie(&state, "", 0);
    clear.make_removal();
    let bound = req.cookie(STATE_COOKIE).map(|c| c.value().to_owned());
    let (Some(code), Some(st)) = (q.code, q.state) else {
        let reason = if q.error.is_some() {
            "OIDC_DENIED"
        } else {
            "OIDC_FAILED"
        };
        return back_to_login(&format!("sso_error={reason}"));
    };
    // The state must come back to the browser that started the sign-in.
    if bound.as_deref() != Some(st.as_str()) {
        return back_to_login("sso_error=OIDC_STATE_MISMATCH");
    }
    let result = state
        .clients
        .auth_as(&ctx)
        .oidc_callback(pb::OidcCallbackRequest {
            code,
            state: st,
            client: Some(client_info(&ctx)),
        })
        .await;
    match result {
        Ok(session) => {
            let s = session.into_inner();
            let mut res = back_to_login("oidc=1");
            for cookie in refresh_cookies(&state, &s.refresh_token, s.refresh_expires_at) {
                let _ = res.add_cookie(&cookie);
            }
            let _ = res.add_cookie(&clear);
            res
        }
        Err(status) => {
            let e = ApiError::from_status(&status);
            let mut res = back_to_login(&format!("sso_error={}", e.reason));
            let _ = res.add_cookie(&clear);
            res
        }
    }
}
