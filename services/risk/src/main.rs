//! Runs the risk service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    platform::service::run(
        "risk",
        "0.0.0.0:50052",
        risk_service::RiskConfig::from_env,
        risk_service::serve,
    )
    .await
}
