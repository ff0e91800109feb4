//! Each user's starred pages (the top bar's bookmarks): one row per star,
//! keeping when it was set, so the quick list keeps its order. Which pages a
//! caller sees and which stars make the quick list are in `domain::bookmarks`.

use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "bookmarks")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub page_id: i32,
        /// Unix time in milliseconds.
        pub starred_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The user's stars: (page id, starred at in Unix milliseconds).
pub async fn stars(db: &DatabaseConnection, user: &str) -> Result<Vec<(i32, i64)>, DbErr> {
    Ok(entity::Entity::find()
        .filter(entity::Column::UserId.eq(user))
        .all(db)
        .await?
        .into_iter()
        .map(|r| (r.page_id, r.starred_at))
        .collect())
}

/// Stars a page at `at_ms`; a page already starred keeps its first time.
pub async fn star(
    db: &DatabaseConnection,
    user: &str,
    page_id: i32,
    at_ms: i64,
) -> Result<(), DbErr> {
    entity::Entity::insert(entity::ActiveModel {
        user_id: Set(user.to_owned()),
        page_id: Set(page_id),
        starred_at: Set(at_ms),
    })
    .on_conflict_do_nothing()
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// Takes a star away (none is no error).
pub async fn unstar(db: &DatabaseConnection, user: &str, page_id: i32) -> Result<(), DbErr> {
    entity::Entity::delete_many()
        .filter(entity::Column::UserId.eq(user))
        .filter(entity::Column::PageId.eq(page_id))
        .exec(db)
        .await?;
    Ok(())
}
