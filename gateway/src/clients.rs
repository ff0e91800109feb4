//! gRPC clients, built once over lazily connecting channels and cloned per
//! call. Every call carries a caller assertion signed with the gateway's key
//! (the user it verified, the request id and address) and the trace context.

use proto::{
    auth::v1::auth_service_client::AuthServiceClient,
    demo::v1::demo_service_client::DemoServiceClient,
    incident::v1::incident_service_client::IncidentServiceClient,
    risk::v1::risk_service_client::RiskServiceClient,
    settings::v1::settings_service_client::SettingsServiceClient,
};
use tonic::{codegen::InterceptedService, service::Interceptor, transport::Channel};
use tonic_health::pb::health_client::HealthClient;

use crate::{config::GatewayConfig, context::Ctx};
use platform::{
    grpc::{Caller, lazy_channel},
    service_auth::SignCalls,
};

/// A channel whose calls are signed for one service.
pub type Signed = InterceptedService<Channel, SignCalls>;

/// A channel whose calls are signed for one service on behalf of one
/// request's caller.
pub type AsCaller = InterceptedService<Channel, OnBehalfOf>;

/// Puts the caller (and the current trace context) on every call and signs an
/// assertion for them: what [`request`] and [`SignCalls`] do for one message,
/// done by the client a handler gets from [`Clients::risk_as`] and its siblings.
#[derive(Clone)]
pub struct OnBehalfOf {
    caller: Caller,
    sign: SignCalls,
}

impl Interceptor for OnBehalfOf {
    fn call(&mut self, mut req: tonic::Request<()>) -> Result<tonic::Request<()>, tonic::Status> {
        platform::grpc::put_caller(&mut req, &self.caller);
        self.sign.call(req)
    }
}

/// A service's channel and the signer of its calls.
#[derive(Clone)]
struct Endpoint {
    channel: Channel,
    sign: SignCalls,
}

impl Endpoint {
    fn signed(&self) -> Signed {
        InterceptedService::new(self.channel.clone(), self.sign.clone())
    }

    fn on_behalf_of(&self, ctx: &Ctx) -> AsCaller {
        InterceptedService::new(
            self.channel.clone(),
            OnBehalfOf {
                caller: ctx.caller(),
                sign: self.sign.clone(),
            },
        )
    }
}

/// The endpoints the per-caller clients are built on.
#[derive(Clone)]
struct Endpoints {
    auth: Endpoint,
    risk: Endpoint,
    /// The risk service with the bulk deadline (imports).
    risk_bulk: Endpoint,
    incident: Endpoint,
    settings: Endpoint,
    demo: Endpoint,
    /// Attachments travel whole in one message (risk).
    max_message: usize,
}

#[derive(Clone)]
pub struct Clients {
    pub auth: AuthServiceClient<Signed>,
    pub risk: RiskServiceClient<Signed>,
    pub incident: IncidentServiceClient<Signed>,
    pub settings: SettingsServiceClient<Signed>,
    pub demo: DemoServiceClient<Signed>,
    /// (name, health client) of every service, for readiness.
    pub health: Vec<(&'static str, HealthClient<Signed>)>,
    endpoints: Endpoints,
}

impl Clients {
    pub fn new(config: &GatewayConfig) -> anyhow::Result<Self> {
        let key = config.service_key.clone().ok_or_else(|| {
            anyhow::anyhow!(
                "SERVICE_KEY is not set: the gateway signs every call to a service (docs/security.md)"
            )
        })?;
        let s = &config.services;
        let timed = |url: &str,
                     audience: &'static str,
                     t: std::time::Duration|
         -> anyhow::Result<Endpoint> {
            Ok(Endpoint {
                channel: lazy_channel(url, t)?,
                sign: SignCalls::new(key.clone(), audience),
            })
        };
        let endpoint =
            |url: &str, audience: &'static str| timed(url, audience, config.grpc_timeout);
        // Attachments travel whole in one message.
        let max_message = config
            .max_upload_bytes
            .saturating_add(64 * 1024)
            .max(4 << 20);
        let endpoints = Endpoints {
            auth: endpoint(&s.auth, "auth")?,
            risk: endpoint(&s.risk, "risk")?,
            risk_bulk: timed(&s.risk, "risk", config.grpc_bulk_timeout)?,
            incident: endpoint(&s.incident, "incident")?,
            settings: endpoint(&s.settings, "settings")?,
            demo: endpoint(&s.demo, "demo")?,
            max_message,
        };
        let auth = endpoints.auth.signed();
        let risk = endpoints.risk.signed();
        let incident = endpoints.incident.signed();
        let settings = endpoints.settings.signed();
        let demo = endpoints.demo.signed();
        Ok(Self {
            endpoints,
            health: vec![
                ("auth", HealthClient::new(auth.clone())),
                ("risk", HealthClient::new(risk.clone())),
                ("incident", HealthClient::new(incident.clone())),
                ("settings", HealthClient::new(settings.clone())),
                ("demo", HealthClient::new(demo.clone())),
            ],
            auth: AuthServiceClient::new(auth),
            risk: RiskServiceClient::new(risk)
                .max_decoding_message_size(max_message)
                .max_encoding_message_size(max_message),
            incident: IncidentServiceClient::new(incident),
            settings: SettingsServiceClient::new(settings),
            demo: DemoServiceClient::new(demo),
        })
    }
}

// A handler that only forwards asks for the client on behalf of its caller and
// calls it in one line: `state.clients.risk_as(&ctx).get_risk(req).await?`.
// Building one is cheap (the channel is a shared handle); the clients above
// stay for calls made on no one's behalf (token keys, health) or with a caller
// built by hand.
impl Clients {
    /// The auth service, called on behalf of the request's caller.
    pub fn auth_as(&self, ctx: &Ctx) -> AuthServiceClient<AsCaller> {
        AuthServiceClient::new(self.endpoints.auth.on_behalf_of(ctx))
    }

