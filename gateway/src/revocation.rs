//! Which sessions have ended, as far as this gateway can tell (ADR 25). The
//! shared store holds what the auth service and every gateway revoked
//! (`revoked:sid:<session>`, `revoked:user:<id>` and `revoked:sidfrom:<session>`:
//! a user's or a session's tokens issued before a millisecond). This gateway also keeps
//! what it learned — its own sign-outs and the revocations the store showed
//! it — for an access token's lifetime, so those still hold while the store
//! cannot be asked; anything else is then [`Standing::Unchecked`], and the
//! access middleware lets such a session read but not write.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use platform::kv::keys;

use crate::shared_store::SharedStore;

/// What is known of a token's session.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// The store was asked and revokes nothing.
    Valid,
    /// Signed out or ended, or issued before the user's or the session's
    /// tokens were voided.
    Revoked,
    /// The store could not be asked and nothing here revokes it.
    Unchecked,
}

pub struct Revocations {
    store: Arc<SharedStore>,
    /// How long a revocation matters: an access token's lifetime.
    ttl: Duration,
    learned: Mutex<Learned>,
}

/// Past this many entries, the expired ones are swept out on the next insert.
const SWEEP_ABOVE: usize = 10_000;

/// The revocations this gateway learned, each with when to forget it.
#[derive(Default)]
struct Learned {
    sessions: HashMap<String, Instant>,
    /// The store's key of a user's or a session's tokens (`revoked:user:…`,
    /// `revoked:sidfrom:…`) → (tokens issued before this unix millisecond
    /// are void, forget at).
    voided: HashMap<String, (i64, Instant)>,
}

impl Learned {
    fn revokes(&self, session_id: &str, user_id: &str, issued_ms: i64, now: Instant) -> bool {
        let voided = |key: String| {
            self.voided
                .get(&key)
                .is_some_and(|&(from, until)| now < until && issued_ms < from)
        };
        self.sessions
            .get(session_id)
            .is_some_and(|&until| now < until)
            || voided(keys::tokens_valid_from(user_id))
            || voided(keys::session_tokens_valid_from(session_id))
    }

    fn session_ended(&mut self, session_id: &str, until: Instant) {
        if self.sessions.len() > SWEEP_ABOVE {
            let now = Instant::now();
            self.sessions.retain(|_, until| now < *until);
        }
        self.sessions.insert(session_id.to_owned(), until);
    }

    fn tokens_voided(&mut self, key: String, from_ms: i64, until: Instant) {
        if self.voided.len() > SWEEP_ABOVE {
            let now = Instant::now();
            self.voided.retain(|_, (_, until)| now < *until);
        }
        let entry = self.voided.entry(key).or_insert((from_ms, until));
        if from_ms >= entry.0 {
            *entry = (from_ms, until);
        }
    }
}

impl Revocations {
    pub fn new(store: Arc<SharedStore>, ttl: Duration) -> Self {
        Self {
            store,
            ttl,
            learned: Mutex::default(),
        }
    }

    /// The standing of a token of `session_id` for `user_id`, issued at
    /// `issued_ms` (unix milliseconds).
    pub async fn standing(&self, session_id: &str, user_id: &str, issued_ms: i64) -> Standing {
        let now = Instant::now();
        if self.learned().revokes(session_id, user_id, issued_ms, now) {
            return Standing::Revoked;
        }
        let checks = [
            keys::revoked_session(session_id),
            keys::tokens_valid_from(user_id),
            keys::session_tokens_valid_from(session_id),
        ];
        let Some(found) = self
            .store
            .ask("revocation check", self.store.kv().get_many(&checks))
            .await
        else {
            return Standing::Unchecked;
        };
        let signed_out = found.first().is_some_and(Option::is_some);
        let mut learned = self.learned();
        let until = now + self.ttl;
        if signed_out {
            learned.session_ended(session_id, until);
        }
        for (i, key) in checks.into_iter().enumerate().skip(1) {
            let valid_from = found
                .get(i)
                .and_then(Option::as_deref)
                .and_then(|v| v.parse::<i64>().ok());
            if let Some(from) = valid_from {
                learned.tokens_voided(key, from, until);
            }
        }
        if learned.revokes(session_id, user_id, issued_ms, now) {
            Standing::Revoked
        } else {
            Standing::Valid
        }
    }

    /// Records that `session_id` was signed out through this gateway: here
    /// at once, on every other replica through the store.
    pub async fn revoke(&self, session_id: &str) {
        self.learned()
            .session_ended(session_id, Instant::now() + self.ttl);
        let key = keys::revoked_session(session_id);
        let shared = self
            .store
            .ask(
                "recording a sign-out",
                self.store.kv().set(&key, "1", self.ttl),
            )
            .await;
        if shared.is_none() {
            tracing::warn!(
                "a sign-out is known to this gateway only; the others refuse that session's writes while the store is away"
            );
        }
    }

    fn learned(&self) -> std::sync::MutexGuard<'_, Learned> {
        self.learned.lock().expect("revocations lock")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use platform::kv::Kv;

    const TTL: Duration = Duration::from_secs(900);

    /// Revocations over `kv`, and the store they ask.
    fn revocations(kv: Kv) -> (Revocations, Arc<SharedStore>) {
        // A long rest: once away, the store stays away for the test.
        let store = Arc::new(SharedStore::with_timing(
            kv,
            Duration::from_millis(100),
            Duration::from_secs(60),
        ));
        (Revocations::new(store.clone(), TTL), store)
    }

