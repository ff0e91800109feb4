//! Signing in and out: password sign-in, registration, single sign-on,
//! rotating refresh tokens, access-token renewal and ending one's sessions.
//! Each change is committed with its audit event.

use std::collections::HashMap;

use chrono::{Duration as ChronoDuration, Utc};
use platform::{events::AuditEvent, grpc::Caller, kv::keys, outbox};

use crate::{
    domain::{
        AuthError,
        context::{AuthContext, AuthResult, SERVICE},
        normalize_email,
        oidc::{IdClaims, OidcClient, random_token},
        password::{self, decoy_hash},
        permissions,
        profile::DEFAULT_LANGUAGE,
        tokens::{hash_refresh_token, new_refresh_token},
        validate_login, validate_registration,
    },
    store::{self, entities::user},
};

/// Where a request came from, as the gateway saw it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ClientInfo {
    pub source_ip: String,
    pub user_agent: String,
    pub request_id: String,
}

impl ClientInfo {
    /// The client info sent, with the caller's (the gateway's view) filling
    /// what is missing.
    pub fn or_caller(client: Option<ClientInfo>, caller: &Caller) -> ClientInfo {
        let mut c = client.unwrap_or_default();
        if c.source_ip.is_empty() {
            c.source_ip = caller.source_ip.clone();
        }
        if c.request_id.is_empty() {
            c.request_id = caller.request_id.clone();
        }
        c
    }
}

/// An open session: the user, their permissions and both tokens.
#[derive(Clone, Debug)]
pub struct Session {
    pub user: user::Model,
    pub permissions: HashMap<String, bool>,
    pub access_token: String,
    pub refresh_token: String,
    /// Unix seconds.
    pub access_expires_at: i64,
    /// Unix seconds.
    pub refresh_expires_at: i64,
    pub session_id: String,
}

/// A password sign-in.
#[derive(Clone, Debug)]
pub struct Login {
    pub email: String,
    pub password: String,
    /// Keep the session for the long refresh lifetime.
    pub remember: bool,
    pub client: Option<ClientInfo>,
}

/// A self-registration.
#[derive(Clone, Debug)]
pub struct Registration {
    pub email: String,
    pub password: String,
    pub name: String,
    pub client: Option<ClientInfo>,
}

/// A sign-out of one session.
#[derive(Clone, Debug)]
pub struct Logout {
    pub session_id: String,
    pub client: Option<ClientInfo>,
}

/// The provider's answer at the end of a single sign-on.
#[derive(Clone, Debug)]
pub struct OidcCallback {
    pub code: String,
    pub state: String,
    pub client: Option<ClientInfo>,
}

/// Where to send the browser to sign in with the provider.
#[derive(Clone, Debug)]
pub struct OidcStart {
    pub authorization_url: String,
    pub state: String,
}

/// A fresh access token for a still valid one.
#[derive(Clone, Debug)]
pub struct Renewed {
    pub user: user::Model,
    pub access_token: String,
}

/// The public keys that verify access tokens, and their issuer.
#[derive(Clone, Debug)]
pub struct Jwks {
    pub jwks_json: String,
    pub issuer: String,
}

