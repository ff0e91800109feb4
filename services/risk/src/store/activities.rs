//! Control activities: the recurring work that proves a control. Completing
//! a periodic one schedules its next occurrence in the same transaction.

use std::collections::HashMap;

use chrono::Utc;
use platform::grpc::Caller;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder,
};
use serde_json::{Value, json};

use super::{audit, controls, db_err, entities::activity, entities::control, new_id, today};
use crate::domain::{
    RiskError,
    activity::{
        self as activity_rules, ActivityCompletion, ActivityFilter, ActivityForCreate,
        ActivityForUpdate, ActivityInput,
    },
    schedule,
};

/// An activity as the lists show it: the row, its control's reference and
/// its status today (`over` when incomplete past its due date).
#[derive(Clone, Debug)]
pub struct ActivityView {
    pub row: activity::Model,
    pub control_reference: Option<String>,
    pub status: String,
}

impl ActivityView {
    pub fn new(a: &activity::Model, control_reference: Option<&str>) -> Self {
        Self {
            row: a.clone(),
            control_reference: control_reference.map(str::to_owned),
            status: activity_rules::status_on(&a.status, &a.due_date, &today()),
        }
    }
}

/// A completed activity and the next occurrence of a periodic one.
#[derive(Clone, Debug)]
pub struct Completed {
    pub activity: ActivityView,
    pub next: Option<ActivityView>,
}

fn snapshot(a: &activity::Model) -> Value {
    json!({
        "control_id": a.control_id, "name": a.name, "owner_id": a.owner_id,
        "frequency": a.frequency, "repeat": a.repeat, "due_date": a.due_date,
        "status": a.status, "outcome": a.outcome, "comment": a.comment,
    })
}

async fn references<C: ConnectionTrait>(
    conn: &C,
    rows: &[activity::Model],
) -> Result<HashMap<String, String>, RiskError> {
    let ids: Vec<String> = rows.iter().map(|a| a.control_id.clone()).collect();
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    Ok(control::Entity::find()
        .filter(control::Column::Id.is_in(ids))
        .all(conn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|c| (c.id, c.reference))
        .collect())
}

pub async fn list(
    db: &DatabaseConnection,
    r: &ActivityFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<ActivityView>, u64), RiskError> {
    let mut c = Condition::all();
    if !r.control_id.is_empty() {
        c = c.add(activity::Column::ControlId.eq(r.control_id.as_str()));
    }
    if !r.owner_id.is_empty() {
        c = c.add(activity::Column::OwnerId.eq(r.owner_id.as_str()));
    }
    let day = today();
    match r.status.as_str() {
        "complete" => c = c.add(activity::Column::Status.eq("complete")),
        "incomplete" => {
            c = c
                .add(activity::Column::Status.eq("incomplete"))
                .add(activity::Column::DueDate.gte(day.as_str()))
        }
        "over" => {
            c = c
                .add(activity::Column::Status.eq("incomplete"))
                .add(activity::Column::DueDate.lt(day.as_str()))
        }
        _ => {}
    }
    // Live controls only.
    let live: Vec<String> = control::Entity::find()
        .filter(control::Column::DeletedAt.is_null())
        .all(db)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|c| c.id)
        .collect();
    c = c.add(activity::Column::ControlId.is_in(live));
    let paginator = activity::Entity::find()
        .filter(c)
        .order_by_asc(activity::Column::DueDate)
        .order_by_asc(activity::Column::Id)
        .paginate(db, per_page);
    let total = paginator.num_items().await.map_err(db_err)?;
    let rows = paginator
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    let refs = references(db, &rows).await?;
    Ok((
        rows.iter()
            .map(|a| ActivityView::new(a, refs.get(&a.control_id).map(String::as_str)))
            .collect(),
        total,
    ))
}

fn apply(a: &mut activity::Model, input: &ActivityInput) {
    a.name = input.name.trim().to_owned();
    a.owner_id = input.owner_id.clone().filter(|o| !o.trim().is_empty());
    a.frequency = input.frequency.clone();
    a.repeat = if input.frequency == "periodic" {
        input.repeat.clone()
    } else {
        String::new()
    };
    a.due_date = input.due_date.trim().to_owned();
}

async fn find<C: ConnectionTrait>(conn: &C, id: &str) -> Result<activity::Model, RiskError> {
    activity::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)?
        .ok_or_else(|| RiskError::not_found("ACTIVITY_NOT_FOUND", "control activity"))
}

