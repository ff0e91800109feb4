//! Wires the incident service: database, outbox relay, gRPC.

use std::time::Duration;

use platform::{
    bus::{InProcessBus, Publisher, Relay},
    config::CommonConfig,
};
use proto::incident::v1::incident_service_server::IncidentServiceServer;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{grpc::IncidentGrpc, migration::Migrator};

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
    let routes = Routes::new(IncidentServiceServer::new(IncidentGrpc::new(db.clone())));
    platform::grpc::serve(
        listener,
        "incident.v1.IncidentService",
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
