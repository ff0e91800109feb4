//! Sign-in throttling: failures are counted per account and per address over a
//! window; once a count reaches its limit further attempts get 429 until the
//! window ends. Counters live in Redis when configured, so all replicas agree.

use super::AuthError;
use platform::kv::Kv;
use std::time::Duration;

#[derive(Clone)]
pub struct Throttle {
    kv: Kv,
    per_account: i64,
    per_ip: i64,
    window: Duration,
}

impl Throttle {
    pub fn new(kv: Kv, per_account: i64, per_ip: i64, window: Duration) -> Self {
        Self {
            kv,
            per_account,
            per_ip,
            window,
        }
    }

    fn keys(email: &str, ip: &str) -> (String, String) {
        (
            format!("login:fail:acct:{email}"),
            format!("login:fail:ip:{ip}"),
        )
    }

    /// Refuses the attempt when either counter is at its limit. A store that
    /// cannot be reached lets the attempt through (logged): availability of
    /// sign-in matters more than the throttle.
    pub async fn check(&self, email: &str, ip: &str) -> Result<(), AuthError> {
        let (acct, addr) = Self::keys(email, ip);
        for (key, limit) in [(acct, self.per_account), (addr, self.per_ip)] {
            if key.ends_with(':') {
                continue;
            }
            match self.kv.get(&key).await {
                Ok(Some((count, ttl))) if count.parse::<i64>().unwrap_or(0) >= limit => {
                    return Err(AuthError::RateLimited {
                        retry_after_secs: ttl.as_secs().max(1),
                    });
                }
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "throttle store unavailable; not throttling"),
            }
        }
        Ok(())
    }

    pub async fn record_failure(&self, email: &str, ip: &str) {
        let (acct, addr) = Self::keys(email, ip);
        for key in [acct, addr] {
            if key.ends_with(':') {
                continue;
            }
            if let Err(e) = self.kv.incr(&key, self.window).await {
                tracing::warn!(error = %e, "throttle store unavailable; failure not counted");
            }
        }
    }

    pub async fn record_success(&self, email: &str) {
        let (acct, _) = Self::keys(email, "");
        let _ = self.kv.delete(&acct).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn sixth_attempt_after_five_failures_is_refused() {
        let t = Throttle::new(Kv::memory(), 5, 100, Duration::from_secs(60));
        for _ in 0..5 {
            t.check("a@b.c", "1.1.1.1").await.unwrap();
            t.record_failure("a@b.c", "1.1.1.1").await;
        }
        let Err(AuthError::RateLimited { retry_after_secs }) = t.check("a@b.c", "1.1.1.1").await
        else {
            panic!("expected 429");
        };
        assert!(retry_after_secs > 0 && retry_after_secs <= 60);
        // Another account from another address is unaffected.
        t.check("x@b.c", "2.2.2.2").await.unwrap();
    }

    #[tokio::test]
    async fn success_resets_the_account_counter() {
        let t = Throttle::new(Kv::memory(), 2, 100, Duration::from_secs(60));
        t.record_failure("a@b.c", "ip").await;
        t.record_success("a@b.c").await;
        t.record_failure("a@b.c", "ip").await;
        t.check("a@b.c", "ip").await.unwrap();
    }

    #[tokio::test]
    async fn address_limit_covers_many_accounts() {
        let t = Throttle::new(Kv::memory(), 100, 3, Duration::from_secs(60));
        for i in 0..3 {
            t.record_failure(&format!("u{i}@b.c"), "9.9.9.9").await;
        }
        assert!(t.check("new@b.c", "9.9.9.9").await.is_err());
    }
}
