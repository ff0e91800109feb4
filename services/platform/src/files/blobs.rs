//! Where attachment bytes live (ADR 0008): files on disk — the embedded
//! default — or a table of the owning service's own database, which every
//! replica of a scaled service sees without a shared volume. Each service
//! names its own directory and table; none reads another's.

use sea_orm::{
    ConnectionTrait, DbErr, Value,
    sea_query::{Alias, Expr, ExprTrait, Query},
};
use std::path::{Path, PathBuf};

/// Why bytes could not be stored, read or removed.
#[derive(Debug, thiserror::Error)]
pub enum BlobError {
    /// No bytes under that id.
    #[error("no stored file")]
    Missing,
    /// The disk failed.
    #[error("attachment store: {0}")]
    Io(#[from] std::io::Error),
    /// The database failed.
    #[error("attachment store: {0}")]
    Db(#[from] DbErr),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BlobStore {
    /// A file per id under this directory.
    Disk(PathBuf),
    /// A row per id in this table (`id` text primary key, `data` blob).
    Database(&'static str),
}

impl BlobStore {
    /// `ATTACHMENT_STORE`: `database` (the service's `table`), `disk` (under
    /// `dir`) or unset — the database when it is PostgreSQL, else disk.
    pub fn from_setting(
        setting: Option<&str>,
        dir: &str,
        table: &'static str,
        database_url: &str,
    ) -> anyhow::Result<Self> {
        match setting.map(str::trim).filter(|s| !s.is_empty()) {
            Some("database") => Ok(Self::Database(table)),
            Some("disk") => Ok(Self::Disk(dir.into())),
            Some(other) => {
                anyhow::bail!("ATTACHMENT_STORE must be `disk` or `database`, not `{other}`")
            }
            None if database_url.starts_with("postgres") => Ok(Self::Database(table)),
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
    ) -> Result<(), BlobError> {
        match self {
            Self::Disk(dir) => {
                let path = Self::path(dir, id);
                let parent = path.parent().unwrap_or(dir);
                tokio::fs::create_dir_all(parent).await?;
                let tmp = path.with_extension("part");
                tokio::fs::write(&tmp, data).await?;
                Ok(tokio::fs::rename(&tmp, &path).await?)
            }
            Self::Database(table) => {
                let insert = Query::insert()
                    .into_table(Alias::new(*table))
                    .columns([Alias::new("id"), Alias::new("data")])
                    .values_panic([
                        Value::from(id.to_owned()).into(),
                        Value::from(data.to_vec()).into(),
                    ])
                    .to_owned();
                conn.execute(&insert).await?;
                Ok(())
            }
        }
    }

    pub async fn get<C: ConnectionTrait>(&self, conn: &C, id: &str) -> Result<Vec<u8>, BlobError> {
        match self {
            Self::Disk(dir) => match tokio::fs::read(Self::path(dir, id)).await {
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => Err(BlobError::Missing),
                read => Ok(read?),
            },
            Self::Database(table) => {
                let select = Query::select()
                    .column(Alias::new("data"))
                    .from(Alias::new(*table))
                    .and_where(Expr::col(Alias::new("id")).eq(id))
                    .to_owned();
                let row = conn.query_one(&select).await?.ok_or(BlobError::Missing)?;
                Ok(row.try_get::<Vec<u8>>("", "data")?)
            }
        }
    }

    /// Removes the bytes of `id` (none is fine). In the database this joins
    /// the caller's transaction; on disk the caller calls it after its commit.
    pub async fn remove<C: ConnectionTrait>(&self, conn: &C, id: &str) -> Result<(), BlobError> {
        match self {
            Self::Disk(dir) => match tokio::fs::remove_file(Self::path(dir, id)).await {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => Err(e.into()),
                _ => Ok(()),
            },
            Self::Database(table) => {
                let delete = Query::delete()
                    .from_table(Alias::new(*table))
                    .and_where(Expr::col(Alias::new("id")).eq(id))
                    .to_owned();
                conn.execute(&delete).await?;
                Ok(())
            }
        }
    }

    pub fn is_disk(&self) -> bool {
        matches!(self, Self::Disk(_))
    }
}
