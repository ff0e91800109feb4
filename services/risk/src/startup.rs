//! Wires the risk service: database, outbox relay, gRPC.

use std::time::Duration;

use platform::{
    bus::{InProcessBus, Publisher, Relay},
    config::CommonConfig,
};
use proto::risk::v1::risk_service_server::RiskServiceServer;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{grpc::RiskGrpc, migration::Migrator};

pub async fn serve(
    common: CommonConfig,
    listener: TcpListener,
    bus: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let db = platform::db::connect_and_migrate::<Migrator>(
        &common.database_url,
        &common.database_schema,
    )
    .await?;
    let relay = Relay::new(
        db.clone(),
        Publisher::choose(common.amqp_url.as_deref(), &common.audit_exchange, bus),
    );
    let relay_task = tokio::spawn(relay.run(Duration::from_millis(500), shutdown.clone()));
    let routes = Routes::new(RiskServiceServer::new(RiskGrpc::new(db.clone())));
    platform::grpc::serve(
        listener,
        "risk.v1.RiskService",
        routes,
        db,
        platform::grpc::until(shutdown),
    )
    .await?;
    let _ = relay_task.await;
    Ok(())
}
