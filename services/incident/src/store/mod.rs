//! Persistence of the incident service: sea-orm entities and queries taking
//! a connection. No proto types and no rules here.

pub mod actions;
pub mod attachments;
pub mod categories;
pub mod dashboard;
pub mod entities;
pub mod incident_list;
pub mod incident_tally;
pub mod incidents;
pub mod lessons;
pub mod losses;

use platform::{events::AuditEvent, grpc::Caller, outbox};
use sea_orm::{ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbErr};
use serde_json::Value;

use crate::domain::IncidentError;

/// The audit events' service name.
pub const SERVICE: &str = "incident";

pub fn db_err(e: DbErr) -> IncidentError {
    IncidentError::internal("incident store")(e)
}

pub fn new_id() -> String {
    uuid::Uuid::now_v7().to_string()
}

/// Starts a change's transaction (IMMEDIATE on SQLite: it will write).
pub async fn begin(db: &DatabaseConnection) -> Result<DatabaseTransaction, IncidentError> {
    platform::db::begin_write(db).await.map_err(db_err)
}

/// Commits a change with its audit events.
pub async fn commit(txn: DatabaseTransaction) -> Result<(), IncidentError> {
    txn.commit().await.map_err(db_err)
}

/// Writes the audit event `incident.<entity>.<action>` of a change into the
/// outbox (same transaction), with its before and after snapshots.
pub async fn audit<C: ConnectionTrait>(
    conn: &C,
    caller: &Caller,
    entity: &str,
    id: &str,
    action: &str,
    before: Value,
    after: Value,
) -> Result<(), IncidentError> {
    outbox::record(
        conn,
        &AuditEvent::new(SERVICE, entity, id, action)
            .caller(caller)
            .changes(before, after),
    )
    .await
    .map_err(db_err)
}
