//! The settings service's client of the auth service: who may approve risks
//! (auth owns roles). The calls are signed with settings' own key: it asks as
//! itself, not as a user.

use platform::{
    grpc::Caller,
    service_auth::{ServiceKey, SignCalls},
};
use proto::auth::v1::{ListUserOptionsRequest, auth_service_client::AuthServiceClient};
use tonic::{codegen::InterceptedService, transport::Channel};

use crate::domain::messages::Approvers;

/// Asks auth for approvers; without `AUTH_GRPC_URL` it knows none.
#[derive(Clone)]
pub struct AuthApprovers(Option<AuthServiceClient<InterceptedService<Channel, SignCalls>>>);

impl AuthApprovers {
    pub fn new(auth_url: Option<&str>, key: Option<&ServiceKey>) -> anyhow::Result<Self> {
        let Some(url) = auth_url else {
            return Ok(Self(None));
        };
        let key = key.ok_or_else(|| {
            anyhow::anyhow!("AUTH_GRPC_URL is set but SERVICE_KEY is not: settings cannot sign its calls to auth")
        })?;
        let channel = platform::grpc::lazy_channel(url, std::time::Duration::from_secs(5))?;
        Ok(Self(Some(AuthServiceClient::with_interceptor(
            channel,
            SignCalls::new(key.clone(), "auth"),
        ))))
    }
}

impl Approvers for AuthApprovers {
    /// Active users holding `risk.approve`; empty when auth cannot say.
    async fn approvers(&self, request_id: &str) -> Vec<String> {
        let Some(client) = &self.0 else { return vec![] };
        let caller = Caller {
            request_id: request_id.to_owned(),
            ..Default::default()
        };
        let req = platform::grpc::with_caller(
            ListUserOptionsRequest {
                q: String::new(),
                permission: platform::permissions::RISK_APPROVE.into(),
            },
            &caller,
        );
        match client.clone().list_user_options(req).await {
            Ok(res) => res.into_inner().users.into_iter().map(|u| u.id).collect(),
            Err(status) => {
                // Messages are a courtesy: the audit log must not wait for auth.
                tracing::warn!(code = ?status.code(), "approvers unknown, no approval messages sent");
                vec![]
            }
        }
    }
}
