//! Runs the incident service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = platform::telemetry::init("incident-service");
    let common = platform::config::CommonConfig::from_env("incident")?;
    let addr = platform::config::env_or("GRPC_ADDR", "0.0.0.0:50053");
    let (listener, local) = platform::grpc::bind(&addr).await?;
    tracing::info!(%local, "incident service listening");
    let (tx, rx) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        platform::grpc::shutdown_signal().await;
        let _ = tx.send(true);
    });
    incident_service::serve(common, listener, None, rx).await
}
