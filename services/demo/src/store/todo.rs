//! The todo app's tables: each user's tasks (`todo_tasks`, keyed by user and
//! per-user id) and each user's counter (`todo_users`, whose row also marks
//! that the user's sample tasks were written). Persistence only.

use sea_orm::{
    ActiveValue::Set,
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect,
    sea_query::{Expr, ExprTrait, OnConflict, Query},
};

/// A task row; `tags` holds the tag values between commas (`,team,high,`), so
/// one tag is a `LIKE '%,team,%'` away.
pub mod task {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "todo_tasks")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i32,
        pub title: String,
        pub description: String,
        pub is_important: bool,
        pub is_starred: bool,
        pub is_completed: bool,
        pub is_trashed: bool,
        pub tags: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A user of the app: their last task id.
pub mod owner {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "todo_users")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
        pub last_id: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// What a task holds besides its owner and id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TaskFields {
    pub title: String,
    pub description: String,
    pub is_important: bool,
    pub is_starred: bool,
    pub is_completed: bool,
    pub is_trashed: bool,
    pub tags: Vec<String>,
}

/// Which of a user's tasks a list shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TaskFilter {
    /// The trash (true) or everything else (false).
    pub trashed: bool,
    pub starred_only: bool,
    pub important_only: bool,
    pub completed_only: bool,
    /// Carrying every one of these tag values.
    pub tags: Vec<String>,
    /// Text in the title or the description.
    pub text: Option<String>,
}

/// The tag values of a row.
pub fn tags_of(row: &task::Model) -> Vec<String> {
    row.tags
        .split(',')
        .filter(|t| !t.is_empty())
        .map(str::to_owned)
        .collect()
}

fn stored_tags(tags: &[String]) -> String {
    if tags.is_empty() {
        String::new()
    } else {
        format!(",{},", tags.join(","))
    }
}

fn row(user_id: &str, id: i32, f: TaskFields) -> task::ActiveModel {
    task::ActiveModel {
        user_id: Set(user_id.to_owned()),
        id: Set(id),
        title: Set(f.title),
        description: Set(f.description),
        is_important: Set(f.is_important),
        is_starred: Set(f.is_starred),
        is_completed: Set(f.is_completed),
        is_trashed: Set(f.is_trashed),
        tags: Set(stored_tags(&f.tags)),
    }
}

/// Marks `user_id` as a user of the app; true when they were not one yet (the
/// caller then writes their sample tasks in the same transaction). Two first
/// calls at once insert one row: the second waits for the first and finds it.
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

/// Adds a task with the user's next id (their last one plus 1) and returns
/// that id. The counter's update locks the user's row on PostgreSQL (SQLite
/// writes one at a time), so two adds at once get two ids.
pub async fn insert<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    fields: TaskFields,
) -> Result<i32, DbErr> {
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
        .ok_or_else(|| DbErr::RecordNotFound(format!("todo user {user_id}")))?
        .last_id;
    task::Entity::insert(row(user_id, id, fields))
        .exec_without_returning(conn)
        .await?;
    Ok(id)
}

/// One task of the user's.
pub async fn find<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    id: i32,
) -> Result<Option<task::Model>, DbErr> {
    task::Entity::find_by_id((user_id.to_owned(), id))
        .one(conn)
        .await
}

/// Replaces a task's content (its owner and id stay).
pub async fn update<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    id: i32,
    fields: TaskFields,
) -> Result<task::Model, DbErr> {
    task::Entity::update(row(user_id, id, fields))
        .exec(conn)
        .await
}

/// Puts a task in the trash.
pub async fn trash<C: ConnectionTrait>(conn: &C, user_id: &str, id: i32) -> Result<(), DbErr> {
    task::Entity::update_many()
        .col_expr(task::Column::IsTrashed, Expr::value(true))
        .filter(task::Column::UserId.eq(user_id))
        .filter(task::Column::Id.eq(id))
        .exec(conn)
        .await?;
    Ok(())
}

/// One page of the user's tasks matching `filter`, highest id (newest) first,
/// and how many match in all.
pub async fn list<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    filter: &TaskFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<task::Model>, u64), DbErr> {
    let mut cond = Condition::all()
        .add(task::Column::UserId.eq(user_id))
        .add(task::Column::IsTrashed.eq(filter.trashed));
    if filter.starred_only {
        cond = cond.add(task::Column::IsStarred.eq(true));
    }
    if filter.important_only {
        cond = cond.add(task::Column::IsImportant.eq(true));
    }
    if filter.completed_only {
        cond = cond.add(task::Column::IsCompleted.eq(true));
    }
    for tag in &filter.tags {
        cond = cond.add(task::Column::Tags.contains(format!(",{tag},")));
    }
    if let Some(text) = &filter.text {
        cond = cond.add(platform::db::contains_any(
            [task::Column::Title, task::Column::Description],
            text,
        ));
    }
    let query = task::Entity::find().filter(cond);
    let total = query.clone().count(conn).await?;
    let rows = query
        .order_by_desc(task::Column::Id)
        .offset((page - 1) * per_page)
        .limit(per_page)
        .all(conn)
        .await?;
    Ok((rows, total))
}

/// Writes `samples` as the user's tasks 1, 2, ... and sets their last id.
pub async fn insert_samples<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    samples: Vec<TaskFields>,
) -> Result<(), DbErr> {
    let count = samples.len() as i32;
    let rows: Vec<_> = samples
        .into_iter()
        .enumerate()
        .map(|(i, f)| row(user_id, i as i32 + 1, f))
        .collect();
    task::Entity::insert_many(rows)
        .exec_without_returning(conn)
        .await?;
    owner::Entity::update_many()
        .col_expr(owner::Column::LastId, Expr::value(count))
        .filter(owner::Column::UserId.eq(user_id))
        .exec(conn)
        .await?;
    Ok(())
}
