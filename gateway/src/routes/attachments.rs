//! Files kept with risks, controls and action plans (the risk service's) and
//! with incidents (the incident service's), all at `/api/v1/attachments`.
//! `entity_type=incident` goes to the incident service and needs
//! `incident.read` (list, download) or `incident.write` (upload, delete)
//! besides the route table's rule; downloads and deletes say it in the query
//! (`?entity_type=incident`). Both answer in the shape of `Attachment`.
//! An upload is the raw file as the request body (no multipart), read up to
//! `MAX_UPLOAD_BYTES`; the owning service checks size and content and decides.

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use platform::error::{ApiError, ErrorKind};
use platform::permissions::{INCIDENT_READ, INCIDENT_WRITE};
use proto::{incident::v1 as ipb, risk::v1 as pb};
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};

use super::upload_body;
use crate::{
    access,
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// The `entity_type` of an incident's files.
const INCIDENT: &str = "incident";

/// An incident's file in the shape every attachment has on the API.
fn from_incident(a: ipb::IncidentAttachment) -> pb::Attachment {
    let ipb::IncidentAttachment {
        id,
        incident_id,
        title,
        file_name,
        content_type,
        size,
        created_by,
        created_by_name,
        created_at,
    } = a;
    pb::Attachment {
        id,
        entity_type: INCIDENT.to_owned(),
        entity_id: incident_id,
        title,
        file_name,
        content_type,
        size,
        created_by,
        created_by_name,
        created_at,
    }
}

/// Lists the files of one risk, control, action plan or incident
/// (`entity_type=incident` also needs `incident.read`), with the upload limit
/// and the accepted extensions.
#[utoipa::path(get, path = "/api/v1/attachments", tag = "risk", params(pb::ListAttachmentsRequest),
    security(("bearer" = [])),
    responses((status = 422, body = ErrorBody), (status = 200, body = pb::ListAttachmentsResponse),
              (status = 403, body = ErrorBody, description = "An incident's files without incident.read"),
              (status = 404, body = ErrorBody)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<pb::ListAttachmentsRequest>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    if q.entity_type == INCIDENT {
        access::require(&state, &ctx, &req, INCIDENT_READ).await?;
        let res = state
            .clients
            .incident_as(&ctx)
            .list_incident_attachments(ipb::ListIncidentAttachmentsRequest {
                incident_id: q.entity_id,
            })
            .await?
            .into_inner();
        return Ok(HttpResponse::Ok().json(pb::ListAttachmentsResponse {
            data: res.data.into_iter().map(from_incident).collect(),
            max_bytes: res.max_bytes,
            accepted: res.accepted,
        }));
    }
    let res = state
        .clients
        .risk_as(&ctx)
        .list_attachments(q)
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(res))
}

/// Which service's file a download or delete is about.
#[derive(Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct OwnerQuery {
    /// `incident` for an incident's file; absent or anything else: a file of
    /// a risk, control or action plan.
    #[serde(default)]
    pub entity_type: String,
}

#[derive(Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct UploadQuery {
    /// `risk`, `control`, `action_plan` or `incident` (which also needs
    /// `incident.write`).
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
              (status = 403, body = ErrorBody, description = "An incident's file without incident.write"),
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
    let q = query.into_inner();
    // Refused before the body is read.
    if q.entity_type == INCIDENT {
        access::require(&state, &ctx, &req, INCIDENT_WRITE).await?;
    }
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
    if q.entity_type == INCIDENT {
        let attachment = state
            .clients
            .incident_as(&ctx)
            .add_incident_attachment(ipb::AddIncidentAttachmentRequest {
                incident_id: q.entity_id,
                title: q.title,
                file_name: q.file_name,
                declared_type,
                data: data.to_vec(),
            })
            .await?
            .into_inner();
        return Ok(HttpResponse::Created().json(from_incident(attachment)));
    }
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

/// Downloads a file, always as a download and with the type the server found
/// (`?entity_type=incident` for an incident's file, which also needs
/// `incident.read`).
#[utoipa::path(get, path = "/api/v1/attachments/{id}/content", tag = "risk", params(OwnerQuery),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/octet-stream", description = "The file"),
              (status = 403, body = ErrorBody, description = "An incident's file without incident.read"),
              (status = 404, body = ErrorBody)))]
pub async fn content(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    id: web::Path<String>,
    query: web::Query<OwnerQuery>,
) -> Result<HttpResponse, HttpError> {
    let id = id.into_inner();
    let (meta, data) = if query.entity_type == INCIDENT {
        access::require(&state, &ctx, &req, INCIDENT_READ).await?;
        let res = state
            .clients
            .incident_as(&ctx)
            .get_incident_attachment_content(ipb::GetIncidentAttachmentContentRequest { id })
            .await?
            .into_inner();
        (res.attachment.map(from_incident), res.data)
    } else {
        let res = state
            .clients
            .risk_as(&ctx)
            .get_attachment_content(pb::GetAttachmentContentRequest { id })
            .await?
            .into_inner();
        (res.attachment, res.data)
    };
    let meta = meta.unwrap_or_default();
    Ok(HttpResponse::Ok()
        .content_type(meta.content_type.as_str())
        .insert_header((header::CONTENT_DISPOSITION, disposition(&meta.file_name)))
        .insert_header((header::CACHE_CONTROL, "private, no-store"))
        .insert_header(("Content-Security-Policy", "default-src 'none'; sandbox"))
        .body(data))
}

/// Removes a file (`?entity_type=incident` for an incident's file, which also
/// needs `incident.write`).
#[utoipa::path(delete, path = "/api/v1/attachments/{id}", tag = "risk", params(OwnerQuery),
    security(("bearer" = [])),
    responses((status = 204),
              (status = 403, body = ErrorBody, description = "An incident's file without incident.write"),
              (status = 404, body = ErrorBody)))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    id: web::Path<String>,
    query: web::Query<OwnerQuery>,
) -> Result<HttpResponse, HttpError> {
    if query.entity_type == INCIDENT {
        access::require(&state, &ctx, &req, INCIDENT_WRITE).await?;
        state
            .clients
            .incident_as(&ctx)
            .delete_incident_attachment(ipb::DeleteIncidentAttachmentRequest {
                id: id.into_inner(),
            })
            .await?;
        return Ok(HttpResponse::NoContent().finish());
    }
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
