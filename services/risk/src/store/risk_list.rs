//! The register: its filter and sort, and one page of the current state.

use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, EntityTrait, Order, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect,
};
use std::{collections::HashMap, sync::Arc};

use super::{
    categories,
    counts::CountCache,
    db_err,
    entities::{maker, risk},
    plans,
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

/// One page of the register (the current state).
pub async fn list(
    db: &DatabaseConnection,
    v: &Versioned,
    f: &Filter,
    counts: &CountCache,
    page: u64,
    per_page: u64,
) -> Result<(Vec<RiskView>, u64), RiskError> {
    let (col, order) = f.order();
    let matching = risk::Entity::find().filter(f.condition());
    // The sort does not change the total; everything else does.
    let key = format!(
        "{:?}",
        Filter {
            sort: String::new(),
            ..f.clone()
        }
    );
    let total = match counts.get(&key) {
        Some(n) => n,
        None => {
            let lock = counts.counting(&key);
            let _one_at_a_time = lock.lock().await;
            match counts.fresh(&key) {
                Some(n) => n,
                None => {
                    let n = matching.clone().count(db).await.map_err(db_err)?;
                    counts.put(key, n);
                    n
                }
            }
        }
    };
    let rows = matching
        .order_by(col, order.clone())
        .order_by(risk::Column::Reference, order)
        .offset(page.saturating_sub(1) * per_page)
        .limit(per_page)
        .all(db)
        .await
        .map_err(db_err)?;
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
    Ok((decorate_owned(v, rows, &names, &open), total))
}

/// [`decorate_with`] for rows that are not needed afterwards, with the
/// open plan counts at hand.
fn decorate_owned(
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
