//! Profile pictures: which images are accepted (by their signature bytes,
//! never by the sender's word), how large, and the address they are served at.

use super::AuthError;

/// Largest picture accepted: 1 MiB.
pub const MAX_AVATAR_BYTES: usize = 1024 * 1024;

/// The content types a client may declare; SVG is not among them (it can
/// carry script).
pub const ACCEPTED_TYPES: &[&str] = &["image/png", "image/jpeg", "image/webp", "image/gif"];

/// The image type the bytes show, if they are one of the accepted ones.
pub fn detect(data: &[u8]) -> Option<&'static str> {
    if data.starts_with(b"\x89PNG\r\n\x1a\n") {
        Some("image/png")
    } else if data.starts_with(&[0xFF, 0xD8, 0xFF]) {
        Some("image/jpeg")
    } else if data.starts_with(b"GIF87a") || data.starts_with(b"GIF89a") {
        Some("image/gif")
    } else if data.len() >= 12 && &data[..4] == b"RIFF" && &data[8..12] == b"WEBP" {
        Some("image/webp")
    } else {
        None
    }
}

/// The type to store `data` as: the declared type must be an accepted image
/// type and the bytes must be one (the two may differ, e.g. a JPEG saved as
/// `.png`; the bytes decide what is served).
pub fn check(declared_type: &str, data: &[u8]) -> Result<&'static str, AuthError> {
    if data.len() > MAX_AVATAR_BYTES {
        return Err(AuthError::AvatarTooLarge);
    }
    if data.is_empty() {
        return Err(super::field_error("avatar", "The file is empty."));
    }
    let essence = declared_type
        .split(';')
        .next()
        .unwrap_or_default()
        .trim()
        .to_ascii_lowercase();
    if !ACCEPTED_TYPES.contains(&essence.as_str()) {
        return Err(AuthError::UnsupportedImage);
    }
    detect(data).ok_or(AuthError::UnsupportedImage)
}

/// Where a user's picture is served; `version` (the upload's Unix
/// milliseconds) changes the address on every upload, so caches never serve
/// an old picture.
pub fn url(user_id: &str, version: i64) -> String {
    format!("/api/v1/avatars/{user_id}?v={version}")
}

#[cfg(test)]
mod tests {
    use super::*;

    const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR";

    #[test]
    fn finds_each_accepted_type_by_its_signature() {
        assert_eq!(detect(PNG), Some("image/png"));
        assert_eq!(detect(&[0xFF, 0xD8, 0xFF, 0xE0, 0]), Some("image/jpeg"));
        assert_eq!(detect(b"GIF89a\x01\0"), Some("image/gif"));
        assert_eq!(detect(b"RIFF\x10\0\0\0WEBPVP8 "), Some("image/webp"));
    }

    #[test]
    fn refuses_html_declared_as_png() {
        assert!(matches!(
            check("image/png", b"<!doctype html><script>alert(1)</script>"),
            Err(AuthError::UnsupportedImage)
        ));
    }

    #[test]
    fn refuses_svg_even_when_declared_honestly() {
        let svg = b"<svg xmlns='http://www.w3.org/2000/svg'/>";
        assert!(matches!(
            check("image/svg+xml", svg),
            Err(AuthError::UnsupportedImage)
        ));
        assert!(matches!(
            check("image/png", svg),
            Err(AuthError::UnsupportedImage)
        ));
    }

    #[test]
    fn refuses_a_type_that_is_not_an_accepted_image() {
        assert!(matches!(
            check("application/octet-stream", PNG),
            Err(AuthError::UnsupportedImage)
        ));
        assert!(matches!(check("", PNG), Err(AuthError::UnsupportedImage)));
    }

    #[test]
    fn stores_the_type_the_bytes_show() {
        assert_eq!(
            check("Image/PNG; charset=binary", PNG).unwrap(),
            "image/png"
        );
        assert_eq!(
            check("image/png", &[0xFF, 0xD8, 0xFF, 0xDB]).unwrap(),
            "image/jpeg"
        );
    }

    #[test]
    fn allows_exactly_one_mebibyte() {
        let mut data = PNG.to_vec();
        data.resize(MAX_AVATAR_BYTES, 0);
        assert!(check("image/png", &data).is_ok());
        data.push(0);
        assert!(matches!(
            check("image/png", &data),
            Err(AuthError::AvatarTooLarge)
        ));
    }

    #[test]
    fn an_empty_file_is_a_field_error() {
        assert!(matches!(
            check("image/png", b""),
            Err(AuthError::Invalid(_))
        ));
    }

    #[test]
    fn the_address_changes_with_every_upload() {
        assert_eq!(url("usr-1", 42), "/api/v1/avatars/usr-1?v=42");
    }
}
