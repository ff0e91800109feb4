//! Where attachment bytes live (ADR 0008): files on disk — the embedded
//! default — or a table of the service's own database, which every replica
//! of a scaled service sees without a shared volume.

use sea_orm::{ActiveValue::Set, ConnectionTrait, EntityTrait};
use std::path::{Path, PathBuf};

use super::{db_err, entities::attachment_blob};
use crate::domain::RiskError;

#[derive(Clone, Debug)]
pub enum BlobStore {
    Disk(PathBuf),
    Database,
}

fn io_err(e: std::io::Error) -> RiskError {
    RiskError::internal("attachment store")(e)
}

impl BlobStore {
    /// `ATTACHMENT_STORE`: `database`, `disk` (under `dir`) or unset — the
    /// database when it is PostgreSQL, else disk.
    pub fn from_setting(
        setting: Option<&str>,
        dir: &str,
        database_url: &str,
    ) -> anyhow::Result<Self> {
        match setting.map(str::trim).filter(|s| !s.is_empty()) {
            Some("database") => Ok(Self::Database),
            Some("disk") => Ok(Self::Disk(dir.into())),
            Some(other) => {
                anyhow::bail!("ATTACHMENT_STORE must be `disk` or `database`, not `{other}`")
            }
            None if database_url.starts_with("postgres") => Ok(Self::Database),
            None => Ok(Self::Disk(dir.into())),
        }
    }

    /// A file per attachment, fanned out by the id's last two characters
    /// (v7 ids start with the time, so their ends spread evenly).
    fn path(dir: &Path, id: &str) -> PathBuf {
        let fan = id.get(id.len().saturating_sub(2)..).unwrap_or("00");
        dir.join(fan).join(id)
    }

    /// Stores the bytes of `id`. On disk the write is a rename of a complete
    /// temporary file, so a reader never sees half a file; in the database it
    /// is part of the caller's transaction.
    pub async fn put<C: ConnectionTrait>(
        &self,
        conn: &C,
        id: &str,
        data: &[u8],
    ) -> Result<(), RiskError> {
        match self {
            Self::Disk(dir) => {
                let path = Self::path(dir, id);
                let parent = path.parent().unwrap_or(dir);
                tokio::fs::create_dir_all(parent).await.map_err(io_err)?;
                let tmp = path.with_extension("part");
                tokio::fs::write(&tmp, data).await.map_err(io_err)?;
                tokio::fs::rename(&tmp, &path).await.map_err(io_err)
            }
            Self::Database => {
                attachment_blob::Entity::insert(attachment_blob::ActiveModel {
                    id: Set(id.to_owned()),
                    data: Set(data.to_vec()),
                })
                .exec_without_returning(conn)
                .await
                .map_err(db_err)?;
                Ok(())
            }
        }
    }

    pub async fn get<C: ConnectionTrait>(&self, conn: &C, id: &str) -> Result<Vec<u8>, RiskError> {
        match self {
            Self::Disk(dir) => tokio::fs::read(Self::path(dir, id)).await.map_err(io_err),
            Self::Database => attachment_blob::Entity::find_by_id(id.to_owned())
                .one(conn)
                .await
                .map_err(db_err)?
                .map(|b| b.data)
                .ok_or_else(|| RiskError::not_found("ATTACHMENT_NOT_FOUND", "attachment")),
        }
    }

    /// Removes the bytes of `id`. In the database this joins the caller's
    /// transaction; on disk the caller calls it after its commit.
    pub async fn remove<C: ConnectionTrait>(&self, conn: &C, id: &str) -> Result<(), RiskError> {
        match self {
            Self::Disk(dir) => match tokio::fs::remove_file(Self::path(dir, id)).await {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(io_err(e)),
                _ => Ok(()),
            },
            Self::Database => {
                attachment_blob::Entity::delete_by_id(id.to_owned())
                    .exec(conn)
                    .await
                    .map_err(db_err)?;
                Ok(())
            }
        }
    }

    pub fn is_disk(&self) -> bool {
        matches!(self, Self::Disk(_))
    }
}
