//! gRPC clients, built once over lazily connecting channels and cloned per
//! call. Every call carries the caller, the request id and trace context.

use proto::{
    auth::v1::auth_service_client::AuthServiceClient,
    demo::v1::demo_service_client::DemoServiceClient,
    incident::v1::incident_service_client::IncidentServiceClient,
    risk::v1::risk_service_client::RiskServiceClient,
    settings::v1::settings_service_client::SettingsServiceClient,
};
use tonic::transport::Channel;
use tonic_health::pb::health_client::HealthClient;

use crate::config::GatewayConfig;
use platform::grpc::{Caller, lazy_channel};

#[derive(Clone)]
pub struct Clients {
    pub auth: AuthServiceClient<Channel>,
    pub risk: RiskServiceClient<Channel>,
    pub incident: IncidentServiceClient<Channel>,
    pub settings: SettingsServiceClient<Channel>,
    pub demo: DemoServiceClient<Channel>,
    /// (name, health client) of every service, for readiness.
    pub health: Vec<(&'static str, HealthClient<Channel>)>,
}

impl Clients {
    pub fn new(config: &GatewayConfig) -> anyhow::Result<Self> {
        let t = config.grpc_timeout;
        let s = &config.services;
        let auth = lazy_channel(&s.auth, t)?;
        let risk = lazy_channel(&s.risk, t)?;
        let incident = lazy_channel(&s.incident, t)?;
        let settings = lazy_channel(&s.settings, t)?;
        let demo = lazy_channel(&s.demo, t)?;
        Ok(Self {
            health: vec![
                ("auth", HealthClient::new(auth.clone())),
                ("risk", HealthClient::new(risk.clone())),
                ("incident", HealthClient::new(incident.clone())),
                ("settings", HealthClient::new(settings.clone())),
                ("demo", HealthClient::new(demo.clone())),
            ],
            auth: AuthServiceClient::new(auth),
            // Attachments travel whole in one message.
            risk: RiskServiceClient::new(risk)
                .max_decoding_message_size(
                    config
                        .max_upload_bytes
                        .saturating_add(64 * 1024)
                        .max(4 << 20),
                )
                .max_encoding_message_size(
                    config
                        .max_upload_bytes
                        .saturating_add(64 * 1024)
                        .max(4 << 20),
                ),
            incident: IncidentServiceClient::new(incident),
            settings: SettingsServiceClient::new(settings),
            demo: DemoServiceClient::new(demo),
        })
    }
}

/// Wraps `msg` with the caller's identity and the current trace context.
pub fn request<T>(msg: T, caller: &Caller) -> tonic::Request<T> {
    let mut req = tonic::Request::new(msg);
    caller.write_to(req.metadata_mut());
    platform::telemetry::inject_trace_context(req.metadata_mut());
    req
}
