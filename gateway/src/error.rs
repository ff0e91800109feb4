//! The HTTP side of the one error table: [`ApiError`] → status + JSON
//! `{error:{code, message, fields?}}`, and the extractor errors of actix.

use actix_web::{
    HttpRequest, HttpResponse, ResponseError,
    error::{JsonPayloadError, QueryPayloadError},
    http::{StatusCode, header},
};
use platform::error::{ApiError, ErrorKind};
use serde::Serialize;

/// An error leaving the gateway.
#[derive(Debug)]
pub struct HttpError(pub ApiError);

impl std::fmt::Display for HttpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl From<ApiError> for HttpError {
    fn from(e: ApiError) -> Self {
        Self(e)
    }
}

impl From<tonic::Status> for HttpError {
    fn from(s: tonic::Status) -> Self {
        Self(ApiError::from_status(&s))
    }
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorBody {
    pub error: ErrorDetail,
}

#[derive(Serialize, utoipa::ToSchema)]
pub struct ErrorDetail {
    /// Stable UPPER_SNAKE reason, e.g. `INVALID_CREDENTIALS`.
    pub code: String,
    pub message: String,
    /// Field name → message, for validation errors (422).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub fields: Option<std::collections::BTreeMap<String, String>>,
}

/// The HTTP status of an error: the table of DESIGN section 3.
pub fn status_of(e: &ApiError) -> StatusCode {
    match e.kind {
        ErrorKind::InvalidArgument if !e.fields.is_empty() => StatusCode::UNPROCESSABLE_ENTITY,
        ErrorKind::InvalidArgument => match e.reason.as_str() {
            "PAYLOAD_TOO_LARGE" => StatusCode::PAYLOAD_TOO_LARGE,
            "UNSUPPORTED_MEDIA_TYPE" => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "METHOD_NOT_ALLOWED" => StatusCode::METHOD_NOT_ALLOWED,
            _ => StatusCode::BAD_REQUEST,
        },
        ErrorKind::Unauthenticated => StatusCode::UNAUTHORIZED,
        // A locked session (ADR 23) is refused apart: the lock screen asks
        // for the password instead of saying "forbidden".
        ErrorKind::PermissionDenied if e.reason == "SESSION_LOCKED" => StatusCode::LOCKED,
        ErrorKind::PermissionDenied => StatusCode::FORBIDDEN,
        ErrorKind::NotFound => StatusCode::NOT_FOUND,
        ErrorKind::Conflict => StatusCode::CONFLICT,
        ErrorKind::RateLimited => StatusCode::TOO_MANY_REQUESTS,
        ErrorKind::Unavailable if e.reason == "SERVICE_TIMEOUT" => StatusCode::GATEWAY_TIMEOUT,
        ErrorKind::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        ErrorKind::Internal => StatusCode::INTERNAL_SERVER_ERROR,
    }
}

/// The JSON body and headers of an error response.
pub fn error_response(e: &ApiError) -> HttpResponse {
    let mut res = HttpResponse::build(status_of(e));
    // A dependency that is away is worth retrying: every 503 / 504 says
    // when, 1 s unless the source knew better.
    let retry = e
        .retry_after_secs
        .or((e.kind == ErrorKind::Unavailable).then_some(1));
    if let Some(secs) = retry {
        res.insert_header((header::RETRY_AFTER, secs.to_string()));
    }
    res.json(ErrorBody {
        error: ErrorDetail {
            code: e.reason.clone(),
            message: e.message.clone(),
            fields: (!e.fields.is_empty()).then(|| e.fields.clone()),
        },
    })
}

impl ResponseError for HttpError {
    fn status_code(&self) -> StatusCode {
        status_of(&self.0)
    }

    fn error_response(&self) -> HttpResponse {
        error_response(&self.0)
    }
}

pub fn bad_request(reason: &str, message: impl Into<String>) -> ApiError {
    ApiError::new(ErrorKind::InvalidArgument, reason, message)
}

/// Maps JSON body failures: too large 413, wrong type 415, malformed 400.
pub fn json_error(err: JsonPayloadError, _req: &HttpRequest) -> actix_web::Error {
    HttpError(json_body_error(&err)).into()
}

/// Each answer [`json_error`] can give, for the OpenAPI document.
pub fn json_body_errors() -> Vec<ApiError> {
    [
        JsonPayloadError::Overflow { limit: 0 },
        JsonPayloadError::ContentType,
        JsonPayloadError::Deserialize(serde_json::from_str::<()>("!").unwrap_err()),
        JsonPayloadError::Payload(actix_web::error::PayloadError::Incomplete(None)),
    ]
    .iter()
    .map(json_body_error)
    .collect()
}

fn json_body_error(err: &JsonPayloadError) -> ApiError {
    match err {
        JsonPayloadError::Overflow { limit }
        | JsonPayloadError::OverflowKnownLength { limit, .. } => bad_request(
            "PAYLOAD_TOO_LARGE",
            format!("The request body is larger than {limit} bytes."),
        ),
        JsonPayloadError::ContentType => bad_request(
            "UNSUPPORTED_MEDIA_TYPE",
            "Send the body as application/json.",
        ),
        JsonPayloadError::Deserialize(e) => bad_request(
            "INVALID_JSON",
            format!("The request body is not valid JSON: {e}"),
        ),
        other => bad_request(
            "INVALID_BODY",
            format!("The request body could not be read: {other}"),
        ),
    }
}

/// Maps query-string failures to 400, saying which parameter is missing
/// when one is, and nothing of the parser's own words otherwise ("invalid
/// digit found in string" tells a caller about the server, not the request).
pub fn query_error(err: QueryPayloadError, _req: &HttpRequest) -> actix_web::Error {
    HttpError(bad_request(
        "INVALID_QUERY",
        query_message(&err.to_string()),
    ))
    .into()
}

fn query_message(parser_said: &str) -> String {
    let missing = parser_said
        .split("missing field `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .filter(|name| {
            !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        });
    match missing {
        Some(name) => format!("Invalid query parameters: `{name}` is required."),
        None => "Invalid query parameters: check each parameter's name and value against the API documentation.".into(),
    }
}

