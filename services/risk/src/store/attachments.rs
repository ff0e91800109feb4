//! Files attached to risks, controls and action plans. The metadata and the
//! audit event are committed together; the bytes go to the blob store
//! (`platform::files::BlobStore`: inside the same transaction in the database, or written before the
//! commit and removed again if it fails, on disk).

use chrono::{SubsecRound, Utc};
use platform::grpc::Caller;
use sea_orm::{
    ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect,
    sea_query::{Query, SelectStatement},
};
use serde_json::{Value, json};

use super::{
    audit, db_err, entities::action_plan, entities::attachment, entities::control, entities::risk,
    new_id,
};
use crate::domain::{
    RiskError,
    attachment::{AdmittedUpload, AttachmentSearch},
    file_type,
};

/// The store of the bytes and the size limit, from the configuration.
pub use platform::files::AttachmentSettings;

/// The table of the bytes when the store is the database (ADR 0008).
pub const BLOB_TABLE: &str = "attachment_blobs";

/// The reference and title of the live risk, control or plan a file (or a
/// comment, `store::comments`) is for.
pub(super) async fn parent<C: ConnectionTrait>(
    conn: &C,
    entity_type: &str,
    entity_id: &str,
) -> Result<(String, String), RiskError> {
    let id = entity_id.to_owned();
    let found = match entity_type {
        "risk" => risk::Entity::find_by_id(id)
            .one(conn)
            .await
            .map_err(db_err)?
            .filter(|r| r.deleted_at.is_none())
            .map(|r| (r.reference, r.title)),
        "control" => control::Entity::find_by_id(id)
            .one(conn)
            .await
            .map_err(db_err)?
            .filter(|c| c.deleted_at.is_none())
            .map(|c| (c.reference, c.title)),
        "action_plan" => action_plan::Entity::find_by_id(id)
            .one(conn)
            .await
            .map_err(db_err)?
            .filter(|p| p.deleted_at.is_none())
            .map(|p| (p.reference, p.title)),
        _ => {
            return Err(RiskError::field(
                "entity_type",
                "Attachments belong to a risk, a control or an action plan.",
            ));
        }
    };
    found.ok_or_else(|| RiskError::not_found("ENTITY_NOT_FOUND", &entity_type.replace('_', " ")))
}

/// The files of one risk, control or plan (newest first), with what an
/// upload may be.
#[derive(Clone, Debug)]
pub struct AttachmentList {
    pub attachments: Vec<attachment::Model>,
    pub max_bytes: u64,
    /// The file extensions accepted.
    pub accepted: Vec<String>,
}

/// A file's record and its bytes.
#[derive(Clone, Debug)]
pub struct AttachmentContent {
    pub attachment: attachment::Model,
    pub data: Vec<u8>,
}

/// One page of a search and how many match in all.
#[derive(Clone, Debug, Default)]
pub struct AttachmentHits {
    pub attachments: Vec<attachment::Model>,
    pub total: u64,
}

fn event(reference: &str, title: &str, m: &attachment::Model) -> Value {
    json!({
        "reference": reference,
        "title": title,
        "attachment": {
            "id": m.id, "title": m.title, "file_name": m.file_name,
            "content_type": m.content_type, "size": m.size,
        },
    })
}

pub async fn list(
    db: &DatabaseConnection,
    settings: &AttachmentSettings,
    entity_type: &str,
    entity_id: &str,
) -> Result<AttachmentList, RiskError> {
    parent(db, entity_type, entity_id).await?;
    let rows = attachment::Entity::find()
        .filter(attachment::Column::EntityType.eq(entity_type))
        .filter(attachment::Column::EntityId.eq(entity_id))
        .order_by_desc(attachment::Column::CreatedAt)
        .all(db)
        .await
        .map_err(db_err)?;
    Ok(AttachmentList {
        attachments: rows,
        max_bytes: settings.max_bytes,
        accepted: file_type::accepted_extensions(),
    })
}

/// Stores an admitted upload (see `domain::attachment::admit`) with its
/// audit event, for a live risk, control or plan.
pub async fn add(
    db: &DatabaseConnection,
    settings: &AttachmentSettings,
    caller: &Caller,
    req: AdmittedUpload,
) -> Result<attachment::Model, RiskError> {
    let AdmittedUpload {
        entity_type,
        entity_id,
        title,
        file_name,
        content_type,
        data,
    } = req;
    let (reference, parent_title) = parent(db, &entity_type, &entity_id).await?;
    let m = attachment::Model {
        id: new_id(),
        entity_type,
        entity_id,
        title,
        file_name,
        content_type: content_type.to_owned(),
        size: i64::try_from(data.len()).unwrap_or(i64::MAX),
        created_by: caller.user_id.clone(),
        created_by_name: caller.name.clone(),
        // Microseconds: what the database keeps, so the answer equals a later read.
        created_at: Utc::now().trunc_subsecs(6),
    };
    let store = &settings.store;
    if store.is_disk() {
        store.put(db, &m.id, &data).await?;
    }
    let saved = async {
        let txn = platform::db::begin_write(db).await.map_err(db_err)?;
        if !store.is_disk() {
            store.put(&txn, &m.id, &data).await?;
        }
        attachment::Entity::insert(attachment::ActiveModel::from(m.clone()))
            .exec_without_returning(&txn)
            .await
            .map_err(db_err)?;
        audit(
            &txn,
            caller,
            &m.entity_type,
            &m.entity_id,
            "attachment_added",
            Value::Null,
            event(&reference, &parent_title, &m),
        )
        .await?;
        txn.commit().await.map_err(db_err)
    }
    .await;
    if let Err(e) = saved {
        // Nothing half-written: the file goes with the failed transaction.
        if store.is_disk() {
            let _ = store.remove(db, &m.id).await;
        }
        return Err(e);
    }
    Ok(m)
}

