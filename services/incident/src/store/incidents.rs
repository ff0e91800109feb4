//! Incidents: rows, risk links, makers, approval history, the reference
//! counter, and the incident's page read together. Persistence only: the
//! use cases (`domain::use_cases`) decide and call these inside their
//! transaction.

use platform::grpc::Caller;
use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DbBackend, DbErr, EntityTrait, QueryFilter,
    QueryOrder, QuerySelect, Statement,
};

use super::{
    actions, categories, db_err,
    entities::{approval, incident, incident_maker, incident_risk},
    incident_list::ListedIncident,
    lessons, losses, new_id,
};
use crate::domain::IncidentError;

/// An incident as the service answers it: the row with its category's name,
/// its linked risks and makers, and what the clock and the threshold need.
#[derive(Clone, Debug)]
pub struct IncidentView {
    pub listed: ListedIncident,
    pub makers: Vec<String>,
    /// The category's notification hours (0: no deadline).
    pub notification_hours: u32,
}

/// An incident's page.
#[derive(Clone, Debug)]
pub struct IncidentDetailView {
    pub incident: IncidentView,
    pub actions: Vec<super::entities::action::Model>,
    pub losses: Vec<super::entities::loss::Model>,
    pub lessons: Vec<super::entities::lesson::Model>,
    pub approvals: Vec<approval::Model>,
}

/// The incident of `id`, live or deleted.
pub async fn find<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<Option<incident::Model>, IncidentError> {
    incident::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)
}

/// The incident of `id`, or INCIDENT_NOT_FOUND.
pub async fn get<C: ConnectionTrait>(conn: &C, id: &str) -> Result<incident::Model, IncidentError> {
    find(conn, id)
        .await?
        .ok_or_else(IncidentError::incident_not_found)
}

/// The incident of `id`, locked until the transaction ends (PostgreSQL:
/// `FOR UPDATE`, so two changes of one incident, its version check or its
/// action counts, take turns; SQLite's write transaction already does).
pub async fn lock<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<Option<incident::Model>, IncidentError> {
    let mut q = incident::Entity::find_by_id(id);
    if conn.get_database_backend() == DbBackend::Postgres {
        q = q.lock_exclusive();
    }
    q.one(conn).await.map_err(db_err)
}

/// The category of `id`.
pub async fn category<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<Option<categories::entity::Model>, IncidentError> {
    if id.is_empty() {
        return Ok(None);
    }
    categories::entity::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)
}

/// The next reference, e.g. `INC-0042`, taken inside the caller's
/// transaction so that concurrent creators never share one.
pub async fn next_reference<C: ConnectionTrait>(conn: &C) -> Result<String, IncidentError> {
    let backend = conn.get_database_backend();
    let sql = "UPDATE incident_sequences SET value = value + 1 \
               WHERE name = 'incident' RETURNING value";
    let row = conn
        .query_one_raw(Statement::from_string(backend, sql))
        .await
        .map_err(db_err)?
        .ok_or_else(|| db_err(DbErr::Custom("incident sequence missing".into())))?;
    let value: i64 = row.try_get("", "value").map_err(db_err)?;
    Ok(format!("INC-{value:04}"))
}

