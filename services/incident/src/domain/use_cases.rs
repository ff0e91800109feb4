//! The incident service's changes, step by step: each checks its input,
//! decides by the domain's rules (approval workflow, open/closed,
//! re-assessment) and has the store write the change and its audit events
//! in one transaction. `grpc/` calls these and wakes the outbox relay after
//! they return; the store never calls them.
//!
//! Approve, reject and delete take `incident.approve`: the gateway's route
//! table checks it (the signed caller carries no permissions to check here).

use chrono::{DateTime, NaiveDate, Utc};
use platform::{
    approval::{self, Action, Status as Approval},
    grpc::Caller,
};
use sea_orm::{ConnectionTrait, DatabaseConnection};
use serde::Serialize;
use serde_json::{Value, json};

use super::{
    IncidentError, category,
    incident::{
        ActionFilter, ActionInput, ActionStatusChange, IncidentDeletion, IncidentForCreate,
        IncidentForUpdate, IncidentInput, IncidentTransition, LessonPlanned, LossInput,
        ValidIncident,
    },
    reassessment, status, validate,
};
use crate::store::{
    self, actions,
    actions::ListedAction,
    categories,
    entities::{action, incident, lesson, loss},
    incidents::{self, IncidentDetailView, IncidentView},
    lessons, losses,
};

const INCIDENT: &str = "incident";
const ACTION: &str = "action";
const LOSS: &str = "loss";
const LESSON: &str = "lesson";

fn signed_in(caller: &Caller) -> Result<(), IncidentError> {
    if caller.user_id.is_empty() {
        Err(IncidentError::Forbidden)
    } else {
        Ok(())
    }
}

fn today() -> NaiveDate {
    Utc::now().date_naive()
}

fn to_json<T: Serialize>(t: &T) -> Value {
    serde_json::to_value(t).unwrap_or(Value::Null)
}

/// The audit snapshot of an incident: its row and its linked risks.
fn snapshot(row: &incident::Model, risk_ids: &[String]) -> Value {
    let mut v = to_json(row);
    if let Value::Object(m) = &mut v {
        m.insert("risk_ids".into(), json!(risk_ids));
    }
    v
}

fn count(n: u64) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}

/// Puts a checked content into `row`; gives back the risks to link.
fn apply(row: &mut incident::Model, valid: ValidIncident) -> Vec<String> {
    let ValidIncident {
        input:
            IncidentInput {
                title,
                description,
                category_id,
                risk_ids,
                function_id,
                location,
                occurred_on,
                reported_on,
                reported_by,
                reporter_type,
                detection_method,
                source,
                cause_category,
                experience_type,
                estimated_loss,
                max_potential_loss,
                escalation_level,
                manager_id,
                breach,
                // Read into `notified_at` below.
                notified_at: _,
                control_id,
            },
        notified_at,
    } = valid;
    row.title = title;
    row.description = description;
    row.category_id = category_id;
    row.function_id = function_id;
    row.location = location;
    row.occurred_on = occurred_on;
    row.reported_on = reported_on;
    row.reported_by = reported_by;
    row.reporter_type = reporter_type;
    row.detection_method = detection_method;
    row.source = source;
    row.cause_category = cause_category;
    row.experience_type = experience_type;
    row.estimated_loss = estimated_loss;
    row.max_potential_loss = max_potential_loss;
    row.escalation_level = escalation_level;
    row.manager_id = manager_id;
    row.breach = breach;
    row.notified_at = notified_at;
    row.control_id = control_id;
    risk_ids
}

/// Writes `incident.incident.reassessment_requested` for `risk_ids`
/// (nothing for a deleted incident or no risks).
async fn request_reassessment<C: ConnectionTrait>(
    conn: &C,
    caller: &Caller,
    row: &incident::Model,
    risk_ids: &[String],
    reason: &str,
) -> Result<(), IncidentError> {
    if row.deleted || risk_ids.is_empty() {
        return Ok(());
    }
    store::audit(
        conn,
        caller,
        INCIDENT,
        &row.id,
        "reassessment_requested",
        Value::Null,
        json!({
            "risk_ids": risk_ids,
            "reason": reason,
            "reference": row.reference,
            "title": row.title,
        }),
    )
    .await
}

