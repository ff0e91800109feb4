//! A small key-value store for counters (sign-in throttling), flags (token
//! revocation) and cached values (permissions): Redis when `REDIS_URL` is set,
//! otherwise process memory shared by every part of the process (so the
//! all-in-one's auth service and gateway see the same revocations, as they do
//! through Redis when distributed). Callers treat failures as "degraded".

/// Key names shared by the services that write and the gateway that reads.
pub mod keys {
    /// A signed-out session: its access tokens are refused.
    pub fn revoked_session(session_id: &str) -> String {
        format!("revoked:sid:{session_id}")
    }

    /// Unix milliseconds before which a user's access tokens are refused
    /// (role change, deactivation, password reset).
    pub fn tokens_valid_from(user_id: &str) -> String {
        format!("revoked:user:{user_id}")
    }

    /// Unix milliseconds before which one session's access tokens are
    /// refused (a token renewed through the template's call replaces them).
    pub fn session_tokens_valid_from(session_id: &str) -> String {
        format!("revoked:sidfrom:{session_id}")
    }

    /// A locked session (lock screen): the gateway answers 423 to all but
    /// unlock and sign-out until it is unlocked.
    pub fn locked_session(session_id: &str) -> String {
        format!("locked:sid:{session_id}")
    }

    /// A role's cached permission map (JSON).
    pub fn role_permissions(role: &str) -> String {
        format!("perms:role:{role}")
    }
}

use redis::aio::ConnectionManager;
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

type MemoryMap = Arc<Mutex<HashMap<String, (String, Instant)>>>;

/// A Redis client whose connections have Nagle off: the connection manager
/// multiplexes every caller's commands on one socket, and with Nagle a
/// command written while an earlier one is unacknowledged waits for the
/// server's (delayed) ACK. The redis crate's default leaves Nagle on.
fn client(url: &str) -> anyhow::Result<redis::Client> {
    use redis::IntoConnectionInfo;
    let info = url
        .into_connection_info()?
        .set_tcp_settings(redis::io::tcp::TcpSettings::default().set_nodelay(true));
    Ok(redis::Client::open(info)?)
}

#[derive(Clone)]
pub enum Kv {
    /// The map and the prefix put before every key.
    Memory(MemoryMap, String),
    /// The connection and the prefix put before every key.
    Redis(ConnectionManager, String),
}

impl Kv {
    /// A private in-memory store (unit tests).
    pub fn memory() -> Self {
        Self::Memory(Arc::default(), String::new())
    }

    /// The process-wide in-memory store, under `prefix`.
    pub fn shared_memory(prefix: &str) -> Self {
        static MAP: std::sync::OnceLock<MemoryMap> = std::sync::OnceLock::new();
        Self::Memory(MAP.get_or_init(Arc::default).clone(), prefix.to_owned())
    }

