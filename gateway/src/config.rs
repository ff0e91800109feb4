//! Gateway settings, read from the environment.

use platform::config::{Secret, env_flag, env_opt, env_or, env_parse, env_secret};
use std::time::Duration;

use crate::proxies::TrustedProxies;

/// Where each service's gRPC endpoint is.
#[derive(Clone, Debug)]
pub struct ServiceUrls {
    pub auth: String,
    pub risk: String,
    pub incident: String,
    pub settings: String,
    pub demo: String,
}

#[derive(Clone, Debug)]
pub struct GatewayConfig {
    pub http_addr: String,
    pub services: ServiceUrls,
    pub static_dir: String,
    /// `GRPC_TIMEOUT_MS`: the deadline of every call into a service (ADR 16).
    pub grpc_timeout: Duration,
    /// `GRPC_BULK_TIMEOUT_MS`: the deadline of a bulk write (an import of up
    /// to 10,000 risks in one transaction), which the ordinary one would cut.
    pub grpc_bulk_timeout: Duration,
    /// `GATEWAY_MAX_INFLIGHT`: API requests worked on at once; more are shed
    /// ([`crate::shed`], ADR 16).
    pub max_inflight: usize,
    /// `GATEWAY_QUEUE_WAIT_MS`: how long a request waits for a slot before
    /// it is answered 429.
    pub queue_wait: Duration,
    /// `EXPORT_MAX_CONCURRENT`: register downloads at once
    /// ([`crate::shed::ExportSlots`]).
    pub export_max_concurrent: usize,
    pub max_body_bytes: usize,
    /// The largest attachment accepted (`MAX_UPLOAD_BYTES`); the risk
    /// service has its own limit (`ATTACHMENT_MAX_BYTES`) and decides.
    pub max_upload_bytes: usize,
    pub cookie_secure: bool,
    /// `TRUSTED_PROXIES`: the peers whose `X-Forwarded-For` is read (empty:
    /// the header is never read; see [`crate::proxies`]).
    pub trusted_proxies: TrustedProxies,
    pub redis_url: Option<Secret>,
    pub amqp_url: Option<Secret>,
    pub audit_exchange: String,
    pub kv_prefix: String,
    /// How long a revoked session id is remembered: at least the access token lifetime.
    pub revocation_ttl: Duration,
    /// Address of the user manual the SPA shows in its pop-up
    /// (`USER_MANUAL_URL`); none hides the button.
    pub user_manual_url: Option<String>,
    /// Whether the SPA offers the theme customizer (`THEME_CUSTOMIZER`; the
    /// spec has it off by default).
    pub theme_customizer: bool,
    /// `MAP_TILE_URL`: the tile address pattern of the map page
    /// (`https://tile.example.com/{z}/{x}/{y}.png`); none (the default) draws
    /// the map without tiles and requests none.
    pub map_tile_url: Option<String>,
    /// `SERVICE_KEY`: the gateway's Ed25519 key; it signs every call to a
    /// service with it (the services list its public half in `TRUSTED_CALLERS`).
    pub service_key: Option<platform::service_auth::ServiceKey>,
    /// `DATABASE_URL` / `DATABASE_SCHEMA`: the gateway's own small database,
    /// the outbox of its security events (a SQLite file under `DATA_DIR` by
    /// default; schema `gateway` on PostgreSQL).
    pub database_url: Secret,
    pub database_schema: String,
}

/// In-flight API requests by default (ADR 16): enough for 32 busy clients
/// and the SPA's parallel calls, few enough that a queue for the services'
/// database connections stays far below the gRPC deadline.
pub const DEFAULT_MAX_INFLIGHT: usize = 64;

/// The bounded wait for a slot by default (ADR 16): a short burst is served,
/// a sustained overload is told to come back instead of queueing.
pub const DEFAULT_QUEUE_WAIT_MS: u64 = 100;

/// Register downloads at once by default (ADR 16): each holds one of the
/// risk service's database connections (2 × cores + 1) while it streams.
pub const DEFAULT_EXPORT_MAX_CONCURRENT: usize = 2;

/// The built-in manual shipped with the SPA.
pub const DEFAULT_USER_MANUAL_URL: &str = "/manual/index.html";

/// `USER_MANUAL_URL`: the built-in manual when unset, none when set empty.
fn user_manual_url(value: Option<String>) -> Option<String> {
    match value {
        None => Some(DEFAULT_USER_MANUAL_URL.to_owned()),
        Some(v) => Some(v.trim().to_owned()).filter(|v| !v.is_empty()),
    }
}

