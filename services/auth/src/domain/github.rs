//! Sign-in with GitHub (OAuth 2, not OpenID Connect): the authorization URL,
//! the code exchange, then `GET /user` and `GET /user/emails` for the account
//! and a verified email. The answer is shaped like an ID token's claims so
//! the account is matched exactly as an OIDC sign-in's (ADR 23).

use serde::Deserialize;

use super::{AuthError, oidc::IdClaims};
use crate::config::GithubSettings;

/// The issuer recorded for linked GitHub identities.
pub const GITHUB_ISSUER: &str = "https://github.com";

fn failed(what: impl std::fmt::Display) -> AuthError {
    AuthError::OidcFailed(format!("GitHub: {what}"))
}

#[derive(Deserialize)]
struct TokenResponse {
    access_token: Option<String>,
    error: Option<String>,
}

#[derive(Deserialize)]
struct GithubUser {
    id: i64,
    login: String,
    name: Option<String>,
}

#[derive(Deserialize)]
struct GithubEmail {
    email: String,
    primary: bool,
    verified: bool,
}

pub struct GithubClient {
    pub settings: GithubSettings,
    http: reqwest::Client,
}

impl GithubClient {
    pub fn new(settings: GithubSettings) -> Self {
        let http = reqwest::Client::builder()
            .timeout(std::time::Duration::from_secs(10))
            .redirect(reqwest::redirect::Policy::none())
            .user_agent("RiskHub")
            .build()
            .expect("HTTP client builds");
        Self { settings, http }
    }

    /// Where to send the browser: GitHub's authorize page with our state.
    pub fn authorization_url(&self, state: &str) -> Result<String, AuthError> {
        let mut url = url::Url::parse(&format!("{}/login/oauth/authorize", self.settings.web_url))
            .map_err(failed)?;
        url.query_pairs_mut()
            .append_pair("client_id", &self.settings.client_id)
            .append_pair("redirect_uri", &self.settings.redirect_url)
            .append_pair("scope", "read:user user:email")
            .append_pair("state", state)
            .append_pair("allow_signup", "false");
        Ok(url.into())
    }

    /// Exchanges the code and reads the account and its verified email.
    pub async fn complete(&self, code: &str) -> Result<IdClaims, AuthError> {
        let form = [
            ("client_id", self.settings.client_id.as_str()),
            (
                "client_secret",
                self.settings.client_secret.expose().as_str(),
            ),
            ("code", code),
            ("redirect_uri", self.settings.redirect_url.as_str()),
        ];
        let token: TokenResponse = self
            .http
            .post(format!(
                "{}/login/oauth/access_token",
                self.settings.web_url
            ))
            .header(reqwest::header::ACCEPT, "application/json")
            .form(&form)
            .send()
            .await
            .map_err(failed)?
            .error_for_status()
            .map_err(failed)?
            .json()
            .await
            .map_err(failed)?;
        let access = token
            .access_token
            .ok_or_else(|| failed(token.error.unwrap_or_else(|| "no access token".into())))?;
        let user: GithubUser = self.api(&access, "/user").await?;
        let emails: Vec<GithubEmail> = self.api(&access, "/user/emails").await?;
        let email = pick_email(&emails);
        Ok(IdClaims {
            sub: user.id.to_string(),
            email_verified: Some(email.is_some()),
            email: email.map(str::to_owned),
            name: user.name.filter(|n| !n.trim().is_empty()),
            preferred_username: Some(user.login),
            nonce: None,
            other: Default::default(),
        })
    }

    async fn api<T: serde::de::DeserializeOwned>(
        &self,
        access: &str,
        path: &str,
    ) -> Result<T, AuthError> {
        self.http
            .get(format!("{}{path}", self.settings.api_url))
            .bearer_auth(access)
            .header(reqwest::header::ACCEPT, "application/vnd.github+json")
            .send()
            .await
            .map_err(failed)?
            .error_for_status()
            .map_err(failed)?
            .json()
            .await
            .map_err(failed)
    }
}

/// The primary email if verified, else any verified one; never an unverified one.
fn pick_email(emails: &[GithubEmail]) -> Option<&str> {
    emails
        .iter()
        .find(|e| e.primary && e.verified)
        .or_else(|| emails.iter().find(|e| e.verified))
        .map(|e| e.email.as_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings() -> GithubSettings {
        GithubSettings {
            client_id: "gh-client".into(),
            client_secret: platform::config::Secret::new(String::from("s")),
            redirect_url: "https://grc.example.com/api/auth/oidc/callback".into(),
            web_url: "https://github.com".into(),
            api_url: "https://api.github.com".into(),
        }
    }

    #[test]
    fn the_authorization_url_names_the_client_the_callback_the_scopes_and_the_state() {
        let url = GithubClient::new(settings())
            .authorization_url("github.abc")
            .unwrap();
        let parsed = url::Url::parse(&url).unwrap();
        assert_eq!(parsed.host_str(), Some("github.com"));
        assert_eq!(parsed.path(), "/login/oauth/authorize");
        let q: std::collections::HashMap<_, _> = parsed.query_pairs().into_owned().collect();
        assert_eq!(q["client_id"], "gh-client");
        assert_eq!(
            q["redirect_uri"],
            "https://grc.example.com/api/auth/oidc/callback"
        );
        assert_eq!(q["scope"], "read:user user:email");
        assert_eq!(q["state"], "github.abc");
    }

    #[test]
    fn only_a_verified_email_is_used() {
        let e = |email: &str, primary, verified| GithubEmail {
            email: email.into(),
            primary,
            verified,
        };
        assert_eq!(
            pick_email(&[e("a@x.io", true, false), e("b@x.io", false, true)]),
            Some("b@x.io")
        );
        assert_eq!(
            pick_email(&[e("b@x.io", false, true), e("a@x.io", true, true)]),
            Some("a@x.io")
        );
        assert_eq!(pick_email(&[e("a@x.io", true, false)]), None);
    }
}
