//! Proto ⇄ domain for the settings service, in one place. Every conversion
//! destructures exhaustively (fields not used are bound to `_`), so a new
//! proto field or column breaks the build until someone decides what happens
//! to it. Requests become input through `TryFrom` (a [`SettingsError`] on
//! bad input); stored rows and domain values become proto here too.

use proto::settings::v1 as pb;

use crate::{
    domain::{
        SettingsError,
        audit::{AuditFilter, AuditQuery, parse_bound},
        bookmarks,
        functions::{FunctionForCreate, FunctionForUpdate, FunctionQuery},
        messages::{MessageQuery, Note, SystemMessage},
        pages::{self, BookmarkChange, Page, PageSearch},
        saved_views::{SavedView, ViewForCreate, ViewForUpdate},
    },
    store::{entities::audit_event, functions::Function, messages::Message},
};

impl TryFrom<pb::ListMessagesRequest> for MessageQuery {
    type Error = SettingsError;

    fn try_from(r: pb::ListMessagesRequest) -> Result<Self, SettingsError> {
        let pb::ListMessagesRequest {
            page,
            per_page,
            unread_only,
        } = r;
        let (page, per_page) = platform::grpc::paging(page, per_page);
        Ok(MessageQuery {
            page,
            per_page,
            unread_only,
        })
    }
}

impl From<pb::SendSystemMessageRequest> for SystemMessage {
    fn from(r: pb::SendSystemMessageRequest) -> Self {
        let pb::SendSystemMessageRequest {
            id,
            user_id,
            subject,
            body,
            color,
            link,
        } = r;
        let color = match pb::MessageColor::try_from(color).unwrap_or_default() {
            pb::MessageColor::Primary => "primary",
            pb::MessageColor::Success => "success",
            pb::MessageColor::Danger => "danger",
            pb::MessageColor::Warning => "warning",
            pb::MessageColor::Info | pb::MessageColor::Unspecified => "info",
        };
        SystemMessage {
            id,
            note: Note {
                to: user_id,
                subject,
                body,
                color,
                link,
            },
        }
    }
}

impl TryFrom<pb::SetBookmarkRequest> for BookmarkChange {
    type Error = SettingsError;

    fn try_from(r: pb::SetBookmarkRequest) -> Result<Self, SettingsError> {
        let pb::SetBookmarkRequest {
            page_id,
            starred,
            granted,
        } = r;
        Ok(BookmarkChange {
            page_id,
            starred,
            granted,
        })
    }
}

impl TryFrom<pb::SearchPagesRequest> for PageSearch {
    type Error = SettingsError;

    fn try_from(r: pb::SearchPagesRequest) -> Result<Self, SettingsError> {
        let pb::SearchPagesRequest { q, limit, granted } = r;
        Ok(PageSearch {
            q,
            limit: pages::search_limit(limit),
            granted,
        })
    }
}

impl TryFrom<pb::ListFunctionsRequest> for FunctionQuery {
    type Error = SettingsError;

    fn try_from(r: pb::ListFunctionsRequest) -> Result<Self, SettingsError> {
        let pb::ListFunctionsRequest { page, per_page, q } = r;
        let (page, per_page) = platform::grpc::paging(page, per_page);
        Ok(FunctionQuery { q, page, per_page })
    }
}

/// Dates that do not parse are a field error on `from` or `to`.
impl TryFrom<pb::ListAuditEventsRequest> for AuditQuery {
    type Error = SettingsError;

    fn try_from(r: pb::ListAuditEventsRequest) -> Result<Self, SettingsError> {
        let pb::ListAuditEventsRequest {
            page,
            per_page,
            service,
            action,
            actor_id,
            q,
            entity_type,
            from,
            to,
            entity_id,
        } = r;
        let bound = |s: &str, end: bool| {
            parse_bound(s, end)
                .map_err(|m| SettingsError::field(if end { "to" } else { "from" }, &m))
        };
        let (page, per_page) = platform::grpc::paging(page, per_page);
        Ok(AuditQuery {
            filter: AuditFilter {
                service,
                action,
                actor_id,
                q,
                entity_type,
                entity_id,
                from: bound(&from, false)?,
                until: bound(&to, true)?,
            },
            page,
            per_page,
        })
    }
}