fn check_version(row: &incident::Model, version: u32) -> Result<(), IncidentError> {
    if i64::from(row.version) != i64::from(version) {
        return Err(IncidentError::Stale("incident"));
    }
    Ok(())
}

fn approval_of(row: &incident::Model) -> Approval {
    Approval::parse(&row.approval_status).unwrap_or(Approval::Proposed)
}

/// The incident of `id`, locked for the change (deleted ones included).
async fn locked<C: ConnectionTrait>(conn: &C, id: &str) -> Result<incident::Model, IncidentError> {
    incidents::lock(conn, id)
        .await?
        .ok_or_else(IncidentError::incident_not_found)
}

/// The live incident of `id`, locked for the change (a deleted one is not
/// found for changes).
async fn live<C: ConnectionTrait>(conn: &C, id: &str) -> Result<incident::Model, IncidentError> {
    match incidents::lock(conn, id).await? {
        Some(row) if !row.deleted => Ok(row),
        _ => Err(IncidentError::incident_not_found()),
    }
}

fn new_action(
    incident_id: &str,
    a: ActionInput,
    caller: &Caller,
    now: DateTime<Utc>,
) -> action::Model {
    let ActionInput {
        title,
        owner_id,
        due_on,
    } = a;
    action::Model {
        id: store::new_id(),
        incident_id: incident_id.to_owned(),
        title,
        owner_id,
        due_on,
        status: "incomplete".into(),
        completed_at: None,
        created_by: caller.user_id.clone(),
        created_at: now,
    }
}

/// An incident with its first actions: proposed, or pending when submitted.
pub async fn create_incident(
    db: &DatabaseConnection,
    caller: &Caller,
    req: IncidentForCreate,
) -> Result<IncidentView, IncidentError> {
    signed_in(caller)?;
    let IncidentForCreate {
        incident: input,
        actions: action_inputs,
        submit,
    } = req;
    let category = incidents::category(db, input.category_id.trim()).await?;
    let (valid, action_inputs) =
        validate::incident_for_create(input, action_inputs, category.is_some(), today())?;
    let now = Utc::now();
    let total = action_inputs.len() as u64;
    let txn = store::begin(db).await?;
    let mut row = incident::Model {
        id: store::new_id(),
        reference: incidents::next_reference(&txn).await?,
        approval_status: approval::on_create(submit).as_str().into(),
        status: status::of(total, total).as_str().into(),
        open_actions: count(total),
        total_actions: count(total),
        version: 1,
        changed_by: caller.user_id.clone(),
        created_by: caller.user_id.clone(),
        created_at: now,
        updated_at: now,
        ..Default::default()
    };
    let risk_ids = apply(&mut row, valid);
    incidents::insert(&txn, &row).await?;
    incidents::set_risks(&txn, &row.id, &risk_ids).await?;
    incidents::add_maker(&txn, &row.id, &caller.user_id).await?;
    incidents::record_approval(&txn, caller, &row, "create", "", "").await?;
    store::audit(
        &txn,
        caller,
        INCIDENT,
        &row.id,
        "created",
        Value::Null,
        snapshot(&row, &risk_ids),
    )
    .await?;
    for a in action_inputs {
        let a = new_action(&row.id, a, caller, now);
        actions::insert(&txn, &a).await?;
        store::audit(
            &txn,
            caller,
            ACTION,
            &a.id,
            "created",
            Value::Null,
            to_json(&a),
        )
        .await?;
    }
    request_reassessment(&txn, caller, &row, &risk_ids, reassessment::LINKED).await?;
    let view = incidents::view(&txn, row).await?;
    store::commit(txn).await?;
    Ok(view)
}

