//! A risk's assessment: rating it by the method and its controls, and
//! recording each change of rating (effective-dated assessment, approval
//! record, four-eyes makers). Below `risks` and `controls`, which both
//! re-rate through it.

use chrono::{DateTime, Utc};
use platform::grpc::Caller;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
};
use serde_json::json;

use super::{
    audit, db_err,
    entities::{approval, assessment, control, maker, risk, risk_control},
    new_id,
};
use crate::domain::{
    RiskError,
    method::{ControlFactor, Method, NetResult, Versioned},
    rating::{self, RiskPosition},
    workflow::{self, Action, Status},
};

fn u(v: i32) -> u32 {
    u32::try_from(v).unwrap_or(0)
}

/// A risk whose gross or net rating name moved (a re-rating).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatingMove {
    pub risk_id: String,
    pub reference: String,
    pub title: String,
    pub gross_before: String,
    pub gross_after: String,
    pub net_before: String,
    pub net_after: String,
}

/// How a re-rating moved `before` (rated by `previous`) to `after` (rated by
/// `next`): the gross band names under each method and the net names, or
/// `None` when neither name moved.
pub fn rating_move(
    previous: &Method,
    before: &risk::Model,
    next: &Method,
    after: &risk::Model,
) -> Option<RatingMove> {
    let gross_before = previous
        .rate_risk(u(before.gross_likelihood), u(before.gross_impact))
        .name;
    let gross_after = next
        .rate_risk(u(after.gross_likelihood), u(after.gross_impact))
        .name;
    (gross_before != gross_after || before.net_rating != after.net_rating).then(|| RatingMove {
        risk_id: after.id.clone(),
        reference: after.reference.clone(),
        title: after.title.clone(),
        gross_before,
        gross_after,
        net_before: before.net_rating.clone(),
        net_after: after.net_rating.clone(),
    })
}

pub fn factor(c: &control::Model) -> ControlFactor {
    ControlFactor {
        preventive: c.intention == "prevent",
        in_place: c.state == "in_place" && c.deleted_at.is_none(),
        score: u(c.score),
    }
}

/// Sets every derived field of `m` from its inputs, the controls and the
/// method (the rule is [`rating::assess`]); returns how the net was reached.
pub fn rate(m: &mut risk::Model, v: &Versioned, controls: &[control::Model]) -> NetResult {
    let factors: Vec<ControlFactor> = controls.iter().map(factor).collect();
    let a = rating::assess(
        &v.method,
        RiskPosition {
            gross_likelihood: u(m.gross_likelihood),
            gross_impact: u(m.gross_impact),
            override_to: m
                .override_likelihood
                .zip(m.override_impact)
                .map(|(l, i)| (u(l), u(i))),
            appetite: &m.appetite,
        },
        &factors,
    );
    let n = a.explanation;
    m.gross_likelihood = a.gross_likelihood as i32;
    m.gross_impact = a.gross_impact as i32;
    m.gross_score = a.gross.score as i32;
    m.gross_level = a.gross.level as i32;
    m.control_score = n.overall.as_ref().map(|o| o.score as i32);
    m.net_likelihood = n.net_likelihood as i32;
    m.net_impact = n.net_impact as i32;
    m.net_score = a.net.score as i32;
    m.net_level = a.net.level as i32;
    m.net_rating = a.net.name;
    m.over_appetite = a.over_appetite;
    m.method_version = v.version;
    n
}

pub(super) fn same_assessment(a: &risk::Model, b: &risk::Model) -> bool {
    (
        a.gross_likelihood,
        a.gross_impact,
        a.control_score,
        a.net_likelihood,
        a.net_impact,
        a.method_version,
    ) == (
        b.gross_likelihood,
        b.gross_impact,
        b.control_score,
        b.net_likelihood,
        b.net_impact,
        b.method_version,
    )
}