/// A stored audit event as the API shows it (without when it was stored).
pub(super) fn audit_event_pb(e: audit_event::Model) -> pb::AuditEvent {
    let audit_event::Model {
        id,
        occurred_at,
        actor_id,
        actor_name,
        service,
        entity_type,
        entity_id,
        action,
        changes,
        request_id,
        trace_id,
        source_ip,
        stored_at: _,
    } = e;
    pb::AuditEvent {
        id,
        occurred_at: occurred_at.to_rfc3339(),
        actor_id,
        actor_name,
        service,
        entity_type,
        entity_id,
        action,
        changes_json: changes,
        request_id,
        trace_id,
        source_ip,
    }
}

impl TryFrom<pb::CreateFunctionRequest> for FunctionForCreate {
    type Error = SettingsError;

    fn try_from(r: pb::CreateFunctionRequest) -> Result<Self, SettingsError> {
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
    type Error = SettingsError;

    fn try_from(r: pb::UpdateFunctionRequest) -> Result<Self, SettingsError> {
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

/// A stored colour as the proto enum; a value the rules never write is
/// UNSPECIFIED.
fn message_color(color: &str) -> pb::MessageColor {
    match color {
        "primary" => pb::MessageColor::Primary,
        "success" => pb::MessageColor::Success,
        "danger" => pb::MessageColor::Danger,
        "warning" => pb::MessageColor::Warning,
        "info" => pb::MessageColor::Info,
        _ => pb::MessageColor::Unspecified,
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
        link,
    } = m;
    pb::Message {
        id,
        subject,
        body,
        read,
        color: message_color(&color).into(),
        created_at: created_at.to_rfc3339(),
        link,
    }
}

pub(super) fn page_pb(p: &Page) -> pb::Page {
    let Page {
        id,
        target,
        title,
        link,
        icon,
        permission,
    } = *p;
    pb::Page {
        id,
        target: target.to_owned(),
        title: title.to_owned(),
        link: link.to_owned(),
        icon: icon.to_owned(),
        permission: permission.unwrap_or_default().to_owned(),
    }
}

pub(super) fn bookmark_pb(b: &bookmarks::Bookmark) -> pb::Bookmark {
    let bookmarks::Bookmark {
        page,
        starred_at,
        quick,
    } = b;
    pb::Bookmark {
        page: Some(page_pb(page)),
        starred: starred_at.is_some(),
        starred_at: b.starred_at_rfc3339().unwrap_or_default(),
        quick: *quick,
    }
}

impl TryFrom<pb::CreateSavedViewRequest> for ViewForCreate {
    type Error = SettingsError;

    fn try_from(r: pb::CreateSavedViewRequest) -> Result<Self, SettingsError> {
        let pb::CreateSavedViewRequest {
            list,
            name,
            query,
            columns,
            starred,
        } = r;
        ViewForCreate::new(&list, &name, &query, columns, starred)
    }
}

impl TryFrom<pb::UpdateSavedViewRequest> for ViewForUpdate {
    type Error = SettingsError;

    fn try_from(r: pb::UpdateSavedViewRequest) -> Result<Self, SettingsError> {
        let pb::UpdateSavedViewRequest {
            id,
            name,
            query,
            columns,
            starred,
        } = r;
        ViewForUpdate::new(
            id,
            name.as_deref(),
            query.as_deref(),
            columns.map(|pb::ColumnIds { ids }| ids),
            starred,
        )
    }
}

pub(super) fn saved_view_pb(v: SavedView) -> pb::SavedView {
    let SavedView {
        id,
        list,
        name,
        query,
        columns,
        starred,
        created_at,
        updated_at,
    } = v;
    pb::SavedView {
        id,
        list,
        name,
        query,
        columns,
        starred,
        created_at: created_at.to_rfc3339(),
        updated_at: updated_at.to_rfc3339(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_the_rules_write_has_its_enum_value() {
        for (stored, color) in [
            ("primary", pb::MessageColor::Primary),
            ("success", pb::MessageColor::Success),
            ("danger", pb::MessageColor::Danger),
            ("warning", pb::MessageColor::Warning),
            ("info", pb::MessageColor::Info),
        ] {
            assert_eq!(message_color(stored), color);
        }
        assert_eq!(message_color("mauve"), pb::MessageColor::Unspecified);
    }
}
