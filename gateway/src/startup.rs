//! Builds the actix application and runs it on a bound listener.

use actix_web::{
    App, HttpResponse, HttpServer,
    body::MessageBody,
    dev::{AppConfig, Service, ServiceFactory, ServiceRequest, ServiceResponse},
    middleware::{DefaultHeaders, from_fn},
    web,
};
use platform::bus::InProcessBus;
use tokio::sync::watch;
use tracing_actix_web::TracingLogger;
use utoipa_swagger_ui::SwaggerUi;

use crate::{access, config::GatewayConfig, error, metrics, openapi, routes, spa, state::AppState};

/// The application: ops endpoints (liveness, readiness, status, metrics,
/// JWKS), API docs, `/api` behind the access table, the SPA.
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
        .wrap(TracingLogger::<crate::spans::GatewaySpans>::new())
        .wrap(from_fn(crate::context::believed_client_address))
        .wrap(from_fn(crate::headers::apply))
        .wrap(
            DefaultHeaders::new()
                .add(("X-Content-Type-Options", "nosniff"))
                .add(("Referrer-Policy", "strict-origin-when-cross-origin")),
        )
        .route("/healthz", web::get().to(routes::ops::healthz))
        .route("/readyz", web::get().to(routes::ops::readyz))
        .route("/statusz", web::get().to(routes::ops::statusz))
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
                // Outermost: a shed request costs no token check, no service call.
                .wrap(from_fn(crate::shed::limit))
                .configure(access::configure)
                .default_service(web::to(error::api_not_found)),
        )
        .service(spa::service(&static_dir))
}

/// The gateway's server settings, also used by the bare benchmark server
/// (`examples/bare_actix.rs`) so the two differ only in the application.
/// `TCP_NODELAY` on accepted sockets: actix keeps the OS default (Nagle on)
/// unless told, and a response written in more than one piece (a streamed
/// export, a large JSON body) would wait for the client's delayed ACK.
pub fn tuned<F, I, S, B>(server: HttpServer<F, I, S, B>) -> HttpServer<F, I, S, B>
where
    F: Fn() -> I + Send + Clone + 'static,
    I: actix_service::IntoServiceFactory<S, actix_http::Request>,
    S: ServiceFactory<actix_http::Request, Config = AppConfig> + 'static,
    S::Error: Into<actix_web::Error> + 'static,
    S::InitError: std::fmt::Debug,
    S::Response: Into<actix_http::Response<B>> + 'static,
    <S::Service as Service<actix_http::Request>>::Future: 'static,
    S::Service: 'static,
    B: MessageBody + 'static,
{
    server.tcp_nodelay(true)
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
    let relay_task = relay.map(|r| {
        let task = tokio::spawn(
            r.clone()
                .run(std::time::Duration::from_millis(500), shutdown.clone()),
        );
        (r, task)
    });
    let openapi = openapi::document();
    let server = tuned(HttpServer::new(move || app(state.clone(), openapi.clone())))
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
    // In-flight requests have been answered: what they wrote goes out too.
    if let Some((relay, task)) = relay_task {
        let _ = task.await;
        relay.drain_at_shutdown().await;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::HttpRequest;
    use std::io::{Read, Write};

    #[derive(Clone, Copy)]
    struct Nodelay(bool);

    /// Serves one route that tells whether its connection has Nagle off, and
    /// asks it once over a fresh connection.
    async fn accepted_nodelay(tune: bool) -> String {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = listener.local_addr().unwrap();
        let server = HttpServer::new(|| {
            App::new().route(
                "/",
                web::get().to(|req: HttpRequest| async move {
                    let on = req.conn_data::<Nodelay>().expect("recorded on connect").0;
                    on.to_string()
                }),
            )
        })
        .workers(1)
        .disable_signals();
        let server = if tune { tuned(server) } else { server };
        let server = server
            .on_connect(|conn, ext| {
                if let Some(s) = conn.downcast_ref::<actix_web::rt::net::TcpStream>() {
                    ext.insert(Nodelay(s.nodelay().unwrap()));
                }
            })
            .listen(listener)
            .unwrap()
            .run();
        let handle = server.handle();
        let running = tokio::spawn(server);
        let answer = tokio::task::spawn_blocking(move || {
            let mut s = std::net::TcpStream::connect(addr).unwrap();
            s.write_all(b"GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                .unwrap();
            let mut out = String::new();
            s.read_to_string(&mut out).unwrap();
            out
        })
        .await
        .unwrap();
        handle.stop(false).await;
        let _ = running.await;
        answer
            .rsplit("\r\n\r\n")
            .next()
            .unwrap_or_default()
            .to_owned()
    }

    /// The gateway's accepted sockets have Nagle off; actix's default (the
    /// untuned server) keeps it on, so this test can fail.
    #[tokio::test]
    async fn accepted_http_connections_have_nagle_off() {
        assert_eq!(accepted_nodelay(true).await, "true");
        assert_eq!(accepted_nodelay(false).await, "false");
    }
}