/// The assessment row of `m`'s ratings as they are now.
pub(super) fn assessment_row(
    m: &risk::Model,
    by: &str,
    reason: &str,
    at: DateTime<Utc>,
) -> assessment::ActiveModel {
    use sea_orm::ActiveValue::Set;
    assessment::ActiveModel {
        id: Set(new_id()),
        risk_id: Set(m.id.clone()),
        effective_at: Set(at),
        gross_likelihood: Set(m.gross_likelihood),
        gross_impact: Set(m.gross_impact),
        control_score: Set(m.control_score),
        net_likelihood: Set(m.net_likelihood),
        net_impact: Set(m.net_impact),
        overridden: Set(m.override_likelihood.is_some()),
        method_version: Set(m.method_version),
        assessed_by: Set(by.to_owned()),
        reason: Set(reason.to_owned()),
    }
}

pub(super) async fn record_assessment<C: ConnectionTrait>(
    conn: &C,
    m: &risk::Model,
    by: &str,
    reason: &str,
    at: DateTime<Utc>,
) -> Result<(), RiskError> {
    assessment::Entity::insert(assessment_row(m, by, reason, at))
        .exec_without_returning(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// One step of a risk's approval history.
pub(super) fn approval_row(
    risk_id: &str,
    action: &str,
    from: &str,
    to: &str,
    caller: &Caller,
    comment: &str,
    version: i32,
) -> approval::ActiveModel {
    use sea_orm::ActiveValue::Set;
    approval::ActiveModel {
        id: Set(new_id()),
        risk_id: Set(risk_id.to_owned()),
        action: Set(action.to_owned()),
        from_status: Set(from.to_owned()),
        to_status: Set(to.to_owned()),
        actor_id: Set(caller.user_id.clone()),
        actor_name: Set(caller.name.clone()),
        comment: Set(comment.to_owned()),
        version: Set(version),
        at: Set(Utc::now()),
    }
}

#[allow(clippy::too_many_arguments)]
pub(super) async fn record_approval<C: ConnectionTrait>(
    conn: &C,
    risk_id: &str,
    action: &str,
    from: &str,
    to: &str,
    caller: &Caller,
    comment: &str,
    version: i32,
) -> Result<(), RiskError> {
    approval::Entity::insert(approval_row(
        risk_id, action, from, to, caller, comment, version,
    ))
    .exec_without_returning(conn)
    .await
    .map_err(db_err)?;
    Ok(())
}

/// Records `user_id` as one who changed the content of `risk_id` since its
/// last approval (four eyes: they cannot approve it).
pub(super) async fn add_maker<C: ConnectionTrait>(
    conn: &C,
    risk_id: &str,
    user_id: &str,
) -> Result<(), RiskError> {
    use sea_orm::ActiveValue::Set;
    if user_id.is_empty() {
        return Ok(());
    }
    maker::Entity::insert(maker::ActiveModel {
        risk_id: Set(risk_id.to_owned()),
        user_id: Set(user_id.to_owned()),
    })
    .on_conflict_do_nothing_on([maker::Column::RiskId, maker::Column::UserId])
    .exec_without_returning(conn)
    .await
    .map_err(db_err)?;
    Ok(())
}

/// Everyone who changed the content of `risk_id` since its last approval.
pub(super) async fn makers<C: ConnectionTrait>(
    conn: &C,
    risk_id: &str,
) -> Result<Vec<String>, RiskError> {
    Ok(maker::Entity::find()
        .filter(maker::Column::RiskId.eq(risk_id))
        .all(conn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|m| m.user_id)
        .collect())
}

/// The linked controls of a risk (deleted ones excluded).
pub async fn linked_controls<C: ConnectionTrait>(
    conn: &C,
    risk_id: &str,
) -> Result<Vec<control::Model>, RiskError> {
    let ids: Vec<String> = risk_control::Entity::find()
        .filter(risk_control::Column::RiskId.eq(risk_id))
        .all(conn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|l| l.control_id)
        .collect();
    if ids.is_empty() {
        return Ok(vec![]);
    }
    control::Entity::find()
        .filter(control::Column::Id.is_in(ids))
        .filter(control::Column::DeletedAt.is_null())
        .order_by_asc(control::Column::Reference)
        .all(conn)
        .await
        .map_err(db_err)
}

pub(super) async fn save<C: ConnectionTrait>(
    conn: &C,
    m: &risk::Model,
    insert: bool,
) -> Result<(), RiskError> {
    let am = risk::ActiveModel::from(m.clone());
    if insert {
        risk::Entity::insert(am)
            .exec_without_returning(conn)
            .await
            .map_err(db_err)?;
    } else {
        risk::Entity::update(am.reset_all())
            .exec(conn)
            .await
            .map_err(db_err)?;
    }
    Ok(())
}

/// Re-rates the given risks after their controls or the method changed
/// (`previous` is the method they were rated by, `v` the one to rate them
/// by now): a new assessment where the ratings moved, and the workflow's
/// status after a re-rating (`workflow::after_rerating`: an approved risk
/// whose net likelihood, impact or band moved goes back to pending). Returns (risk, gross
/// before/after, net before/after) for every risk whose rating name moved.
pub async fn rerate<C: ConnectionTrait>(
    conn: &C,
    previous: &Method,
    v: &Versioned,
    caller: &Caller,
    risk_ids: &[String],
    reason: &str,
) -> Result<Vec<RatingMove>, RiskError> {
    let mut moves = vec![];
    if risk_ids.is_empty() {
        return Ok(moves);
    }
    let rows = risk::Entity::find()
        .filter(risk::Column::Id.is_in(risk_ids.to_vec()))
        .filter(risk::Column::DeletedAt.is_null())
        .all(conn)
        .await
        .map_err(db_err)?;
    let now = Utc::now();
    for before in rows {
        let controls = linked_controls(conn, &before.id).await?;
        let mut m = before.clone();
        rate(&mut m, v, &controls);
        if same_assessment(&before, &m)
            && before.net_rating == m.net_rating
            && before.over_appetite == m.over_appetite
        {
            continue;
        }
        m.trend = m.net_score - before.net_score;
        m.updated_at = now;
        record_assessment(conn, &m, &caller.user_id, reason, now).await?;
        // A change of its controls or of the method changed the risk's ratings.
        add_maker(conn, &m.id, &caller.user_id).await?;
        // Any move of the net position counts, not only a new band name: a
        // net 6 -> 9 stays "Medium" but is not what the approver signed off
        // (issue 13).
        let net_moved = (before.net_likelihood, before.net_impact, &before.net_rating)
            != (m.net_likelihood, m.net_impact, &m.net_rating);
        let from = Status::parse(&before.approval_status);
        if let Some((from, to)) =
            from.and_then(|from| workflow::after_rerating(from, net_moved).map(|to| (from, to)))
        {
            m.approval_status = to.as_str().into();
            m.version += 1;
            m.changed_by = caller.user_id.clone();
            record_approval(
                conn,
                &m.id,
                Action::Stale.verb(),
                from.as_str(),
                to.as_str(),
                caller,
                reason,
                m.version,
            )
            .await?;
            audit(
                conn,
                caller,
                "risk",
                &m.id,
                "approval_stale",
                json!({ "reference": before.reference, "title": before.title, "approval_status": from.as_str(), "net_rating": before.net_rating }),
                json!({ "reference": m.reference, "title": m.title, "approval_status": to.as_str(), "net_rating": m.net_rating, "reason": reason }),
            )
            .await?;
        }
        audit(
            conn,
            caller,
            "risk",
            &m.id,
            "re_rated",
            json!({ "reference": before.reference, "title": before.title, "net_likelihood": before.net_likelihood, "net_impact": before.net_impact, "net_rating": before.net_rating }),
            json!({ "reference": m.reference, "title": m.title, "net_likelihood": m.net_likelihood, "net_impact": m.net_impact, "net_rating": m.net_rating, "reason": reason }),
        )
        .await?;
        save(conn, &m, false).await?;
        moves.extend(rating_move(previous, &before, &v.method, &m));
    }
    Ok(moves)
}

/// Ids of the live risks linked to a control.
pub async fn linked_to_control<C: ConnectionTrait>(
    conn: &C,
    control_id: &str,
) -> Result<Vec<String>, RiskError> {
    Ok(risk_control::Entity::find()
        .filter(risk_control::Column::ControlId.eq(control_id))
        .all(conn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|l| l.risk_id)
        .collect())
}
