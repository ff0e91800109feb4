//! Settings service configuration.

use platform::config::{CommonConfig, env_or};

#[derive(Clone, Debug)]
pub struct SettingsConfig {
    pub common: CommonConfig,
    /// The durable queue this service's audit store consumes from.
    pub audit_queue: String,
    /// Seed the demo function tree (the embedded form does).
    pub seed_demo_data: bool,
    /// The auth service (`AUTH_GRPC_URL`), asked who may approve risks so
    /// they hear of pending ones; without it those messages are not sent.
    pub auth_grpc_url: Option<String>,
}

impl SettingsConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            common: CommonConfig::from_env("settings")?,
            audit_queue: env_or("AUDIT_QUEUE", "settings.audit-store"),
            seed_demo_data: platform::config::env_flag("SEED_DEMO_DATA", false)?,
            auth_grpc_url: std::env::var("AUTH_GRPC_URL")
                .ok()
                .filter(|u| !u.trim().is_empty()),
        })
    }
}
