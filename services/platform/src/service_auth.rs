//! Who may call a service (ADR 11). Every gRPC call carries a short-lived
//! assertion signed with the calling component's Ed25519 key; the service
//! verifies it against the keys it trusts and takes the caller's identity from
//! it alone. Only the gateway may vouch for a user; any other component
//! (settings asking auth who approves risks) acts as itself.
//!
//! Wire format, in the `x-caller-assertion` metadata entry:
//! `v1.<base64url(JSON claims)>.<base64url(Ed25519 signature of "v1.<claims>")>`.
//! No algorithm field: there is one algorithm, so nothing to confuse.

use std::{collections::HashMap, fmt, sync::Arc};

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use ed25519_dalek::{Signature, Signer as _, SigningKey, VerifyingKey};
use serde::{Deserialize, Serialize};
use tonic::{
    Request, Status,
    codegen::{BoxFuture, Context, Poll, Service, http},
    service::Interceptor,
};

use crate::{
    config::env_opt,
    error::{ApiError, CALLER_REJECTED, ErrorKind},
    grpc::Caller,
};

/// The metadata entry holding the assertion.
pub const ASSERTION_KEY: &str = "x-caller-assertion";
/// The one component whose assertions may name a user.
pub const GATEWAY: &str = "gateway";
/// How long an assertion is valid after it was signed.
const LIFETIME_SECS: i64 = 60;
/// Clock difference tolerated between machines.
const LEEWAY_SECS: i64 = 30;

/// A component's own signing key (`SERVICE_KEY`: the base64url 32-byte seed).
#[derive(Clone)]
pub struct ServiceKey {
    name: String,
    key: Arc<SigningKey>,
}

impl fmt::Debug for ServiceKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "ServiceKey({}, [redacted])", self.name)
    }
}

impl ServiceKey {
    /// A fresh random key (the all-in-one makes one per component at start).
    pub fn generate(name: &str) -> Self {
        let mut seed = [0u8; 32];
        getrandom::getrandom(&mut seed).expect("the OS random source works");
        Self::from_seed(name, seed)
    }

    fn from_seed(name: &str, seed: [u8; 32]) -> Self {
        Self {
            name: name.to_owned(),
            key: Arc::new(SigningKey::from_bytes(&seed)),
        }
    }

    /// Parses the base64url seed of `SERVICE_KEY`.
    pub fn parse(name: &str, seed_b64: &str) -> anyhow::Result<Self> {
        let bytes = decode_b64(seed_b64.trim())
            .ok_or_else(|| anyhow::anyhow!("SERVICE_KEY is not base64url"))?;
        let seed: [u8; 32] = bytes
            .try_into()
            .map_err(|_| anyhow::anyhow!("SERVICE_KEY must hold 32 bytes (an Ed25519 seed)"))?;
        Ok(Self::from_seed(name, seed))
    }

    /// `SERVICE_KEY` of the component called `name`, when set.
    pub fn from_env(name: &str) -> anyhow::Result<Option<Self>> {
        env_opt("SERVICE_KEY")
            .map(|v| Self::parse(name, &v))
            .transpose()
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The public key as others list it in `TRUSTED_CALLERS`.
    pub fn public_b64(&self) -> String {
        URL_SAFE_NO_PAD.encode(self.key.verifying_key().to_bytes())
    }

    fn verifying_key(&self) -> VerifyingKey {
        self.key.verifying_key()
    }

    /// Signs an assertion that `caller` calls the service `audience`.
    pub fn assert(&self, audience: &str, caller: &Caller) -> String {
        self.assert_at(audience, caller, chrono::Utc::now().timestamp())
    }

    fn assert_at(&self, audience: &str, caller: &Caller, now: i64) -> String {
        // Only the gateway speaks for users; other components speak for themselves.
        let on_behalf = self.name == GATEWAY;
        let speaks_for = |v: &str| {
            if on_behalf {
                v.to_owned()
            } else {
                String::new()
            }
        };
        let claims = Claims {
            iss: self.name.clone(),
            aud: audience.to_owned(),
            iat: now,
            exp: now + LIFETIME_SECS,
            sub: speaks_for(&caller.user_id),
            name: speaks_for(&caller.name),
            role: speaks_for(&caller.role),
            rid: caller.request_id.clone(),
            ip: caller.source_ip.clone(),
        };
        let payload =
            URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims).expect("claims serialize"));
        let signed = format!("v1.{payload}");
        let signature = self.key.sign(signed.as_bytes());
        format!("{signed}.{}", URL_SAFE_NO_PAD.encode(signature.to_bytes()))
    }
}

