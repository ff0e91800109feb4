//! Rows of the functions tree (departments, business units): reads, and
//! each change written together with its audit event. The rules (required
//! name, no loops in the tree, no delete under sub-functions) are in
//! `domain::functions`.

use chrono::Utc;
use platform::grpc::Caller;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, Condition, DatabaseConnection, DbErr, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder,
};
use serde_json::json;

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "functions")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub name: String,
        pub parent_id: Option<String>,
        pub head_user_id: Option<String>,
        #[sea_orm(column_type = "Text")]
        pub description: String,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub use entity::Model as Function;

/// The demo tree of the embedded form: (id, parent, name, description).
pub const DEMO: &[(&str, &str, &str, &str)] = &[
    (
        "fn-executive",
        "",
        "Executive Office",
        "Board and executive management",
    ),
    (
        "fn-finance",
        "fn-executive",
        "Finance",
        "Accounting, treasury and controlling",
    ),
    (
        "fn-compliance",
        "fn-executive",
        "Compliance & Legal",
        "Regulatory compliance and legal affairs",
    ),
    (
        "fn-operations",
        "",
        "Operations",
        "Production, logistics and service delivery",
    ),
    (
        "fn-it",
        "fn-operations",
        "Information Technology",
        "Infrastructure, applications and security",
    ),
    (
        "fn-hr",
        "",
        "Human Resources",
        "People, hiring and training",
    ),
];

fn snapshot(f: &Function) -> serde_json::Value {
    json!({ "name": f.name, "parent_id": f.parent_id, "head_user_id": f.head_user_id, "description": f.description })
}

pub async fn seed_demo(db: &DatabaseConnection) -> Result<(), DbErr> {
    for (id, parent, name, description) in DEMO {
        if entity::Entity::find_by_id(*id).one(db).await?.is_some() {
            continue;
        }
        let now = Utc::now();
        entity::Entity::insert(entity::ActiveModel {
            id: Set((*id).into()),
            name: Set((*name).into()),
            parent_id: Set(Some((*parent).to_owned()).filter(|p| !p.is_empty())),
            head_user_id: Set(None),
            description: Set((*description).into()),
            created_at: Set(now),
            updated_at: Set(now),
        })
        .exec_without_returning(db)
        .await?;
    }
    Ok(())
}

/// A page of functions by name, with the number matching `q`.
pub async fn list(
    db: &DatabaseConnection,
    q: &str,
    page: u64,
    per_page: u64,
) -> Result<(Vec<Function>, u64), DbErr> {
    let mut cond = Condition::all();
    if !q.trim().is_empty() {
        cond = cond.add(platform::db::contains_text(entity::Column::Name, q));
    }
    let paginator = entity::Entity::find()
        .filter(cond)
        .order_by_asc(entity::Column::Name)
        .paginate(db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.saturating_sub(1)).await?;
    Ok((rows, total))
}

/// One function by id.
pub async fn get(db: &DatabaseConnection, id: &str) -> Result<Option<Function>, DbErr> {
    entity::Entity::find_by_id(id).one(db).await
}

/// The (id, name) of every function directly under `parent` (`None`: the
/// roots), for the sibling-name rule.
pub async fn siblings(
    db: &DatabaseConnection,
    parent: Option<&str>,
) -> Result<Vec<(String, String)>, DbErr> {
    let under = match parent {
        Some(p) => entity::Column::ParentId.eq(p),
        None => entity::Column::ParentId.is_null(),
    };
    Ok(entity::Entity::find()
        .filter(under)
        .all(db)
        .await?
        .into_iter()
        .map(|f| (f.id, f.name))
        .collect())
}

/// How many functions sit directly under `id`.
pub async fn count_children(db: &DatabaseConnection, id: &str) -> Result<u64, DbErr> {
    entity::Entity::find()
        .filter(entity::Column::ParentId.eq(id))
        .count(db)
        .await
}

const AUDITED: super::audited::Audited<Function> = super::audited::Audited {
    kind: "function",
    snapshot,
};

/// Writes a change (`before` → `after`: insert, update or delete) and its
/// audit event (`function`) in one transaction.
pub async fn commit(
    db: &DatabaseConnection,
    caller: &Caller,
    before: Option<&Function>,
    after: Option<&Function>,
    action: &str,
) -> Result<(), DbErr> {
    let id = after.or(before).map(|f| f.id.clone()).unwrap_or_default();
    super::audited::commit::<entity::Entity>(db, caller, &AUDITED, &id, before, after, action).await
}
