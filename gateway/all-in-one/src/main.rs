//! The whole system in one process: each service's `serve` on a loopback
//! listener, the gateway in front, SQLite files under `DATA_DIR` (default
//! `./data`), an in-process audit bus, and demo accounts seeded.

use anyhow::Context;
use platform::{
    bus::InProcessBus,
    config::{CommonConfig, env_flag, env_opt, env_or},
    grpc::bind,
};
use tokio::{sync::watch, task::JoinSet};

/// Per-service settings for the embedded form: SQLite per service unless a
/// PostgreSQL `DATABASE_URL` is given (then one schema per service).
fn common(service: &str) -> CommonConfig {
    let mut c = CommonConfig::from_env(service);
    if !c.database_url.starts_with("postgres") {
        c.database_url = platform::db::sqlite_url(&env_or("DATA_DIR", "data"), service);
    }
    c.database_schema = service.to_owned();
    c
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = platform::telemetry::init("riskhub");
    let bus = InProcessBus::default();
    let (tx, rx) = watch::channel(false);
    let mut tasks: JoinSet<(&'static str, anyhow::Result<()>)> = JoinSet::new();

    let (settings_l, settings_a) = bind("127.0.0.1:0").await?;
    let (auth_l, auth_a) = bind("127.0.0.1:0").await?;
    let (risk_l, risk_a) = bind("127.0.0.1:0").await?;
    let (incident_l, incident_a) = bind("127.0.0.1:0").await?;
    let (demo_l, demo_a) = bind("127.0.0.1:0").await?;

    let mut settings_cfg = settings_service::SettingsConfig::from_env()?;
    settings_cfg.common = common("settings");
    let (b, r) = (Some(bus.clone()), rx.clone());
    tasks.spawn(async move {
        (
            "settings",
            settings_service::serve(settings_cfg, settings_l, b, r).await,
        )
    });

    let mut auth_cfg = auth_service::AuthConfig::from_env()?;
    auth_cfg.common = common("auth");
    // Demo accounts exist only in this embedded form (opt out with SEED_DEMO_DATA=false).
    auth_cfg.seed_demo_data = env_flag("SEED_DEMO_DATA", true)?;
    let seeded = auth_cfg.seed_demo_data;
    let (b, r) = (Some(bus.clone()), rx.clone());
    tasks.spawn(async move { ("auth", auth_service::serve(auth_cfg, auth_l, b, r).await) });

    let (b, r) = (Some(bus.clone()), rx.clone());
    tasks.spawn(async move {
        (
            "risk",
            risk_service::serve(common("risk"), risk_l, b, r).await,
        )
    });
    let (b, r) = (Some(bus.clone()), rx.clone());
    tasks.spawn(async move {
        (
            "incident",
            incident_service::serve(common("incident"), incident_l, b, r).await,
        )
    });
    let (b, r) = (Some(bus.clone()), rx.clone());
    tasks.spawn(async move {
        (
            "demo",
            demo_service::serve(common("demo"), demo_l, b, r).await,
        )
    });

    let mut gw = gateway::GatewayConfig::from_env()?;
    gw.services = gateway::config::ServiceUrls {
        auth: format!("http://{auth_a}"),
        risk: format!("http://{risk_a}"),
        incident: format!("http://{incident_a}"),
        settings: format!("http://{settings_a}"),
        demo: format!("http://{demo_a}"),
    };
    let listener = std::net::TcpListener::bind(&gw.http_addr)
        .with_context(|| format!("binding {} (is another instance running?)", gw.http_addr))?;
    listener.set_nonblocking(true)?;
    let port = listener.local_addr()?.port();
    let (b, r) = (Some(bus.clone()), rx.clone());
    tasks.spawn(async move { ("gateway", gateway::run(gw, listener, b, r).await) });

    println!("\n  RiskHub is running at http://localhost:{port}");
    if seeded {
        println!(
            "  Demo accounts (password {}):",
            auth_service::seed::DEMO_PASSWORD
        );
        for (email, name, role) in auth_service::seed::DEMO_USERS {
            println!("    {email:<18} {role:<7} {name}");
        }
    }
    if env_opt("DATABASE_URL").is_none() {
        println!("  Data: {}/ (SQLite)", env_or("DATA_DIR", "data"));
    }
    println!("  Press Ctrl-C to stop.\n");

    let mut failure = None;
    tokio::select! {
        _ = platform::grpc::shutdown_signal() => tracing::info!("stopping"),
        Some(done) = tasks.join_next() => {
            let (name, result) = done?;
            let err = result.err().unwrap_or_else(|| anyhow::anyhow!("stopped unexpectedly"));
            tracing::error!(service = name, error = %err, "a part stopped; shutting down");
            failure = Some(err.context(format!("{name} failed")));
        }
    }
    let _ = tx.send(true);
    while let Some(done) = tasks.join_next().await {
        if let Ok((name, Err(e))) = done {
            tracing::error!(service = name, error = %e, "stopped with an error");
        }
    }
    failure.map_or(Ok(()), Err)
}
