//! How many risks match a filter, without reading 100 000 of them: an exact
//! count up to [`EXACT_UP_TO`], above it PostgreSQL's planner estimate
//! (flagged, so the screen says "about"). The planner is asked first; only
//! a total it puts under twice the threshold is counted (with a LIMIT), so
//! a large total never reads rows and a small one is always exact. SQLite has no estimate to offer;
//! the embedded form's registers are small, so it counts.

use sea_orm::{
    Condition, ConnectionTrait, DatabaseConnection, DbBackend, DbErr, EntityTrait, QueryFilter,
    QueryTrait, Statement,
    sea_query::{Alias, Expr, PostgresQueryBuilder, Query},
};

use super::{counts::Total, entities::risk};

/// Totals up to this are exact; reading this many ids through an index
/// costs about a millisecond.
pub const EXACT_UP_TO: u64 = 10_000;

/// The total of the live or deleted risks matching `cond`.
pub async fn total(db: &DatabaseConnection, cond: &Condition) -> Result<Total, DbErr> {
    if db.get_database_backend() != DbBackend::Postgres {
        return Ok(Total::exact(count(db, cond, None).await?));
    }
    // Planning is a fraction of a millisecond; a total the planner puts
    // well above the threshold is not worth reading rows for.
    let estimated = estimate(db, cond).await?;
    if estimated > 2 * EXACT_UP_TO {
        return Ok(Total {
            n: estimated,
            estimated: true,
        });
    }
    let counted = count(db, cond, Some(EXACT_UP_TO + 1)).await?;
    if counted <= EXACT_UP_TO {
        return Ok(Total::exact(counted));
    }
    // More than EXACT_UP_TO for sure: never say fewer than that.
    Ok(Total {
        n: estimated.max(counted),
        estimated: true,
    })
}

/// `SELECT count(*) FROM (SELECT 1 FROM risks WHERE cond LIMIT limit)`.
async fn count(
    db: &DatabaseConnection,
    cond: &Condition,
    limit: Option<u64>,
) -> Result<u64, DbErr> {
    let mut matching = Query::select();
    matching
        .expr(Expr::val(1))
        .from(risk::Entity)
        .cond_where(cond.clone());
    if let Some(limit) = limit {
        matching.limit(limit);
    }
    let stmt = Query::select()
        .expr_as(Expr::cust("COUNT(*)"), Alias::new("n"))
        .from_subquery(matching, Alias::new("matching"))
        .to_owned();
    let row = db
        .query_one_raw(db.get_database_backend().build(&stmt))
        .await?
        .ok_or_else(|| DbErr::Custom("count returned no row".into()))?;
    let n: i64 = row.try_get("", "n")?;
    Ok(u64::try_from(n).unwrap_or(0))
}

/// The planner's row estimate for `SELECT * FROM risks WHERE cond`. The
/// values are inlined (escaped by sea-query): EXPLAIN takes no parameters.
async fn estimate(db: &DatabaseConnection, cond: &Condition) -> Result<u64, DbErr> {
    let select = risk::Entity::find()
        .filter(cond.clone())
        .into_query()
        .to_string(PostgresQueryBuilder);
    let row = db
        .query_one_raw(Statement::from_string(
            DbBackend::Postgres,
            format!("EXPLAIN {select}"),
        ))
        .await?
        .ok_or_else(|| DbErr::Custom("EXPLAIN returned no row".into()))?;
    let plan: String = row.try_get("", "QUERY PLAN")?;
    planned_rows(&plan).ok_or_else(|| DbErr::Custom(format!("no row estimate in {plan:?}")))
}

/// `rows=N` of a plan's top line, e.g.
/// `Seq Scan on risks  (cost=0.00..4868.40 rows=99840 width=467)`.
fn planned_rows(line: &str) -> Option<u64> {
    let rest = &line[line.find(" rows=")? + 6..];
    rest[..rest.find(|c: char| !c.is_ascii_digit())?]
        .parse()
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_estimate_is_read_from_the_plans_top_line() {
        assert_eq!(
            planned_rows("Seq Scan on risks  (cost=0.00..4868.40 rows=99840 width=467)"),
            Some(99840)
        );
        assert_eq!(
            planned_rows("Bitmap Heap Scan on risks  (cost=1.2..3.4 rows=1 width=8)"),
            Some(1)
        );
        assert_eq!(planned_rows("Result  (cost=0.00..0.01 width=0)"), None);
    }
}