    /// Connects to Redis (fails fast if it does not answer); every key gets `prefix`.
    pub async fn redis(url: &str, prefix: &str) -> anyhow::Result<Self> {
        let client = client(url)?;
        let config = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_secs(2)))
            .set_response_timeout(Some(Duration::from_secs(2)))
            .set_number_of_retries(2);
        let manager = tokio::time::timeout(
            Duration::from_secs(5),
            client.get_connection_manager_with_config(config),
        )
        .await
        .map_err(|_| {
            anyhow::anyhow!("redis at {} did not answer", crate::config::redact_url(url))
        })??;
        Ok(Self::Redis(manager, prefix.to_owned()))
    }

    /// Redis when `url` is given, memory otherwise.
    pub async fn from_url(url: Option<&str>, prefix: &str) -> anyhow::Result<Self> {
        match url {
            Some(u) => Self::redis(u, prefix).await,
            None => Ok(Self::shared_memory(prefix)),
        }
    }

    /// Increments the counter at `key`; a new counter expires after `ttl`.
    pub async fn incr(&self, key: &str, ttl: Duration) -> anyhow::Result<i64> {
        match self {
            Self::Memory(map, prefix) => {
                let mut map = map.lock().expect("kv lock");
                let now = Instant::now();
                let entry = map
                    .entry(format!("{prefix}{key}"))
                    .or_insert_with(|| ("0".into(), now + ttl));
                if entry.1 <= now {
                    *entry = ("0".into(), now + ttl);
                }
                let n = entry.0.parse::<i64>().unwrap_or(0) + 1;
                entry.0 = n.to_string();
                Ok(n)
            }
            Self::Redis(conn, prefix) => {
                let mut conn = conn.clone();
                let key = format!("{prefix}{key}");
                let (n,): (i64,) = redis::pipe()
                    .atomic()
                    .cmd("INCR")
                    .arg(&key)
                    .cmd("EXPIRE")
                    .arg(&key)
                    .arg(ttl.as_secs().max(1))
                    .arg("NX")
                    .ignore()
                    .query_async(&mut conn)
                    .await?;
                Ok(n)
            }
        }
    }

    /// Takes one back from the counter at `key` if it is still there (its
    /// lifetime unchanged); an expired or absent counter stays absent.
    pub async fn decr_if_present(&self, key: &str) -> anyhow::Result<()> {
        match self {
            Self::Memory(map, prefix) => {
                let mut map = map.lock().expect("kv lock");
                if let Some(entry) = map.get_mut(&format!("{prefix}{key}"))
                    && entry.1 > Instant::now()
                {
                    let n = entry.0.parse::<i64>().unwrap_or(0) - 1;
                    entry.0 = n.max(0).to_string();
                }
                Ok(())
            }
            Self::Redis(conn, prefix) => {
                let mut conn = conn.clone();
                redis::Script::new(
                    "if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 \
                     then return redis.call('DECR', KEYS[1]) else return 0 end",
                )
                .key(format!("{prefix}{key}"))
                .invoke_async::<i64>(&mut conn)
                .await?;
                Ok(())
            }
        }
    }

    /// The value at `key` and its remaining lifetime, if present.
    pub async fn get(&self, key: &str) -> anyhow::Result<Option<(String, Duration)>> {
        match self {
            Self::Memory(map, prefix) => {
                let map = map.lock().expect("kv lock");
                let now = Instant::now();
                Ok(map
                    .get(&format!("{prefix}{key}"))
                    .filter(|(_, exp)| *exp > now)
                    .map(|(v, exp)| (v.clone(), *exp - now)))
            }
            Self::Redis(conn, prefix) => {
                let mut conn = conn.clone();
                let key = format!("{prefix}{key}");
                let (v, ttl): (Option<String>, i64) = redis::pipe()
                    .cmd("GET")
                    .arg(&key)
                    .cmd("PTTL")
                    .arg(&key)
                    .query_async(&mut conn)
                    .await?;
                Ok(v.map(|v| (v, Duration::from_millis(ttl.max(0) as u64))))
            }
        }
    }

    /// Sets `key` to `value` for `ttl`.
    pub async fn set(&self, key: &str, value: &str, ttl: Duration) -> anyhow::Result<()> {
        match self {
            Self::Memory(map, prefix) => {
                let mut map = map.lock().expect("kv lock");
                let now = Instant::now();
                // Keep memory bounded: drop expired entries as we go.
                if map.len() > 10_000 {
                    map.retain(|_, (_, exp)| *exp > now);
                }
                map.insert(format!("{prefix}{key}"), (value.to_owned(), now + ttl));
                Ok(())
            }
            Self::Redis(conn, prefix) => {
                let mut conn = conn.clone();
                redis::cmd("SET")
                    .arg(format!("{prefix}{key}"))
                    .arg(value)
                    .arg("PX")
                    .arg(ttl.as_millis().max(1) as u64)
                    .query_async::<()>(&mut conn)
                    .await?;
                Ok(())
            }
        }
    }

    /// The values of several keys in one round trip (absent or expired: None).
    pub async fn get_many(&self, keys: &[String]) -> anyhow::Result<Vec<Option<String>>> {
        match self {
            Self::Memory(map, prefix) => {
                let map = map.lock().expect("kv lock");
                let now = Instant::now();
                Ok(keys
                    .iter()
                    .map(|k| {
                        map.get(&format!("{prefix}{k}"))
                            .filter(|(_, exp)| *exp > now)
                            .map(|(v, _)| v.clone())
                    })
                    .collect())
            }
            Self::Redis(conn, prefix) => {
                let mut conn = conn.clone();
                let mut cmd = redis::cmd("MGET");
                for k in keys {
                    cmd.arg(format!("{prefix}{k}"));
                }
                Ok(cmd.query_async(&mut conn).await?)
            }
        }
    }

    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match self {
            Self::Memory(map, prefix) => {
                map.lock()
                    .expect("kv lock")
                    .remove(&format!("{prefix}{key}"));
                Ok(())
            }
            Self::Redis(conn, prefix) => {
                let mut conn = conn.clone();
                redis::cmd("DEL")
                    .arg(format!("{prefix}{key}"))
                    .query_async::<()>(&mut conn)
                    .await?;
                Ok(())
            }
        }
    }

    /// Whether the store answers (for readiness).
    pub async fn ping(&self) -> bool {
        match self {
            Self::Memory(..) => true,
            Self::Redis(conn, _) => {
                let mut conn = conn.clone();
                redis::cmd("PING")
                    .query_async::<String>(&mut conn)
                    .await
                    .is_ok()
            }
        }
    }
}

