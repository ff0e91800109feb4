//! The register: one page of the current state.

use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, Order, QueryFilter, QueryOrder,
    QuerySelect,
};
use std::{collections::HashMap, sync::Arc};

use super::{
    categories,
    counts::{CountCache, Total},
    db_err,
    entities::risk,
    plans,
    register_tally::Tally,
    risk_cursor::Cursor,
    risks::RiskView,
};
use crate::domain::RiskError;
use crate::domain::method::Versioned;

pub use super::register_filter::Filter;

/// Which page of the register: a page number (an OFFSET over the ids only,
/// a deferred join), or the page after a cursor (a seek through the sort's
/// index, ADR 0014).
#[derive(Clone, Copy, Debug)]
pub struct Paging<'a> {
    pub page: u64,
    pub per_page: u64,
    /// A cursor from a previous answer's `next`; empty for a page number.
    pub after: &'a str,
}

/// One page of the register with its total and where the next page starts.
pub struct RegisterPage {
    pub risks: Vec<RiskView>,
    pub total: Total,
    /// The cursor of the page after this one; empty when this page was not
    /// full.
    pub next: String,
}

/// One page of the register (the current state).
pub async fn list(
    db: &DatabaseConnection,
    v: &Versioned,
    f: &Filter,
    counts: &CountCache,
    paging: Paging<'_>,
) -> Result<RegisterPage, RiskError> {
    let (col, order) = f.order();
    let cond = f.condition_on(db.get_database_backend());
    // A search is counted on its own: no need to count the tally for it.
    let tallied = if Tally::answers(f) {
        tally(db, counts).await?.total(f)
    } else {
        None
    };
    let total = match tallied {
        Some(n) => Total::exact(n),
        None => total(db, f, &cond, counts).await?,
    };
    // A numbered page past an exact total is empty: no need to scan the
    // sort's index to its end to find that out.
    let past_the_end = paging.after.is_empty()
        && !total.estimated
        && paging.page.saturating_sub(1) * paging.per_page >= total.n;
    let (rows, full) = if past_the_end {
        (vec![], false)
    } else {
        let exact = (!total.estimated).then_some(total.n);
        rows(db, &cond, col, &order, paging, exact).await?
    };
    let next = match rows.last() {
        Some(last) if full => Cursor::after(last, col, &order).encode(),
        _ => String::new(),
    };
    let names = categories::cached_names(db, counts).await?;
    let open = match counts.open_plans() {
        Some(o) => o,
        None => {
            let lock = counts.counting("\0open-plans");
            let _one_at_a_time = lock.lock().await;
            match counts.open_plans() {
                Some(o) => o,
                None => {
                    let o = Arc::new(plans::all_open_counts(db).await?);
                    counts.put_open_plans(o.clone());
                    o
                }
            }
        }
    };
    Ok(RegisterPage {
        risks: decorate_owned(v, rows, &names, &open),
        total,
        next,
    })
}

/// The register grouped by its filtered columns. An old tally is answered
/// while one task counts it again in the background; after a write here the
/// first request counts it and the others wait for that count.
async fn tally(db: &DatabaseConnection, counts: &CountCache) -> Result<Arc<Tally>, RiskError> {
    if let Some((t, refresh)) = counts.tally() {
        if refresh {
            let (db, counts) = (db.clone(), counts.clone());
            let writes = counts.writes();
            tokio::spawn(async move {
                match Tally::load(&db).await {
                    Ok(t) => counts.put_tally(Arc::new(t), writes),
                    Err(e) => tracing::warn!(error = %e, "refreshing the register tally"),
                }
            });
        }
        return Ok(t);
    }
    let lock = counts.counting("\0tally");
    let _one_at_a_time = lock.lock().await;
    if let Some((t, false)) = counts.tally() {
        return Ok(t);
    }
    let writes = counts.writes();
    let t = Arc::new(Tally::load(db).await.map_err(db_err)?);
    counts.put_tally(t.clone(), writes);
    Ok(t)
}

/// The total for `f` from the cache, or counted by one request at a time.
async fn total(
    db: &DatabaseConnection,
    f: &Filter,
    cond: &Condition,
    counts: &CountCache,
) -> Result<Total, RiskError> {
    // The sort does not change the total; everything else does.
    let key = format!(
        "{:?}",
        Filter {
            sort: String::new(),
            ..f.clone()
        }
    );
    counts
        .totals
        .get_or_count(key, || async {
            platform::total::count_or_estimate::<risk::Entity, _>(db, cond)
                .await
                .map_err(db_err)
        })
        .await
}

