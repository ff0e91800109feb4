//! Wires the settings service: database, audit consumer, gRPC.

use std::time::Duration;

use platform::bus::{self, InProcessBus, Publisher, Relay};
use proto::settings::v1::settings_service_server::SettingsServiceServer;
use tokio::{net::TcpListener, sync::watch};
use tonic::service::Routes;

use crate::{audit_store, config::SettingsConfig, grpc::SettingsGrpc, migration::Migrator};

/// Serves until `shutdown`; consumes audit events from RabbitMQ when
/// `AMQP_URL` is set, else from the in-process `bus`.
pub async fn serve(
    config: SettingsConfig,
    listener: TcpListener,
    in_process: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
) -> anyhow::Result<()> {
    let db = platform::db::connect_and_migrate::<Migrator>(
        config.common.database_url.expose(),
        &config.common.database_schema,
    )
    .await?;
    if config.seed_demo_data {
        crate::functions::seed_demo(&db).await?;
    }
    let store_db = db.clone();
    let approvers = crate::messages::Approvers::new(
        config.auth_grpc_url.as_deref(),
        config.common.service_auth.key.as_ref(),
    )?;
    let handler = bus::handler(move |event| {
        let db = store_db.clone();
        let approvers = approvers.clone();
        async move {
            audit_store::store(&db, &event).await?;
            crate::messages::on_event(&db, &approvers, &event).await?;
            Ok(())
        }
    });
    let mut tasks = Vec::new();
    match (&config.common.amqp_url, &in_process) {
        (Some(url), _) => tasks.push(tokio::spawn(bus::consume_amqp(
            url.expose().clone(),
            config.common.audit_exchange.clone(),
            config.audit_queue.clone(),
            "#".into(),
            handler,
            shutdown.clone(),
        ))),
        (None, Some(b)) => b.subscribe(handler).await,
        (None, None) => tracing::warn!("no audit bus configured: the audit store stays empty"),
    }
    // Settings' own changes (later issues) go through its outbox like any service's.
    let relay = Relay::new(
        db.clone(),
        Publisher::choose(
            config.common.amqp_url.as_ref().map(|u| u.expose().as_str()),
            &config.common.audit_exchange,
            in_process,
        ),
    );
    tasks.push(tokio::spawn(
        relay
            .clone()
            .run(Duration::from_millis(500), shutdown.clone()),
    ));
    let routes = Routes::new(SettingsServiceServer::new(SettingsGrpc::new(
        db.clone(),
        relay,
    )));
    platform::grpc::serve(
        listener,
        "settings.v1.SettingsService",
        routes,
        db,
        config.common.service_auth.trusted.clone(),
        // Only the gateway calls it.
        &[],
        platform::grpc::until(shutdown),
    )
    .await?;
    for t in tasks {
        let _ = t.await;
    }
    Ok(())
}
