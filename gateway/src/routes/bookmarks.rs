//! The top bar's bookmarks (spec sections 2 and 7): every page the caller may
//! open with their star, and (un)starring one. The catalogue, the stars and
//! the quick-list rule live in the settings service; the gateway supplies the
//! caller's granted permissions.

use actix_web::{HttpResponse, web};
use proto::settings::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// One page with the caller's star.
#[derive(Serialize, ToSchema)]
pub struct BookmarkDto {
    /// Stable page id.
    pub id: u32,
    /// The SPA route id (e.g. `riskRegister`), for the translated title.
    pub target: String,
    /// English title.
    pub title: String,
    /// The SPA path.
    pub link: String,
    /// Tabler icon name (kebab case), e.g. `list-details`.
    pub icon: String,
    pub starred: bool,
    /// When it was starred, RFC 3339 with milliseconds; null while not starred.
    pub starred_at: Option<String>,
    /// In the quick list: one of the first 10 stars (by `starred_at`, then id).
    pub quick: bool,
}

impl From<pb::Bookmark> for BookmarkDto {
    fn from(b: pb::Bookmark) -> Self {
        let page = b.page.unwrap_or_default();
        Self {
            id: page.id,
            target: page.target,
            title: page.title,
            link: page.link,
            icon: page.icon,
            starred: b.starred,
            starred_at: (!b.starred_at.is_empty()).then_some(b.starred_at),
            quick: b.quick,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct BookmarkList {
    /// Catalogue order; only pages the caller may open.
    #[serde(rename = "searchResult")]
    pub search_result: Vec<BookmarkDto>,
}

#[derive(Deserialize, ToSchema)]
pub struct BookmarkChange {
    /// The page id.
    pub id: u32,
    /// The star wanted (setting the same state again changes nothing).
    pub starred: bool,
}

#[derive(Deserialize, ToSchema)]
pub struct BookmarkUpdate {
    pub obj: BookmarkChange,
}

/// The permissions the caller's role grants, by name.
pub async fn granted(state: &AppState, ctx: &Ctx) -> Result<Vec<String>, HttpError> {
    let identity = ctx.identity()?;
    let map = state
        .verifier
        .permissions(&identity.role, &ctx.caller())
        .await?;
    Ok(map
        .into_iter()
        .filter_map(|(name, on)| on.then_some(name))
        .collect())
}

/// Every page the caller may open, with their stars and the quick list.
#[utoipa::path(get, path = "/api/search/bookmarks/data", tag = "user", security(("bearer" = [])),
    responses((status = 200, body = BookmarkList), (status = 401, body = ErrorBody)))]
pub async fn list(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let granted = granted(&state, &ctx).await?;
    let res = state
        .clients
        .settings_as(&ctx)
        .list_bookmarks(pb::ListBookmarksRequest { granted })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(BookmarkList {
        search_result: res.bookmarks.into_iter().map(BookmarkDto::from).collect(),
    }))
}

/// Stars or unstars a page; answers the entry as it now is. A page the caller
/// may not open is not found.
#[utoipa::path(post, path = "/api/update/bookmarks", tag = "user", request_body = BookmarkUpdate,
    security(("bearer" = [])),
    responses((status = 200, body = BookmarkDto), (status = 400, body = ErrorBody),
              (status = 404, body = ErrorBody)))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<BookmarkUpdate>,
) -> Result<HttpResponse, HttpError> {
    let granted = granted(&state, &ctx).await?;
    let change = body.into_inner().obj;
    let b = state
        .clients
        .settings_as(&ctx)
        .set_bookmark(pb::SetBookmarkRequest {
            page_id: change.id,
            starred: change.starred,
            granted,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(BookmarkDto::from(b)))
}
