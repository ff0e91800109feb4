//! Lessons learned on incidents. Persistence only.

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder,
};

use super::{db_err, entities::lesson};
use crate::domain::IncidentError;

pub async fn find<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<Option<lesson::Model>, IncidentError> {
    lesson::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)
}

pub async fn insert<C: ConnectionTrait>(
    conn: &C,
    row: &lesson::Model,
) -> Result<(), IncidentError> {
    lesson::Entity::insert(lesson::ActiveModel::from(row.clone()))
        .exec_without_returning(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// Writes every column of `row`.
pub async fn update<C: ConnectionTrait>(
    conn: &C,
    row: &lesson::Model,
) -> Result<(), IncidentError> {
    lesson::Entity::update(lesson::ActiveModel::from(row.clone()).reset_all())
        .exec(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// The lessons of `incident_id`, oldest first.
pub async fn of_incident<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
) -> Result<Vec<lesson::Model>, IncidentError> {
    lesson::Entity::find()
        .filter(lesson::Column::IncidentId.eq(incident_id))
        .order_by_asc(lesson::Column::CreatedAt)
        .order_by_asc(lesson::Column::Id)
        .all(conn)
        .await
        .map_err(db_err)
}