pub async fn create(
    db: &DatabaseConnection,
    caller: &Caller,
    req: ActivityForCreate,
) -> Result<ActivityView, RiskError> {
    let ActivityForCreate {
        control_id,
        activity: input,
    } = req;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let c = controls::find(&txn, &control_id).await?;
    let mut a = activity::Model {
        id: new_id(),
        control_id: c.id.clone(),
        name: String::new(),
        owner_id: None,
        frequency: String::new(),
        repeat: String::new(),
        due_date: String::new(),
        status: "incomplete".into(),
        outcome: String::new(),
        comment: String::new(),
        completed_at: None,
        completed_by: None,
        created_at: Utc::now(),
    };
    apply(&mut a, &input);
    activity::Entity::insert(activity::ActiveModel::from(a.clone()))
        .exec_without_returning(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        "control_activity",
        &a.id,
        "created",
        Value::Null,
        snapshot(&a),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    Ok(ActivityView::new(&a, Some(&c.reference)))
}

pub async fn update(
    db: &DatabaseConnection,
    caller: &Caller,
    req: ActivityForUpdate,
) -> Result<ActivityView, RiskError> {
    let ActivityForUpdate {
        id,
        activity: input,
    } = req;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &id).await?;
    let mut a = before.clone();
    apply(&mut a, &input);
    activity::Entity::update(activity::ActiveModel::from(a.clone()).reset_all())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        "control_activity",
        &a.id,
        "updated",
        snapshot(&before),
        snapshot(&a),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    let refs = references(db, std::slice::from_ref(&a)).await?;
    Ok(ActivityView::new(
        &a,
        refs.get(&a.control_id).map(String::as_str),
    ))
}

pub async fn delete(db: &DatabaseConnection, caller: &Caller, id: &str) -> Result<(), RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, id).await?;
    activity::Entity::delete_by_id(id)
        .exec(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        "control_activity",
        id,
        "deleted",
        snapshot(&before),
        Value::Null,
    )
    .await?;
    txn.commit().await.map_err(db_err)
}

/// Completes an activity as complied or breached (the completion checked)
/// if `may_complete` allows it from its status inside the transaction; a
/// periodic one gets its next occurrence, one period after the due date it
/// fulfilled.
pub async fn complete(
    db: &DatabaseConnection,
    caller: &Caller,
    req: ActivityCompletion,
    may_complete: impl FnOnce(&str) -> Result<(), RiskError>,
) -> Result<Completed, RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    may_complete(&before.status)?;
    let c = controls::find(&txn, &before.control_id).await?;
    let mut a = before.clone();
    a.status = "complete".into();
    a.outcome = req.outcome.clone();
    a.comment = req.comment.trim().to_owned();
    a.completed_at = Some(Utc::now());
    a.completed_by = Some(caller.user_id.clone());
    activity::Entity::update(activity::ActiveModel::from(a.clone()).reset_all())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        "control_activity",
        &a.id,
        "completed",
        snapshot(&before),
        snapshot(&a),
    )
    .await?;
    let next = match schedule::parse_date(&a.due_date)
        .and_then(|due| schedule::next_due(&a.frequency, &a.repeat, due))
    {
        Some(due) => {
            let n = activity::Model {
                id: new_id(),
                due_date: schedule::format_date(due),
                status: "incomplete".into(),
                outcome: String::new(),
                comment: String::new(),
                completed_at: None,
                completed_by: None,
                created_at: Utc::now(),
                ..a.clone()
            };
            activity::Entity::insert(activity::ActiveModel::from(n.clone()))
                .exec_without_returning(&txn)
                .await
                .map_err(db_err)?;
            audit(
                &txn,
                caller,
                "control_activity",
                &n.id,
                "scheduled",
                Value::Null,
                snapshot(&n),
            )
            .await?;
            Some(n)
        }
        None => None,
    };
    txn.commit().await.map_err(db_err)?;
    Ok(Completed {
        activity: ActivityView::new(&a, Some(&c.reference)),
        next: next.map(|n| ActivityView::new(&n, Some(&c.reference))),
    })
}

/// Incomplete activities past their due date (dashboard).
pub async fn overdue(db: &DatabaseConnection, limit: u64) -> Result<Vec<ActivityView>, RiskError> {
    let req = ActivityFilter {
        status: "over".into(),
        ..Default::default()
    };
    Ok(list(db, &req, 1, limit).await?.0)
}