/// A known `/api` path called with a method it does not have (405; the
/// caller adds `Allow`).
pub fn method_not_allowed() -> ApiError {
    bad_request(
        "METHOD_NOT_ALLOWED",
        "This API endpoint does not support this method.",
    )
}

/// JSON 404 for unknown `/api` paths.
pub async fn api_not_found() -> HttpResponse {
    error_response(&ApiError::new(
        ErrorKind::NotFound,
        "ROUTE_NOT_FOUND",
        "No such API endpoint.",
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn a_query_error_names_a_missing_parameter_and_nothing_of_the_parser() {
        assert_eq!(
            query_message("Query deserialize error: missing field `file_name`"),
            "Invalid query parameters: `file_name` is required."
        );
        for internal in [
            "Query deserialize error: invalid digit found in string",
            "Query deserialize error: unknown variant `x`, expected `a`",
            "Query deserialize error: missing field `<script>`",
        ] {
            let said = query_message(internal);
            assert!(
                !said.contains("digit") && !said.contains('<') && !said.contains("variant"),
                "{said}"
            );
        }
    }

    #[test]
    fn maps_kinds_to_statuses() {
        let mut f = BTreeMap::new();
        f.insert("email".into(), "Required".into());
        assert_eq!(
            status_of(&ApiError::validation(f)),
            StatusCode::UNPROCESSABLE_ENTITY
        );
        assert_eq!(
            status_of(&bad_request("INVALID_JSON", "x")),
            StatusCode::BAD_REQUEST
        );
        assert_eq!(
            status_of(&ApiError::new(ErrorKind::RateLimited, "RATE_LIMITED", "x")),
            StatusCode::TOO_MANY_REQUESTS
        );
        assert_eq!(
            status_of(&method_not_allowed()),
            StatusCode::METHOD_NOT_ALLOWED
        );
        assert_eq!(
            status_of(&crate::access::session_locked()),
            StatusCode::LOCKED
        );
        assert_eq!(
            status_of(&crate::access::password_change_required()),
            StatusCode::FORBIDDEN
        );
        assert_eq!(
            status_of(&ApiError::unavailable("risk")),
            StatusCode::SERVICE_UNAVAILABLE
        );
    }

    #[test]
    fn an_unavailable_dependency_always_says_when_to_retry() {
        let retry_after = |e: &ApiError| {
            error_response(e)
                .headers()
                .get(header::RETRY_AFTER)
                .map(|v| v.to_str().unwrap().to_owned())
        };
        assert_eq!(
            retry_after(&ApiError::unavailable("risk")).as_deref(),
            Some("1")
        );
        let later = ApiError::unavailable("risk").with_retry_after(5);
        assert_eq!(retry_after(&later).as_deref(), Some("5"));
        assert_eq!(retry_after(&ApiError::internal()), None);
    }

    /// A service that refuses, resets or never answers a call, seen through a
    /// real channel: each is a 503 to retry after 1 s, never a 500.
    #[tokio::test]
    async fn a_call_the_transport_drops_is_a_503_to_retry() {
        use tokio::{io::AsyncReadExt, net::TcpListener};
        use tonic_health::pb::{HealthCheckRequest, health_client::HealthClient};

        /// Calls `addr` and checks the gateway's answer to what came back.
        async fn is_retry_later(addr: std::net::SocketAddr, case: &str) {
            let url = format!("http://{addr}");
            let channel =
                platform::grpc::lazy_channel(&url, std::time::Duration::from_millis(300)).unwrap();
            let status = HealthClient::new(channel)
                .check(HealthCheckRequest::default())
                .await
                .expect_err("nothing answers");
            let res = HttpError::from(status.clone()).error_response();
            let retry = res.headers().get(header::RETRY_AFTER);
            assert_eq!(
                res.status(),
                StatusCode::SERVICE_UNAVAILABLE,
                "{case}: {status:?}"
            );
            assert_eq!(retry.unwrap().to_str().unwrap(), "1", "{case}: {status:?}");
        }

        // Refused: nothing listens at the address.
        let gone = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = gone.local_addr().unwrap();
        drop(gone);
        is_retry_later(addr, "refused").await;

        // Reset: the peer reads the call, then its connection dies.
        let dying = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = dying.local_addr().unwrap();
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = dying.accept().await {
                let _ = socket.read(&mut [0u8; 1024]).await;
                socket.set_zero_linger().unwrap();
            }
        });
        is_retry_later(addr, "reset").await;

        // Silent: the connection is accepted and the call never answered.
        let silent = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = silent.local_addr().unwrap();
        tokio::spawn(async move {
            let mut held = Vec::new();
            while let Ok((socket, _)) = silent.accept().await {
                held.push(socket);
            }
        });
        is_retry_later(addr, "past the deadline").await;
    }
}
