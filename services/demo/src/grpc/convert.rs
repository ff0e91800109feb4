//! Proto ⇄ domain for the demo service. Every conversion destructures
//! exhaustively, so a new field breaks the build until it is handled.

use proto::demo::v1 as pb;

use crate::store::autocomplete::entity;

impl From<entity::Model> for pb::AutocompleteItem {
    fn from(row: entity::Model) -> Self {
        let entity::Model { id, title, rank } = row;
        Self {
            id: id as u32,
            title,
            rank: rank as u32,
        }
    }
}
