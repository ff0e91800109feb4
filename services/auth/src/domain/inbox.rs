//! The users' in-app messages as auth sees them: somewhere to leave a
//! password-reset link when there is no mail server (ADR 23). The settings
//! service keeps them; `grpc::settings_client` reaches it.

use std::{future::Future, pin::Pin};

/// A message to one user's in-app messages (kept by the settings service).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InboxMessage {
    /// Unique per message: a repeat is a no-op.
    pub id: String,
    pub user_id: String,
    pub subject: String,
    /// HTML; the inbox sanitizes it again.
    pub body_html: String,
    /// The SPA path the message opens.
    pub link: String,
}

/// Where the embedded, mail-less form leaves a reset link besides the log:
/// the user's in-app messages (ADR 23). Not audited: the audit log is
/// permanent and must never hold a live token.
pub trait Inbox: Send + Sync {
    /// Stores `message`; an error is logged by the caller, never answered.
    fn post<'a>(
        &'a self,
        message: &'a InboxMessage,
        request_id: &'a str,
    ) -> Pin<Box<dyn Future<Output = anyhow::Result<()>> + Send + 'a>>;
}
