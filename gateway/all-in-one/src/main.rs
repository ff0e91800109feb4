//! `make run`: the whole system in one process on http://localhost:8080.

use anyhow::Context;
use platform::config::{env_opt, env_or};

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = platform::telemetry::init("riskhub");
    let config = all_in_one::SystemConfig::from_env()?;
    let seeded = config.auth.seed_demo_data;
    let registration = config.auth.allow_registration;
    let demo_accounts = all_in_one::demo_accounts_exist(&config.auth).await;
    let listener = std::net::TcpListener::bind(&config.gateway.http_addr).with_context(|| {
        format!(
            "binding {} (is another instance running? set HTTP_ADDR to use another port)",
            config.gateway.http_addr
        )
    })?;
    let mut system = all_in_one::start(config, listener).await?;

    println!(
        "\n  RiskHub is running at http://localhost:{}",
        system.http_addr.port()
    );
    if seeded {
        println!(
            "  Demo accounts (password {}):",
            auth_service::seed::DEMO_PASSWORD
        );
        for (_, email, name, role) in auth_service::seed::DEMO_USERS {
            println!("    {email:<18} {role:<7} {name}");
        }
    }
    if all_in_one::demo_accounts_exposed(system.http_addr, demo_accounts) {
        let warning = format!(
            "listening on {} (not only loopback) while the demo accounts exist: anyone who \
             reaches this port can sign in with password {}. Set SEED_DEMO_DATA=false and \
             deactivate them, or set HTTP_ADDR=127.0.0.1:{}",
            system.http_addr,
            auth_service::seed::DEMO_PASSWORD,
            system.http_addr.port()
        );
        tracing::warn!("{warning}");
        println!("\n  WARNING: {warning}\n");
    }
    if all_in_one::demo_accounts_exposed(system.http_addr, registration) {
        let warning = format!(
            "listening on {} (not only loopback) with self-registration on: anyone who \
             reaches this port can make an account (it gets no permission until an \
             administrator gives it a role). Set ALLOW_REGISTRATION=false, or HTTP_ADDR=127.0.0.1:{}",
            system.http_addr,
            system.http_addr.port()
        );
        tracing::warn!("{warning}");
        println!("\n  WARNING: {warning}\n");
    }
    if env_opt("DATABASE_URL").is_none() {
        println!("  Data: {}/ (SQLite)", env_or("DATA_DIR", "data"));
    }
    println!("  Press Ctrl-C to stop.\n");

    let failure = tokio::select! {
        _ = platform::grpc::shutdown_signal() => None,
        f = system.failure() => f,
    };
    tracing::info!("stopping");
    system.shutdown().await;
    match failure {
        Some((name, e)) => Err(e.context(format!("{name} stopped"))),
        None => Ok(()),
    }
}
