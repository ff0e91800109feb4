//! Settings of the risk service, from the environment.

use platform::config::{CommonConfig, env_or};

use crate::store::attachments::{AttachmentSettings, BLOB_TABLE};

#[derive(Clone, Debug)]
pub struct RiskConfig {
    pub common: CommonConfig,
    /// Fill an empty register with the demo data (`SEED_DEMO_DATA`).
    pub seed_demo_data: bool,
    pub attachments: AttachmentSettings,
    /// The durable queue re-assessment requests from incidents are consumed
    /// from when `AMQP_URL` is set (`REASSESSMENT_QUEUE`, default
    /// `risk.reassessment`; ADR 0020).
    pub reassessment_queue: String,
}

/// `REASSESSMENT_QUEUE`, default `risk.reassessment`.
pub fn reassessment_queue() -> String {
    env_or("REASSESSMENT_QUEUE", "risk.reassessment")
}

/// The risk service's files (`platform::files::AttachmentSettings::from_env`):
/// `ATTACHMENT_DIR` itself (default `DATA_DIR/attachments`) or the table
/// `attachment_blobs`.
pub fn attachments_from_env(
    data_dir: &str,
    database_url: &str,
) -> anyhow::Result<AttachmentSettings> {
    AttachmentSettings::from_env(data_dir, "", BLOB_TABLE, database_url)
}

impl RiskConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        let common = CommonConfig::from_env("risk")?;
        let attachments =
            attachments_from_env(&env_or("DATA_DIR", "data"), common.database_url.expose())?;
        Ok(Self {
            common,
            seed_demo_data: platform::config::env_flag("SEED_DEMO_DATA", false)?,
            attachments,
            reassessment_queue: reassessment_queue(),
        })
    }
}
