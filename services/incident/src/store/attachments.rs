//! Files kept with incidents (ADR 0008). The record and its audit event
//! (`incident.attachment.added` / `.removed`) are committed together; the
//! bytes go to the incident service's own blob store
//! (`platform::files::BlobStore`: inside the same transaction in the
//! database, or written before the commit and removed again if it fails, on
//! disk).

use chrono::{SubsecRound, Utc};
use platform::{
    error::{ApiError, ErrorKind},
    events::AuditEvent,
    files::{AttachmentSettings, BlobError, file_type},
    grpc::Caller,
};
use sea_orm::{
    ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait, QueryFilter, QueryOrder,
    QuerySelect,
};
use serde_json::{Value, json};

use super::entities::incident;
use crate::domain::attachment::AdmittedAttachment;

/// The table of the bytes when the store is the database.
pub const BLOB_TABLE: &str = "incident_attachment_blobs";

/// The directory of the bytes under `ATTACHMENT_DIR`, when on disk.
pub const BLOB_DIR: &str = "incident";

pub mod entity {
    use sea_orm::entity::prelude::*;

    /// A file kept with an incident; the bytes are in the blob store under
    /// the same id.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "incident_attachments")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub incident_id: String,
        pub title: String,
        pub file_name: String,
        /// What the content was recognised as.
        pub content_type: String,
        pub size: i64,
        pub created_by: String,
        pub created_by_name: String,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The files of one incident (newest first), with what an upload may be.
#[derive(Clone, Debug)]
pub struct AttachmentList {
    pub attachments: Vec<entity::Model>,
    pub max_bytes: u64,
    /// The file extensions accepted.
    pub accepted: Vec<String>,
}

/// A file's record and its bytes.
#[derive(Clone, Debug)]
pub struct AttachmentContent {
    pub attachment: entity::Model,
    pub data: Vec<u8>,
}

fn db_err(e: DbErr) -> ApiError {
    platform::error::failure("incident attachments", &e)
}

fn blob_err(e: BlobError) -> ApiError {
    match e {
        BlobError::Missing => attachment_not_found(),
        BlobError::Db(e) => db_err(e),
        BlobError::Io(e) => platform::error::failure("incident attachment store", &e),
    }
}

fn attachment_not_found() -> ApiError {
    ApiError::new(
        ErrorKind::NotFound,
        "ATTACHMENT_NOT_FOUND",
        "No such attachment.",
    )
}

/// As the risk service answers for a missing risk, control or plan: one
/// reason for "the item this belongs to" on `/api/v1/attachments`.
fn incident_not_found() -> ApiError {
    ApiError::new(ErrorKind::NotFound, "ENTITY_NOT_FOUND", "No such incident.")
}

/// The reference and title of a live (not deleted) incident.
async fn live_incident<C: ConnectionTrait>(
    conn: &C,
    id: &str,
) -> Result<(String, String), ApiError> {
    let found: Option<(String, String, bool)> = incident::Entity::find_by_id(id.to_owned())
        .select_only()
        .columns([
            incident::Column::Reference,
            incident::Column::Title,
            incident::Column::Deleted,
        ])
        .into_tuple()
        .one(conn)
        .await
        .map_err(db_err)?;
    match found {
        Some((reference, title, false)) => Ok((reference, title)),
        _ => Err(incident_not_found()),
    }
}

fn event(
    caller: &Caller,
    action: &str,
    (reference, title): &(String, String),
    m: &entity::Model,
    added: bool,
) -> AuditEvent {
    let snapshot = json!({
        "incident_id": m.incident_id,
        "reference": reference,
        "title": title,
        "attachment": {
            "id": m.id, "title": m.title, "file_name": m.file_name,
            "content_type": m.content_type, "size": m.size,
        },
    });
    let (before, after) = if added {
        (Value::Null, snapshot)
    } else {
        (snapshot, Value::Null)
    };
    AuditEvent::new(SERVICE, "attachment", &m.id, action)
        .caller(caller)
        .changes(before, after)
}

const SERVICE: &str = "incident";

pub async fn list(
    db: &DatabaseConnection,
    settings: &AttachmentSettings,
    incident_id: &str,
) -> Result<AttachmentList, ApiError> {
    live_incident(db, incident_id).await?;
    let rows = entity::Entity::find()
        .filter(entity::Column::IncidentId.eq(incident_id))
        .order_by_desc(entity::Column::CreatedAt)
        .order_by_desc(entity::Column::Id)
        .all(db)
        .await
        .map_err(db_err)?;
    Ok(AttachmentList {
        attachments: rows,
        max_bytes: settings.max_bytes,
        accepted: file_type::accepted_extensions(),
    })
}

/// Stores an admitted upload (`domain::attachment::admit`) with its audit
/// event, for a live incident.
pub async fn add(
    db: &DatabaseConnection,
    settings: &AttachmentSettings,
    caller: &Caller,
    upload: AdmittedAttachment,
) -> Result<entity::Model, ApiError> {
    let AdmittedAttachment {
        incident_id,
        title,
        file_name,
        content_type,
        data,
    } = upload;
    live_incident(db, &incident_id).await?;
    let m = entity::Model {
        id: uuid::Uuid::now_v7().to_string(),
        incident_id,
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
        store.put(db, &m.id, &data).await.map_err(blob_err)?;
    }
    let saved = async {
        let txn = platform::db::begin_write(db).await.map_err(db_err)?;
        // Read again inside the transaction: a delete of the incident in
        // between leaves no file behind on it.
        let parent = live_incident(&txn, &m.incident_id).await?;
        if !store.is_disk() {
            store.put(&txn, &m.id, &data).await.map_err(blob_err)?;
        }
        entity::Entity::insert(entity::ActiveModel::from(m.clone()))
            .exec_without_returning(&txn)
            .await
            .map_err(db_err)?;
        platform::outbox::record(&txn, &event(caller, "added", &parent, &m, true))
            .await
            .map_err(db_err)?;
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

/// The record of a file whose incident is live; 404 otherwise (a file of a
/// deleted incident went with it).
async fn find_live(db: &DatabaseConnection, id: &str) -> Result<entity::Model, ApiError> {
    let m = entity::Entity::find_by_id(id.to_owned())
        .one(db)
        .await
        .map_err(db_err)?
        .ok_or_else(attachment_not_found)?;
    match live_incident(db, &m.incident_id).await {
        Ok(_) => Ok(m),
        Err(e) if e.kind == ErrorKind::NotFound => Err(attachment_not_found()),
        Err(e) => Err(e),
    }
}

pub async fn content(
    db: &DatabaseConnection,
    settings: &AttachmentSettings,
    id: &str,
) -> Result<AttachmentContent, ApiError> {
    let m = find_live(db, id).await?;
    let data = settings.store.get(db, &m.id).await.map_err(blob_err)?;
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
) -> Result<(), ApiError> {
    let m = find_live(db, id).await?;
    let store = &settings.store;
    let txn = platform::db::begin_write(db).await.map_err(db_err)?;
    let parent = live_incident(&txn, &m.incident_id).await?;
    let gone = entity::Entity::delete_by_id(m.id.clone())
        .exec(&txn)
        .await
        .map_err(db_err)?;
    if gone.rows_affected == 0 {
        // Someone else removed it in between.
        return Err(attachment_not_found());
    }
    if !store.is_disk() {
        store.remove(&txn, &m.id).await.map_err(blob_err)?;
    }
    platform::outbox::record(&txn, &event(caller, "removed", &parent, &m, false))
        .await
        .map_err(db_err)?;
    txn.commit().await.map_err(db_err)?;
    if store.is_disk()
        && let Err(e) = store.remove(db, &m.id).await
    {
        // The record is gone; a leftover file is only wasted space.
        tracing::warn!(attachment = %m.id, error = %e, "incident attachment file not removed");
    }
    Ok(())
}
