//! Many new risks at once (a bulk import, ADR 0017): every row exactly as a
//! create writes it (the row, its first assessment, its maker, the approval
//! step and the audit event), but a few hundred rows to a statement, in one
//! transaction: 10,000 risks one statement at a time took half a minute.

use chrono::Utc;
use platform::{events::AuditEvent, grpc::Caller, outbox};
use sea_orm::DatabaseConnection;
use serde_json::Value;

use super::{
    SERVICE,
    bulk::{insert_chunks, reserve},
    db_err,
    entities::{approval, assessment, maker, risk},
    risk_rating::{approval_row, assessment_row, rate},
    risks::{apply_input, blank, snapshot},
};
use crate::domain::{RiskError, method::Versioned, risk::RiskForCreate, workflow::Status};

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
    let references = reserve(&txn, "risk", "R", reqs.len()).await?;
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
