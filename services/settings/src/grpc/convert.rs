//! Proto ⇄ domain for the settings service.

use platform::error::ApiError;
use proto::settings::v1 as pb;

use crate::{
    domain::{
        functions::{FunctionForCreate, FunctionForUpdate},
        pages::Page,
    },
    store::{bookmarks, functions::Function, messages::Message},
};

impl TryFrom<pb::CreateFunctionRequest> for FunctionForCreate {
    type Error = ApiError;

    fn try_from(r: pb::CreateFunctionRequest) -> Result<Self, ApiError> {
        let pb::CreateFunctionRequest {
            name,
            parent_id,
            head_user_id,
            description,
        } = r;
        FunctionForCreate::new(&name, parent_id, head_user_id, &description)
    }
}

impl TryFrom<pb::UpdateFunctionRequest> for FunctionForUpdate {
    type Error = ApiError;

    fn try_from(r: pb::UpdateFunctionRequest) -> Result<Self, ApiError> {
        let pb::UpdateFunctionRequest {
            id,
            name,
            parent_id,
            head_user_id,
            description,
        } = r;
        FunctionForUpdate::new(
            id,
            name.as_deref(),
            parent_id,
            head_user_id,
            description.as_deref(),
        )
    }
}

pub(super) fn function_pb(f: Function) -> pb::Function {
    let Function {
        id,
        name,
        parent_id,
        head_user_id,
        description,
        created_at,
        updated_at,
    } = f;
    pb::Function {
        id,
        name,
        parent_id: parent_id.unwrap_or_default(),
        head_user_id: head_user_id.unwrap_or_default(),
        description,
        created_at: created_at.to_rfc3339(),
        updated_at: updated_at.to_rfc3339(),
    }
}

pub(super) fn message_pb(m: Message) -> pb::Message {
    let Message {
        id,
        user_id: _,
        subject,
        body,
        read,
        color,
        created_at,
    } = m;
    pb::Message {
        id,
        subject,
        body,
        read,
        color,
        created_at: created_at.to_rfc3339(),
    }
}

pub(super) fn page_pb(p: &Page) -> pb::Page {
    pb::Page {
        id: p.id,
        target: p.target.to_owned(),
        title: p.title.to_owned(),
        link: p.link.to_owned(),
        icon: p.icon.to_owned(),
        permission: p.permission.unwrap_or_default().to_owned(),
    }
}

pub(super) fn bookmark_pb(b: &bookmarks::Bookmark) -> pb::Bookmark {
    pb::Bookmark {
        page: Some(page_pb(b.page)),
        starred: b.starred_at.is_some(),
        starred_at: b.starred_at_rfc3339().unwrap_or_default(),
        quick: b.quick,
    }
}
