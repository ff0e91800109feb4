//! Per-request context: request id, client address, user agent and, once the
//! access middleware verified it, the caller's identity.

use std::future::{Ready, ready};

use actix_web::{
    Error, FromRequest, HttpMessage, HttpRequest,
    body::MessageBody,
    dev::{Payload, ServiceRequest, ServiceResponse},
    http::header::{FORWARDED, HeaderValue, X_FORWARDED_FOR},
    middleware::Next,
    web,
};
use platform::grpc::Caller;

use crate::{error::HttpError, identity::Identity, proxies::TrustedProxies};

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

/// The client's address: the socket peer, or, when the peer is one of the
/// trusted proxies, the rightmost untrusted `X-Forwarded-For` hop
/// ([`TrustedProxies::client_addr`]). IPv6 addresses are kept whole.
pub fn client_ip(req: &HttpRequest, trusted: &TrustedProxies) -> String {
    let Some(peer) = req.peer_addr().map(|a| a.ip()) else {
        return String::new();
    };
    let forwarded = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|v| v.to_str().ok());
    trusted.client_addr(peer, forwarded).to_string()
}

/// Replaces what the client wrote about its own address with what the gateway
/// believes ([`client_ip`]) before anything reads the request: the request log
/// (`http.client_ip`, from actix's `realip_remote_addr`, which trusts the
/// leftmost `X-Forwarded-For` entry or `Forwarded`) then shows the same address
/// that throttling and audit use. Applying [`client_ip`] again to the rewritten
/// request gives the same answer, so later readers agree.
pub async fn believed_client_address(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    // Compared as addresses: no text is made unless the header is rewritten.
    let client = req.peer_addr().map(|a| {
        let state = req
            .app_data::<web::Data<crate::state::AppState>>()
            .expect("AppState is registered");
        let forwarded = req
            .headers()
            .get_all(X_FORWARDED_FOR)
            .filter_map(|v| v.to_str().ok());
        let client = state.config.trusted_proxies.client_addr(a.ip(), forwarded);
        (client, client != a.ip().to_canonical())
    });
    let headers = req.headers_mut();
    headers.remove(FORWARDED);
    headers.remove(X_FORWARDED_FOR);
    if let Some((client, true)) = client
        && let Ok(value) = HeaderValue::from_str(&client.to_string())
    {
        headers.insert(X_FORWARDED_FOR, value);
    }
    next.call(req).await
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
