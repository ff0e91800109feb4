//! Files kept with records (ADR 0008), shared by the services that own them
//! (risk: risks, controls and plans; incident: incidents): which files are
//! accepted ([`file_type`]), where their bytes live ([`blobs`]), the upload
//! limit and where to store from the environment ([`AttachmentSettings`]),
//! and the rule that admits an upload ([`admit`]). Each service keeps its own
//! records, directory and table; only the rules are shared.

pub mod blobs;
pub mod file_type;

use crate::error::{ApiError, ErrorKind};

pub use blobs::{BlobError, BlobStore};
pub use file_type::Refusal;

/// The default upload limit: 10 MiB.
pub const DEFAULT_MAX_BYTES: u64 = 10 * 1024 * 1024;

/// The longest title a file may have.
pub const TITLE_MAX: usize = 200;

/// The store of the bytes and the size limit, from the configuration.
#[derive(Clone, Debug)]
pub struct AttachmentSettings {
    pub store: BlobStore,
    pub max_bytes: u64,
}

impl AttachmentSettings {
    /// `ATTACHMENT_STORE` (`disk` or `database`; by default the database when
    /// it is PostgreSQL), `ATTACHMENT_DIR` (default `DATA_DIR/attachments`,
    /// `data_dir` being `DATA_DIR`) and `ATTACHMENT_MAX_BYTES`. A service's
    /// files go to `sub_dir` of that directory (empty: the directory itself)
    /// or to its own `table`.
    pub fn from_env(
        data_dir: &str,
        sub_dir: &str,
        table: &'static str,
        database_url: &str,
    ) -> anyhow::Result<Self> {
        let dir = crate::config::env_or("ATTACHMENT_DIR", &format!("{data_dir}/attachments"));
        let dir = match sub_dir {
            "" => dir,
            sub => format!("{dir}/{sub}"),
        };
        let setting = std::env::var("ATTACHMENT_STORE").ok();
        let max_bytes = crate::config::env_parse("ATTACHMENT_MAX_BYTES", DEFAULT_MAX_BYTES)?;
        Ok(Self {
            store: BlobStore::from_setting(setting.as_deref(), &dir, table, database_url)?,
            max_bytes,
        })
    }

    /// The gRPC message limit for a service taking these files: uploads
    /// travel whole in one message, so room for the largest allowed file
    /// (4 MiB at least, tonic's default).
    pub fn max_message_bytes(&self) -> usize {
        usize::try_from(self.max_bytes)
            .unwrap_or(usize::MAX)
            .saturating_add(64 * 1024)
            .max(4 * 1024 * 1024)
    }
}

/// A file as sent: title (may be empty), name and bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Upload {
    /// Empty: the file name without its extension.
    pub title: String,
    pub file_name: String,
    pub data: Vec<u8>,
}

/// An upload that passed [`admit`]: what to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Admitted {
    /// The title given, or the file name without its extension.
    pub title: String,
    /// The file name cleaned for storing and for headers.
    pub file_name: String,
    /// What the content was recognised as.
    pub content_type: &'static str,
    pub data: Vec<u8>,
}

/// Why an upload was not admitted.
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum Rejected {
    /// Over the configured size limit (`PAYLOAD_TOO_LARGE`, 413).
    #[error("file larger than {max_bytes} bytes")]
    TooLarge { max_bytes: u64 },
    /// A field error: the field (`file`, `title`) and what is wrong (422).
    #[error("{0}: {1}")]
    Field(&'static str, &'static str),
    /// A type not accepted, or content not what its extension says (415).
    #[error("unsupported file: {0:?}")]
    Type(Refusal),
}

/// Checks an upload against the size limit, the accepted types (by
/// extension and content) and the title's length, and works out what to store.
pub fn admit(upload: Upload, max_bytes: u64) -> Result<Admitted, Rejected> {
    let Upload {
        title,
        file_name,
        data,
    } = upload;
    if data.len() as u64 > max_bytes {
        return Err(Rejected::TooLarge { max_bytes });
    }
    let file_name = file_type::clean_name(&file_name);
    if file_name.is_empty() {
        return Err(Rejected::Field("file", "Required"));
    }
    if data.is_empty() {
        return Err(Rejected::Field("file", "The file is empty."));
    }
    let content_type = file_type::check(&file_name, &data).map_err(Rejected::Type)?;
    let title = match title.trim() {
        "" => file_name
            .rsplit_once('.')
            .map_or(file_name.as_str(), |(stem, _)| stem)
            .to_owned(),
        t => t.to_owned(),
    };
    if title.chars().count() > TITLE_MAX {
        return Err(Rejected::Field("title", "At most 200 characters."));
    }
    Ok(Admitted {
        title,
        file_name,
        content_type,
        data,
    })
}

