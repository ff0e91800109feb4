//! Liveness, readiness, the status of every dependency and the JWKS document.

use std::time::Duration;

use actix_web::{HttpResponse, web};
use futures::future::join_all;
use platform::kv::Kv;
use tonic_health::pb::{HealthCheckRequest, health_check_response::ServingStatus};

use crate::{error::HttpError, state::AppState};

/// The liveness answer, built once: probes call it every few seconds.
pub const HEALTHZ_BODY: &str = r#"{"status":"ok"}"#;

/// `GET /healthz`: the process is up.
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok()
        .content_type(actix_web::http::header::ContentType::json())
        .body(HEALTHZ_BODY)
}

/// `GET /readyz`: this gateway can take traffic (it started: configuration
/// read, clients and state built). The services and Redis are not checked:
/// every replica shares them, so one being down would take every gateway out
/// of rotation at once, while the gateway still serves the SPA and every
/// module that does not need it (calls that do answer 503 with
/// `Retry-After`, and the revocation rule covers Redis, ADR 25). `/statusz`
/// tells whether everything is up.
pub async fn readyz() -> HttpResponse {
    HttpResponse::Ok()
        .content_type(actix_web::http::header::ContentType::json())
        .body(READYZ_BODY)
}

/// The readiness answer (constant, like liveness).
pub const READYZ_BODY: &str = r#"{"status":"ready"}"#;

/// How long `/statusz` waits for one dependency.
const STATUS_CHECK_TIMEOUT: Duration = Duration::from_secs(2);

/// `GET /statusz`: the health of everything the gateway uses, for scripts
/// and operators: each service's gRPC health check (which reflects its
/// database) and the shared store; 200 `"ok"` when all are up, 503
/// `"degraded"` with the failing parts otherwise.
pub async fn statusz(state: web::Data<AppState>) -> HttpResponse {
    let checks = state.clients.health.iter().map(|(name, client)| {
        let mut client = client.clone();
        async move {
            let ok = tokio::time::timeout(
                STATUS_CHECK_TIMEOUT,
                client.check(HealthCheckRequest {
                    service: String::new(),
                }),
            )
            .await
            .ok()
            .and_then(|r| r.ok())
            .is_some_and(|r| r.into_inner().status() == ServingStatus::Serving);
            (*name, ok)
        }
    });
    let mut results: Vec<(&str, bool)> = join_all(checks).await;
    results.push(("cache", cache_up(&state).await));
    let ok = results.iter().all(|(_, ok)| *ok);
    let body = serde_json::json!({
        "status": if ok { "ok" } else { "degraded" },
        "checks": results
            .iter()
            .map(|(n, ok)| ((*n).to_owned(), serde_json::json!(if *ok { "up" } else { "down" })))
            .collect::<serde_json::Map<_, _>>(),
    });
    if ok {
        HttpResponse::Ok().json(body)
    } else {
        HttpResponse::ServiceUnavailable().json(body)
    }
}

/// Whether the shared store answers. A gateway told to use Redis that could
/// not reach it at start works on process memory, shared with no one: down.
async fn cache_up(state: &AppState) -> bool {
    match &state.kv {
        Kv::Memory(..) => state.config.redis_url.is_none(),
        redis => tokio::time::timeout(STATUS_CHECK_TIMEOUT, redis.ping())
            .await
            .unwrap_or(false),
    }
}

/// `GET /.well-known/jwks.json`: the public key that signs access tokens.
pub async fn jwks(state: web::Data<AppState>) -> Result<HttpResponse, HttpError> {
    let json = state.verifier.jwks_json().await?;
    Ok(HttpResponse::Ok()
        .content_type("application/jwk-set+json")
        .insert_header(("Cache-Control", "public, max-age=300"))
        .body(json))
}