fn decode_b64(s: &str) -> Option<Vec<u8>> {
    URL_SAFE_NO_PAD.decode(s.trim_end_matches('=')).ok()
}

#[derive(Serialize, Deserialize)]
struct Claims {
    /// The calling component.
    iss: String,
    /// The service called.
    aud: String,
    iat: i64,
    exp: i64,
    /// The user the gateway vouches for (empty: anonymous or a component).
    #[serde(default)]
    sub: String,
    #[serde(default)]
    name: String,
    #[serde(default)]
    role: String,
    #[serde(default)]
    rid: String,
    #[serde(default)]
    ip: String,
}

/// The callers a service accepts: component name → public keys
/// (`TRUSTED_CALLERS=gateway=<base64url>,settings=<base64url>`). A name may
/// appear twice while its key is being replaced.
#[derive(Clone, Default)]
pub struct TrustedCallers(HashMap<String, Vec<VerifyingKey>>);

impl fmt::Debug for TrustedCallers {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut names: Vec<_> = self.0.keys().collect();
        names.sort();
        write!(f, "TrustedCallers({names:?})")
    }
}

impl TrustedCallers {
    /// Parses `name=key,name=key`; an empty or malformed key is an error
    /// naming the caller, so a half-configured service does not start.
    pub fn parse(s: &str) -> anyhow::Result<Self> {
        let mut map = HashMap::new();
        for pair in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, key) = pair
                .split_once('=')
                .ok_or_else(|| anyhow::anyhow!("TRUSTED_CALLERS entry {pair:?} is not name=key"))?;
            let name = name.trim();
            let bytes: [u8; 32] = decode_b64(key.trim())
                .and_then(|b| b.try_into().ok())
                .ok_or_else(|| {
                    anyhow::anyhow!(
                        "TRUSTED_CALLERS: the key of {name:?} is not a base64url Ed25519 public key"
                    )
                })?;
            let key = VerifyingKey::from_bytes(&bytes)
                .map_err(|e| anyhow::anyhow!("TRUSTED_CALLERS: the key of {name:?}: {e}"))?;
            map.entry(name.to_owned())
                .or_insert_with(Vec::new)
                .push(key);
        }
        Ok(Self(map))
    }

    pub fn from_env() -> anyhow::Result<Self> {
        Self::parse(&env_opt("TRUSTED_CALLERS").unwrap_or_default())
    }

    /// Trusts `key`'s public half under its name.
    pub fn trust(&mut self, key: &ServiceKey) {
        self.0
            .entry(key.name().to_owned())
            .or_default()
            .push(key.verifying_key());
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Checks an assertion made for `audience` and returns the caller it names.
    pub fn verify(&self, audience: &str, assertion: &str) -> Result<Caller, Refusal> {
        let rest = assertion.strip_prefix("v1.").ok_or(Refusal::Malformed)?;
        let (payload, signature) = rest.split_once('.').ok_or(Refusal::Malformed)?;
        let claims: Claims = decode_b64(payload)
            .and_then(|b| serde_json::from_slice(&b).ok())
            .ok_or(Refusal::Malformed)?;
        // The issuer is read before the signature is checked only to pick its keys.
        let keys = self
            .0
            .get(&claims.iss)
            .ok_or_else(|| Refusal::UnknownCaller(claims.iss.clone()))?;
        let signature = decode_b64(signature)
            .and_then(|b| Signature::from_slice(&b).ok())
            .ok_or(Refusal::Malformed)?;
        let signed = &assertion.as_bytes()[..3 + payload.len()];
        if !keys
            .iter()
            .any(|k| k.verify_strict(signed, &signature).is_ok())
        {
            return Err(Refusal::BadSignature);
        }
        if claims.aud != audience {
            return Err(Refusal::WrongAudience);
        }
        let now = chrono::Utc::now().timestamp();
        if claims.exp + LEEWAY_SECS < now
            || claims.iat - LEEWAY_SECS > now
            || claims.exp - claims.iat > LIFETIME_SECS
        {
            return Err(Refusal::Expired);
        }
        let on_behalf = claims.iss == GATEWAY;
        Ok(Caller {
            user_id: if on_behalf { claims.sub } else { String::new() },
            name: if on_behalf {
                claims.name
            } else {
                String::new()
            },
            role: if on_behalf {
                claims.role
            } else {
                String::new()
            },
            request_id: claims.rid,
            source_ip: claims.ip,
            service: claims.iss,
        })
    }
}

