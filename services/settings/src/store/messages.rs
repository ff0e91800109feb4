//! Rows of the messages to users, each read by its recipient only (every
//! query takes the signed-in user's id). Which audit events raise which
//! message, and the sanitizing of bodies, are in `domain::messages`.

use chrono::Utc;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, DatabaseConnection, DbErr, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder,
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
        /// The SPA path of the item it is about; empty for none.
        pub link: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub use entity::Model as Message;

/// Stores a message unless one with this id exists (a repeated event is a
/// no-op); the subject, body and link arrive as they are to be kept.
pub async fn insert(
    db: &DatabaseConnection,
    id: &str,
    user_id: &str,
    subject: &str,
    body_html: &str,
    color: &str,
    link: &str,
) -> Result<(), DbErr> {
    entity::Entity::insert(entity::ActiveModel {
        id: Set(id.to_owned()),
        user_id: Set(user_id.to_owned()),
        subject: Set(subject.to_owned()),
        body: Set(body_html.to_owned()),
        read: Set(false),
        color: Set(color.to_owned()),
        created_at: Set(Utc::now()),
        link: Set(link.to_owned()),
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
) -> Result<(Vec<Message>, u64, u64), DbErr> {
    let mine = entity::Entity::find().filter(entity::Column::UserId.eq(user));
    let unread = mine
        .clone()
        .filter(entity::Column::Read.eq(false))
        .count(db)
        .await?;
    let listed = if unread_only {
        mine.filter(entity::Column::Read.eq(false))
    } else {
        mine
    };
    let paginator = listed
        .order_by_desc(entity::Column::CreatedAt)
        .order_by_desc(entity::Column::Id)
        .paginate(db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.saturating_sub(1)).await?;
    Ok((rows, total, unread))
}

/// Marks one of the user's messages read or unread; answers it as it now is,
/// or `None` when the user has no message `id` (someone else's included).
pub async fn set_read(
    db: &DatabaseConnection,
    user: &str,
    id: &str,
    read: bool,
) -> Result<Option<Message>, DbErr> {
    let Some(mut m) = entity::Entity::find_by_id(id)
        .filter(entity::Column::UserId.eq(user))
        .one(db)
        .await?
    else {
        return Ok(None);
    };
    if m.read != read {
        entity::Entity::update(entity::ActiveModel {
            id: Set(m.id.clone()),
            read: Set(read),
            ..Default::default()
        })
        .exec(db)
        .await?;
        m.read = read;
    }
    Ok(Some(m))
}

/// Marks every unread message of the user read; answers how many changed.
pub async fn mark_all_read(db: &DatabaseConnection, user: &str) -> Result<u64, DbErr> {
    let res = entity::Entity::update_many()
        .col_expr(entity::Column::Read, sea_orm::sea_query::Expr::value(true))
        .filter(entity::Column::UserId.eq(user))
        .filter(entity::Column::Read.eq(false))
        .exec(db)
        .await?;
    Ok(res.rows_affected)
}
