//! Stream tickets: EventSource cannot send the bearer token, and a token in
//! a URL would land in access logs. A signed-in POST gets a random ticket
//! (128 bits) kept in the key-value store for [`TTL`] (Redis when configured,
//! so any replica can take it); opening the stream takes it once. A ticket
//! seen in a log is spent or about to expire. A ticket names the session
//! and token it was issued through, so the stream ends when that session
//! does (signed out, revoked or locked).

use std::time::Duration;

use platform::kv::Kv;

/// How long a ticket waits to be used.
pub const TTL: Duration = Duration::from_secs(60);

fn key(ticket: &str) -> String {
    format!("live-ticket:{ticket}")
}

fn used_key(ticket: &str) -> String {
    format!("live-ticket-used:{ticket}")
}

/// Whom a ticket was issued to: the user, their session and when the
/// token that asked for it was issued (unix milliseconds).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Holder {
    pub user_id: String,
    pub session_id: String,
    pub issued_ms: i64,
}

impl Holder {
    fn encode(&self) -> String {
        format!("{} {} {}", self.issued_ms, self.session_id, self.user_id)
    }

    fn decode(s: &str) -> Option<Self> {
        let mut parts = s.splitn(3, ' ');
        Some(Self {
            issued_ms: parts.next()?.parse().ok()?,
            session_id: parts.next()?.to_owned(),
            user_id: parts.next()?.to_owned(),
        })
    }
}

/// A fresh ticket for `holder`'s streams.
pub async fn issue(kv: &Kv, holder: &Holder) -> anyhow::Result<String> {
    // 122 random bits from the OS generator, as 32 hex digits.
    let ticket = uuid::Uuid::new_v4().simple().to_string();
    kv.set(&key(&ticket), &holder.encode(), TTL).await?;
    Ok(ticket)
}

/// Whom a ticket was issued to, taking it: a second use, an expired or
/// made-up ticket gets `None`. The counter makes two uses at once yield one.
pub async fn redeem(kv: &Kv, ticket: &str) -> anyhow::Result<Option<Holder>> {
    if ticket.len() != 32 || !ticket.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Ok(None);
    }
    let Some((holder, _)) = kv.get(&key(ticket)).await? else {
        return Ok(None);
    };
    if kv.incr(&used_key(ticket), TTL).await? != 1 {
        return Ok(None);
    }
    kv.delete(&key(ticket)).await?;
    Ok(Holder::decode(&holder))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_ticket_opens_one_stream_only_and_names_its_session() {
        let kv = Kv::memory();
        let holder = Holder {
            user_id: "usr-admin".into(),
            session_id: "0190a000-0000-7000-8000-000000000001".into(),
            issued_ms: 1_764_000_000_123,
        };
        let t = issue(&kv, &holder).await.unwrap();
        assert_eq!(redeem(&kv, &t).await.unwrap(), Some(holder));
        assert_eq!(redeem(&kv, &t).await.unwrap(), None);
    }

    #[tokio::test]
    async fn a_made_up_ticket_opens_nothing() {
        let kv = Kv::memory();
        assert_eq!(redeem(&kv, "nope").await.unwrap(), None);
        assert_eq!(
            redeem(&kv, "0123456789abcdef0123456789abcdef")
                .await
                .unwrap(),
            None
        );
    }
}
