//! Builds the actix application and runs it on a bound listener.

use actix_web::{
    App, HttpResponse, HttpServer,
    body::MessageBody,
    dev::{ServiceFactory, ServiceRequest, ServiceResponse},
    middleware::{DefaultHeaders, from_fn},
    web,
};
use platform::{
    bus::{InProcessBus, Publisher, Relay},
    kv::Kv,
};
use tokio::sync::watch;
use tracing_actix_web::TracingLogger;
use utoipa_swagger_ui::SwaggerUi;

use crate::{
    access, clients::Clients, config::GatewayConfig, error, headers::SecurityHeaders,
    identity::Verifier, metrics, openapi, routes, security_events::SecurityEvents, spa,
};

/// Everything handlers share.
pub struct AppState {
    pub config: GatewayConfig,
    pub clients: Clients,
    pub verifier: Verifier,
    pub kv: Kv,
    pub metrics: metrics::Metrics,
    pub security_events: SecurityEvents,
    /// Owner names of risk-module answers (routes::names).
    pub names: crate::routes::names::NameCache,
    /// CSP, framing, caching and HSTS headers (computed at start-up).
    pub headers: SecurityHeaders,
}

impl AppState {
    /// Connects what can be connected; services are reached lazily. Returns
    /// the relay of the security-event outbox for the caller to run.
    pub async fn new(
        config: GatewayConfig,
        bus: Option<InProcessBus>,
    ) -> anyhow::Result<(Self, Option<Relay>)> {
        let kv = platform::kv::connect_or_degrade(
            config.redis_url.as_ref().map(|u| u.expose().as_str()),
            &config.kv_prefix,
        )
        .await;
        let clients = Clients::new(&config)?;
        let verifier = Verifier::new(clients.clone(), kv.clone(), config.revocation_ttl);
        let publisher = Publisher::choose(
            config.amqp_url.as_ref().map(|u| u.expose().as_str()),
            &config.audit_exchange,
            bus,
        );
        let outbox = match platform::db::connect_and_migrate::<platform::outbox::OutboxOnly>(
            config.database_url.expose(),
            &config.database_schema,
        )
        .await
        {
            Ok(db) => {
                let relay = Relay::new(db.clone(), publisher.clone());
                Some((db, relay))
            }
            // 403s are still answered; their events are then kept in memory only.
            Err(e) => {
                tracing::error!(error = %e, "the gateway's outbox database is unavailable");
                None
            }
        };
        let relay = outbox.as_ref().map(|(_, r)| r.clone());
        let security_events = SecurityEvents::start(publisher, outbox);
        let headers = SecurityHeaders::new(&config);
        Ok((
            Self {
                headers,
                config,
                clients,
                verifier,
                kv,
                metrics: metrics::Metrics::new()?,
                security_events,
                names: Default::default(),
            },
            relay,
        ))
    }
}

/// The application: ops endpoints, API docs, `/api` behind the access table, the SPA.
pub fn app(
    state: web::Data<AppState>,
    openapi: utoipa::openapi::OpenApi,
) -> App<
    impl ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    let max_body = state.config.max_body_bytes;
    let static_dir = state.config.static_dir.clone();
    App::new()
        .app_data(state)
        .app_data(
            web::JsonConfig::default()
                .limit(max_body)
                .error_handler(error::json_error),
        )
        .app_data(web::PayloadConfig::default().limit(max_body))
        .app_data(web::QueryConfig::default().error_handler(error::query_error))
        .wrap(from_fn(metrics::track))
        .wrap(TracingLogger::default())
        .wrap(from_fn(crate::context::believed_client_address))
        .wrap(from_fn(crate::headers::apply))
        .wrap(
            DefaultHeaders::new()
                .add(("X-Content-Type-Options", "nosniff"))
                .add(("Referrer-Policy", "strict-origin-when-cross-origin")),
        )
        .route("/healthz", web::get().to(routes::ops::healthz))
        .route("/readyz", web::get().to(routes::ops::readyz))
        .route("/metrics", web::get().to(metrics::metrics))
        .route("/.well-known/jwks.json", web::get().to(routes::ops::jwks))
        .route(
            "/api/docs",
            web::get().to(|| async {
                HttpResponse::Found()
                    .insert_header(("Location", "/api/docs/"))
                    .finish()
            }),
        )
        .service(SwaggerUi::new("/api/docs/{_:.*}").url("/api/openapi.json", openapi))
        .service(
            web::scope("/api")
                .wrap(from_fn(access::authorize))
                .configure(access::configure)
                .default_service(web::to(error::api_not_found)),
        )
        .service(spa::service(&static_dir))
}

/// Serves on `listener` until `shutdown` turns true.
pub async fn run(
    config: GatewayConfig,
    listener: std::net::TcpListener,
    bus: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let (state, relay) = AppState::new(config, bus).await?;
    let state = web::Data::new(state);
    let relay_task =
        relay.map(|r| tokio::spawn(r.run(std::time::Duration::from_millis(500), shutdown.clone())));
    let openapi = openapi::document();
    let server = HttpServer::new(move || app(state.clone(), openapi.clone()))
        .listen(listener)?
        .disable_signals()
        .shutdown_timeout(10)
        .run();
    let handle = server.handle();
    tokio::spawn(async move {
        platform::grpc::until(shutdown).await;
        handle.stop(true).await;
    });
    server.await?;
    if let Some(task) = relay_task {
        let _ = task.await;
    }
    Ok(())
}
