//! What a bulk write needs whatever it creates (ADR 0017): rows inserted a
//! few hundred to a statement, and `n` readable references taken at once.

use sea_orm::{ConnectionTrait, DbBackend, EntityTrait, Statement};

use super::db_err;
use crate::domain::RiskError;

/// Rows to a statement: well under SQLite's 32,766 bound variables for the
/// widest row (a risk's ~40 columns).
const CHUNK: usize = 200;

/// Inserts `rows` in statements of [`CHUNK`] rows.
pub async fn insert_chunks<E, C>(conn: &C, rows: Vec<E::ActiveModel>) -> Result<(), RiskError>
where
    E: EntityTrait,
    C: ConnectionTrait,
{
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let chunk: Vec<E::ActiveModel> = rows.by_ref().take(CHUNK).collect();
        E::insert_many(chunk)
            .exec_without_returning(conn)
            .await
            .map_err(db_err)?;
    }
    Ok(())
}

/// `n` references of the counter `sequence` (e.g. `risk`, `control`) in one
/// statement, written `{prefix}-0042`: risks on PostgreSQL from their own
/// sequence (migration m0008), everything else by moving the counter row
/// of `sequences` `n` at once.
pub async fn reserve<C: ConnectionTrait>(
    conn: &C,
    sequence: &str,
    prefix: &str,
    n: usize,
) -> Result<Vec<String>, RiskError> {
    if n == 0 {
        return Ok(vec![]);
    }
    let backend = conn.get_database_backend();
    let values: Vec<i64> = if backend == DbBackend::Postgres && sequence == "risk" {
        conn.query_all_raw(Statement::from_sql_and_values(
            backend,
            "SELECT nextval('risk_references') AS value FROM generate_series(1, $1)",
            [(n as i64).into()],
        ))
        .await
        .map_err(db_err)?
        .iter()
        .map(|row| row.try_get::<i64>("", "value"))
        .collect::<Result<_, _>>()
        .map_err(db_err)?
    } else {
        let sql = if backend == DbBackend::Postgres {
            "UPDATE sequences SET value = value + $1 WHERE name = $2 RETURNING value"
        } else {
            "UPDATE sequences SET value = value + ? WHERE name = ? RETURNING value"
        };
        let row = conn
            .query_one_raw(Statement::from_sql_and_values(
                backend,
                sql,
                [(n as i64).into(), sequence.into()],
            ))
            .await
            .map_err(db_err)?
            .ok_or_else(|| {
                db_err(sea_orm::DbErr::Custom(format!(
                    "sequence {sequence} missing"
                )))
            })?;
        let last: i64 = row.try_get("", "value").map_err(db_err)?;
        (last - n as i64 + 1..=last).collect()
    };
    Ok(values
        .into_iter()
        .map(|v| format!("{prefix}-{v:04}"))
        .collect())
}
