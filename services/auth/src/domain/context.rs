//! What every auth use case works with, and the steps they share: the
//! caller's permission check, tokens and session lifetimes, throttling,
//! ending sessions, and audit events through the outbox.

use std::{collections::HashMap, sync::Arc, time::Duration};

use chrono::{DateTime, Duration as ChronoDuration, Utc};
use platform::{bus::Relay, events::AuditEvent, grpc::Caller, kv::keys, outbox};
use sea_orm::DatabaseConnection;

use crate::{
    config::AuthConfig,
    domain::{
        AuthError,
        oidc::OidcClient,
        permissions,
        throttle::{Limit, Throttle},
        tokens::{Claims, KeyPair},
    },
    store::{self, entities::user},
};

/// The service name in audit events.
pub(crate) const SERVICE: &str = "auth";

pub(crate) type AuthResult<T> = Result<T, AuthError>;

/// The auth service's parts: the database, the signing keys, the throttle,
/// the outbox relay, the configuration, single sign-on and the shared
/// key-value store. The use cases are methods on it (`domain::sessions`,
/// `domain::admin`, `domain::profile_changes`).
pub struct AuthContext {
    pub(crate) db: DatabaseConnection,
    pub(crate) keys: Arc<KeyPair>,
    pub(crate) throttle: Throttle,
    pub(crate) relay: Relay,
    pub(crate) config: AuthConfig,
    pub(crate) oidc: Option<Arc<OidcClient>>,
    pub(crate) kv: platform::kv::Kv,
    /// The Google preset (OpenID Connect).
    pub(crate) google: Option<Arc<OidcClient>>,
    /// The GitHub preset (OAuth 2).
    pub(crate) github: Option<Arc<crate::domain::github::GithubClient>>,
    /// The user's in-app messages, for reset links when there is no mail server.
    pub(crate) inbox: Option<Arc<dyn crate::domain::inbox::Inbox>>,
}

impl AuthContext {
    pub fn new(
        db: DatabaseConnection,
        keys: Arc<KeyPair>,
        throttle: Throttle,
        relay: Relay,
        config: AuthConfig,
        kv: platform::kv::Kv,
    ) -> Self {
        let oidc = config.oidc.clone().map(|s| Arc::new(OidcClient::new(s)));
        let google = config.google.clone().map(|s| Arc::new(OidcClient::new(s)));
        let github = config
            .github
            .clone()
            .map(|s| Arc::new(crate::domain::github::GithubClient::new(s)));
        Self {
            google,
            github,
            db,
            keys,
            throttle,
            relay,
            config,
            oidc,
            kv,
            inbox: None,
        }
    }

    /// Leaves reset links in the users' in-app messages when no mail server
    /// is configured.
    pub fn with_inbox(mut self, inbox: Arc<dyn crate::domain::inbox::Inbox>) -> Self {
        self.inbox = Some(inbox);
        self
    }

    /// The permissions of `role`, each known permission on or off.
    pub async fn permissions_of(&self, role: &str) -> AuthResult<HashMap<String, bool>> {
        let granted = store::role_permissions(&self.db, role).await?;
        Ok(permissions::as_map(granted.iter().map(String::as_str)))
    }

    /// The caller must hold `permission` (checked against this service's own table).
    pub(crate) async fn require(&self, caller: &Caller, permission: &str) -> AuthResult<()> {
        if caller.user_id.is_empty() {
            return Err(AuthError::Forbidden);
        }
        let map = self.permissions_of(&caller.role).await?;
        if map.get(permission).copied().unwrap_or(false) {
            Ok(())
        } else {
            Err(AuthError::Forbidden)
        }
    }

    /// Whether the caller's role grants anything: a member of staff, not an
    /// account that registered itself and waits for a role.
    pub(crate) async fn is_member(&self, caller: &Caller) -> AuthResult<bool> {
        Ok(!store::role_permissions(&self.db, &caller.role)
            .await?
            .is_empty())
    }

