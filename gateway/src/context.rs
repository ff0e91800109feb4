//! Per-request context: request id, client address, user agent and, once the
//! access middleware verified it, the caller's identity.

use std::future::{Ready, ready};

use actix_web::{FromRequest, HttpMessage, HttpRequest, dev::Payload};
use platform::grpc::Caller;

use crate::{error::HttpError, identity::Identity};

#[derive(Clone, Debug, Default)]
pub struct Ctx {
    pub request_id: String,
    pub source_ip: String,
    pub user_agent: String,
    pub identity: Option<Identity>,
}

impl Ctx {
    /// The caller as services see it in gRPC metadata.
    pub fn caller(&self) -> Caller {
        let (user_id, name, role) = self
            .identity
            .as_ref()
            .map(|i| (i.user_id.clone(), i.name.clone(), i.role.clone()))
            .unwrap_or_default();
        Caller {
            user_id,
            name,
            role,
            request_id: self.request_id.clone(),
            source_ip: self.source_ip.clone(),
            // Filled in by the service from the verified assertion.
            service: String::new(),
        }
    }

    /// The verified identity; routes behind a signed-in rule always have one.
    pub fn identity(&self) -> Result<&Identity, HttpError> {
        self.identity.as_ref().ok_or_else(|| {
            HttpError(crate::identity::unauthenticated(
                "NOT_SIGNED_IN",
                "Sorry, Authentication failed",
            ))
        })
    }
}

/// The client's address: the socket peer, or the first X-Forwarded-For hop
/// when the gateway is configured to trust its proxy.
pub fn client_ip(req: &HttpRequest, trust_proxy: bool) -> String {
    if trust_proxy && let Some(ip) = req.connection_info().realip_remote_addr() {
        return ip.split(':').next().unwrap_or(ip).to_owned();
    }
    req.peer_addr()
        .map(|a| a.ip().to_string())
        .unwrap_or_default()
}

impl FromRequest for Ctx {
    type Error = actix_web::Error;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Ok(req
            .extensions()
            .get::<Ctx>()
            .cloned()
            .unwrap_or_default()))
    }
}
