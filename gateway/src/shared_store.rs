//! The shared key-value store (Redis) as the request path asks it: each
//! question within a short deadline, and once the store failed to answer, not
//! asked again for a moment. A paused or unreachable Redis then costs one
//! deadline per moment instead of one per request (the client's own timeouts
//! are seconds, with retries), and callers get `None`, "could not ask", to
//! apply their own rule for an unknown answer (ADR 25).

use std::{
    future::Future,
    sync::Mutex,
    time::{Duration, Instant},
};

use platform::kv::Kv;

pub struct SharedStore {
    kv: Kv,
    deadline: Duration,
    rest: Duration,
    /// Until when the store is not asked, after it failed.
    away_until: Mutex<Option<Instant>>,
}

impl SharedStore {
    /// Redis answers in well under a millisecond; a second is a store that
    /// is paused or gone, not one that is busy.
    pub const DEADLINE: Duration = Duration::from_secs(1);
    /// How long a store that failed is left alone before it is asked again.
    pub const REST: Duration = Duration::from_secs(1);

    pub fn new(kv: Kv) -> Self {
        Self::with_timing(kv, Self::DEADLINE, Self::REST)
    }

    pub fn with_timing(kv: Kv, deadline: Duration, rest: Duration) -> Self {
        Self {
            kv,
            deadline,
            rest,
            away_until: Mutex::new(None),
        }
    }

    pub fn kv(&self) -> &Kv {
        &self.kv
    }

    /// Whether the store failed within the last [`Self::REST`].
    pub fn is_away(&self) -> bool {
        self.away_until
            .lock()
            .expect("store lock")
            .is_some_and(|until| Instant::now() < until)
    }

    /// The answer to `question`, or `None` when the store is away, fails or
    /// misses the deadline (logged once per rest, naming `what` was asked).
    pub async fn ask<T>(
        &self,
        what: &str,
        question: impl Future<Output = anyhow::Result<T>>,
    ) -> Option<T> {
        if self.is_away() {
            return None;
        }
        let failure = match tokio::time::timeout(self.deadline, question).await {
            Ok(Ok(answer)) => return Some(answer),
            Ok(Err(e)) => e.to_string(),
            Err(_) => format!("no answer within {:?}", self.deadline),
        };
        *self.away_until.lock().expect("store lock") = Some(Instant::now() + self.rest);
        tracing::warn!(
            error = %failure,
            "shared store unavailable ({what}); not asked again for {:?}",
            self.rest
        );
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store(rest: Duration) -> SharedStore {
        SharedStore::with_timing(Kv::memory(), Duration::from_millis(50), rest)
    }

    #[tokio::test]
    async fn a_store_that_answers_is_asked_every_time() {
        let store = store(Duration::from_secs(60));
        for _ in 0..3 {
            assert_eq!(store.ask("test", async { Ok(7) }).await, Some(7));
        }
        assert!(!store.is_away());
    }

    #[tokio::test]
    async fn a_silent_store_costs_one_deadline_then_is_left_alone() {
        let store = store(Duration::from_secs(60));
        let started = Instant::now();
        let never = std::future::pending::<anyhow::Result<u8>>();
        assert_eq!(store.ask("test", never).await, None);
        assert!(started.elapsed() >= Duration::from_millis(50));
        assert!(store.is_away());
        // Not asked while it rests: the question is never polled.
        let asked = std::sync::atomic::AtomicBool::new(false);
        let question = async {
            asked.store(true, std::sync::atomic::Ordering::SeqCst);
            Ok(1)
        };
        assert_eq!(store.ask("test", question).await, None);
        assert!(!asked.load(std::sync::atomic::Ordering::SeqCst));
    }

    #[tokio::test]
    async fn a_failing_store_is_asked_again_after_its_rest() {
        let store = store(Duration::from_millis(30));
        let refused = async { Err::<u8, _>(anyhow::anyhow!("connection refused")) };
        assert_eq!(store.ask("test", refused).await, None);
        assert!(store.is_away());
        tokio::time::sleep(Duration::from_millis(40)).await;
        assert!(!store.is_away());
        assert_eq!(store.ask("test", async { Ok(2) }).await, Some(2));
    }
}
