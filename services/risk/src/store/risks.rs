//! Risks: the register, a risk's page, and its changes through the approval
//! workflow, each with its assessment (effective-dated) and audit event.

use std::collections::{HashMap, HashSet};

use chrono::{DateTime, Utc};
use platform::{error::ApiError, grpc::Caller};
use proto::risk::v1 as pb;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait,
    Order, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, TransactionTrait,
};
use serde_json::{Value, json};

use super::{
    audit, controls, db_err,
    entities::{approval, assessment, control, maker, risk, risk_control},
    invalid,
    method::Versioned,
    new_id, next_reference, not_found, plans, require_caller, stale,
};
use crate::domain::{
    method::{ControlFactor, Method, NetResult, Rated},
    rating::{self, RiskPosition},
    validate,
    workflow::{self, Action, Status},
};

fn u(v: i32) -> u32 {
    u32::try_from(v).unwrap_or(0)
}

/// A risk as the register shows it: the row, its ratings under the current
/// method and what other tables add (the transport turns it into a message).
#[derive(Clone, Debug)]
pub struct RiskView {
    pub row: risk::Model,
    pub gross: Rated,
    pub control_rating: Option<Rated>,
    pub net: Rated,
    /// How the net was reached (only a risk's page loads it).
    pub net_explanation: Option<NetResult>,
    pub category_name: Option<String>,
    pub open_action_plans: u32,
    pub control_ids: Vec<String>,
    pub makers: Vec<String>,
}

impl RiskView {
    /// The row rated by `method`, without the additions of other tables.
    pub fn new(row: risk::Model, method: &Method) -> Self {
        Self {
            gross: method.rate_risk(u(row.gross_likelihood), u(row.gross_impact)),
            control_rating: row.control_score.map(|s| method.rate_control_score(u(s))),
            net: method.rate_risk(u(row.net_likelihood), u(row.net_impact)),
            row,
            net_explanation: None,
            category_name: None,
            open_action_plans: 0,
            control_ids: vec![],
            makers: vec![],
        }
    }
}

/// One assessment of a risk's history, rated by the current method.
#[derive(Clone, Debug)]
pub struct AssessmentView {
    pub row: assessment::Model,
    pub gross: Rated,
    pub control_rating: Option<Rated>,
    pub net: Rated,
}

impl AssessmentView {
    pub fn new(row: assessment::Model, method: &Method) -> Self {
        Self {
            gross: method.rate_risk(u(row.gross_likelihood), u(row.gross_impact)),
            control_rating: row.control_score.map(|s| method.rate_control_score(u(s))),
            net: method.rate_risk(u(row.net_likelihood), u(row.net_impact)),
            row,
        }
    }
}

