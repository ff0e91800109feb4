//! Settings of the demo service, from the environment.
//!
//! | variable | default | meaning |
//! |---|---|---|
//! | `MAIL_SEND_LIMIT` | `30` | mails one user may send per window (`POST /api/email/send` and sent drafts); `0` turns the limit off |
//! | `MAIL_SEND_WINDOW_SECS` | `600` | the window of that limit, in seconds |
//! | `CHAT_SEND_LIMIT` | `30` | chat messages one user may send per window; `0` turns the limit off |
//! | `CHAT_SEND_WINDOW_SECS` | `60` | the window of that limit, in seconds |
//!
//! The counts live in the key-value store (`REDIS_URL`, so every replica
//! counts together; process memory without it).

use std::time::Duration;

use platform::config::{CommonConfig, env_parse};

#[derive(Clone, Debug)]
pub struct DemoConfig {
    pub common: CommonConfig,
    /// The mail app's per-user sending limit.
    pub mail_send_limit: SendLimit,
    /// The chat's per-user sending limit.
    pub chat_send_limit: SendLimit,
}

/// How many sends one user may make per window (0: no limit).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SendLimit {
    pub max: u32,
    pub window: Duration,
}

impl SendLimit {
    /// 30 mails per 10 minutes.
    pub const MAIL: SendLimit = SendLimit {
        max: 30,
        window: Duration::from_secs(600),
    };

    /// 30 chat messages per minute: a brisk conversation, not a flood.
    pub const CHAT: SendLimit = SendLimit {
        max: 30,
        window: Duration::from_secs(60),
    };

    /// `{PREFIX}_SEND_LIMIT` and `{PREFIX}_SEND_WINDOW_SECS`, else `default`.
    pub fn from_env(prefix: &str, default: SendLimit) -> anyhow::Result<Self> {
        let window_var = format!("{prefix}_SEND_WINDOW_SECS");
        let window: u64 = env_parse(&window_var, default.window.as_secs())?;
        anyhow::ensure!(window > 0, "{window_var} must be at least 1");
        Ok(Self {
            max: env_parse(&format!("{prefix}_SEND_LIMIT"), default.max)?,
            window: Duration::from_secs(window),
        })
    }
}

impl DemoConfig {
    pub fn from_env() -> anyhow::Result<Self> {
        Ok(Self {
            common: CommonConfig::from_env("demo")?,
            mail_send_limit: SendLimit::from_env("MAIL", SendLimit::MAIL)?,
            chat_send_limit: SendLimit::from_env("CHAT", SendLimit::CHAT)?,
        })
    }
}
