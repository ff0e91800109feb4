//! Runs the risk service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = platform::telemetry::init("risk-service");
    let config = risk_service::RiskConfig::from_env()?;
    let addr = platform::config::env_or("GRPC_ADDR", "0.0.0.0:50052");
    let (listener, local) = platform::grpc::bind(&addr).await?;
    tracing::info!(%local, "risk service listening");
    let (tx, rx) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        platform::grpc::shutdown_signal().await;
        let _ = tx.send(true);
    });
    risk_service::serve(config, listener, None, rx).await
}
