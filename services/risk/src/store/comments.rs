//! Comments on risks, controls and action plans (migration m0010). Each add
//! and delete is committed with its audit event (entity `comment`, actions
//! `created` and `deleted`); the settings service turns a created event's
//! `mentions` into a message to each mentioned user, so the keys of
//! [`event`] are a contract.

use chrono::Utc;
use platform::grpc::Caller;
use sea_orm::{
    ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
};
use serde_json::{Value, json};

use super::{attachments::parent, audit, db_err, new_id};
use crate::domain::{
    RiskError,
    comment::{self, AdmittedComment},
};

/// The audit entity of a comment.
pub const ENTITY: &str = "comment";

pub mod entity {
    use sea_orm::entity::prelude::*;

    /// A comment; `mentions` is a JSON array of user ids.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "comments")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub entity_type: String,
        pub entity_id: String,
        pub author_id: String,
        pub author_name: String,
        #[sea_orm(column_type = "Text")]
        pub body: String,
        #[sea_orm(column_type = "Text")]
        pub mentions: String,
        pub created_at: DateTimeUtc,
        pub edited_at: Option<DateTimeUtc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

use entity as comment_row;

/// The user ids of a stored `mentions` column (a JSON array; anything else
/// reads as none).
pub fn mention_ids(stored: &str) -> Vec<String> {
    serde_json::from_str(stored).unwrap_or_default()
}

/// One page of a parent's comments, newest first, and how many it has.
#[derive(Clone, Debug, Default)]
pub struct CommentPage {
    pub comments: Vec<comment_row::Model>,
    pub total: u64,
}

/// `changes.after` of `created` (and `changes.before` of `deleted`):
/// exactly these keys, which the settings service reads.
fn event(reference: &str, title: &str, m: &comment_row::Model) -> Value {
    json!({
        "entity_type": m.entity_type,
        "entity_id": m.entity_id,
        "entity_reference": reference,
        "entity_title": title,
        "body": m.body,
        "mentions": mention_ids(&m.mentions),
        "author_id": m.author_id,
    })
}

/// The comments of a live risk, control or plan, newest first.
pub async fn list(
    db: &DatabaseConnection,
    entity_type: &str,
    entity_id: &str,
    page: u32,
    per_page: u32,
) -> Result<CommentPage, RiskError> {
    comment::check_entity_type(entity_type)?;
    parent(db, entity_type, entity_id).await?;
    let (page, per_page) = platform::grpc::paging(page, per_page);
    let pages = comment_row::Entity::find()
        .filter(comment_row::Column::EntityType.eq(entity_type))
        .filter(comment_row::Column::EntityId.eq(entity_id))
        .order_by_desc(comment_row::Column::CreatedAt)
        .order_by_desc(comment_row::Column::Id)
        .paginate(db, per_page);
    let total = pages.num_items().await.map_err(db_err)?;
    let comments = pages
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    Ok(CommentPage { comments, total })
}

/// Stores an admitted comment (see `domain::comment::admit`) on a live
/// risk, control or plan, with its audit event.
pub async fn add(
    db: &DatabaseConnection,
    caller: &Caller,
    c: AdmittedComment,
) -> Result<comment_row::Model, RiskError> {
    let AdmittedComment {
        entity_type,
        entity_id,
        body,
        mentions,
    } = c;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    // Inside the transaction: a parent deleted meanwhile gets no comment.
    let (reference, title) = parent(&txn, &entity_type, &entity_id).await?;
    let m = comment_row::Model {
        id: new_id(),
        entity_type,
        entity_id,
        author_id: caller.user_id.clone(),
        author_name: caller.name.clone(),
        body,
        mentions: Value::from(mentions).to_string(),
        created_at: Utc::now(),
        edited_at: None,
    };
    comment_row::Entity::insert(comment_row::ActiveModel::from(m.clone()))
        .exec_without_returning(&txn)
        .await
        .map_err(db_err)?;
    audit(
        &txn,
        caller,
        ENTITY,
        &m.id,
        "created",
        Value::Null,
        event(&reference, &title, &m),
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    Ok(m)
}

/// Deletes a comment for good, if the caller wrote it or moderates; the
/// audit event keeps what it said.
pub async fn delete(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
    moderate: bool,
) -> Result<(), RiskError> {
    let m = comment_row::Entity::find_by_id(id.to_owned())
        .one(db)
        .await
        .map_err(db_err)?
        .ok_or_else(|| RiskError::not_found("COMMENT_NOT_FOUND", "comment"))?;
    comment::may_delete(&caller.user_id, &m.author_id, moderate)?;
    // The label of the event; the parent may have been deleted since.
    let (reference, title) = parent(db, &m.entity_type, &m.entity_id)
        .await
        .unwrap_or_default();
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let gone = comment_row::Entity::delete_by_id(m.id.clone())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    if gone.rows_affected == 0 {
        // Deleted by someone else since it was read.
        return Err(RiskError::not_found("COMMENT_NOT_FOUND", "comment"));
    }
    audit(
        &txn,
        caller,
        ENTITY,
        &m.id,
        "deleted",
        event(&reference, &title, &m),
        Value::Null,
    )
    .await?;
    txn.commit().await.map_err(db_err)
}
