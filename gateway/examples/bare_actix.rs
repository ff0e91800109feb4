//! The yardstick of the gateway's own cost (`make bench`, issue 12): a bare
//! actix-web server with the gateway's server settings (`startup::tuned`,
//! default worker count) and one route answering exactly the bytes of the
//! gateway's `/healthz`, without any middleware.
//!
//! `HTTP_ADDR=127.0.0.1:8099 cargo run --release -p gateway --example bare_actix`

use actix_web::{App, HttpResponse, HttpServer, http::header::ContentType, web};
use gateway::routes::ops::HEALTHZ_BODY;

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let addr = std::env::var("HTTP_ADDR").unwrap_or_else(|_| "127.0.0.1:8099".into());
    gateway::startup::tuned(HttpServer::new(|| {
        App::new().route(
            "/healthz",
            web::get().to(|| async {
                HttpResponse::Ok()
                    .content_type(ContentType::json())
                    .body(HEALTHZ_BODY)
            }),
        )
    }))
    .bind(addr)?
    .run()
    .await
}
