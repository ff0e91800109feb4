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

/// One message a rule raises: to whom, what it says, in which colour, and
/// the SPA path of the item it is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// The recipient's user id.
    pub to: String,
    /// Plain text.
    pub subject: String,
    /// HTML with every value from the event escaped (sanitized again on store).
    pub body: String,
    pub color: &'static str,
    /// The SPA path to open; empty for none.
    pub link: String,
}

/// Stores one message once (the id makes a repeated event a no-op), its
/// subject cut and its body sanitized.
async fn deliver(db: &DatabaseConnection, id: &str, note: &Note) -> Result<(), DbErr> {
    let subject: String = note.subject.chars().take(SUBJECT_MAX_CHARS).collect();
    store::insert(
        db,
        id,
        &note.to,
        &subject,
        &sanitize(&note.body),
        note.color,
        &safe_link(&note.link),
    )
    .await
}

/// Raises the messages of `event`, if its rules have any.
pub async fn on_event(
    db: &DatabaseConnection,
    approvers: &impl Approvers,
    event: &AuditEvent,
) -> Result<(), DbErr> {
    if let Some(note) = rule_for(event) {
        // The message id is the event's: redelivered events raise nothing new.
        deliver(db, &event.id.to_string(), &note).await?;
    }
    for note in mentions(event) {
        deliver(db, &format!("{}:{}", event.id, note.to), &note).await?;
    }
    if let Some((subject, body, link)) = approval_request(event) {
        // Four eyes: the maker is not asked to approve their own change.
        for user in approvers
            .approvers(&event.request_id)
            .await
            .into_iter()
            .filter(|u| *u != event.actor.id)
        {
            let note = Note {
                to: user,
                subject: subject.clone(),
                body: body.clone(),
                color: "warning",
                link: link.clone(),
            };
            deliver(db, &format!("{}:{}", event.id, note.to), &note).await?;
        }
    }
    Ok(())
}

/// A message a component sends one user outside the audit log (ADR 23):
/// the sender's id for it and what it says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemMessage {
    /// Unique per sender: a repeat is a no-op.
    pub id: String,
    pub note: Note,
}

/// The longest sender id of a system message.
const SYSTEM_ID_MAX_CHARS: usize = 100;

