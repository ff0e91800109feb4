//! Controls and their links to risks. A change to a control's rating, state
//! or intention re-rates the risks it is linked to.

use std::collections::HashMap;

use chrono::Utc;
use platform::grpc::Caller;
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait,
    DatabaseConnection, EntityTrait, Order, PaginatorTrait, QueryFilter, QueryOrder,
};
use serde_json::{Value, json};

use super::{
    audit, db_err,
    entities::{activity, control, risk, risk_control},
    new_id, next_reference, plans, risk_rating, today,
};
use crate::domain::{
    RiskError,
    control::{ControlDeletion, ControlFilter, ControlForUpdate, ControlInput},
    method::{Method, Rated, Versioned},
    validate::Unknown,
};

fn u(v: i32) -> u32 {
    u32::try_from(v).unwrap_or(0)
}

/// A control as the lists show it: the row, its rating under the current
/// method, its linked risks and the state of its activities.
#[derive(Clone, Debug)]
pub struct ControlView {
    pub row: control::Model,
    pub rating: Rated,
    pub risk_ids: Vec<String>,
    pub open_activities: u32,
    pub overdue_activities: u32,
    /// The outcome of the last completed activity (complied or breached).
    pub compliance: String,
}

/// What the audit trail records of a control.
pub fn snapshot(c: &control::Model, risk_ids: &[String]) -> Value {
    json!({
        "reference": c.reference, "title": c.title, "description": c.description,
        "intention": c.intention, "criticality": c.criticality, "owner_id": c.owner_id,
        "function_id": c.function_id, "category_id": c.category_id, "state": c.state,
        "adequacy": c.adequacy, "effectiveness": c.effectiveness, "risk_ids": risk_ids,
        "version": c.version,
    })
}

fn opt(v: &Option<String>) -> Option<String> {
    v.as_ref()
        .map(|s| s.trim().to_owned())
        .filter(|s| !s.is_empty())
}

/// Puts a control input (checked) into the row.
pub fn apply(c: &mut control::Model, input: &ControlInput) {
    c.title = input.title.trim().to_owned();
    c.description = input.description.clone();
    c.intention = input.intention.clone();
    c.criticality = input.criticality.clone();
    c.category_id = opt(&input.category_id);
    c.function_id = opt(&input.function_id);
    c.owner_id = opt(&input.owner_id);
    c.state = input.state.clone();
    c.adequacy = input.adequacy as i32;
    c.effectiveness = input.effectiveness as i32;
    c.score = c.adequacy * c.effectiveness;
}

async fn link_risks<C: ConnectionTrait>(
    conn: &C,
    control_id: &str,
    risk_ids: &[String],
) -> Result<(), RiskError> {
    risk_control::Entity::delete_many()
        .filter(risk_control::Column::ControlId.eq(control_id))
        .exec(conn)
        .await
        .map_err(db_err)?;
    let mut seen = std::collections::HashSet::new();
    for id in risk_ids.iter().filter(|id| seen.insert(*id)) {
        risk_control::Entity::insert(risk_control::ActiveModel {
            risk_id: Set(id.clone()),
            control_id: Set(control_id.to_owned()),
        })
        .exec_without_returning(conn)
        .await
        .map_err(db_err)?;
    }
    Ok(())
}

/// Which of the risks a control input names are not live risks.
pub async fn unknown_risks<C: ConnectionTrait>(
    conn: &C,
    ids: &[String],
) -> Result<Unknown, RiskError> {
    if ids.is_empty() {
        return Ok(Unknown::default());
    }
    let unique: std::collections::HashSet<&String> = ids.iter().collect();
    let found = risk::Entity::find()
        .filter(risk::Column::Id.is_in(ids.to_vec()))
        .filter(risk::Column::DeletedAt.is_null())
        .count(conn)
        .await
        .map_err(db_err)?;
    Ok(Unknown {
        risks: found != unique.len() as u64,
        ..Unknown::default()
    })
}

/// A new control's row before its (checked) input is applied.
pub fn blank(caller: &Caller, reference: String, now: chrono::DateTime<Utc>) -> control::Model {
    control::Model {
        id: new_id(),
        reference,
        title: String::new(),
        description: String::new(),
        intention: String::new(),
        criticality: String::new(),
        category_id: None,
        function_id: None,
        owner_id: None,
        state: String::new(),
        adequacy: 1,
        effectiveness: 1,
        score: 1,
        version: 1,
        created_by: caller.user_id.clone(),
        created_at: now,
        updated_at: now,
        deleted_at: None,
    }
}

