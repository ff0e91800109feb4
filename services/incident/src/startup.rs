//! Wires the incident service: database, outbox relay, gRPC.

use platform::{bus::InProcessBus, service::Base};
use proto::incident::v1::incident_service_server::IncidentServiceServer;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{config::IncidentConfig, grpc::IncidentGrpc, migration::Migrator};

/// Serves the incident service on `listener` until `shutdown` turns true.
pub async fn serve(
    config: IncidentConfig,
    listener: TcpListener,
    bus: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut base = Base::connect::<Migrator>(&config.common, bus, shutdown).await?;
    let relay = base.start_relay();
    if config.seed_demo_data {
        // The demo incidents link demo risks, asked of the risk service, which
        // may still be starting: seeded in the background.
        let risks = crate::grpc::risk_client::RiskClient::new(
            config.risk_grpc_url.as_deref(),
            config.common.service_auth.key.as_ref(),
        )?;
        let (db, shutdown) = (base.db.clone(), base.shutdown());
        let wait = crate::seed::RISK_WAIT;
        base.spawn(crate::seed::demo_in_background(
            db,
            risks,
            wait,
            relay.clone(),
            shutdown,
        ));
    }
    // Uploads travel whole in one message: room for the largest allowed file.
    let max_message = config.attachments.max_message_bytes();
    let routes = Routes::new(
        IncidentServiceServer::new(
            IncidentGrpc::new(base.db.clone())
                .with_attachments(config.attachments.clone())
                .with_relay(relay),
        )
        .max_decoding_message_size(max_message)
        .max_encoding_message_size(max_message),
    );
    // Only the gateway calls it.
    base.serve(listener, "incident.v1.IncidentService", routes, &[])
        .await
}