    /// Whether the caller is an administrator, by the stored account (not
    /// the role a token names).
    pub(crate) async fn caller_is_admin(&self, caller: &Caller) -> AuthResult<bool> {
        Ok(store::user_by_id(&self.db, &caller.user_id)
            .await?
            .is_some_and(|u| u.role == "admin" && u.status == "active"))
    }

    pub(crate) async fn load_user(&self, id: &str) -> AuthResult<user::Model> {
        store::user_by_id(&self.db, id)
            .await?
            .ok_or(AuthError::NotFound)
    }

    /// A signed access token for `u` in session `sid`, and its expiry (Unix seconds).
    pub(crate) fn issue_access(&self, u: &user::Model, sid: &str) -> AuthResult<(String, i64)> {
        let now_ms = Utc::now().timestamp_millis();
        let now = now_ms / 1000;
        let exp = now + self.config.access_ttl.as_secs() as i64;
        let token = self.keys.sign(&Claims {
            iss: self.keys.issuer().to_owned(),
            sub: u.id.clone(),
            sid: sid.to_owned(),
            name: u.name.clone(),
            email: u.email.clone(),
            role: u.role.clone(),
            pwd: u.must_change_password,
            iat: now,
            iat_ms: now_ms,
            exp,
            jti: uuid::Uuid::new_v4().to_string(),
        })?;
        Ok((token, exp))
    }

    fn refresh_ttl(&self, remember: bool) -> ChronoDuration {
        let ttl = if remember {
            self.config.refresh_ttl
        } else {
            self.config.short_refresh_ttl
        };
        ChronoDuration::seconds(ttl.as_secs() as i64)
    }

    /// When a session opened at `created_at` ends, however often it is refreshed.
    pub(crate) fn session_deadline(&self, created_at: DateTime<Utc>) -> DateTime<Utc> {
        created_at + ChronoDuration::seconds(self.config.session_max_lifetime.as_secs() as i64)
    }

    /// The refresh token's expiry: its own lifetime, never past the session's end.
    pub(crate) fn refresh_expiry(
        &self,
        remember: bool,
        created_at: DateTime<Utc>,
    ) -> DateTime<Utc> {
        (Utc::now() + self.refresh_ttl(remember)).min(self.session_deadline(created_at))
    }

    /// Counts one call at `key` against `max` per `window` (429 past it).
    pub(crate) async fn throttle_hit(
        &self,
        key: &str,
        max: i64,
        window: Duration,
    ) -> AuthResult<()> {
        self.throttle.hit(key, max, window, Limit::Other).await
    }

    pub(crate) async fn throttle_clear(&self, key: &str) {
        self.throttle.clear(key).await;
    }

    /// Stores an event that accompanies no other change.
    pub(crate) async fn record(&self, event: AuditEvent) -> AuthResult<()> {
        outbox::record(&self.db, &event).await?;
        self.relay.wake();
        Ok(())
    }

    /// Refuses the user's access tokens issued before this millisecond (the
    /// gateway reads this); tokens refreshed from now on pass.
    pub(crate) async fn void_tokens(&self, user_id: &str) {
        let ttl = self.config.access_ttl + Duration::from_secs(60);
        let from = Utc::now().timestamp_millis().to_string();
        if let Err(e) = self
            .kv
            .set(&keys::tokens_valid_from(user_id), &from, ttl)
            .await
        {
            tracing::warn!(error = %e, "could not void tokens; they expire on their own");
        }
    }

    /// Ends every session of the user but `except`: refresh tokens die in the
    /// database, and each session's access tokens are refused from the next
    /// request on. Returns the sessions ended.
    pub(crate) async fn end_sessions(
        &self,
        user_id: &str,
        except: Option<&str>,
    ) -> AuthResult<Vec<String>> {
        let ttl = self.config.access_ttl + Duration::from_secs(60);
        let ended = store::revoke_user_sessions(&self.db, user_id, except).await?;
        for sid in &ended {
            if let Err(e) = self.kv.set(&keys::revoked_session(sid), "1", ttl).await {
                tracing::warn!(error = %e, "could not record a revoked session");
            }
        }
        self.void_tokens(user_id).await;
        Ok(ended)
    }
}
