//! Attachments: file records out, uploads and searches in.

use proto::risk::v1 as pb;

use crate::{
    domain::attachment::{AttachmentSearch, AttachmentUpload},
    store::{
        attachments::{AttachmentContent, AttachmentHits, AttachmentList},
        entities::attachment,
    },
};

impl From<attachment::Model> for pb::Attachment {
    fn from(m: attachment::Model) -> Self {
        let attachment::Model {
            id,
            entity_type,
            entity_id,
            title,
            file_name,
            content_type,
            size,
            created_by,
            created_by_name,
            created_at,
        } = m;
        pb::Attachment {
            id,
            entity_type,
            entity_id,
            title,
            file_name,
            content_type,
            size: u64::try_from(size).unwrap_or_default(),
            created_by,
            created_by_name,
            created_at: created_at.to_rfc3339(),
        }
    }
}

impl From<AttachmentList> for pb::ListAttachmentsResponse {
    fn from(l: AttachmentList) -> Self {
        let AttachmentList {
            attachments,
            max_bytes,
            accepted,
        } = l;
        pb::ListAttachmentsResponse {
            data: attachments.into_iter().map(Into::into).collect(),
            max_bytes,
            accepted,
        }
    }
}

impl From<AttachmentContent> for pb::AttachmentContent {
    fn from(c: AttachmentContent) -> Self {
        let AttachmentContent { attachment, data } = c;
        pb::AttachmentContent {
            attachment: Some(attachment.into()),
            data,
        }
    }
}

impl From<AttachmentHits> for pb::SearchAttachmentsResponse {
    fn from(h: AttachmentHits) -> Self {
        let AttachmentHits { attachments, total } = h;
        pb::SearchAttachmentsResponse {
            data: attachments.into_iter().map(Into::into).collect(),
            total,
        }
    }
}

/// The declared type is not trusted: the content decides (`file_type`).
impl From<pb::AddAttachmentRequest> for AttachmentUpload {
    fn from(r: pb::AddAttachmentRequest) -> Self {
        let pb::AddAttachmentRequest {
            entity_type,
            entity_id,
            title,
            file_name,
            declared_type: _,
            data,
        } = r;
        AttachmentUpload {
            entity_type,
            entity_id,
            title,
            file_name,
            data,
        }
    }
}

impl From<pb::SearchAttachmentsRequest> for AttachmentSearch {
    fn from(r: pb::SearchAttachmentsRequest) -> Self {
        let pb::SearchAttachmentsRequest { q, limit } = r;
        AttachmentSearch::new(q, limit)
    }
}
