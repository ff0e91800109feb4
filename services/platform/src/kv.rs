//! A small key-value store for counters (sign-in throttling), flags (token
//! revocation) and cached values (permissions): Redis when `REDIS_URL` is set,
//! otherwise process memory. Callers treat failures as "degraded", not fatal.

use redis::aio::ConnectionManager;
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

#[derive(Clone)]
pub enum Kv {
    Memory(Arc<Mutex<HashMap<String, (String, Instant)>>>),
    /// The connection and the prefix put before every key.
    Redis(ConnectionManager, String),
}

impl Kv {
    pub fn memory() -> Self {
        Self::Memory(Arc::default())
    }

    /// Connects to Redis (fails fast if it does not answer); every key gets `prefix`.
    pub async fn redis(url: &str, prefix: &str) -> anyhow::Result<Self> {
        let client = redis::Client::open(url)?;
        let config = redis::aio::ConnectionManagerConfig::new()
            .set_connection_timeout(Some(Duration::from_secs(2)))
            .set_response_timeout(Some(Duration::from_secs(2)))
            .set_number_of_retries(2);
        let manager = tokio::time::timeout(
            Duration::from_secs(5),
            client.get_connection_manager_with_config(config),
        )
        .await
        .map_err(|_| anyhow::anyhow!("redis at {url} did not answer"))??;
        Ok(Self::Redis(manager, prefix.to_owned()))
    }

    /// Redis when `url` is given, memory otherwise.
    pub async fn from_url(url: Option<&str>, prefix: &str) -> anyhow::Result<Self> {
        match url {
            Some(u) => Self::redis(u, prefix).await,
            None => Ok(Self::memory()),
        }
    }

    /// Increments the counter at `key`; a new counter expires after `ttl`.
    pub async fn incr(&self, key: &str, ttl: Duration) -> anyhow::Result<i64> {
        match self {
            Self::Memory(map) => {
                let mut map = map.lock().expect("kv lock");
                let now = Instant::now();
                let entry = map
                    .entry(key.to_owned())
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

    /// The value at `key` and its remaining lifetime, if present.
    pub async fn get(&self, key: &str) -> anyhow::Result<Option<(String, Duration)>> {
        match self {
            Self::Memory(map) => {
                let map = map.lock().expect("kv lock");
                let now = Instant::now();
                Ok(map
                    .get(key)
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
            Self::Memory(map) => {
                let mut map = map.lock().expect("kv lock");
                let now = Instant::now();
                // Keep memory bounded: drop expired entries as we go.
                if map.len() > 10_000 {
                    map.retain(|_, (_, exp)| *exp > now);
                }
                map.insert(key.to_owned(), (value.to_owned(), now + ttl));
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

    pub async fn delete(&self, key: &str) -> anyhow::Result<()> {
        match self {
            Self::Memory(map) => {
                map.lock().expect("kv lock").remove(key);
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
            Self::Memory(_) => true,
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
            Kv::memory()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    async fn memory_values_expire() {
        let kv = Kv::memory();
        kv.set("a", "1", Duration::from_millis(30)).await.unwrap();
        assert_eq!(kv.get("a").await.unwrap().unwrap().0, "1");
        tokio::time::sleep(Duration::from_millis(40)).await;
        assert!(kv.get("a").await.unwrap().is_none());
    }
}
