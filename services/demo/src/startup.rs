//! Wires the demo service: database, outbox relay, gRPC.

use platform::{bus::InProcessBus, service::Base};
use proto::demo::v1::demo_service_server::DemoServiceServer;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{config::DemoConfig, grpc::DemoGrpc, migration::Migrator};

/// Serves the demo service on `listener` until `shutdown` turns true.
pub async fn serve(
    config: DemoConfig,
    listener: TcpListener,
    bus: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut base = Base::connect::<Migrator>(&config.common, bus, shutdown).await?;
    base.start_relay();
    let routes = Routes::new(DemoServiceServer::new(DemoGrpc::new(base.db.clone())));
    // The todo and calendar apps (ADR 0021).
    let routes = routes
        .add_service(
            proto::demo::v1::todo_service_server::TodoServiceServer::new(
                crate::grpc::todo::TodoGrpc::new(base.db.clone()),
            ),
        )
        .add_service(
            proto::demo::v1::calendar_service_server::CalendarServiceServer::new(
                crate::grpc::calendar::CalendarGrpc::new(base.db.clone()),
            ),
        );
    // The mail app and the chat (ADR 0021), their sending limits counted in
    // the shared kv.
    let kv = platform::kv::connect_or_degrade(
        config
            .common
            .redis_url
            .as_ref()
            .map(|u| u.expose().as_str()),
        &config.common.kv_prefix,
    )
    .await;
    let mail_limit =
        crate::domain::send_limit::SendLimiter::new(kv.clone(), config.mail_send_limit, "mail");
    let chat_limit =
        crate::domain::send_limit::SendLimiter::new(kv, config.chat_send_limit, "chat");
    let routes = routes.add_service(
        proto::demo::v1::mail_service_server::MailServiceServer::new(
            crate::grpc::mail::MailGrpc::new(base.db.clone(), mail_limit),
        ),
    );
    // The data list and the contacts grid (ADR 0021).
    let routes = routes.add_service(
        proto::demo::v1::catalog_service_server::CatalogServiceServer::new(
            crate::grpc::catalog::CatalogGrpc::new(base.db.clone()),
        ),
    );
    // The chat app (ADR 0021).
    let routes = routes.add_service(
        proto::demo::v1::chat_service_server::ChatServiceServer::new(
            crate::grpc::chat::ChatGrpc::new(base.db.clone(), chat_limit),
        ),
    );
    // The users app and the shop (ADR 0021).
    let routes = routes
        .add_service(
            proto::demo::v1::users_service_server::UsersServiceServer::new(
                crate::grpc::users::UsersGrpc::new(base.db.clone()),
            ),
        )
        .add_service(
            proto::demo::v1::shop_service_server::ShopServiceServer::new(
                crate::grpc::shop::ShopGrpc::new(base.db.clone()),
            ),
        );
    // The analytics and eCommerce dashboards (issue 15).
    let routes = routes.add_service(
        proto::demo::v1::dashboard_service_server::DashboardServiceServer::new(
            crate::grpc::dashboard::DashboardGrpc::new(base.db.clone()),
        ),
    );
    // Only the gateway calls it.
    base.serve(listener, "demo.v1.DemoService", routes, &[])
        .await
}