/// The page's rows in the sort's order, `reference` breaking ties. The ids
/// first, then the rows: the ids come from the sort's index alone (an
/// index-only scan on PostgreSQL, the filters checked in the index), so
/// neither an OFFSET nor a filter that matches few rows reads rows that are
/// then thrown away. Also whether the page was full (there may be more).
async fn rows(
    db: &DatabaseConnection,
    cond: &Condition,
    col: risk::Column,
    order: &Order,
    paging: Paging<'_>,
    exact_total: Option<u64>,
) -> Result<(Vec<risk::Model>, bool), RiskError> {
    let numbered = Window::of(paging.page, paging.per_page, exact_total);
    let scan = if numbered.reversed {
        match order {
            Order::Asc => Order::Desc,
            _ => Order::Asc,
        }
    } else {
        order.clone()
    };
    let mut ids = risk::Entity::find()
        .select_only()
        .column(risk::Column::Id)
        .filter(cond.clone())
        .order_by(col, scan.clone())
        .order_by(risk::Column::Reference, scan)
        .limit(paging.per_page);
    if paging.after.is_empty() {
        ids = ids.offset(numbered.offset).limit(numbered.limit);
    } else {
        let after = Cursor::decode(paging.after, col, order)?;
        ids = ids.filter(after.seek(col, order));
    }
    let mut ids: Vec<String> = ids.into_tuple().all(db).await.map_err(db_err)?;
    if paging.after.is_empty() && numbered.reversed {
        ids.reverse();
    }
    let mut by_id: HashMap<String, risk::Model> = risk::Entity::find()
        .filter(risk::Column::Id.is_in(ids.iter().cloned()))
        .all(db)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|r| (r.id.clone(), r))
        .collect();
    // A row deleted between the two reads is left out; the cursor of the
    // last one read still leads to the right next page.
    let full = ids.len() as u64 == paging.per_page;
    Ok((ids.iter().filter_map(|id| by_id.remove(id)).collect(), full))
}

/// Where a numbered page's ids are read. An OFFSET walks the sort's index
/// from its start; with an exact total, a page in the second half is read
/// from the other end (the order reversed, then the ids put back), so no
/// page walks more than half of the matching risks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Window {
    offset: u64,
    limit: u64,
    reversed: bool,
}

impl Window {
    fn of(page: u64, per_page: u64, exact_total: Option<u64>) -> Self {
        let offset = page.saturating_sub(1) * per_page;
        let forward = Self {
            offset,
            limit: per_page,
            reversed: false,
        };
        let Some(total) = exact_total else {
            return forward;
        };
        if offset >= total || offset + per_page / 2 <= total / 2 {
            return forward;
        }
        // The rows offset..offset+limit counted from the end.
        let limit = per_page.min(total - offset);
        Self {
            offset: total - offset - limit,
            limit,
            reversed: true,
        }
    }
}

/// [`decorate_with`] for rows that are not needed afterwards, with the
/// open plan counts at hand (the register's pages and its exports).
pub(super) fn decorate_owned(
    v: &Versioned,
    rows: Vec<risk::Model>,
    names: &HashMap<String, String>,
    open: &HashMap<String, u32>,
) -> Vec<RiskView> {
    rows.into_iter()
        .map(|r| {
            let category = r.category_id.as_ref().and_then(|c| names.get(c).cloned());
            let mut p = RiskView::new(r, &v.method);
            p.category_name = category;
            p.open_action_plans = open.get(&p.row.id).copied().unwrap_or(0);
            p
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::Window;

    #[test]
    fn a_page_in_the_second_half_is_read_from_the_end() {
        let w = |page, total| Window::of(page, 50, total);
        let forward = |offset| Window {
            offset,
            limit: 50,
            reversed: false,
        };
        assert_eq!(w(1, Some(1000)), forward(0));
        assert_eq!(w(10, Some(1000)), forward(450));
        // Rows 500..550 of 1000 are rows 450..500 counted from the end.
        assert_eq!(
            w(11, Some(1000)),
            Window {
                offset: 450,
                limit: 50,
                reversed: true
            }
        );
        // The last, partial page: rows 1000..1020 of 1020.
        assert_eq!(
            w(21, Some(1020)),
            Window {
                offset: 0,
                limit: 20,
                reversed: true
            }
        );
        // No exact total, or past the end: from the start.
        assert_eq!(w(90, None), forward(4450));
        assert_eq!(w(30, Some(1000)), forward(1450));
    }
}