/// `MAP_TILE_URL`: trimmed; unset or empty is none.
fn map_tile_url(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// `TRUSTED_PROXIES`; the retired `TRUST_PROXY_HEADERS` only gets a warning
/// (it trusted whoever connected, which is what this replaces).
fn trusted_proxies() -> anyhow::Result<TrustedProxies> {
    if env_opt("TRUST_PROXY_HEADERS").is_some() {
        tracing::warn!(
            "TRUST_PROXY_HEADERS is no longer read: list your proxies in TRUSTED_PROXIES \
             (addresses or CIDRs); until then X-Forwarded-For is ignored"
        );
    }
    let list = std::env::var("TRUSTED_PROXIES").unwrap_or_default();
    TrustedProxies::parse(&list)
        .map_err(|e| anyhow::anyhow!("environment variable TRUSTED_PROXIES is invalid: {e}"))
}

impl GatewayConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            http_addr: env_or("HTTP_ADDR", "0.0.0.0:8080"),
            services: ServiceUrls {
                auth: env_or("AUTH_GRPC_URL", "http://127.0.0.1:50051"),
                risk: env_or("RISK_GRPC_URL", "http://127.0.0.1:50052"),
                incident: env_or("INCIDENT_GRPC_URL", "http://127.0.0.1:50053"),
                settings: env_or("SETTINGS_GRPC_URL", "http://127.0.0.1:50054"),
                demo: env_or("DEMO_GRPC_URL", "http://127.0.0.1:50055"),
            },
            static_dir: env_or("STATIC_DIR", "frontend/dist"),
            grpc_timeout: Duration::from_millis(env_parse("GRPC_TIMEOUT_MS", 5000)?),
            grpc_bulk_timeout: Duration::from_millis(env_parse("GRPC_BULK_TIMEOUT_MS", 120_000)?),
            max_inflight: env_parse("GATEWAY_MAX_INFLIGHT", DEFAULT_MAX_INFLIGHT)?,
            queue_wait: Duration::from_millis(env_parse(
                "GATEWAY_QUEUE_WAIT_MS",
                DEFAULT_QUEUE_WAIT_MS,
            )?),
            export_max_concurrent: env_parse(
                "EXPORT_MAX_CONCURRENT",
                DEFAULT_EXPORT_MAX_CONCURRENT,
            )?,
            max_body_bytes: env_parse("MAX_BODY_BYTES", 1_048_576)?,
            max_upload_bytes: env_parse("MAX_UPLOAD_BYTES", 10 * 1_048_576)?,
            cookie_secure: env_flag("COOKIE_SECURE", false)?,
            trusted_proxies: trusted_proxies()?,
            redis_url: env_secret("REDIS_URL"),
            amqp_url: env_secret("AMQP_URL"),
            audit_exchange: env_or("AUDIT_EXCHANGE", platform::bus::AUDIT_EXCHANGE),
            kv_prefix: env_or("KV_PREFIX", "riskhub:"),
            revocation_ttl: Duration::from_secs(
                env_parse::<u64>("ACCESS_TOKEN_TTL_SECS", 900)?.max(60) + 60,
            ),
            user_manual_url: user_manual_url(std::env::var("USER_MANUAL_URL").ok()),
            theme_customizer: env_flag("THEME_CUSTOMIZER", false)?,
            map_tile_url: map_tile_url(std::env::var("MAP_TILE_URL").ok()),
            database_url: Secret::new(env_opt("DATABASE_URL").unwrap_or_else(|| {
                platform::db::sqlite_url(&env_or("DATA_DIR", "data"), "gateway")
            })),
            database_schema: env_or("DATABASE_SCHEMA", "gateway"),
            service_key: platform::service_auth::ServiceKey::from_env(
                platform::service_auth::GATEWAY,
            )?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manual_defaults_to_the_built_in_page_and_an_empty_value_hides_it() {
        assert_eq!(user_manual_url(None).as_deref(), Some("/manual/index.html"));
        assert_eq!(user_manual_url(Some(" ".into())), None);
        assert_eq!(
            user_manual_url(Some("https://docs.example.com/ ".into())).as_deref(),
            Some("https://docs.example.com/")
        );
    }

    #[test]
    fn the_map_tile_url_is_none_unless_set() {
        assert_eq!(map_tile_url(None), None);
        assert_eq!(map_tile_url(Some("  ".into())), None);
        assert_eq!(
            map_tile_url(Some(" https://tiles.example.com/{z}/{x}/{y}.png".into())).as_deref(),
            Some("https://tiles.example.com/{z}/{x}/{y}.png")
        );
    }
}