/// A risk's page: the risk with its explanation, its assessments and
/// approvals (newest first, at most 200 each) and its linked controls.
#[derive(Clone, Debug)]
pub struct RiskDetail {
    pub risk: RiskView,
    pub assessments: Vec<AssessmentView>,
    pub approvals: Vec<approval::Model>,
    pub controls: Vec<control::Model>,
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

/// What the audit trail shows of a risk.
fn snapshot(m: &risk::Model, control_ids: &[String]) -> Value {
    json!({
        "reference": m.reference, "title": m.title, "description": m.description,
        "risk_event": m.risk_event, "causes": m.causes, "effects": m.effects,
        "category_id": m.category_id, "function_id": m.function_id, "owner_id": m.owner_id,
        "status": m.status, "approval_status": m.approval_status,
        "gross_likelihood": m.gross_likelihood, "gross_impact": m.gross_impact,
        "net_likelihood": m.net_likelihood, "net_impact": m.net_impact, "net_rating": m.net_rating,
        "override_justification": m.override_justification,
        "response": m.response, "appetite": m.appetite,
        "key_risk_indicator": m.key_risk_indicator, "kri_level": m.kri_level,
        "control_ids": control_ids, "version": m.version,
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

fn same_assessment(a: &risk::Model, b: &risk::Model) -> bool {
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

async fn record_assessment<C: ConnectionTrait>(
    conn: &C,
    m: &risk::Model,
    by: &str,
    reason: &str,
    at: DateTime<Utc>,
) -> Result<(), ApiError> {
    use sea_orm::ActiveValue::Set;
    assessment::Entity::insert(assessment::ActiveModel {
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
    })
    .exec_without_returning(conn)
    .await
    .map_err(db_err)?;
    Ok(())
}

#[allow(clippy::too_many_arguments)]
async fn record_approval<C: ConnectionTrait>(
    conn: &C,
    risk_id: &str,
    action: &str,
    from: &str,
    to: &str,
    caller: &Caller,
    comment: &str,
    version: i32,
) -> Result<(), ApiError> {
    use sea_orm::ActiveValue::Set;
    approval::Entity::insert(approval::ActiveModel {
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
    })
    .exec_without_returning(conn)
    .await
    .map_err(db_err)?;
    Ok(())
}

/// Records `user_id` as one who changed the content of `risk_id` since its
/// last approval (four eyes: they cannot approve it).
async fn add_maker<C: ConnectionTrait>(
    conn: &C,
    risk_id: &str,
    user_id: &str,
) -> Result<(), ApiError> {
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
async fn makers<C: ConnectionTrait>(conn: &C, risk_id: &str) -> Result<Vec<String>, ApiError> {
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
) -> Result<Vec<control::Model>, ApiError> {
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

async fn set_links<C: ConnectionTrait>(
    conn: &C,
    risk_id: &str,
    control_ids: &[String],
) -> Result<(), ApiError> {
    use sea_orm::ActiveValue::Set;
    risk_control::Entity::delete_many()
        .filter(risk_control::Column::RiskId.eq(risk_id))
        .exec(conn)
        .await
        .map_err(db_err)?;
    let unique: HashSet<&String> = control_ids.iter().collect();
    for id in unique {
        risk_control::Entity::insert(risk_control::ActiveModel {
            risk_id: Set(risk_id.to_owned()),
            control_id: Set(id.clone()),
        })
        .exec_without_returning(conn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

/// Refuses unknown categories and controls with field errors.
async fn check_references<C: ConnectionTrait>(
    conn: &C,
    input: &pb::RiskInput,
    fields: &mut validate::Fields,
) -> Result<(), ApiError> {
    if let Some(cat) = input.category_id.as_deref().filter(|c| !c.is_empty())
        && super::categories::find(conn, cat).await?.is_none()
    {
        fields.insert("category_id".into(), "No such category.".into());
    }
    if !input.control_ids.is_empty() {
        let found = control::Entity::find()
            .filter(control::Column::Id.is_in(input.control_ids.clone()))
            .filter(control::Column::DeletedAt.is_null())
            .count(conn)
            .await
            .map_err(db_err)?;
        let wanted: HashSet<&String> = input.control_ids.iter().collect();
        if found != wanted.len() as u64 {
            fields.insert("control_ids".into(), "No such control.".into());
        }
    }
    Ok(())
}

fn empty_to_none(v: &Option<String>) -> Option<String> {
    v.as_ref()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
}

/// Copies the user's input onto `m` (derived fields are set by `rate`).
fn apply_input(m: &mut risk::Model, input: &pb::RiskInput, method: &Method) {
    m.title = input.title.trim().to_owned();
    m.description = input.description.clone();
    m.risk_event = input.risk_event.clone();
    m.causes = input.causes.clone();
    m.effects = input.effects.clone();
    m.category_id = empty_to_none(&input.category_id);
    m.function_id = empty_to_none(&input.function_id);
    m.owner_id = empty_to_none(&input.owner_id);
    m.status = if input.status.is_empty() {
        "active".into()
    } else {
        input.status.clone()
    };
    m.gross_likelihood = input.gross_likelihood as i32;
    m.gross_impact = input.gross_impact as i32;
    m.response = input.response.clone();
    m.appetite = if input.appetite.is_empty() {
        method.default_appetite.clone()
    } else {
        input.appetite.clone()
    };
    m.key_risk_indicator = input.key_risk_indicator.clone();
    m.kri_level = input.kri_level.clone();
    match &input.net_override {
        Some(o) => {
            m.override_likelihood = Some(o.likelihood as i32);
            m.override_impact = Some(o.impact as i32);
            m.override_justification = o.justification.trim().to_owned();
        }
        None => {
            m.override_likelihood = None;
            m.override_impact = None;
            m.override_justification = String::new();
        }
    }
}

async fn save<C: ConnectionTrait>(conn: &C, m: &risk::Model, insert: bool) -> Result<(), ApiError> {
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

pub async fn find<C: ConnectionTrait>(conn: &C, id: &str) -> Result<risk::Model, ApiError> {
    risk::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)?
        .ok_or_else(|| not_found("RISK_NOT_FOUND", "risk"))
}

/// Creates a risk, the new controls it brings and its action plans, in one
/// transaction: either all of it is stored or none.
pub async fn create(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: pb::CreateRiskRequest,
) -> Result<RiskView, ApiError> {
    require_caller(caller)?;
    let input = req.risk.unwrap_or_default();
    let mut fields = validate::Fields::new();
    validate::risk(&input, &v.method, "", &mut fields);
    for (i, c) in req.new_controls.iter().enumerate() {
        validate::control(c, &v.method, &format!("new_controls.{i}."), &mut fields);
    }
    for (i, p) in req.action_plans.iter().enumerate() {
        validate::action_plan(p, &format!("action_plans.{i}."), &mut fields);
    }
    check_references(db, &input, &mut fields).await?;
    invalid(fields)?;

    let txn = db.begin().await.map_err(db_err)?;
    let now = Utc::now();
    let mut control_ids = input.control_ids.clone();
    for c in &req.new_controls {
        let created = controls::insert(&txn, v, caller, c).await?;
        control_ids.push(created.id);
    }
    let status = workflow::next(
        Status::Proposed,
        Action::Edit { submit: req.submit },
        &caller.user_id,
        &[],
        "",
    )?;
    let mut m = risk::Model {
        id: new_id(),
        reference: next_reference(&txn, "risk", "R").await?,
        title: String::new(),
        description: String::new(),
        risk_event: String::new(),
        causes: String::new(),
        effects: String::new(),
        category_id: None,
        function_id: None,
        owner_id: None,
        status: "active".into(),
        approval_status: status.as_str().into(),
        gross_likelihood: 1,
        gross_impact: 1,
        gross_score: 1,
        gross_level: 1,
        control_score: None,
        net_likelihood: 1,
        net_impact: 1,
        net_score: 1,
        net_level: 1,
        net_rating: String::new(),
        override_likelihood: None,
        override_impact: None,
        override_justification: String::new(),
        response: String::new(),
        appetite: String::new(),
        over_appetite: false,
        trend: 0,
        key_risk_indicator: String::new(),
        kri_level: String::new(),
        method_version: v.version,
        version: 1,
        changed_by: caller.user_id.clone(),
        created_by: caller.user_id.clone(),
        created_at: now,
        updated_at: now,
        deleted_at: None,
    };
    apply_input(&mut m, &input, &v.method);
    set_links(&txn, &m.id, &control_ids).await?;
    let controls = linked_controls(&txn, &m.id).await?;
    rate(&mut m, v, &controls);
    save(&txn, &m, true).await?;
    record_assessment(&txn, &m, &caller.user_id, "created", now).await?;
    add_maker(&txn, &m.id, &caller.user_id).await?;
    record_approval(
        &txn,
        &m.id,
        "create",
        "",
        &m.approval_status,
        caller,
        "",
        m.version,
    )
    .await?;
    audit(
        &txn,
        caller,
        "risk",
        &m.id,
        "created",
        Value::Null,
        snapshot(&m, &control_ids),
    )
    .await?;
    for p in &req.action_plans {
        let mut p = p.clone();
        p.risk_id = Some(m.id.clone());
        plans::insert(&txn, caller, &p).await?;
    }
    txn.commit().await.map_err(db_err)?;
    let mut out = RiskView::new(m, &v.method);
    out.control_ids = control_ids;
    Ok(out)
}

/// Replaces a risk's content and assessment; the change awaits approval.
pub async fn update(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: pb::UpdateRiskRequest,
) -> Result<RiskView, ApiError> {
    require_caller(caller)?;
    let input = req.risk.unwrap_or_default();
    let mut fields = validate::Fields::new();
    validate::risk(&input, &v.method, "", &mut fields);
    check_references(db, &input, &mut fields).await?;
    invalid(fields)?;

    let txn = db.begin().await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(stale("risk"));
    }
    let from = Status::parse(&before.approval_status).unwrap_or(Status::Proposed);
    let to = workflow::next(
        from,
        Action::Edit { submit: req.submit },
        &caller.user_id,
        &[],
        "",
    )?;
    let before_links: Vec<String> = linked_controls(&txn, &before.id)
        .await?
        .into_iter()
        .map(|c| c.id)
        .collect();
    let mut m = before.clone();
    apply_input(&mut m, &input, &v.method);
    set_links(&txn, &m.id, &input.control_ids).await?;
    let controls = linked_controls(&txn, &m.id).await?;
    rate(&mut m, v, &controls);
    let now = Utc::now();
    if !same_assessment(&before, &m) {
        m.trend = m.net_score - before.net_score;
        record_assessment(&txn, &m, &caller.user_id, "updated", now).await?;
    }
    m.approval_status = to.as_str().into();
    m.version += 1;
    m.changed_by = caller.user_id.clone();
    m.updated_at = now;
    save(&txn, &m, false).await?;
    add_maker(&txn, &m.id, &caller.user_id).await?;
    record_approval(
        &txn,
        &m.id,
        "update",
        &before.approval_status,
        &m.approval_status,
        caller,
        "",
        m.version,
    )
    .await?;
    let after_links: Vec<String> = controls.iter().map(|c| c.id.clone()).collect();
    audit(
        &txn,
        caller,
        "risk",
        &m.id,
        "updated",
        snapshot(&before, &before_links),
        snapshot(&m, &after_links),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    let mut out = RiskView::new(m, &v.method);
    out.control_ids = after_links;
    Ok(out)
}

/// submit, approve or reject (four eyes: not by whoever made the change).
pub async fn transition(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: pb::TransitionRiskRequest,
) -> Result<RiskView, ApiError> {
    require_caller(caller)?;
    let action = Action::parse(&req.action)
        .ok_or_else(|| super::field_error("action", "One of: submit, approve, reject."))?;
    let txn = db.begin().await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(stale("risk"));
    }
    let from = Status::parse(&before.approval_status).unwrap_or(Status::Proposed);
    let makers = makers(&txn, &before.id).await?;
    let makers: Vec<&str> = makers.iter().map(String::as_str).collect();
    let to = workflow::next(from, action, &caller.user_id, &makers, &req.comment)?;
    let mut m = before.clone();
    m.approval_status = to.as_str().into();
    m.version += 1;
    m.updated_at = Utc::now();
    save(&txn, &m, false).await?;
    if to == Status::Approved {
        // The approved content is everyone's starting point again.
        maker::Entity::delete_many()
            .filter(maker::Column::RiskId.eq(&m.id))
            .exec(&txn)
            .await
            .map_err(db_err)?;
    }
    record_approval(
        &txn,
        &m.id,
        action.verb(),
        from.as_str(),
        to.as_str(),
        caller,
        req.comment.trim(),
        m.version,
    )
    .await?;
    let verb = match action {
        Action::Submit => "submitted",
        Action::Approve => "approved",
        _ => "rejected",
    };
    audit(
        &txn,
        caller,
        "risk",
        &m.id,
        verb,
        json!({ "reference": before.reference, "title": before.title, "approval_status": before.approval_status, "version": before.version }),
        json!({ "reference": m.reference, "title": m.title, "approval_status": m.approval_status, "version": m.version, "comment": req.comment.trim() }),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    Ok(RiskView::new(m, &v.method))
}

/// Soft delete: the risk leaves the register; its history stays.
pub async fn delete(
    db: &DatabaseConnection,
    caller: &Caller,
    req: pb::DeleteRiskRequest,
) -> Result<(), ApiError> {
    require_caller(caller)?;
    let txn = db.begin().await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(stale("risk"));
    }
    let from = Status::parse(&before.approval_status).unwrap_or(Status::Proposed);
    let to = workflow::next(from, Action::Delete, &caller.user_id, &[], "")?;
    let mut m = before.clone();
    m.approval_status = to.as_str().into();
    m.version += 1;
    m.deleted_at = Some(Utc::now());
    m.updated_at = Utc::now();
    save(&txn, &m, false).await?;
    record_approval(
        &txn,
        &m.id,
        "delete",
        from.as_str(),
        to.as_str(),
        caller,
        req.comment.trim(),
        m.version,
    )
    .await?;
    audit(
        &txn,
        caller,
        "risk",
        &m.id,
        "deleted",
        json!({ "reference": before.reference, "title": before.title, "approval_status": before.approval_status }),
        json!({ "reference": m.reference, "title": m.title, "approval_status": m.approval_status, "comment": req.comment.trim() }),
    )
    .await?;
    txn.commit().await.map_err(db_err)
}

/// Re-rates the given risks after their controls or the method changed:
/// a new assessment where the ratings moved, and an approved risk whose net
/// rating moved goes back to pending. Returns (risk, gross before/after,
/// net before/after) for every risk whose rating name moved.
pub async fn rerate<C: ConnectionTrait>(
    conn: &C,
    v: &Versioned,
    caller: &Caller,
    risk_ids: &[String],
    reason: &str,
) -> Result<Vec<RatingMove>, ApiError> {
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
        let before_gross = v
            .method
            .rate_risk(u(before.gross_likelihood), u(before.gross_impact))
            .name;
        let after_gross = v
            .method
            .rate_risk(u(m.gross_likelihood), u(m.gross_impact))
            .name;
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
        let net_moved = before.net_rating != m.net_rating;
        if net_moved && before.approval_status == "approved" {
            m.approval_status = Status::Pending.as_str().into();
            m.version += 1;
            m.changed_by = caller.user_id.clone();
            record_approval(
                conn, &m.id, "stale", "approved", "pending", caller, reason, m.version,
            )
            .await?;
            audit(
                conn,
                caller,
                "risk",
                &m.id,
                "approval_stale",
                json!({ "reference": before.reference, "title": before.title, "approval_status": "approved", "net_rating": before.net_rating }),
                json!({ "reference": m.reference, "title": m.title, "approval_status": "pending", "net_rating": m.net_rating, "reason": reason }),
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
        if net_moved || before_gross != after_gross {
            moves.push(RatingMove {
                risk_id: m.id.clone(),
                reference: m.reference.clone(),
                title: m.title.clone(),
                gross_before: before_gross,
                gross_after: after_gross,
                net_before: before.net_rating.clone(),
                net_after: m.net_rating.clone(),
            });
        }
    }
    Ok(moves)
}

/// Filters of the register.
#[derive(Clone, Debug)]
pub struct Filter {
    pub q: String,
    pub status: String,
    pub approval_status: String,
    pub category_id: String,
    pub function_id: String,
    pub owner_id: String,
    pub rating: String,
    pub over_appetite: bool,
    pub awaiting_approval_by: Option<String>,
    pub sort: String,
}

impl Filter {
    pub fn condition(&self) -> Condition {
        let mut c = Condition::all();
        if self.approval_status == "deleted" {
            c = c.add(risk::Column::ApprovalStatus.eq("deleted"));
        } else {
            c = c.add(risk::Column::DeletedAt.is_null());
            if !self.approval_status.is_empty() {
                c = c.add(risk::Column::ApprovalStatus.eq(&self.approval_status));
            }
        }
        let q = self.q.trim().to_lowercase();
        if !q.is_empty() {
            c = c.add(platform::db::contains_any(
                [risk::Column::Title, risk::Column::Reference],
                &q,
            ));
        }
        for (col, value) in [
            (risk::Column::Status, &self.status),
            (risk::Column::CategoryId, &self.category_id),
            (risk::Column::FunctionId, &self.function_id),
            (risk::Column::OwnerId, &self.owner_id),
            (risk::Column::NetRating, &self.rating),
        ] {
            if !value.is_empty() {
                c = c.add(col.eq(value.as_str()));
            }
        }
        if self.over_appetite {
            c = c.add(risk::Column::OverAppetite.eq(true));
        }
        if let Some(me) = &self.awaiting_approval_by {
            c = c.add(risk::Column::ApprovalStatus.eq("pending")).add(
                risk::Column::Id.not_in_subquery(
                    sea_orm::sea_query::Query::select()
                        .column(maker::Column::RiskId)
                        .from(maker::Entity)
                        .and_where(maker::Column::UserId.eq(me.as_str()))
                        .to_owned(),
                ),
            );
        }
        c
    }

    pub fn order(&self) -> (risk::Column, Order) {
        let (name, desc) = super::sort_spec(
            &self.sort,
            &[
                "reference",
                "title",
                "net_score",
                "gross_score",
                "updated_at",
            ],
            "reference",
        );
        let col = match name {
            "title" => risk::Column::Title,
            "net_score" => risk::Column::NetScore,
            "gross_score" => risk::Column::GrossScore,
            "updated_at" => risk::Column::UpdatedAt,
            _ => risk::Column::Reference,
        };
        (col, if desc { Order::Desc } else { Order::Asc })
    }
}

/// One page of the register (the current state).
pub async fn list(
    db: &DatabaseConnection,
    v: &Versioned,
    f: &Filter,
    counts: &super::counts::CountCache,
    page: u64,
    per_page: u64,
) -> Result<(Vec<RiskView>, u64), ApiError> {
    let (col, order) = f.order();
    let matching = risk::Entity::find().filter(f.condition());
    // The sort does not change the total; everything else does.
    let key = format!(
        "{:?}",
        Filter {
            sort: String::new(),
            ..f.clone()
        }
    );
    let total = match counts.get(&key) {
        Some(n) => n,
        None => {
            let lock = counts.counting(&key);
            let _one_at_a_time = lock.lock().await;
            match counts.fresh(&key) {
                Some(n) => n,
                None => {
                    let n = matching.clone().count(db).await.map_err(db_err)?;
                    counts.put(key, n);
                    n
                }
            }
        }
    };
    let rows = matching
        .order_by(col, order.clone())
        .order_by(risk::Column::Reference, order)
        .offset(page.saturating_sub(1) * per_page)
        .limit(per_page)
        .all(db)
        .await
        .map_err(db_err)?;
    let names = match counts.category_names() {
        Some(n) => n,
        None => {
            let n = std::sync::Arc::new(super::categories::names(db).await?);
            counts.put_category_names(n.clone());
            n
        }
    };
    let open = match counts.open_plans() {
        Some(o) => o,
        None => {
            let lock = counts.counting("\0open-plans");
            let _one_at_a_time = lock.lock().await;
            match counts.open_plans() {
                Some(o) => o,
                None => {
                    let o = std::sync::Arc::new(plans::all_open_counts(db).await?);
                    counts.put_open_plans(o.clone());
                    o
                }
            }
        }
    };
    Ok((decorate_owned(v, rows, &names, &open), total))
}

/// Adds category names and open action plan counts to a page of risks.
pub async fn decorate<C: ConnectionTrait>(
    conn: &C,
    v: &Versioned,
    rows: &[risk::Model],
) -> Result<Vec<RiskView>, ApiError> {
    let names = super::categories::names(conn).await?;
    decorate_with(conn, v, rows, &names).await
}

/// [`decorate_with`] for rows that are not needed afterwards, with the
/// open plan counts at hand.
fn decorate_owned(
    v: &Versioned,
    rows: Vec<risk::Model>,
    names: &std::collections::HashMap<String, String>,
    open: &std::collections::HashMap<String, u32>,
) -> Vec<RiskView> {
    rows.into_iter()
        .map(|r| {
            let category = r.category_id.as_ref().and_then(|c| names.get(c).cloned());
            let mut p = RiskView::new(r, &v.method);
            p.category_name = category;
            p.open_action_plans = open.get(&p.row.id).copied().unwrap_or(0);
            p
        })
        .collect()
}

/// [`decorate`] with the category names at hand.
async fn decorate_with<C: ConnectionTrait>(
    conn: &C,
    v: &Versioned,
    rows: &[risk::Model],
    names: &std::collections::HashMap<String, String>,
) -> Result<Vec<RiskView>, ApiError> {
    let ids: Vec<String> = rows.iter().map(|r| r.id.clone()).collect();
    let open = plans::open_counts(conn, &ids).await?;
    Ok(rows
        .iter()
        .map(|r| {
            let mut p = RiskView::new(r.clone(), &v.method);
            p.category_name = r.category_id.as_ref().and_then(|c| names.get(c).cloned());
            p.open_action_plans = open.get(&r.id).copied().unwrap_or(0);
            p
        })
        .collect())
}

/// A risk's page: the risk with its explanation, history and controls.
pub async fn detail(
    db: &DatabaseConnection,
    v: &Versioned,
    id: &str,
) -> Result<RiskDetail, ApiError> {
    let m = find(db, id).await?;
    let controls = linked_controls(db, id).await?;
    let mut out = decorate(db, v, std::slice::from_ref(&m)).await?.remove(0);
    let mut probe = m;
    out.net_explanation = Some(rate(&mut probe, v, &controls));
    out.control_ids = controls.iter().map(|c| c.id.clone()).collect();
    out.makers = makers(db, id).await?;
    let assessments = assessment::Entity::find()
        .filter(assessment::Column::RiskId.eq(id))
        .order_by_desc(assessment::Column::EffectiveAt)
        .limit(200)
        .all(db)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|a| AssessmentView::new(a, &v.method))
        .collect();
    let approvals = approval::Entity::find()
        .filter(approval::Column::RiskId.eq(id))
        .order_by_desc(approval::Column::At)
        .limit(200)
        .all(db)
        .await
        .map_err(db_err)?;
    Ok(RiskDetail {
        risk: out,
        assessments,
        approvals,
        controls,
    })
}

/// The register as it stood at `at`: risks that existed and were not yet
/// deleted, each with its latest assessment effective by then. Computed in
/// memory (a report, not the hot path).
pub async fn as_of(
    db: &DatabaseConnection,
    at: DateTime<Utc>,
) -> Result<Vec<risk::Model>, ApiError> {
    let rows = risk::Entity::find()
        .filter(risk::Column::CreatedAt.lte(at))
        .filter(
            Condition::any()
                .add(risk::Column::DeletedAt.is_null())
                .add(risk::Column::DeletedAt.gt(at)),
        )
        .all(db)
        .await
        .map_err(db_err)?;
    let assessments = assessment::Entity::find()
        .filter(assessment::Column::EffectiveAt.lte(at))
        .order_by_asc(assessment::Column::EffectiveAt)
        .all(db)
        .await
        .map_err(db_err)?;
    let mut latest: HashMap<String, assessment::Model> = HashMap::new();
    for a in assessments {
        latest.insert(a.risk_id.clone(), a);
    }
    Ok(rows
        .into_iter()
        .filter_map(|mut r| {
            let a = latest.get(&r.id)?;
            r.gross_likelihood = a.gross_likelihood;
            r.gross_impact = a.gross_impact;
            r.gross_score = a.gross_likelihood * a.gross_impact;
            r.control_score = a.control_score;
            r.net_likelihood = a.net_likelihood;
            r.net_impact = a.net_impact;
            r.net_score = a.net_likelihood * a.net_impact;
            Some(r)
        })
        .collect())
}

/// `list` for a past date: filter, sort and page in memory.
pub async fn list_as_of(
    db: &DatabaseConnection,
    v: &Versioned,
    f: &Filter,
    at: DateTime<Utc>,
    page: u64,
    per_page: u64,
) -> Result<(Vec<RiskView>, u64), ApiError> {
    let q = f.q.trim().to_lowercase();
    let mut rows: Vec<risk::Model> = as_of(db, at)
        .await?
        .into_iter()
        .map(|mut r| {
            let rated = v.method.rate_risk(u(r.net_likelihood), u(r.net_impact));
            r.net_rating = rated.name;
            r.net_level = rated.level as i32;
            r
        })
        .filter(|r| {
            let eq = |want: &str, have: Option<&str>| want.is_empty() || have == Some(want);
            (q.is_empty()
                || r.title.to_lowercase().contains(&q)
                || r.reference.to_lowercase().contains(&q))
                && eq(&f.status, Some(&r.status))
                && eq(&f.category_id, r.category_id.as_deref())
                && eq(&f.function_id, r.function_id.as_deref())
                && eq(&f.owner_id, r.owner_id.as_deref())
                && eq(&f.rating, Some(&r.net_rating))
        })
        .collect();
    let (col, order) = f.order();
    rows.sort_by(|a, b| {
        let o = match col {
            risk::Column::Title => a.title.cmp(&b.title),
            risk::Column::NetScore => a.net_score.cmp(&b.net_score),
            risk::Column::GrossScore => a.gross_score.cmp(&b.gross_score),
            risk::Column::UpdatedAt => a.updated_at.cmp(&b.updated_at),
            _ => std::cmp::Ordering::Equal,
        }
        .then_with(|| a.reference.cmp(&b.reference));
        if order == Order::Desc { o.reverse() } else { o }
    });
    let total = rows.len() as u64;
    let start = ((page.saturating_sub(1)) * per_page) as usize;
    let page_rows: Vec<risk::Model> = rows
        .into_iter()
        .skip(start)
        .take(per_page as usize)
        .collect();
    Ok((decorate(db, v, &page_rows).await?, total))
}

/// Ids of the live risks linked to a control.
pub async fn linked_to_control<C: ConnectionTrait>(
    conn: &C,
    control_id: &str,
) -> Result<Vec<String>, ApiError> {
    Ok(risk_control::Entity::find()
        .filter(risk_control::Column::ControlId.eq(control_id))
        .all(conn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|l| l.risk_id)
        .collect())
}
