//! Settings of the demo service, from the environment.

use platform::config::CommonConfig;

#[derive(Clone, Debug)]
pub struct DemoConfig {
    pub common: CommonConfig,
}

impl DemoConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            common: CommonConfig::from_env("demo")?,
        })
    }
}
