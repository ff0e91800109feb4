//! Comments on risks, controls and action plans (`/api/v1/comments`). The
//! gateway keeps only the mentioned ids of active users (asking auth, as
//! the `/api/v1/users/options` picker does) before the risk service stores
//! the comment; an unknown or deactivated id is dropped, not refused, so a
//! comment is not lost because someone left meanwhile. Deleting anyone's
//! comment takes risk.approve; everyone else deletes only their own.

use std::collections::HashSet;

use actix_web::{HttpResponse, web};
use platform::permissions::RISK_APPROVE;
use proto::{auth::v1 as apb, risk::v1 as pb};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    state::AppState,
};

/// The most mentions one comment may carry (the risk service refuses more).
const MENTIONS_MAX: usize = 20;

/// Which comments to list.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CommentsQuery {
    /// `risk`, `control` or `action_plan`.
    pub entity_type: String,
    /// The id of that risk, control or action plan.
    pub entity_id: String,
    /// 1-based page number (default 1); page 2 holds older comments.
    pub page: Option<u32>,
    /// Comments per page, 1..=100 (default 20).
    pub per_page: Option<u32>,
}

/// A new comment.
#[derive(Deserialize, ToSchema)]
pub struct NewComment {
    /// `risk`, `control` or `action_plan`.
    pub entity_type: String,
    /// The id of that risk, control or action plan.
    pub entity_id: String,
    /// Plain text, 1 to 4 000 characters once trimmed; shown as text, never as HTML.
    pub body: String,
    /// Ids of the users mentioned (from `/api/v1/users/options`), at most 20;
    /// ids of unknown or inactive users are dropped.
    #[serde(default)]
    pub mentions: Vec<String>,
}

/// Lists the comments of one risk, control or action plan, newest first.
#[utoipa::path(get, path = "/api/v1/comments", tag = "risk", params(CommentsQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Page<pb::Comment>),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody, description = "No such risk, control or plan (ENTITY_NOT_FOUND)"),
              (status = 422, body = ErrorBody, description = "Unknown entity_type")))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<CommentsQuery>,
) -> Result<HttpResponse, HttpError> {
    let CommentsQuery {
        entity_type,
        entity_id,
        page,
        per_page,
    } = query.into_inner();
    let (page, per_page) = (page.unwrap_or(1), per_page.unwrap_or(20));
    let res = state
        .clients
        .risk_as(&ctx)
        .list_comments(pb::ListCommentsRequest {
            entity_type,
            entity_id,
            page,
            per_page,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Page::of(res.data, page, per_page, res.total)))
}

/// Comments on a risk, control or action plan; each mentioned user gets a
/// message (from the audit event, by the settings service).
#[utoipa::path(post, path = "/api/v1/comments", tag = "risk", request_body = NewComment,
    security(("bearer" = [])),
    responses((status = 201, body = pb::Comment),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody, description = "No such risk, control or plan (ENTITY_NOT_FOUND)"),
              (status = 422, body = ErrorBody, description = "Body empty or too long, more than 20 mentions, unknown entity_type")))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<NewComment>,
) -> Result<HttpResponse, HttpError> {
    let NewComment {
        entity_type,
        entity_id,
        body,
        mentions,
    } = body.into_inner();
    let mentions = active_users(&state, &ctx, mentions).await?;
    let comment = state
        .clients
        .risk_as(&ctx)
        .add_comment(pb::AddCommentRequest {
            entity_type,
            entity_id,
            body,
            mentions,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(comment))
}

/// Deletes a comment: its author, or anyone holding risk.approve.
#[utoipa::path(delete, path = "/api/v1/comments/{id}", tag = "risk", security(("bearer" = [])),
    params(("id" = String, Path, description = "The comment's id")),
    responses((status = 204),
              (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "Neither the author nor an approver (COMMENT_NOT_AUTHOR)"),
              (status = 404, body = ErrorBody, description = "No such comment (COMMENT_NOT_FOUND)")))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let identity = ctx.identity()?;
    let moderate = state
        .verifier
        .permissions(&identity.role, &ctx.caller())
        .await?
        .get(RISK_APPROVE)
        .copied()
        .unwrap_or(false);
    state
        .clients
        .risk_as(&ctx)
        .delete_comment(pb::DeleteCommentRequest {
            id: id.into_inner(),
            moderate,
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// The ids among `ids` of active users, distinct, in the order given. The
/// first page of user options (100, by name) answers most; an id not on it
/// is looked up by its name (at most 20 such lookups). More than
/// [`MENTIONS_MAX`] distinct ids go through unchecked: the risk service
/// refuses them (422), so nothing is looked up for them.
async fn active_users(
    state: &AppState,
    ctx: &Ctx,
    ids: Vec<String>,
) -> Result<Vec<String>, HttpError> {
    let mut wanted: Vec<String> = Vec::new();
    for id in ids {
        let id = id.trim().to_owned();
        if !id.is_empty() && !wanted.contains(&id) {
            wanted.push(id);
        }
    }
    if wanted.is_empty() || wanted.len() > MENTIONS_MAX {
        return Ok(wanted);
    }
    let options = |q: String| {
        let mut auth = state.clients.auth_as(ctx);
        async move {
            auth.list_user_options(apb::ListUserOptionsRequest {
                q,
                permission: String::new(),
            })
            .await
            .map(tonic::Response::into_inner)
        }
    };
    let first = options(String::new()).await?;
    let mut active: HashSet<String> = first.users.into_iter().map(|u| u.id).collect();
    let missing: Vec<String> = wanted
        .iter()
        .filter(|id| !active.contains(*id))
        .cloned()
        .collect();
    if !missing.is_empty() && first.total > active.len() as u64 {
        let names = state
            .clients
            .auth_as(ctx)
            .user_names(apb::UserNamesRequest { ids: missing })
            .await?
            .into_inner()
            .names;
        for (id, name) in names {
            let found = options(name).await?;
            if found.users.iter().any(|u| u.id == id) {
                active.insert(id);
            }
        }
    }
    wanted.retain(|id| active.contains(id));
    Ok(wanted)
}
