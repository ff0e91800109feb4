//! Runs the demo service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let _telemetry = platform::telemetry::init("demo-service");
    let common = platform::config::CommonConfig::from_env("demo")?;
    let addr = platform::config::env_or("GRPC_ADDR", "0.0.0.0:50055");
    let (listener, local) = platform::grpc::bind(&addr).await?;
    tracing::info!(%local, "demo service listening");
    let (tx, rx) = tokio::sync::watch::channel(false);
    tokio::spawn(async move {
        platform::grpc::shutdown_signal().await;
        let _ = tx.send(true);
    });
    demo_service::serve(common, listener, None, rx).await
}
