//! The incident dashboard's figures, each one SQL aggregate over the live
//! incidents (no rows are loaded): counts by status and approval, tallies
//! per experience type, category, function and linked risk, a twelve-month
//! trend, the mean time to close, overdue actions and overdue
//! notifications. Portable between SQLite and PostgreSQL: months are ranges
//! of the stored values compared with bound ones; only the days between a
//! day and a timestamp need each backend's own date arithmetic.

use chrono::{DateTime, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DbBackend, DbErr, EntityTrait, PaginatorTrait, QueryFilter,
    QuerySelect,
    sea_query::{Alias, Expr, ExprTrait, JoinType, Query, SelectStatement},
};

use super::{
    entities::{action, incident, incident_risk, loss},
    incident_list::{Cutoffs, overdue},
};
use crate::domain::IncidentError;

fn db_err(e: DbErr) -> IncidentError {
    IncidentError::internal("incident dashboard")(e)
}

/// A count and a sum of actual losses for one key.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub key: String,
    pub label: String,
    pub count: u64,
    pub loss: f64,
}

/// One month of the trend.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Month {
    /// YYYY-MM.
    pub month: String,
    pub opened: u64,
    pub closed: u64,
    pub loss: f64,
}

/// A month's bounds: its first day and the next month's first day
/// (`YYYY-MM-DD`), and the same as instants (UTC).
#[derive(Clone, Debug)]
pub struct MonthRange {
    pub month: String,
    pub from_day: String,
    pub to_day: String,
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
}

/// The dashboard as the store counts it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Figures {
    pub open: u64,
    pub closed: u64,
    pub pending_approval: u64,
    pub by_experience_type: Vec<Tally>,
    pub by_category: Vec<Tally>,
    pub by_function: Vec<Tally>,
    pub by_risk: Vec<Tally>,
    pub trend: Vec<Month>,
    pub mean_days_to_close: f64,
    pub overdue_actions: u64,
    pub notification_overdue: u64,
}

fn count(n: i64) -> u64 {
    u64::try_from(n).unwrap_or(0)
}

/// The live incidents' ids (a sub-query).
fn live_ids() -> SelectStatement {
    Query::select()
        .column(incident::Column::Id)
        .from(incident::Entity)
        .and_where(incident::Column::Deleted.eq(false))
        .to_owned()
}

/// Count and loss of the live incidents per value of `col`.
async fn tally_by<C: ConnectionTrait>(
    conn: &C,
    col: incident::Column,
) -> Result<Vec<Tally>, IncidentError> {
    let rows: Vec<(String, i64, Option<f64>)> = incident::Entity::find()
        .select_only()
        .column(col)
        .column_as(Expr::col(incident::Column::Id).count(), "n")
        .column_as(Expr::col(incident::Column::ActualLoss).sum(), "loss")
        .filter(incident::Column::Deleted.eq(false))
        .group_by(col)
        .into_tuple()
        .all(conn)
        .await
        .map_err(db_err)?;
    Ok(rows
        .into_iter()
        .map(|(key, n, loss)| Tally {
            key,
            label: String::new(),
            count: count(n),
            loss: loss.unwrap_or(0.0),
        })
        .collect())
}

/// Count and loss of the live incidents per linked risk.
async fn tally_by_risk<C: ConnectionTrait>(conn: &C) -> Result<Vec<Tally>, IncidentError> {
    let link = Alias::new("l");
    let inc = Alias::new("i");
    let stmt = Query::select()
        .expr_as(
            Expr::col((link.clone(), incident_risk::Column::RiskId)),
            Alias::new("risk_id"),
        )
        .expr_as(
            Expr::col((inc.clone(), incident::Column::Id)).count(),
            Alias::new("n"),
        )
        .expr_as(
            Expr::col((inc.clone(), incident::Column::ActualLoss)).sum(),
            Alias::new("loss"),
        )
        .from_as(incident_risk::Entity, link.clone())
        .join_as(
            JoinType::InnerJoin,
            incident::Entity,
            inc.clone(),
            Expr::col((inc.clone(), incident::Column::Id))
                .equals((link.clone(), incident_risk::Column::IncidentId)),
        )
        .and_where(Expr::col((inc, incident::Column::Deleted)).eq(false))
        .group_by_col((link, incident_risk::Column::RiskId))
        .to_owned();
    let rows = conn
        .query_all_raw(conn.get_database_backend().build(&stmt))
        .await
        .map_err(db_err)?;
    rows.iter()
        .map(|r| {
            Ok(Tally {
                key: r.try_get("", "risk_id")?,
                label: String::new(),
                count: count(r.try_get("", "n")?),
                loss: r.try_get::<Option<f64>>("", "loss")?.unwrap_or(0.0),
            })
        })
        .collect::<Result<_, DbErr>>()
        .map_err(db_err)
}

