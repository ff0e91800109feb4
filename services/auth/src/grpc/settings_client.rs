//! The auth service's client of the settings service: leaves a password-reset
//! link in the user's in-app messages when there is no mail server (ADR 23).
//! The calls are signed with auth's own key: it asks as itself, not as a user.

use std::{future::Future, pin::Pin};

use platform::{
    grpc::Caller,
    service_auth::{ServiceKey, SignCalls},
};
use proto::settings::v1::{
    MessageColor, SendSystemMessageRequest, settings_service_client::SettingsServiceClient,
};
use tonic::{codegen::InterceptedService, transport::Channel};

use crate::domain::inbox::{Inbox, InboxMessage};

/// The settings service's messages, reached over gRPC.
#[derive(Clone)]
pub struct SettingsInbox(SettingsServiceClient<InterceptedService<Channel, SignCalls>>);

impl SettingsInbox {
    pub fn new(url: &str, key: &ServiceKey) -> anyhow::Result<Self> {
        let channel = platform::grpc::lazy_channel(url, std::time::Duration::from_secs(5))?;
        Ok(Self(SettingsServiceClient::with_interceptor(
            channel,
            SignCalls::new(key.clone(), "settings"),
        )))
    }
}

impl Inbox for SettingsInbox {
    fn post<'a>(
        &'a self,
        message: &'a InboxMessage,
        request_id: &'a str,
    ) -> Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send + 'a>> {
        Box::pin(async move {
            let caller = Caller {
                request_id: request_id.to_owned(),
                ..Default::default()
            };
            let req = platform::grpc::with_caller(
                SendSystemMessageRequest {
                    id: message.id.clone(),
                    user_id: message.user_id.clone(),
                    subject: message.subject.clone(),
                    body: message.body_html.clone(),
                    color: MessageColor::Warning.into(),
                    link: message.link.clone(),
                },
                &caller,
            );
            self.0.clone().send_system_message(req).await.map_err(|s| {
                anyhow::anyhow!("settings answered {:?}: {}", s.code(), s.message())
            })?;
            Ok(())
        })
    }
}