/// Why a call was refused (logged; the caller only learns UNAUTHENTICATED).
#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal {
    #[error("no caller assertion")]
    Missing,
    #[error("malformed caller assertion")]
    Malformed,
    #[error("caller {0:?} is not trusted")]
    UnknownCaller(String),
    #[error("bad signature")]
    BadSignature,
    #[error("assertion made for another service")]
    WrongAudience,
    #[error("assertion expired or not yet valid")]
    Expired,
    #[error("component {0:?} may not call this RPC")]
    NotAllowed(String),
}

/// What a service needs to authenticate its callers and to call others.
#[derive(Clone, Debug, Default)]
pub struct ServiceAuth {
    /// Its own key (`SERVICE_KEY`), when it calls other services.
    pub key: Option<ServiceKey>,
    /// Who may call it (`TRUSTED_CALLERS`).
    pub trusted: TrustedCallers,
}

impl ServiceAuth {
    pub fn from_env(name: &str) -> anyhow::Result<Self> {
        Ok(Self {
            key: ServiceKey::from_env(name)?,
            trusted: TrustedCallers::from_env()?,
        })
    }
}

/// Server side: refuses a call without a valid assertion for `audience` and
/// puts the verified [`Caller`] into the request's extensions. The standard
/// health service stays open: Kubernetes' gRPC probes carry no assertion and
/// it tells nothing but "serving".
#[derive(Clone)]
pub struct VerifyCallerLayer {
    audience: &'static str,
    trusted: Arc<TrustedCallers>,
    component_rpcs: &'static [ComponentRpc],
}

/// An RPC that a component other than the gateway may call as itself:
/// (component, `/package.Service/Method`). The gateway may call every RPC;
/// any other component only those listed by the service it calls.
pub type ComponentRpc = (&'static str, &'static str);

impl VerifyCallerLayer {
    pub fn new(
        audience: &'static str,
        trusted: TrustedCallers,
        component_rpcs: &'static [ComponentRpc],
    ) -> Self {
        Self {
            audience,
            trusted: Arc::new(trusted),
            component_rpcs,
        }
    }

    fn check(&self, headers: &http::HeaderMap, rpc: &str) -> Result<Caller, Refusal> {
        let assertion = headers
            .get(ASSERTION_KEY)
            .ok_or(Refusal::Missing)?
            .to_str()
            .map_err(|_| Refusal::Malformed)?;
        let caller = self.trusted.verify(self.audience, assertion)?;
        if caller.service != GATEWAY
            && !self
                .component_rpcs
                .iter()
                .any(|(who, what)| *who == caller.service && *what == rpc)
        {
            return Err(Refusal::NotAllowed(caller.service));
        }
        Ok(caller)
    }
}