/// Redis when configured and reachable; otherwise process memory, logged, so
/// a cache outage at start degrades shared counters instead of stopping the service.
pub async fn connect_or_degrade(url: Option<&str>, prefix: &str) -> Kv {
    match Kv::from_url(url, prefix).await {
        Ok(kv) => kv,
        Err(e) => {
            tracing::error!(error = %e, "Redis unavailable: using in-process store (not shared between replicas)");
            Kv::shared_memory(prefix)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redis_connections_have_nagle_off() {
        let c = client("redis://127.0.0.1:6379/0").unwrap();
        assert!(c.get_connection_info().tcp_settings().nodelay());
        // The crate's own default, which `client` overrides.
        let plain = redis::Client::open("redis://127.0.0.1:6379/0").unwrap();
        assert!(!plain.get_connection_info().tcp_settings().nodelay());
    }

    #[tokio::test]
    async fn memory_counter_counts_and_expires() {
        let kv = Kv::memory();
        let ttl = Duration::from_millis(50);
        assert_eq!(kv.incr("k", ttl).await.unwrap(), 1);
        assert_eq!(kv.incr("k", ttl).await.unwrap(), 2);
        tokio::time::sleep(Duration::from_millis(60)).await;
        assert_eq!(kv.incr("k", ttl).await.unwrap(), 1);
    }

    #[tokio::test]
    async fn shared_memory_is_one_store_separated_by_prefix() {
        let a = Kv::shared_memory("test-a:");
        let a2 = Kv::shared_memory("test-a:");
        let b = Kv::shared_memory("test-b:");
        a.set("x", "1", Duration::from_secs(5)).await.unwrap();
        assert_eq!(a2.get("x").await.unwrap().unwrap().0, "1");
        assert!(b.get("x").await.unwrap().is_none());
        let many = a2.get_many(&["x".into(), "y".into()]).await.unwrap();
        assert_eq!(many, vec![Some("1".to_owned()), None]);
    }

    #[tokio::test]
    async fn memory_values_expire() {
        let kv = Kv::memory();
        kv.set("a", "1", Duration::from_millis(30)).await.unwrap();
        assert_eq!(kv.get("a").await.unwrap().unwrap().0, "1");
        tokio::time::sleep(Duration::from_millis(40)).await;
        assert!(kv.get("a").await.unwrap().is_none());
    }
}
