//! What a caller asks of an incident's files, free of transport, and the rule
//! that admits an upload: the one every service's files follow
//! (`platform::files::admit`: size, emptiness, type by extension and
//! content, title), plus an incident to attach to.

use platform::error::ApiError;

/// A file to attach to an incident.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AttachmentUpload {
    pub incident_id: String,
    /// Empty: the file name without its extension.
    pub title: String,
    pub file_name: String,
    pub data: Vec<u8>,
}

/// An upload that passed [`admit`]: what to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AdmittedAttachment {
    pub incident_id: String,
    /// The title given, or the file name without its extension.
    pub title: String,
    /// The file name cleaned for storing and for headers.
    pub file_name: String,
    /// What the content was recognised as.
    pub content_type: &'static str,
    pub data: Vec<u8>,
}

/// Checks an upload (`platform::files::admit`) and that it names an incident.
pub fn admit(upload: AttachmentUpload, max_bytes: u64) -> Result<AdmittedAttachment, ApiError> {
    let AttachmentUpload {
        incident_id,
        title,
        file_name,
        data,
    } = upload;
    if incident_id.trim().is_empty() {
        return Err(ApiError::validation(Default::default()).with_field("incident_id", "Required"));
    }
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
    Ok(AdmittedAttachment {
        incident_id,
        title,
        file_name,
        content_type,
        data,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn upload(incident_id: &str, name: &str, data: &[u8]) -> AttachmentUpload {
        AttachmentUpload {
            incident_id: incident_id.into(),
            title: String::new(),
            file_name: name.into(),
            data: data.to_vec(),
        }
    }

    #[test]
    fn an_attachment_names_its_incident_and_passes_the_file_rules() {
        let e = admit(upload(" ", "a.pdf", b"%PDF-1.7"), 100).unwrap_err();
        assert!(e.fields.contains_key("incident_id"));
        let e = admit(upload("i1", "a.pdf", b"<html>"), 100).unwrap_err();
        assert_eq!(e.reason, "UNSUPPORTED_MEDIA_TYPE");
        let e = admit(upload("i1", "a.pdf", &[b'%'; 101]), 100).unwrap_err();
        assert_eq!(e.reason, "PAYLOAD_TOO_LARGE");
        let a = admit(upload("i1", "Police report.pdf", b"%PDF-1.7"), 100).unwrap();
        assert_eq!(
            (a.title.as_str(), a.content_type),
            ("Police report", "application/pdf")
        );
    }
}
