//! Which files may be attached: an allow-list by extension, each checked
//! against the content's signature, so a page of HTML named `report.pdf` or a
//! program named `notes.txt` is refused. The stored type is the one found
//! here, never the sender's claim; downloads are served with it. Shared by
//! every service that keeps files (risk, incident).

/// Accepted extensions, with the content type they are served as.
pub const ACCEPTED: &[(&str, &str)] = &[
    ("pdf", "application/pdf"),
    ("png", "image/png"),
    ("jpg", "image/jpeg"),
    ("jpeg", "image/jpeg"),
    ("gif", "image/gif"),
    ("webp", "image/webp"),
    ("txt", "text/plain; charset=utf-8"),
    ("csv", "text/csv; charset=utf-8"),
    ("md", "text/markdown; charset=utf-8"),
    ("eml", "message/rfc822"),
    (
        "docx",
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ),
    (
        "xlsx",
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ),
    (
        "pptx",
        "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ),
    ("odt", "application/vnd.oasis.opendocument.text"),
    ("ods", "application/vnd.oasis.opendocument.spreadsheet"),
    ("doc", "application/msword"),
    ("xls", "application/vnd.ms-excel"),
    ("ppt", "application/vnd.ms-powerpoint"),
    ("msg", "application/vnd.ms-outlook"),
];

/// The content families told apart by their first bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Signature {
    Pdf,
    Png,
    Jpeg,
    Gif,
    Webp,
    /// ZIP container: Office Open XML and OpenDocument files.
    Zip,
    /// OLE compound file: legacy Office files and Outlook messages.
    Ole,
    /// UTF-8 text without control bytes.
    Text,
}

fn expected(ext: &str) -> Option<Signature> {
    Some(match ext {
        "pdf" => Signature::Pdf,
        "png" => Signature::Png,
        "jpg" | "jpeg" => Signature::Jpeg,
        "gif" => Signature::Gif,
        "webp" => Signature::Webp,
        "txt" | "csv" | "md" | "eml" => Signature::Text,
        "docx" | "xlsx" | "pptx" | "odt" | "ods" => Signature::Zip,
        "doc" | "xls" | "ppt" | "msg" => Signature::Ole,
        _ => return None,
    })
}

fn is_text(data: &[u8]) -> bool {
    let Ok(text) = std::str::from_utf8(data) else {
        return false;
    };
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    // Markup is refused even in a .txt: a browser could be talked into
    // rendering it, and no evidence needs to be a web page.
    let head = text
        .trim_start()
        .get(..16)
        .unwrap_or("")
        .to_ascii_lowercase();
    if head.starts_with("<!doctype")
        || head.starts_with("<html")
        || head.starts_with("<svg")
        || head.starts_with("<script")
    {
        return false;
    }
    text.chars()
        .all(|c| !c.is_control() || matches!(c, '\n' | '\r' | '\t' | '\u{c}'))
}

fn matches(sig: Signature, data: &[u8]) -> bool {
    match sig {
        Signature::Pdf => data.starts_with(b"%PDF-"),
        Signature::Png => data.starts_with(b"\x89PNG\r\n\x1a\n"),
        Signature::Jpeg => data.starts_with(&[0xFF, 0xD8, 0xFF]),
        Signature::Gif => data.starts_with(b"GIF87a") || data.starts_with(b"GIF89a"),
        Signature::Webp => data.len() >= 12 && &data[..4] == b"RIFF" && &data[8..12] == b"WEBP",
        Signature::Zip => data.starts_with(b"PK\x03\x04"),
        Signature::Ole => data.starts_with(&[0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]),
        Signature::Text => is_text(data),
    }
}

/// The lower-case extension of a file name, if any.
pub fn extension(file_name: &str) -> Option<String> {
    let (stem, ext) = file_name.rsplit_once('.')?;
    (!stem.is_empty() && !ext.is_empty()).then(|| ext.to_ascii_lowercase())
}