/// Replaces an incident's content: the caller becomes a maker, and an
/// approved or pending incident waits for approval again.
pub async fn update_incident(
    db: &DatabaseConnection,
    caller: &Caller,
    req: IncidentForUpdate,
) -> Result<IncidentView, IncidentError> {
    signed_in(caller)?;
    let IncidentForUpdate {
        id,
        version,
        incident: input,
        submit,
    } = req;
    let category = incidents::category(db, input.category_id.trim()).await?;
    let valid = validate::incident_for_update(input, category.is_some(), today())?;
    let txn = store::begin(db).await?;
    let before = locked(&txn, &id).await?;
    check_version(&before, version)?;
    let from = approval_of(&before);
    let to = approval::next(from, Action::Edit { submit }, &caller.user_id, &[], "")?;
    let before_risks = incidents::risk_ids(&txn, &id).await?;
    let mut row = before.clone();
    let risk_ids = apply(&mut row, valid);
    row.approval_status = to.as_str().into();
    row.version += 1;
    row.changed_by = caller.user_id.clone();
    row.updated_at = Utc::now();
    incidents::update(&txn, &row).await?;
    incidents::set_risks(&txn, &id, &risk_ids).await?;
    incidents::add_maker(&txn, &id, &caller.user_id).await?;
    incidents::record_approval(&txn, caller, &row, "update", from.as_str(), "").await?;
    store::audit(
        &txn,
        caller,
        INCIDENT,
        &id,
        "updated",
        snapshot(&before, &before_risks),
        snapshot(&row, &risk_ids),
    )
    .await?;
    let gained = reassessment::newly_linked(&before_risks, &risk_ids);
    request_reassessment(&txn, caller, &row, &gained, reassessment::LINKED).await?;
    let view = incidents::view(&txn, row).await?;
    store::commit(txn).await?;
    Ok(view)
}

/// Soft-deletes an incident (approvers: the gateway checks
/// `incident.approve`).
pub async fn delete_incident(
    db: &DatabaseConnection,
    caller: &Caller,
    req: IncidentDeletion,
) -> Result<(), IncidentError> {
    signed_in(caller)?;
    let txn = store::begin(db).await?;
    let before = locked(&txn, &req.id).await?;
    check_version(&before, req.version)?;
    let from = approval_of(&before);
    let to = approval::next(from, Action::Delete, &caller.user_id, &[], "")?;
    let risk_ids = incidents::risk_ids(&txn, &req.id).await?;
    let mut row = before.clone();
    row.approval_status = to.as_str().into();
    row.deleted = true;
    row.version += 1;
    row.updated_at = Utc::now();
    incidents::update(&txn, &row).await?;
    incidents::record_approval(
        &txn,
        caller,
        &row,
        "delete",
        from.as_str(),
        req.comment.trim(),
    )
    .await?;
    store::audit(
        &txn,
        caller,
        INCIDENT,
        &req.id,
        "deleted",
        snapshot(&before, &risk_ids),
        snapshot(&row, &risk_ids),
    )
    .await?;
    store::commit(txn).await
}

/// Submits, approves or rejects an incident. Four eyes: none of its makers
/// may approve or reject it; a rejection says why. An approval forgets the
/// makers.
pub async fn transition_incident(
    db: &DatabaseConnection,
    caller: &Caller,
    req: IncidentTransition,
) -> Result<IncidentView, IncidentError> {
    signed_in(caller)?;
    let action = Action::requested(req.action.trim())
        .ok_or_else(|| IncidentError::field("action", "One of: submit, approve, reject."))?;
    let comment = req.comment.trim();
    let txn = store::begin(db).await?;
    let before = locked(&txn, &req.id).await?;
    check_version(&before, req.version)?;
    let from = approval_of(&before);
    let makers = incidents::makers(&txn, &req.id).await?;
    let makers: Vec<&str> = makers.iter().map(String::as_str).collect();
    let to = approval::next(from, action, &caller.user_id, &makers, comment)?;
    let risk_ids = incidents::risk_ids(&txn, &req.id).await?;
    let mut row = before.clone();
    row.approval_status = to.as_str().into();
    row.version += 1;
    row.updated_at = Utc::now();
    incidents::update(&txn, &row).await?;
    if action == Action::Approve {
        incidents::clear_makers(&txn, &req.id).await?;
    }
    incidents::record_approval(&txn, caller, &row, action.verb(), from.as_str(), comment).await?;
    let audit_action = match action {
        Action::Submit => "submitted",
        Action::Approve => "approved",
        _ => "rejected",
    };
    store::audit(
        &txn,
        caller,
        INCIDENT,
        &req.id,
        audit_action,
        snapshot(&before, &risk_ids),
        snapshot(&row, &risk_ids),
    )
    .await?;
    let view = incidents::view(&txn, row).await?;
    store::commit(txn).await?;
    Ok(view)
}

