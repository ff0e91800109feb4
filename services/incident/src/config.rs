//! Settings of the incident service, from the environment.

use platform::config::{CommonConfig, env_or};
use platform::files::AttachmentSettings;

use crate::store::attachments::{BLOB_DIR, BLOB_TABLE};

#[derive(Clone, Debug)]
pub struct IncidentConfig {
    pub common: CommonConfig,
    /// Where incident files live and how large they may be.
    pub attachments: AttachmentSettings,
    /// Fill an empty register with the demo incidents (`SEED_DEMO_DATA`).
    pub seed_demo_data: bool,
    /// The risk service (`RISK_GRPC_URL`), asked for the demo risks the demo
    /// incidents link; without it they link none.
    pub risk_grpc_url: Option<String>,
}

/// The incident service's files, under the same settings as the risk
/// service's (`ATTACHMENT_STORE`, `ATTACHMENT_DIR`, `ATTACHMENT_MAX_BYTES`,
/// `platform::files::AttachmentSettings::from_env`) but in its own place: the
/// `incident` directory of `ATTACHMENT_DIR` (default `DATA_DIR/attachments`)
/// or its own table `incident_attachment_blobs`.
pub fn attachments_from_env(
    data_dir: &str,
    database_url: &str,
) -> anyhow::Result<AttachmentSettings> {
    AttachmentSettings::from_env(data_dir, BLOB_DIR, BLOB_TABLE, database_url)
}

impl IncidentConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        let common = CommonConfig::from_env("incident")?;
        let attachments =
            attachments_from_env(&env_or("DATA_DIR", "data"), common.database_url.expose())?;
        Ok(Self {
            common,
            attachments,
            seed_demo_data: platform::config::env_flag("SEED_DEMO_DATA", false)?,
            risk_grpc_url: std::env::var("RISK_GRPC_URL")
                .ok()
                .filter(|u| !u.trim().is_empty()),
        })
    }
}
