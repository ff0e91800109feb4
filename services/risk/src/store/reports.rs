//! Heat maps and the dashboard.

use chrono::{DateTime, NaiveTime, Utc};
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use std::collections::BTreeMap;

use super::{
    activities, db_err,
    entities::{action_plan, control, risk},
    plans, risk_history, risks,
};
use crate::domain::{
    RiskError,
    method::{Rated, Versioned},
    plan::PlanFilter,
    report::HeatMapFilter,
    schedule,
};

/// Items listed per cell; the count is always complete.
const CELL_ITEMS: usize = 50;

/// The end of a `YYYY-MM-DD` day (UTC), for "as it stood on that date".
pub fn end_of_day(date: &str) -> Result<DateTime<Utc>, RiskError> {
    let d = schedule::parse_date(date)
        .ok_or_else(|| RiskError::field("as_of", "A date as YYYY-MM-DD."))?;
    Ok(
        d.and_time(NaiveTime::from_hms_opt(23, 59, 59).expect("valid time"))
            .and_utc(),
    )
}

fn u(v: i32) -> u32 {
    u32::try_from(v).unwrap_or(0)
}

/// A risk or control placed in a cell.
#[derive(Clone, Debug)]
pub struct CellItem {
    pub id: String,
    pub reference: String,
    pub title: String,
}

/// One cell of a heat map: its position (1-based), its rating, how many
/// items sit in it and the first of them.
#[derive(Clone, Debug)]
pub struct HeatMapCell {
    pub x: u32,
    pub y: u32,
    pub rated: Rated,
    pub count: u32,
    pub items: Vec<CellItem>,
}

/// A heat map: its kind (gross, net or control), axes and cells, row by row.
#[derive(Clone, Debug)]
pub struct HeatMap {
    pub kind: String,
    pub x_labels: Vec<String>,
    pub y_labels: Vec<String>,
    pub x_axis: String,
    pub y_axis: String,
    pub cells: Vec<HeatMapCell>,
}

/// Live risks per net-rating band.
#[derive(Clone, Debug)]
pub struct RatingCount {
    pub rating: String,
    pub color: String,
    pub count: u64,
}

/// The dashboard's figures and short lists.
#[derive(Clone, Debug)]
pub struct Dashboard {
    pub by_net_rating: Vec<RatingCount>,
    pub net_heat_map: HeatMap,
    pub top_risks: Vec<risks::RiskView>,
    pub over_appetite: Vec<risks::RiskView>,
    pub overdue_activities: Vec<activities::ActivityView>,
    pub overdue_action_plans: Vec<plans::PlanView>,
    pub total_risks: u64,
    pub pending_approvals: u64,
    pub total_controls: u64,
    pub open_action_plans: u64,
    /// Active live risks whose next review day has passed, and the 10
    /// longest overdue.
    pub overdue_reviews: u64,
    pub overdue_review_risks: Vec<risks::RiskView>,
}

pub async fn heat_map(
    db: &DatabaseConnection,
    v: &Versioned,
    r: &HeatMapFilter,
) -> Result<HeatMap, RiskError> {
    let m = &v.method;
    if r.kind == "control" {
        let rows = control::Entity::find()
            .filter(control::Column::DeletedAt.is_null())
            .order_by_asc(control::Column::Reference)
            .all(db)
            .await
            .map_err(db_err)?;
        let mut cells: BTreeMap<(u32, u32), Vec<CellItem>> = BTreeMap::new();
        for c in rows.iter().filter(|c| {
            (r.function_id.is_empty() || c.function_id.as_deref() == Some(&r.function_id))
                && (r.category_id.is_empty() || c.category_id.as_deref() == Some(&r.category_id))
        }) {
            cells
                .entry((u(c.effectiveness), u(c.adequacy)))
                .or_default()
                .push(CellItem {
                    id: c.id.clone(),
                    reference: c.reference.clone(),
                    title: c.title.clone(),
                });
        }
        let (xs, ys) = (
            m.effectiveness_labels.len() as u32,
            m.adequacy_labels.len() as u32,
        );
        return Ok(HeatMap {
            kind: "control".into(),
            x_labels: m.effectiveness_labels.clone(),
            y_labels: m.adequacy_labels.clone(),
            x_axis: "effectiveness".into(),
            y_axis: "adequacy".into(),
            cells: grid(xs, ys, &mut cells, |x, y| m.rate_control(y, x)),
        });
    }
    let net = match r.kind.as_str() {
        "gross" => false,
        "net" | "" => true,
        _ => return Err(RiskError::field("kind", "One of: gross, net, control.")),
    };
    let rows = if r.as_of.is_empty() {
        risk::Entity::find()
            .filter(risk::Column::DeletedAt.is_null())
            .filter(risk::Column::Status.eq("active"))
            .order_by_asc(risk::Column::Reference)
            .all(db)
            .await
            .map_err(db_err)?
    } else {
        let mut rows = risk_history::as_of(db, end_of_day(&r.as_of)?).await?;
        rows.retain(|r| r.status == "active");
        rows.sort_by(|a, b| a.reference.cmp(&b.reference));
        rows
    };
    let mut cells: BTreeMap<(u32, u32), Vec<CellItem>> = BTreeMap::new();
    for rk in rows.iter().filter(|rk| {
        (r.function_id.is_empty() || rk.function_id.as_deref() == Some(&r.function_id))
            && (r.category_id.is_empty() || rk.category_id.as_deref() == Some(&r.category_id))
    }) {
        let (l, i) = if net {
            (rk.net_likelihood, rk.net_impact)
        } else {
            (rk.gross_likelihood, rk.gross_impact)
        };
        let (l, i) = m.clamp(u(l), u(i));
        cells.entry((l, i)).or_default().push(CellItem {
            id: rk.id.clone(),
            reference: rk.reference.clone(),
            title: rk.title.clone(),
        });
    }
    Ok(HeatMap {
        kind: if net { "net" } else { "gross" }.into(),
        x_labels: m.likelihood_labels.clone(),
        y_labels: m.impact_labels.clone(),
        x_axis: "likelihood".into(),
        y_axis: "impact".into(),
        cells: grid(
            m.likelihood_levels(),
            m.impact_levels(),
            &mut cells,
            |x, y| m.rate_risk(x, y),
        ),
    })
}

