//! OpenID Connect authorization code flow with PKCE (RFC 7636): discovery,
//! the authorization URL, the code exchange and ID-token verification.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use jsonwebtoken::{Algorithm, DecodingKey, Validation, jwk::JwkSet};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use tokio::sync::RwLock;

use super::AuthError;
use crate::config::OidcSettings;

/// What the provider publishes at `/.well-known/openid-configuration`.
#[derive(Clone, Debug, Deserialize)]
pub struct Discovery {
    pub issuer: String,
    pub authorization_endpoint: String,
    pub token_endpoint: String,
    pub jwks_uri: String,
}

/// The ID-token claims we use.
#[derive(Clone, Debug, Deserialize)]
pub struct IdClaims {
    pub sub: String,
    #[serde(default)]
    pub email: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub preferred_username: Option<String>,
    #[serde(default)]
    pub nonce: Option<String>,
    #[serde(default)]
    pub email_verified: Option<bool>,
    /// Every claim, for the configurable groups claim.
    #[serde(flatten)]
    pub other: std::collections::HashMap<String, serde_json::Value>,
}

impl IdClaims {
    /// The groups listed in `claim` (an array of strings, or one string).
    pub fn groups(&self, claim: &str) -> Vec<String> {
        match self.other.get(claim) {
            Some(serde_json::Value::Array(items)) => items
                .iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect(),
            Some(serde_json::Value::String(s)) => vec![s.clone()],
            _ => Vec::new(),
        }
    }
}

#[derive(Deserialize)]
struct TokenResponse {
    id_token: String,
}

/// Random URL-safe text of `bytes` bytes of entropy.
pub fn random_token(bytes: usize) -> String {
    let mut buf = vec![0u8; bytes];
    getrandom::getrandom(&mut buf).expect("the OS random source works");
    URL_SAFE_NO_PAD.encode(buf)
}

/// The S256 PKCE challenge of `verifier`.
pub fn pkce_challenge(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

fn failed(what: impl std::fmt::Display) -> AuthError {
    AuthError::OidcFailed(what.to_string())
}

/// Sends `req` and decodes a successful JSON answer.
async fn fetch_json<T: serde::de::DeserializeOwned>(
    req: reqwest::RequestBuilder,
) -> Result<T, AuthError> {
    req.send()
        .await
        .and_then(reqwest::Response::error_for_status)
        .map_err(failed)?
        .json()
        .await
        .map_err(failed)
}

pub struct OidcClient {
    pub settings: OidcSettings,
    http: reqwest::Client,
    discovery: RwLock<Option<Discovery>>,
}

impl OidcClient {
    pub fn new(settings: OidcSettings) -> Self {
        let http = reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(10))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .expect("HTTP client builds");
        Self {
            settings,
            http,
            discovery: RwLock::new(None),
        }
    }

    /// The provider's endpoints, fetched once.
    pub async fn discovery(&self) -> Result<Discovery, AuthError> {
        if let Some(d) = self.discovery.read().await.clone() {
            return Ok(d);
        }
        let url = format!("{}/.well-known/openid-configuration", self.settings.issuer);
        let d: Discovery = fetch_json(self.http.get(&url)).await?;
        if d.issuer.trim_end_matches('/') != self.settings.issuer {
            return Err(failed(format!(
                "discovery issuer {} does not match {}",
                d.issuer, self.settings.issuer
            )));
        }
        *self.discovery.write().await = Some(d.clone());
        Ok(d)
    }

    /// The URL that starts the sign-in at the provider.
    pub async fn authorization_url(
        &self,
        state: &str,
        nonce: &str,
        verifier: &str,
    ) -> Result<String, AuthError> {
        let d = self.discovery().await?;
        let mut url = url::Url::parse(&d.authorization_endpoint).map_err(failed)?;
        url.query_pairs_mut()
            .append_pair("response_type", "code")
            .append_pair("client_id", &self.settings.client_id)
            .append_pair("redirect_uri", &self.settings.redirect_url)
            .append_pair("scope", &self.settings.scopes)
            .append_pair("state", state)
            .append_pair("nonce", nonce)
            .append_pair("code_challenge", &pkce_challenge(verifier))
            .append_pair("code_challenge_method", "S256");
        Ok(url.into())
    }

    /// Exchanges the code (with the PKCE verifier) and verifies the ID token.
    pub async fn complete(
        &self,
        code: &str,
        verifier: &str,
        nonce: &str,
    ) -> Result<IdClaims, AuthError> {
        let d = self.discovery().await?;
        let mut form = vec![
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", self.settings.redirect_url.as_str()),
            ("client_id", self.settings.client_id.as_str()),
            ("code_verifier", verifier),
        ];
        if !self.settings.client_secret.expose().is_empty() {
            form.push((
                "client_secret",
                self.settings.client_secret.expose().as_str(),
            ));
        }
        let tokens: TokenResponse =
            fetch_json(self.http.post(&d.token_endpoint).form(&form)).await?;
        let claims = self.verify_id_token(&d, &tokens.id_token).await?;
        if claims.nonce.as_deref() != Some(nonce) {
            return Err(failed("ID token nonce does not match"));
        }
        Ok(claims)
    }

    async fn verify_id_token(&self, d: &Discovery, token: &str) -> Result<IdClaims, AuthError> {
        let header = jsonwebtoken::decode_header(token).map_err(failed)?;
        // Only asymmetric algorithms: an HMAC-signed token could be forged with public data.
        if !matches!(
            header.alg,
            Algorithm::RS256
                | Algorithm::RS384
                | Algorithm::RS512
                | Algorithm::PS256
                | Algorithm::ES256
                | Algorithm::ES384
                | Algorithm::EdDSA
        ) {
            return Err(failed(format!(
                "unsupported ID token algorithm {:?}",
                header.alg
            )));
        }
        let set: JwkSet = fetch_json(self.http.get(&d.jwks_uri)).await?;
        let jwk = match &header.kid {
            Some(kid) => set.find(kid),
            None => set.keys.first(),
        }
        .ok_or_else(|| failed("no provider key matches the ID token"))?;
        let key = DecodingKey::from_jwk(jwk).map_err(failed)?;
        let mut v = Validation::new(header.alg);
        v.set_audience(&[&self.settings.client_id]);
        v.set_issuer(&[&d.issuer]);
        v.leeway = 30;
        jsonwebtoken::decode::<IdClaims>(token, &key, &v)
            .map(|t| t.claims)
            .map_err(failed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pkce_challenge_matches_rfc7636_example() {
        // RFC 7636 appendix B.
        assert_eq!(
            pkce_challenge("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk"),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
    }

    #[test]
    fn random_tokens_differ() {
        assert_ne!(random_token(32), random_token(32));
        assert!(random_token(32).len() >= 43);
    }
}
