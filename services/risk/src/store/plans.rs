//! Action plans: work to treat a risk or improve a control.

use std::collections::HashMap;

use chrono::Utc;
use platform::grpc::Caller;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait,
    Order, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    sea_query::{Expr, ExprTrait},
};
use serde_json::{Value, json};

use super::{
    audit, db_err,
    entities::{action_plan as plan, control, risk},
    new_id, next_reference, today,
};
use crate::domain::{
    RiskError, plan as plan_rules,
    plan::{PlanDeletion, PlanFilter, PlanForUpdate, PlanInput},
    validate::Unknown,
};

/// An action plan as the lists show it: the row, the reference of its risk
/// and whether it is overdue today.
#[derive(Clone, Debug)]
pub struct PlanView {
    pub row: plan::Model,
    pub risk_reference: Option<String>,
    pub overdue: bool,
}

async fn decorate<C: ConnectionTrait>(
    conn: &C,
    rows: &[plan::Model],
) -> Result<Vec<PlanView>, RiskError> {
    let ids: Vec<String> = rows.iter().filter_map(|p| p.risk_id.clone()).collect();
    let refs: HashMap<String, String> = if ids.is_empty() {
        HashMap::new()
    } else {
        risk::Entity::find()
            .filter(risk::Column::Id.is_in(ids))
            .all(conn)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|r| (r.id, r.reference))
            .collect()
    };
    Ok(rows
        .iter()
        .map(|p| PlanView {
            row: p.clone(),
            risk_reference: p.risk_id.as_ref().and_then(|r| refs.get(r).cloned()),
            overdue: plan_rules::is_overdue(&p.status, &p.due_date, &today()),
        })
        .collect())
}

fn snapshot(p: &plan::Model) -> Value {
    json!({
        "reference": p.reference, "title": p.title, "description": p.description,
        "risk_id": p.risk_id, "control_id": p.control_id, "owner_id": p.owner_id,
        "priority": p.priority, "start_date": p.start_date, "due_date": p.due_date,
        "progress": p.progress, "status": p.status, "version": p.version,
    })
}

fn opt(v: &Option<String>) -> Option<String> {
    v.as_ref()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
}

fn apply(p: &mut plan::Model, input: &PlanInput) {
    p.title = input.title.trim().to_owned();
    p.description = input.description.clone();
    p.risk_id = opt(&input.risk_id);
    p.control_id = opt(&input.control_id);
    p.owner_id = opt(&input.owner_id);
    p.priority = input.priority.clone();
    p.start_date = input.start_date.trim().to_owned();
    p.due_date = input.due_date.trim().to_owned();
    p.progress = input.progress as i32;
    p.status = input.status.clone();
}

/// Whether the risk and the control a plan names are not live ones.
pub async fn unknown_links<C: ConnectionTrait>(
    conn: &C,
    input: &PlanInput,
) -> Result<Unknown, RiskError> {
    let mut unknown = Unknown::default();
    if let Some(r) = opt(&input.risk_id)
        && risk::Entity::find_by_id(&r)
            .one(conn)
            .await
            .map_err(db_err)?
            .is_none_or(|r| r.deleted_at.is_some())
    {
        unknown.risks = true;
    }
    if let Some(c) = opt(&input.control_id)
        && control::Entity::find_by_id(&c)
            .one(conn)
            .await
            .map_err(db_err)?
            .is_none_or(|c| c.deleted_at.is_some())
    {
        unknown.controls = true;
    }
    Ok(unknown)
}

/// Inserts a plan (checked and settled by `validate::plan_input`) with its
/// audit event.
pub async fn insert<C: ConnectionTrait>(
    conn: &C,
    caller: &Caller,
    input: &PlanInput,
) -> Result<plan::Model, RiskError> {
    let now = Utc::now();
    let mut p = plan::Model {
        id: new_id(),
        reference: next_reference(conn, "action_plan", "AP").await?,
        title: String::new(),
        description: String::new(),
        risk_id: None,
        control_id: None,
        owner_id: None,
        priority: String::new(),
        start_date: String::new(),
        due_date: String::new(),
        progress: 0,
        status: String::new(),
        version: 1,
        created_at: now,
        updated_at: now,
        deleted_at: None,
    };
    apply(&mut p, input);
    plan::Entity::insert(plan::ActiveModel::from(p.clone()))
        .exec_without_returning(conn)
        .await
        .map_err(db_err)?;
    audit(
        conn,
        caller,
        "action_plan",
        &p.id,
        "created",
        Value::Null,
        snapshot(&p),
    )
    .await?;
    Ok(p)
}

/// Stores a plan (its input checked and settled, its links found).
pub async fn create(
    db: &DatabaseConnection,
    caller: &Caller,
    input: PlanInput,
) -> Result<PlanView, RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let p = insert(&txn, caller, &input).await?;
    txn.commit().await.map_err(db_err)?;
    Ok(decorate(db, std::slice::from_ref(&p)).await?.remove(0))
}

async fn find<C: ConnectionTrait>(conn: &C, id: &str) -> Result<plan::Model, RiskError> {
    plan::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)?
        .filter(|p| p.deleted_at.is_none())
        .ok_or_else(|| RiskError::not_found("ACTION_PLAN_NOT_FOUND", "action plan"))
}

pub async fn get(db: &DatabaseConnection, id: &str) -> Result<PlanView, RiskError> {
    let p = find(db, id).await?;
    Ok(decorate(db, std::slice::from_ref(&p)).await?.remove(0))
}

