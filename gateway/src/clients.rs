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
use tonic::{codegen::InterceptedService, transport::Channel};
use tonic_health::pb::health_client::HealthClient;

use crate::config::GatewayConfig;
use platform::{
    grpc::{Caller, lazy_channel},
    service_auth::SignCalls,
};

/// A channel whose calls are signed for one service.
pub type Signed = InterceptedService<Channel, SignCalls>;

#[derive(Clone)]
pub struct Clients {
    pub auth: AuthServiceClient<Signed>,
    pub risk: RiskServiceClient<Signed>,
    pub incident: IncidentServiceClient<Signed>,
    pub settings: SettingsServiceClient<Signed>,
    pub demo: DemoServiceClient<Signed>,
    /// (name, health client) of every service, for readiness.
    pub health: Vec<(&'static str, HealthClient<Signed>)>,
}

impl Clients {
    pub fn new(config: &GatewayConfig) -> anyhow::Result<Self> {
        let key = config.service_key.clone().ok_or_else(|| {
            anyhow::anyhow!(
                "SERVICE_KEY is not set: the gateway signs every call to a service (docs/security.md)"
            )
        })?;
        let t = config.grpc_timeout;
        let s = &config.services;
        let signed = |url: &str, audience: &'static str| -> anyhow::Result<Signed> {
            Ok(InterceptedService::new(
                lazy_channel(url, t)?,
                SignCalls::new(key.clone(), audience),
            ))
        };
        let auth = signed(&s.auth, "auth")?;
        let risk = signed(&s.risk, "risk")?;
        let incident = signed(&s.incident, "incident")?;
        let settings = signed(&s.settings, "settings")?;
        let demo = signed(&s.demo, "demo")?;
        // Attachments travel whole in one message.
        let max_message = config
            .max_upload_bytes
            .saturating_add(64 * 1024)
            .max(4 << 20);
        Ok(Self {
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

/// Wraps `msg` for a call on behalf of `caller` (signed by the client).
pub fn request<T>(msg: T, caller: &Caller) -> tonic::Request<T> {
    platform::grpc::with_caller(msg, caller)
}