/// Why a file was refused.
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The extension is not on the list.
    NotAccepted,
    /// The content is not what the extension says.
    Mismatch,
}

/// The content type to store and serve `data` as, if `file_name` may be
/// attached and its content is what its extension says.
pub fn check(file_name: &str, data: &[u8]) -> Result<&'static str, Refusal> {
    let ext = extension(file_name).ok_or(Refusal::NotAccepted)?;
    let sig = expected(&ext).ok_or(Refusal::NotAccepted)?;
    if !matches(sig, data) {
        return Err(Refusal::Mismatch);
    }
    ACCEPTED
        .iter()
        .find(|(e, _)| *e == ext)
        .map(|(_, t)| *t)
        .ok_or(Refusal::NotAccepted)
}

/// The accepted extensions with their dot, for the upload form.
pub fn accepted_extensions() -> Vec<String> {
    ACCEPTED.iter().map(|(e, _)| format!(".{e}")).collect()
}

/// A file name safe to store and to put in a header: the last path part,
/// without control characters, at most 200 characters.
pub fn clean_name(file_name: &str) -> String {
    let last = file_name.rsplit(['/', '\\']).next().unwrap_or("");
    let cleaned: String = last
        .chars()
        .filter(|c| !c.is_control() && *c != '"')
        .collect::<String>()
        .trim()
        .to_owned();
    if cleaned.chars().count() <= 200 {
        return cleaned;
    }
    // Keep the extension when shortening.
    match extension(&cleaned) {
        Some(ext) => {
            let stem: String = cleaned.chars().take(200 - ext.len() - 1).collect();
            format!("{stem}.{ext}")
        }
        None => cleaned.chars().take(200).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_must_match_the_extension() {
        assert_eq!(check("Policy.PDF", b"%PDF-1.7\n..."), Ok("application/pdf"));
        assert_eq!(
            check("photo.jpg", &[0xFF, 0xD8, 0xFF, 0xE0, 0]),
            Ok("image/jpeg")
        );
        assert_eq!(check("plan.xlsx", b"PK\x03\x04rest"), Ok(ACCEPTED[11].1));
        assert_eq!(
            check("notes.txt", "Überprüft am 3.\n".as_bytes()),
            Ok("text/plain; charset=utf-8")
        );
        assert_eq!(
            check("fake.pdf", b"<html><script>alert(1)</script>"),
            Err(Refusal::Mismatch)
        );
        assert_eq!(check("fake.png", b"%PDF-1.4"), Err(Refusal::Mismatch));
        assert_eq!(
            check("binary.txt", b"MZ\x90\x00\x03\x00"),
            Err(Refusal::Mismatch)
        );
    }

    #[test]
    fn markup_and_programs_are_not_accepted() {
        assert_eq!(
            check("page.txt", b"  <!DOCTYPE html><p>hi"),
            Err(Refusal::Mismatch)
        );
        assert_eq!(check("evil.html", b"<p>hi</p>"), Err(Refusal::NotAccepted));
        assert_eq!(check("logo.svg", b"<svg/>"), Err(Refusal::NotAccepted));
        assert_eq!(check("setup.exe", b"MZ"), Err(Refusal::NotAccepted));
        assert_eq!(check("noextension", b"text"), Err(Refusal::NotAccepted));
        assert_eq!(check(".pdf", b"%PDF-"), Err(Refusal::NotAccepted));
    }

    #[test]
    fn names_lose_paths_and_control_characters_and_keep_their_extension() {
        assert_eq!(
            clean_name("C:\\Users\\me\\audit \"final\".pdf"),
            "audit final.pdf"
        );
        assert_eq!(clean_name("../../etc/passwd\n.txt"), "passwd.txt");
        let long = format!("{}.xlsx", "a".repeat(300));
        let cleaned = clean_name(&long);
        assert_eq!(cleaned.chars().count(), 200);
        assert!(cleaned.ends_with(".xlsx"));
    }
}
