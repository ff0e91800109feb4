//! Runs the gateway as its own process, reaching services over the network.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = platform::telemetry::init("gateway");
    let config = gateway::GatewayConfig::from_env()?;
    let listener = std::net::TcpListener::bind(&config.http_addr)?;
    tracing::info!(addr = %listener.local_addr()?, "gateway listening");
    let (tx, rx) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        platform::grpc::shutdown_signal().await;
        let _ = tx.send(true);
    });
    gateway::run(config, listener, None, rx).await
}
