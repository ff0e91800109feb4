use sea_orm::entity::prelude::*;

/// One stored audit event; the id is the event's own, so a redelivery is a no-op.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "audit_events")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub occurred_at: DateTimeUtc,
    pub actor_id: String,
    pub actor_name: String,
    pub service: String,
    pub entity_type: String,
    pub entity_id: String,
    pub action: String,
    #[sea_orm(column_type = "Text")]
    pub changes: String,
    pub request_id: String,
    pub trace_id: String,
    pub source_ip: String,
    pub stored_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
