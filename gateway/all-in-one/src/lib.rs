//! The whole system in one process: each service's `serve` on its own
//! loopback listener and the gateway in front of them, wired exactly as in the
//! distributed form except that the audit bus is in-process unless `AMQP_URL`
//! is set. `main` and the integration tests both start it through [`start`].

use std::net::SocketAddr;

use platform::{
    bus::InProcessBus,
    config::CommonConfig,
    grpc::bind,
    service_auth::{GATEWAY, ServiceAuth, ServiceKey, TrustedCallers},
};
use tokio::{sync::watch, task::JoinSet};

/// The configuration of every part.
#[derive(Clone, Debug)]
pub struct SystemConfig {
    pub auth: auth_service::AuthConfig,
    pub settings: settings_service::SettingsConfig,
    pub risk: risk_service::RiskConfig,
    pub incident: incident_service::IncidentConfig,
    pub demo: demo_service::DemoConfig,
    pub gateway: gateway::GatewayConfig,
}

impl SystemConfig {
    /// The embedded defaults: one SQLite file per service under `DATA_DIR`
    /// (unless `DATABASE_URL` is PostgreSQL: then one schema per service) and
    /// demo accounts seeded (unless `SEED_DEMO_DATA=false`).
    pub fn from_env() -> anyhow::Result<Self> {
        let data_dir = platform::config::env_or("DATA_DIR", "data");
        let common = |service: &str| {
            let mut c = CommonConfig::from_env(service)?;
            if !c.database_url.expose().starts_with("postgres") {
                c.database_url = platform::db::sqlite_url(&data_dir, service).into();
            }
            c.database_schema = service.to_owned();
            anyhow::Ok(c)
        };
        let mut auth = auth_service::AuthConfig::from_env()?;
        auth.common = common("auth")?;
        auth.seed_demo_data = platform::config::env_flag("SEED_DEMO_DATA", true)?;
        let mut settings = settings_service::SettingsConfig::from_env()?;
        settings.common = common("settings")?;
        settings.seed_demo_data = auth.seed_demo_data;
        let seed_demo_data = auth.seed_demo_data;
        Ok(Self {
            auth,
            settings,
            risk: {
                let common = common("risk")?;
                let attachments = risk_service::config::attachments_from_env(
                    &data_dir,
                    common.database_url.expose(),
                )?;
                risk_service::RiskConfig {
                    common,
                    seed_demo_data,
                    attachments,
                    reassessment_queue: risk_service::config::reassessment_queue(),
                }
            },
            incident: {
                let common = common("incident")?;
                let attachments = incident_service::config::attachments_from_env(
                    &data_dir,
                    common.database_url.expose(),
                )?;
                incident_service::IncidentConfig {
                    common,
                    attachments,
                    seed_demo_data,
                    risk_grpc_url: None,
                }
            },
            demo: demo_service::DemoConfig {
                common: common("demo")?,
                mail_send_limit: demo_service::config::SendLimit::from_env(
                    "MAIL",
                    demo_service::config::SendLimit::MAIL,
                )?,
                chat_send_limit: demo_service::config::SendLimit::from_env(
                    "CHAT",
                    demo_service::config::SendLimit::CHAT,
                )?,
            },
            gateway: {
                let mut gateway = gateway::GatewayConfig::from_env()?;
                let common = common("gateway")?;
                gateway.database_url = common.database_url;
                gateway.database_schema = common.database_schema;
                gateway
            },
        })
    }
}

/// Whether to warn at start-up that something open to anyone (the demo
/// accounts, whose password is public; self-registration) can be reached
/// from other machines: it is on and the gateway listens on an address that
/// is not loopback (`0.0.0.0` included).
pub fn demo_accounts_exposed(listening_on: SocketAddr, open: bool) -> bool {
    open && !listening_on.ip().to_canonical().is_loopback()
}

