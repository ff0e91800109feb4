//! Builds the actix application and runs it on a bound listener.

use actix_web::{
    App, HttpResponse, HttpServer,
    body::MessageBody,
    dev::{ServiceFactory, ServiceRequest, ServiceResponse},
    middleware::{DefaultHeaders, from_fn},
    web,
};
use platform::{
    bus::{InProcessBus, Publisher},
    kv::Kv,
};
use tokio::sync::watch;
use tracing_actix_web::TracingLogger;
use utoipa_swagger_ui::SwaggerUi;

use crate::{
    access, clients::Clients, config::GatewayConfig, error, identity::Verifier, metrics, openapi,
    routes, security_events::SecurityEvents, spa,
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
}

impl AppState {
    /// Connects what can be connected; services are reached lazily.
    pub async fn new(config: GatewayConfig, bus: Option<InProcessBus>) -> anyhow::Result<Self> {
        let kv =
            platform::kv::connect_or_degrade(config.redis_url.as_deref(), &config.kv_prefix).await;
        let clients = Clients::new(&config)?;
        let verifier = Verifier::new(clients.clone(), kv.clone(), config.revocation_ttl);
        let security_events = SecurityEvents::start(Publisher::choose(
            config.amqp_url.as_deref(),
            &config.audit_exchange,
            bus,
        ));
        Ok(Self {
            config,
            clients,
            verifier,
            kv,
            metrics: metrics::Metrics::new()?,
            security_events,
            names: Default::default(),
        })
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
        .wrap(
            DefaultHeaders::new()
                .add(("X-Content-Type-Options", "nosniff"))
                .add(("Referrer-Policy", "strict-origin-when-cross-origin"))
                .add(("X-Frame-Options", "SAMEORIGIN")),
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
    let state = web::Data::new(AppState::new(config, bus).await?);
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
    Ok(())
}
