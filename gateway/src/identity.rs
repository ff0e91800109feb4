//! Who is calling: access-token verification against the auth service's JWKS
//! (fetched once, refreshed when an unknown key id shows up), session
//! revocation ([`crate::revocation`], ADR 25), and the role → permissions cache.

use std::{collections::HashMap, sync::Arc, time::Duration};

use jsonwebtoken::{Algorithm, DecodingKey, Validation, jwk::JwkSet};
use platform::{
    error::{ApiError, ErrorKind},
    grpc::Caller,
    kv::keys,
};
use proto::auth::v1 as pb;
use serde::Deserialize;
use tokio::sync::{Mutex, RwLock};

use crate::{
    clients::{Clients, request},
    revocation::{Revocations, Standing},
    shared_store::SharedStore,
};

/// The verified caller.
#[derive(Clone, Debug, Deserialize)]
pub struct Identity {
    #[serde(rename = "sub")]
    pub user_id: String,
    #[serde(rename = "sid")]
    pub session_id: String,
    pub name: String,
    pub email: String,
    pub role: String,
    /// Must change the password an administrator set before anything else.
    #[serde(default)]
    pub pwd: bool,
    pub iat: i64,
    #[serde(default)]
    pub iat_ms: i64,
    pub exp: i64,
}

impl Identity {
    /// When the token was issued, in milliseconds.
    pub fn issued_ms(&self) -> i64 {
        if self.iat_ms > 0 {
            self.iat_ms
        } else {
            self.iat * 1000
        }
    }
}

struct Keys {
    by_kid: HashMap<String, DecodingKey>,
    issuer: String,
}

pub struct Verifier {
    clients: Clients,
    keys: RwLock<Option<Arc<Keys>>>,
    last_fetch: Mutex<Option<std::time::Instant>>,
    store: Arc<SharedStore>,
    revocations: Revocations,
}

/// A token whose signature and expiry hold and whose session is not known to
/// be revoked.
pub struct Verified {
    pub identity: Identity,
    /// False when the shared store could not be asked whether the session was
    /// revoked (ADR 25: such a session may read, not write).
    pub revocation_checked: bool,
}

pub fn unauthenticated(reason: &str, message: &str) -> ApiError {
    ApiError::new(ErrorKind::Unauthenticated, reason, message)
}

const PERMISSIONS_TTL: Duration = Duration::from_secs(30);

impl Verifier {
    pub fn new(clients: Clients, store: Arc<SharedStore>, revocation_ttl: Duration) -> Self {
        Self {
            clients,
            keys: RwLock::new(None),
            last_fetch: Mutex::new(None),
            revocations: Revocations::new(store.clone(), revocation_ttl),
            store,
        }
    }

    async fn fetch_keys(&self, force: bool) -> Result<Arc<Keys>, ApiError> {
        if !force && let Some(k) = self.keys.read().await.clone() {
            return Ok(k);
        }
        let mut last = self.last_fetch.lock().await;
        // Unknown key ids must not let anyone hammer the auth service.
        if let (true, Some(t), Some(k)) = (force, *last, self.keys.read().await.clone())
            && t.elapsed() < Duration::from_secs(10)
        {
            return Ok(k);
        }
        let res = self
            .clients
            .auth
            .clone()
            .get_jwks(request(pb::GetJwksRequest {}, &Caller::default()))
            .await
            .map_err(|s| ApiError::from_status(&s))?
            .into_inner();
        let set: JwkSet = serde_json::from_str(&res.jwks_json)
            .map_err(platform::error::internal("parsing JWKS"))?;
        let mut by_kid = HashMap::new();
        for jwk in &set.keys {
            if let (Some(kid), Ok(key)) = (jwk.common.key_id.clone(), DecodingKey::from_jwk(jwk)) {
                by_kid.insert(kid, key);
            }
        }
        let keys = Arc::new(Keys {
            by_kid,
            issuer: res.issuer,
        });
        *self.keys.write().await = Some(keys.clone());
        *last = Some(std::time::Instant::now());
        Ok(keys)
    }

