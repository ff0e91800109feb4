//! The per-user limits on sending, of the mail app (a new mail or a draft)
//! and of the chat (a message): each send counts one against the sender in
//! the key-value store, so every replica of the demo service counts together
//! (Redis when configured). Past the limit a send is refused until the
//! window ends. A store that cannot be reached lets the send go (logged):
//! sending matters more than the limit.

use std::time::Duration;

use platform::kv::Kv;

use crate::config::SendLimit;

/// Counts one kind of send per user against a [`SendLimit`].
#[derive(Clone)]
pub struct SendLimiter {
    kv: Kv,
    limit: SendLimit,
    /// What is counted (`mail`, `chat`): the counters' key prefix.
    what: &'static str,
}

/// A send refused: the seconds until the window ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Refused {
    pub retry_after_secs: u64,
}

impl SendLimiter {
    pub fn new(kv: Kv, limit: SendLimit, what: &'static str) -> Self {
        Self { kv, limit, what }
    }

    /// No limit at all (tests of other rules).
    pub fn unlimited() -> Self {
        Self::new(
            Kv::memory(),
            SendLimit {
                max: 0,
                window: Duration::from_secs(1),
            },
            "any",
        )
    }

    fn key(&self, user: &str) -> String {
        format!("{}:send:{user}", self.what)
    }

    /// Counts one send of `user`; refused past the limit.
    pub async fn hit(&self, user: &str) -> Result<(), Refused> {
        if self.limit.max == 0 {
            return Ok(());
        }
        let key = self.key(user);
        let counted = self.kv.incr(&key, self.limit.window).await;
        let left = match counted {
            Ok(n) if n > i64::from(self.limit.max) => {
                self.kv.get(&key).await.ok().flatten().map(|(_, ttl)| ttl)
            }
            _ => None,
        };
        verdict(counted, self.limit, left)
    }
}

/// The decision on a counted send: through up to the limit, refused past it
/// (retry when the counter's remaining lifetime `left` ends, else after a
/// whole window), through with a warning when the store failed.
fn verdict(
    counted: anyhow::Result<i64>,
    limit: SendLimit,
    left: Option<Duration>,
) -> Result<(), Refused> {
    match counted {
        Ok(n) if n > i64::from(limit.max) => Err(Refused {
            retry_after_secs: left
                .map(|d| d.as_secs_f64().ceil() as u64)
                .unwrap_or(limit.window.as_secs())
                .max(1),
        }),
        Ok(_) => Ok(()),
        Err(e) => {
            tracing::warn!(error = %e, "send limit store unavailable; not limiting");
            Ok(())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limit(max: u32) -> SendLimit {
        SendLimit {
            max,
            window: Duration::from_secs(600),
        }
    }

    #[tokio::test]
    async fn the_send_past_the_limit_is_refused_until_the_window_ends() {
        let kv = Kv::memory();
        let l = SendLimiter::new(kv.clone(), limit(3), "mail");
        for _ in 0..3 {
            l.hit("u1").await.unwrap();
        }
        let Refused { retry_after_secs } = l.hit("u1").await.unwrap_err();
        assert!((1..=600).contains(&retry_after_secs), "{retry_after_secs}");
        // Another user counts on their own, and so does another kind of send.
        l.hit("u2").await.unwrap();
        SendLimiter::new(kv, limit(3), "chat")
            .hit("u1")
            .await
            .unwrap();
    }

    #[tokio::test]
    async fn a_limit_of_zero_never_refuses() {
        let l = SendLimiter::unlimited();
        for _ in 0..100 {
            l.hit("u1").await.unwrap();
        }
    }

    #[test]
    fn a_failing_store_lets_the_mail_go() {
        assert_eq!(
            verdict(Err(anyhow::anyhow!("down")), limit(1), None),
            Ok(())
        );
    }

    #[test]
    fn without_the_counters_lifetime_the_retry_is_a_whole_window() {
        assert_eq!(
            verdict(Ok(2), limit(1), None),
            Err(Refused {
                retry_after_secs: 600
            })
        );
        assert_eq!(
            verdict(Ok(2), limit(1), Some(Duration::from_millis(1500))),
            Err(Refused {
                retry_after_secs: 2
            })
        );
        assert_eq!(verdict(Ok(1), limit(1), None), Ok(()));
    }
}
