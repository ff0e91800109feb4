//! Runs the settings service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = platform::telemetry::init("settings-service");
    let config = settings_service::SettingsConfig::from_env()?;
    let addr = platform::config::env_or("GRPC_ADDR", "0.0.0.0:50054");
    let (listener, local) = platform::grpc::bind(&addr).await?;
    tracing::info!(%local, "settings service listening");
    let (tx, rx) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        platform::grpc::shutdown_signal().await;
        let _ = tx.send(true);
    });
    settings_service::serve(config, listener, None, rx).await
}