    /// The JWKS document for `/.well-known/jwks.json`.
    pub async fn jwks_json(&self) -> Result<String, ApiError> {
        let res = self
            .clients
            .auth
            .clone()
            .get_jwks(request(pb::GetJwksRequest {}, &Caller::default()))
            .await
            .map_err(|s| ApiError::from_status(&s))?;
        Ok(res.into_inner().jwks_json)
    }

    /// Verifies a bearer token and that its session was not signed out (as
    /// far as can be known: [`Verified::revocation_checked`]).
    pub async fn verify(&self, token: &str) -> Result<Verified, ApiError> {
        let invalid = || unauthenticated("TOKEN_INVALID", "Sorry, Authentication failed");
        let header = jsonwebtoken::decode_header(token).map_err(|_| invalid())?;
        if header.alg != Algorithm::EdDSA {
            return Err(invalid());
        }
        let kid = header.kid.ok_or_else(invalid)?;
        let mut keys = self.fetch_keys(false).await?;
        if !keys.by_kid.contains_key(&kid) {
            keys = self.fetch_keys(true).await?;
        }
        let key = keys.by_kid.get(&kid).ok_or_else(invalid)?;
        let mut v = Validation::new(Algorithm::EdDSA);
        v.set_issuer(&[&keys.issuer]);
        v.leeway = 5;
        let identity = jsonwebtoken::decode::<Identity>(token, key, &v)
            .map_err(|e| match e.kind() {
                jsonwebtoken::errors::ErrorKind::ExpiredSignature => {
                    unauthenticated("TOKEN_EXPIRED", "Sorry, Authentication failed")
                }
                _ => invalid(),
            })?
            .claims;
        let standing = self
            .revocations
            .standing(
                &identity.session_id,
                &identity.user_id,
                identity.issued_ms(),
            )
            .await;
        match standing {
            // Signed out, or issued before a role change, deactivation or reset.
            Standing::Revoked => Err(unauthenticated(
                "SESSION_REVOKED",
                "Your session has ended, please sign in again.",
            )),
            Standing::Valid | Standing::Unchecked => Ok(Verified {
                identity,
                revocation_checked: standing == Standing::Valid,
            }),
        }
    }

    /// Whether tokens of `session_id` issued at `issued_ms` still stand (for
    /// what outlives a request: the chat's event stream).
    pub async fn standing(&self, session_id: &str, user_id: &str, issued_ms: i64) -> Standing {
        self.revocations
            .standing(session_id, user_id, issued_ms)
            .await
    }

    /// Remembers that `session_id` was signed out: at once on this gateway,
    /// on every replica through the shared store (Redis), until its access
    /// tokens have expired.
    pub async fn revoke(&self, session_id: &str) {
        self.revocations.revoke(session_id).await;
    }

    /// The permission map of `role`, cached briefly (Redis when configured).
    pub async fn permissions(
        &self,
        role: &str,
        caller: &Caller,
    ) -> Result<HashMap<String, bool>, ApiError> {
        let key = keys::role_permissions(role);
        if let Some(Some((json, _))) = self
            .store
            .ask("permission cache", self.store.kv().get(&key))
            .await
            && let Ok(map) = serde_json::from_str(&json)
        {
            return Ok(map);
        }
        let map = self
            .clients
            .auth
            .clone()
            .get_permissions(request(
                pb::GetPermissionsRequest {
                    role: role.to_owned(),
                },
                caller,
            ))
            .await
            .map_err(|s| ApiError::from_status(&s))?
            .into_inner()
            .permissions;
        if let Ok(json) = serde_json::to_string(&map) {
            let cached = self.store.kv().set(&key, &json, PERMISSIONS_TTL);
            let _ = self.store.ask("permission cache", cached).await;
        }
        Ok(map)
    }
}
