//! The calendar app's tables: each user's events (`calendar_events`, keyed by
//! user and per-user id, with start and end as Unix seconds in UTC so ranges
//! compare alike on SQLite and PostgreSQL) and each user's counter
//! (`calendar_users`, whose row also marks that their sample events were
//! written: removing every event does not bring the samples back).
//! Persistence only.

use sea_orm::{
    ActiveValue::Set,
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
    sea_query::{Expr, ExprTrait, OnConflict, Query},
};

pub mod event {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "calendar_events")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i32,
        pub title: String,
        /// Unix seconds, UTC.
        pub start_at: i64,
        /// Unix seconds, UTC; never before `start_at`.
        pub end_at: i64,
        pub label: String,
        pub all_day: bool,
        pub selectable: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A user of the app: their last event id.
pub mod owner {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "calendar_users")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
        pub last_id: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// What an event holds besides its owner and id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventFields {
    pub title: String,
    pub start_at: i64,
    pub end_at: i64,
    pub label: String,
    pub all_day: bool,
    pub selectable: bool,
}

/// The most events one list answers.
pub const LIST_MAX: u64 = 500;

fn row(user_id: &str, id: i32, f: EventFields) -> event::ActiveModel {
    event::ActiveModel {
        user_id: Set(user_id.to_owned()),
        id: Set(id),
        title: Set(f.title),
        start_at: Set(f.start_at),
        end_at: Set(f.end_at),
        label: Set(f.label),
        all_day: Set(f.all_day),
        selectable: Set(f.selectable),
    }
}

/// Marks `user_id` as a user of the app; true when they were not one yet (the
/// caller then writes their sample events in the same transaction).
pub async fn claim_first_open<C: ConnectionTrait>(conn: &C, user_id: &str) -> Result<bool, DbErr> {
    let insert = Query::insert()
        .into_table(owner::Entity)
        .columns([owner::Column::UserId, owner::Column::LastId])
        .values_panic([user_id.into(), 0.into()])
        .on_conflict(
            OnConflict::column(owner::Column::UserId)
                .do_nothing()
                .to_owned(),
        )
        .to_owned();
    Ok(conn.execute(&insert).await?.rows_affected() == 1)
}

/// Adds an event with the user's next id and returns the row. The counter's
/// update locks the user's row on PostgreSQL, so two adds get two ids.
pub async fn insert<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    fields: EventFields,
) -> Result<event::Model, DbErr> {
    owner::Entity::update_many()
        .col_expr(
            owner::Column::LastId,
            Expr::col(owner::Column::LastId).add(1),
        )
        .filter(owner::Column::UserId.eq(user_id))
        .exec(conn)
        .await?;
    let id = owner::Entity::find_by_id(user_id.to_owned())
        .one(conn)
        .await?
        .ok_or_else(|| DbErr::RecordNotFound(format!("calendar user {user_id}")))?
        .last_id;
    event::Entity::insert(row(user_id, id, fields.clone()))
        .exec_without_returning(conn)
        .await?;
    Ok(event::Model {
        user_id: user_id.to_owned(),
        id,
        title: fields.title,
        start_at: fields.start_at,
        end_at: fields.end_at,
        label: fields.label,
        all_day: fields.all_day,
        selectable: fields.selectable,
    })
}

pub async fn find<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    id: i32,
) -> Result<Option<event::Model>, DbErr> {
    event::Entity::find_by_id((user_id.to_owned(), id))
        .one(conn)
        .await
}

/// Replaces an event's content (its owner and id stay).
pub async fn update<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    id: i32,
    fields: EventFields,
) -> Result<event::Model, DbErr> {
    event::Entity::update(row(user_id, id, fields))
        .exec(conn)
        .await
}

/// Deletes an event; false when the user had none of that id.
pub async fn delete<C: ConnectionTrait>(conn: &C, user_id: &str, id: i32) -> Result<bool, DbErr> {
    let res = event::Entity::delete_many()
        .filter(event::Column::UserId.eq(user_id))
        .filter(event::Column::Id.eq(id))
        .exec(conn)
        .await?;
    Ok(res.rows_affected > 0)
}

/// The user's events overlapping [`from`, `to`) (either bound optional),
/// earliest start first, at most [`LIST_MAX`].
pub async fn list<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    from: Option<i64>,
    to: Option<i64>,
) -> Result<Vec<event::Model>, DbErr> {
    let mut cond = Condition::all().add(event::Column::UserId.eq(user_id));
    if let Some(from) = from {
        cond = cond.add(event::Column::EndAt.gte(from));
    }
    if let Some(to) = to {
        cond = cond.add(event::Column::StartAt.lt(to));
    }
    event::Entity::find()
        .filter(cond)
        .order_by_asc(event::Column::StartAt)
        .order_by_asc(event::Column::Id)
        .limit(LIST_MAX)
        .all(conn)
        .await
}

/// Writes `samples` as the user's events 1, 2, ... and sets their last id.
pub async fn insert_samples<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    samples: Vec<EventFields>,
) -> Result<(), DbErr> {
    let count = samples.len() as i32;
    let rows: Vec<_> = samples
        .into_iter()
        .enumerate()
        .map(|(i, f)| row(user_id, i as i32 + 1, f))
        .collect();
    event::Entity::insert_many(rows)
        .exec_without_returning(conn)
        .await?;
    owner::Entity::update_many()
        .col_expr(owner::Column::LastId, Expr::value(count))
        .filter(owner::Column::UserId.eq(user_id))
        .exec(conn)
        .await?;
    Ok(())
}
