//! Wires the risk service: database, demo data, outbox relay, gRPC.

use std::time::Duration;

use platform::bus::{InProcessBus, Publisher, Relay};
use proto::risk::v1::risk_service_server::RiskServiceServer;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{RiskConfig, grpc::RiskGrpc, migration::Migrator, store::method::MethodCache};

pub async fn serve(
    config: RiskConfig,
    listener: TcpListener,
    bus: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let common = &config.common;
    let db = platform::db::connect_and_migrate::<Migrator>(
        common.database_url.expose(),
        &common.database_schema,
    )
    .await?;
    let methods = MethodCache::default();
    if config.seed_demo_data {
        crate::seed::demo(&db, &methods).await?;
    }
    let relay = Relay::new(
        db.clone(),
        Publisher::choose(
            common.amqp_url.as_ref().map(|u| u.expose().as_str()),
            &common.audit_exchange,
            bus,
        ),
    );
    let relay_task = tokio::spawn(relay.run(Duration::from_millis(500), shutdown.clone()));
    // Uploads travel whole in one message: room for the largest allowed file.
    let max_message = usize::try_from(config.attachments.max_bytes)
        .unwrap_or(usize::MAX)
        .saturating_add(64 * 1024)
        .max(4 * 1024 * 1024);
    let routes = Routes::new(
        RiskServiceServer::new(RiskGrpc::new(
            db.clone(),
            methods,
            config.attachments.clone(),
        ))
        .max_decoding_message_size(max_message)
        .max_encoding_message_size(max_message),
    );
    platform::grpc::serve(
        listener,
        "risk.v1.RiskService",
        routes,
        db,
        config.common.service_auth.trusted.clone(),
        // Only the gateway calls it.
        &[],
        platform::grpc::until(shutdown),
    )
    .await?;
    let _ = relay_task.await;
    Ok(())
}
