//! Wires the risk service: database, demo data, outbox relay, the consumer
//! of re-assessment requests from incidents, gRPC.

use platform::{
    bus::{self, InProcessBus, Relay},
    service::Base,
};
use proto::risk::v1::risk_service_server::RiskServiceServer;
use sea_orm::DatabaseConnection;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{RiskConfig, grpc::RiskGrpc, migration::Migrator, store::method::MethodCache};

/// The name the risk service subscribes to the in-process bus under (it
/// takes the incidents' re-assessment requests from it).
pub const BUS_CONSUMER: &str = "risk";

/// Connects and migrates the database, seeds the demo register when asked,
/// starts the outbox relay and serves gRPC on `listener` until `shutdown`.
pub async fn serve(
    config: RiskConfig,
    listener: TcpListener,
    bus: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut base = Base::connect::<Migrator>(&config.common, bus, shutdown).await?;
    let db = base.db.clone();
    let methods = MethodCache::default();
    if config.seed_demo_data {
        crate::seed::demo(&db, &methods).await?;
    }
    let relay = base.start_relay();
    let shutdown = base.shutdown();
    base.spawn(expire_acceptances(db.clone(), relay.clone(), shutdown));
    let handler = reassessment_handler(db.clone(), relay);
    match (&config.common.amqp_url, base.bus()) {
        // Its own durable queue: requests wait there while the service is
        // down and are acked only once their flags are committed (ADR 0020).
        (Some(url), _) => {
            let consumer = bus::consume_amqp(
                url.expose().clone(),
                config.common.audit_exchange.clone(),
                config.reassessment_queue.clone(),
                crate::domain::reassessment::REQUESTED.into(),
                handler,
                base.shutdown(),
            );
            base.spawn(consumer);
        }
        // The embedded form: every event of the process comes by; the
        // handler takes only the requests.
        (None, Some(b)) => b.subscribe(BUS_CONSUMER, handler).await,
        (None, None) => {
            tracing::warn!("no audit bus configured: incidents cannot ask for re-assessments")
        }
    }
    // Uploads travel whole in one message: room for the largest allowed file.
    let max_message = config.attachments.max_message_bytes();
    let routes = Routes::new(
        RiskServiceServer::new(RiskGrpc::new(db, methods, config.attachments.clone()))
            .max_decoding_message_size(max_message)
            .max_encoding_message_size(max_message),
    );
    // Only the gateway calls it.
    base.serve(listener, "risk.v1.RiskService", routes, COMPONENT_RPCS)
        .await
}

/// What the risk service does with a batch of events from the bus: applies
/// the re-assessment requests among them (each once, whatever is delivered
/// again) and wakes the relay for the flags' audit events. Ok only once
/// they are committed, so the broker keeps what was not applied.
pub fn reassessment_handler(db: DatabaseConnection, relay: Relay) -> bus::Handler {
    bus::handler(move |events| {
        let db = db.clone();
        let relay = relay.clone();
        async move {
            let flagged = crate::domain::use_cases::on_reassessment_events(&db, &events).await?;
            if flagged > 0 {
                relay.wake();
            }
            Ok(())
        }
    })
}

/// How often expired acceptances are looked for (their expiry is a day).
/// What other components than the gateway may ask the risk service, as
/// themselves: the incident service's demo data links the first demo risks.
const COMPONENT_RPCS: &[platform::service_auth::ComponentRpc] =
    &[("incident", "/risk.v1.RiskService/ListRisks")];

const ACCEPTANCE_SWEEP: std::time::Duration = std::time::Duration::from_secs(15 * 60);

/// Expires acceptances past their last day, at start and then every
/// [`ACCEPTANCE_SWEEP`], until shutdown; a failed sweep is logged and tried
/// again at the next tick.
async fn expire_acceptances(
    db: DatabaseConnection,
    relay: Relay,
    mut shutdown: watch::Receiver<bool>,
) {
    let mut tick = tokio::time::interval(ACCEPTANCE_SWEEP);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = shutdown.changed() => return,
        }
        match crate::domain::use_cases::expire_acceptances(&db, &crate::store::today()).await {
            Ok(expired) if !expired.is_empty() => {
                tracing::info!(count = expired.len(), "acceptances expired");
                relay.wake();
            }
            Ok(_) => {}
            Err(e) => tracing::warn!(error = %e, "acceptance sweep failed"),
        }
    }
}