/// An incident's page (deleted ones included).
pub async fn get_incident(
    db: &DatabaseConnection,
    id: &str,
) -> Result<IncidentDetailView, IncidentError> {
    incidents::detail(db, id).await
}

/// Counts the incident's actions again and applies the open/closed rule:
/// a move is audited (`closed`, `reopened`), and `lessons` are recorded
/// when it closes.
async fn settle<C: ConnectionTrait>(
    conn: &C,
    caller: &Caller,
    row: &mut incident::Model,
    now: DateTime<Utc>,
    new_lessons: &[String],
) -> Result<(), IncidentError> {
    let before = row.clone();
    let (total, open) = actions::counts(conn, &row.id).await?;
    let after = status::of(total, open);
    let moved = status::change(&before.status, after);
    row.total_actions = count(total);
    row.open_actions = count(open);
    row.status = after.as_str().into();
    match moved {
        Some("closed") => row.closed_at = Some(now),
        Some(_) => row.closed_at = None,
        None => {}
    }
    row.updated_at = now;
    incidents::update(conn, row).await?;
    let Some(moved) = moved else {
        return Ok(());
    };
    let risk_ids = incidents::risk_ids(conn, &row.id).await?;
    store::audit(
        conn,
        caller,
        INCIDENT,
        &row.id,
        moved,
        snapshot(&before, &risk_ids),
        snapshot(row, &risk_ids),
    )
    .await?;
    if moved == "closed" {
        for text in new_lessons {
            let l = lesson::Model {
                id: store::new_id(),
                incident_id: row.id.clone(),
                text: text.clone(),
                risk_id: String::new(),
                action_plan_id: String::new(),
                created_by: caller.user_id.clone(),
                created_at: now,
            };
            lessons::insert(conn, &l).await?;
            store::audit(
                conn,
                caller,
                LESSON,
                &l.id,
                "created",
                Value::Null,
                to_json(&l),
            )
            .await?;
        }
    }
    Ok(())
}

async fn action_of<C: ConnectionTrait>(conn: &C, id: &str) -> Result<action::Model, IncidentError> {
    actions::find(conn, id)
        .await?
        .ok_or_else(|| IncidentError::not_found("ACTION_NOT_FOUND", "action"))
}

/// Adds an action to a live incident; a closed one reopens.
pub async fn create_action(
    db: &DatabaseConnection,
    caller: &Caller,
    incident_id: &str,
    input: ActionInput,
) -> Result<action::Model, IncidentError> {
    signed_in(caller)?;
    let input = validate::action_input(input)?;
    let now = Utc::now();
    let txn = store::begin(db).await?;
    let mut row = live(&txn, incident_id).await?;
    let a = new_action(incident_id, input, caller, now);
    actions::insert(&txn, &a).await?;
    store::audit(
        &txn,
        caller,
        ACTION,
        &a.id,
        "created",
        Value::Null,
        to_json(&a),
    )
    .await?;
    settle(&txn, caller, &mut row, now, &[]).await?;
    store::commit(txn).await?;
    Ok(a)
}

/// Replaces an action's title, owner and due day.
pub async fn update_action(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
    input: ActionInput,
) -> Result<action::Model, IncidentError> {
    signed_in(caller)?;
    let ActionInput {
        title,
        owner_id,
        due_on,
    } = validate::action_input(input)?;
    let txn = store::begin(db).await?;
    let before = action_of(&txn, id).await?;
    live(&txn, &before.incident_id).await?;
    let a = action::Model {
        title,
        owner_id,
        due_on,
        ..before.clone()
    };
    actions::update(&txn, &a).await?;
    store::audit(
        &txn,
        caller,
        ACTION,
        id,
        "updated",
        to_json(&before),
        to_json(&a),
    )
    .await?;
    store::commit(txn).await?;
    Ok(a)
}

