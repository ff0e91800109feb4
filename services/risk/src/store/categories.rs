//! Risk categories: the tree's rows (its rules are `domain::category`'s).

use std::collections::HashMap;

use platform::grpc::Caller;
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect,
    sea_query::{Expr, ExprTrait},
};
use serde_json::{Value, json};

use super::{audit, db_err, entities::risk, new_id};
use crate::domain::{
    RiskError,
    category::{CategoryFilter, CategoryForUpdate, CategoryInput, CategoryNode},
};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "risk_categories")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub name: String,
        /// Empty for a root category.
        pub parent_id: String,
        pub description: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The default category tree a new installation starts with: (id, parent, name, description).
pub const DEFAULTS: &[(&str, &str, &str, &str)] = &[
    (
        "cat-strategic",
        "",
        "Strategic",
        "Risks to the organisation's objectives and business model",
    ),
    (
        "cat-operational",
        "",
        "Operational",
        "Risks from failed processes, people and systems",
    ),
    (
        "cat-financial",
        "",
        "Financial",
        "Market, credit and liquidity risks",
    ),
    (
        "cat-compliance",
        "",
        "Compliance",
        "Legal and regulatory obligations",
    ),
    (
        "cat-technology",
        "",
        "Technology",
        "Information security and IT risks",
    ),
    (
        "cat-reputational",
        "",
        "Reputational",
        "Risks to trust and brand",
    ),
    (
        "cat-ops-process",
        "cat-operational",
        "Process failure",
        "Errors in execution and delivery",
    ),
    (
        "cat-ops-people",
        "cat-operational",
        "People",
        "Key person, conduct and safety risks",
    ),
    (
        "cat-ops-third",
        "cat-operational",
        "Third parties",
        "Suppliers and outsourcing",
    ),
    (
        "cat-fin-credit",
        "cat-financial",
        "Credit",
        "Counterparty default",
    ),
    (
        "cat-fin-liquidity",
        "cat-financial",
        "Liquidity",
        "Funding and cash flow",
    ),
    (
        "cat-comp-privacy",
        "cat-compliance",
        "Data protection",
        "Personal data handling",
    ),
    (
        "cat-comp-aml",
        "cat-compliance",
        "Financial crime",
        "Fraud, bribery and money laundering",
    ),
    (
        "cat-tech-cyber",
        "cat-technology",
        "Cyber security",
        "Attacks on systems and data",
    ),
    (
        "cat-tech-availability",
        "cat-technology",
        "Availability",
        "Outages and disaster recovery",
    ),
];

pub async fn find<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<Option<entity::Model>, RiskError> {
    entity::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)
}

/// [`names`], kept in `counts` for a while (forgotten when a category
/// changes here).
pub async fn cached_names(
    db: &sea_orm::DatabaseConnection,
    counts: &super::counts::CountCache,
) -> Result<std::sync::Arc<HashMap<String, String>>, RiskError> {
    if let Some(n) = counts.category_names() {
        return Ok(n);
    }
    let n = std::sync::Arc::new(names(db).await?);
    counts.put_category_names(n.clone());
    Ok(n)
}

/// Every category's name by id (the tree is small).
pub async fn names<C: ConnectionTrait>(conn: &C) -> Result<HashMap<String, String>, RiskError> {
    Ok(entity::Entity::find()
        .all(conn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect())
}

async fn risk_counts<C: ConnectionTrait>(conn: &C) -> Result<HashMap<String, u64>, RiskError> {
    let rows: Vec<(Option<String>, i64)> = risk::Entity::find()
        .select_only()
        .column(risk::Column::CategoryId)
        .column_as(Expr::col(risk::Column::Id).count(), "n")
        .filter(risk::Column::DeletedAt.is_null())
        .group_by(risk::Column::CategoryId)
        .into_tuple()
        .all(conn)
        .await
        .map_err(db_err)?;
    Ok(rows
        .into_iter()
        .filter_map(|(k, n)| k.map(|k| (k, u64::try_from(n).unwrap_or(0))))
        .collect())
}

/// A category with the number of live risks in it.
#[derive(Clone, Debug)]
pub struct CategoryView {
    pub row: entity::Model,
    pub risk_count: u64,
}

impl CategoryView {
    fn new(row: entity::Model, counts: &HashMap<String, u64>) -> Self {
        Self {
            risk_count: counts.get(&row.id).copied().unwrap_or(0),
            row,
        }
    }
}

pub async fn list(
    db: &DatabaseConnection,
    f: &CategoryFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<CategoryView>, u64), RiskError> {
    let q = f.q.as_str();
    let mut cond = Condition::all();
    if !q.trim().is_empty() {
        cond = cond.add(platform::db::contains_text(entity::Column::Name, q));
    }
    let paginator = entity::Entity::find()
        .filter(cond)
        .order_by_asc(entity::Column::ParentId)
        .order_by_asc(entity::Column::Name)
        .paginate(db, per_page);
    let total = paginator.num_items().await.map_err(db_err)?;
    let rows = paginator
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    let counts = risk_counts(db).await?;
    Ok((
        rows.into_iter()
            .map(|c| CategoryView::new(c, &counts))
            .collect(),
        total,
    ))
}

/// The whole tree's shape (it is small), read inside the caller's
/// transaction. On PostgreSQL the table is locked against other writers
/// first, so two requests cannot both find a name free and both take it
/// (SQLite's write transaction already holds the only write lock).
async fn tree<C: ConnectionTrait>(conn: &C) -> Result<Vec<CategoryNode>, RiskError> {
    if conn.get_database_backend() == sea_orm::DatabaseBackend::Postgres {
        conn.execute_unprepared("LOCK TABLE risk_categories IN SHARE ROW EXCLUSIVE MODE")
            .await
            .map_err(db_err)?;
    }
    Ok(entity::Entity::find()
        .all(conn)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|c| CategoryNode {
            id: c.id,
            parent_id: c.parent_id,
            name: c.name,
        })
        .collect())
}