/// `PAYLOAD_TOO_LARGE` (413) for a file over `max_bytes`.
pub fn too_large(max_bytes: u64) -> ApiError {
    let mib = max_bytes as f64 / (1024.0 * 1024.0);
    ApiError::new(
        ErrorKind::InvalidArgument,
        "PAYLOAD_TOO_LARGE",
        format!("The file is larger than the limit of {mib:.0} MB."),
    )
}

/// `UNSUPPORTED_MEDIA_TYPE` (415) for a refused type.
pub fn unsupported(refusal: &Refusal) -> ApiError {
    let message = match refusal {
        Refusal::NotAccepted => format!(
            "Files of this type cannot be attached. Accepted: {}.",
            file_type::accepted_extensions().join(", ")
        ),
        Refusal::Mismatch => "The file's content does not match its extension.".to_owned(),
    };
    ApiError::new(
        ErrorKind::InvalidArgument,
        "UNSUPPORTED_MEDIA_TYPE",
        message,
    )
}

impl From<Rejected> for ApiError {
    fn from(e: Rejected) -> Self {
        match e {
            Rejected::TooLarge { max_bytes } => too_large(max_bytes),
            Rejected::Field(field, message) => {
                ApiError::validation(Default::default()).with_field(field, message)
            }
            Rejected::Type(refusal) => unsupported(&refusal),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn upload(name: &str, data: &[u8], title: &str) -> Upload {
        Upload {
            title: title.into(),
            file_name: name.into(),
            data: data.to_vec(),
        }
    }

    fn refused(name: &str, data: &[u8], title: &str, max_bytes: u64) -> ApiError {
        admit(upload(name, data, title), max_bytes)
            .unwrap_err()
            .into()
    }

    #[test]
    fn an_upload_is_checked_for_size_emptiness_type_and_title() {
        assert_eq!(
            refused("a.pdf", &[b'%'; 11], "", 10).reason,
            "PAYLOAD_TOO_LARGE"
        );
        assert!(refused("a.pdf", b"", "", 10).fields.contains_key("file"));
        assert!(refused("", b"%PDF-", "", 10).fields.contains_key("file"));
        assert_eq!(
            refused("a.exe", b"MZ", "", 10).reason,
            "UNSUPPORTED_MEDIA_TYPE"
        );
        assert_eq!(
            refused("a.pdf", b"<html>", "", 10).reason,
            "UNSUPPORTED_MEDIA_TYPE"
        );
        let long = "t".repeat(201);
        let e = refused("a.pdf", b"%PDF-", &long, 10);
        assert_eq!(
            (e.reason.as_str(), e.fields.contains_key("title")),
            ("VALIDATION_FAILED", true)
        );
    }

    #[test]
    fn the_title_defaults_to_the_file_name_without_extension() {
        let a = admit(upload("dir/Audit report.2026.pdf", b"%PDF-1.7", " "), 100).unwrap();
        assert_eq!(
            (a.title.as_str(), a.file_name.as_str(), a.content_type),
            (
                "Audit report.2026",
                "Audit report.2026.pdf",
                "application/pdf"
            )
        );
        let a = admit(upload("x.pdf", b"%PDF-1.7", " Signed policy "), 100).unwrap();
        assert_eq!(a.title, "Signed policy");
    }

    #[tokio::test]
    async fn bytes_round_trip_on_disk_and_in_a_table() {
        use sea_orm::ConnectionTrait;
        let dir = tempfile::tempdir().unwrap();
        let db = sea_orm::Database::connect("sqlite::memory:").await.unwrap();
        db.execute_unprepared("CREATE TABLE some_blobs (id TEXT PRIMARY KEY, data BLOB NOT NULL)")
            .await
            .unwrap();
        for store in [
            BlobStore::Disk(dir.path().join("files")),
            BlobStore::Database("some_blobs"),
        ] {
            store.put(&db, "0193-ab", b"%PDF-1.7").await.unwrap();
            assert_eq!(store.get(&db, "0193-ab").await.unwrap(), b"%PDF-1.7");
            store.remove(&db, "0193-ab").await.unwrap();
            assert!(matches!(
                store.get(&db, "0193-ab").await,
                Err(BlobError::Missing)
            ));
            store.remove(&db, "0193-ab").await.unwrap();
        }
    }

    #[test]
    fn the_store_follows_the_setting_then_the_database() {
        let pick = |s, url| BlobStore::from_setting(s, "d", "t_blobs", url).unwrap();
        assert_eq!(pick(None, "sqlite://x.db"), BlobStore::Disk("d".into()));
        assert_eq!(
            pick(None, "postgres://h/db"),
            BlobStore::Database("t_blobs")
        );
        assert_eq!(
            pick(Some("disk"), "postgres://h/db"),
            BlobStore::Disk("d".into())
        );
        assert_eq!(
            pick(Some("database"), "sqlite://x.db"),
            BlobStore::Database("t_blobs")
        );
        assert!(BlobStore::from_setting(Some("s3"), "d", "t", "").is_err());
    }
}
