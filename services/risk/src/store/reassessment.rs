//! The re-assessment flag of risks (issue 14, ADR 0020): set from an
//! incident's request taken off the bus, cleared by a changed assessment or
//! a recorded review. Each change goes with its audit event, in one
//! transaction.

use chrono::Utc;
use platform::{events::AuditEvent, grpc::Caller, outbox};
use sea_orm::{
    ActiveValue::Set,
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, QueryFilter, TryInsertResult,
    sea_query::{Expr, ExprTrait},
};
use serde_json::json;

use super::{
    SERVICE, audit, db_err,
    entities::{reassessment_request, risk},
    find_risk as find,
};
use crate::domain::{
    RiskError,
    reassessment::{Outcome, ReassessmentRequest},
};

/// Applies `req` once: in one transaction it claims the request's event id
/// (`reassessment_requests`; an id claimed before means a redelivery, and
/// nothing is done), sets `reassessment_due` and `reassessment_reason` on
/// every live risk it names and writes each one's
/// `risk.risk.reassessment_flagged`. Unknown and deleted ids are skipped, so
/// is a risk already due for the very same reason (nothing would change).
/// A flag is a change of the risk: its version moves, as with an expired
/// acceptance, so an edit begun before it is refused as stale rather than
/// silently dropping it. On PostgreSQL a second replica handling the same
/// event waits on the claimed id until the first commits, then finds it.
pub async fn flag(
    db: &DatabaseConnection,
    req: &ReassessmentRequest,
) -> Result<Outcome, RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let now = Utc::now();
    let claimed = reassessment_request::Entity::insert(reassessment_request::ActiveModel {
        event_id: Set(req.event_id.clone()),
        incident_reference: Set(req.incident_reference.clone()),
        reason: Set(req.reason.as_str().to_owned()),
        flagged: Set(0),
        processed_at: Set(now),
    })
    .on_conflict_do_nothing_on([reassessment_request::Column::EventId])
    .exec_without_returning(&txn)
    .await
    .map_err(db_err)?;
    if !matches!(claimed, TryInsertResult::Inserted(n) if n > 0) {
        return Ok(Outcome::AlreadyApplied);
    }
    let reason = req.reason_text();
    let rows = if req.risk_ids.is_empty() {
        vec![]
    } else {
        risk::Entity::find()
            .filter(risk::Column::Id.is_in(req.risk_ids.clone()))
            .filter(risk::Column::DeletedAt.is_null())
            .all(&txn)
            .await
            .map_err(db_err)?
    };
    let mut flagged = vec![];
    for id in &req.risk_ids {
        let Some(before) = rows.iter().find(|r| &r.id == id) else {
            continue;
        };
        if before.reassessment_due && before.reassessment_reason == reason {
            continue;
        }
        let set = risk::Entity::update_many()
            .col_expr(risk::Column::ReassessmentDue, Expr::value(true))
            .col_expr(
                risk::Column::ReassessmentReason,
                Expr::value(reason.clone()),
            )
            .col_expr(
                risk::Column::Version,
                Expr::col(risk::Column::Version).add(1),
            )
            .col_expr(risk::Column::UpdatedAt, Expr::value(now))
            .filter(risk::Column::Id.eq(id))
            .filter(risk::Column::DeletedAt.is_null())
            .exec(&txn)
            .await
            .map_err(db_err)?;
        if set.rows_affected != 1 {
            continue;
        }
        let m = find(&txn, id).await?;
        outbox::record(&txn, &flagged_event(req, before, &m))
            .await
            .map_err(db_err)?;
        flagged.push(m.reference);
    }
    reassessment_request::Entity::update_many()
        .col_expr(
            reassessment_request::Column::Flagged,
            Expr::value(i32::try_from(flagged.len()).unwrap_or(i32::MAX)),
        )
        .filter(reassessment_request::Column::EventId.eq(&req.event_id))
        .exec(&txn)
        .await
        .map_err(db_err)?;
    txn.commit().await.map_err(db_err)?;
    Ok(Outcome::Applied(flagged))
}

/// `risk.risk.reassessment_flagged` of `m` (flagged from `before`): the
/// actor, request and trace of the incident change that asked; `after`
/// holds what the owner's message needs (`owner_id`, `reference`, `title`,
/// `reason`) and the incident's `incident_reference` and `incident_title`.
fn flagged_event(req: &ReassessmentRequest, before: &risk::Model, m: &risk::Model) -> AuditEvent {
    let mut event = AuditEvent::new(SERVICE, "risk", &m.id, "reassessment_flagged")
        .actor(&req.actor.user_id, &req.actor.name)
        .request(&req.actor.request_id, &req.actor.source_ip)
        .changes(
            json!({
                "reassessment_due": before.reassessment_due,
                "reassessment_reason": before.reassessment_reason,
                "version": before.version,
            }),
            json!({
                "reassessment_due": m.reassessment_due,
                "reassessment_reason": m.reassessment_reason,
                "version": m.version,
                "owner_id": m.owner_id,
                "reference": m.reference,
                "title": m.title,
                "reason": req.reason.as_str(),
                "incident_reference": req.incident_reference,
                "incident_title": req.incident_title,
            }),
        );
    if !req.trace_id.is_empty() {
        event.trace_id = req.trace_id.clone();
    }
    event
}

/// What cleared a flag, as `risk.risk.reassessment_cleared` names it (`after.cause`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClearedBy {
    /// An update that changed the risk's assessment (a new assessment row).
    AssessmentUpdated,
    /// A recorded review (the owner looked again, the ratings may stay).
    ReviewRecorded,
}

impl ClearedBy {
    fn as_str(self) -> &'static str {
        match self {
            Self::AssessmentUpdated => "assessment_updated",
            Self::ReviewRecorded => "review_recorded",
        }
    }
}

/// Clears the flag of `m` (about to be saved by the caller's transaction,
/// its version already moved) and writes `risk.risk.reassessment_cleared`
/// there; does nothing when the risk is not due.
pub(super) async fn clear<C: ConnectionTrait>(
    conn: &C,
    caller: &Caller,
    m: &mut risk::Model,
    by: ClearedBy,
) -> Result<(), RiskError> {
    if !m.reassessment_due {
        return Ok(());
    }
    let reason = std::mem::take(&mut m.reassessment_reason);
    m.reassessment_due = false;
    audit(
        conn,
        caller,
        "risk",
        &m.id,
        "reassessment_cleared",
        json!({ "reassessment_due": true, "reassessment_reason": reason }),
        json!({ "reassessment_due": false, "reassessment_reason": "",
                "reference": m.reference, "title": m.title, "owner_id": m.owner_id,
                "version": m.version, "cause": by.as_str() }),
    )
    .await
}
