//! Register totals without reading 100 000 rows (ADR 0014), for every
//! register that pages a large table (risks, incidents):
//! - [`count_or_estimate`]: an exact count up to [`EXACT_UP_TO`], above it
//!   PostgreSQL's planner estimate, flagged so the screen says "about". The
//!   planner is asked first; only a total it puts under twice the threshold
//!   is counted (with a LIMIT), so a large total never reads rows and a
//!   small one is always exact. SQLite has no estimate to offer; the
//!   embedded form's registers are small, so it counts.
//! - [`Remembered`]: totals kept per filter for a moment. When one is old,
//!   one request counts again while the others keep using the old total,
//!   so a busy filter is never counted by every request at once.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use sea_orm::{
    Condition, ConnectionTrait, DbBackend, DbErr, EntityTrait, QueryFilter, QueryTrait, Statement,
    sea_query::{Alias, Expr, PostgresQueryBuilder, Query},
};

/// Totals up to this are exact; reading this many ids through an index
/// costs about a millisecond.
pub const EXACT_UP_TO: u64 = 10_000;

/// A register total: counted, or the planner's estimate of a large one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Total {
    pub n: u64,
    pub estimated: bool,
}

impl Total {
    pub fn exact(n: u64) -> Self {
        Self {
            n,
            estimated: false,
        }
    }

    /// The total when it is exact.
    pub fn exact_n(self) -> Option<u64> {
        (!self.estimated).then_some(self.n)
    }
}

/// How many rows of `E` match `cond`: exact up to [`EXACT_UP_TO`], above
/// it (PostgreSQL only) the planner's estimate.
pub async fn count_or_estimate<E: EntityTrait, C: ConnectionTrait>(
    db: &C,
    cond: &Condition,
) -> Result<Total, DbErr> {
    if db.get_database_backend() != DbBackend::Postgres {
        return Ok(Total::exact(count::<E, C>(db, cond, None).await?));
    }
    // Planning is a fraction of a millisecond; a total the planner puts
    // well above the threshold is not worth reading rows for.
    let estimated = estimate::<E, C>(db, cond).await?;
    if estimated > 2 * EXACT_UP_TO {
        return Ok(Total {
            n: estimated,
            estimated: true,
        });
    }
    let counted = count::<E, C>(db, cond, Some(EXACT_UP_TO + 1)).await?;
    if counted <= EXACT_UP_TO {
        return Ok(Total::exact(counted));
    }
    // More than EXACT_UP_TO for sure: never say fewer than that.
    Ok(Total {
        n: estimated.max(counted),
        estimated: true,
    })
}