/// Completes or reopens an action; the incident's status follows (the last
/// completion closes it and records the lessons given).
pub async fn set_action_status(
    db: &DatabaseConnection,
    caller: &Caller,
    req: ActionStatusChange,
) -> Result<(action::Model, IncidentView), IncidentError> {
    signed_in(caller)?;
    let new_lessons = if req.complete {
        validate::lessons(req.lessons)?
    } else {
        Vec::new()
    };
    let now = Utc::now();
    let txn = store::begin(db).await?;
    let before = action_of(&txn, &req.id).await?;
    let mut row = live(&txn, &before.incident_id).await?;
    let mut a = before.clone();
    let changed = (before.status == "complete") != req.complete;
    if changed {
        if req.complete {
            a.status = "complete".into();
            a.completed_at = Some(now);
        } else {
            a.status = "incomplete".into();
            a.completed_at = None;
        }
        actions::update(&txn, &a).await?;
        let verb = if req.complete {
            "completed"
        } else {
            "reopened"
        };
        store::audit(
            &txn,
            caller,
            ACTION,
            &a.id,
            verb,
            to_json(&before),
            to_json(&a),
        )
        .await?;
        settle(&txn, caller, &mut row, now, &new_lessons).await?;
    }
    let view = incidents::view(&txn, row).await?;
    store::commit(txn).await?;
    Ok((a, view))
}

/// Deletes an action for good; the incident's status follows the rest.
pub async fn delete_action(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
) -> Result<(), IncidentError> {
    signed_in(caller)?;
    let now = Utc::now();
    let txn = store::begin(db).await?;
    let before = action_of(&txn, id).await?;
    let mut row = live(&txn, &before.incident_id).await?;
    actions::delete(&txn, id).await?;
    store::audit(
        &txn,
        caller,
        ACTION,
        id,
        "deleted",
        to_json(&before),
        Value::Null,
    )
    .await?;
    settle(&txn, caller, &mut row, now, &[]).await?;
    store::commit(txn).await
}

/// One page of actions across live incidents, and how many match.
pub async fn list_actions(
    db: &DatabaseConnection,
    filter: &ActionFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<ListedAction>, u64), IncidentError> {
    validate::action_filter(filter)?;
    let today = today().format("%Y-%m-%d").to_string();
    actions::list(db, filter, &today, page, per_page).await
}

/// The incident's actual loss: actual losses less recoveries.
fn net_loss(rows: &[loss::Model]) -> f64 {
    rows.iter()
        .map(|l| {
            if l.kind == "recovery" {
                -l.amount
            } else {
                l.amount
            }
        })
        .sum()
}

/// Books the new actual loss on `row` (after a loss was added or removed).
async fn book_net<C: ConnectionTrait>(
    conn: &C,
    row: &mut incident::Model,
) -> Result<f64, IncidentError> {
    let previous = row.actual_loss;
    row.actual_loss = net_loss(&losses::of_incident(conn, &row.id).await?);
    row.updated_at = Utc::now();
    incidents::update(conn, row).await?;
    Ok(previous)
}

/// Books a loss or a recovery; when the actual loss first passes the
/// category's threshold, the linked risks are asked to be re-assessed.
pub async fn add_loss(
    db: &DatabaseConnection,
    caller: &Caller,
    input: LossInput,
) -> Result<loss::Model, IncidentError> {
    signed_in(caller)?;
    let v = validate::loss(input, today())?;
    let txn = store::begin(db).await?;
    let mut row = live(&txn, &v.incident_id).await?;
    let l = loss::Model {
        id: store::new_id(),
        incident_id: v.incident_id,
        kind: v.kind,
        amount: v.amount,
        booked_on: v.booked_on.format("%Y-%m-%d").to_string(),
        note: v.note,
        created_by: caller.user_id.clone(),
        created_at: Utc::now(),
    };
    losses::insert(&txn, &l).await?;
    store::audit(
        &txn,
        caller,
        LOSS,
        &l.id,
        "created",
        Value::Null,
        to_json(&l),
    )
    .await?;
    let previous = book_net(&txn, &mut row).await?;
    let threshold = incidents::category(&txn, &row.category_id)
        .await?
        .map_or(0.0, |c| c.loss_threshold);
    if reassessment::passes_threshold(threshold, previous, row.actual_loss) {
        let risk_ids = incidents::risk_ids(&txn, &row.id).await?;
        request_reassessment(&txn, caller, &row, &risk_ids, reassessment::LOSS_THRESHOLD).await?;
    }
    store::commit(txn).await?;
    Ok(l)
}

