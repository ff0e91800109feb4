//! Liveness, readiness and the JWKS document.

use std::time::Duration;

use actix_web::{HttpResponse, web};
use futures::future::join_all;
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

/// `GET /readyz`: every service answers its health check (each reflects its
/// database) and the cache answers; 503 with the failing parts otherwise.
pub async fn readyz(state: web::Data<AppState>) -> HttpResponse {
    let checks = state.clients.health.iter().map(|(name, client)| {
        let mut client = client.clone();
        async move {
            let ok = tokio::time::timeout(
                Duration::from_secs(2),
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
    results.push(("cache", state.kv.ping().await));
    let ready = results.iter().all(|(_, ok)| *ok);
    let body = serde_json::json!({
        "status": if ready { "ready" } else { "degraded" },
        "checks": results
            .iter()
            .map(|(n, ok)| ((*n).to_owned(), serde_json::json!(if *ok { "up" } else { "down" })))
            .collect::<serde_json::Map<_, _>>(),
    });
    if ready {
        HttpResponse::Ok().json(body)
    } else {
        HttpResponse::ServiceUnavailable().json(body)
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