async fn find(db: &DatabaseConnection, id: &str) -> Result<attachment::Model, RiskError> {
    attachment::Entity::find_by_id(id.to_owned())
        .one(db)
        .await
        .map_err(db_err)?
        .ok_or_else(|| RiskError::not_found("ATTACHMENT_NOT_FOUND", "attachment"))
}

pub async fn content(
    db: &DatabaseConnection,
    settings: &AttachmentSettings,
    id: &str,
) -> Result<AttachmentContent, RiskError> {
    let m = find(db, id).await?;
    // A file of a deleted risk, control or plan went with it.
    parent(db, &m.entity_type, &m.entity_id)
        .await
        .map_err(|_| RiskError::not_found("ATTACHMENT_NOT_FOUND", "attachment"))?;
    let data = settings.store.get(db, &m.id).await?;
    Ok(AttachmentContent {
        attachment: m,
        data,
    })
}

pub async fn delete(
    db: &DatabaseConnection,
    settings: &AttachmentSettings,
    caller: &Caller,
    id: &str,
) -> Result<(), RiskError> {
    let m = find(db, id).await?;
    // The label of the event; the parent may have been deleted since.
    let (reference, title) = parent(db, &m.entity_type, &m.entity_id)
        .await
        .unwrap_or_default();
    let store = &settings.store;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    attachment::Entity::delete_by_id(m.id.clone())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    if !store.is_disk() {
        store.remove(&txn, &m.id).await?;
    }
    audit(
        &txn,
        caller,
        &m.entity_type,
        &m.entity_id,
        "attachment_removed",
        event(&reference, &title, &m),
        Value::Null,
    )
    .await?;
    txn.commit().await.map_err(db_err)?;
    if store.is_disk()
        && let Err(e) = store.remove(db, &m.id).await
    {
        // The record is gone; a leftover file is only wasted space.
        tracing::warn!(attachment = %m.id, error = %e, "attachment file not removed");
    }
    Ok(())
}

/// Attachments of `kind` whose parent (ids from `live_ids`) is not deleted.
fn of_live(kind: &str, live_ids: SelectStatement) -> Condition {
    Condition::all()
        .add(attachment::Column::EntityType.eq(kind))
        .add(attachment::Column::EntityId.in_subquery(live_ids))
}

/// Files of live risks, controls and action plans whose file name or title
/// holds `q` (trimmed, case-insensitive): the newest `limit` and how many
/// match in all. A blank `q` finds nothing.
pub async fn search(
    db: &DatabaseConnection,
    search: &AttachmentSearch,
) -> Result<AttachmentHits, RiskError> {
    let AttachmentSearch { q, limit } = search;
    let needle = q.trim().to_lowercase();
    if needle.is_empty() {
        return Ok(AttachmentHits::default());
    }
    let text = platform::db::contains_any(
        [attachment::Column::FileName, attachment::Column::Title],
        &needle,
    );
    // A file of a deleted parent has no page to open.
    let parents = Condition::any()
        .add(of_live(
            "risk",
            Query::select()
                .column(risk::Column::Id)
                .from(risk::Entity)
                .and_where(risk::Column::DeletedAt.is_null())
                .to_owned(),
        ))
        .add(of_live(
            "control",
            Query::select()
                .column(control::Column::Id)
                .from(control::Entity)
                .and_where(control::Column::DeletedAt.is_null())
                .to_owned(),
        ))
        .add(of_live(
            "action_plan",
            Query::select()
                .column(action_plan::Column::Id)
                .from(action_plan::Entity)
                .and_where(action_plan::Column::DeletedAt.is_null())
                .to_owned(),
        ));
    let found = attachment::Entity::find().filter(text).filter(parents);
    let total = found.clone().count(db).await.map_err(db_err)?;
    let rows = found
        .order_by_desc(attachment::Column::CreatedAt)
        .order_by_desc(attachment::Column::Id)
        .limit(*limit)
        .all(db)
        .await
        .map_err(db_err)?;
    Ok(AttachmentHits {
        attachments: rows,
        total,
    })
}
