//! Wires the settings service: database, audit consumer, gRPC.

use platform::{
    bus::{self, InProcessBus},
    service::Base,
};
use proto::settings::v1::settings_service_server::SettingsServiceServer;
use sea_orm::DatabaseConnection;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{
    config::SettingsConfig,
    domain::messages,
    grpc::{SettingsGrpc, auth_client::AuthApprovers},
    migration::Migrator,
    store::audit_events as audit_store,
};

/// What other components than the gateway may ask settings, as themselves:
/// auth leaves the password-reset link in the user's messages when it has no
/// mail server (ADR 23).
const COMPONENT_RPCS: &[platform::service_auth::ComponentRpc] =
    &[("auth", "/settings.v1.SettingsService/SendSystemMessage")];

/// What the settings service does with a batch of audit events from the bus:
/// stores them (one insert, duplicates ignored), then raises their messages.
pub fn audit_handler(db: DatabaseConnection, approvers: AuthApprovers) -> bus::Handler {
    bus::handler(move |events| {
        let db = db.clone();
        let approvers = approvers.clone();
        async move {
            audit_store::store(&db, &events).await?;
            for event in &events {
                messages::on_event(&db, &approvers, event).await?;
            }
            Ok(())
        }
    })
}

/// The name the audit store subscribes to the in-process bus under.
pub const BUS_CONSUMER: &str = "settings";

/// Serves until `shutdown`; consumes audit events from RabbitMQ when
/// `AMQP_URL` is set, else from the in-process `bus`.
pub async fn serve(
    config: SettingsConfig,
    listener: TcpListener,
    in_process: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let mut base = Base::connect::<Migrator>(&config.common, in_process, shutdown).await?;
    let db = base.db.clone();
    if config.seed_demo_data {
        crate::store::functions::seed_demo(&db).await?;
    }
    let store_db = db.clone();
    let approvers = AuthApprovers::new(
        config.auth_grpc_url.as_deref(),
        config.common.service_auth.key.as_ref(),
    )?;
    let handler = audit_handler(store_db, approvers);
    match (&config.common.amqp_url, base.bus()) {
        (Some(url), _) => {
            let consumer = bus::consume_amqp(
                url.expose().clone(),
                config.common.audit_exchange.clone(),
                config.audit_queue.clone(),
                "#".into(),
                handler,
                base.shutdown(),
            );
            base.spawn(consumer);
        }
        (None, Some(b)) => b.subscribe(BUS_CONSUMER, handler).await,
        (None, None) => tracing::warn!("no audit bus configured: the audit store stays empty"),
    }
    // Settings' own changes (later issues) go through its outbox like any service's.
    let relay = base.start_relay();
    let routes = Routes::new(SettingsServiceServer::new(SettingsGrpc::new(db, relay)));
    base.serve(
        listener,
        "settings.v1.SettingsService",
        routes,
        COMPONENT_RPCS,
    )
    .await
}
