//! Runs the settings service as its own process.

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    platform::service::run(
        "settings",
        "0.0.0.0:50054",
        settings_service::SettingsConfig::from_env,
        settings_service::serve,
    )
    .await
}
