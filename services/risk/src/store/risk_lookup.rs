//! Several live risks read by id in one query (GetRisksByIds): the gateway
//! names the risks incidents link and sums the incident dashboard per risk
//! category with it, one call per page instead of one per risk.

use std::collections::BTreeSet;

use sea_orm::{ColumnTrait, ConnectionTrait, EntityTrait, QueryFilter, QueryOrder};

use super::{
    db_err,
    entities::risk,
    risks::{RiskView, decorate},
};
use crate::domain::{RiskError, method::Versioned};

/// The most ids one call may name.
pub const MAX_IDS: usize = 500;

/// The live risks among `ids` (blanks and repeats ignored; unknown and
/// deleted ids left out), ordered by reference, with their category names
/// and open plan counts. More than [`MAX_IDS`] ids is a 422 on `ids`.
pub async fn by_ids<C: ConnectionTrait>(
    conn: &C,
    v: &Versioned,
    ids: &[String],
) -> Result<Vec<RiskView>, RiskError> {
    let ids: BTreeSet<&str> = ids
        .iter()
        .map(|i| i.trim())
        .filter(|i| !i.is_empty())
        .collect();
    if ids.len() > MAX_IDS {
        return Err(RiskError::field(
            "ids",
            &format!("At most {MAX_IDS} risks can be read at once."),
        ));
    }
    if ids.is_empty() {
        return Ok(vec![]);
    }
    let rows = risk::Entity::find()
        .filter(risk::Column::Id.is_in(ids))
        .filter(risk::Column::DeletedAt.is_null())
        .order_by_asc(risk::Column::Reference)
        .all(conn)
        .await
        .map_err(db_err)?;
    decorate(conn, v, &rows).await
}