impl AuthContext {
    /// Opens a session (row + audit event in one transaction) and issues tokens.
    async fn open_session(
        &self,
        u: &user::Model,
        remember: bool,
        client: &ClientInfo,
        caller: &Caller,
        action: &str,
    ) -> AuthResult<Session> {
        let refresh = new_refresh_token();
        let expires_at = self.refresh_expiry(remember, Utc::now());
        let txn = platform::db::begin_write(&self.db).await?;
        let sid = store::insert_session(
            &txn,
            store::NewSession {
                user_id: &u.id,
                refresh_hash: &hash_refresh_token(&refresh),
                remember,
                user_agent: &client.user_agent,
                source_ip: &client.source_ip,
                expires_at,
            },
        )
        .await?;
        let event = AuditEvent::new(SERVICE, "session", &sid, action)
            .caller(caller)
            .actor(&u.id, &u.name)
            .request(&caller.request_id, &client.source_ip)
            .changes(
                serde_json::Value::Null,
                serde_json::json!({ "email": u.email, "remember": remember, "user_agent": client.user_agent }),
            );
        outbox::record(&txn, &event).await?;
        txn.commit().await?;
        self.relay.wake();
        let (access, access_exp) = self.issue_access(u, &sid)?;
        Ok(Session {
            user: u.clone(),
            permissions: self.permissions_of(&u.role).await?,
            access_token: access,
            refresh_token: refresh,
            access_expires_at: access_exp,
            refresh_expires_at: expires_at.timestamp(),
            session_id: sid,
        })
    }

