//! Comments: rows out, new comments in.

use proto::risk::v1 as pb;

use crate::{
    domain::comment::CommentInput,
    store::comments::{CommentPage, entity, mention_ids},
};

impl From<entity::Model> for pb::Comment {
    fn from(m: entity::Model) -> Self {
        let entity::Model {
            id,
            entity_type,
            entity_id,
            author_id,
            author_name,
            body,
            mentions,
            created_at,
            edited_at,
        } = m;
        pb::Comment {
            id,
            entity_type,
            entity_id,
            author_id,
            author_name,
            body,
            mentions: mention_ids(&mentions),
            created_at: created_at.to_rfc3339(),
            edited_at: edited_at.map(|t| t.to_rfc3339()).unwrap_or_default(),
        }
    }
}

impl From<CommentPage> for pb::ListCommentsResponse {
    fn from(p: CommentPage) -> Self {
        let CommentPage { comments, total } = p;
        pb::ListCommentsResponse {
            data: comments.into_iter().map(Into::into).collect(),
            total,
        }
    }
}

impl From<pb::AddCommentRequest> for CommentInput {
    fn from(r: pb::AddCommentRequest) -> Self {
        let pb::AddCommentRequest {
            entity_type,
            entity_id,
            body,
            mentions,
        } = r;
        CommentInput {
            entity_type,
            entity_id,
            body,
            mentions,
        }
    }
}
