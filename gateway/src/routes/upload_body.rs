//! The body of an upload (an attachment, an avatar, an import file) read up
//! to a limit: refused at once when its declared length is over the limit,
//! else read until the limit. Each route says what "too large" means to it.

use actix_web::{
    HttpRequest,
    http::header,
    web::{self, Bytes},
};

use platform::error::{ApiError, ErrorKind};

use crate::error::HttpError;

/// Why an upload's body was not read.
#[derive(Debug)]
pub enum Unread {
    /// Declared or found larger than the limit.
    TooLarge,
    /// The sender stopped or the stream broke.
    Interrupted(String),
}

impl Unread {
    /// The answer: `too_large` for a body over the limit, 400 for one cut off.
    pub fn answer(self, too_large: impl FnOnce() -> HttpError) -> HttpError {
        match self {
            Unread::TooLarge => too_large(),
            Unread::Interrupted(e) => HttpError(ApiError::new(
                ErrorKind::InvalidArgument,
                "BAD_REQUEST",
                format!("The upload was interrupted: {e}"),
            )),
        }
    }
}

pub async fn read(req: &HttpRequest, body: web::Payload, limit: usize) -> Result<Bytes, Unread> {
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<usize>().ok());
    if declared.is_some_and(|n| n > limit) {
        return Err(Unread::TooLarge);
    }
    match body.to_bytes_limited(limit).await {
        Ok(Ok(bytes)) => Ok(bytes),
        Ok(Err(e)) => Err(Unread::Interrupted(e.to_string())),
        Err(_) => Err(Unread::TooLarge),
    }
}
