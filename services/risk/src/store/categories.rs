//! Risk categories: a tree of up to three levels (a root and two below).

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
    category::{CategoryFilter, CategoryForUpdate, CategoryInput},
    validate,
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

/// How deep the tree may go: a root and two levels below it.
pub const MAX_DEPTH: usize = 3;

pub async fn find<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<Option<entity::Model>, RiskError> {
    entity::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)
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

/// Levels from the root down to `id` (1 for a root).
async fn depth_of<C: ConnectionTrait>(conn: &C, id: &str) -> Result<usize, RiskError> {
    let mut depth = 0;
    let mut cursor = id.to_owned();
    while !cursor.is_empty() {
        depth += 1;
        if depth > MAX_DEPTH + 1 {
            break;
        }
        cursor = find(conn, &cursor)
            .await?
            .map(|c| c.parent_id)
            .unwrap_or_default();
    }
    Ok(depth)
}

/// Levels below `id` (0 for a leaf).
async fn height_of<C: ConnectionTrait>(conn: &C, id: &str) -> Result<usize, RiskError> {
    let all = entity::Entity::find().all(conn).await.map_err(db_err)?;
    fn height(all: &[entity::Model], id: &str, guard: usize) -> usize {
        if guard > 8 {
            return 0;
        }
        all.iter()
            .filter(|c| c.parent_id == id)
            .map(|c| 1 + height(all, &c.id, guard + 1))
            .max()
            .unwrap_or(0)
    }
    Ok(height(&all, id, 0))
}

async fn check_parent<C: ConnectionTrait>(
    conn: &C,
    id: Option<&str>,
    parent: &str,
) -> Result<(), RiskError> {
    if parent.is_empty() {
        return Ok(());
    }
    if find(conn, parent).await?.is_none() {
        return Err(RiskError::field("parent_id", "No such category."));
    }
    // Walk up from the parent: the category itself must not be on the way.
    let mut cursor = parent.to_owned();
    let mut hops = 0;
    while !cursor.is_empty() && hops < 16 {
        if Some(cursor.as_str()) == id {
            return Err(RiskError::field(
                "parent_id",
                "A category cannot sit under itself.",
            ));
        }
        cursor = find(conn, &cursor)
            .await?
            .map(|c| c.parent_id)
            .unwrap_or_default();
        hops += 1;
    }
    let below = match id {
        Some(id) => height_of(conn, id).await?,
        None => 0,
    };
    if depth_of(conn, parent).await? + 1 + below > MAX_DEPTH {
        return Err(RiskError::CategoryTooDeep);
    }
    Ok(())
}

fn snapshot(c: &entity::Model) -> Value {
    json!({ "name": c.name, "parent_id": c.parent_id, "description": c.description })
}

pub async fn create(
    db: &DatabaseConnection,
    caller: &Caller,
    input: CategoryInput,
) -> Result<CategoryView, RiskError> {
    let mut fields = validate::Fields::new();
    validate::category(&input, &mut fields);
    RiskError::check(fields)?;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    check_parent(&txn, None, input.parent_id.trim()).await?;
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

pub async fn update(
    db: &DatabaseConnection,
    caller: &Caller,
    req: CategoryForUpdate,
) -> Result<CategoryView, RiskError> {
    use sea_orm::ActiveModelTrait;
    let CategoryForUpdate {
        id,
        category: input,
    } = req;
    let id = id.as_str();
    let mut fields = validate::Fields::new();
    validate::category(&input, &mut fields);
    RiskError::check(fields)?;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, id)
        .await?
        .ok_or_else(|| RiskError::not_found("CATEGORY_NOT_FOUND", "category"))?;
    check_parent(&txn, Some(id), input.parent_id.trim()).await?;
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

/// Deletes a category that no risk uses and that has no sub-categories.
pub async fn delete(db: &DatabaseConnection, caller: &Caller, id: &str) -> Result<(), RiskError> {
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
    if children > 0 || used > 0 {
        return Err(RiskError::CategoryInUse);
    }
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