pub async fn insert<C: ConnectionTrait>(
    conn: &C,
    row: &incident::Model,
) -> Result<(), IncidentError> {
    incident::Entity::insert(incident::ActiveModel::from(row.clone()))
        .exec_without_returning(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// Writes every column of `row`.
pub async fn update<C: ConnectionTrait>(
    conn: &C,
    row: &incident::Model,
) -> Result<(), IncidentError> {
    incident::Entity::update(incident::ActiveModel::from(row.clone()).reset_all())
        .exec(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// The ids of the risks `incident_id` links, in id order.
pub async fn risk_ids<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
) -> Result<Vec<String>, IncidentError> {
    incident_risk::Entity::find()
        .select_only()
        .column(incident_risk::Column::RiskId)
        .filter(incident_risk::Column::IncidentId.eq(incident_id))
        .order_by_asc(incident_risk::Column::RiskId)
        .into_tuple()
        .all(conn)
        .await
        .map_err(db_err)
}

/// Replaces the risks `incident_id` links.
pub async fn set_risks<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
    risk_ids: &[String],
) -> Result<(), IncidentError> {
    incident_risk::Entity::delete_many()
        .filter(incident_risk::Column::IncidentId.eq(incident_id))
        .exec(conn)
        .await
        .map_err(db_err)?;
    if risk_ids.is_empty() {
        return Ok(());
    }
    incident_risk::Entity::insert_many(risk_ids.iter().map(|r| {
        incident_risk::ActiveModel::from(incident_risk::Model {
            incident_id: incident_id.to_owned(),
            risk_id: r.clone(),
        })
    }))
    .exec_without_returning(conn)
    .await
    .map_err(db_err)?;
    Ok(())
}

/// Everyone who changed `incident_id`'s content since its last approval.
pub async fn makers<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
) -> Result<Vec<String>, IncidentError> {
    incident_maker::Entity::find()
        .select_only()
        .column(incident_maker::Column::UserId)
        .filter(incident_maker::Column::IncidentId.eq(incident_id))
        .order_by_asc(incident_maker::Column::UserId)
        .into_tuple()
        .all(conn)
        .await
        .map_err(db_err)
}

/// Adds `user_id` to the makers (once).
pub async fn add_maker<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
    user_id: &str,
) -> Result<(), IncidentError> {
    if user_id.is_empty()
        || makers(conn, incident_id)
            .await?
            .iter()
            .any(|m| m == user_id)
    {
        return Ok(());
    }
    incident_maker::Entity::insert(incident_maker::ActiveModel::from(incident_maker::Model {
        incident_id: incident_id.to_owned(),
        user_id: user_id.to_owned(),
    }))
    .exec_without_returning(conn)
    .await
    .map_err(db_err)?;
    Ok(())
}

/// Forgets the makers (after an approval).
pub async fn clear_makers<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
) -> Result<(), IncidentError> {
    incident_maker::Entity::delete_many()
        .filter(incident_maker::Column::IncidentId.eq(incident_id))
        .exec(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// Records a step of the approval workflow.
pub async fn record_approval<C: ConnectionTrait>(
    conn: &C,
    caller: &Caller,
    row: &incident::Model,
    action: &str,
    from_status: &str,
    comment: &str,
) -> Result<(), IncidentError> {
    approval::Entity::insert(approval::ActiveModel::from(approval::Model {
        id: new_id(),
        incident_id: row.id.clone(),
        action: action.to_owned(),
        from_status: from_status.to_owned(),
        to_status: row.approval_status.clone(),
        actor_id: caller.user_id.clone(),
        actor_name: caller.name.clone(),
        comment: comment.to_owned(),
        version: row.version,
        at: row.updated_at,
    }))
    .exec_without_returning(conn)
    .await
    .map_err(db_err)?;
    Ok(())
}

/// The approval history of `incident_id`, newest first (at most 200).
pub async fn approvals<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
) -> Result<Vec<approval::Model>, IncidentError> {
    approval::Entity::find()
        .filter(approval::Column::IncidentId.eq(incident_id))
        .order_by_desc(approval::Column::At)
        .order_by_desc(approval::Column::Version)
        .limit(200)
        .all(conn)
        .await
        .map_err(db_err)
}

/// `row` with its category, links and makers.
pub async fn view<C: ConnectionTrait>(
    conn: &C,
    row: incident::Model,
) -> Result<IncidentView, IncidentError> {
    let category = category(conn, &row.category_id).await?;
    let risk_ids = risk_ids(conn, &row.id).await?;
    let makers = makers(conn, &row.id).await?;
    let (category_name, hours) = category
        .map(|c| (c.name, u32::try_from(c.notification_hours).unwrap_or(0)))
        .unwrap_or_default();
    Ok(IncidentView {
        listed: ListedIncident {
            row,
            category_name,
            risk_ids,
        },
        makers,
        notification_hours: hours,
    })
}

/// The incident's page: live and deleted ones alike.
pub async fn detail<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<IncidentDetailView, IncidentError> {
    let row = get(conn, id).await?;
    Ok(IncidentDetailView {
        incident: view(conn, row).await?,
        actions: actions::of_incident(conn, id).await?,
        losses: losses::of_incident(conn, id).await?,
        lessons: lessons::of_incident(conn, id).await?,
        approvals: approvals(conn, id).await?,
    })
}