    /// Signs in with email and password (audited as `login_succeeded` or
    /// `login_failed`), throttled per account and address.
    pub async fn login(&self, r: Login, caller: &Caller) -> AuthResult<Session> {
        let Login {
            email,
            password,
            remember,
            client,
        } = r;
        validate_login(&email, &password)?;
        let client = ClientInfo::or_caller(client, caller);
        let email = normalize_email(&email);
        // Counted before the password is checked: parallel guesses cannot pass the limit.
        self.throttle
            .begin_sign_in(&email, &client.source_ip)
            .await?;
        let found = store::user_by_email(&self.db, &email).await?;
        let hash = found
            .as_ref()
            .map(|u| u.password_hash.clone())
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| decoy_hash().to_owned());
        let matches = password::verify(password, hash).await;
        let user = match found {
            Some(u) if matches => u,
            other => {
                let (id, name) = other
                    .map(|u| (u.id, u.name))
                    .unwrap_or_else(|| (String::new(), email.clone()));
                self.record(
                    AuditEvent::new(SERVICE, "session", "", "login_failed")
                        .caller(caller)
                        .actor(&id, &name)
                        .request(&caller.request_id, &client.source_ip)
                        .changes(
                            serde_json::Value::Null,
                            serde_json::json!({ "email": email, "reason": "invalid_credentials" }),
                        ),
                )
                .await?;
                return Err(AuthError::InvalidCredentials);
            }
        };
        if user.status != "active" {
            self.record(
                AuditEvent::new(SERVICE, "session", "", "login_failed")
                    .caller(caller)
                    .actor(&user.id, &user.name)
                    .request(&caller.request_id, &client.source_ip)
                    .changes(
                        serde_json::Value::Null,
                        serde_json::json!({ "email": email, "reason": "account_inactive" }),
                    ),
            )
            .await?;
            return Err(AuthError::AccountInactive);
        }
        self.throttle
            .sign_in_succeeded(&email, &client.source_ip)
            .await;
        self.open_session(&user, remember, &client, caller, "login_succeeded")
            .await
    }

    /// Trades a refresh token for a new pair; a replayed (already rotated)
    /// token ends its session.
    pub async fn refresh(&self, refresh_token: &str, caller: &Caller) -> AuthResult<Session> {
        if refresh_token.is_empty() {
            return Err(AuthError::SessionInvalid);
        }
        let hash = hash_refresh_token(refresh_token);
        let Some(session) = store::session_by_refresh_hash(&self.db, &hash).await? else {
            // A token that was already rotated away is being replayed: end that session.
            if let Some(stolen) = store::session_by_previous_hash(&self.db, &hash).await? {
                let txn = platform::db::begin_write(&self.db).await?;
                store::revoke_session(&txn, &stolen.id).await?;
                outbox::record(
                    &txn,
                    &AuditEvent::new(SERVICE, "session", &stolen.id, "refresh_reuse_detected")
                        .caller(caller)
                        .actor(&stolen.user_id, ""),
                )
                .await?;
                txn.commit().await?;
                self.relay.wake();
            }
            return Err(AuthError::SessionInvalid);
        };
        let now = Utc::now();
        if session.revoked_at.is_some()
            || session.expires_at <= now
            || self.session_deadline(session.created_at) <= now
        {
            return Err(AuthError::SessionInvalid);
        }
        let user = store::user_by_id(&self.db, &session.user_id)
            .await?
            .filter(|u| u.status == "active")
            .ok_or(AuthError::SessionInvalid)?;
        let refresh = new_refresh_token();
        let expires_at = self.refresh_expiry(session.remember, session.created_at);
        store::rotate_session(
            &self.db,
            &session,
            &hash_refresh_token(&refresh),
            expires_at,
        )
        .await?;
        // A locked session stays locked across refreshes (and restarts).
        self.republish_lock_if_locked(&session.id).await?;
        let (access, access_exp) = self.issue_access(&user, &session.id)?;
        Ok(Session {
            permissions: self.permissions_of(&user.role).await?,
            user,
            access_token: access,
            refresh_token: refresh,
            access_expires_at: access_exp,
            refresh_expires_at: expires_at.timestamp(),
            session_id: session.id,
        })
    }

    /// Ends one session (audited as `logout`); an unknown or ended one is no error.
    pub async fn logout(&self, r: Logout, caller: &Caller) -> AuthResult<()> {
        let Logout { session_id, client } = r;
        let Some(session) = store::session_by_id(&self.db, &session_id).await? else {
            return Ok(());
        };
        if session.revoked_at.is_some() {
            return Ok(());
        }
        let client = ClientInfo::or_caller(client, caller);
        let name = store::user_by_id(&self.db, &session.user_id)
            .await?
            .map(|u| u.name)
            .unwrap_or_default();
        let txn = platform::db::begin_write(&self.db).await?;
        store::revoke_session(&txn, &session.id).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "session", &session.id, "logout")
                .caller(caller)
                .actor(&session.user_id, &name)
                .request(&caller.request_id, &client.source_ip),
        )
        .await?;
        txn.commit().await?;
        self.relay.wake();
        Ok(())
    }

    /// Creates an account without rights (when self-registration is on),
    /// throttled per address, and signs it in.
    pub async fn register(&self, r: Registration, caller: &Caller) -> AuthResult<Session> {
        let Registration {
            email,
            password,
            name,
            client,
        } = r;
        if !self.config.allow_registration {
            return Err(AuthError::RegistrationClosed);
        }
        let client = ClientInfo::or_caller(client, caller);
        if !client.source_ip.is_empty() {
            self.throttle_hit(
                &format!("register:ip:{}", client.source_ip),
                self.config.registration_max_per_ip,
                self.config.registration_window,
            )
            .await?;
        }
        validate_registration(&email, &password, &name)?;
        let email = normalize_email(&email);
        if store::user_by_email(&self.db, &email).await?.is_some() {
            return Err(AuthError::EmailTaken);
        }
        let hash = password::hash(password).await?;
        let txn = platform::db::begin_write(&self.db).await?;
        let user = match store::insert_user(
            &txn,
            store::NewUser {
                id: None,
                email: &email,
                name: name.trim(),
                password_hash: &hash,
                // No data until an administrator gives the account a role.
                role: permissions::REGISTERED_ROLE,
                language: DEFAULT_LANGUAGE,
            },
        )
        .await
        {
            Ok(u) => u,
            // Lost a race with another registration of the same email.
            Err(e) if e.to_string().to_lowercase().contains("unique") => {
                return Err(AuthError::EmailTaken);
            }
            Err(e) => return Err(e.into()),
        };
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "user", &user.id, "registered")
                .caller(caller)
                .actor(&user.id, &user.name)
                .request(&caller.request_id, &client.source_ip)
                .changes(
                    serde_json::Value::Null,
                    serde_json::json!({ "email": user.email, "name": user.name, "role": user.role }),
                ),
        )
        .await?;
        txn.commit().await?;
        self.open_session(&user, false, &client, caller, "login_succeeded")
            .await
    }

    /// Any user by id.
    pub async fn user(&self, id: &str) -> AuthResult<user::Model> {
        self.load_user(id).await
    }

    /// The signing keys as a JWKS document, and the issuer.
    pub fn jwks(&self) -> Jwks {
        Jwks {
            jwks_json: self.keys.jwks_json(),
            issuer: self.keys.issuer().to_owned(),
        }
    }

    /// Whether single sign-on is configured.
    pub fn oidc_enabled(&self) -> bool {
        self.oidc.is_some()
    }

    fn oidc(&self) -> AuthResult<&OidcClient> {
        self.oidc.as_deref().ok_or(AuthError::OidcDisabled)
    }

    /// Begins a single sign-on with `provider` (empty or `oidc`: the generic
    /// one; `google`, `github`: the presets): a state (prefixed with the
    /// preset's id, so the callback knows it), a nonce and a PKCE verifier
    /// kept for the callback, and the provider's URL.
    pub async fn oidc_start(&self, provider: &str) -> AuthResult<OidcStart> {
        let (nonce, verifier) = (random_token(16), random_token(48));
        let url_and_state = match provider {
            "" | "oidc" => {
                let state = random_token(32);
                let url = self
                    .oidc()?
                    .authorization_url(&state, &nonce, &verifier)
                    .await?;
                (url, state)
            }
            "google" => {
                let google = self.google.as_deref().ok_or(AuthError::OidcDisabled)?;
                let state = format!("google.{}", random_token(32));
                let url = google.authorization_url(&state, &nonce, &verifier).await?;
                (url, state)
            }
            "github" => {
                let github = self.github.as_deref().ok_or(AuthError::OidcDisabled)?;
                let state = format!("github.{}", random_token(32));
                (github.authorization_url(&state)?, state)
            }
            _ => return Err(AuthError::OidcDisabled),
        };
        let (url, state) = url_and_state;
        store::insert_oidc_state(&self.db, &state, &verifier, &nonce).await?;
        Ok(OidcStart {
            authorization_url: url,
            state,
        })
    }

    /// Completes a single sign-on and opens a session for the linked (or
    /// new) user; with a group mapping the provider decides the role.
    pub async fn oidc_callback(&self, r: OidcCallback, caller: &Caller) -> AuthResult<Session> {
        let OidcCallback {
            code,
            state,
            client,
        } = r;
        // The state says which provider began the sign-in (see oidc_start).
        let preset = match state.split_once('.') {
            Some(("google", _)) => Some("google"),
            Some(("github", _)) => Some("github"),
            _ => None,
        };
        let generic = if preset.is_none() {
            Some(self.oidc()?)
        } else {
            None
        };
        let client = ClientInfo::or_caller(client, caller);
        let (verifier, nonce) =
            store::take_oidc_state(&self.db, &state, ChronoDuration::minutes(10))
                .await?
                .ok_or_else(|| AuthError::OidcFailed("unknown or expired state".into()))?;
        let (claims, issuer) = match (preset, generic) {
            (_, Some(oidc)) => (
                oidc.complete(&code, &verifier, &nonce).await?,
                oidc.settings.issuer.clone(),
            ),
            (Some("google"), None) => {
                let google = self.google.as_deref().ok_or(AuthError::OidcDisabled)?;
                (
                    google.complete(&code, &verifier, &nonce).await?,
                    google.settings.issuer.clone(),
                )
            }
            _ => {
                let github = self.github.as_deref().ok_or(AuthError::OidcDisabled)?;
                (
                    github.complete(&code).await?,
                    crate::domain::github::GITHUB_ISSUER.to_owned(),
                )
            }
        };
        let mut user = match store::user_by_identity(&self.db, &issuer, &claims.sub).await? {
            Some(u) => u,
            None => {
                self.link_or_create(&claims, &issuer, generic.is_some(), caller, &client)
                    .await?
            }
        };
        // With a group mapping, the provider decides the role at every sign-in.
        if let Some(oidc) = generic
            && !oidc.settings.role_map.is_empty()
        {
            let role = oidc
                .settings
                .role_for(&claims.groups(&oidc.settings.groups_claim));
            if role != user.role {
                let before = user.clone();
                user.role = role;
                let txn = platform::db::begin_write(&self.db).await?;
                user = store::save_user(&txn, &user).await?;
                outbox::record(
                    &txn,
                    &AuditEvent::new(SERVICE, "user", &user.id, "role_mapped_by_sso")
                        .caller(caller)
                        .actor(&user.id, &user.name)
                        .changes(
                            serde_json::json!({ "role": before.role }),
                            serde_json::json!({ "role": user.role }),
                        ),
                )
                .await?;
                txn.commit().await?;
                self.relay.wake();
            }
        }
        if user.status != "active" {
            return Err(AuthError::AccountInactive);
        }
        self.open_session(&user, false, &client, caller, "login_succeeded")
            .await
    }

    /// First sign-in of a provider account: link it to the user with the same
    /// (verified) email, or create a least-privileged user. A public preset
    /// (Google, GitHub: anyone has an account there) creates accounts only when
    /// self-registration is on, with the role `registered`.
    async fn link_or_create(
        &self,
        claims: &IdClaims,
        issuer: &str,
        generic: bool,
        caller: &Caller,
        client: &ClientInfo,
    ) -> AuthResult<user::Model> {
        let email = claims
            .email
            .as_deref()
            .map(normalize_email)
            .filter(|e| !e.is_empty())
            .ok_or_else(|| AuthError::OidcFailed("the provider sent no email".into()))?;
        // Only an email the provider vouches for may name (or claim) an account.
        if claims.email_verified != Some(true) {
            tracing::warn!(issuer, "SSO sign-in refused: email_verified is not true");
            return Err(AuthError::OidcEmailUnverified);
        }
        let txn = platform::db::begin_write(&self.db).await?;
        let (user, action) = match store::user_by_email(&txn, &email).await? {
            Some(u) => (u, "identity_linked"),
            None => {
                let name = claims
                    .name
                    .clone()
                    .or_else(|| claims.preferred_username.clone())
                    .unwrap_or_else(|| email.clone());
                let role = &if generic {
                    let settings = &self.oidc()?.settings;
                    settings.role_for(&claims.groups(&settings.groups_claim))
                } else if self.config.allow_registration {
                    permissions::REGISTERED_ROLE.to_owned()
                } else {
                    return Err(AuthError::RegistrationClosed);
                };
                let u = store::insert_user(
                    &txn,
                    store::NewUser {
                        id: None,
                        email: &email,
                        name: &name,
                        password_hash: "",
                        role,
                        language: DEFAULT_LANGUAGE,
                    },
                )
                .await?;
                (u, "created_by_sso")
            }
        };
        store::link_identity(&txn, issuer, &claims.sub, &user.id).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "user", &user.id, action)
                .caller(caller)
                .actor(&user.id, &user.name)
                .request(&caller.request_id, &client.source_ip)
                .changes(
                    serde_json::Value::Null,
                    serde_json::json!({ "email": user.email, "role": user.role, "issuer": issuer }),
                ),
        )
        .await?;
        txn.commit().await?;
        Ok(user)
    }

    /// A fresh access token for a still valid one of an open session,
    /// throttled per address. The session's refresh token must come with it
    /// (a stolen access token alone renews nothing), and the tokens it
    /// replaces are void from now on. An expired token is no credential (the
    /// rotating refresh cookie is the way back in).
    pub async fn renew(
        &self,
        access_token: &str,
        refresh_token: &str,
        caller: &Caller,
    ) -> AuthResult<Renewed> {
        if !caller.source_ip.is_empty() {
            self.throttle_hit(
                &format!("renew:ip:{}", caller.source_ip),
                self.config.renewal_max_per_ip,
                std::time::Duration::from_secs(60),
            )
            .await?;
        }
        let claims = self
            .keys
            .verify(access_token)
            .ok_or(AuthError::TokenInvalid)?;
        let now = Utc::now();
        let session = store::session_by_id(&self.db, &claims.sid)
            .await?
            .filter(|s| {
                s.revoked_at.is_none()
                    && s.expires_at > now
                    && self.session_deadline(s.created_at) > now
                    && !refresh_token.is_empty()
                    && s.refresh_hash == hash_refresh_token(refresh_token)
            })
            .ok_or(AuthError::TokenInvalid)?;
        // A token already replaced (or voided with all of the user's) is
        // refused here as the gateway refuses it.
        let voided = self
            .kv
            .get_many(&[
                keys::session_tokens_valid_from(&session.id),
                keys::tokens_valid_from(&session.user_id),
            ])
            .await
            .map_err(|e| AuthError::Internal(anyhow::anyhow!("reading voided tokens: {e}")))?;
        if voided
            .iter()
            .flatten()
            .filter_map(|from| from.parse::<i64>().ok())
            .any(|from| claims.iat_ms < from)
        {
            return Err(AuthError::TokenInvalid);
        }
        let user = store::user_by_id(&self.db, &session.user_id)
            .await?
            .filter(|u| u.status == "active")
            .ok_or(AuthError::TokenInvalid)?;
        // Void the session's earlier tokens first: the new one is issued
        // after this millisecond. Without the record, no new token either.
        let from = Utc::now().timestamp_millis().to_string();
        let ttl = self.config.access_ttl + std::time::Duration::from_secs(60);
        self.kv
            .set(&keys::session_tokens_valid_from(&session.id), &from, ttl)
            .await
            .map_err(|e| {
                AuthError::Internal(anyhow::anyhow!("recording the replaced tokens: {e}"))
            })?;
        let (access, _) = self.issue_access(&user, &session.id)?;
        Ok(Renewed {
            user,
            access_token: access,
        })
    }

    /// The caller signs out everywhere: every session ends, this one included
    /// (audited as `sessions_revoked`). Answers how many ended.
    pub async fn revoke_all_sessions(
        &self,
        caller: &Caller,
        client: Option<ClientInfo>,
    ) -> AuthResult<u32> {
        if caller.user_id.is_empty() {
            return Err(AuthError::Forbidden);
        }
        let ended = self.end_sessions(&caller.user_id, None).await?;
        let source_ip = client
            .map(|c| c.source_ip)
            .filter(|ip| !ip.is_empty())
            .unwrap_or_else(|| caller.source_ip.clone());
        outbox::record(
            &self.db,
            &AuditEvent::new(SERVICE, "user", &caller.user_id, "sessions_revoked")
                .caller(caller)
                .request(&caller.request_id, &source_ip)
                .changes(
                    serde_json::Value::Null,
                    serde_json::json!({ "sessions": ended.len() }),
                ),
        )
        .await?;
        self.relay.wake();
        Ok(ended.len() as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gateways_view_fills_what_the_client_info_lacks() {
        let caller = Caller {
            source_ip: "10.0.0.1".into(),
            request_id: "r1".into(),
            ..Default::default()
        };
        let sent = ClientInfo {
            user_agent: "ua".into(),
            ..Default::default()
        };
        let c = ClientInfo::or_caller(Some(sent), &caller);
        assert_eq!(
            (
                c.source_ip.as_str(),
                c.user_agent.as_str(),
                c.request_id.as_str()
            ),
            ("10.0.0.1", "ua", "r1")
        );
        let own = ClientInfo {
            source_ip: "192.0.2.7".into(),
            ..Default::default()
        };
        assert_eq!(
            ClientInfo::or_caller(Some(own), &caller).source_ip,
            "192.0.2.7"
        );
    }
}
