//! What a caller asks of attachments, free of transport, and the rule that
//! admits an upload (size, emptiness, type and title; `platform::files`).

use super::error::RiskError;

/// A file to attach to a risk, control or action plan.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AttachmentUpload {
    /// risk, control or action_plan.
    pub entity_type: String,
    pub entity_id: String,
    /// Empty: the file name without its extension.
    pub title: String,
    pub file_name: String,
    pub data: Vec<u8>,
}

/// An upload that passed [`admit`]: what to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdmittedUpload {
    pub entity_type: String,
    pub entity_id: String,
    /// The title given, or the file name without its extension.
    pub title: String,
    /// The file name cleaned for storing and for headers.
    pub file_name: String,
    /// What the content was recognised as.
    pub content_type: &'static str,
    pub data: Vec<u8>,
}

/// Checks an upload against the size limit, the accepted types (by
/// extension and content) and the title's length (`platform::files::admit`,
/// the rule every service's files follow), and works out what to store.
pub fn admit(req: AttachmentUpload, max_bytes: u64) -> Result<AdmittedUpload, RiskError> {
    let AttachmentUpload {
        entity_type,
        entity_id,
        title,
        file_name,
        data,
    } = req;
    let platform::files::Admitted {
        title,
        file_name,
        content_type,
        data,
    } = platform::files::admit(
        platform::files::Upload {
            title,
            file_name,
            data,
        },
        max_bytes,
    )?;
    Ok(AdmittedUpload {
        entity_type,
        entity_id,
        title,
        file_name,
        content_type,
        data,
    })
}

/// A search of attachments by file name or title.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AttachmentSearch {
    pub q: String,
    /// How many to return: 1 to 20.
    pub limit: u64,
}

impl AttachmentSearch {
    /// `limit` 0 is the global search's 4; more than 20 is 20.
    pub fn new(q: String, limit: u32) -> Self {
        let limit = match limit {
            0 => 4,
            n => u64::from(n.min(20)),
        };
        Self { q, limit }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use platform::error::ApiError;

    fn upload(name: &str, data: &[u8], title: &str) -> AttachmentUpload {
        AttachmentUpload {
            entity_type: "risk".into(),
            entity_id: "r1".into(),
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
        assert!(
            refused("a.pdf", b"%PDF-", &long, 10)
                .fields
                .contains_key("title")
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

    #[test]
    fn a_search_returns_four_unless_told_and_twenty_at_most() {
        let limit = |n| AttachmentSearch::new("audit".into(), n).limit;
        assert_eq!((limit(0), limit(1), limit(20), limit(500)), (4, 1, 20, 20));
    }
}
