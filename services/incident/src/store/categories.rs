//! Incident categories: the tree's rows (its rules are `domain::category`'s).

use std::collections::HashMap;

use platform::{events::AuditEvent, grpc::Caller};
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
    sea_query::{Expr, ExprTrait},
};
use serde_json::{Value, json};

use super::entities::incident;
use crate::domain::{
    IncidentError,
    category::{CategoryFilter, CategoryForUpdate, CategoryInput, CategoryNode},
};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "incident_categories")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub name: String,
        /// Empty for a root category.
        pub parent_id: String,
        pub description: String,
        /// Hours after the report day's start to notify (0: no deadline).
        pub notification_hours: i32,
        /// Actual loss above which linked risks are re-assessed (0: none).
        pub loss_threshold: f64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The default categories a new installation starts with: (id, parent, name, description).
pub const DEFAULTS: &[(&str, &str, &str, &str)] = &[
    ("inc-fraud", "", "Fraud", "Internal or external fraud"),
    ("inc-outage", "", "IT outage", "Loss of systems or services"),
    (
        "inc-data",
        "",
        "Data breach",
        "Loss or exposure of personal or confidential data",
    ),
    (
        "inc-safety",
        "",
        "Health and safety",
        "Injury, near miss or unsafe condition",
    ),
    (
        "inc-complaint",
        "",
        "Customer complaint",
        "A complaint that points to a control failure",
    ),
    (
        "inc-regulatory",
        "",
        "Regulatory breach",
        "A breach of a law, rule or licence condition",
    ),
    (
        "inc-supplier",
        "",
        "Supplier failure",
        "A third party failed to deliver",
    ),
];

fn db_err(e: DbErr) -> IncidentError {
    IncidentError::internal("incident categories")(e)
}

pub async fn find<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<Option<entity::Model>, IncidentError> {
    entity::Entity::find_by_id(id)
        .one(conn)
        .await
        .map_err(db_err)
}

/// Every category (the tree is small): names for the register and the
/// dashboard, notification hours for the reporting clock.
pub async fn all<C: ConnectionTrait>(conn: &C) -> Result<Vec<entity::Model>, IncidentError> {
    entity::Entity::find().all(conn).await.map_err(db_err)
}

/// Live incidents per category id.
async fn incident_counts<C: ConnectionTrait>(
    conn: &C,
    ids: &[String],
) -> Result<HashMap<String, u64>, IncidentError> {
    if ids.is_empty() {
        return Ok(HashMap::new());
    }
    let rows: Vec<(String, i64)> = incident::Entity::find()
        .select_only()
        .column(incident::Column::CategoryId)
        .column_as(Expr::col(incident::Column::Id).count(), "n")
        .filter(incident::Column::Deleted.eq(false))
        .filter(incident::Column::CategoryId.is_in(ids.iter().cloned()))
        .group_by(incident::Column::CategoryId)
        .into_tuple()
        .all(conn)
        .await
        .map_err(db_err)?;
    Ok(rows
        .into_iter()
        .map(|(k, n)| (k, u64::try_from(n).unwrap_or(0)))
        .collect())
}

/// A category with the number of live incidents in it (not counting its
/// sub-categories).
#[derive(Clone, Debug)]
pub struct CategoryView {
    pub row: entity::Model,
    pub incident_count: u64,
}

impl CategoryView {
    fn new(row: entity::Model, counts: &HashMap<String, u64>) -> Self {
        Self {
            incident_count: counts.get(&row.id).copied().unwrap_or(0),
            row,
        }
    }
}

