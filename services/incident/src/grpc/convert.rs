//! Proto ⇄ domain for the incident service. Every conversion destructures
//! exhaustively, so a new field breaks the build until it is handled.

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
        } = row;
        Self {
            id,
            name,
            description,
            parent_id: String::new(),
            notification_hours: 0,
            loss_threshold: 0.0,
            incident_count: 0,
        }
    }
}
