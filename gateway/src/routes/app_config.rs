//! Installation settings the SPA needs before sign-in (`/api/app/config`).

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::state::AppState;

/// What the SPA shows: the user manual's address and the theme customizer.
#[derive(Serialize, ToSchema)]
pub struct AppConfig {
    /// Shown in the user-manual pop-up (`USER_MANUAL_URL`, default
    /// `/manual/index.html`); null hides the button.
    pub user_manual_url: Option<String>,
    /// Whether the theme customizer is offered (`THEME_CUSTOMIZER`, default off).
    pub customizer_enabled: bool,
    /// `COOKIE_SECURE`: the SPA marks the cookies it sets (`AuthToken`, …) `Secure`.
    pub cookie_secure: bool,
}

/// The installation's shell settings; public, so the sign-in page can use them.
#[utoipa::path(get, path = "/api/app/config", tag = "user",
    responses((status = 200, body = AppConfig)))]
pub async fn config(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(AppConfig {
        user_manual_url: state.config.user_manual_url.clone(),
        customizer_enabled: state.config.theme_customizer,
        cookie_secure: state.config.cookie_secure,
    })
}
