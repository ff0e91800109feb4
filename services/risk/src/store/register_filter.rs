//! The register's filter and sort: which risks a page, a total or an
//! export is about, as a query condition and an order.

use sea_orm::{ColumnTrait, Condition, DbBackend, Order, sea_query::Expr};

use super::{
    entities::{maker, risk},
    sort_spec,
};

/// Filters of the register (the default: every live risk, by reference).
#[derive(Clone, Debug, Default)]
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
