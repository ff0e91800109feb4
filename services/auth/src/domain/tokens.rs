//! Tokens: EdDSA-signed access JWTs (public key published as a JWKS) and
//! opaque refresh tokens of which only a SHA-256 hash is stored.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use ed25519_dalek::{
    SigningKey,
    pkcs8::{DecodePrivateKey, EncodePrivateKey, spki::der::pem::LineEnding},
};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::path::Path;

/// Claims of an access token.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Claims {
    pub iss: String,
    /// User id.
    pub sub: String,
    /// Session id: revoking the session revokes the token.
    pub sid: String,
    pub name: String,
    pub email: String,
    pub role: String,
    /// The user must change the password an administrator set before anything else.
    #[serde(default)]
    pub pwd: bool,
    pub iat: i64,
    /// Issue time in milliseconds: a cut-off (role change, deactivation) must
    /// void tokens issued earlier in the same second.
    #[serde(default)]
    pub iat_ms: i64,
    pub exp: i64,
    pub jti: String,
}

/// The signing key and what verifiers need to know about it.
pub struct KeyPair {
    encoding: EncodingKey,
    decoding: DecodingKey,
    kid: String,
    public_x: String,
    issuer: String,
}

impl KeyPair {
    /// Loads the key from inline PEM, or from `file`, generating the file
    /// (mode 0600) when it does not exist.
    pub fn load_or_generate(
        inline: Option<&str>,
        file: &str,
        issuer: &str,
    ) -> anyhow::Result<Self> {
        let signing = match inline {
            Some(pem) => SigningKey::from_pkcs8_pem(pem).map_err(|e| {
                anyhow::anyhow!("JWT_PRIVATE_KEY is not an Ed25519 PKCS#8 PEM: {e}")
            })?,
            None if Path::new(file).exists() => {
                let pem = std::fs::read_to_string(file)?;
                SigningKey::from_pkcs8_pem(&pem)
                    .map_err(|e| anyhow::anyhow!("{file} is not an Ed25519 PKCS#8 PEM: {e}"))?
            }
            None => match write_private(file, &generate())? {
                // Another replica created it first: everyone uses that one.
                Created::No => {
                    let pem = std::fs::read_to_string(file)?;
                    SigningKey::from_pkcs8_pem(&pem)
                        .map_err(|e| anyhow::anyhow!("{file} is not an Ed25519 PKCS#8 PEM: {e}"))?
                }
                Created::Yes(key) => {
                    tracing::info!(file, "generated a new JWT signing key");
                    *key
                }
            },
        };
        Self::from_signing_key(&signing, issuer)
    }

    pub fn from_signing_key(signing: &SigningKey, issuer: &str) -> anyhow::Result<Self> {
        let der = signing
            .to_pkcs8_der()
            .map_err(|e| anyhow::anyhow!("encoding key: {e}"))?;
        let public = signing.verifying_key().to_bytes();
        let public_x = URL_SAFE_NO_PAD.encode(public);
        let kid = hex(&Sha256::digest(public)[..8]);
        Ok(Self {
            encoding: EncodingKey::from_ed_der(der.as_bytes()),
            decoding: DecodingKey::from_ed_components(&public_x)?,
            kid,
            public_x,
            issuer: issuer.to_owned(),
        })
    }

    pub fn issuer(&self) -> &str {
        &self.issuer
    }

    /// Signs `claims` (EdDSA, with this key's `kid`).
    pub fn sign(&self, claims: &Claims) -> anyhow::Result<String> {
        let mut header = Header::new(Algorithm::EdDSA);
        header.kid = Some(self.kid.clone());
        Ok(jsonwebtoken::encode(&header, claims, &self.encoding)?)
    }

    /// Verifies signature, issuer and expiry (an expired token never passes).
    pub fn verify(&self, token: &str) -> Option<Claims> {
        let mut v = Validation::new(Algorithm::EdDSA);
        v.set_issuer(&[&self.issuer]);
        v.validate_exp = true;
        v.leeway = 5;
        jsonwebtoken::decode::<Claims>(token, &self.decoding, &v)
            .ok()
            .map(|d| d.claims)
    }

    /// The JSON Web Key Set with the public key.
    pub fn jwks_json(&self) -> String {
        serde_json::json!({
            "keys": [{
                "kty": "OKP",
                "crv": "Ed25519",
                "x": self.public_x,
                "kid": self.kid,
                "alg": "EdDSA",
                "use": "sig",
            }]
        })
        .to_string()
    }
}