impl<S> tower_layer::Layer<S> for VerifyCallerLayer {
    type Service = VerifyCaller<S>;

    fn layer(&self, inner: S) -> Self::Service {
        VerifyCaller {
            inner,
            layer: self.clone(),
        }
    }
}

#[derive(Clone)]
pub struct VerifyCaller<S> {
    inner: S,
    layer: VerifyCallerLayer,
}

const HEALTH_PATH: &str = "/grpc.health.v1.Health/";

impl<S, B> Service<http::Request<B>> for VerifyCaller<S>
where
    S: Service<http::Request<B>, Response = http::Response<tonic::body::Body>>,
    S::Future: Send + 'static,
{
    type Response = S::Response;
    type Error = S::Error;
    type Future = BoxFuture<Self::Response, Self::Error>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), Self::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, mut req: http::Request<B>) -> Self::Future {
        if !req.uri().path().starts_with(HEALTH_PATH) {
            match self.layer.check(req.headers(), req.uri().path()) {
                Ok(caller) => {
                    req.extensions_mut().insert(caller);
                }
                Err(refusal) => {
                    tracing::warn!(
                        service = self.layer.audience,
                        rpc = req.uri().path(),
                        %refusal,
                        "gRPC call refused"
                    );
                    let status = ApiError::new(
                        ErrorKind::Unauthenticated,
                        CALLER_REJECTED,
                        "caller not authenticated",
                    )
                    .into_status();
                    return Box::pin(async move { Ok(status.into_http()) });
                }
            }
        }
        Box::pin(self.inner.call(req))
    }
}

/// Client side: signs every outgoing call to `audience` as this component, on
/// behalf of the [`Caller`] found in the request's extensions (anonymous when
/// none; see [`crate::grpc::with_caller`]).
#[derive(Clone, Debug)]
pub struct SignCalls {
    key: ServiceKey,
    audience: &'static str,
}

impl SignCalls {
    pub fn new(key: ServiceKey, audience: &'static str) -> Self {
        Self { key, audience }
    }
}

