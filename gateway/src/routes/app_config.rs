//! Installation settings the SPA needs before sign-in (`/api/app/config`).

use actix_web::{HttpResponse, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::state::AppState;

/// What the SPA shows: the user manual's address, the theme customizer and the map tiles.
#[derive(Serialize, ToSchema)]
pub struct AppConfig {
    /// Shown in the user-manual pop-up (`USER_MANUAL_URL`, default
    /// `/manual/index.html`); null hides the button.
    pub user_manual_url: Option<String>,
    /// Whether the theme customizer is offered (`THEME_CUSTOMIZER`, default off).
    pub customizer_enabled: bool,
    /// `COOKIE_SECURE`: the SPA marks the cookies it sets (`AuthToken`, …) `Secure`.
    pub cookie_secure: bool,
    /// `MAP_TILE_URL`: the map page's tile address pattern (`{z}`, `{x}`,
    /// `{y}`, optionally `{s}`); null: no tiles are requested.
    pub map_tile_url: Option<String>,
}

/// The installation's shell settings; public, so the sign-in page can use them.
#[utoipa::path(get, path = "/api/app/config", tag = "user",
    responses((status = 200, body = AppConfig)))]
pub async fn config(state: web::Data<AppState>) -> HttpResponse {
    HttpResponse::Ok().json(AppConfig {
        user_manual_url: state.config.user_manual_url.clone(),
        customizer_enabled: state.config.theme_customizer,
        cookie_secure: state.config.cookie_secure,
        map_tile_url: state.config.map_tile_url.clone(),
    })
}