fn generate() -> SigningKey {
    let mut seed = [0u8; 32];
    getrandom::getrandom(&mut seed).expect("the OS random source works");
    SigningKey::from_bytes(&seed)
}

enum Created {
    Yes(Box<SigningKey>),
    No,
}

/// Writes the key to a private temporary file, then links it into place, so
/// readers never see half a key and of two replicas racing only one wins.
fn write_private(file: &str, key: &SigningKey) -> anyhow::Result<Created> {
    let pem = key
        .to_pkcs8_pem(LineEnding::LF)
        .map_err(|e| anyhow::anyhow!("encoding key: {e}"))?;
    if let Some(dir) = Path::new(file).parent()
        && !dir.as_os_str().is_empty()
    {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = format!("{file}.{}.tmp", uuid::Uuid::new_v4());
    let mut opts = std::fs::OpenOptions::new();
    opts.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut opts, 0o600);
    use std::io::Write;
    {
        let mut f = opts.open(&tmp)?;
        f.write_all(pem.as_bytes())?;
        f.sync_all()?;
    }
    // hard_link fails if the target exists: an atomic "create if absent".
    let linked = std::fs::hard_link(&tmp, file);
    let _ = std::fs::remove_file(&tmp);
    match linked {
        Ok(()) => Ok(Created::Yes(Box::new(key.clone()))),
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(Created::No),
        Err(e) => Err(e.into()),
    }
}

/// A new opaque refresh token (256 random bits).
pub fn new_refresh_token() -> String {
    let mut bytes = [0u8; 32];
    getrandom::getrandom(&mut bytes).expect("the OS random source works");
    URL_SAFE_NO_PAD.encode(bytes)
}

/// What is stored instead of the refresh token.
pub fn hash_refresh_token(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn claims(exp_offset: i64) -> Claims {
        let now = chrono::Utc::now().timestamp();
        Claims {
            iss: "riskhub".into(),
            sub: "u1".into(),
            sid: "s1".into(),
            name: "Ann".into(),
            email: "a@b.c".into(),
            role: "admin".into(),
            pwd: false,
            iat: now,
            iat_ms: now * 1000,
            exp: now + exp_offset,
            jti: "j".into(),
        }
    }

    #[test]
    fn signs_and_verifies_and_rejects_tampering() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("k.pem");
        let keys = KeyPair::load_or_generate(None, file.to_str().unwrap(), "riskhub").unwrap();
        let token = keys.sign(&claims(60)).unwrap();
        assert_eq!(keys.verify(&token).unwrap().sub, "u1");
        let mut tampered = token.clone();
        tampered.push('x');
        assert!(keys.verify(&tampered).is_none());
        // The same file gives the same key on the next start.
        let again = KeyPair::load_or_generate(None, file.to_str().unwrap(), "riskhub").unwrap();
        assert!(again.verify(&token).is_some());
    }

    #[test]
    fn replicas_generating_at_once_end_up_with_one_key() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("k.pem").to_string_lossy().into_owned();
        let handles: Vec<_> = (0..8)
            .map(|_| {
                let file = file.clone();
                std::thread::spawn(move || {
                    KeyPair::load_or_generate(None, &file, "riskhub")
                        .unwrap()
                        .jwks_json()
                })
            })
            .collect();
        let jwks: Vec<String> = handles.into_iter().map(|h| h.join().unwrap()).collect();
        assert!(
            jwks.windows(2).all(|w| w[0] == w[1]),
            "all replicas share one key"
        );
        // No temporary files are left behind.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn expired_tokens_never_pass() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("k.pem");
        let keys = KeyPair::load_or_generate(None, file.to_str().unwrap(), "riskhub").unwrap();
        let token = keys.sign(&claims(-3600)).unwrap();
        assert!(keys.verify(&token).is_none());
    }

    #[test]
    fn jwks_has_the_okp_key() {
        let keys = KeyPair::from_signing_key(&generate(), "riskhub").unwrap();
        let v: serde_json::Value = serde_json::from_str(&keys.jwks_json()).unwrap();
        assert_eq!(v["keys"][0]["kty"], "OKP");
        assert_eq!(v["keys"][0]["crv"], "Ed25519");
    }

    #[test]
    fn refresh_tokens_are_random_and_hashed() {
        let a = new_refresh_token();
        assert_ne!(a, new_refresh_token());
        assert_eq!(hash_refresh_token(&a).len(), 64);
    }
}
