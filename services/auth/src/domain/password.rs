//! Argon2id password hashing, off the async runtime's worker threads.

use argon2::{
    Argon2,
    password_hash::{PasswordHasher, PasswordVerifier, phc::PasswordHash},
};

/// Hashes `password` with a fresh salt (PHC string).
pub async fn hash(password: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || {
        Argon2::default()
            .hash_password(password.as_bytes())
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("hashing password: {e}"))
    })
    .await?
}

/// Whether `password` matches the PHC `hash`; a malformed hash never matches.
pub async fn verify(password: String, hash: String) -> bool {
    tokio::task::spawn_blocking(move || {
        PasswordHash::new(&hash)
            .map(|parsed| {
                Argon2::default()
                    .verify_password(password.as_bytes(), &parsed)
                    .is_ok()
            })
            .unwrap_or(false)
    })
    .await
    .unwrap_or(false)
}

/// A real hash of a random secret: verifying an unknown email against it costs
/// the same as a real account, so accounts cannot be probed by timing.
pub fn decoy_hash() -> &'static str {
    static DECOY: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DECOY.get_or_init(|| {
        let secret = uuid::Uuid::new_v4().to_string();
        Argon2::default()
            .hash_password(secret.as_bytes())
            .map(|h| h.to_string())
            .unwrap_or_default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_verify_and_reject() {
        let h = hash("Demo-1234".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(verify("Demo-1234".into(), h.clone()).await);
        assert!(!verify("demo-1234".into(), h).await);
        assert!(!verify("x".into(), decoy_hash().to_owned()).await);
    }
}