impl Interceptor for SignCalls {
    fn call(&mut self, mut req: Request<()>) -> Result<Request<()>, Status> {
        let caller = req
            .extensions()
            .get::<Caller>()
            .cloned()
            .unwrap_or_default();
        let assertion = self.key.assert(self.audience, &caller);
        let value = assertion
            .parse()
            .map_err(|_| Status::internal("caller assertion is not ASCII"))?;
        req.metadata_mut().insert(ASSERTION_KEY, value);
        Ok(req)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user() -> Caller {
        Caller {
            user_id: "u1".into(),
            name: "José Müller".into(),
            role: "admin".into(),
            request_id: "r1".into(),
            source_ip: "2001:db8::1".into(),
            service: String::new(),
        }
    }

    fn trusting(keys: &[&ServiceKey]) -> TrustedCallers {
        let mut t = TrustedCallers::default();
        for k in keys {
            t.trust(k);
        }
        t
    }

    #[test]
    fn the_gateway_vouches_for_a_user() {
        let gw = ServiceKey::generate(GATEWAY);
        let caller = trusting(&[&gw])
            .verify("risk", &gw.assert("risk", &user()))
            .unwrap();
        assert_eq!(
            caller,
            Caller {
                service: "gateway".into(),
                ..user()
            }
        );
    }

    #[test]
    fn another_component_speaks_only_for_itself() {
        let settings = ServiceKey::generate("settings");
        let caller = trusting(&[&settings])
            .verify("auth", &settings.assert("auth", &user()))
            .unwrap();
        assert_eq!(caller.user_id, "");
        assert_eq!(caller.role, "");
        assert_eq!(caller.service, "settings");
    }

    #[test]
    fn forged_or_misdirected_assertions_are_refused() {
        let gw = ServiceKey::generate(GATEWAY);
        let trusted = trusting(&[&gw]);
        // Signed by a key nobody trusts, under the gateway's name.
        let impostor = ServiceKey::generate(GATEWAY);
        assert_eq!(
            trusted.verify("auth", &impostor.assert("auth", &user())),
            Err(Refusal::BadSignature)
        );
        // A trusted signature with the claims changed afterwards.
        let good = gw.assert("auth", &user());
        let (head, sig) = good.rsplit_once('.').unwrap();
        let mut claims: serde_json::Value =
            serde_json::from_slice(&decode_b64(&head[3..]).unwrap()).unwrap();
        claims["role"] = "admin".into();
        claims["sub"] = "someone-else".into();
        let tampered = format!(
            "v1.{}.{sig}",
            URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims).unwrap())
        );
        assert_eq!(
            trusted.verify("auth", &tampered),
            Err(Refusal::BadSignature)
        );
        // Made for another service.
        assert_eq!(
            trusted.verify("auth", &gw.assert("risk", &user())),
            Err(Refusal::WrongAudience)
        );
        // An unknown component.
        let stranger = ServiceKey::generate("intruder");
        assert_eq!(
            trusted.verify("auth", &stranger.assert("auth", &user())),
            Err(Refusal::UnknownCaller("intruder".into()))
        );
        assert_eq!(trusted.verify("auth", "garbage"), Err(Refusal::Malformed));
        // Replayed after its minute (plus leeway) is over.
        let old = gw.assert_at("auth", &user(), chrono::Utc::now().timestamp() - 120);
        assert_eq!(trusted.verify("auth", &old), Err(Refusal::Expired));
    }

    #[test]
    fn a_component_calls_only_the_rpcs_listed_for_it() {
        let gw = ServiceKey::generate(GATEWAY);
        let settings = ServiceKey::generate("settings");
        let layer = VerifyCallerLayer::new(
            "auth",
            trusting(&[&gw, &settings]),
            &[("settings", "/auth.v1.AuthService/ListUserOptions")],
        );
        let headers = |key: &ServiceKey| {
            let mut h = http::HeaderMap::new();
            h.insert(ASSERTION_KEY, key.assert("auth", &user()).parse().unwrap());
            h
        };
        assert!(
            layer
                .check(&headers(&settings), "/auth.v1.AuthService/ListUserOptions")
                .is_ok()
        );
        assert_eq!(
            layer
                .check(&headers(&settings), "/auth.v1.AuthService/GetUser")
                .unwrap_err(),
            Refusal::NotAllowed("settings".into())
        );
        // The gateway may call anything.
        assert!(
            layer
                .check(&headers(&gw), "/auth.v1.AuthService/GetUser")
                .is_ok()
        );
        assert_eq!(
            layer
                .check(&http::HeaderMap::new(), "/auth.v1.AuthService/GetUser")
                .unwrap_err(),
            Refusal::Missing
        );
    }

    #[test]
    fn keys_round_trip_through_their_environment_form() {
        let gw = ServiceKey::generate(GATEWAY);
        let seed = URL_SAFE_NO_PAD.encode(gw.key.to_bytes());
        let again = ServiceKey::parse(GATEWAY, &seed).unwrap();
        let trusted =
            TrustedCallers::parse(&format!("gateway={}, settings=", gw.public_b64())).err();
        assert!(
            trusted.unwrap().to_string().contains("\"settings\""),
            "an empty key names its caller"
        );
        let trusted = TrustedCallers::parse(&format!("gateway={}", gw.public_b64())).unwrap();
        assert!(
            trusted
                .verify("demo", &again.assert("demo", &user()))
                .is_ok()
        );
        assert!(ServiceKey::parse(GATEWAY, "c2hvcnQ").is_err());
        assert!(!format!("{gw:?}").contains(&seed));
    }
}
