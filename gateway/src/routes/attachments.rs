//! Files kept with risks, controls and action plans (`/api/v1/attachments`).
//! An upload is the raw file as the request body (no multipart), read up to
//! `MAX_UPLOAD_BYTES`; the risk service checks size and content and decides.

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use platform::error::{ApiError, ErrorKind};
use proto::risk::v1 as pb;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::upload_body;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// Lists the files of one risk, control or action plan, with the upload limit
/// and the accepted extensions.
#[utoipa::path(get, path = "/api/v1/attachments", tag = "risk", params(pb::ListAttachmentsRequest),
    security(("bearer" = [])),
    responses((status = 200, body = pb::ListAttachmentsResponse), (status = 404, body = ErrorBody)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListAttachmentsRequest>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .list_attachments(query.into_inner())
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(res))
}

#[derive(Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct UploadQuery {
    /// `risk`, `control` or `action_plan`.
    pub entity_type: String,
    pub entity_id: String,
    /// Defaults to the file name without its extension.
    #[serde(default)]
    pub title: String,
    pub file_name: String,
}

fn too_large(limit: usize) -> HttpError {
    HttpError(ApiError::new(
        ErrorKind::InvalidArgument,
        "PAYLOAD_TOO_LARGE",
        format!(
            "The file is larger than the limit of {:.0} MB.",
            limit as f64 / 1_048_576.0
        ),
    ))
}

/// Attaches a file: the request body is the file itself.
#[utoipa::path(post, path = "/api/v1/attachments", tag = "risk", params(UploadQuery),
    request_body(content = Vec<u8>, content_type = "application/octet-stream"),
    security(("bearer" = [])),
    responses((status = 201, body = pb::Attachment),
              (status = 413, body = ErrorBody, description = "Larger than the limit"),
              (status = 415, body = ErrorBody, description = "Type not accepted, or content not matching the extension"),
              (status = 422, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn upload(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<UploadQuery>,
    body: web::Payload,
) -> Result<HttpResponse, HttpError> {
    let limit = state.config.max_upload_bytes;
    let data = upload_body::read(&req, body, limit)
        .await
        .map_err(|e| e.answer(|| too_large(limit)))?;
    let declared_type = req
        .headers()
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let q = query.into_inner();
    let attachment = state
        .clients
        .risk_as(&ctx)
        .add_attachment(pb::AddAttachmentRequest {
            entity_type: q.entity_type,
            entity_id: q.entity_id,
            title: q.title,
            file_name: q.file_name,
            declared_type,
            data: data.to_vec(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(attachment))
}

/// `filename*` per RFC 5987 (any language), with a plain ASCII fallback.
fn disposition(file_name: &str) -> String {
    let ascii: String = file_name
        .chars()
        .map(|c| {
            if c.is_ascii_graphic() || c == ' ' {
                c
            } else {
                '_'
            }
        })
        .filter(|c| !matches!(c, '"' | '\\'))
        .collect();
    let encoded: String = file_name
        .bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
                (b as char).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect();
    format!("attachment; filename=\"{ascii}\"; filename*=UTF-8''{encoded}")
}

/// Downloads a file, always as a download and with the type the server found.
#[utoipa::path(get, path = "/api/v1/attachments/{id}/content", tag = "risk", security(("bearer" = [])),
    responses((status = 200, content_type = "application/octet-stream", description = "The file"),
              (status = 404, body = ErrorBody)))]
pub async fn content(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .risk_as(&ctx)
        .get_attachment_content(pb::GetAttachmentContentRequest {
            id: id.into_inner(),
        })
        .await?
        .into_inner();
    let meta = res.attachment.unwrap_or_default();
    Ok(HttpResponse::Ok()
        .content_type(meta.content_type.as_str())
        .insert_header((header::CONTENT_DISPOSITION, disposition(&meta.file_name)))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header(("Content-Security-Policy", "default-src 'none'; sandbox"))
        .body(res.data))
}

/// Removes a file.
#[utoipa::path(delete, path = "/api/v1/attachments/{id}", tag = "risk", security(("bearer" = [])),
    responses((status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .risk_as(&ctx)
        .delete_attachment(pb::DeleteAttachmentRequest {
            id: id.into_inner(),
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

#[cfg(test)]
mod tests {
    use super::disposition;

    #[test]
    fn file_names_are_quoted_safely_in_any_language() {
        assert_eq!(
            disposition("Prüfbericht \"final\".pdf"),
            "attachment; filename=\"Pr_fbericht final.pdf\"; filename*=UTF-8''Pr%C3%BCfbericht%20%22final%22.pdf"
        );
    }
}
