//! Migration m0007, the incident register's query path on PostgreSQL (issue
//! 14, as the risk register's m0007, ADR 0014): one index per sort of
//! ListIncidents over the live rows, `(col, reference)` in the order the
//! ORDER BY names them, carrying the id and the filters the register's
//! screen combines, so a page's ids and a filtered total come from an
//! index-only scan whatever the filters. Measured on the bench's 100 000
//! incidents (docs/benchmarks.md, issue 14): a title sort read the whole
//! table and sorted it (~110-200 ms a page), a status sort walked the
//! status index and sorted each status (~60-110 ms), and every filtered
//! total read the matching rows from the table.
//!
//! SQLite keeps the indexes of m0004: the embedded form's registers are
//! small, and a partial index on `deleted = 0` would not serve the store's
//! `deleted = ?` (a bound value) there.

use sea_orm::{ConnectionTrait, DbBackend};
use sea_orm_migration::prelude::*;

pub struct IncidentRegisterIndexes;

impl MigrationName for IncidentRegisterIndexes {
    fn name(&self) -> &str {
        "m0007_incident_register_indexes"
    }
}

/// Each sort of the register (`incident_list::order`) with its tie-break.
/// One index serves both directions (a backward scan).
const SORTS: [(&str, &str); 7] = [
    ("reference", "reference"),
    ("title", "title, reference"),
    ("occurred_on", "occurred_on, reference"),
    ("reported_on", "reported_on, reference"),
    ("actual_loss", "actual_loss, reference"),
    ("status", "status, reference"),
    ("updated_at", "updated_at, reference"),
];

/// The id (the page's answer) and the filters of ListIncidentsRequest that
/// compare a column (`incident_list::condition`); a sort's own column is
/// left out of its index's list.
const FILTERS: [&str; 9] = [
    "id",
    "status",
    "approval_status",
    "category_id",
    "function_id",
    "experience_type",
    "escalation_level",
    "breach",
    "occurred_on",
];

#[async_trait::async_trait]
impl MigrationTrait for IncidentRegisterIndexes {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        for (name, cols) in SORTS {
            let include = FILTERS
                .iter()
                .filter(|f| **f != name)
                .copied()
                .collect::<Vec<_>>()
                .join(", ");
            db.execute_unprepared(&format!(
                "CREATE INDEX IF NOT EXISTS incidents_live_{name} ON incidents ({cols}) \
                 INCLUDE ({include}) WHERE deleted = false"
            ))
            .await?;
        }
        db.execute_unprepared("ANALYZE incidents").await?;
        Ok(())
    }
}
