//! Which audit events raise a message to whom, and what the message says;
//! bodies are sanitized HTML. [`on_event`] applies the rules to each event
//! from the bus; the signed-in caller reads and marks their own messages;
//! `store::messages` keeps the rows.

use std::future::Future;

use platform::{events::AuditEvent, grpc::Caller};
use sea_orm::{DatabaseConnection, DbErr};

use crate::{
    domain::{SettingsError, require_user},
    store::messages::{self as store, Message},
};

/// A page of the caller's messages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageQuery {
    /// 1-based.
    pub page: u64,
    pub per_page: u64,
    /// Only the unread ones.
    pub unread_only: bool,
}

/// Subjects are cut to this many characters.
const SUBJECT_MAX_CHARS: usize = 200;

/// Who may approve risks: asked of the service that owns roles (auth). An
/// answer it cannot give is an empty list: messages are a courtesy, the audit
/// log must not wait for them.
pub trait Approvers {
    /// Active users holding `risk.approve`, asked on behalf of `request_id`.
    fn approvers(&self, request_id: &str) -> impl Future<Output = Vec<String>> + Send;
}

/// Stores one message once (the id makes a repeated event a no-op), its
/// subject cut and its body sanitized.
async fn deliver(
    db: &DatabaseConnection,
    id: &str,
    user_id: &str,
    subject: &str,
    body_html: &str,
    color: &str,
) -> Result<(), DbErr> {
    let subject: String = subject.chars().take(SUBJECT_MAX_CHARS).collect();
    store::insert(db, id, user_id, &subject, &sanitize(body_html), color).await
}

/// Raises the messages of `event`, if its rules have any.
pub async fn on_event(
    db: &DatabaseConnection,
    approvers: &impl Approvers,
    event: &AuditEvent,
) -> Result<(), DbErr> {
    if let Some((user, subject, body, color)) = rule_for(event) {
        // The message id is the event's: redelivered events raise nothing new.
        deliver(db, &event.id.to_string(), &user, &subject, &body, color).await?;
    }
    if let Some((subject, body)) = approval_request(event) {
        // Four eyes: the maker is not asked to approve their own change.
        for user in approvers
            .approvers(&event.request_id)
            .await
            .into_iter()
            .filter(|u| *u != event.actor.id)
        {
            deliver(
                db,
                &format!("{}:{user}", event.id),
                &user,
                &subject,
                &body,
                "warning",
            )
            .await?;
        }
    }
    Ok(())
}

/// A page of the caller's messages, newest first, with the total listed and
/// the caller's unread count.
pub async fn list(
    db: &DatabaseConnection,
    caller: &Caller,
    query: MessageQuery,
) -> Result<(Vec<Message>, u64, u64), SettingsError> {
    let MessageQuery {
        page,
        per_page,
        unread_only,
    } = query;
    let user = require_user(caller)?;
    Ok(store::list(db, user, page, per_page, unread_only).await?)
}

/// Marks one of the caller's messages read (`read`) or unread again; someone
/// else's is not found.
pub async fn set_read(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
    read: bool,
) -> Result<Message, SettingsError> {
    let user = require_user(caller)?;
    store::set_read(db, user, id, read)
        .await?
        .ok_or(SettingsError::MessageNotFound)
}

/// Marks every unread message of the caller read; answers how many changed.
pub async fn mark_all_read(db: &DatabaseConnection, caller: &Caller) -> Result<u64, SettingsError> {
    let user = require_user(caller)?;
    Ok(store::mark_all_read(db, user).await?)
}

/// Keeps formatting and links, drops scripts, handlers and styles.
pub fn sanitize(html: &str) -> String {
    ammonia::clean(html)
}

fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The message an event raises, if any: (recipient, subject, body, colour).
pub fn rule_for(event: &AuditEvent) -> Option<(String, String, String, &'static str)> {
    let after = &event.changes["after"];
    let by = escape(&event.actor.name);
    match (
        event.service.as_str(),
        event.entity.kind.as_str(),
        event.action.as_str(),
    ) {
        ("auth", "user", "created") => Some((
            event.entity.id.clone(),
            "Welcome to RiskHub".into(),
            format!(
                "<p>{by} created your account with the role <strong>{}</strong>.</p><p>Choose your own password at your first sign-in.</p>",
                escape(after["role"].as_str().unwrap_or_default())
            ),
            "primary",
        )),
        ("auth", "user", "password_reset") => Some((
            event.entity.id.clone(),
            "Your password was reset".into(),
            format!("<p>{by} reset your password. Choose a new one at your next sign-in.</p>"),
            "warning",
        )),
        ("auth", "user", "updated") if event.changes["before"]["role"] != after["role"] => Some((
            event.entity.id.clone(),
            "Your role changed".into(),
            format!(
                "<p>{by} changed your role from <strong>{}</strong> to <strong>{}</strong>.</p>",
                escape(event.changes["before"]["role"].as_str().unwrap_or_default()),
                escape(after["role"].as_str().unwrap_or_default())
            ),
            "info",
        )),
        ("risk", "action_plan", "created" | "updated")
            if after["owner_id"].is_string()
                && event.changes["before"]["owner_id"] != after["owner_id"]
                && after["owner_id"].as_str() != Some(event.actor.id.as_str()) =>
        {
            Some((
                after["owner_id"].as_str().unwrap_or_default().to_owned(),
                format!(
                    "Action plan {} assigned to you",
                    after["reference"].as_str().unwrap_or_default()
                ),
                format!(
                    "<p>{by} made you the owner of <strong>{}</strong>, due {}.</p>",
                    escape(after["title"].as_str().unwrap_or_default()),
                    escape(after["due_date"].as_str().unwrap_or_default())
                ),
                "warning",
            ))
        }
        _ => None,
    }
}

