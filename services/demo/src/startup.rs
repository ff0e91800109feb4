//! Wires the demo service: database, outbox relay, gRPC.

use std::time::Duration;

use platform::{
    bus::{InProcessBus, Publisher, Relay},
    config::CommonConfig,
};
use proto::demo::v1::demo_service_server::DemoServiceServer;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{grpc::DemoGrpc, migration::Migrator};

pub async fn serve(
    common: CommonConfig,
    listener: TcpListener,
    bus: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let db = platform::db::connect_and_migrate::<Migrator>(
        common.database_url.expose(),
        &common.database_schema,
    )
    .await?;
    let relay = Relay::new(
        db.clone(),
        Publisher::choose(
            common.amqp_url.as_ref().map(|u| u.expose().as_str()),
            &common.audit_exchange,
            bus,
        ),
    );
    let relay_task = tokio::spawn(relay.run(Duration::from_millis(500), shutdown.clone()));
    let routes = Routes::new(DemoServiceServer::new(DemoGrpc::new(db.clone())));
    platform::grpc::serve(
        listener,
        "demo.v1.DemoService",
        routes,
        db,
        common.service_auth.trusted.clone(),
        // Only the gateway calls it.
        &[],
        platform::grpc::until(shutdown),
    )
    .await?;
    let _ = relay_task.await;
    Ok(())
}
