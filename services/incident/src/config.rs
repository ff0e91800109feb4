//! Settings of the incident service, from the environment.

use platform::config::CommonConfig;

#[derive(Clone, Debug)]
pub struct IncidentConfig {
    pub common: CommonConfig,
}

impl IncidentConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            common: CommonConfig::from_env("incident")?,
        })
    }
}
