//! Many new risks at once (a bulk import, ADR 0017): every row exactly as a
//! create writes it (the row, its first assessment, its maker, the approval
//! step and the audit event), but a few hundred rows to a statement, in one
//! transaction: 10,000 risks one statement at a time took half a minute.

use chrono::Utc;
use platform::{events::AuditEvent, grpc::Caller, outbox};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend, EntityTrait, Statement};
use serde_json::Value;

use super::{
    SERVICE, db_err,
    entities::{approval, assessment, maker, risk},
    risk_rating::{approval_row, assessment_row, rate},
    risks::{apply_input, blank, snapshot},
};
use crate::domain::{RiskError, method::Versioned, risk::RiskForCreate, workflow::Status};

/// Rows to a statement: well under SQLite's 32,766 bound variables for the
/// widest row (a risk's ~40 columns).
const CHUNK: usize = 200;

/// Creates every risk of `reqs` (each checked by `validate::risk_for_create`;
/// an import brings no new controls or plans), all or none; returns their
/// references in order.
pub async fn create_many(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    reqs: Vec<RiskForCreate>,
    status: Status,
) -> Result<Vec<String>, RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let references = reserve(&txn, reqs.len()).await?;
    let now = Utc::now();
    let mut risks = Vec::with_capacity(reqs.len());
    let mut assessments = Vec::with_capacity(reqs.len());
    let mut makers = Vec::with_capacity(reqs.len());
    let mut approvals = Vec::with_capacity(reqs.len());
    let mut events = Vec::with_capacity(reqs.len());
    for (req, reference) in reqs.into_iter().zip(references.iter().cloned()) {
        let mut m = blank(v, caller, status, reference, now);
        apply_input(&mut m, &req.risk);
        rate(&mut m, v, &[]);
        assessments.push(assessment_row(&m, &caller.user_id, "imported", now));
        if !caller.user_id.is_empty() {
            makers.push(maker::ActiveModel {
                risk_id: sea_orm::ActiveValue::Set(m.id.clone()),
                user_id: sea_orm::ActiveValue::Set(caller.user_id.clone()),
            });
        }
        approvals.push(approval_row(
            &m.id,
            "create",
            "",
            &m.approval_status,
            caller,
            "",
            m.version,
        ));
        events.push(
            AuditEvent::new(SERVICE, "risk", &m.id, "created")
                .caller(caller)
                .changes(Value::Null, snapshot(&m, &[])),
        );
        risks.push(risk::ActiveModel::from(m));
    }
    insert_chunks::<risk::Entity, _>(&txn, risks).await?;
    insert_chunks::<assessment::Entity, _>(&txn, assessments).await?;
    insert_chunks::<maker::Entity, _>(&txn, makers).await?;
    insert_chunks::<approval::Entity, _>(&txn, approvals).await?;
    outbox::record_many(&txn, &events).await.map_err(db_err)?;
    txn.commit().await.map_err(db_err)?;
    Ok(references)
}

async fn insert_chunks<E, C>(conn: &C, rows: Vec<E::ActiveModel>) -> Result<(), RiskError>
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

/// `n` risk references in one statement: from the PostgreSQL sequence
/// (migration m0008), or by moving the SQLite counter row `n` at once.
async fn reserve<C: ConnectionTrait>(conn: &C, n: usize) -> Result<Vec<String>, RiskError> {
    if n == 0 {
        return Ok(vec![]);
    }
    let backend = conn.get_database_backend();
    let values: Vec<i64> = if backend == DbBackend::Postgres {
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
        let row = conn
            .query_one_raw(Statement::from_sql_and_values(
                backend,
                "UPDATE sequences SET value = value + ? WHERE name = 'risk' RETURNING value",
                [(n as i64).into()],
            ))
            .await
            .map_err(db_err)?
            .ok_or_else(|| db_err(sea_orm::DbErr::Custom("sequence risk missing".into())))?;
        let last: i64 = row.try_get("", "value").map_err(db_err)?;
        (last - n as i64 + 1..=last).collect()
    };
    Ok(values.into_iter().map(|v| format!("R-{v:04}")).collect())
}
