//! Builds the actix application and runs it on a bound listener.

use actix_web::{
    App, HttpResponse, HttpServer,
    body::MessageBody,
    dev::{ServiceFactory, ServiceRequest, ServiceResponse},
    middleware::{DefaultHeaders, from_fn},
    web,
};
use platform::bus::InProcessBus;
use tokio::sync::watch;
use tracing_actix_web::TracingLogger;
use utoipa_swagger_ui::SwaggerUi;

use crate::{access, config::GatewayConfig, error, metrics, openapi, routes, spa, state::AppState};

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