/// `SUM(CASE WHEN <in month i> THEN <value> ELSE <zero> END)` per month.
fn monthly_sums(
    months: &[MonthRange],
    in_month: impl Fn(&MonthRange) -> sea_orm::Condition,
    value: Expr,
    zero: Expr,
) -> Vec<(String, Expr)> {
    months
        .iter()
        .enumerate()
        .map(|(i, m)| {
            (
                format!("m{i}"),
                Expr::case(in_month(m), value.clone())
                    .finally(zero.clone())
                    .into(),
            )
        })
        .collect()
}

/// Runs one `SELECT SUM(...) AS m0, ... FROM ...` and reads each month.
async fn read_months<C: ConnectionTrait, T>(
    conn: &C,
    mut stmt: SelectStatement,
    sums: Vec<(String, Expr)>,
    read: impl Fn(&sea_orm::QueryResult, &str) -> Result<T, DbErr>,
) -> Result<Vec<T>, IncidentError> {
    let names: Vec<String> = sums.iter().map(|(a, _)| a.clone()).collect();
    for (alias, e) in sums {
        stmt.expr_as(e.sum(), Alias::new(alias));
    }
    let row = conn
        .query_one_raw(conn.get_database_backend().build(&stmt))
        .await
        .map_err(db_err)?
        .ok_or_else(|| db_err(DbErr::RecordNotFound("an aggregate row".into())))?;
    names
        .iter()
        .map(|n| read(&row, n))
        .collect::<Result<_, _>>()
        .map_err(db_err)
}

async fn trend<C: ConnectionTrait>(
    conn: &C,
    months: &[MonthRange],
) -> Result<Vec<Month>, IncidentError> {
    let (Some(first), Some(last)) = (months.first(), months.last()) else {
        return Ok(Vec::new());
    };
    let ints = |r: &sea_orm::QueryResult, n: &str| {
        r.try_get::<Option<i64>>("", n)
            .map(|v| count(v.unwrap_or(0)))
    };
    let reals = |r: &sea_orm::QueryResult, n: &str| {
        r.try_get::<Option<f64>>("", n).map(|v| v.unwrap_or(0.0))
    };
    use incident::Column as I;
    let opened = read_months(
        conn,
        Query::select()
            .from(incident::Entity)
            .and_where(I::Deleted.eq(false))
            .and_where(I::OccurredOn.gte(first.from_day.as_str()))
            .and_where(I::OccurredOn.lt(last.to_day.as_str()))
            .to_owned(),
        monthly_sums(
            months,
            |m| {
                sea_orm::Condition::all()
                    .add(I::OccurredOn.gte(m.from_day.as_str()))
                    .add(I::OccurredOn.lt(m.to_day.as_str()))
            },
            Expr::val(1),
            Expr::val(0),
        ),
        ints,
    )
    .await?;
    let closed = read_months(
        conn,
        Query::select()
            .from(incident::Entity)
            .and_where(I::Deleted.eq(false))
            .and_where(I::Status.eq("closed"))
            .and_where(I::ClosedAt.gte(first.from))
            .and_where(I::ClosedAt.lt(last.to))
            .to_owned(),
        monthly_sums(
            months,
            |m| {
                sea_orm::Condition::all()
                    .add(I::ClosedAt.gte(m.from))
                    .add(I::ClosedAt.lt(m.to))
            },
            Expr::val(1),
            Expr::val(0),
        ),
        ints,
    )
    .await?;
    use loss::Column as L;
    let signed = Expr::case(L::Kind.eq("actual"), Expr::col(L::Amount))
        .finally(Expr::col(L::Amount).mul(-1.0));
    let losses = read_months(
        conn,
        Query::select()
            .from(loss::Entity)
            .and_where(L::IncidentId.in_subquery(live_ids()))
            .and_where(L::BookedOn.gte(first.from_day.as_str()))
            .and_where(L::BookedOn.lt(last.to_day.as_str()))
            .to_owned(),
        monthly_sums(
            months,
            |m| {
                sea_orm::Condition::all()
                    .add(L::BookedOn.gte(m.from_day.as_str()))
                    .add(L::BookedOn.lt(m.to_day.as_str()))
            },
            signed.into(),
            Expr::val(0.0),
        ),
        reals,
    )
    .await?;
    Ok(months
        .iter()
        .zip(opened.into_iter().zip(closed).zip(losses))
        .map(|(m, ((opened, closed), loss))| Month {
            month: m.month.clone(),
            opened,
            closed,
            loss,
        })
        .collect())
}

