//! Losses and recoveries booked on incidents. Persistence only.

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use super::{db_err, entities::loss};
use crate::domain::IncidentError;

pub async fn find<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<Option<loss::Model>, IncidentError> {
    loss::Entity::find_by_id(id).one(conn).await.map_err(db_err)
}

pub async fn insert<C: ConnectionTrait>(conn: &C, row: &loss::Model) -> Result<(), IncidentError> {
    loss::Entity::insert(loss::ActiveModel::from(row.clone()))
        .exec_without_returning(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

pub async fn delete<C: ConnectionTrait>(conn: &C, id: &str) -> Result<(), IncidentError> {
    loss::Entity::delete_by_id(id)
        .exec(conn)
        .await
        .map_err(db_err)?;
    Ok(())
}

/// The losses of `incident_id`, newest booked first.
pub async fn of_incident<C: ConnectionTrait>(
    conn: &C,
    incident_id: &str,
) -> Result<Vec<loss::Model>, IncidentError> {
    loss::Entity::find()
        .filter(loss::Column::IncidentId.eq(incident_id))
        .order_by_desc(loss::Column::BookedOn)
        .order_by_desc(loss::Column::CreatedAt)
        .all(conn)
        .await
        .map_err(db_err)
}
