//! gRPC transport of the auth service: proto ⇄ domain, nothing else decides here
//! but the order of steps of each use case. The use cases themselves still
//! live on [`AuthGrpc`], spread over this file (sign-in, sessions, OIDC),
//! [`admin`] and [`profile`]; moving them behind the transport is left for a
//! later step (docs/adr/0013-service-crate-template.md, "Not there yet").

mod admin;
mod convert;
pub(crate) mod profile;

use std::sync::Arc;

use chrono::{Duration as ChronoDuration, Utc};
use platform::{bus::Relay, error::ApiError, events::AuditEvent, grpc::Caller, outbox};
use proto::auth::v1::{self as pb, auth_service_server::AuthService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::{
    config::AuthConfig,
    domain::{
        AuthError, normalize_email,
        oidc::{OidcClient, random_token},
        password::{self, decoy_hash},
        permissions,
        throttle::{Limit, Throttle},
        tokens::{Claims, KeyPair, hash_refresh_token, new_refresh_token},
        validate_login, validate_registration,
    },
    store,
    store::entities::user,
};

const SERVICE: &str = "auth";

pub struct AuthGrpc {
    pub(crate) db: DatabaseConnection,
    keys: Arc<KeyPair>,
    throttle: Throttle,
    pub(crate) relay: Relay,
    pub(crate) config: AuthConfig,
    oidc: Option<Arc<OidcClient>>,
    pub(crate) kv: platform::kv::Kv,
}

pub(crate) type AuthResult<T> = std::result::Result<T, AuthError>;

type Result<T> = std::result::Result<T, AuthError>;

impl AuthGrpc {
    pub fn new(
        db: DatabaseConnection,
        keys: Arc<KeyPair>,
        throttle: Throttle,
        relay: Relay,
        config: AuthConfig,
        kv: platform::kv::Kv,
    ) -> Self {
        let oidc = config.oidc.clone().map(|s| Arc::new(OidcClient::new(s)));
        Self {
            db,
            keys,
            throttle,
            relay,
            config,
            oidc,
            kv,
        }
    }

    pub(crate) async fn permissions_of(
        &self,
        role: &str,
    ) -> Result<std::collections::HashMap<String, bool>> {
        let granted = store::role_permissions(&self.db, role).await?;
        Ok(permissions::as_map(granted.iter().map(String::as_str)))
    }

    fn issue_access(&self, u: &user::Model, sid: &str) -> Result<(String, i64)> {
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
    fn session_deadline(&self, created_at: chrono::DateTime<Utc>) -> chrono::DateTime<Utc> {
        created_at + ChronoDuration::seconds(self.config.session_max_lifetime.as_secs() as i64)
    }

    /// The refresh token's expiry: its own lifetime, never past the session's end.
    fn refresh_expiry(
        &self,
        remember: bool,
        created_at: chrono::DateTime<Utc>,
    ) -> chrono::DateTime<Utc> {
        (Utc::now() + self.refresh_ttl(remember)).min(self.session_deadline(created_at))
    }

    /// Counts one call at `key` against `max` per `window` (429 past it).
    pub(crate) async fn throttle_hit(
        &self,
        key: &str,
        max: i64,
        window: std::time::Duration,
    ) -> Result<()> {
        self.throttle.hit(key, max, window, Limit::Other).await
    }

    pub(crate) async fn throttle_clear(&self, key: &str) {
        self.throttle.clear(key).await;
    }

    /// Stores an event that accompanies no other change.
    async fn record(&self, event: AuditEvent) -> Result<()> {
        outbox::record(&self.db, &event).await?;
        self.relay.wake();
        Ok(())
    }

    /// Opens a session (row + audit event in one transaction) and issues tokens.
    async fn open_session(
        &self,
        u: &user::Model,
        remember: bool,
        client: &pb::ClientInfo,
        caller: &Caller,
        action: &str,
    ) -> Result<pb::Session> {
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
        Ok(pb::Session {
            user: Some(Self::user_pb(u)),
            permissions: self.permissions_of(&u.role).await?,
            access_token: access,
            refresh_token: refresh,
            access_expires_at: access_exp,
            refresh_expires_at: expires_at.timestamp(),
            session_id: sid,
        })
    }

    async fn do_login(&self, r: pb::LoginRequest, caller: Caller) -> Result<pb::Session> {
        validate_login(&r.email, &r.password)?;
        let client = client_of(r.client, &caller);
        let email = normalize_email(&r.email);
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
        let matches = password::verify(r.password, hash).await;
        let user = match found {
            Some(u) if matches => u,
            other => {
                let (id, name) = other
                    .map(|u| (u.id, u.name))
                    .unwrap_or_else(|| (String::new(), email.clone()));
                self.record(
                    AuditEvent::new(SERVICE, "session", "", "login_failed")
                        .caller(&caller)
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
                    .caller(&caller)
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
        self.open_session(&user, r.remember, &client, &caller, "login_succeeded")
            .await
    }

    async fn do_refresh(&self, r: pb::RefreshRequest, caller: Caller) -> Result<pb::Session> {
        if r.refresh_token.is_empty() {
            return Err(AuthError::SessionInvalid);
        }
        let hash = hash_refresh_token(&r.refresh_token);
        let Some(session) = store::session_by_refresh_hash(&self.db, &hash).await? else {
            // A token that was already rotated away is being replayed: end that session.
            if let Some(stolen) = store::session_by_previous_hash(&self.db, &hash).await? {
                let txn = platform::db::begin_write(&self.db).await?;
                store::revoke_session(&txn, &stolen.id).await?;
                outbox::record(
                    &txn,
                    &AuditEvent::new(SERVICE, "session", &stolen.id, "refresh_reuse_detected")
                        .caller(&caller)
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
        let (access, access_exp) = self.issue_access(&user, &session.id)?;
        Ok(pb::Session {
            user: Some(Self::user_pb(&user)),
            permissions: self.permissions_of(&user.role).await?,
            access_token: access,
            refresh_token: refresh,
            access_expires_at: access_exp,
            refresh_expires_at: expires_at.timestamp(),
            session_id: session.id,
        })
    }

    async fn do_logout(&self, r: pb::LogoutRequest, caller: Caller) -> Result<()> {
        let Some(session) = store::session_by_id(&self.db, &r.session_id).await? else {
            return Ok(());
        };
        if session.revoked_at.is_some() {
            return Ok(());
        }
        let client = client_of(r.client, &caller);
        let name = store::user_by_id(&self.db, &session.user_id)
            .await?
            .map(|u| u.name)
            .unwrap_or_default();
        let txn = platform::db::begin_write(&self.db).await?;
        store::revoke_session(&txn, &session.id).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "session", &session.id, "logout")
                .caller(&caller)
                .actor(&session.user_id, &name)
                .request(&caller.request_id, &client.source_ip),
        )
        .await?;
        txn.commit().await?;
        self.relay.wake();
        Ok(())
    }

    async fn do_register(&self, r: pb::RegisterRequest, caller: Caller) -> Result<pb::Session> {
        if !self.config.allow_registration {
            return Err(AuthError::RegistrationClosed);
        }
        let client = client_of(r.client, &caller);
        if !client.source_ip.is_empty() {
            self.throttle_hit(
                &format!("register:ip:{}", client.source_ip),
                self.config.registration_max_per_ip,
                self.config.registration_window,
            )
            .await?;
        }
        validate_registration(&r.email, &r.password, &r.name)?;
        let email = normalize_email(&r.email);
        if store::user_by_email(&self.db, &email).await?.is_some() {
            return Err(AuthError::EmailTaken);
        }
        let hash = password::hash(r.password).await?;
        let txn = platform::db::begin_write(&self.db).await?;
        let user = match store::insert_user(
            &txn,
            store::NewUser {
                id: None,
                email: &email,
                name: r.name.trim(),
                password_hash: &hash,
                // No data until an administrator gives the account a role.
                role: permissions::REGISTERED_ROLE,
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
                .caller(&caller)
                .actor(&user.id, &user.name)
                .request(&caller.request_id, &client.source_ip)
                .changes(
                    serde_json::Value::Null,
                    serde_json::json!({ "email": user.email, "name": user.name, "role": user.role }),
                ),
        )
        .await?;
        txn.commit().await?;
        self.open_session(&user, false, &client, &caller, "login_succeeded")
            .await
    }

    fn oidc(&self) -> Result<&OidcClient> {
        self.oidc.as_deref().ok_or(AuthError::OidcDisabled)
    }

    async fn do_oidc_start(&self) -> Result<pb::OidcStartResponse> {
        let oidc = self.oidc()?;
        let (state, nonce, verifier) = (random_token(32), random_token(16), random_token(48));
        let url = oidc.authorization_url(&state, &nonce, &verifier).await?;
        store::insert_oidc_state(&self.db, &state, &verifier, &nonce).await?;
        Ok(pb::OidcStartResponse {
            authorization_url: url,
            state,
        })
    }

    async fn do_oidc_callback(
        &self,
        r: pb::OidcCallbackRequest,
        caller: Caller,
    ) -> Result<pb::Session> {
        let oidc = self.oidc()?;
        let client = client_of(r.client, &caller);
        let (verifier, nonce) =
            store::take_oidc_state(&self.db, &r.state, ChronoDuration::minutes(10))
                .await?
                .ok_or_else(|| AuthError::OidcFailed("unknown or expired state".into()))?;
        let claims = oidc.complete(&r.code, &verifier, &nonce).await?;
        let issuer = oidc.settings.issuer.clone();
        let mut user = match store::user_by_identity(&self.db, &issuer, &claims.sub).await? {
            Some(u) => u,
            None => {
                self.link_or_create(&claims, &issuer, &caller, &client)
                    .await?
            }
        };
        // With a group mapping, the provider decides the role at every sign-in.
        if !oidc.settings.role_map.is_empty() {
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
                        .caller(&caller)
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
        self.open_session(&user, false, &client, &caller, "login_succeeded")
            .await
    }

    /// First sign-in of a provider account: link it to the user with the same
    /// (verified) email, or create a least-privileged user.
    async fn link_or_create(
        &self,
        claims: &crate::domain::oidc::IdClaims,
        issuer: &str,
        caller: &Caller,
        client: &pb::ClientInfo,
    ) -> Result<user::Model> {
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
                let settings = &self.oidc()?.settings;
                let role = &settings.role_for(&claims.groups(&settings.groups_claim));
                let u = store::insert_user(
                    &txn,
                    store::NewUser {
                        id: None,
                        email: &email,
                        name: &name,
                        password_hash: "",
                        role,
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

    async fn do_renew(
        &self,
        r: pb::RenewAccessTokenRequest,
        caller: Caller,
    ) -> Result<pb::RenewAccessTokenResponse> {
        if !caller.source_ip.is_empty() {
            self.throttle_hit(
                &format!("renew:ip:{}", caller.source_ip),
                self.config.renewal_max_per_ip,
                std::time::Duration::from_secs(60),
            )
            .await?;
        }
        // Only a token that is still valid renews: an expired one is no
        // credential (the rotating refresh cookie is the way back in).
        let claims = self
            .keys
            .verify(&r.access_token)
            .ok_or(AuthError::TokenInvalid)?;
        let now = Utc::now();
        let session = store::session_by_id(&self.db, &claims.sid)
            .await?
            .filter(|s| {
                s.revoked_at.is_none()
                    && s.expires_at > now
                    && self.session_deadline(s.created_at) > now
            })
            .ok_or(AuthError::TokenInvalid)?;
        let user = store::user_by_id(&self.db, &session.user_id)
            .await?
            .filter(|u| u.status == "active")
            .ok_or(AuthError::TokenInvalid)?;
        let (access, _) = self.issue_access(&user, &session.id)?;
        Ok(pb::RenewAccessTokenResponse {
            user: Some(Self::user_pb(&user)),
            access_token: access,
        })
    }
}

/// The one step from the domain's error to the wire: through `ApiError` (ADR 5).
fn status(e: AuthError) -> Status {
    ApiError::from(e).into_status()
}

/// The client info from the request, with the gateway's view of the address as fallback.
fn client_of(client: Option<pb::ClientInfo>, caller: &Caller) -> pb::ClientInfo {
    let mut c = client.unwrap_or_default();
    if c.source_ip.is_empty() {
        c.source_ip = caller.source_ip.clone();
    }
    if c.request_id.is_empty() {
        c.request_id = caller.request_id.clone();
    }
    c
}

#[tonic::async_trait]
impl AuthService for AuthGrpc {
    async fn login(
        &self,
        req: Request<pb::LoginRequest>,
    ) -> std::result::Result<Response<pb::Session>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            self.do_login(req.into_inner(), caller)
                .await
                .map_err(status)?,
        ))
    }

    async fn refresh(
        &self,
        req: Request<pb::RefreshRequest>,
    ) -> std::result::Result<Response<pb::Session>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            self.do_refresh(req.into_inner(), caller)
                .await
                .map_err(status)?,
        ))
    }

    async fn logout(
        &self,
        req: Request<pb::LogoutRequest>,
    ) -> std::result::Result<Response<pb::LogoutResponse>, Status> {
        let caller = Caller::of(&req);
        self.do_logout(req.into_inner(), caller)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::LogoutResponse {}))
    }

    async fn register(
        &self,
        req: Request<pb::RegisterRequest>,
    ) -> std::result::Result<Response<pb::Session>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            self.do_register(req.into_inner(), caller)
                .await
                .map_err(status)?,
        ))
    }

    async fn renew_access_token(
        &self,
        req: Request<pb::RenewAccessTokenRequest>,
    ) -> std::result::Result<Response<pb::RenewAccessTokenResponse>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            self.do_renew(req.into_inner(), caller)
                .await
                .map_err(status)?,
        ))
    }

    async fn get_user(
        &self,
        req: Request<pb::GetUserRequest>,
    ) -> std::result::Result<Response<pb::User>, Status> {
        let id = req.into_inner().user_id;
        let user = store::user_by_id(&self.db, &id)
            .await
            .map_err(|e| status(e.into()))?
            .ok_or(AuthError::NotFound)
            .map_err(status)?;
        Ok(Response::new(Self::user_pb(&user)))
    }

    async fn get_permissions(
        &self,
        req: Request<pb::GetPermissionsRequest>,
    ) -> std::result::Result<Response<pb::GetPermissionsResponse>, Status> {
        let role = req.into_inner().role;
        Ok(Response::new(pb::GetPermissionsResponse {
            permissions: self.permissions_of(&role).await.map_err(status)?,
        }))
    }

    async fn oidc_config(
        &self,
        _req: Request<pb::OidcConfigRequest>,
    ) -> std::result::Result<Response<pb::OidcConfigResponse>, Status> {
        Ok(Response::new(pb::OidcConfigResponse {
            enabled: self.oidc.is_some(),
        }))
    }

    async fn oidc_start(
        &self,
        _req: Request<pb::OidcStartRequest>,
    ) -> std::result::Result<Response<pb::OidcStartResponse>, Status> {
        Ok(Response::new(self.do_oidc_start().await.map_err(status)?))
    }

    async fn oidc_callback(
        &self,
        req: Request<pb::OidcCallbackRequest>,
    ) -> std::result::Result<Response<pb::Session>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            self.do_oidc_callback(req.into_inner(), caller)
                .await
                .map_err(status)?,
        ))
    }

    async fn get_jwks(
        &self,
        _req: Request<pb::GetJwksRequest>,
    ) -> std::result::Result<Response<pb::GetJwksResponse>, Status> {
        Ok(Response::new(pb::GetJwksResponse {
            jwks_json: self.keys.jwks_json(),
            issuer: self.keys.issuer().to_owned(),
        }))
    }

    async fn revoke_all_sessions(
        &self,
        req: Request<pb::RevokeAllSessionsRequest>,
    ) -> std::result::Result<Response<pb::RevokeAllSessionsResponse>, Status> {
        let caller = Caller::of(&req);
        let ended = AuthGrpc::revoke_all_sessions(self, &caller, req.into_inner())
            .await
            .map_err(status)?;
        Ok(Response::new(pb::RevokeAllSessionsResponse { ended }))
    }

    async fn change_password(
        &self,
        req: Request<pb::ChangePasswordRequest>,
    ) -> std::result::Result<Response<pb::ChangePasswordResponse>, Status> {
        let caller = Caller::of(&req);
        self.change_password(&caller, req.into_inner())
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ChangePasswordResponse {}))
    }

    async fn update_profile(
        &self,
        req: Request<pb::UpdateProfileRequest>,
    ) -> std::result::Result<Response<pb::User>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::update_profile(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn set_preferences(
        &self,
        req: Request<pb::SetPreferencesRequest>,
    ) -> std::result::Result<Response<pb::SetPreferencesResponse>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::set_preferences(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn set_avatar(
        &self,
        req: Request<pb::SetAvatarRequest>,
    ) -> std::result::Result<Response<pb::User>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::set_avatar(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn delete_avatar(
        &self,
        req: Request<pb::DeleteAvatarRequest>,
    ) -> std::result::Result<Response<pb::DeleteAvatarResponse>, Status> {
        let caller = Caller::of(&req);
        AuthGrpc::delete_avatar(self, &caller)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::DeleteAvatarResponse {}))
    }

    async fn get_avatar(
        &self,
        req: Request<pb::GetAvatarRequest>,
    ) -> std::result::Result<Response<pb::GetAvatarResponse>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::get_avatar(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn list_users(
        &self,
        req: Request<pb::ListUsersRequest>,
    ) -> std::result::Result<Response<pb::ListUsersResponse>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::list_users(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn create_user(
        &self,
        req: Request<pb::CreateUserRequest>,
    ) -> std::result::Result<Response<pb::User>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::create_user(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn update_user(
        &self,
        req: Request<pb::UpdateUserRequest>,
    ) -> std::result::Result<Response<pb::User>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::update_user(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn set_user_status(
        &self,
        req: Request<pb::SetUserStatusRequest>,
    ) -> std::result::Result<Response<pb::User>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::set_user_status(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn reset_password(
        &self,
        req: Request<pb::ResetPasswordRequest>,
    ) -> std::result::Result<Response<pb::ResetPasswordResponse>, Status> {
        let caller = Caller::of(&req);
        AuthGrpc::reset_password(self, &caller, req.into_inner())
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ResetPasswordResponse {}))
    }

    async fn list_roles(
        &self,
        req: Request<pb::ListRolesRequest>,
    ) -> std::result::Result<Response<pb::ListRolesResponse>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::list_roles(self, &caller).await.map_err(status)?,
        ))
    }

    async fn create_role(
        &self,
        req: Request<pb::CreateRoleRequest>,
    ) -> std::result::Result<Response<pb::Role>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::create_role(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn update_role(
        &self,
        req: Request<pb::UpdateRoleRequest>,
    ) -> std::result::Result<Response<pb::Role>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::update_role(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn delete_role(
        &self,
        req: Request<pb::DeleteRoleRequest>,
    ) -> std::result::Result<Response<pb::DeleteRoleResponse>, Status> {
        let caller = Caller::of(&req);
        AuthGrpc::delete_role(self, &caller, req.into_inner())
            .await
            .map_err(status)?;
        Ok(Response::new(pb::DeleteRoleResponse {}))
    }

    async fn set_role_permissions(
        &self,
        req: Request<pb::SetRolePermissionsRequest>,
    ) -> std::result::Result<Response<pb::Role>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::set_role_permissions(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn list_permissions(
        &self,
        _req: Request<pb::ListPermissionsRequest>,
    ) -> std::result::Result<Response<pb::ListPermissionsResponse>, Status> {
        Ok(Response::new(AuthGrpc::list_permissions(self)))
    }

    async fn user_names(
        &self,
        req: Request<pb::UserNamesRequest>,
    ) -> std::result::Result<Response<pb::UserNamesResponse>, Status> {
        Ok(Response::new(
            AuthGrpc::user_names(self, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn list_user_options(
        &self,
        req: Request<pb::ListUserOptionsRequest>,
    ) -> std::result::Result<Response<pb::ListUserOptionsResponse>, Status> {
        let caller = Caller::of(&req);
        Ok(Response::new(
            AuthGrpc::user_options(self, &caller, req.into_inner())
                .await
                .map_err(status)?,
        ))
    }

    async fn count_users_by_function(
        &self,
        _req: Request<pb::CountUsersByFunctionRequest>,
    ) -> std::result::Result<Response<pb::CountUsersByFunctionResponse>, Status> {
        Ok(Response::new(
            AuthGrpc::count_users_by_function(self)
                .await
                .map_err(status)?,
        ))
    }
}
