//! The state every handler shares ([`AppState`]): configuration, service
//! clients, token verifier, key-value store, metrics, security events, caches.
//! Route modules take it from here; `startup` builds it and the app around it.

use platform::{
    bus::{InProcessBus, Publisher, Relay},
    kv::Kv,
};

use std::sync::Arc;

use crate::{
    clients::Clients, config::GatewayConfig, headers::SecurityHeaders, identity::Verifier, metrics,
    security_events::SecurityEvents, shared_store::SharedStore,
};

/// Everything handlers share.
pub struct AppState {
    pub config: GatewayConfig,
    pub clients: Clients,
    pub verifier: Verifier,
    pub kv: Kv,
    /// The same store as the request path asks it: bounded, resting after a
    /// failure (revocations, locks, the permission cache; ADR 25).
    pub store: Arc<SharedStore>,
    pub metrics: metrics::Metrics,
    pub security_events: SecurityEvents,
    /// Owner names of risk-module answers (routes::names).
    pub names: crate::routes::names::NameCache,
    /// CSP, framing, caching and HSTS headers (computed at start-up).
    pub headers: SecurityHeaders,
    /// The slots of in-flight API requests (load shedding, ADR 16).
    pub limiter: crate::shed::Limiter,
    /// Register downloads under way (ADR 16).
    pub exports: crate::shed::ExportSlots,
    /// Live notices to the browser's event streams (the chat app).
    pub live: crate::live::Hub,
}

impl AppState {
    /// Connects what can be connected; services are reached lazily. Returns
    /// the relay of the security-event outbox for the caller to run.
    pub async fn new(
        config: GatewayConfig,
        bus: Option<InProcessBus>,
    ) -> anyhow::Result<(Self, Option<Relay>)> {
        let kv = platform::kv::connect_or_degrade(
            config.redis_url.as_ref().map(|u| u.expose().as_str()),
            &config.kv_prefix,
        )
        .await;
        let clients = Clients::new(&config)?;
        let store = Arc::new(SharedStore::new(kv.clone()));
        let verifier = Verifier::new(clients.clone(), store.clone(), config.revocation_ttl);
        let publisher = Publisher::choose(
            config.amqp_url.as_ref().map(|u| u.expose().as_str()),
            &config.audit_exchange,
            bus,
        );
        let outbox = match platform::db::connect_and_migrate::<platform::outbox::OutboxOnly>(
            config.database_url.expose(),
            &config.database_schema,
        )
        .await
        {
            Ok(db) => {
                let relay = Relay::new(db.clone(), publisher.clone());
                Some((db, relay))
            }
            // 403s are still answered; their events are then kept in memory only.
            Err(e) => {
                tracing::error!(error = %e, "the gateway's outbox database is unavailable");
                None
            }
        };
        let relay = outbox.as_ref().map(|(_, r)| r.clone());
        let security_events = SecurityEvents::start(publisher, outbox);
        let headers = SecurityHeaders::new(&config);
        let metrics = metrics::Metrics::new()?;
        let limiter = crate::shed::Limiter::new(
            config.max_inflight,
            config.queue_wait,
            metrics.in_flight.clone(),
            metrics.shed.clone(),
        );
        let exports =
            crate::shed::ExportSlots::new(config.export_max_concurrent, metrics.shed.clone());
        // A fanout exchange of its own, named after the audit one so test
        // namespaces sharing a broker stay apart (not the audit exchange).
        let live = crate::live::Hub::new(
            config.amqp_url.as_ref().map(|u| u.expose().as_str()),
            &format!("{}.live", config.audit_exchange),
        );
        Ok((
            Self {
                exports,
                live,
                headers,
                config,
                clients,
                verifier,
                kv,
                store,
                metrics,
                limiter,
                security_events,
                names: Default::default(),
            },
            relay,
        ))
    }
}
