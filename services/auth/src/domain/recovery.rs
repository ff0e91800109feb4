//! The account pages' use cases (ADR 23): forgot / reset password with
//! single-use, expiring tokens kept only as hashes, and the lock screen (a
//! session flag the gateway enforces, lifted only by the password).

use std::sync::Arc;

use chrono::{Duration as ChronoDuration, Utc};
use platform::{events::AuditEvent, grpc::Caller, kv::keys, outbox};

use crate::{
    domain::{
        AuthError,
        context::{AuthContext, AuthResult, SERVICE},
        field_error,
        inbox::{Inbox, InboxMessage},
        looks_like_email, normalize_email,
        oidc::random_token,
        password,
        sessions::ClientInfo,
        tokens::hash_refresh_token,
    },
    store::{self, entities::user, recovery},
};
use platform::mail::{self, Mail};

/// The SPA page a reset link opens.
pub const RESET_PATH: &str = "/pages/reset-password";

/// A forgot-password request.
#[derive(Clone, Debug)]
pub struct ResetRequest {
    pub email: String,
    pub client: Option<ClientInfo>,
}

/// A new password with a reset link's token.
#[derive(Clone, Debug)]
pub struct ResetCompletion {
    pub token: String,
    pub new_password: String,
    pub client: Option<ClientInfo>,
}

/// The link a user opens to choose a new password.
pub fn reset_link(public_url: &str, token: &str) -> String {
    format!("{public_url}{RESET_PATH}?token={token}")
}

/// The in-app message that carries a reset link (the SPA path, so it opens
/// wherever the app runs).
pub fn reset_message(user: &user::Model, token: &str, minutes: u64) -> InboxMessage {
    let link = format!("{RESET_PATH}?token={token}");
    InboxMessage {
        id: format!("password-reset:{}", uuid::Uuid::new_v4()),
        user_id: user.id.clone(),
        subject: "Reset your password".into(),
        body_html: format!(
            "<p>Someone (hopefully you) asked to reset the password of your account. \
             <a href=\"{link}\">Choose a new password</a>.</p>\
             <p>The link works once, for {minutes} minutes. If you did not ask for it, \
             ignore this message: your password stays as it is.</p>"
        ),
        link,
    }
}

/// Where a reset link goes: by mail, or (without SMTP, the embedded form,
/// ADR 23) to the server log and the user's in-app messages.
struct ResetDelivery {
    smtp: Option<mail::SmtpSettings>,
    inbox: Option<Arc<dyn Inbox>>,
    public_url: String,
}

impl ResetDelivery {
    /// A delivery that fails is logged, never answered: the answer must not
    /// differ from an unknown email's.
    async fn deliver(&self, user: &user::Model, token: &str, minutes: u64, request_id: &str) {
        let link = reset_link(&self.public_url, token);
        let Some(smtp) = &self.smtp else {
            tracing::warn!(
                user_id = %user.id,
                email = %user.email,
                "no SMTP configured: password reset link for {}: {link} (valid {minutes} min)",
                user.email
            );
            if let Some(inbox) = &self.inbox {
                let message = reset_message(user, token, minutes);
                if let Err(e) = inbox.post(&message, request_id).await {
                    tracing::warn!(user_id = %user.id, error = %e, "could not leave the password reset link in the user's messages");
                }
            }
            return;
        };
        let mail = Mail {
            to: user.email.clone(),
            subject: "Reset your RiskHub password".into(),
            body: format!(
                "Hello {},\n\nsomeone (hopefully you) asked to reset the password of your \
                 RiskHub account. Open this link to choose a new one:\n\n{link}\n\n\
                 The link works once, for {minutes} minutes. If you did not ask for it, \
                 ignore this mail: your password stays as it is.\n",
                user.name
            ),
        };
        if let Err(e) = mail::send(smtp, &mail).await {
            tracing::error!(user_id = %user.id, error = %e, "could not send the password reset mail");
        }
    }
}

