//! The one error table on the gRPC side: a service's domain error becomes an
//! [`ApiError`], which becomes a `tonic::Status` carrying a stable reason (and
//! field errors, and a retry delay) in its metadata. The gateway decodes the
//! same metadata with [`ApiError::from_status`] and maps the code to HTTP once.

use std::collections::BTreeMap;
use tonic::{Code, Status, metadata::MetadataValue};

const REASON_KEY: &str = "x-error-reason";
const FIELDS_KEY: &str = "x-error-fields";
const RETRY_KEY: &str = "x-retry-after";
/// The reason of a call a service refused for want of a valid caller
/// assertion (see `service_auth`).
pub const CALLER_REJECTED: &str = "CALLER_REJECTED";

/// The class of a failure; each maps to exactly one gRPC code and HTTP status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// Bad input (400), or field errors (422).
    InvalidArgument,
    /// Not signed in or bad credentials (401).
    Unauthenticated,
    /// Signed in but not allowed (403).
    PermissionDenied,
    /// No such thing (404).
    NotFound,
    /// Duplicate or stale version (409).
    Conflict,
    /// Throttled (429).
    RateLimited,
    /// A dependency is down (503).
    Unavailable,
    /// A bug or an unexpected failure (500); the message is never sent out.
    Internal,
}

impl ErrorKind {
    fn code(self) -> Code {
        match self {
            Self::InvalidArgument => Code::InvalidArgument,
            Self::Unauthenticated => Code::Unauthenticated,
            Self::PermissionDenied => Code::PermissionDenied,
            Self::NotFound => Code::NotFound,
            Self::Conflict => Code::AlreadyExists,
            Self::RateLimited => Code::ResourceExhausted,
            Self::Unavailable => Code::Unavailable,
            Self::Internal => Code::Internal,
        }
    }

    fn from_code(code: Code) -> Self {
        match code {
            Code::InvalidArgument | Code::OutOfRange | Code::FailedPrecondition => {
                Self::InvalidArgument
            }
            Code::Unauthenticated => Self::Unauthenticated,
            Code::PermissionDenied => Self::PermissionDenied,
            Code::NotFound => Self::NotFound,
            Code::AlreadyExists | Code::Aborted => Self::Conflict,
            Code::ResourceExhausted => Self::RateLimited,
            Code::Unavailable | Code::DeadlineExceeded | Code::Cancelled => Self::Unavailable,
            _ => Self::Internal,
        }
    }
}

/// An error as clients see it: kind, stable UPPER_SNAKE reason, human message,
/// optional field errors and retry delay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{reason}: {message}")]
pub struct ApiError {
    pub kind: ErrorKind,
    pub reason: String,
    pub message: String,
    pub fields: BTreeMap<String, String>,
    pub retry_after_secs: Option<u64>,
}

impl ApiError {
    pub fn new(kind: ErrorKind, reason: &str, message: impl Into<String>) -> Self {
        Self {
            kind,
            reason: reason.to_owned(),
            message: message.into(),
            fields: BTreeMap::new(),
            retry_after_secs: None,
        }
    }

    /// A validation failure with one message per field (HTTP 422).
    pub fn validation(fields: BTreeMap<String, String>) -> Self {
        Self {
            fields,
            ..Self::new(
                ErrorKind::InvalidArgument,
                "VALIDATION_FAILED",
                "Please fill in all the * fields",
            )
        }
    }

    pub fn internal() -> Self {
        Self::new(
            ErrorKind::Internal,
            "INTERNAL",
            "There was an error on the server, please try again.",
        )
    }

    pub fn unavailable(what: &str) -> Self {
        Self::new(
            ErrorKind::Unavailable,
            "SERVICE_UNAVAILABLE",
            format!("The {what} service is unavailable, please try again shortly."),
        )
    }

    /// Adds a field error (the answer becomes 422 at the gateway).
    pub fn with_field(mut self, field: &str, message: &str) -> Self {
        self.fields.insert(field.to_owned(), message.to_owned());
        self
    }