/// `SELECT count(*) FROM (SELECT 1 FROM table WHERE cond LIMIT limit)`.
async fn count<E: EntityTrait, C: ConnectionTrait>(
    db: &C,
    cond: &Condition,
    limit: Option<u64>,
) -> Result<u64, DbErr> {
    let mut matching = Query::select();
    matching
        .expr(Expr::val(1))
        .from(E::default().table_ref())
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

/// The planner's row estimate for `SELECT * FROM table WHERE cond`. The
/// values are inlined (escaped by sea-query): EXPLAIN takes no parameters.
async fn estimate<E: EntityTrait, C: ConnectionTrait>(
    db: &C,
    cond: &Condition,
) -> Result<u64, DbErr> {
    let select = E::find()
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

/// Distinct filters remembered before the cache starts over.
const MAX_ENTRIES: usize = 1024;

/// Past this age a total is counted again even while a refresh is said to
/// be under way (that request may have failed).
const GIVE_UP: Duration = Duration::from_secs(10);

struct Entry {
    at: Instant,
    total: Total,
    refreshing: bool,
}

/// Totals by filter key, kept for `ttl`. Use as: [`get`](Self::get); on
/// `None` hold [`counting`](Self::counting), check [`fresh`](Self::fresh)
/// (another request may have counted meanwhile), count, [`put`](Self::put).
#[derive(Clone)]
pub struct Remembered {
    ttl: Duration,
    inner: Arc<Mutex<HashMap<String, Entry>>>,
    /// One count at a time per filter: a burst of a new filter waits for
    /// the first count instead of running it 32 times.
    counting: Arc<Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>>,
}

impl Remembered {
    pub fn new(ttl: Duration) -> Self {
        Self {
            ttl,
            inner: Default::default(),
            counting: Default::default(),
        }
    }

    /// The total to use, or `None`: count, then [`put`](Self::put). An old
    /// total is `None` for one caller (who counts) and kept for the others.
    pub fn get(&self, key: &str) -> Option<Total> {
        let mut map = self.inner.lock().expect("total cache");
        let e = map.get_mut(key)?;
        let age = e.at.elapsed();
        if age < self.ttl || (e.refreshing && age < GIVE_UP.max(self.ttl * 2)) {
            return Some(e.total);
        }
        e.refreshing = true;
        None
    }

    /// The total if it is fresh (someone counted while we waited).
    pub fn fresh(&self, key: &str) -> Option<Total> {
        let map = self.inner.lock().expect("total cache");
        map.get(key)
            .filter(|e| e.at.elapsed() < self.ttl)
            .map(|e| e.total)
    }

    /// The lock to hold while counting `key`.
    pub fn counting(&self, key: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut locks = self.counting.lock().expect("count locks");
        if locks.len() >= MAX_ENTRIES {
            locks.clear();
        }
        locks.entry(key.to_owned()).or_default().clone()
    }

    pub fn put(&self, key: String, total: Total) {
        let mut map = self.inner.lock().expect("total cache");
        if map.len() >= MAX_ENTRIES {
            map.clear();
        }
        map.insert(
            key,
            Entry {
                at: Instant::now(),
                total,
                refreshing: false,
            },
        );
    }

    /// Forgets every total (after a write here).
    pub fn clear(&self) {
        self.inner.lock().expect("total cache").clear();
    }

    /// The remembered total for `key`, else `count` run by one caller at a
    /// time and remembered.
    pub async fn get_or_count<F, Fut, E>(&self, key: String, count: F) -> Result<Total, E>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<Total, E>>,
    {
        if let Some(t) = self.get(&key) {
            return Ok(t);
        }
        let lock = self.counting(&key);
        let _one_at_a_time = lock.lock().await;
        if let Some(t) = self.fresh(&key) {
            return Ok(t);
        }
        let t = count().await?;
        self.put(key, t);
        Ok(t)
    }
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

    #[test]
    fn an_old_total_is_recounted_by_one_caller_while_the_others_keep_it() {
        let cache = Remembered::new(Duration::from_secs(2));
        cache.put("fn-it".into(), Total::exact(7));
        cache.inner.lock().unwrap().get_mut("fn-it").unwrap().at -= Duration::from_secs(2);
        assert_eq!(cache.get("fn-it"), None, "the first caller counts");
        assert_eq!(
            cache.get("fn-it"),
            Some(Total::exact(7)),
            "the rest use the old total"
        );
        cache.put("fn-it".into(), Total::exact(8));
        assert_eq!(cache.get("fn-it"), Some(Total::exact(8)));
        cache.clear();
        assert_eq!(cache.get("fn-it"), None);
    }

    #[tokio::test]
    async fn a_burst_of_one_new_filter_counts_once() {
        let cache = Remembered::new(Duration::from_secs(60));
        let counted = Arc::new(std::sync::atomic::AtomicU32::new(0));
        let mut tasks = Vec::new();
        for _ in 0..8 {
            let (cache, counted) = (cache.clone(), counted.clone());
            tasks.push(tokio::spawn(async move {
                cache
                    .get_or_count("busy".into(), || async move {
                        counted.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                        tokio::time::sleep(Duration::from_millis(20)).await;
                        Ok::<_, ()>(Total::exact(42))
                    })
                    .await
            }));
        }
        for t in tasks {
            assert_eq!(t.await.unwrap(), Ok(Total::exact(42)));
        }
        assert_eq!(counted.load(std::sync::atomic::Ordering::SeqCst), 1);
    }
}
