//! Runs the incident service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    platform::service::run(
        "incident",
        "0.0.0.0:50053",
        incident_service::IncidentConfig::from_env,
        incident_service::serve,
    )
    .await
}
