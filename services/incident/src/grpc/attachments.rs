//! gRPC transport of the files kept with incidents: reads the request and
//! the signed caller, calls the domain and the store, answers through
//! `convert::attachments`. The mapping RPC by RPC is in `grpc/mod.rs`.

use platform::{
    error::{ApiError, ErrorKind},
    files::{AttachmentSettings, BlobStore, DEFAULT_MAX_BYTES},
    grpc::Caller,
};
use proto::incident::v1 as pb;
use tonic::{Request, Response, Status};

use super::IncidentGrpc;
use crate::{
    domain::attachment::{self, AttachmentUpload},
    store::attachments,
};

/// Until [`IncidentGrpc::with_attachments`] says otherwise: files on disk
/// under `data/attachments/incident`, 10 MiB at most.
pub(super) fn default_settings() -> AttachmentSettings {
    AttachmentSettings {
        store: BlobStore::Disk(format!("data/attachments/{}", attachments::BLOB_DIR).into()),
        max_bytes: DEFAULT_MAX_BYTES,
    }
}

/// A change needs a signed-in caller (the gateway vouches for one).
fn signed_in<T>(req: &Request<T>) -> Result<Caller, Status> {
    let caller = Caller::of(req);
    if caller.user_id.is_empty() {
        return Err(ApiError::new(
            ErrorKind::PermissionDenied,
            "FORBIDDEN",
            "Sorry, Restricted Action",
        )
        .into_status());
    }
    Ok(caller)
}

impl IncidentGrpc {
    /// Where the files live and how large they may be (`IncidentConfig`).
    pub fn with_attachments(mut self, settings: AttachmentSettings) -> Self {
        self.attachments = settings;
        self
    }

    pub(super) async fn list_attachments(
        &self,
        req: Request<pb::ListIncidentAttachmentsRequest>,
    ) -> Result<Response<pb::ListIncidentAttachmentsResponse>, Status> {
        let r = req.into_inner();
        let list = attachments::list(&self.db, &self.attachments, &r.incident_id)
            .await
            .map_err(ApiError::into_status)?;
        Ok(Response::new(list.into()))
    }

    pub(super) async fn add_attachment(
        &self,
        req: Request<pb::AddIncidentAttachmentRequest>,
    ) -> Result<Response<pb::IncidentAttachment>, Status> {
        let caller = signed_in(&req)?;
        let pb::AddIncidentAttachmentRequest {
            incident_id,
            title,
            file_name,
            // Not trusted: the type is found from the extension and content.
            declared_type: _,
            data,
        } = req.into_inner();
        let upload = attachment::admit(
            AttachmentUpload {
                incident_id,
                title,
                file_name,
                data,
            },
            self.attachments.max_bytes,
        )
        .map_err(ApiError::into_status)?;
        let saved = attachments::add(&self.db, &self.attachments, &caller, upload)
            .await
            .map_err(ApiError::into_status)?;
        // The audit event committed with the row goes out now.
        self.wake();
        Ok(Response::new(saved.into()))
    }

    pub(super) async fn attachment_content(
        &self,
        req: Request<pb::GetIncidentAttachmentContentRequest>,
    ) -> Result<Response<pb::IncidentAttachmentContent>, Status> {
        let r = req.into_inner();
        let found = attachments::content(&self.db, &self.attachments, &r.id)
            .await
            .map_err(ApiError::into_status)?;
        Ok(Response::new(found.into()))
    }

    pub(super) async fn delete_attachment(
        &self,
        req: Request<pb::DeleteIncidentAttachmentRequest>,
    ) -> Result<Response<pb::DeleteIncidentAttachmentResponse>, Status> {
        let caller = signed_in(&req)?;
        let r = req.into_inner();
        attachments::delete(&self.db, &self.attachments, &caller, &r.id)
            .await
            .map_err(ApiError::into_status)?;
        self.wake();
        Ok(Response::new(pb::DeleteIncidentAttachmentResponse {}))
    }
}
