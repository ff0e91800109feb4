//! Rows of each user's saved views of the big lists: reads always take the
//! owner's id (a view of someone else is never found), and each change is
//! written together with its audit event. The rules (lists, names, limits)
//! are in `domain::saved_views`.

use platform::grpc::Caller;
use sea_orm::{ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder};
use serde_json::json;

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "saved_views")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub user_id: String,
        pub list: String,
        pub name: String,
        #[sea_orm(column_type = "Text")]
        pub query: String,
        /// JSON array of column ids.
        #[sea_orm(column_type = "Text")]
        pub columns: String,
        pub starred: bool,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub use entity::Model as SavedViewRow;

fn snapshot(v: &SavedViewRow) -> serde_json::Value {
    let columns: serde_json::Value =
        serde_json::from_str(&v.columns).unwrap_or(serde_json::Value::Null);
    json!({
        "owner_id": v.user_id,
        "list": v.list,
        "name": v.name,
        "query": v.query,
        "columns": columns,
        "starred": v.starred,
    })
}

/// The user's views (of `list` only, unless empty), by list then name.
pub async fn list(
    db: &DatabaseConnection,
    user: &str,
    list: Option<&str>,
) -> Result<Vec<SavedViewRow>, DbErr> {
    let mut q = entity::Entity::find().filter(entity::Column::UserId.eq(user));
    if let Some(l) = list {
        q = q.filter(entity::Column::List.eq(l));
    }
    q.order_by_asc(entity::Column::List)
        .order_by_asc(entity::Column::Name)
        .order_by_asc(entity::Column::Id)
        .all(db)
        .await
}

/// One of the user's views; `None` for another user's or none.
pub async fn get(
    db: &DatabaseConnection,
    user: &str,
    id: &str,
) -> Result<Option<SavedViewRow>, DbErr> {
    entity::Entity::find_by_id(id)
        .filter(entity::Column::UserId.eq(user))
        .one(db)
        .await
}

const AUDITED: super::audited::Audited<SavedViewRow> = super::audited::Audited {
    kind: "saved_view",
    snapshot,
};

/// Writes a change (`before` → `after`: insert, update or delete) and its
/// audit event (`saved_view`) in one transaction.
pub async fn commit(
    db: &DatabaseConnection,
    caller: &Caller,
    before: Option<&SavedViewRow>,
    after: Option<&SavedViewRow>,
    action: &str,
) -> Result<(), DbErr> {
    let id = after.or(before).map(|v| v.id.clone()).unwrap_or_default();
    super::audited::commit::<entity::Entity>(db, caller, &AUDITED, &id, before, after, action).await
}
