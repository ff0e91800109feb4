//! The register: its filter and sort, and one page of the current state.

use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, DbBackend, EntityTrait, Order, QueryFilter,
    QueryOrder, QuerySelect, sea_query::Expr,
};
use std::{collections::HashMap, sync::Arc};

use super::{
    categories,
    counts::{CountCache, Total},
    db_err,
    entities::{maker, risk},
    plans, register_total,
    risk_cursor::Cursor,
    risks::RiskView,
    sort_spec,
};
use crate::domain::RiskError;
use crate::domain::method::Versioned;

/// Filters of the register.
#[derive(Clone, Debug)]
pub struct Filter {
    pub q: String,
    pub status: String,
    pub approval_status: String,
    pub category_id: String,
    pub function_id: String,
    pub owner_id: String,
    pub rating: String,
    pub over_appetite: bool,
    pub awaiting_approval_by: Option<String>,
    pub sort: String,
}

impl Filter {
    pub fn condition(&self) -> Condition {
        let mut c = Condition::all();
        if self.approval_status == "deleted" {
            c = c.add(risk::Column::ApprovalStatus.eq("deleted"));
        } else {
            c = c.add(risk::Column::DeletedAt.is_null());
            if !self.approval_status.is_empty() {
                c = c.add(risk::Column::ApprovalStatus.eq(&self.approval_status));
            }
        }
        let q = self.q.trim().to_lowercase();
        if !q.is_empty() {
            c = c.add(platform::db::contains_any(
                [risk::Column::Title, risk::Column::Reference],
                &q,
            ));
        }
        for (col, value) in [
            (risk::Column::Status, &self.status),
            (risk::Column::CategoryId, &self.category_id),
            (risk::Column::FunctionId, &self.function_id),
            (risk::Column::OwnerId, &self.owner_id),
            (risk::Column::NetRating, &self.rating),
        ] {
            if !value.is_empty() {
                c = c.add(col.eq(value.as_str()));
            }
        }
        if self.over_appetite {
            c = c.add(risk::Column::OverAppetite.eq(true));
        }
        if let Some(me) = &self.awaiting_approval_by {
            c = c.add(risk::Column::ApprovalStatus.eq("pending")).add(
                risk::Column::Id.not_in_subquery(
                    sea_orm::sea_query::Query::select()
                        .column(maker::Column::RiskId)
                        .from(maker::Entity)
                        .and_where(maker::Column::UserId.eq(me.as_str()))
                        .to_owned(),
                ),
            );
        }
        c
    }

    /// [`condition`](Self::condition) with the search answered by an index
    /// on `backend`. PostgreSQL's trigram indexes serve the LIKE as it is;
    /// SQLite's trigram table (migration m0007) finds the candidate rows,
    /// and the LIKE still decides, so both find exactly the same risks.
    pub fn condition_on(&self, backend: DbBackend) -> Condition {
        let c = self.condition();
        let q = self.q.trim();
        // A trigram index needs three characters to look anything up.
        if backend != DbBackend::Sqlite || q.chars().count() < 3 {
            return c;
        }
        let phrase = format!("\"{}\"", q.replace('"', "\"\""));
        c.add(Expr::cust_with_values(
            r#""risks"."rowid" IN (SELECT rowid FROM risks_search WHERE risks_search MATCH ?)"#,
            [phrase],
        ))
    }

    pub fn order(&self) -> (risk::Column, Order) {
        let (name, desc) = sort_spec(
            &self.sort,
            &[
                "reference",
                "title",
                "net_score",
                "gross_score",
                "updated_at",
            ],
            "reference",
        );
        let col = match name {
            "title" => risk::Column::Title,
            "net_score" => risk::Column::NetScore,
            "gross_score" => risk::Column::GrossScore,
            "updated_at" => risk::Column::UpdatedAt,
            _ => risk::Column::Reference,
        };
        (col, if desc { Order::Desc } else { Order::Asc })
    }
}

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
    let total = total(db, f, &cond, counts).await?;
    let (rows, full) = rows(db, &cond, col, &order, paging).await?;
    let next = match rows.last() {
        Some(last) if full => Cursor::after(last, col, &order).encode(),
        _ => String::new(),
    };
    let names = match counts.category_names() {
        Some(n) => n,
        None => {
            let n = Arc::new(categories::names(db).await?);
            counts.put_category_names(n.clone());
            n
        }
    };
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
    if let Some(t) = counts.get(&key) {
        return Ok(t);
    }
    let lock = counts.counting(&key);
    let _one_at_a_time = lock.lock().await;
    if let Some(t) = counts.fresh(&key) {
        return Ok(t);
    }
    let t = register_total::total(db, cond).await.map_err(db_err)?;
    counts.put(key, t);
    Ok(t)
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
) -> Result<(Vec<risk::Model>, bool), RiskError> {
    let mut ids = risk::Entity::find()
        .select_only()
        .column(risk::Column::Id)
        .filter(cond.clone())
        .order_by(col, order.clone())
        .order_by(risk::Column::Reference, order.clone())
        .limit(paging.per_page);
    if paging.after.is_empty() {
        ids = ids.offset(paging.page.saturating_sub(1) * paging.per_page);
    } else {
        let after = Cursor::decode(paging.after, col, order)?;
        ids = ids.filter(after.seek(col, order));
    }
    let ids: Vec<String> = ids.into_tuple().all(db).await.map_err(db_err)?;
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
