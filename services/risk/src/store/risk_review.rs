//! Reviews and acceptances over time (issue 13, docs/risk-acceptance.md):
//! recording a review moves a risk's next review day; an acceptance whose
//! last day has passed expires and comes back to the owner. Neither changes
//! the risk's content, so neither touches the approval workflow.

use chrono::Utc;
use platform::grpc::Caller;
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QuerySelect,
    sea_query::{Expr, ExprTrait},
};
use serde_json::json;

use super::{
    audit, db_err,
    entities::risk,
    reassessment::ClearedBy,
    risks::{RiskView, find, snapshot},
};
use crate::domain::{RiskError, method::Versioned, risk::RiskReview};

/// Sets the next review day of a live risk at `req.version` and records who
/// reviewed it, with an audited `review_recorded`.
pub async fn record(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: RiskReview,
) -> Result<RiskView, RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.deleted_at.is_some() {
        return Err(RiskError::not_found("RISK_NOT_FOUND", "risk"));
    }
    if before.version != req.version as i32 {
        return Err(RiskError::Stale("risk"));
    }
    let now = Utc::now();
    let mut m = before.clone();
    m.next_review_on = Some(req.next_review_on.trim().to_owned());
    m.last_reviewed_at = Some(now);
    m.version += 1;
    m.updated_at = now;
    // The owner looked again: an incident's request is answered (issue 14).
    super::reassessment::clear(&txn, caller, &mut m, ClearedBy::ReviewRecorded).await?;
    super::risk_rating::save(&txn, &m, false).await?;
    audit(
        &txn,
        caller,
        "risk",
        &m.id,
        "review_recorded",
        json!({ "reference": before.reference, "title": before.title,
                "next_review_on": before.next_review_on, "version": before.version }),
        json!({ "reference": m.reference, "title": m.title, "owner_id": m.owner_id,
                "next_review_on": m.next_review_on, "version": m.version,
                "comment": req.comment.trim() }),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    Ok(RiskView::new(m, &v.method))
}

/// Who expires acceptances: the service itself, not a person.
fn system() -> Caller {
    Caller {
        name: "RiskHub".into(),
        service: "risk".into(),
        ..Default::default()
    }
}

/// Expires every live acceptance whose last day is before `today`; returns
/// the references expired. Each risk is its own write: the flag is set only
/// where it is still unset (a replica running the same sweep finds nothing
/// left to do), and its `acceptance_expired` event goes with it.
pub async fn expire_acceptances(
    db: &DatabaseConnection,
    today: &str,
) -> Result<Vec<String>, RiskError> {
    let due: Vec<String> = risk::Entity::find()
        .select_only()
        .column(risk::Column::Id)
        .filter(risk::Column::Response.eq("accept"))
        .filter(risk::Column::AcceptanceExpired.eq(false))
        .filter(risk::Column::DeletedAt.is_null())
        .filter(risk::Column::AcceptanceExpiresOn.is_not_null())
        .filter(risk::Column::AcceptanceExpiresOn.lt(today))
        .into_tuple()
        .all(db)
        .await
        .map_err(db_err)?;
    let caller = system();
    let mut expired = vec![];
    for id in due {
        let txn = platform::db::begin_write(db).await.map_err(db_err)?;
        let now = Utc::now();
        let claimed = risk::Entity::update_many()
            .col_expr(risk::Column::AcceptanceExpired, Expr::value(true))
            .col_expr(
                risk::Column::Version,
                Expr::col(risk::Column::Version).add(1),
            )
            .col_expr(risk::Column::UpdatedAt, Expr::value(now))
            .filter(risk::Column::Id.eq(&id))
            .filter(risk::Column::AcceptanceExpired.eq(false))
            .filter(risk::Column::Response.eq("accept"))
            .exec(&txn)
            .await
            .map_err(db_err)?;
        if claimed.rows_affected != 1 {
            continue;
        }
        let m = find(&txn, &id).await?;
        let mut before = m.clone();
        before.acceptance_expired = false;
        before.version -= 1;
        audit(
            &txn,
            &caller,
            "risk",
            &id,
            "acceptance_expired",
            snapshot(&before, &[]),
            json!({ "reference": m.reference, "title": m.title, "owner_id": m.owner_id,
                    "acceptance_expires_on": m.acceptance_expires_on,
                    "acceptance_expired": true, "version": m.version }),
        )
        .await?;
        txn.commit().await.map_err(db_err)?;
        expired.push(m.reference);
    }
    Ok(expired)
}
