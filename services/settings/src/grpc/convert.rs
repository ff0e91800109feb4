//! Proto ⇄ domain for the settings service.

use proto::settings::v1 as pb;

use crate::{
    domain::pages::Page,
    store::{bookmarks, functions, messages},
};

pub(super) fn function_pb(f: functions::entity::Model) -> pb::Function {
    pb::Function {
        id: f.id,
        name: f.name,
        parent_id: f.parent_id.unwrap_or_default(),
        head_user_id: f.head_user_id.unwrap_or_default(),
        description: f.description,
        created_at: f.created_at.to_rfc3339(),
        updated_at: f.updated_at.to_rfc3339(),
    }
}

pub(super) fn message_pb(m: messages::entity::Model) -> pb::Message {
    pb::Message {
        id: m.id,
        subject: m.subject,
        body: m.body,
        read: m.read,
        color: m.color,
        created_at: m.created_at.to_rfc3339(),
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