/// Replaces a plan's content (as for [`create`]) at the version read.
pub async fn update(
    db: &DatabaseConnection,
    caller: &Caller,
    req: PlanForUpdate,
) -> Result<PlanView, RiskError> {
    let input = req.plan;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(RiskError::Stale("action plan"));
    }
    let mut p = before.clone();
    apply(&mut p, &input);
    p.version += 1;
    p.updated_at = Utc::now();
    plan::Entity::update(plan::ActiveModel::from(p.clone()).reset_all())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        "action_plan",
        &p.id,
        "updated",
        snapshot(&before),
        snapshot(&p),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    Ok(decorate(db, std::slice::from_ref(&p)).await?.remove(0))
}

pub async fn delete(
    db: &DatabaseConnection,
    caller: &Caller,
    req: PlanDeletion,
) -> Result<(), RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(RiskError::Stale("action plan"));
    }
    let mut p = before.clone();
    p.deleted_at = Some(Utc::now());
    p.version += 1;
    plan::Entity::update(plan::ActiveModel::from(p.clone()).reset_all())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        "action_plan",
        &p.id,
        "deleted",
        snapshot(&before),
        Value::Null,
    )
    .await?;
    txn.commit().await.map_err(db_err)
}

pub async fn list(
    db: &DatabaseConnection,
    r: &PlanFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<PlanView>, u64), RiskError> {
    let mut c = Condition::all().add(plan::Column::DeletedAt.is_null());
    let q = r.q.trim().to_lowercase();
    if !q.is_empty() {
        c = c.add(platform::db::contains_any(
            [plan::Column::Title, plan::Column::Reference],
            &q,
        ));
    }
    for (col, value) in [
        (plan::Column::Status, &r.status),
        (plan::Column::Priority, &r.priority),
        (plan::Column::OwnerId, &r.owner_id),
        (plan::Column::RiskId, &r.risk_id),
        (plan::Column::ControlId, &r.control_id),
    ] {
        if !value.is_empty() {
            c = c.add(col.eq(value.as_str()));
        }
    }
    if r.overdue {
        c = c
            .add(plan::Column::Status.ne("complete"))
            .add(plan::Column::DueDate.lt(today()));
    }
    let (name, desc) = super::sort_spec(
        &r.sort,
        &["reference", "title", "due_date", "progress", "priority"],
        "due_date",
    );
    let col = match name {
        "reference" => plan::Column::Reference,
        "title" => plan::Column::Title,
        "progress" => plan::Column::Progress,
        "priority" => plan::Column::Priority,
        _ => plan::Column::DueDate,
    };
    let order = if desc { Order::Desc } else { Order::Asc };
    let paginator = plan::Entity::find()
        .filter(c)
        .order_by(col, order.clone())
        .order_by(plan::Column::Reference, order)
        .paginate(db, per_page);
    let total = paginator.num_items().await.map_err(db_err)?;
    let rows = paginator
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    Ok((decorate(db, &rows).await?, total))
}

pub async fn for_risk<C: ConnectionTrait>(
    conn: &C,
    risk_id: &str,
) -> Result<Vec<PlanView>, RiskError> {
    let rows = plan::Entity::find()
        .filter(plan::Column::RiskId.eq(risk_id))
        .filter(plan::Column::DeletedAt.is_null())
        .order_by_asc(plan::Column::DueDate)
        .all(conn)
        .await
        .map_err(db_err)?;
    decorate(conn, &rows).await
}

pub async fn for_control<C: ConnectionTrait>(
    conn: &C,
    control_id: &str,
) -> Result<Vec<PlanView>, RiskError> {
    let rows = plan::Entity::find()
        .filter(plan::Column::ControlId.eq(control_id))
        .filter(plan::Column::DeletedAt.is_null())
        .order_by_asc(plan::Column::DueDate)
        .all(conn)
        .await
        .map_err(db_err)?;
    decorate(conn, &rows).await
}

/// Plans not yet complete, per risk.
/// Open action plans of every risk that has any (the register's column).
pub async fn all_open_counts<C: ConnectionTrait>(
    conn: &C,
) -> Result<HashMap<String, u32>, RiskError> {
    let rows: Vec<(Option<String>, i64)> = plan::Entity::find()
        .select_only()
        .column(plan::Column::RiskId)
        .column_as(Expr::col(plan::Column::Id).count(), "n")
        .filter(plan::Column::RiskId.is_not_null())
        .filter(plan::Column::DeletedAt.is_null())
        .filter(plan::Column::Status.ne("complete"))
        .group_by(plan::Column::RiskId)
        .into_tuple()
        .all(conn)
        .await
        .map_err(db_err)?;
    Ok(rows
        .into_iter()
        .filter_map(|(k, n)| k.map(|k| (k, u32::try_from(n).unwrap_or(0))))
        .collect())
}

pub async fn open_counts<C: ConnectionTrait>(
    conn: &C,
    risk_ids: &[String],
) -> Result<HashMap<String, u32>, RiskError> {
    if risk_ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(Option<String>, i64)> = plan::Entity::find()
        .select_only()
        .column(plan::Column::RiskId)
        .column_as(Expr::col(plan::Column::Id).count(), "n")
        .filter(plan::Column::RiskId.is_in(risk_ids.to_vec()))
        .filter(plan::Column::DeletedAt.is_null())
        .filter(plan::Column::Status.ne("complete"))
        .group_by(plan::Column::RiskId)
        .into_tuple()
        .all(conn)
        .await
        .map_err(db_err)?;
    Ok(rows
        .into_iter()
        .filter_map(|(k, n)| k.map(|k| (k, u32::try_from(n).unwrap_or(0))))
        .collect())
}