/// Stores a system message. Only a component calling as itself may send one:
/// the gateway (and so any user) may not, because the message would come
/// from nobody the audit log knows. The stored id is prefixed with the
/// sender's name, so senders cannot collide.
pub async fn send_system(
    db: &DatabaseConnection,
    caller: &Caller,
    message: SystemMessage,
) -> Result<(), SettingsError> {
    if caller.service.is_empty()
        || caller.service == platform::service_auth::GATEWAY
        || !caller.user_id.is_empty()
    {
        return Err(SettingsError::Forbidden);
    }
    let SystemMessage { id, note } = message;
    if id.trim().is_empty() || id.chars().count() > SYSTEM_ID_MAX_CHARS {
        return Err(SettingsError::field(
            "id",
            "Give the message an id of at most 100 characters.",
        ));
    }
    if note.to.trim().is_empty() {
        return Err(SettingsError::field("user_id", "Name the recipient."));
    }
    if note.subject.trim().is_empty() {
        return Err(SettingsError::field(
            "subject",
            "Give the message a subject.",
        ));
    }
    deliver(db, &format!("{}:{id}", caller.service), &note).await?;
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

/// The SPA path of the signed-in user's own account page.
pub const ACCOUNT_LINK: &str = "/user/account";

/// A link as stored: an SPA path (one leading `/`, not `//`), or nothing.
fn safe_link(link: &str) -> String {
    if link.starts_with('/') && !link.starts_with("//") && !link.contains('\\') {
        link.to_owned()
    } else {
        String::new()
    }
}

/// Percent-encodes a value for a URL query (letters, digits and `-_.~` stay).
fn query_value(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Percent-encodes one path segment (an id).
fn path_segment(s: &str) -> String {
    query_value(s)
}

/// The SPA path of a risk, a control or an action plan (plans open as the
/// action plan list searched by their reference); empty for another kind.
pub fn item_link(kind: &str, id: &str, reference: &str) -> String {
    match kind {
        "risk" if !id.is_empty() => format!("/risk/risk/{}", path_segment(id)),
        "control" if !id.is_empty() => format!("/risk/control/{}", path_segment(id)),
        "action_plan" if !reference.is_empty() => {
            format!("/risk/action/plan?q={}", query_value(reference))
        }
        _ => String::new(),
    }
}

/// The message an event raises for one user, if any.
pub fn rule_for(event: &AuditEvent) -> Option<Note> {
    let after = &event.changes["after"];
    let by = escape(&event.actor.name);
    let text = |v: &serde_json::Value| v.as_str().unwrap_or_default().to_owned();
    match (
        event.service.as_str(),
        event.entity.kind.as_str(),
        event.action.as_str(),
    ) {
        ("auth", "user", "created") => Some(Note {
            to: event.entity.id.clone(),
            subject: "Welcome to RiskHub".into(),
            body: format!(
                "<p>{by} created your account with the role <strong>{}</strong>.</p><p>Choose your own password at your first sign-in.</p>",
                escape(&text(&after["role"]))
            ),
            color: "primary",
            link: ACCOUNT_LINK.into(),
        }),
        ("auth", "user", "password_reset") => Some(Note {
            to: event.entity.id.clone(),
            subject: "Your password was reset".into(),
            body: format!(
                "<p>{by} reset your password. Choose a new one at your next sign-in.</p>"
            ),
            color: "warning",
            link: ACCOUNT_LINK.into(),
        }),
        ("auth", "user", "updated") if event.changes["before"]["role"] != after["role"] => {
            Some(Note {
                to: event.entity.id.clone(),
                subject: "Your role changed".into(),
                body: format!(
                    "<p>{by} changed your role from <strong>{}</strong> to <strong>{}</strong>.</p>",
                    escape(&text(&event.changes["before"]["role"])),
                    escape(&text(&after["role"]))
                ),
                color: "info",
                link: ACCOUNT_LINK.into(),
            })
        }
        ("risk", "action_plan", "created" | "updated")
            if after["owner_id"].is_string()
                && event.changes["before"]["owner_id"] != after["owner_id"]
                && after["owner_id"].as_str() != Some(event.actor.id.as_str()) =>
        {
            let reference = text(&after["reference"]);
            Some(Note {
                to: text(&after["owner_id"]),
                subject: format!("Action plan {reference} assigned to you"),
                body: format!(
                    "<p>{by} made you the owner of <strong>{}</strong>, due {}.</p>",
                    escape(&text(&after["title"])),
                    escape(&text(&after["due_date"]))
                ),
                color: "warning",
                link: item_link("action_plan", &event.entity.id, &reference),
            })
        }
        ("risk", "risk", "acceptance_expired") if after["owner_id"].is_string() => {
            let reference = text(&after["reference"]);
            Some(Note {
                to: text(&after["owner_id"]),
                subject: format!("Acceptance of {reference} expired"),
                body: format!(
                    "<p>The acceptance of <strong>{}</strong> expired on {}. Review the risk and decide again how to treat it.</p>",
                    escape(&text(&after["title"])),
                    escape(&text(&after["acceptance_expires_on"]))
                ),
                color: "warning",
                link: item_link("risk", &event.entity.id, &reference),
            })
        }
        ("risk", "risk", "reassessment_flagged") if after["owner_id"].is_string() => {
            let reference = text(&after["reference"]);
            let incident = escape(&text(&after["incident_reference"]));
            let incident_title = escape(&text(&after["incident_title"]));
            let incident = if incident_title.is_empty() {
                format!("<strong>{incident}</strong>")
            } else {
                format!("<strong>{incident}</strong> ({incident_title})")
            };
            let title = escape(&text(&after["title"]));
            let what = if after["reason"] == "loss_threshold" {
                format!(
                    "The loss of incident {incident}, linked to <strong>{title}</strong>, passed its category's threshold."
                )
            } else {
                format!("Incident {incident} was linked to <strong>{title}</strong>.")
            };
            Some(Note {
                to: text(&after["owner_id"]),
                subject: format!("Re-assess {reference}"),
                body: format!(
                    "<p>{what} Update the risk's assessment, or record a review if it still holds.</p>"
                ),
                color: "warning",
                link: item_link("risk", &event.entity.id, &reference),
            })
        }
        _ => None,
    }
}

/// How much of a comment a mention message quotes.
const MENTION_QUOTE_CHARS: usize = 200;

/// A comment with mentions: one message to each mentioned user but its
/// author, quoting the start of the comment and linked to the item.
pub fn mentions(event: &AuditEvent) -> Vec<Note> {
    if (
        event.service.as_str(),
        event.entity.kind.as_str(),
        event.action.as_str(),
    ) != ("risk", "comment", "created")
    {
        return Vec::new();
    }
    let after = &event.changes["after"];
    let text = |v: &serde_json::Value| v.as_str().unwrap_or_default().to_owned();
    let author = Some(after["author_id"].as_str().unwrap_or(&event.actor.id))
        .filter(|a| !a.is_empty())
        .unwrap_or(&event.actor.id)
        .to_owned();
    let reference = text(&after["entity_reference"]);
    let link = item_link(
        &text(&after["entity_type"]),
        &text(&after["entity_id"]),
        &reference,
    );
    let quote: String = text(&after["body"])
        .chars()
        .take(MENTION_QUOTE_CHARS)
        .collect();
    let title = escape(&text(&after["entity_title"]));
    let by = event.actor.name.clone();
    let mut seen = std::collections::BTreeSet::new();
    after["mentions"]
        .as_array()
        .map(Vec::as_slice)
        .unwrap_or_default()
        .iter()
        .filter_map(|m| m.as_str())
        .filter(|m| !m.is_empty() && *m != author && *m != event.actor.id)
        .filter(|m| seen.insert(m.to_string()))
        .map(|to| Note {
            to: to.to_owned(),
            subject: format!("{by} mentioned you on {reference}"),
            body: format!(
                "<p><strong>{title}</strong></p><blockquote>{}</blockquote>",
                escape(&quote)
            ),
            color: "info",
            link: link.clone(),
        })
        .collect()
}

/// A risk that now waits for approval: (subject, body, link) for the
/// approvers.
pub fn approval_request(event: &AuditEvent) -> Option<(String, String, String)> {
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
    Some((
        format!("Risk {reference} waits for your approval"),
        body,
        item_link("risk", &event.entity.id, reference),
    ))
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
        let Note {
            to,
            subject,
            body,
            link,
            ..
        } = rule_for(&e).unwrap();
        assert_eq!(to, "u1");
        assert_eq!(subject, "Welcome to RiskHub");
        assert!(body.contains("&lt;b&gt;Eve"));
        assert_eq!(link, ACCOUNT_LINK);
        assert!(rule_for(&AuditEvent::new("auth", "session", "s", "logout")).is_none());
    }

    #[test]
    fn the_new_owner_of_an_action_plan_hears_of_it_but_not_from_themself() {
        let plan = serde_json::json!({"reference": "AP-0007", "title": "Second supplier", "due_date": "2027-01-31", "owner_id": "u2"});
        let e = AuditEvent::new("risk", "action_plan", "p1", "created")
            .actor("u1", "Emma")
            .changes(serde_json::Value::Null, plan.clone());
        let Note {
            to,
            subject,
            body,
            link,
            ..
        } = rule_for(&e).unwrap();
        assert_eq!(
            (to.as_str(), subject.as_str()),
            ("u2", "Action plan AP-0007 assigned to you")
        );
        assert!(body.contains("2027-01-31"));
        assert_eq!(link, "/risk/action/plan?q=AP-0007");
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
        let (subject, body, link) = approval_request(&submitted).expect("a request");
        assert_eq!(subject, "Risk R-0042 waits for your approval");
        assert_eq!(link, "/risk/risk/r1");
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

    #[test]
    fn password_resets_and_role_changes_lead_to_the_account_page() {
        let reset = AuditEvent::new("auth", "user", "u1", "password_reset").actor("a1", "Ann");
        assert_eq!(rule_for(&reset).unwrap().link, ACCOUNT_LINK);
        let role = AuditEvent::new("auth", "user", "u1", "updated")
            .changes(json!({"role": "staff"}), json!({"role": "risk_manager"}));
        let note = rule_for(&role).unwrap();
        assert_eq!((note.to.as_str(), note.link.as_str()), ("u1", ACCOUNT_LINK));
    }

    #[test]
    fn item_links_are_spa_paths_with_encoded_values() {
        assert_eq!(item_link("risk", "r-1", "R-0001"), "/risk/risk/r-1");
        assert_eq!(item_link("control", "c 1", "C-0001"), "/risk/control/c%201");
        assert_eq!(
            item_link("action_plan", "p1", "AP-1&x=<y>"),
            "/risk/action/plan?q=AP-1%26x%3D%3Cy%3E"
        );
        assert_eq!(item_link("incident", "i1", "I-1"), "");
        assert_eq!(item_link("risk", "", "R-1"), "");
        assert_eq!(safe_link("/risk/risk/1"), "/risk/risk/1");
        assert_eq!(safe_link("//evil.example"), "");
        assert_eq!(safe_link("https://evil.example"), "");
        assert_eq!(safe_link("javascript:alert(1)"), "");
    }

    fn comment(entity_type: &str, mentions: Value, body: &str) -> AuditEvent {
        AuditEvent::new("risk", "comment", "cm1", "created")
            .actor("u1", "Emma <E>")
            .changes(
                Value::Null,
                json!({
                    "entity_type": entity_type,
                    "entity_id": "x1",
                    "entity_reference": "R-0042",
                    "entity_title": "Fraud <b>",
                    "body": body,
                    "mentions": mentions,
                    "author_id": "u1",
                }),
            )
    }

    #[test]
    fn each_mentioned_user_but_the_author_hears_of_a_comment_linked_to_its_item() {
        let notes = mentions(&comment(
            "risk",
            json!(["u2", "u1", "u3", "u2", ""]),
            "Please <script>look</script> at this",
        ));
        let to: Vec<&str> = notes.iter().map(|n| n.to.as_str()).collect();
        assert_eq!(to, ["u2", "u3"]);
        let n = &notes[0];
        assert_eq!(n.subject, "Emma <E> mentioned you on R-0042");
        assert_eq!(n.link, "/risk/risk/x1");
        assert!(n.body.contains("Please &lt;script&gt;look"), "{}", n.body);
        assert!(n.body.contains("Fraud &lt;b&gt;"), "{}", n.body);
        assert!(rule_for(&comment("risk", json!(["u2"]), "x")).is_none());
    }

    #[test]
    fn a_mention_quotes_at_most_200_characters_and_links_by_kind() {
        let long = "é".repeat(300);
        let n = &mentions(&comment("control", json!(["u2"]), &long))[0];
        assert_eq!(n.body.matches('é').count(), 200);
        assert_eq!(n.link, "/risk/control/x1");
        let plan = &mentions(&comment("action_plan", json!(["u2"]), "hi"))[0];
        assert_eq!(plan.link, "/risk/action/plan?q=R-0042");
        assert!(mentions(&comment("risk", json!(["u1"]), "self")).is_empty());
        assert!(mentions(&comment("risk", Value::Null, "none")).is_empty());
        let updated = AuditEvent::new("risk", "comment", "cm1", "updated")
            .changes(Value::Null, json!({"mentions": ["u2"]}));
        assert!(mentions(&updated).is_empty());
    }

    #[test]
    fn the_owner_hears_that_a_risk_acceptance_expired() {
        let e = AuditEvent::new("risk", "risk", "r9", "acceptance_expired").changes(
            json!({}),
            json!({"reference": "R-0009", "title": "Old <server>", "owner_id": "u5", "acceptance_expires_on": "2026-11-01"}),
        );
        let n = rule_for(&e).expect("a message");
        assert_eq!(n.to, "u5");
        assert_eq!(n.subject, "Acceptance of R-0009 expired");
        assert_eq!(n.link, "/risk/risk/r9");
        assert!(n.body.contains("Old &lt;server&gt;") && n.body.contains("2026-11-01"));
        let no_owner = AuditEvent::new("risk", "risk", "r9", "acceptance_expired")
            .changes(json!({}), json!({"reference": "R-0009", "owner_id": null}));
        assert!(rule_for(&no_owner).is_none());
    }

    fn flagged(reason: &str, owner: Value) -> AuditEvent {
        AuditEvent::new("risk", "risk", "r7", "reassessment_flagged")
            .actor("u1", "Emma")
            .changes(
                json!({"reassessment_due": false, "reassessment_reason": ""}),
                json!({
                    "reassessment_due": true,
                    "reassessment_reason": format!("{reason}:INC-0042"),
                    "owner_id": owner, "reference": "R-0007", "title": "Flood <basement>",
                    "reason": reason, "incident_reference": "INC-0042",
                    "incident_title": "Pipe <burst>",
                }),
            )
    }

    #[test]
    fn the_owner_hears_that_an_incident_asks_to_re_assess_a_risk() {
        let n = rule_for(&flagged("linked", json!("u5"))).expect("a message");
        assert_eq!(n.to, "u5");
        assert_eq!(n.subject, "Re-assess R-0007");
        assert_eq!(n.color, "warning");
        assert_eq!(n.link, "/risk/risk/r7");
        assert!(
            n.body
                .contains("<strong>INC-0042</strong> (Pipe &lt;burst&gt;)"),
            "{}",
            n.body
        );
        assert!(
            n.body
                .contains("was linked to <strong>Flood &lt;basement&gt;</strong>"),
            "{}",
            n.body
        );
        let loss = rule_for(&flagged("loss_threshold", json!("u5"))).unwrap();
        assert!(
            loss.body.contains("passed its category's threshold"),
            "{}",
            loss.body
        );
        assert!(
            rule_for(&flagged("linked", Value::Null)).is_none(),
            "no owner, no message"
        );
        assert_eq!(approval_request(&flagged("linked", json!("u5"))), None);
        let cleared = AuditEvent::new("risk", "risk", "r7", "reassessment_cleared")
            .changes(json!({}), json!({"owner_id": "u5", "reference": "R-0007"}));
        assert!(rule_for(&cleared).is_none());
    }

    fn component(name: &str) -> Caller {
        Caller {
            service: name.into(),
            ..Default::default()
        }
    }

    fn reset_note(to: &str) -> Note {
        Note {
            to: to.into(),
            subject: "Reset your password".into(),
            body: r#"<p>Open <a href="/pages/reset-password?token=t">this</a><script>x()</script></p>"#
                .into(),
            color: "warning",
            link: "/pages/reset-password?token=t".into(),
        }
    }

    /// Only a component calling as itself may send; the gateway (any user)
    /// and anonymous callers are refused. A repeat is a no-op, the body is
    /// sanitized, and an outside link is dropped.
    #[tokio::test]
    async fn system_messages_come_only_from_components_once_and_sanitized() {
        let dir = tempfile::tempdir().unwrap();
        let url = platform::db::sqlite_url(dir.path().to_str().unwrap(), "settings");
        let db = platform::db::connect_and_migrate::<crate::migration::Migrator>(&url, "settings")
            .await
            .unwrap();
        let message = |id: &str, note: Note| SystemMessage {
            id: id.into(),
            note,
        };
        let user = Caller {
            user_id: "u1".into(),
            service: platform::service_auth::GATEWAY.into(),
            ..Default::default()
        };
        for refused in [
            user,
            component(platform::service_auth::GATEWAY),
            Caller::default(),
        ] {
            let got = send_system(&db, &refused, message("m1", reset_note("u1"))).await;
            assert!(
                matches!(got, Err(SettingsError::Forbidden)),
                "{refused:?}: {got:?}"
            );
        }
        let auth = component("auth");
        let got = send_system(&db, &auth, message(" ", reset_note("u1"))).await;
        assert!(matches!(got, Err(SettingsError::Invalid(_))), "{got:?}");
        let got = send_system(&db, &auth, message("m1", reset_note(""))).await;
        assert!(matches!(got, Err(SettingsError::Invalid(_))), "{got:?}");

        send_system(&db, &auth, message("m1", reset_note("u1")))
            .await
            .unwrap();
        send_system(&db, &auth, message("m1", reset_note("u1")))
            .await
            .unwrap();
        let mut outside = reset_note("u1");
        outside.link = "https://evil.example/phish".into();
        send_system(&db, &auth, message("m2", outside))
            .await
            .unwrap();

        let (rows, total, unread) = store::list(&db, "u1", 1, 20, false).await.unwrap();
        assert_eq!((total, unread), (2, 2));
        let first = rows.iter().find(|m| m.id == "auth:m1").unwrap();
        assert_eq!(first.link, "/pages/reset-password?token=t");
        assert!(
            first
                .body
                .contains(r#"href="/pages/reset-password?token=t""#),
            "{}",
            first.body
        );
        assert!(!first.body.contains("script"));
        assert_eq!(first.color, "warning");
        assert_eq!(rows.iter().find(|m| m.id == "auth:m2").unwrap().link, "");
        assert_eq!(store::list(&db, "u2", 1, 20, false).await.unwrap().1, 0);
    }
}
