//! Runs the auth service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = platform::telemetry::init("auth-service");
    let config = auth_service::AuthConfig::from_env()?;
    let addr = platform::config::env_or("GRPC_ADDR", "0.0.0.0:50051");
    let (listener, local) = platform::grpc::bind(&addr).await?;
    tracing::info!(%local, "auth service listening");
    let (tx, rx) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        platform::grpc::shutdown_signal().await;
        let _ = tx.send(true);
    });
    auth_service::serve(config, listener, None, rx).await
}
