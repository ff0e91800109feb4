//! Settings of the risk service, from the environment.

use platform::config::{CommonConfig, env_or};

use crate::store::{attachments::AttachmentSettings, blobs::BlobStore};

#[derive(Clone, Debug)]
pub struct RiskConfig {
    pub common: CommonConfig,
    /// Fill an empty register with the demo data (`SEED_DEMO_DATA`).
    pub seed_demo_data: bool,
    pub attachments: AttachmentSettings,
}

/// The default upload limit: 10 MiB.
const DEFAULT_MAX_BYTES: u64 = 10 * 1024 * 1024;

impl AttachmentSettings {
    /// `ATTACHMENT_STORE` (`disk` or `database`; by default the database when
    /// it is PostgreSQL), `ATTACHMENT_DIR` (default `DATA_DIR/attachments`)
    /// and `ATTACHMENT_MAX_BYTES`.
    pub fn from_env(data_dir: &str, database_url: &str) -> anyhow::Result<Self> {
        let dir = env_or("ATTACHMENT_DIR", &format!("{data_dir}/attachments"));
        let setting = std::env::var("ATTACHMENT_STORE").ok();
        let max_bytes = platform::config::env_parse("ATTACHMENT_MAX_BYTES", DEFAULT_MAX_BYTES)?;
        Ok(Self {
            store: BlobStore::from_setting(setting.as_deref(), &dir, database_url)?,
            max_bytes,
        })
    }
}

impl RiskConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        let common = CommonConfig::from_env("risk")?;
        let attachments = AttachmentSettings::from_env(
            &env_or("DATA_DIR", "data"),
            common.database_url.expose(),
        )?;
        Ok(Self {
            common,
            seed_demo_data: platform::config::env_flag("SEED_DEMO_DATA", false)?,
            attachments,
        })
    }
}
