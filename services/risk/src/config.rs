//! Settings of the risk service, from the environment.

use platform::config::CommonConfig;

#[derive(Clone, Debug)]
pub struct RiskConfig {
    pub common: CommonConfig,
    /// Fill an empty register with the demo data (`SEED_DEMO_DATA`).
    pub seed_demo_data: bool,
}

impl RiskConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            common: CommonConfig::from_env("risk"),
            seed_demo_data: platform::config::env_flag("SEED_DEMO_DATA", false)?,
        })
    }
}
