//! Several live risks read by id in one query (GetRisksByIds): the gateway
//! names the risks incidents link and sums the incident dashboard per risk
//! category with it, one call per page instead of one per risk. Those
//! callers need only a risk's name and flags: [`briefs_by_ids`] reads just
//! those columns (and the category's name) in one query, without the
//! method, ratings or plan counts a full [`by_ids`] adds.

use std::collections::BTreeSet;

use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, JoinType, QueryFilter, QueryOrder, QuerySelect,
    RelationDef,
};

use super::{
    categories::entity as category,
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
    let ids = wanted(ids)?;
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

/// A risk as the incident screens name it (GetRisksByIds with `brief`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RiskBrief {
    pub id: String,
    pub reference: String,
    pub title: String,
    pub category_id: Option<String>,
    /// None when the risk has no category or it is gone.
    pub category_name: Option<String>,
    pub status: String,
    pub reassessment_due: bool,
}

/// The same risks as [`by_ids`] (same rules, same order), only their
/// names and flags: one query, the category's name joined in.
pub async fn briefs_by_ids<C: ConnectionTrait>(
    conn: &C,
    ids: &[String],
) -> Result<Vec<RiskBrief>, RiskError> {
    let ids = wanted(ids)?;
    if ids.is_empty() {
        return Ok(vec![]);
    }
    type Row = (
        String,
        String,
        String,
        Option<String>,
        Option<String>,
        String,
        bool,
    );
    let rows: Vec<Row> = risk::Entity::find()
        .select_only()
        .columns([
            risk::Column::Id,
            risk::Column::Reference,
            risk::Column::Title,
            risk::Column::CategoryId,
        ])
        .column_as(category::Column::Name, "category_name")
        .columns([risk::Column::Status, risk::Column::ReassessmentDue])
        .join(JoinType::LeftJoin, category_of())
        .filter(risk::Column::Id.is_in(ids))
        .filter(risk::Column::DeletedAt.is_null())
        .order_by_asc(risk::Column::Reference)
        .into_tuple()
        .all(conn)
        .await
        .map_err(db_err)?;
    Ok(rows
        .into_iter()
        .map(
            |(id, reference, title, category_id, category_name, status, reassessment_due)| {
                RiskBrief {
                    id,
                    reference,
                    title,
                    category_id,
                    category_name,
                    status,
                    reassessment_due,
                }
            },
        )
        .collect())
}

/// A risk's category (`risks.category_id` = `risk_categories.id`), for
/// the join of [`briefs_by_ids`].
fn category_of() -> RelationDef {
    risk::Entity::belongs_to(category::Entity)
        .from(risk::Column::CategoryId)
        .to(category::Column::Id)
        .into()
}

/// The distinct non-blank ids; more than [`MAX_IDS`] is a 422 on `ids`.
fn wanted(ids: &[String]) -> Result<BTreeSet<&str>, RiskError> {
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
    Ok(ids)
}