impl AuthContext {
    /// Sends a single-use, expiring reset link to an active account's email.
    /// Answers the same whether the email is known or not; throttled per
    /// address and per email alike (so the limit tells nothing either).
    pub async fn request_password_reset(&self, r: ResetRequest, caller: &Caller) -> AuthResult<()> {
        let ResetRequest { email, client } = r;
        let client = ClientInfo::or_caller(client, caller);
        let email = normalize_email(&email);
        if email.is_empty() {
            return Err(field_error("email", "Required"));
        }
        if !looks_like_email(&email) {
            return Err(field_error("email", "Please enter a valid email address."));
        }
        let (max, window) = (
            self.config.password_reset_max,
            self.config.password_reset_window,
        );
        if !client.source_ip.is_empty() {
            self.throttle_hit(&format!("pwreset:ip:{}", client.source_ip), max, window)
                .await?;
        }
        self.throttle_hit(&format!("pwreset:email:{email}"), max, window)
            .await?;
        let Some(user) = store::user_by_email(&self.db, &email)
            .await?
            .filter(|u| u.status == "active")
        else {
            tracing::info!("password reset asked for an unknown or inactive email");
            return Ok(());
        };
        let token = random_token(32);
        let ttl = self.config.password_reset_ttl;
        let expires_at = Utc::now() + ChronoDuration::seconds(ttl.as_secs() as i64);
        let txn = platform::db::begin_write(&self.db).await?;
        recovery::insert_reset(&txn, &hash_refresh_token(&token), &user.id, expires_at).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "user", &user.id, "password_reset_requested")
                .caller(caller)
                .actor(&user.id, &user.name)
                .request(&caller.request_id, &client.source_ip)
                .changes(
                    serde_json::Value::Null,
                    serde_json::json!({
                        "expires_at": expires_at.to_rfc3339(),
                        "delivery": if self.config.mail.sends_mail() { "smtp" } else { "log" },
                    }),
                ),
        )
        .await?;
        txn.commit().await?;
        self.relay.wake();
        // Delivered after the answer, so a slow mail server or inbox neither
        // delays it nor tells a known email from an unknown one by its time.
        let delivery = ResetDelivery {
            smtp: self.config.mail.smtp.clone(),
            inbox: self.inbox.clone(),
            public_url: self.config.public_url.clone(),
        };
        let request_id = caller.request_id.clone();
        tokio::spawn(async move {
            delivery
                .deliver(&user, &token, ttl.as_secs() / 60, &request_id)
                .await;
        });
        Ok(())
    }

    /// Sets a new password with a reset token: the token is used up in the
    /// same transaction as the password change; every session of the user
    /// ends. An unknown, used or expired token is refused.
    pub async fn complete_password_reset(
        &self,
        r: ResetCompletion,
        caller: &Caller,
    ) -> AuthResult<()> {
        let ResetCompletion {
            token,
            new_password,
            client,
        } = r;
        let client = ClientInfo::or_caller(client, caller);
        if !client.source_ip.is_empty() {
            // Tokens are 256 random bits; this only stops a flood.
            self.throttle_hit(
                &format!("pwreset:complete:ip:{}", client.source_ip),
                self.config.password_reset_max * 4,
                self.config.password_reset_window,
            )
            .await?;
        }
        if token.trim().is_empty() {
            return Err(AuthError::ResetTokenInvalid);
        }
        if new_password.chars().count() < 8 {
            return Err(field_error("new_password", "Use at least 8 characters."));
        }
        let hash = password::hash(new_password).await?;
        let txn = platform::db::begin_write(&self.db).await?;
        let Some(user_id) = recovery::take_reset(&txn, &hash_refresh_token(token.trim())).await?
        else {
            return Err(AuthError::ResetTokenInvalid);
        };
        let Some(before) = store::user_by_id(&txn, &user_id)
            .await?
            .filter(|u| u.status == "active")
        else {
            return Err(AuthError::ResetTokenInvalid);
        };
        let mut after = before.clone();
        after.password_hash = hash;
        after.must_change_password = false;
        let saved = store::save_user(&txn, &after).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "user", &saved.id, "password_reset_completed")
                .caller(caller)
                .actor(&saved.id, &saved.name)
                .request(&caller.request_id, &client.source_ip),
        )
        .await?;
        txn.commit().await?;
        self.relay.wake();
        // Whoever held a session (perhaps the reason for the reset) is out.
        self.end_sessions(&saved.id, None).await?;
        self.throttle_clear(&format!("login:fail:acct:{}", saved.email))
            .await;
        Ok(())
    }

    /// The caller's own open session `session_id`.
    async fn own_session(
        &self,
        caller: &Caller,
        session_id: &str,
    ) -> AuthResult<store::entities::session::Model> {
        if caller.user_id.is_empty() {
            return Err(AuthError::Forbidden);
        }
        store::session_by_id(&self.db, session_id)
            .await?
            .filter(|s| s.user_id == caller.user_id && s.revoked_at.is_none())
            .ok_or(AuthError::SessionInvalid)
    }

    /// How long a lock must be remembered: as long as the session may live.
    fn lock_ttl(&self) -> std::time::Duration {
        self.config.session_max_lifetime
    }

    /// Locks the caller's session (lock screen): stored on the session and
    /// published to the key-value store the gateway checks.
    pub async fn lock_session(&self, caller: &Caller, session_id: &str) -> AuthResult<()> {
        let session = self.own_session(caller, session_id).await?;
        let txn = platform::db::begin_write(&self.db).await?;
        recovery::set_session_locked(&txn, &session.id, Some(Utc::now())).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "session", &session.id, "session_locked").caller(caller),
        )
        .await?;
        txn.commit().await?;
        self.relay.wake();
        self.publish_lock(&session.id).await;
        Ok(())
    }

    /// Tells the gateway (through the key-value store) that the session is locked.
    pub(crate) async fn publish_lock(&self, session_id: &str) {
        if let Err(e) = self
            .kv
            .set(&keys::locked_session(session_id), "1", self.lock_ttl())
            .await
        {
            tracing::warn!(error = %e, "could not publish a session lock");
        }
    }

    /// Re-publishes the lock of a locked session (after a refresh: the
    /// key-value store may have been emptied by a restart).
    pub(crate) async fn republish_lock_if_locked(&self, session_id: &str) -> AuthResult<()> {
        if recovery::session_locked(&self.db, session_id).await? {
            self.publish_lock(session_id).await;
        }
        Ok(())
    }

    /// Unlocks the caller's session with their password; wrong passwords are
    /// counted per user and limited like change-password's.
    pub async fn unlock_session(
        &self,
        caller: &Caller,
        session_id: &str,
        password: String,
    ) -> AuthResult<()> {
        let session = self.own_session(caller, session_id).await?;
        let user = self.load_user(&session.user_id).await?;
        if user.status != "active" {
            return Err(AuthError::AccountInactive);
        }
        // Counted before the check: parallel guesses cannot pass the limit.
        let attempts = format!("unlock:fail:{}", user.id);
        self.throttle_hit(
            &attempts,
            self.config.password_change_max_failures,
            self.config.lockout,
        )
        .await?;
        if password.is_empty() {
            return Err(field_error("password", "Required"));
        }
        if user.password_hash.is_empty()
            || !password::verify(password, user.password_hash.clone()).await
        {
            return Err(field_error("password", "Wrong password"));
        }
        self.throttle_clear(&attempts).await;
        let txn = platform::db::begin_write(&self.db).await?;
        recovery::set_session_locked(&txn, &session.id, None).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "session", &session.id, "session_unlocked").caller(caller),
        )
        .await?;
        txn.commit().await?;
        self.relay.wake();
        if let Err(e) = self.kv.delete(&keys::locked_session(&session.id)).await {
            tracing::warn!(error = %e, "could not lift a session lock");
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_link_opens_the_reset_page_with_the_token() {
        assert_eq!(
            reset_link("https://grc.example.com", "abc"),
            "https://grc.example.com/pages/reset-password?token=abc"
        );
    }
}
