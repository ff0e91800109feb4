//! Queries and changes of the risk service's data. Every change is written
//! in one transaction together with its audit event (the outbox).

pub mod activities;
pub mod attachments;
/// Where attachment bytes live (shared with the incident service).
pub use platform::files::blobs;
pub mod bulk;
pub mod categories;
pub mod comments;
pub mod control_import;
pub mod controls;
pub mod counts;
pub mod entities;
pub mod method;
pub mod plans;
pub mod reassessment;
pub mod register_filter;
pub mod register_schema;
pub mod register_tally;
pub mod reports;
pub mod risk_cursor;
pub mod risk_export;
pub mod risk_history;
pub mod risk_import;
pub mod risk_list;
pub mod risk_lookup;
pub mod risk_rating;
pub mod risk_review;
pub mod risks;

use crate::domain::RiskError;
use platform::{events::AuditEvent, grpc::Caller, outbox};
use sea_orm::{ConnectionTrait, DbBackend, DbErr, Statement};
use serde_json::Value;

pub const SERVICE: &str = "risk";

/// A risk by id, deleted ones included (RISK_NOT_FOUND otherwise). Here,
/// not in `risks`, because the re-assessment flag reads it too and `risks`
/// calls into `reassessment`.
pub async fn find_risk<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<entities::risk::Model, RiskError> {
    use sea_orm::EntityTrait;
    entities::risk::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)?
        .ok_or_else(|| RiskError::not_found("RISK_NOT_FOUND", "risk"))
}

pub fn db_err(e: DbErr) -> RiskError {
    RiskError::internal("risk store")(e)
}

pub fn new_id() -> String {
    uuid::Uuid::now_v7().to_string()
}

/// The next readable reference, e.g. `R-0042`, taken inside the caller's
/// transaction so that concurrent creators (other replicas too) never share one.
pub async fn next_reference<C: ConnectionTrait>(
    conn: &C,
    sequence: &str,
    prefix: &str,
) -> Result<String, RiskError> {
    let backend = conn.get_database_backend();
    let sql = match backend {
        DbBackend::Postgres => {
            "UPDATE sequences SET value = value + 1 WHERE name = $1 RETURNING value"
        }
        _ => "UPDATE sequences SET value = value + 1 WHERE name = ? RETURNING value",
    };
    let row = conn
        .query_one_raw(Statement::from_sql_and_values(
            backend,
            sql,
            [sequence.into()],
        ))
        .await
        .map_err(db_err)?
        .ok_or_else(|| db_err(DbErr::Custom(format!("sequence {sequence} missing"))))?;
    let value: i64 = row.try_get("", "value").map_err(db_err)?;
    Ok(format!("{prefix}-{value:04}"))
}

/// On PostgreSQL, takes the next risk reference before the create's
/// transaction from the `risk_references` sequence (migration m0008; elsewhere
/// `None`: take it inside with [`next_reference`]). A counter row updated
/// inside the transaction is a lock every create shares until it commits,
/// which lined creates up behind each other's commit flush; `nextval` is one
/// statement that locks nothing and is never rolled back, so a create that
/// fails afterwards leaves a gap in the references.
pub async fn reserve_reference<C: ConnectionTrait>(
    db: &C,
    prefix: &str,
) -> Result<Option<String>, RiskError> {
    if db.get_database_backend() != DbBackend::Postgres {
        return Ok(None);
    }
    let row = db
        .query_one_raw(Statement::from_string(
            DbBackend::Postgres,
            "SELECT nextval('risk_references') AS value",
        ))
        .await
        .map_err(db_err)?
        .ok_or_else(|| db_err(DbErr::Custom("nextval returned no row".into())))?;
    let value: i64 = row.try_get("", "value").map_err(db_err)?;
    Ok(Some(format!("{prefix}-{value:04}")))
}

/// Writes the audit event of a change into the outbox (same transaction).
pub async fn audit<C: ConnectionTrait>(
    conn: &C,
    caller: &Caller,
    entity: &str,
    id: &str,
    action: &str,
    before: Value,
    after: Value,
) -> Result<(), RiskError> {
    outbox::record(
        conn,
        &AuditEvent::new(SERVICE, entity, id, action)
            .caller(caller)
            .changes(before, after),
    )
    .await
    .map_err(db_err)
}

/// Today's date (UTC) as `YYYY-MM-DD`, the boundary of "overdue".
pub fn today() -> String {
    crate::domain::schedule::format_date(chrono::Utc::now().date_naive())
}

/// Sort spec `"-net_score"` → (column name, descending), limited to `allowed`.
pub fn sort_spec<'a>(sort: &'a str, allowed: &[&'a str], default: &'a str) -> (&'a str, bool) {
    let (name, desc) = match sort.strip_prefix('-') {
        Some(n) => (n, true),
        None => (sort, false),
    };
    if allowed.contains(&name) {
        (name, desc)
    } else {
        (default, false)
    }
}