/// Mean days from the day of occurrence (its start, UTC) to the closing
/// instant, over the live closed incidents; 0 when none.
async fn mean_days_to_close<C: ConnectionTrait>(conn: &C) -> Result<f64, IncidentError> {
    let days = match conn.get_database_backend() {
        DbBackend::Postgres => {
            "EXTRACT(EPOCH FROM (closed_at - (CAST(occurred_on AS timestamp) AT TIME ZONE 'UTC'))) / 86400.0"
        }
        _ => "julianday(closed_at) - julianday(occurred_on)",
    };
    let mean: Option<Option<f64>> = incident::Entity::find()
        .select_only()
        .column_as(
            Expr::cust(format!("AVG(CAST({days} AS double precision))")),
            "mean",
        )
        .filter(incident::Column::Deleted.eq(false))
        .filter(incident::Column::Status.eq("closed"))
        .filter(incident::Column::ClosedAt.is_not_null())
        .into_tuple()
        .one(conn)
        .await
        .map_err(db_err)?;
    Ok(mean.flatten().unwrap_or(0.0))
}

/// Every figure of the dashboard. `months`: the trend's months, oldest
/// first; `cutoffs`: the reporting clock's per category; `today`:
/// YYYY-MM-DD (actions due before it are overdue).
pub async fn figures<C: ConnectionTrait>(
    conn: &C,
    months: &[MonthRange],
    cutoffs: &Cutoffs,
    today: &str,
) -> Result<Figures, IncidentError> {
    use incident::Column as I;
    let live = || incident::Entity::find().filter(I::Deleted.eq(false));
    let by_status: Vec<(String, i64)> = live()
        .select_only()
        .column(I::Status)
        .column_as(Expr::col(I::Id).count(), "n")
        .group_by(I::Status)
        .into_tuple()
        .all(conn)
        .await
        .map_err(db_err)?;
    let of_status = |s: &str| {
        by_status
            .iter()
            .find(|(k, _)| k == s)
            .map_or(0, |(_, n)| count(*n))
    };
    let pending_approval = live()
        .filter(I::ApprovalStatus.eq("pending"))
        .count(conn)
        .await
        .map_err(db_err)?;
    let overdue_actions = action::Entity::find()
        .filter(action::Column::Status.eq("incomplete"))
        .filter(action::Column::DueOn.lt(today))
        .filter(action::Column::IncidentId.in_subquery(live_ids()))
        .count(conn)
        .await
        .map_err(db_err)?;
    let notification_overdue = live()
        .filter(overdue(cutoffs))
        .count(conn)
        .await
        .map_err(db_err)?;
    Ok(Figures {
        open: of_status("open"),
        closed: of_status("closed"),
        pending_approval,
        by_experience_type: tally_by(conn, I::ExperienceType).await?,
        by_category: tally_by(conn, I::CategoryId).await?,
        by_function: tally_by(conn, I::FunctionId).await?,
        by_risk: tally_by_risk(conn).await?,
        trend: trend(conn, months).await?,
        mean_days_to_close: mean_days_to_close(conn).await?,
        overdue_actions,
        notification_overdue,
    })
}