/// One page of categories, parents (roots first) then names, with counts.
pub async fn list(
    db: &DatabaseConnection,
    f: &CategoryFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<CategoryView>, u64), IncidentError> {
    let mut cond = Condition::all();
    if !f.q.trim().is_empty() {
        cond = cond.add(platform::db::contains_text(entity::Column::Name, &f.q));
    }
    let paginator = entity::Entity::find()
        .filter(cond)
        .order_by_asc(entity::Column::ParentId)
        .order_by_asc(entity::Column::Name)
        .order_by_asc(entity::Column::Id)
        .paginate(db, per_page);
    let total = paginator.num_items().await.map_err(db_err)?;
    let rows = paginator
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    let ids: Vec<String> = rows.iter().map(|c| c.id.clone()).collect();
    let counts = incident_counts(db, &ids).await?;
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
async fn tree<C: ConnectionTrait>(conn: &C) -> Result<Vec<CategoryNode>, IncidentError> {
    if conn.get_database_backend() == sea_orm::DatabaseBackend::Postgres {
        conn.execute_unprepared("LOCK TABLE incident_categories IN SHARE ROW EXCLUSIVE MODE")
            .await
            .map_err(db_err)?;
    }
    Ok(all(conn)
        .await?
        .into_iter()
        .map(|c| CategoryNode {
            id: c.id,
            parent_id: c.parent_id,
            name: c.name,
        })
        .collect())
}

fn snapshot(c: &entity::Model) -> Value {
    json!({
        "name": c.name,
        "parent_id": c.parent_id,
        "description": c.description,
        "notification_hours": c.notification_hours,
        "loss_threshold": c.loss_threshold,
    })
}

/// The audit event of a category change (entity `category`), in the
/// caller's transaction.
async fn audit<C: ConnectionTrait>(
    conn: &C,
    caller: &Caller,
    id: &str,
    action: &str,
    before: Value,
    after: Value,
) -> Result<(), IncidentError> {
    platform::outbox::record(
        conn,
        &AuditEvent::new("incident", "category", id, action)
            .caller(caller)
            .changes(before, after),
    )
    .await
    .map_err(db_err)
}

fn row(id: String, input: CategoryInput) -> entity::Model {
    let CategoryInput {
        name,
        parent_id,
        description,
        notification_hours,
        loss_threshold,
    } = input;
    entity::Model {
        id,
        name,
        parent_id,
        description,
        notification_hours: i32::try_from(notification_hours).unwrap_or(i32::MAX),
        loss_threshold,
    }
}

/// Stores a new category (its input checked); `place` decides, on the tree
/// as it stands inside the transaction, whether it may go under its parent.
pub async fn create(
    db: &DatabaseConnection,
    caller: &Caller,
    input: CategoryInput,
    place: impl FnOnce(&[CategoryNode], &str) -> Result<(), IncidentError>,
) -> Result<CategoryView, IncidentError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    place(&tree(&txn).await?, &input.parent_id)?;
    let c = row(uuid::Uuid::now_v7().to_string(), input);
    entity::Entity::insert(entity::ActiveModel::from(c.clone()))
        .exec_without_returning(&txn)
        .await
        .map_err(db_err)?;
    audit(&txn, caller, &c.id, "created", Value::Null, snapshot(&c)).await?;
    txn.commit().await.map_err(db_err)?;
    Ok(CategoryView::new(c, &HashMap::new()))
}

/// Replaces a category's content (its input checked); `place` as for [`create`].
pub async fn update(
    db: &DatabaseConnection,
    caller: &Caller,
    req: CategoryForUpdate,
    place: impl FnOnce(&[CategoryNode], &str) -> Result<(), IncidentError>,
) -> Result<CategoryView, IncidentError> {
    use sea_orm::ActiveModelTrait;
    let CategoryForUpdate {
        id,
        category: input,
    } = req;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, &id)
        .await?
        .ok_or_else(|| IncidentError::not_found("CATEGORY_NOT_FOUND", "category"))?;
    place(&tree(&txn).await?, &input.parent_id)?;
    let c = row(before.id.clone(), input);
    entity::Entity::update(entity::ActiveModel::from(c.clone()).reset_all())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        &id,
        "updated",
        snapshot(&before),
        snapshot(&c),
    )
    .await?;
    let counts = incident_counts(&txn, std::slice::from_ref(&id)).await?;
    txn.commit().await.map_err(db_err)?;
    Ok(CategoryView::new(c, &counts))
}

/// Deletes a category if `may_delete` allows it, given how many
/// sub-categories and live incidents use it inside the transaction.
pub async fn delete(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
    may_delete: impl FnOnce(u64, u64) -> Result<(), IncidentError>,
) -> Result<(), IncidentError> {
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let before = find(&txn, id)
        .await?
        .ok_or_else(|| IncidentError::not_found("CATEGORY_NOT_FOUND", "category"))?;
    let children = entity::Entity::find()
        .filter(entity::Column::ParentId.eq(id))
        .count(&txn)
        .await
        .map_err(db_err)?;
    let used = incident::Entity::find()
        .filter(incident::Column::CategoryId.eq(id))
        .filter(incident::Column::Deleted.eq(false))
        .count(&txn)
        .await
        .map_err(db_err)?;
    may_delete(children, used)?;
    entity::Entity::delete_by_id(id)
        .exec(&txn)
        .await
        .map_err(db_err)?;
    audit(&txn, caller, id, "deleted", snapshot(&before), Value::Null).await?;
    txn.commit().await.map_err(db_err)
}
