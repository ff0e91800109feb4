//! The register as it stood on a past date, from the effective-dated
//! assessments.

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, Order, QueryFilter, QueryOrder,
};
use std::collections::HashMap;

use super::{
    counts::Total,
    db_err,
    entities::{assessment, risk},
    risk_list::{Filter, RegisterPage},
    risks::decorate,
};
use crate::domain::RiskError;
use crate::domain::method::Versioned;

fn u(v: i32) -> u32 {
    u32::try_from(v).unwrap_or(0)
}

/// The register as it stood at `at`: risks that existed and were not yet
/// deleted, each with its latest assessment effective by then. Computed in
/// memory (a report, not the hot path).
pub async fn as_of(
    db: &DatabaseConnection,
    at: DateTime<Utc>,
) -> Result<Vec<risk::Model>, RiskError> {
    let rows = risk::Entity::find()
        .filter(risk::Column::CreatedAt.lte(at))
        .filter(
            Condition::any()
                .add(risk::Column::DeletedAt.is_null())
                .add(risk::Column::DeletedAt.gt(at)),
        )
        .all(db)
        .await
        .map_err(db_err)?;
    let assessments = assessment::Entity::find()
        .filter(assessment::Column::EffectiveAt.lte(at))
        .order_by_asc(assessment::Column::EffectiveAt)
        .all(db)
        .await
        .map_err(db_err)?;
    let mut latest: HashMap<String, assessment::Model> = HashMap::new();
    for a in assessments {
        latest.insert(a.risk_id.clone(), a);
    }
    Ok(rows
        .into_iter()
        .filter_map(|mut r| {
            let a = latest.get(&r.id)?;
            r.gross_likelihood = a.gross_likelihood;
            r.gross_impact = a.gross_impact;
            r.gross_score = a.gross_likelihood * a.gross_impact;
            r.control_score = a.control_score;
            r.net_likelihood = a.net_likelihood;
            r.net_impact = a.net_impact;
            r.net_score = a.net_likelihood * a.net_impact;
            Some(r)
        })
        .collect())
}

/// `list` for a past date: filter, sort and page in memory.
pub async fn list_as_of(
    db: &DatabaseConnection,
    v: &Versioned,
    f: &Filter,
    at: DateTime<Utc>,
    page: u64,
    per_page: u64,
) -> Result<RegisterPage, RiskError> {
    let q = f.q.trim().to_lowercase();
    let mut rows: Vec<risk::Model> = as_of(db, at)
        .await?
        .into_iter()
        .map(|mut r| {
            let rated = v.method.rate_risk(u(r.net_likelihood), u(r.net_impact));
            r.net_rating = rated.name;
            r.net_level = rated.level as i32;
            r
        })
        .filter(|r| {
            let eq = |want: &str, have: Option<&str>| want.is_empty() || have == Some(want);
            (q.is_empty()
                || r.title.to_lowercase().contains(&q)
                || r.reference.to_lowercase().contains(&q))
                && eq(&f.status, Some(&r.status))
                && eq(&f.category_id, r.category_id.as_deref())
                && eq(&f.function_id, r.function_id.as_deref())
                && eq(&f.owner_id, r.owner_id.as_deref())
                && eq(&f.rating, Some(&r.net_rating))
        })
        .collect();
    let (col, order) = f.order();
    rows.sort_by(|a, b| {
        let o = match col {
            risk::Column::Title => a.title.cmp(&b.title),
            risk::Column::NetScore => a.net_score.cmp(&b.net_score),
            risk::Column::GrossScore => a.gross_score.cmp(&b.gross_score),
            risk::Column::UpdatedAt => a.updated_at.cmp(&b.updated_at),
            _ => std::cmp::Ordering::Equal,
        }
        .then_with(|| a.reference.cmp(&b.reference));
        if order == Order::Desc { o.reverse() } else { o }
    });
    let total = rows.len() as u64;
    let start = ((page.saturating_sub(1)) * per_page) as usize;
    let page_rows: Vec<risk::Model> = rows
        .into_iter()
        .skip(start)
        .take(per_page as usize)
        .collect();
    Ok(RegisterPage {
        risks: decorate(db, v, &page_rows).await?,
        total: Total::exact(total),
        next: String::new(),
    })
}
