//! Proto ⇄ domain for the incident service. Every conversion destructures
//! exhaustively, so a new field breaks the build until it is handled.

mod attachments;

use proto::incident::v1 as pb;

use crate::store::categories::entity;

impl From<entity::Model> for pb::IncidentCategory {
    fn from(row: entity::Model) -> Self {
        let entity::Model {
            id,
            name,
            // The tree is not served yet: the list is flat.
            parent_id: _,
            description,
            notification_hours,
            loss_threshold,
        } = row;
        Self {
            id,
            name,
            description,
            parent_id: String::new(),
            notification_hours: u32::try_from(notification_hours).unwrap_or(0),
            loss_threshold,
            incident_count: 0,
        }
    }
}