    pub fn with_retry_after(mut self, secs: u64) -> Self {
        self.retry_after_secs = Some(secs);
        self
    }

    /// Encodes into a gRPC status (reason, fields, retry delay in metadata).
    pub fn into_status(self) -> Status {
        let mut status = Status::new(self.kind.code(), self.message);
        let md = status.metadata_mut();
        if let Ok(v) = MetadataValue::try_from(self.reason.as_str()) {
            md.insert(REASON_KEY, v);
        }
        if !self.fields.is_empty() {
            let json = serde_json::to_string(&self.fields).unwrap_or_default();
            if let Ok(v) = MetadataValue::try_from(json.as_str()) {
                md.insert(FIELDS_KEY, v);
            }
        }
        if let Some(secs) = self.retry_after_secs {
            md.insert(RETRY_KEY, MetadataValue::from(secs));
        }
        status
    }

    /// Decodes a status produced by [`ApiError::into_status`]; a status from
    /// elsewhere (a transport failure, a timeout) gets a generic reason.
    pub fn from_status(status: &Status) -> Self {
        let kind = ErrorKind::from_code(status.code());
        let md = status.metadata();
        let text = |key: &str| md.get(key).and_then(|v| v.to_str().ok()).map(str::to_owned);
        let reason = text(REASON_KEY);
        let fields = text(FIELDS_KEY)
            .and_then(|j| serde_json::from_str(&j).ok())
            .unwrap_or_default();
        let retry_after_secs = text(RETRY_KEY).and_then(|v| v.parse().ok());
        match (reason, kind) {
            // A service did not accept the gateway's own signature: a key or
            // clock problem of the installation, not the user's session ending.
            (Some(reason), _) if reason == CALLER_REJECTED => {
                tracing::error!(
                    "a service refused a signed call: check SERVICE_KEY and TRUSTED_CALLERS (docs/security.md)"
                );
                Self::internal()
            }
            (Some(reason), _) => Self {
                kind,
                reason,
                message: status.message().to_owned(),
                fields,
                retry_after_secs,
            },
            // No reason: the status was not written by a service's code but
            // by the transport (a refused or reset connection, a closed
            // stream, a deadline, a service that died mid-call). The call
            // can be retried, so it is a 503 (504 past the deadline) with
            // Retry-After, never a 500.
            (None, _) if dropped_in_transit(status.code()) => Self::new(
                ErrorKind::Unavailable,
                if status.code() == Code::DeadlineExceeded {
                    "SERVICE_TIMEOUT"
                } else {
                    "SERVICE_UNAVAILABLE"
                },
                "A service is unavailable, please try again shortly.",
            )
            .with_retry_after(1),
            (None, ErrorKind::Internal) => Self::internal(),
            (None, kind) => Self::new(kind, "ERROR", status.message()),
        }
    }
}

/// The codes a call gets when it failed between the services rather than
/// in one (tonic's own statuses for connection, stream and deadline errors).
fn dropped_in_transit(code: Code) -> bool {
    matches!(
        code,
        Code::Unavailable
            | Code::DeadlineExceeded
            | Code::Cancelled
            | Code::Unknown
            | Code::Internal
    )
}

impl From<ApiError> for Status {
    fn from(e: ApiError) -> Self {
        e.into_status()
    }
}

