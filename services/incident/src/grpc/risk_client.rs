//! The incident service's client of the risk service: the demo risks the
//! demo incidents link (`seed::DemoRisks`). The calls are signed with the
//! incident service's own key: it asks as itself, not as a user, and the
//! risk service allows it ListRisks only.

use platform::{
    grpc::Caller,
    service_auth::{ServiceKey, SignCalls},
};
use proto::risk::v1::{ListRisksRequest, risk_service_client::RiskServiceClient};
use tonic::{codegen::InterceptedService, transport::Channel};

use crate::seed::DemoRisks;

/// Asks the risk service for risks; without `RISK_GRPC_URL` it knows none.
#[derive(Clone)]
pub struct RiskClient(Option<RiskServiceClient<InterceptedService<Channel, SignCalls>>>);

impl RiskClient {
    pub fn new(risk_url: Option<&str>, key: Option<&ServiceKey>) -> anyhow::Result<Self> {
        let Some(url) = risk_url else {
            return Ok(Self(None));
        };
        let key = key.ok_or_else(|| {
            anyhow::anyhow!(
                "RISK_GRPC_URL is set but SERVICE_KEY is not: the incident service cannot sign its calls to risk"
            )
        })?;
        let channel = platform::grpc::lazy_channel(url, std::time::Duration::from_secs(5))?;
        Ok(Self(Some(RiskServiceClient::with_interceptor(
            channel,
            SignCalls::new(key.clone(), "risk"),
        ))))
    }
}

impl DemoRisks for RiskClient {
    /// The first `n` risks by reference; none without `RISK_GRPC_URL`,
    /// `None` when the risk service does not answer (yet).
    async fn first_risks(&self, n: u32) -> Option<Vec<String>> {
        let Some(client) = self.0.as_ref() else {
            return Some(Vec::new());
        };
        let caller = Caller {
            request_id: "demo-data".into(),
            ..Default::default()
        };
        let req = platform::grpc::with_caller(
            ListRisksRequest {
                page: 1,
                per_page: n,
                sort: "reference".into(),
                ..Default::default()
            },
            &caller,
        );
        match client.clone().list_risks(req).await {
            Ok(res) => Some(res.into_inner().risks.into_iter().map(|r| r.id).collect()),
            Err(status) => {
                tracing::debug!(code = ?status.code(), "risk service not answering yet");
                None
            }
        }
    }
}
