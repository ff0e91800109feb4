//! The one way a service starts: [`run`] is a service binary's whole `main`
//! (telemetry, configuration, listener, shutdown on a signal), and [`Base`]
//! holds what every service's `startup::serve` wires the same way (its
//! migrated database, its outbox relay, background tasks, gRPC with health and
//! caller verification). The all-in-one calls each service's `serve` itself,
//! on a listener and a shutdown signal of its own, with the in-process bus.
//! docs/adr/0013-service-crate-template.md shows a service built on it.

use std::{future::Future, time::Duration};

use sea_orm::DatabaseConnection;
use sea_orm_migration::MigratorTrait;
use tokio::{net::TcpListener, sync::watch, task::JoinHandle};
use tonic::service::Routes;

use crate::{
    bus::{InProcessBus, Publisher, Relay},
    config::CommonConfig,
    service_auth::ComponentRpc,
};

/// How often a relay drains its outbox when nothing wakes it.
const RELAY_POLL: Duration = Duration::from_millis(500);

/// Runs the service called `name` (`auth`, `risk`, ...) as its own process:
/// telemetry as `<name>-service`, configuration from `config`, gRPC on
/// `GRPC_ADDR` (default `default_addr`), `serve` until Ctrl-C or SIGTERM.
/// Without an in-process bus: events go to `AMQP_URL` when set.
pub async fn run<C, Fut>(
    name: &'static str,
    default_addr: &str,
    config: impl FnOnce() -> anyhow::Result<C>,
    serve: impl FnOnce(C, TcpListener, Option<InProcessBus>, watch::Receiver<bool>) -> Fut,
) -> anyhow::Result<()>
where
    Fut: Future<Output = anyhow::Result<()>>,
{
    let _telemetry = crate::telemetry::init(&format!("{name}-service"));
    let config = config()?;
    let addr = crate::config::env_or("GRPC_ADDR", default_addr);
    let (listener, local) = crate::grpc::bind(&addr).await?;
    tracing::info!(%local, "{name} service listening");
    let (tx, rx) = watch::channel(false);
    tokio::spawn(async move {
        crate::grpc::shutdown_signal().await;
        let _ = tx.send(true);
    });
    serve(config, listener, None, rx).await
}

/// What every service starts the same way, in this order: [`Base::connect`]
/// (database migrated), the service's own seeding, [`Base::start_relay`]
/// (outbox to the bus), any [`Base::spawn`]ed work, then [`Base::serve`].
pub struct Base {
    /// The service's database, migrated.
    pub db: DatabaseConnection,
    common: CommonConfig,
    bus: Option<InProcessBus>,
    shutdown: watch::Receiver<bool>,
    tasks: Vec<JoinHandle<()>>,
    relay: Option<Relay>,
}

impl Base {
    /// Connects to the service's database (`common`'s URL and schema) and
    /// applies its migrations `M`. `bus` is the in-process audit bus of the
    /// all-in-one (ignored when `AMQP_URL` is set); `shutdown` turning true
    /// stops the service.
    pub async fn connect<M: MigratorTrait>(
        common: &CommonConfig,
        bus: Option<InProcessBus>,
        shutdown: watch::Receiver<bool>,
    ) -> anyhow::Result<Self> {
        let db = crate::db::connect_and_migrate::<M>(
            common.database_url.expose(),
            &common.database_schema,
        )
        .await?;
        Ok(Self {
            db,
            common: common.clone(),
            bus,
            shutdown,
            tasks: Vec::new(),
            relay: None,
        })
    }

    /// The in-process bus, for a service that consumes events in the all-in-one.
    pub fn bus(&self) -> Option<&InProcessBus> {
        self.bus.as_ref()
    }

    /// The shutdown signal, for background work of the service's own.
    pub fn shutdown(&self) -> watch::Receiver<bool> {
        self.shutdown.clone()
    }

    /// Starts the relay that publishes the service's outbox (to `AMQP_URL`,
    /// else the in-process bus, else nowhere yet) until shutdown; the returned
    /// handle wakes it after a commit.
    pub fn start_relay(&mut self) -> Relay {
        let relay = Relay::new(
            self.db.clone(),
            Publisher::choose(
                self.common.amqp_url.as_ref().map(|u| u.expose().as_str()),
                &self.common.audit_exchange,
                self.bus.clone(),
            ),
        );
        self.spawn(relay.clone().run(RELAY_POLL, self.shutdown.clone()));
        self.relay = Some(relay.clone());
        relay
    }

    /// Runs `task` beside the server; [`Base::serve`] waits for it after the
    /// server stops, so it should end on [`Base::shutdown`].
    pub fn spawn(&mut self, task: impl Future<Output = ()> + Send + 'static) {
        self.tasks.push(tokio::spawn(task));
    }

    /// Serves `routes` as `service_name` (e.g. `auth.v1.AuthService`) with
    /// health and caller verification ([`crate::grpc::serve`]) on `listener`
    /// until shutdown, then waits for the background tasks to finish and
    /// publishes what the last in-flight calls wrote to the outbox.
    /// `component_rpcs`: what components other than the gateway may call.
    pub async fn serve(
        self,
        listener: TcpListener,
        service_name: &'static str,
        routes: Routes,
        component_rpcs: &'static [ComponentRpc],
    ) -> anyhow::Result<()> {
        crate::grpc::serve(
            listener,
            service_name,
            routes,
            self.db,
            self.common.service_auth.trusted.clone(),
            component_rpcs,
            crate::grpc::until(self.shutdown),
        )
        .await?;
        for task in self.tasks {
            let _ = task.await;
        }
        if let Some(relay) = self.relay {
            relay.drain_at_shutdown().await;
        }
        Ok(())
    }
}