/// An unexpected failure of a service. A database out of reach for a moment
/// (`db::is_transient`: pool exhausted past its acquire timeout, connection
/// lost) is 503 `DATABASE_UNAVAILABLE` with `Retry-After: 1`, so clients
/// retry rather than report a bug; anything else is logged with its context
/// and hidden (500).
pub fn failure(context: &str, cause: &(dyn std::error::Error + 'static)) -> ApiError {
    let mut source = Some(cause);
    while let Some(e) = source {
        if e.downcast_ref::<sea_orm::DbErr>()
            .is_some_and(crate::db::is_transient)
        {
            tracing::warn!(error = %cause, "{context}: database unavailable");
            return ApiError::new(
                ErrorKind::Unavailable,
                "DATABASE_UNAVAILABLE",
                "The service is busy, please try again shortly.",
            )
            .with_retry_after(1);
        }
        source = e.source();
    }
    tracing::error!(error = %cause, "{context}");
    ApiError::internal()
}

/// Logs an unexpected failure once, with its cause chain, and hides it from clients.
pub fn internal<E: std::fmt::Display>(context: &str) -> impl FnOnce(E) -> ApiError + '_ {
    move |e| {
        tracing::error!(error = %e, "{context}");
        ApiError::internal()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_reason_fields_and_retry_through_status() {
        let mut fields = BTreeMap::new();
        fields.insert("email".to_owned(), "Required".to_owned());
        let err = ApiError::validation(fields.clone()).with_retry_after(3);
        let back = ApiError::from_status(&err.clone().into_status());
        assert_eq!(back, err);
    }

    #[test]
    fn transport_failure_becomes_unavailable() {
        let back = ApiError::from_status(&Status::unavailable("connection refused"));
        assert_eq!(back.kind, ErrorKind::Unavailable);
        assert_eq!(back.reason, "SERVICE_UNAVAILABLE");
    }

    #[test]
    fn a_call_dropped_in_transit_is_a_503_to_retry_never_a_500() {
        for status in [
            Status::unknown("error trying to connect: connection reset by peer"),
            Status::internal("h2 protocol error: stream closed because of a broken pipe"),
            Status::cancelled("operation was canceled"),
            Status::unavailable("connection refused"),
        ] {
            let back = ApiError::from_status(&status);
            assert_eq!(back.kind, ErrorKind::Unavailable, "{status:?}");
            assert_eq!(back.reason, "SERVICE_UNAVAILABLE");
            assert_eq!(back.retry_after_secs, Some(1));
        }
        let late = ApiError::from_status(&Status::deadline_exceeded("timeout expired"));
        assert_eq!(late.reason, "SERVICE_TIMEOUT");
        assert_eq!(late.retry_after_secs, Some(1));
        // A service's own failure carries its reason and stays a 500.
        let bug = ApiError::from_status(&ApiError::internal().into_status());
        assert_eq!(bug, ApiError::internal());
    }

    #[test]
    fn a_refused_caller_is_a_server_problem_not_a_sign_out() {
        let refused = ApiError::new(
            ErrorKind::Unauthenticated,
            CALLER_REJECTED,
            "caller not authenticated",
        );
        let back = ApiError::from_status(&refused.into_status());
        assert_eq!(back.kind, ErrorKind::Internal);
    }

    #[test]
    fn a_database_out_of_reach_is_a_503_to_retry_and_a_bug_is_a_500() {
        use sea_orm::{ConnAcquireErr, DbErr};
        let busy = anyhow::Error::from(DbErr::ConnectionAcquire(ConnAcquireErr::Timeout))
            .context("listing risks");
        let e = failure("risk store", busy.as_ref());
        assert_eq!(e.kind, ErrorKind::Unavailable);
        assert_eq!(e.reason, "DATABASE_UNAVAILABLE");
        assert_eq!(e.retry_after_secs, Some(1));
        // Through the gRPC status and back, as the gateway sees it.
        let back = ApiError::from_status(&e.into_status());
        assert_eq!(back.kind, ErrorKind::Unavailable);
        assert_eq!(back.retry_after_secs, Some(1));
        let bug = DbErr::Custom("sequence risk missing".into());
        assert_eq!(failure("risk store", &bug), ApiError::internal());
    }

    #[test]
    fn unknown_internal_message_is_not_leaked() {
        let back = ApiError::from_status(&Status::internal("db password is hunter2"));
        assert!(!back.message.contains("hunter2"));
    }
}