    /// The risk service for a bulk write (`GRPC_BULK_TIMEOUT_MS`), on behalf
    /// of the request's caller.
    pub fn risk_bulk_as(&self, ctx: &Ctx) -> RiskServiceClient<AsCaller> {
        let max = self.endpoints.max_message;
        RiskServiceClient::new(self.endpoints.risk_bulk.on_behalf_of(ctx))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max)
    }

    /// The risk service, called on behalf of the request's caller.
    pub fn risk_as(&self, ctx: &Ctx) -> RiskServiceClient<AsCaller> {
        let max = self.endpoints.max_message;
        RiskServiceClient::new(self.endpoints.risk.on_behalf_of(ctx))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max)
    }

    /// The incident service, called on behalf of the request's caller.
    pub fn incident_as(&self, ctx: &Ctx) -> IncidentServiceClient<AsCaller> {
        // Room for an attachment's upload or download in one message.
        let max = self.endpoints.max_message;
        IncidentServiceClient::new(self.endpoints.incident.on_behalf_of(ctx))
            .max_decoding_message_size(max)
            .max_encoding_message_size(max)
    }

    /// The settings service, called on behalf of the request's caller.
    pub fn settings_as(&self, ctx: &Ctx) -> SettingsServiceClient<AsCaller> {
        SettingsServiceClient::new(self.endpoints.settings.on_behalf_of(ctx))
    }

    /// The demo service, called on behalf of the request's caller.
    pub fn demo_as(&self, ctx: &Ctx) -> DemoServiceClient<AsCaller> {
        DemoServiceClient::new(self.endpoints.demo.on_behalf_of(ctx))
    }

    /// The demo service's data list and contacts grid, on behalf of the request's caller.
    pub fn catalog_as(
        &self,
        ctx: &Ctx,
    ) -> proto::demo::v1::catalog_service_client::CatalogServiceClient<AsCaller> {
        proto::demo::v1::catalog_service_client::CatalogServiceClient::new(
            self.endpoints.demo.on_behalf_of(ctx),
        )
    }

    /// The demo service's todo app, called on behalf of the request's caller.
    pub fn todo_as(
        &self,
        ctx: &Ctx,
    ) -> proto::demo::v1::todo_service_client::TodoServiceClient<AsCaller> {
        proto::demo::v1::todo_service_client::TodoServiceClient::new(
            self.endpoints.demo.on_behalf_of(ctx),
        )
    }

    /// The demo service's calendar app, called on behalf of the request's caller.
    pub fn calendar_as(
        &self,
        ctx: &Ctx,
    ) -> proto::demo::v1::calendar_service_client::CalendarServiceClient<AsCaller> {
        proto::demo::v1::calendar_service_client::CalendarServiceClient::new(
            self.endpoints.demo.on_behalf_of(ctx),
        )
    }

    /// The demo service's mail app, called on behalf of the request's caller.
    pub fn mail_as(
        &self,
        ctx: &Ctx,
    ) -> proto::demo::v1::mail_service_client::MailServiceClient<AsCaller> {
        proto::demo::v1::mail_service_client::MailServiceClient::new(
            self.endpoints.demo.on_behalf_of(ctx),
        )
    }

    /// The demo service's chat app, called on behalf of the request's caller.
    pub fn chat_as(
        &self,
        ctx: &Ctx,
    ) -> proto::demo::v1::chat_service_client::ChatServiceClient<AsCaller> {
        proto::demo::v1::chat_service_client::ChatServiceClient::new(
            self.endpoints.demo.on_behalf_of(ctx),
        )
    }

    /// The users app of the demo service, on behalf of the request's caller.
    pub fn users_as(
        &self,
        ctx: &Ctx,
    ) -> proto::demo::v1::users_service_client::UsersServiceClient<AsCaller> {
        proto::demo::v1::users_service_client::UsersServiceClient::new(
            self.endpoints.demo.on_behalf_of(ctx),
        )
    }

    /// The shop of the demo service, on behalf of the request's caller.
    pub fn shop_as(
        &self,
        ctx: &Ctx,
    ) -> proto::demo::v1::shop_service_client::ShopServiceClient<AsCaller> {
        proto::demo::v1::shop_service_client::ShopServiceClient::new(
            self.endpoints.demo.on_behalf_of(ctx),
        )
    }

    /// The demo service's dashboards, on behalf of the request's caller.
    pub fn dashboard_as(
        &self,
        ctx: &Ctx,
    ) -> proto::demo::v1::dashboard_service_client::DashboardServiceClient<AsCaller> {
        proto::demo::v1::dashboard_service_client::DashboardServiceClient::new(
            self.endpoints.demo.on_behalf_of(ctx),
        )
    }
}

/// Wraps `msg` for a call on behalf of `caller` (signed by the client).
pub fn request<T>(msg: T, caller: &Caller) -> tonic::Request<T> {
    platform::grpc::with_caller(msg, caller)
}