    /// A Redis stand-in: answers `+OK` to each command (the client's
    /// connection set-up) until `silent`, then reads on and answers nothing,
    /// as a paused Redis does.
    async fn pausable_redis(silent: Arc<std::sync::atomic::AtomicBool>) -> Kv {
        use std::sync::atomic::Ordering;
        use tokio::io::{AsyncReadExt, AsyncWriteExt};
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("redis://{}", listener.local_addr().unwrap());
        tokio::spawn(async move {
            while let Ok((mut socket, _)) = listener.accept().await {
                let silent = silent.clone();
                tokio::spawn(async move {
                    let mut pending = Vec::new();
                    let mut buf = [0u8; 4096];
                    while let Ok(n @ 1..) = socket.read(&mut buf).await {
                        pending.extend_from_slice(&buf[..n]);
                        while let Some(len) = resp_command_len(&pending) {
                            pending.drain(..len);
                            if !silent.load(Ordering::SeqCst) {
                                socket.write_all(b"+OK\r\n").await.unwrap();
                            }
                        }
                    }
                });
            }
        });
        Kv::redis(&url, "t:")
            .await
            .expect("the stand-in answers the set-up")
    }

    /// The length of the first whole command (a RESP array of bulk strings)
    /// in `buf`, if it holds one.
    fn resp_command_len(buf: &[u8]) -> Option<usize> {
        fn line(buf: &[u8], at: usize) -> Option<(usize, usize)> {
            let end = at + buf.get(at..)?.windows(2).position(|w| w == b"\r\n")?;
            let n = std::str::from_utf8(&buf[at + 1..end]).ok()?.parse().ok()?;
            Some((n, end + 2))
        }
        let (items, mut at) = line(buf, 0)?;
        for _ in 0..items {
            let (len, data) = line(buf, at)?;
            at = data + len + 2;
        }
        (at <= buf.len()).then_some(at)
    }

    #[tokio::test]
    async fn the_store_decides_while_it_answers() {
        let kv = Kv::memory();
        let (revocations, _) = revocations(kv.clone());
        assert_eq!(
            revocations.standing("s1", "u1", 1_000).await,
            Standing::Valid
        );
        kv.set(&keys::revoked_session("s1"), "1", TTL)
            .await
            .unwrap();
        assert_eq!(
            revocations.standing("s1", "u1", 1_000).await,
            Standing::Revoked
        );
        kv.set(&keys::tokens_valid_from("u2"), "2000", TTL)
            .await
            .unwrap();
        assert_eq!(
            revocations.standing("s2", "u2", 1_999).await,
            Standing::Revoked
        );
        assert_eq!(
            revocations.standing("s3", "u2", 2_000).await,
            Standing::Valid
        );
        // A session's tokens before a renewal: that session's only.
        kv.set(&keys::session_tokens_valid_from("s4"), "3000", TTL)
            .await
            .unwrap();
        assert_eq!(
            revocations.standing("s4", "u4", 2_999).await,
            Standing::Revoked
        );
        assert_eq!(
            revocations.standing("s4", "u4", 3_000).await,
            Standing::Valid
        );
        assert_eq!(
            revocations.standing("s5", "u4", 2_999).await,
            Standing::Valid
        );
    }

    #[tokio::test]
    async fn a_store_that_does_not_answer_leaves_unknown_sessions_unchecked() {
        let (revocations, store) = revocations(Kv::memory());
        // Learned while the store answered: a revoked session, a user's void tokens.
        store
            .kv()
            .set(&keys::revoked_session("gone"), "1", TTL)
            .await
            .unwrap();
        store
            .kv()
            .set(&keys::tokens_valid_from("demoted"), "5000", TTL)
            .await
            .unwrap();
        assert_eq!(
            revocations.standing("gone", "u", 1).await,
            Standing::Revoked
        );
        assert_eq!(
            revocations.standing("old", "demoted", 4_000).await,
            Standing::Revoked
        );

        // The store stops answering (a paused Redis): one question times out.
        let silent = store.ask("test", std::future::pending::<anyhow::Result<()>>());
        assert_eq!(silent.await, None);
        assert!(store.is_away());
        // Its own sign-out, while the store is away, holds here at once.
        revocations.revoke("signed-out-here").await;

        assert_eq!(
            revocations.standing("gone", "u", 1).await,
            Standing::Revoked
        );
        assert_eq!(
            revocations.standing("old", "demoted", 4_000).await,
            Standing::Revoked
        );
        assert_eq!(
            revocations.standing("signed-out-here", "u", 1).await,
            Standing::Revoked
        );
        // What it never saw cannot be known.
        assert_eq!(
            revocations.standing("new", "demoted", 6_000).await,
            Standing::Unchecked
        );
        assert_eq!(
            revocations.standing("other", "u", 1).await,
            Standing::Unchecked
        );
    }

    #[tokio::test]
    async fn a_paused_redis_leaves_unknown_sessions_unchecked() {
        let silent = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (revocations, store) = revocations(pausable_redis(silent.clone()).await);
        silent.store(true, std::sync::atomic::Ordering::SeqCst);
        let started = Instant::now();
        assert_eq!(revocations.standing("s", "u", 1).await, Standing::Unchecked);
        // It waited for the deadline (the stand-in went silent, it did not
        // answer wrongly), and no longer (not the client's own timeouts).
        let waited = started.elapsed();
        assert!(
            waited >= Duration::from_millis(100) && waited < Duration::from_secs(1),
            "{waited:?}"
        );
        assert!(store.is_away());
        // A sign-out through this gateway is refused here at once.
        revocations.revoke("s").await;
        assert_eq!(revocations.standing("s", "u", 1).await, Standing::Revoked);
        assert_eq!(revocations.standing("t", "u", 1).await, Standing::Unchecked);
    }
}
