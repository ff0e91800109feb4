//! Settings of the demo service, from the environment.
//!
//! | variable | default | meaning |
//! |---|---|---|
//! | `MAIL_SEND_LIMIT` | `30` | mails one user may send per window (`POST /api/email/send` and sent drafts); `0` turns the limit off |
//! | `MAIL_SEND_WINDOW_SECS` | `600` | the window of that limit, in seconds |
//!
//! The counts live in the key-value store (`REDIS_URL`, so every replica
//! counts together; process memory without it).

use std::time::Duration;

use platform::config::{CommonConfig, env_parse};

#[derive(Clone, Debug)]
pub struct DemoConfig {
    pub common: CommonConfig,
    /// The mail app's per-user sending limit.
    pub mail_send_limit: MailSendLimit,
}

/// How many mails one user may send per window (0: no limit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MailSendLimit {
    pub max: u32,
    pub window: Duration,
}

impl Default for MailSendLimit {
    /// 30 mails per 10 minutes.
    fn default() -> Self {
        Self {
            max: 30,
            window: Duration::from_secs(600),
        }
    }
}

impl MailSendLimit {
    /// `MAIL_SEND_LIMIT` and `MAIL_SEND_WINDOW_SECS`, else the defaults.
    pub fn from_env() -> anyhow::Result<Self> {
        let d = Self::default();
        let window: u64 = env_parse("MAIL_SEND_WINDOW_SECS", d.window.as_secs())?;
        anyhow::ensure!(window > 0, "MAIL_SEND_WINDOW_SECS must be at least 1");
        Ok(Self {
            max: env_parse("MAIL_SEND_LIMIT", d.max)?,
            window: Duration::from_secs(window),
        })
    }
}

impl DemoConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            common: CommonConfig::from_env("demo")?,
            mail_send_limit: MailSendLimit::from_env()?,
        })
    }
}