/// Whether active demo accounts exist: seeded at this start, or left in the
/// auth database by an earlier start with `SEED_DEMO_DATA=true`. Call it
/// before [`start`]; a database that cannot be read counts as none.
pub async fn demo_accounts_exist(auth: &auth_service::AuthConfig) -> bool {
    if auth.seed_demo_data {
        return true;
    }
    let url = auth.common.database_url.expose().as_str();
    if let Some(path) = url.strip_prefix("sqlite://") {
        let file = path.split('?').next().unwrap_or_default();
        if !std::path::Path::new(file).exists() {
            return false;
        }
    }
    let Ok(db) = platform::db::connect(url, &auth.common.database_schema).await else {
        return false;
    };
    let mut found = false;
    for (_, email, _, _) in auth_service::seed::DEMO_USERS {
        if let Ok(Some(user)) = auth_service::store::user_by_email(&db, email).await
            && user.status == "active"
        {
            found = true;
            break;
        }
    }
    let _ = db.close().await;
    found
}

type Task = (&'static str, anyhow::Result<()>);

/// A running system.
pub struct System {
    /// Where the gateway listens.
    pub http_addr: SocketAddr,
    /// Where each service listens (loopback), by name.
    pub services: Vec<(&'static str, SocketAddr)>,
    /// The gateway's configuration as started (service addresses and the key
    /// the services trust): tests start a second gateway from it, e.g. one
    /// that reaches a service through a proxy that fails on demand.
    pub gateway_config: gateway::GatewayConfig,
    stops: Vec<(&'static str, watch::Sender<bool>)>,
    tasks: JoinSet<Task>,
}

impl System {
    /// Stops one part (e.g. `"risk"`) while the rest keeps running.
    pub fn stop(&self, name: &str) {
        for (n, tx) in &self.stops {
            if *n == name {
                let _ = tx.send(true);
            }
        }
    }

    /// Waits until some part stops by itself, and says which and why.
    pub async fn failure(&mut self) -> Option<(&'static str, anyhow::Error)> {
        let (name, result) = self.tasks.join_next().await?.ok()?;
        Some((
            name,
            result
                .err()
                .unwrap_or_else(|| anyhow::anyhow!("stopped unexpectedly")),
        ))
    }

    /// Stops everything and waits for each part to finish cleanly.
    pub async fn shutdown(mut self) {
        for (_, tx) in &self.stops {
            let _ = tx.send(true);
        }
        while let Some(done) = self.tasks.join_next().await {
            if let Ok((name, Err(e))) = done {
                tracing::error!(part = name, error = %e, "stopped with an error");
            }
        }
    }
}

/// Gives every part a service identity made for this run: the parts that
/// call others get fresh keys (they never leave the process), every service
/// trusts the gateway, auth also trusts settings (who approves risks) and
/// settings auth (reset links in the users' messages).
fn wire_service_identities(config: &mut SystemConfig) {
    let gateway = ServiceKey::generate(GATEWAY);
    let settings = ServiceKey::generate("settings");
    let trusting = |extra: Option<&ServiceKey>| {
        let mut t = TrustedCallers::default();
        t.trust(&gateway);
        if let Some(k) = extra {
            t.trust(k);
        }
        t
    };
    // Auth leaves reset links in the users' messages (settings) when no
    // mail server is configured.
    let auth = ServiceKey::generate("auth");
    config.auth.common.service_auth = ServiceAuth {
        key: Some(auth.clone()),
        trusted: trusting(Some(&settings)),
    };
    config.settings.common.service_auth = ServiceAuth {
        key: Some(settings.clone()),
        trusted: trusting(Some(&auth)),
    };
    for common in [
        &mut config.risk.common,
        &mut config.incident.common,
        &mut config.demo.common,
    ] {
        common.service_auth = ServiceAuth {
            key: None,
            trusted: trusting(None),
        };
    }
    // The incident service asks risk for the demo risks its demo data links.
    let incident = ServiceKey::generate("incident");
    config.incident.common.service_auth.key = Some(incident.clone());
    config.risk.common.service_auth.trusted.trust(&incident);
    config.gateway.service_key = Some(gateway);
}

/// Starts every service on `127.0.0.1:0` and the gateway on `listener`.
pub async fn start(
    mut config: SystemConfig,
    listener: std::net::TcpListener,
) -> anyhow::Result<System> {
    wire_service_identities(&mut config);
    // Nothing is delivered until both consumers listen: an event handed only
    // to the first would be marked published and missed by the other.
    let bus = InProcessBus::expecting(&[
        settings_service::startup::BUS_CONSUMER,
        risk_service::startup::BUS_CONSUMER,
    ]);
    let mut tasks = JoinSet::new();
    let mut stops = Vec::new();
    let mut stop_signal = |name: &'static str| {
        let (tx, rx) = watch::channel(false);
        stops.push((name, tx));
        rx
    };

    let (auth_listener, auth) = bind("127.0.0.1:0").await?;

    let (l, settings) = bind("127.0.0.1:0").await?;
    let (b, r) = (Some(bus.clone()), stop_signal("settings"));
    let mut cfg = config.settings;
    cfg.auth_grpc_url = Some(format!("http://{auth}"));
    tasks.spawn(async move { ("settings", settings_service::serve(cfg, l, b, r).await) });

    let (b, r) = (Some(bus.clone()), stop_signal("auth"));
    let mut cfg = config.auth;
    cfg.settings_grpc_url = Some(format!("http://{settings}"));
    tasks.spawn(async move { ("auth", auth_service::serve(cfg, auth_listener, b, r).await) });

    let (l, risk) = bind("127.0.0.1:0").await?;
    let (b, r) = (Some(bus.clone()), stop_signal("risk"));
    let cfg = config.risk;
    tasks.spawn(async move { ("risk", risk_service::serve(cfg, l, b, r).await) });

    let (l, incident) = bind("127.0.0.1:0").await?;
    let (b, r) = (Some(bus.clone()), stop_signal("incident"));
    let mut cfg = config.incident;
    cfg.risk_grpc_url = Some(format!("http://{risk}"));
    tasks.spawn(async move { ("incident", incident_service::serve(cfg, l, b, r).await) });

    let (l, demo) = bind("127.0.0.1:0").await?;
    let (b, r) = (Some(bus.clone()), stop_signal("demo"));
    let cfg = config.demo;
    tasks.spawn(async move { ("demo", demo_service::serve(cfg, l, b, r).await) });

    let mut gw = config.gateway;
    gw.services = gateway::config::ServiceUrls {
        auth: format!("http://{auth}"),
        risk: format!("http://{risk}"),
        incident: format!("http://{incident}"),
        settings: format!("http://{settings}"),
        demo: format!("http://{demo}"),
    };
    listener.set_nonblocking(true)?;
    let http_addr = listener.local_addr()?;
    let (b, r) = (Some(bus), stop_signal("gateway"));
    let gateway_config = gw.clone();
    tasks.spawn(async move { ("gateway", gateway::run(gw, listener, b, r).await) });

    Ok(System {
        http_addr,
        services: vec![
            ("auth", auth),
            ("risk", risk),
            ("incident", incident),
            ("settings", settings),
            ("demo", demo),
        ],
        gateway_config,
        stops,
        tasks,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn demo_accounts_warn_only_when_reachable_from_other_machines() {
        let addr = |s: &str| s.parse::<SocketAddr>().unwrap();
        for exposed in [
            "0.0.0.0:8080",
            "[::]:8080",
            "192.168.1.20:8080",
            "[2001:db8::1]:80",
        ] {
            assert!(demo_accounts_exposed(addr(exposed), true), "{exposed}");
            assert!(!demo_accounts_exposed(addr(exposed), false), "{exposed}");
        }
        for local in [
            "127.0.0.1:8080",
            "127.0.0.2:8080",
            "[::1]:8080",
            "[::ffff:127.0.0.1]:8080",
        ] {
            assert!(!demo_accounts_exposed(addr(local), true), "{local}");
        }
    }
}
