//! Stream tickets: EventSource cannot send the bearer token, and a token in
//! a URL would land in access logs. A signed-in POST gets a random ticket
//! (128 bits) kept in the key-value store for [`TTL`] (Redis when configured,
//! so any replica can take it); opening the stream takes it once. A ticket
//! seen in a log is spent or about to expire.

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

/// A fresh ticket for `user_id`'s streams.
pub async fn issue(kv: &Kv, user_id: &str) -> anyhow::Result<String> {
    // 122 random bits from the OS generator, as 32 hex digits.
    let ticket = uuid::Uuid::new_v4().simple().to_string();
    kv.set(&key(&ticket), user_id, TTL).await?;
    Ok(ticket)
}

/// The user a ticket was issued to, taking it: a second use, an expired or
/// made-up ticket gets `None`. The counter makes two uses at once yield one.
pub async fn redeem(kv: &Kv, ticket: &str) -> anyhow::Result<Option<String>> {
    if ticket.len() != 32 || !ticket.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Ok(None);
    }
    let Some((user_id, _)) = kv.get(&key(ticket)).await? else {
        return Ok(None);
    };
    if kv.incr(&used_key(ticket), TTL).await? != 1 {
        return Ok(None);
    }
    kv.delete(&key(ticket)).await?;
    Ok(Some(user_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_ticket_opens_one_stream_only() {
        let kv = Kv::memory();
        let t = issue(&kv, "u1").await.unwrap();
        assert_eq!(redeem(&kv, &t).await.unwrap().as_deref(), Some("u1"));
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