/// Inserts a control (validated by the caller) with its audit event.
pub async fn insert<C: ConnectionTrait>(
    conn: &C,
    _v: &Versioned,
    caller: &Caller,
    input: &ControlInput,
) -> Result<control::Model, RiskError> {
    let reference = next_reference(conn, "control", "C").await?;
    let mut c = blank(caller, reference, Utc::now());
    apply(&mut c, input);
    control::Entity::insert(control::ActiveModel::from(c.clone()))
        .exec_without_returning(conn)
        .await
        .map_err(db_err)?;
    link_risks(conn, &c.id, &input.risk_ids).await?;
    audit(
        conn,
        caller,
        "control",
        &c.id,
        "created",
        Value::Null,
        snapshot(&c, &input.risk_ids),
    )
    .await?;
    Ok(c)
}

/// Stores a control (its input checked) and re-rates the risks it is linked to.
pub async fn create(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    input: ControlInput,
) -> Result<ControlView, RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let c = insert(&txn, v, caller, &input).await?;
    risk_rating::rerate(
        &txn,
        &v.method,
        v,
        caller,
        &input.risk_ids,
        &format!("control {} added", c.reference),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    Ok(decorate(db, &v.method, std::slice::from_ref(&c))
        .await?
        .remove(0))
}

pub async fn find<C: ConnectionTrait>(conn: &C, id: &str) -> Result<control::Model, RiskError> {
    control::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)?
        .filter(|c| c.deleted_at.is_none())
        .ok_or_else(|| RiskError::not_found("CONTROL_NOT_FOUND", "control"))
}

/// Replaces a control's content (its input checked) and re-rates the risks
/// it was or is linked to.
pub async fn update(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: ControlForUpdate,
) -> Result<ControlView, RiskError> {
    let input = req.control;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(RiskError::Stale("control"));
    }
    let before_risks = risk_rating::linked_to_control(&txn, &before.id).await?;
    let mut c = before.clone();
    apply(&mut c, &input);
    c.version += 1;
    c.updated_at = Utc::now();
    control::Entity::update(control::ActiveModel::from(c.clone()).reset_all())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    link_risks(&txn, &c.id, &input.risk_ids).await?;
    audit(
        &txn,
        caller,
        "control",
        &c.id,
        "updated",
        snapshot(&before, &before_risks),
        snapshot(&c, &input.risk_ids),
    )
    .await?;
    let mut affected = before_risks;
    affected.extend(input.risk_ids.iter().cloned());
    affected.sort();
    affected.dedup();
    risk_rating::rerate(
        &txn,
        &v.method,
        v,
        caller,
        &affected,
        &format!("control {} changed", c.reference),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    Ok(decorate(db, &v.method, std::slice::from_ref(&c))
        .await?
        .remove(0))
}

pub async fn delete(
    db: &DatabaseConnection,
    v: &Versioned,
    caller: &Caller,
    req: ControlDeletion,
) -> Result<(), RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &req.id).await?;
    if before.version != req.version as i32 {
        return Err(RiskError::Stale("control"));
    }
    let linked = risk_rating::linked_to_control(&txn, &before.id).await?;
    let mut c = before.clone();
    c.deleted_at = Some(Utc::now());
    c.version += 1;
    control::Entity::update(control::ActiveModel::from(c.clone()).reset_all())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    link_risks(&txn, &c.id, &[]).await?;
    audit(
        &txn,
        caller,
        "control",
        &c.id,
        "deleted",
        snapshot(&before, &linked),
        Value::Null,
    )
    .await?;
    risk_rating::rerate(
        &txn,
        &v.method,
        v,
        caller,
        &linked,
        &format!("control {} deleted", c.reference),
    )
    .await?;
    txn.commit().await.map_err(db_err)
}

/// Adds linked risk ids, activity counts and compliance to controls.
pub async fn decorate<C: ConnectionTrait>(
    conn: &C,
    method: &Method,
    rows: &[control::Model],
) -> Result<Vec<ControlView>, RiskError> {
    let ids: Vec<String> = rows.iter().map(|c| c.id.clone()).collect();
    let mut links: HashMap<String, Vec<String>> = HashMap::new();
    if !ids.is_empty() {
        for l in risk_control::Entity::find()
            .filter(risk_control::Column::ControlId.is_in(ids.clone()))
            .all(conn)
            .await
            .map_err(db_err)?
        {
            links.entry(l.control_id).or_default().push(l.risk_id);
        }
    }
    let mut stats = stats(conn, &ids).await?;
    Ok(rows
        .iter()
        .map(|c| {
            let Stats {
                open,
                overdue,
                compliance,
            } = stats.remove(&c.id).unwrap_or_default();
            ControlView {
                rating: method.rate_control(u(c.adequacy), u(c.effectiveness)),
                risk_ids: links.remove(&c.id).unwrap_or_default(),
                open_activities: open,
                overdue_activities: overdue,
                compliance,
                row: c.clone(),
            }
        })
        .collect())
}

