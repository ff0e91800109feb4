//! Profile pictures: the signed-in user uploads or removes their own
//! (`/api/app/user/avatar`, the raw image as the body, no multipart), and any
//! signed-in user sees anyone's (`/api/v1/avatars/{user_id}`). The auth
//! service checks the bytes and decides; the gateway only stops reading at
//! the limit.

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use platform::error::{ApiError, ErrorKind};
use proto::auth::v1 as pb;
use serde::Serialize;
use utoipa::ToSchema;

use super::upload_body;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// Largest picture read (the auth service has the same limit).
pub const MAX_AVATAR_BYTES: usize = 1024 * 1024;

fn too_large() -> HttpError {
    HttpError(ApiError::new(
        ErrorKind::InvalidArgument,
        "PAYLOAD_TOO_LARGE",
        "The picture is larger than the limit of 1 MB.",
    ))
}

/// The address of the new picture.
#[derive(Serialize, ToSchema)]
pub struct AvatarResponse {
    /// `/api/v1/avatars/{id}?v=…`: changes with every upload.
    pub avatar: String,
}

/// Replaces the signed-in user's picture: the body is the image itself
/// (PNG, JPEG, WebP or GIF by its bytes; SVG refused), at most 1 MiB.
/// Audited as `auth.user.avatar_changed` (without the bytes).
#[utoipa::path(put, path = "/api/app/user/avatar", tag = "user",
    request_body(content = Vec<u8>, content_type = "image/png"),
    security(("bearer" = [])),
    responses((status = 200, body = AvatarResponse),
              (status = 401, body = ErrorBody),
              (status = 413, body = ErrorBody, description = "Larger than 1 MiB"),
              (status = 415, body = ErrorBody, description = "Not a PNG, JPEG, WebP or GIF image"),
              (status = 422, body = ErrorBody, description = "Empty body")))]
pub async fn upload(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    body: web::Payload,
) -> Result<HttpResponse, HttpError> {
    let data = upload_body::read(&req, body, MAX_AVATAR_BYTES)
        .await
        .map_err(|e| e.answer(too_large))?;
    let declared_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let user = state
        .clients
        .auth_as(&ctx)
        .set_avatar(pb::SetAvatarRequest {
            declared_type,
            data: data.to_vec(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(AvatarResponse {
        avatar: user.avatar,
    }))
}

/// Removes the signed-in user's picture (audited as `auth.user.avatar_removed`).
#[utoipa::path(delete, path = "/api/app/user/avatar", tag = "user", security(("bearer" = [])),
    responses((status = 204), (status = 401, body = ErrorBody)))]
pub async fn delete(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .auth_as(&ctx)
        .delete_avatar(pb::DeleteAvatarRequest {})
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A user's picture, with the type found at upload; never rendered as a page.
#[utoipa::path(get, path = "/api/v1/avatars/{user_id}", tag = "user", security(("bearer" = [])),
    params(("user_id" = String, Path, description = "The user's id")),
    responses((status = 200, content_type = "image/png", description = "The image (PNG, JPEG, WebP or GIF)"),
              (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody, description = "AVATAR_NOT_FOUND")))]
pub async fn get(
    state: web::Data<AppState>,
    ctx: Ctx,
    user_id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .auth_as(&ctx)
        .get_avatar(pb::GetAvatarRequest {
            user_id: user_id.into_inner(),
        })
        .await?
        .into_inner();
    // The address carries a version (`?v=`): a new picture is a new address.
    Ok(HttpResponse::Ok()
        .content_type(res.content_type.as_str())
        .insert_header((header::CACHE_CONTROL, "private, max-age=86400"))
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header(("Content-Security-Policy", "default-src 'none'; sandbox"))
        .body(res.data))
}