/// Removes a booked loss; the actual loss follows.
pub async fn delete_loss(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
) -> Result<(), IncidentError> {
    signed_in(caller)?;
    let txn = store::begin(db).await?;
    let l = losses::find(&txn, id)
        .await?
        .ok_or_else(|| IncidentError::not_found("LOSS_NOT_FOUND", "loss"))?;
    let mut row = live(&txn, &l.incident_id).await?;
    losses::delete(&txn, id).await?;
    store::audit(&txn, caller, LOSS, id, "deleted", to_json(&l), Value::Null).await?;
    book_net(&txn, &mut row).await?;
    store::commit(txn).await
}

/// Records a lesson learned on a live incident.
pub async fn add_lesson(
    db: &DatabaseConnection,
    caller: &Caller,
    incident_id: &str,
    text: &str,
) -> Result<lesson::Model, IncidentError> {
    signed_in(caller)?;
    let text = validate::lesson(text)?;
    let txn = store::begin(db).await?;
    live(&txn, incident_id).await?;
    let l = lesson::Model {
        id: store::new_id(),
        incident_id: incident_id.to_owned(),
        text,
        risk_id: String::new(),
        action_plan_id: String::new(),
        created_by: caller.user_id.clone(),
        created_at: Utc::now(),
    };
    lessons::insert(&txn, &l).await?;
    store::audit(
        &txn,
        caller,
        LESSON,
        &l.id,
        "created",
        Value::Null,
        to_json(&l),
    )
    .await?;
    store::commit(txn).await?;
    Ok(l)
}

/// Notes that a lesson became an action plan on a risk.
pub async fn mark_lesson_planned(
    db: &DatabaseConnection,
    caller: &Caller,
    req: LessonPlanned,
) -> Result<lesson::Model, IncidentError> {
    signed_in(caller)?;
    validate::lesson_planned(&req)?;
    let txn = store::begin(db).await?;
    let before = lessons::find(&txn, &req.id)
        .await?
        .ok_or_else(|| IncidentError::not_found("LESSON_NOT_FOUND", "lesson"))?;
    let l = lesson::Model {
        risk_id: req.risk_id.trim().to_owned(),
        action_plan_id: req.action_plan_id.trim().to_owned(),
        ..before.clone()
    };
    lessons::update(&txn, &l).await?;
    store::audit(
        &txn,
        caller,
        LESSON,
        &l.id,
        "planned",
        to_json(&before),
        to_json(&l),
    )
    .await?;
    store::commit(txn).await?;
    Ok(l)
}

// ---------------------------------------------------------------- categories

/// Creates a category under the tree's rules (its audit event in the same
/// transaction).
pub async fn create_category(
    db: &DatabaseConnection,
    caller: &Caller,
    input: category::CategoryInput,
) -> Result<categories::CategoryView, IncidentError> {
    let input = category::validate(input)?;
    let name = input.name.clone();
    categories::create(db, caller, input, |tree, parent| {
        category::check_parent(tree, None, parent)?;
        category::check_name(tree, None, parent, &name)
    })
    .await
}

/// Renames, moves or describes a category under the tree's rules.
pub async fn update_category(
    db: &DatabaseConnection,
    caller: &Caller,
    req: category::CategoryForUpdate,
) -> Result<categories::CategoryView, IncidentError> {
    let category::CategoryForUpdate { id, category } = req;
    let category = category::validate(category)?;
    let name = category.name.clone();
    let at = id.clone();
    categories::update(
        db,
        caller,
        category::CategoryForUpdate { id, category },
        |tree, parent| {
            category::check_parent(tree, Some(&at), parent)?;
            category::check_name(tree, Some(&at), parent, &name)
        },
    )
    .await
}

/// Deletes a category no live incident and no sub-category uses.
pub async fn delete_category(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
) -> Result<(), IncidentError> {
    categories::delete(db, caller, id, category::may_delete).await
}
