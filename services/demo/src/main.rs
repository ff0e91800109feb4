//! Runs the demo service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    platform::service::run(
        "demo",
        "0.0.0.0:50055",
        demo_service::DemoConfig::from_env,
        demo_service::serve,
    )
    .await
}
