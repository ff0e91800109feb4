//! Incident actions: rows, an incident's counts, and the list across
//! incidents. Persistence only; the open/closed rule is
//! `domain::status`'s.

use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, EntityTrait, JoinType,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, RelationDef,
    sea_query::{Expr, ExprTrait, IntoColumnRef, Order},
};

use super::{
    db_err,
    entities::{action, incident},
};
use crate::domain::{IncidentError, incident::ActionFilter};

/// An action with its incident's reference and title (the list).
#[derive(Clone, Debug)]
pub struct ListedAction {
    pub row: action::Model,
    pub incident_reference: String,
    pub incident_title: String,
}

pub async fn find<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<Option<action::Model>, IncidentError> {
    action::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)
}

pub async fn insert<C: ConnectionTrait>(
    conn: &C,
    row: &action::Model,
) -> Result<(), IncidentError> {
    action::Entity::insert(action::ActiveModel::from(row.clone()))
        .exec_without_returning(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// Writes every column of `row`.
pub async fn update<C: ConnectionTrait>(
    conn: &C,
    row: &action::Model,
) -> Result<(), IncidentError> {
    action::Entity::update(action::ActiveModel::from(row.clone()).reset_all())
        .exec(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// Deletes the action for good.
pub async fn delete<C: ConnectionTrait>(conn: &C, id: &str) -> Result<(), IncidentError> {
    action::Entity::delete_by_id(id)
        .exec(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// (all, not complete) actions of `incident_id`.
pub async fn counts<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
) -> Result<(u64, u64), IncidentError> {
    let of = || action::Entity::find().filter(action::Column::IncidentId.eq(incident_id));
    let total = of().count(conn).await.map_err(db_err)?;
    let open = of()
        .filter(action::Column::Status.ne("complete"))
        .count(conn)
        .await
        .map_err(db_err)?;
    Ok((total, open))
}

/// The actions of `incident_id`, earliest due first.
pub async fn of_incident<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
) -> Result<Vec<action::Model>, IncidentError> {
    action::Entity::find()
        .filter(action::Column::IncidentId.eq(incident_id))
        .order_by_asc(action::Column::DueOn)
        .order_by_asc(action::Column::CreatedAt)
        .all(conn)
        .await
        .map_err(db_err)
}

fn to_incident() -> RelationDef {
    action::Entity::belongs_to(incident::Entity)
        .from(action::Column::IncidentId)
        .to(incident::Column::Id)
        .into()
}

/// One page of the actions of live incidents matching `f` (checked), and
/// how many match; `today` (YYYY-MM-DD) bounds "overdue".
pub async fn list<C: ConnectionTrait>(
    conn: &C,
    f: &ActionFilter,
    today: &str,
    page: u64,
    per_page: u64,
) -> Result<(Vec<ListedAction>, u64), IncidentError> {
    use action::Column as A;
    let mut cond =
        Condition::all().add(Expr::col((incident::Entity, incident::Column::Deleted)).eq(false));
    if !f.q.trim().is_empty() {
        cond = cond.add(platform::db::contains_any(
            [
                (action::Entity, A::Title).into_column_ref(),
                (incident::Entity, incident::Column::Reference).into_column_ref(),
                (incident::Entity, incident::Column::Title).into_column_ref(),
            ],
            &f.q,
        ));
    }
    if !f.incident_id.is_empty() {
        cond = cond.add(A::IncidentId.eq(f.incident_id.as_str()));
    }
    if !f.owner_id.is_empty() {
        cond = cond.add(A::OwnerId.eq(f.owner_id.as_str()));
    }
    if !f.status.is_empty() {
        cond = cond.add(A::Status.eq(f.status.as_str()));
    }
    if f.overdue {
        cond = cond.add(A::Status.ne("complete")).add(A::DueOn.lt(today));
    }
    let (desc, key) = match f.sort.strip_prefix('-') {
        Some(k) => (true, k),
        None => (false, f.sort.as_str()),
    };
    let col = match key {
        "title" => A::Title,
        "status" => A::Status,
        "created_at" => A::CreatedAt,
        _ => A::DueOn,
    };
    let order = if desc { Order::Desc } else { Order::Asc };
    let query = action::Entity::find()
        .join(JoinType::InnerJoin, to_incident())
        .filter(cond)
        .select_also(incident::Entity)
        .order_by(col, order.clone())
        .order_by(A::Id, order);
    let paginator = query.paginate(conn, Ord::max(per_page, 1));
    let total = paginator.num_items().await.map_err(db_err)?;
    let rows = paginator
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    Ok((
        rows.into_iter()
            .map(|(row, inc)| {
                let (incident_reference, incident_title) =
                    inc.map(|i| (i.reference, i.title)).unwrap_or_default();
                ListedAction {
                    row,
                    incident_reference,
                    incident_title,
                }
            })
            .collect(),
        total,
    ))
}