pub async fn list(
    db: &DatabaseConnection,
    method: &Method,
    f: &ControlFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<ControlView>, u64), RiskError> {
    let mut c = Condition::all().add(control::Column::DeletedAt.is_null());
    let q = f.q.trim().to_lowercase();
    if !q.is_empty() {
        c = c.add(platform::db::contains_any(
            [control::Column::Title, control::Column::Reference],
            &q,
        ));
    }
    for (col, value) in [
        (control::Column::State, &f.state),
        (control::Column::Intention, &f.intention),
        (control::Column::Criticality, &f.criticality),
        (control::Column::OwnerId, &f.owner_id),
    ] {
        if !value.is_empty() {
            c = c.add(col.eq(value.as_str()));
        }
    }
    if !f.rating.is_empty() {
        // Scores of the named band: [min, next band's min).
        let bands = &method.control_bands;
        if let Some(i) = bands.iter().position(|b| b.name == f.rating) {
            c = c.add(control::Column::Score.gte(bands[i].min_score as i32));
            if let Some(next) = bands.get(i + 1) {
                c = c.add(control::Column::Score.lt(next.min_score as i32));
            }
        } else {
            c = c.add(control::Column::Score.lt(0));
        }
    }
    if !f.risk_id.is_empty() {
        let ids: Vec<String> = risk_control::Entity::find()
            .filter(risk_control::Column::RiskId.eq(f.risk_id.as_str()))
            .all(db)
            .await
            .map_err(db_err)?
            .into_iter()
            .map(|l| l.control_id)
            .collect();
        c = c.add(control::Column::Id.is_in(ids));
    }
    let (name, desc) = super::sort_spec(
        &f.sort,
        &["reference", "title", "score", "updated_at"],
        "reference",
    );
    let col = match name {
        "title" => control::Column::Title,
        "score" => control::Column::Score,
        "updated_at" => control::Column::UpdatedAt,
        _ => control::Column::Reference,
    };
    let order = if desc { Order::Desc } else { Order::Asc };
    let paginator = control::Entity::find()
        .filter(c)
        .order_by(col, order.clone())
        .order_by(control::Column::Reference, order)
        .paginate(db, per_page);
    let total = paginator.num_items().await.map_err(db_err)?;
    let rows = paginator
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    Ok((decorate(db, method, &rows).await?, total))
}

/// A control's page: the control (decorated), its live risks, its
/// activities (latest due first) and its action plans.
pub struct ControlDetail {
    pub control: ControlView,
    pub risks: Vec<risk::Model>,
    pub activities: Vec<activity::Model>,
    pub action_plans: Vec<plans::PlanView>,
}

pub async fn detail(
    db: &DatabaseConnection,
    v: &Versioned,
    id: &str,
) -> Result<ControlDetail, RiskError> {
    let c = find(db, id).await?;
    let control = decorate(db, &v.method, std::slice::from_ref(&c))
        .await?
        .remove(0);
    let risks = risk::Entity::find()
        .filter(risk::Column::Id.is_in(control.risk_ids.clone()))
        .filter(risk::Column::DeletedAt.is_null())
        .order_by_asc(risk::Column::Reference)
        .all(db)
        .await
        .map_err(db_err)?;
    let activities = activity::Entity::find()
        .filter(activity::Column::ControlId.eq(id))
        .order_by_desc(activity::Column::DueDate)
        .all(db)
        .await
        .map_err(db_err)?;
    Ok(ControlDetail {
        risks,
        activities,
        action_plans: plans::for_control(db, id).await?,
        control,
    })
}

/// Per control: open and overdue activities and the last outcome.
#[derive(Default)]
pub struct Stats {
    pub open: u32,
    pub overdue: u32,
    pub compliance: String,
}

pub async fn stats<C: ConnectionTrait>(
    conn: &C,
    control_ids: &[String],
) -> Result<HashMap<String, Stats>, RiskError> {
    let mut out: HashMap<String, Stats> = HashMap::new();
    if control_ids.is_empty() {
        return Ok(out);
    }
    let day = today();
    let rows = activity::Entity::find()
        .filter(activity::Column::ControlId.is_in(control_ids.to_vec()))
        .order_by_asc(activity::Column::CompletedAt)
        .all(conn)
        .await
        .map_err(db_err)?;
    for a in rows {
        let s = out.entry(a.control_id.clone()).or_default();
        if a.status == "incomplete" {
            s.open += 1;
            if a.due_date < day {
                s.overdue += 1;
            }
        } else if !a.outcome.is_empty() {
            // Ordered by completion: the last one wins.
            s.compliance = a.outcome.clone();
        }
    }
    Ok(out)
}
