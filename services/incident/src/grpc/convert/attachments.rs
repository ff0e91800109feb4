//! Proto ⇄ store for incident files; every conversion destructures
//! exhaustively, so a new field breaks the build until it is handled.

use proto::incident::v1 as pb;

use crate::store::attachments::{AttachmentContent, AttachmentList, entity};

impl From<entity::Model> for pb::IncidentAttachment {
    fn from(row: entity::Model) -> Self {
        let entity::Model {
            id,
            incident_id,
            title,
            file_name,
            content_type,
            size,
            created_by,
            created_by_name,
            created_at,
        } = row;
        Self {
            id,
            incident_id,
            title,
            file_name,
            content_type,
            size: u64::try_from(size).unwrap_or(0),
            created_by,
            created_by_name,
            created_at: created_at.to_rfc3339(),
        }
    }
}

impl From<AttachmentList> for pb::ListIncidentAttachmentsResponse {
    fn from(list: AttachmentList) -> Self {
        let AttachmentList {
            attachments,
            max_bytes,
            accepted,
        } = list;
        Self {
            data: attachments.into_iter().map(Into::into).collect(),
            max_bytes,
            accepted,
        }
    }
}

impl From<AttachmentContent> for pb::IncidentAttachmentContent {
    fn from(found: AttachmentContent) -> Self {
        let AttachmentContent { attachment, data } = found;
        Self {
            attachment: Some(attachment.into()),
            data,
        }
    }
}
