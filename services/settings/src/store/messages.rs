//! Rows of the messages to users, each read by its recipient only (every
//! query takes the signed-in user's id). Which audit events raise which
//! message, and the sanitizing of bodies, are in `domain::messages`.

use chrono::Utc;
use platform::error::{ApiError, ErrorKind};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder,
};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "messages")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub user_id: String,
        pub subject: String,
        #[sea_orm(column_type = "Text")]
        pub body: String,
        pub read: bool,
        pub color: String,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub use entity::Model as Message;

fn db_err(e: sea_orm::DbErr) -> ApiError {
    platform::error::internal::<sea_orm::DbErr>("messages store")(e)
}

/// Stores a message unless one with this id exists (a repeated event is a
/// no-op); the subject and body arrive as they are to be kept.
pub async fn insert(
    db: &DatabaseConnection,
    id: &str,
    user_id: &str,
    subject: &str,
    body_html: &str,
    color: &str,
) -> Result<(), sea_orm::DbErr> {
    entity::Entity::insert(entity::ActiveModel {
        id: Set(id.to_owned()),
        user_id: Set(user_id.to_owned()),
        subject: Set(subject.to_owned()),
        body: Set(body_html.to_owned()),
        read: Set(false),
        color: Set(color.to_owned()),
        created_at: Set(Utc::now()),
    })
    .on_conflict_do_nothing()
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// The user's messages (only the unread ones with `unread_only`), newest
/// first, with the total listed and the user's unread count.
pub async fn list(
    db: &DatabaseConnection,
    user: &str,
    page: u64,
    per_page: u64,
    unread_only: bool,
) -> Result<(Vec<Message>, u64, u64), ApiError> {
    let mine = entity::Entity::find().filter(entity::Column::UserId.eq(user));
    let unread = mine
        .clone()
        .filter(entity::Column::Read.eq(false))
        .count(db)
        .await
        .map_err(db_err)?;
    let listed = if unread_only {
        mine.filter(entity::Column::Read.eq(false))
    } else {
        mine
    };
    let paginator = listed
        .order_by_desc(entity::Column::CreatedAt)
        .order_by_desc(entity::Column::Id)
        .paginate(db, per_page);
    let total = paginator.num_items().await.map_err(db_err)?;
    let rows = paginator
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    Ok((rows, total, unread))
}

/// Marks one of the user's messages read (someone else's is "not found").
pub async fn mark_read(db: &DatabaseConnection, user: &str, id: &str) -> Result<Message, ApiError> {
    set_read(db, user, id, true).await
}

/// Marks one of the user's messages unread again (someone else's is "not
/// found").
pub async fn mark_unread(
    db: &DatabaseConnection,
    user: &str,
    id: &str,
) -> Result<Message, ApiError> {
    set_read(db, user, id, false).await
}

async fn set_read(
    db: &DatabaseConnection,
    user: &str,
    id: &str,
    read: bool,
) -> Result<Message, ApiError> {
    let not_found = || ApiError::new(ErrorKind::NotFound, "MESSAGE_NOT_FOUND", "No such message.");
    let mut m = entity::Entity::find_by_id(id)
        .filter(entity::Column::UserId.eq(user))
        .one(db)
        .await
        .map_err(db_err)?
        .ok_or_else(not_found)?;
    if m.read != read {
        entity::Entity::update(entity::ActiveModel {
            id: Set(m.id.clone()),
            read: Set(read),
            ..Default::default()
        })
        .exec(db)
        .await
        .map_err(db_err)?;
        m.read = read;
    }
    Ok(m)
}

/// Marks every unread message of the user read; answers how many changed.
pub async fn mark_all_read(db: &DatabaseConnection, user: &str) -> Result<u64, ApiError> {
    let res = entity::Entity::update_many()
        .col_expr(entity::Column::Read, sea_orm::sea_query::Expr::value(true))
        .filter(entity::Column::UserId.eq(user))
        .filter(entity::Column::Read.eq(false))
        .exec(db)
        .await
        .map_err(db_err)?;
    Ok(res.rows_affected)
}