fn snapshot(c: &entity::Model) -> Value {
    json!({ "name": c.name, "parent_id": c.parent_id, "description": c.description })
}

/// Stores a new category (its input checked); `place` decides, on the tree
/// as it stands inside the transaction, whether it may go under its parent.
pub async fn create(
    db: &DatabaseConnection,
    caller: &Caller,
    input: CategoryInput,
    place: impl FnOnce(&[CategoryNode], &str) -> Result<(), RiskError>,
) -> Result<CategoryView, RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    place(&tree(&txn).await?, input.parent_id.trim())?;
    let c = entity::Model {
        id: new_id(),
        name: input.name.trim().to_owned(),
        parent_id: input.parent_id.trim().to_owned(),
        description: input.description.trim().to_owned(),
    };
    entity::Entity::insert(entity::ActiveModel::from(c.clone()))
        .exec_without_returning(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        "risk_category",
        &c.id,
        "created",
        Value::Null,
        snapshot(&c),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    Ok(CategoryView::new(c, &HashMap::new()))
}

/// Replaces a category's content (its input checked); `place` as for [`create`].
pub async fn update(
    db: &DatabaseConnection,
    caller: &Caller,
    req: CategoryForUpdate,
    place: impl FnOnce(&[CategoryNode], &str) -> Result<(), RiskError>,
) -> Result<CategoryView, RiskError> {
    use sea_orm::ActiveModelTrait;
    let CategoryForUpdate {
        id,
        category: input,
    } = req;
    let id = id.as_str();
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, id)
        .await?
        .ok_or_else(|| RiskError::not_found("CATEGORY_NOT_FOUND", "category"))?;
    place(&tree(&txn).await?, input.parent_id.trim())?;
    let c = entity::Model {
        id: before.id.clone(),
        name: input.name.trim().to_owned(),
        parent_id: input.parent_id.trim().to_owned(),
        description: input.description.trim().to_owned(),
    };
    entity::Entity::update(entity::ActiveModel::from(c.clone()).reset_all())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        "risk_category",
        id,
        "updated",
        snapshot(&before),
        snapshot(&c),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    let counts = risk_counts(db).await?;
    Ok(CategoryView::new(c, &counts))
}

/// Deletes a category if `may_delete` allows it, given how many
/// sub-categories and live risks use it inside the transaction.
pub async fn delete(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
    may_delete: impl FnOnce(u64, u64) -> Result<(), RiskError>,
) -> Result<(), RiskError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, id)
        .await?
        .ok_or_else(|| RiskError::not_found("CATEGORY_NOT_FOUND", "category"))?;
    let children = entity::Entity::find()
        .filter(entity::Column::ParentId.eq(id))
        .count(&txn)
        .await
        .map_err(db_err)?;
    let used = risk::Entity::find()
        .filter(risk::Column::CategoryId.eq(id))
        .filter(risk::Column::DeletedAt.is_null())
        .count(&txn)
        .await
        .map_err(db_err)?;
    may_delete(children, used)?;
    entity::Entity::delete_by_id(id)
        .exec(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        "risk_category",
        id,
        "deleted",
        snapshot(&before),
        Value::Null,
    )
    .await?;
    txn.commit().await.map_err(db_err)
}