fn grid(
    xs: u32,
    ys: u32,
    items: &mut BTreeMap<(u32, u32), Vec<CellItem>>,
    rate: impl Fn(u32, u32) -> Rated,
) -> Vec<HeatMapCell> {
    let mut out = vec![];
    for y in 1..=ys {
        for x in 1..=xs {
            let list = items.remove(&(x, y)).unwrap_or_default();
            out.push(HeatMapCell {
                x,
                y,
                rated: rate(x, y),
                count: list.len() as u32,
                items: list.into_iter().take(CELL_ITEMS).collect(),
            });
        }
    }
    out
}

pub async fn dashboard(db: &DatabaseConnection, v: &Versioned) -> Result<Dashboard, RiskError> {
    let live = || risk::Entity::find().filter(risk::Column::DeletedAt.is_null());
    let counts: Vec<(String, i64)> = live()
        .select_only()
        .column(risk::Column::NetRating)
        .column_as(
            sea_orm::sea_query::ExprTrait::count(sea_orm::sea_query::Expr::col(risk::Column::Id)),
            "n",
        )
        .group_by(risk::Column::NetRating)
        .into_tuple()
        .all(db)
        .await
        .map_err(db_err)?;
    let by_net_rating = v
        .method
        .risk_bands
        .iter()
        .map(|b| RatingCount {
            rating: b.name.clone(),
            color: b.color.clone(),
            count: counts
                .iter()
                .find(|(n, _)| n == &b.name)
                .map_or(0, |(_, c)| (*c).max(0) as u64),
        })
        .collect();
    let top = live()
        .filter(risk::Column::Status.eq("active"))
        .order_by_desc(risk::Column::NetScore)
        .order_by_desc(risk::Column::GrossScore)
        .order_by_asc(risk::Column::Reference)
        .limit(5)
        .all(db)
        .await
        .map_err(db_err)?;
    let over = live()
        .filter(risk::Column::OverAppetite.eq(true))
        .order_by_desc(risk::Column::NetScore)
        .order_by_asc(risk::Column::Reference)
        .limit(10)
        .all(db)
        .await
        .map_err(db_err)?;
    let today = super::today();
    let review_overdue = || {
        live()
            .filter(risk::Column::Status.eq("active"))
            .filter(risk::Column::NextReviewOn.lt(today.as_str()))
    };
    let overdue_reviews = review_overdue().count(db).await.map_err(db_err)?;
    let overdue_review_rows = review_overdue()
        .order_by_asc(risk::Column::NextReviewOn)
        .order_by_asc(risk::Column::Reference)
        .limit(10)
        .all(db)
        .await
        .map_err(db_err)?;
    let overdue_plans = plans::list(
        db,
        &PlanFilter {
            overdue: true,
            ..Default::default()
        },
        1,
        10,
    )
    .await?
    .0;
    Ok(Dashboard {
        by_net_rating,
        net_heat_map: heat_map(
            db,
            v,
            &HeatMapFilter {
                kind: "net".into(),
                ..Default::default()
            },
        )
        .await?,
        top_risks: risks::decorate(db, v, &top).await?,
        over_appetite: risks::decorate(db, v, &over).await?,
        overdue_activities: activities::overdue(db, 10).await?,
        overdue_action_plans: overdue_plans,
        total_risks: live().count(db).await.map_err(db_err)?,
        pending_approvals: live()
            .filter(risk::Column::ApprovalStatus.eq("pending"))
            .count(db)
            .await
            .map_err(db_err)?,
        total_controls: control::Entity::find()
            .filter(control::Column::DeletedAt.is_null())
            .count(db)
            .await
            .map_err(db_err)?,
        open_action_plans: action_plan::Entity::find()
            .filter(action_plan::Column::DeletedAt.is_null())
            .filter(action_plan::Column::Status.ne("complete"))
            .count(db)
            .await
            .map_err(db_err)?,
        overdue_reviews,
        overdue_review_risks: risks::decorate(db, v, &overdue_review_rows).await?,
    })
}