/// A risk that now waits for approval: (subject, body) for the approvers.
pub fn approval_request(event: &AuditEvent) -> Option<(String, String)> {
    let (before, after) = (&event.changes["before"], &event.changes["after"]);
    let now_pending =
        after["approval_status"] == "pending" && before["approval_status"] != "pending";
    if (event.service.as_str(), event.entity.kind.as_str()) != ("risk", "risk") || !now_pending {
        return None;
    }
    let reference = after["reference"].as_str().unwrap_or_default();
    let title = escape(after["title"].as_str().unwrap_or_default());
    let by = escape(&event.actor.name);
    let body = if event.action == "approval_stale" {
        format!(
            "<p>The rating of <strong>{title}</strong> moved ({}); it needs a new approval.</p>",
            escape(after["reason"].as_str().unwrap_or("controls changed"))
        )
    } else {
        format!(
            "<p>{by} sent <strong>{title}</strong> for approval. Open the risk to approve or reject it.</p>"
        )
    };
    Some((format!("Risk {reference} waits for your approval"), body))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    #[test]
    fn bodies_lose_scripts_and_handlers_but_keep_formatting() {
        let clean = sanitize(
            r#"<p onclick="x()">Hi <strong>there</strong><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>"#,
        );
        assert!(clean.contains("<strong>there</strong>"));
        assert!(!clean.contains("script"));
        assert!(!clean.contains("onclick"));
        assert!(!clean.contains("javascript"));
    }

    #[test]
    fn a_created_user_gets_a_welcome_with_an_escaped_actor_name() {
        let e = AuditEvent::new("auth", "user", "u1", "created")
            .actor("a1", "<b>Eve</b>")
            .changes(
                serde_json::Value::Null,
                serde_json::json!({"role": "staff"}),
            );
        let (to, subject, body, _) = rule_for(&e).unwrap();
        assert_eq!(to, "u1");
        assert_eq!(subject, "Welcome to RiskHub");
        assert!(body.contains("&lt;b&gt;Eve"));
        assert!(rule_for(&AuditEvent::new("auth", "session", "s", "logout")).is_none());
    }

    #[test]
    fn the_new_owner_of_an_action_plan_hears_of_it_but_not_from_themself() {
        let plan = serde_json::json!({"reference": "AP-0007", "title": "Second supplier", "due_date": "2027-01-31", "owner_id": "u2"});
        let e = AuditEvent::new("risk", "action_plan", "p1", "created")
            .actor("u1", "Emma")
            .changes(serde_json::Value::Null, plan.clone());
        let (to, subject, body, _) = rule_for(&e).unwrap();
        assert_eq!(
            (to.as_str(), subject.as_str()),
            ("u2", "Action plan AP-0007 assigned to you")
        );
        assert!(body.contains("2027-01-31"));
        let same_owner = AuditEvent::new("risk", "action_plan", "p1", "updated")
            .actor("u1", "Emma")
            .changes(plan.clone(), plan.clone());
        assert!(rule_for(&same_owner).is_none());
        let own = AuditEvent::new("risk", "action_plan", "p1", "created")
            .actor("u2", "Dana")
            .changes(serde_json::Value::Null, plan);
        assert!(rule_for(&own).is_none());
    }

    #[test]
    fn approvers_hear_of_a_risk_that_starts_waiting_but_not_of_edits_while_it_waits() {
        let submitted = AuditEvent::new("risk", "risk", "r1", "created").changes(
            Value::Null,
            json!({"reference": "R-0042", "title": "Fraud <b>", "approval_status": "pending"}),
        );
        let (subject, body) = approval_request(&submitted).expect("a request");
        assert_eq!(subject, "Risk R-0042 waits for your approval");
        assert!(body.contains("Fraud &lt;b&gt;"), "{body}");
        let stale = AuditEvent::new("risk", "risk", "r1", "approval_stale").changes(
            json!({"approval_status": "approved"}),
            json!({"reference": "R-0042", "title": "Fraud", "approval_status": "pending", "reason": "a control changed"}),
        );
        assert!(
            approval_request(&stale)
                .unwrap()
                .1
                .contains("a control changed")
        );
        let edited = AuditEvent::new("risk", "risk", "r1", "updated").changes(
            json!({"approval_status": "pending"}),
            json!({"approval_status": "pending"}),
        );
        assert_eq!(approval_request(&edited), None);
        let approved = AuditEvent::new("risk", "risk", "r1", "approved").changes(
            json!({"approval_status": "pending"}),
            json!({"approval_status": "approved"}),
        );
        assert_eq!(approval_request(&approved), None);
        let plan = AuditEvent::new("risk", "action_plan", "p1", "created")
            .changes(Value::Null, json!({"approval_status": "pending"}));
        assert_eq!(approval_request(&plan), None);
    }
}
