//! Risks: the register, a risk's page, and its changes through the approval
//! workflow, each with its assessment (effective-dated) and audit event.

use std::collections::{HashMap, HashSet};

use chrono::Utc;
use platform::grpc::Caller;
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect,
};
use serde_json::{Value, json};

use super::{
    audit, controls, db_err,
    entities::{approval, assessment, control, maker, risk, risk_control},
    new_id, next_reference, plans,
    reassessment::ClearedBy,
    reserve_reference,
    risk_rating::{
        add_maker, linked_controls, makers, rate, record_approval, record_assessment,
        same_assessment, save,
    },
};
use crate::domain::{
    RiskError,
    method::{Method, NetResult, Rated, Versioned},
    risk::{RiskDeletion, RiskForCreate, RiskForUpdate, RiskInput, RiskTransition},
    validate::Unknown,
    workflow::{Action, Status},
};

fn u(v: i32) -> u32 {
    u32::try_from(v).unwrap_or(0)
}

/// The gross, control and net ratings of stored positions under `method`.
fn ratings(
    method: &Method,
    (gross_likelihood, gross_impact): (i32, i32),
    control_score: Option<i32>,
    (net_likelihood, net_impact): (i32, i32),
) -> (Rated, Option<Rated>, Rated) {
    (
        method.rate_risk(u(gross_likelihood), u(gross_impact)),
        control_score.map(|s| method.rate_control_score(u(s))),
        method.rate_risk(u(net_likelihood), u(net_impact)),
    )
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
        let (gross, control_rating, net) = ratings(
            method,
            (row.gross_likelihood, row.gross_impact),
            row.control_score,
            (row.net_likelihood, row.net_impact),
        );
        Self {
            gross,
            control_rating,
            net,
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
        let (gross, control_rating, net) = ratings(
            method,
            (row.gross_likelihood, row.gross_impact),
            row.control_score,
            (row.net_likelihood, row.net_impact),
        );
        Self {
            gross,
            control_rating,
            net,
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

/// What the audit trail shows of a risk.
pub(super) fn snapshot(m: &risk::Model, control_ids: &[String]) -> Value {
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
        "acceptance_justification": m.acceptance_justification,
        "acceptance_expires_on": m.acceptance_expires_on,
        "acceptance_expired": m.acceptance_expired,
        "next_review_on": m.next_review_on,
    })
}

/// Links a new risk to `control_ids` (one insert) and returns those controls
/// as [`linked_controls`] would, without reading back the links just written.
async fn link_new<C: ConnectionTrait>(
    conn: &C,
    risk_id: &str,
    control_ids: &[String],
) -> Result<Vec<control::Model>, RiskError> {
    use sea_orm::ActiveValue::Set;
    let unique: HashSet<&String> = control_ids.iter().collect();
    if unique.is_empty() {
        return Ok(vec![]);
    }
    risk_control::Entity::insert_many(unique.iter().map(|id| risk_control::ActiveModel {
        risk_id: Set(risk_id.to_owned()),
        control_id: Set((*id).clone()),
    }))
    .exec_without_returning(conn)
    .await
    .map_err(db_err)?;
    control::Entity::find()
        .filter(control::Column::Id.is_in(unique.into_iter().cloned()))
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
) -> Result<(), RiskError> {
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

/// Whether the category and the controls a risk names are not live ones.
///
/// `known_categories` (the cached category names, when at hand) spares the
/// lookup of a category it holds. It may be up to its cache's age behind a
/// category deleted by another replica, as a lookup outside the write's
/// transaction always was.
pub async fn unknown_references<C: ConnectionTrait>(
    conn: &C,
    input: &RiskInput,
    known_categories: Option<&HashMap<String, String>>,
) -> Result<Unknown, RiskError> {
    let mut unknown = Unknown::default();
    if let Some(cat) = input.category_id.as_deref().filter(|c| !c.is_empty())
        && !known_categories.is_some_and(|k| k.contains_key(cat))
        && super::categories::find(conn, cat).await?.is_none()
    {
        unknown.category = true;
    }
    if !input.control_ids.is_empty() {
        let found = control::Entity::find()
            .filter(control::Column::Id.is_in(input.control_ids.clone()))
            .filter(control::Column::DeletedAt.is_null())
            .count(conn)
            .await
            .map_err(db_err)?;
        let wanted: HashSet<&String> = input.control_ids.iter().collect();
        unknown.controls = found != wanted.len() as u64;
    }
    Ok(unknown)
}

fn empty_to_none(v: &Option<String>) -> Option<String> {
    v.as_ref()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
}

/// Copies the user's input (settled by `validate`) onto `m` (derived fields
/// are set by `rate`).
pub(super) fn apply_input(m: &mut risk::Model, input: &RiskInput) {
    m.title = input.title.trim().to_owned();
    m.description = input.description.clone();
    m.risk_event = input.risk_event.clone();
    m.causes = input.causes.clone();
    m.effects = input.effects.clone();
    m.category_id = empty_to_none(&input.category_id);
    m.function_id = empty_to_none(&input.function_id);
    m.owner_id = empty_to_none(&input.owner_id);
    m.status = input.status.clone();
    m.gross_likelihood = input.gross_likelihood as i32;
    m.gross_impact = input.gross_impact as i32;
    let expires_on = empty_to_none(&Some(input.acceptance_expires_on.clone()));
    // A new or changed acceptance is not in force until it is approved.
    if m.response != input.response
        || m.acceptance_expires_on != expires_on
        || m.acceptance_justification != input.acceptance_justification
    {
        m.acceptance_expired = false;
        m.acceptance_approved_by.clear();
    }
    m.acceptance_justification = input.acceptance_justification.clone();
    m.acceptance_expires_on = expires_on;
    if !input.next_review_on.is_empty() {
        m.next_review_on = Some(input.next_review_on.clone());
    }
    m.response = input.response.clone();
    m.appetite = input.appetite.clone();
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

pub use super::find_risk as find;

/// Creates a risk, the new controls it brings and its action plans (all
/// checked by `validate::risk_for_create`), in one transaction: either all
/// of it is stored or none; `status` is the workflow's for a new risk.
pub async fn create(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: RiskForCreate,
    status: Status,
) -> Result<RiskView, RiskError> {
    let reserved = reserve_reference(db, "R").await?;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let (m, control_ids) = insert_new(&txn, v, caller, req, status, reserved).await?;
    txn.commit().await.map_err(db_err)?;
    let mut out = RiskView::new(m, &v.method);
    out.control_ids = control_ids;
    Ok(out)
}

/// A new risk's row before its input and ratings are set.
pub(super) fn blank(
    v: &Versioned,
    caller: &Caller,
    status: Status,
    reference: String,
    now: chrono::DateTime<Utc>,
) -> risk::Model {
    risk::Model {
        id: new_id(),
        reference,
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
        acceptance_justification: String::new(),
        acceptance_expires_on: None,
        acceptance_expired: false,
        acceptance_approved_by: String::new(),
        next_review_on: Some(crate::domain::schedule::format_date(
            now.date_naive() + chrono::Duration::days(365),
        )),
        last_reviewed_at: None,
        reassessment_due: false,
        reassessment_reason: String::new(),
    }
}

/// One new risk with its new controls and plans, inside the caller's
/// transaction; `reserved` is its reference when taken beforehand.
async fn insert_new<C: ConnectionTrait>(
    txn: &C,
    v: &Versioned,
    caller: &Caller,
    req: RiskForCreate,
    status: Status,
    reserved: Option<String>,
) -> Result<(risk::Model, Vec<String>), RiskError> {
    let input = req.risk;
    let now = Utc::now();
    let mut control_ids = input.control_ids.clone();
    for c in &req.new_controls {
        let created = controls::insert(txn, v, caller, c).await?;
        control_ids.push(created.id);
    }
    let reference = match reserved {
        Some(r) => r,
        None => next_reference(txn, "risk", "R").await?,
    };
    let mut m = blank(v, caller, status, reference, now);
    apply_input(&mut m, &input);
    let controls = link_new(txn, &m.id, &control_ids).await?;
    rate(&mut m, v, &controls);
    save(txn, &m, true).await?;
    record_assessment(txn, &m, &caller.user_id, "created", now).await?;
    add_maker(txn, &m.id, &caller.user_id).await?;
    record_approval(
        txn,
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
        txn,
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
        plans::insert(txn, caller, &p).await?;
    }
    Ok((m, control_ids))
}

/// Replaces a risk's content and assessment (checked by
/// `validate::risk_for_update`); `decide` gives the workflow's next status
/// from the current one, inside the transaction.
pub async fn update(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: RiskForUpdate,
    decide: impl FnOnce(Status) -> Result<Status, RiskError>,
) -> Result<RiskView, RiskError> {
    let input = req.risk;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(RiskError::Stale("risk"));
    }
    let from = Status::parse(&before.approval_status).unwrap_or(Status::Proposed);
    let to = decide(from)?;
    let before_links: Vec<String> = linked_controls(&txn, &before.id)
        .await?
        .into_iter()
        .map(|c| c.id)
        .collect();
    let mut m = before.clone();
    apply_input(&mut m, &input);
    set_links(&txn, &m.id, &input.control_ids).await?;
    let controls = linked_controls(&txn, &m.id).await?;
    rate(&mut m, v, &controls);
    let now = Utc::now();
    let reassessed = !same_assessment(&before, &m);
    if reassessed {
        m.trend = m.net_score - before.net_score;
        record_assessment(&txn, &m, &caller.user_id, "updated", now).await?;
    }
    m.approval_status = to.as_str().into();
    m.version += 1;
    m.changed_by = caller.user_id.clone();
    m.updated_at = now;
    if reassessed {
        // A new assessment answers an incident's request (issue 14).
        super::reassessment::clear(&txn, caller, &mut m, ClearedBy::AssessmentUpdated).await?;
    }
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

/// submit, approve or reject: `decide` gives the next status from the
/// current one and the risk's makers (four eyes), inside the transaction.
pub async fn transition(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: RiskTransition,
    decide: impl FnOnce(Status, &[&str]) -> Result<Status, RiskError>,
) -> Result<RiskView, RiskError> {
    let action = req.action;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(RiskError::Stale("risk"));
    }
    let from = Status::parse(&before.approval_status).unwrap_or(Status::Proposed);
    let makers = makers(&txn, &before.id).await?;
    let makers: Vec<&str> = makers.iter().map(String::as_str).collect();
    let to = decide(from, &makers)?;
    let mut m = before.clone();
    m.approval_status = to.as_str().into();
    m.version += 1;
    m.updated_at = Utc::now();
    if to == Status::Approved && m.response == "accept" {
        // The acceptance is in force from here, on this approver's word.
        m.acceptance_approved_by = caller.name.clone();
    }
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

/// Soft delete: the risk leaves the register; its history stays. `decide`
/// as for [`update`].
pub async fn delete(
    db: &DatabaseConnection,
    caller: &Caller,
    req: RiskDeletion,
    decide: impl FnOnce(Status) -> Result<Status, RiskError>,
) -> Result<(), RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(RiskError::Stale("risk"));
    }
    let from = Status::parse(&before.approval_status).unwrap_or(Status::Proposed);
    let to = decide(from)?;
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

/// Adds category names and open action plan counts to a page of risks.
pub async fn decorate<C: ConnectionTrait>(
    conn: &C,
    v: &Versioned,
    rows: &[risk::Model],
) -> Result<Vec<RiskView>, RiskError> {
    let names = super::categories::names(conn).await?;
    decorate_with(conn, v, rows, &names).await
}

/// [`decorate`] with the category names at hand.
async fn decorate_with<C: ConnectionTrait>(
    conn: &C,
    v: &Versioned,
    rows: &[risk::Model],
    names: &std::collections::HashMap<String, String>,
) -> Result<Vec<RiskView>, RiskError> {
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
) -> Result<RiskDetail, RiskError> {
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
