//! Throttling. Sign-in attempts are counted per account and per address over
//! a window; the count goes up (atomically) *before* the password is checked,
//! so parallel guesses cannot slip past the limit between a check and a
//! recorded failure. A correct password takes its attempt back; once a count
//! is past its limit further attempts get 429 until the window ends, right
//! password or not. The same counting limits registrations, token renewals
//! and change-password attempts. Counters live in Redis when configured, so
//! all replicas agree.

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

/// Which limit refused a call (it decides the message).
#[derive(Clone, Copy, Debug)]
pub enum Limit {
    SignIn,
    Other,
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

    /// Counts one more event at `key` and refuses it when the count is past
    /// `max` for `window`. A store that cannot be reached lets the call
    /// through (logged): availability matters more than the throttle.
    pub async fn hit(
        &self,
        key: &str,
        max: i64,
        window: Duration,
        limit: Limit,
    ) -> Result<(), AuthError> {
        match self.kv.incr(key, window).await {
            Ok(n) if n > max => {
                let retry_after_secs = match self.kv.get(key).await {
                    Ok(Some((_, ttl))) => ttl.as_secs().max(1),
                    _ => window.as_secs().max(1),
                };
                Err(match limit {
                    Limit::SignIn => AuthError::RateLimited { retry_after_secs },
                    Limit::Other => AuthError::Throttled { retry_after_secs },
                })
            }
            Ok(_) => Ok(()),
            Err(e) => {
                tracing::warn!(error = %e, key, "throttle store unavailable; not throttling");
                Ok(())
            }
        }
    }

    /// Forgets the count at `key` (e.g. after a correct password).
    pub async fn clear(&self, key: &str) {
        let _ = self.kv.delete(key).await;
    }

    /// Counts a sign-in attempt against the account and the address before
    /// the password is checked; refused (429) past either limit.
    pub async fn begin_sign_in(&self, email: &str, ip: &str) -> Result<(), AuthError> {
        let (acct, addr) = Self::keys(email, ip);
        let account = self
            .hit(&acct, self.per_account, self.window, Limit::SignIn)
            .await;
        let address = if ip.is_empty() {
            Ok(())
        } else {
            self.hit(&addr, self.per_ip, self.window, Limit::SignIn)
                .await
        };
        account.and(address)
    }

    /// The password was right: the account's count starts again and the
    /// attempt no longer counts against the address (colleagues behind one
    /// address sign in all day).
    pub async fn sign_in_succeeded(&self, email: &str, ip: &str) {
        let (acct, addr) = Self::keys(email, ip);
        self.clear(&acct).await;
        if !ip.is_empty()
            && let Err(e) = self.kv.decr_if_present(&addr).await
        {
            tracing::warn!(error = %e, "throttle store unavailable");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn sixth_attempt_is_refused_even_with_the_right_password() {
        let t = Throttle::new(Kv::memory(), 5, 100, Duration::from_secs(60));
        for _ in 0..5 {
            t.begin_sign_in("a@b.c", "1.1.1.1").await.unwrap();
        }
        let Err(AuthError::RateLimited { retry_after_secs }) =
            t.begin_sign_in("a@b.c", "1.1.1.1").await
        else {
            panic!("expected 429");
        };
        assert!(retry_after_secs > 0 && retry_after_secs <= 60);
        // Another account from another address is unaffected.
        t.begin_sign_in("x@b.c", "2.2.2.2").await.unwrap();
    }

    #[tokio::test]
    async fn parallel_attempts_never_pass_the_limit() {
        let t = Throttle::new(Kv::memory(), 5, 100, Duration::from_secs(60));
        let tries = (0..20).map(|_| {
            let t = t.clone();
            tokio::spawn(async move { t.begin_sign_in("a@b.c", "ip").await.is_ok() })
        });
        let mut passed = 0;
        for h in tries {
            passed += usize::from(h.await.unwrap());
        }
        assert_eq!(passed, 5);
    }

    #[tokio::test]
    async fn success_resets_the_account_counter_and_frees_the_address() {
        let t = Throttle::new(Kv::memory(), 2, 2, Duration::from_secs(60));
        t.begin_sign_in("a@b.c", "ip").await.unwrap();
        t.sign_in_succeeded("a@b.c", "ip").await;
        t.begin_sign_in("a@b.c", "ip").await.unwrap();
        t.sign_in_succeeded("a@b.c", "ip").await;
        t.begin_sign_in("a@b.c", "ip").await.unwrap();
        t.begin_sign_in("b@b.c", "ip").await.unwrap();
    }

    #[tokio::test]
    async fn address_limit_covers_many_accounts() {
        let t = Throttle::new(Kv::memory(), 100, 3, Duration::from_secs(60));
        for i in 0..3 {
            t.begin_sign_in(&format!("u{i}@b.c"), "9.9.9.9")
                .await
                .unwrap();
        }
        assert!(t.begin_sign_in("new@b.c", "9.9.9.9").await.is_err());
    }
}
