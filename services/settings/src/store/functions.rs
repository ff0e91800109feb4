//! Functions (departments, business units): a tree with a head each. Every
//! change is committed together with its audit event.

use chrono::Utc;
use platform::{
    error::{ApiError, ErrorKind},
    events::AuditEvent,
    grpc::Caller,
    outbox,
};
use sea_orm::{
    ActiveModelTrait, ActiveValue::Set, ColumnTrait, Condition, DatabaseConnection, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder,
};
use serde_json::json;
use std::collections::BTreeMap;

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

use entity::Model as Function;

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

const SERVICE: &str = "settings";

fn db_err(e: sea_orm::DbErr) -> ApiError {
    platform::error::internal::<sea_orm::DbErr>("functions store")(e)
}

fn invalid(field: &str, message: &str) -> ApiError {
    let mut f = BTreeMap::new();
    f.insert(field.to_owned(), message.to_owned());
    ApiError::validation(f)
}

fn snapshot(f: &Function) -> serde_json::Value {
    json!({ "name": f.name, "parent_id": f.parent_id, "head_user_id": f.head_user_id, "description": f.description })
}

pub async fn seed_demo(db: &DatabaseConnection) -> Result<(), sea_orm::DbErr> {
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

pub async fn list(
    db: &DatabaseConnection,
    q: &str,
    page: u64,
    per_page: u64,
) -> Result<(Vec<Function>, u64), ApiError> {
    let mut cond = Condition::all();
    if !q.trim().is_empty() {
        cond = cond.add(platform::db::contains_text(entity::Column::Name, q));
    }
    let paginator = entity::Entity::find()
        .filter(cond)
        .order_by_asc(entity::Column::Name)
        .paginate(db, per_page);
    let total = paginator.num_items().await.map_err(db_err)?;
    let rows = paginator
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    Ok((rows, total))
}

async fn get(db: &DatabaseConnection, id: &str) -> Result<Function, ApiError> {
    entity::Entity::find_by_id(id)
        .one(db)
        .await
        .map_err(db_err)?
        .ok_or_else(|| {
            ApiError::new(
                ErrorKind::NotFound,
                "FUNCTION_NOT_FOUND",
                "No such function.",
            )
        })
}

/// A parent must exist and must not be the function itself or one below it.
async fn check_parent(
    db: &DatabaseConnection,
    id: Option<&str>,
    parent: &str,
) -> Result<(), ApiError> {
    let mut cursor = Some(parent.to_owned());
    let mut hops = 0;
    while let Some(current) = cursor {
        if Some(current.as_str()) == id {
            return Err(invalid(
                "parent_id",
                "A function cannot sit under itself or one of its sub-functions.",
            ));
        }
        let node = entity::Entity::find_by_id(&current)
            .one(db)
            .await
            .map_err(db_err)?
            .ok_or_else(|| invalid("parent_id", "No such function."))?;
        cursor = node.parent_id;
        hops += 1;
        if hops > 64 {
            return Err(invalid("parent_id", "The function tree is too deep."));
        }
    }
    Ok(())
}

fn require_caller(caller: &Caller) -> Result<(), ApiError> {
    if caller.user_id.is_empty() {
        return Err(ApiError::new(
            ErrorKind::PermissionDenied,
            "FORBIDDEN",
            "Sorry, Restricted Action",
        ));
    }
    Ok(())
}

async fn commit(
    db: &DatabaseConnection,
    caller: &Caller,
    before: Option<&Function>,
    after: Option<&Function>,
    action: &str,
) -> Result<(), ApiError> {
    let id = after.or(before).map(|f| f.id.clone()).unwrap_or_default();
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    match (before, after) {
        (None, Some(f)) => {
            entity::Entity::insert(entity::ActiveModel::from(f.clone()))
                .exec_without_returning(&txn)
                .await
                .map_err(db_err)?;
        }
        (Some(_), Some(f)) => {
            // Every field Set: a plain From<Model> would mark them unchanged.
            entity::Entity::update(entity::ActiveModel::from(f.clone()).reset_all())
                .exec(&txn)
                .await
                .map_err(db_err)?;
        }
        (Some(f), None) => {
            entity::Entity::delete_by_id(&f.id)
                .exec(&txn)
                .await
                .map_err(db_err)?;
        }
        (None, None) => {}
    }
    outbox::record(
        &txn,
        &AuditEvent::new(SERVICE, "function", &id, action)
            .caller(caller)
            .changes(
                before.map(snapshot).unwrap_or(serde_json::Value::Null),
                after.map(snapshot).unwrap_or(serde_json::Value::Null),
            ),
    )
    .await
    .map_err(db_err)?;
    txn.commit().await.map_err(db_err)
}

pub struct NewFunction {
    pub name: String,
    pub parent_id: String,
    pub head_user_id: String,
    pub description: String,
}

pub async fn create(
    db: &DatabaseConnection,
    caller: &Caller,
    n: NewFunction,
) -> Result<Function, ApiError> {
    require_caller(caller)?;
    let name = n.name.trim().to_owned();
    if name.is_empty() {
        return Err(invalid("name", "Required"));
    }
    if !n.parent_id.is_empty() {
        check_parent(db, None, &n.parent_id).await?;
    }
    let now = Utc::now();
    let f = Function {
        id: uuid::Uuid::now_v7().to_string(),
        name,
        parent_id: Some(n.parent_id).filter(|p| !p.is_empty()),
        head_user_id: Some(n.head_user_id).filter(|h| !h.is_empty()),
        description: n.description.trim().to_owned(),
        created_at: now,
        updated_at: now,
    };
    commit(db, caller, None, Some(&f), "created").await?;
    Ok(f)
}

pub struct FunctionChanges {
    pub name: Option<String>,
    pub parent_id: Option<String>,
    pub head_user_id: Option<String>,
    pub description: Option<String>,
}

pub async fn update(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
    c: FunctionChanges,
) -> Result<Function, ApiError> {
    require_caller(caller)?;
    let before = get(db, id).await?;
    let mut after = before.clone();
    if let Some(name) = c.name {
        let name = name.trim().to_owned();
        if name.is_empty() {
            return Err(invalid("name", "Required"));
        }
        after.name = name;
    }
    if let Some(parent) = c.parent_id {
        if !parent.is_empty() {
            check_parent(db, Some(id), &parent).await?;
        }
        after.parent_id = Some(parent).filter(|p| !p.is_empty());
    }
    if let Some(head) = c.head_user_id {
        after.head_user_id = Some(head).filter(|h| !h.is_empty());
    }
    if let Some(d) = c.description {
        after.description = d.trim().to_owned();
    }
    if after == before {
        return Ok(before);
    }
    after.updated_at = Utc::now();
    commit(db, caller, Some(&before), Some(&after), "updated").await?;
    Ok(after)
}

pub async fn delete(db: &DatabaseConnection, caller: &Caller, id: &str) -> Result<(), ApiError> {
    require_caller(caller)?;
    let before = get(db, id).await?;
    let children = entity::Entity::find()
        .filter(entity::Column::ParentId.eq(id))
        .count(db)
        .await
        .map_err(db_err)?;
    if children > 0 {
        return Err(ApiError::new(
            ErrorKind::Conflict,
            "FUNCTION_IN_USE",
            "Move or delete its sub-functions first.",
        ));
    }
    commit(db, caller, Some(&before), None, "deleted").await
}
