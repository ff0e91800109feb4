//! Reading 12-factor configuration from the environment, with defaults.

use std::str::FromStr;

/// The variable's value, or `default` when unset or empty.
pub fn env_or(name: &str, default: &str) -> String {
    env_opt(name).unwrap_or_else(|| default.to_owned())
}

/// The variable's value when set and not empty.
pub fn env_opt(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

/// Parses the variable, or returns `default` when unset; a value that does not
/// parse is a start-up error naming the variable.
pub fn env_parse<T: FromStr>(name: &str, default: T) -> anyhow::Result<T>
where
    T::Err: std::fmt::Display,
{
    match env_opt(name) {
        None => Ok(default),
        Some(v) => v
            .parse()
            .map_err(|e| anyhow::anyhow!("environment variable {name}={v:?} is invalid: {e}")),
    }
}

/// Parses a boolean flag (`true/false/1/0/yes/no`).
pub fn env_flag(name: &str, default: bool) -> anyhow::Result<bool> {
    match env_opt(name).map(|v| v.to_ascii_lowercase()) {
        None => Ok(default),
        Some(v) if matches!(v.as_str(), "1" | "true" | "yes" | "on") => Ok(true),
        Some(v) if matches!(v.as_str(), "0" | "false" | "no" | "off") => Ok(false),
        Some(v) => anyhow::bail!("environment variable {name}={v:?} is not a boolean"),
    }
}

/// A value that must never reach a log: its `Debug` and `Display` print
/// `[redacted]`, so a configuration struct can derive `Debug` safely. Read it
/// with [`Secret::expose`] at the one place that needs it.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct Secret<T = String>(T);

impl<T> Secret<T> {
    pub fn new(value: T) -> Self {
        Self(value)
    }

    /// The secret itself: only for the code that uses it, never for logging.
    pub fn expose(&self) -> &T {
        &self.0
    }
}

impl<T> From<T> for Secret<T> {
    fn from(value: T) -> Self {
        Self(value)
    }
}

impl From<&str> for Secret<String> {
    fn from(value: &str) -> Self {
        Self(value.to_owned())
    }
}

impl<T> std::fmt::Debug for Secret<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("[redacted]")
    }
}

impl<T> std::fmt::Display for Secret<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("[redacted]")
    }
}

/// `url` with the password of its user part (`scheme://user:password@host`)
/// replaced by `***`, for messages and logs.
pub fn redact_url(url: &str) -> String {
    let Some((scheme, rest)) = url.split_once("://") else {
        return url.to_owned();
    };
    let authority_end = rest.find(['/', '?', '#']).unwrap_or(rest.len());
    let (authority, tail) = rest.split_at(authority_end);
    match authority.rsplit_once('@') {
        Some((user_info, host)) => {
            let user = user_info.split_once(':').map_or(user_info, |(u, _)| u);
            format!("{scheme}://{user}:***@{host}{tail}")
        }
        None => url.to_owned(),
    }
}

/// A secret read from the environment when set and not empty.
pub fn env_secret(name: &str) -> Option<Secret> {
    env_opt(name).map(Secret::new)
}

/// Settings every service reads the same way.
#[derive(Clone, Debug)]
pub struct CommonConfig {
    /// `DATABASE_URL`; a per-service SQLite file under `DATA_DIR` when unset
    /// (a secret: it may hold a password).
    pub database_url: Secret,
    /// `DATABASE_SCHEMA`: the Postgres schema the service owns (default: its name).
    pub database_schema: String,
    /// `REDIS_URL`: shared counters and caches; in-process when unset.
    pub redis_url: Option<Secret>,
    /// `AMQP_URL`: RabbitMQ for the audit bus; none when unset.
    pub amqp_url: Option<Secret>,
    /// `AUDIT_EXCHANGE`: the topic exchange audit events go to (default `audit`).
    pub audit_exchange: String,
    /// `KV_PREFIX`: prefix of every Redis key (default `riskhub:`).
    pub kv_prefix: String,
    /// `SERVICE_KEY` and `TRUSTED_CALLERS`: how the service proves who it is
    /// when it calls another, and whose calls it accepts (docs/security.md).
    pub service_auth: crate::service_auth::ServiceAuth,
}

impl CommonConfig {
    /// Reads the common settings for the service called `service`.
    pub fn from_env(service: &str) -> anyhow::Result<Self> {
        let data_dir = env_or("DATA_DIR", "data");
        Ok(Self {
            database_url: Secret::new(
                env_opt("DATABASE_URL")
                    .unwrap_or_else(|| crate::db::sqlite_url(&data_dir, service)),
            ),
            database_schema: env_or("DATABASE_SCHEMA", service),
            redis_url: env_secret("REDIS_URL"),
            amqp_url: env_secret("AMQP_URL"),
            audit_exchange: env_or("AUDIT_EXCHANGE", crate::bus::AUDIT_EXCHANGE),
            kv_prefix: env_or("KV_PREFIX", "riskhub:"),
            service_auth: crate::service_auth::ServiceAuth::from_env(service)?,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unset_variable_gives_default() {
        assert_eq!(env_or("PLATFORM_TEST_UNSET_VAR", "x"), "x");
        assert_eq!(env_parse("PLATFORM_TEST_UNSET_VAR", 7u32).unwrap(), 7);
        assert!(env_flag("PLATFORM_TEST_UNSET_VAR", true).unwrap());
    }

    #[test]
    fn secrets_never_print() {
        let s = Secret::new("hunter2".to_owned());
        assert_eq!(format!("{s:?} {s}"), "[redacted] [redacted]");
        assert_eq!(s.expose(), "hunter2");
    }

    #[test]
    fn a_url_loses_its_password_in_messages() {
        assert_eq!(
            redact_url("postgres://app:pw@db:5432/riskhub?sslmode=require"),
            "postgres://app:***@db:5432/riskhub?sslmode=require"
        );
        assert_eq!(
            redact_url("redis://:pw@cache:6379"),
            "redis://:***@cache:6379"
        );
        assert_eq!(redact_url("amqp://u:p@w@mq/%2f"), "amqp://u:***@mq/%2f");
        assert_eq!(redact_url("redis://cache:6379"), "redis://cache:6379");
        assert_eq!(
            redact_url("sqlite://data/x.db?mode=rwc"),
            "sqlite://data/x.db?mode=rwc"
        );
    }
}
