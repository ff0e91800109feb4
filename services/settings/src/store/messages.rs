//! Messages to users: stored with sanitized HTML bodies, read by their
//! recipient only, and raised automatically from audit events that a user
//! should know about (the rules below).

use chrono::Utc;
use platform::service_auth::{ServiceKey, SignCalls};
use platform::{
    error::{ApiError, ErrorKind},
    events::AuditEvent,
    grpc::Caller,
};
use proto::auth::v1::{ListUserOptionsRequest, auth_service_client::AuthServiceClient};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder,
};
use tonic::{codegen::InterceptedService, transport::Channel};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "messages")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub user_id: String,
        pub subject: String,
        #[sea_orm(column_type = "Text")]
        pub body: String,
        pub read: bool,
        pub color: String,
        pub created_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

use entity::Model as Message;

fn db_err(e: sea_orm::DbErr) -> ApiError {
    platform::error::internal::<sea_orm::DbErr>("messages store")(e)
}

/// Keeps formatting and links, drops scripts, handlers and styles.
pub fn sanitize(html: &str) -> String {
    ammonia::clean(html)
}

/// Stores a message once: the id makes a repeated event a no-op.
pub async fn deliver(
    db: &DatabaseConnection,
    id: &str,
    user_id: &str,
    subject: &str,
    body_html: &str,
    color: &str,
) -> Result<(), sea_orm::DbErr> {
    entity::Entity::insert(entity::ActiveModel {
        id: Set(id.to_owned()),
        user_id: Set(user_id.to_owned()),
        subject: Set(subject.chars().take(200).collect()),
        body: Set(sanitize(body_html)),
        read: Set(false),
        color: Set(color.to_owned()),
        created_at: Set(Utc::now()),
    })
    .on_conflict_do_nothing()
    .exec_without_returning(db)
    .await?;
    Ok(())
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

/// Who may approve risks, asked of the auth service (which owns roles). The
/// calls are signed with settings' own key: it asks as itself, not as a user.
#[derive(Clone)]
pub struct Approvers(Option<AuthServiceClient<InterceptedService<Channel, SignCalls>>>);

impl Approvers {
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

    /// Active users holding `risk.approve`; empty when auth cannot say.
    async fn list(&self, event: &AuditEvent) -> Vec<String> {
        let Some(client) = &self.0 else { return vec![] };
        let caller = Caller {
            request_id: event.request_id.clone(),
            ..Default::default()
        };
        let req = platform::grpc::with_caller(
            ListUserOptionsRequest {
                q: String::new(),
                permission: "risk.approve".into(),
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

/// Raises the messages of `event`, if its rules have any.
pub async fn on_event(
    db: &DatabaseConnection,
    approvers: &Approvers,
    event: &AuditEvent,
) -> Result<(), sea_orm::DbErr> {
    if let Some((user, subject, body, color)) = rule_for(event) {
        // The message id is the event's: redelivered events raise nothing new.
        deliver(db, &event.id.to_string(), &user, &subject, &body, color).await?;
    }
    if let Some((subject, body)) = approval_request(event) {
        // Four eyes: the maker is not asked to approve their own change.
        for user in approvers
            .list(event)
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

/// The signed-in caller's id (services re-check what the gateway vouched for).
pub(crate) fn require_user(caller: &Caller) -> Result<&str, ApiError> {
    if caller.user_id.is_empty() {
        return Err(ApiError::new(
            ErrorKind::Unauthenticated,
            "NOT_SIGNED_IN",
            "Sorry, Authentication failed",
        ));
    }
    Ok(&caller.user_id)
}

/// The caller's messages (only the unread ones with `unread_only`), newest
/// first, with the total listed and the caller's unread count.
pub async fn list(
    db: &DatabaseConnection,
    caller: &Caller,
    page: u64,
    per_page: u64,
    unread_only: bool,
) -> Result<(Vec<Message>, u64, u64), ApiError> {
    let user = require_user(caller)?;
    let mine = entity::Entity::find().filter(entity::Column::UserId.eq(user));
    let unread = mine
        .clone()
        .filter(entity::Column::Read.eq(false))
        .count(db)
        .await
        .map_err(db_err)?;
    let listed = if unread_only {
        mine.filter(entity::Column::Read.eq(false))
    } else {
        mine
    };
    let paginator = listed
        .order_by_desc(entity::Column::CreatedAt)
        .order_by_desc(entity::Column::Id)
        .paginate(db, per_page);
    let total = paginator.num_items().await.map_err(db_err)?;
    let rows = paginator
        .fetch_page(page.saturating_sub(1))
        .await
        .map_err(db_err)?;
    Ok((rows, total, unread))
}

/// Marks one of the caller's messages read (someone else's is "not found").
pub async fn mark_read(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
) -> Result<Message, ApiError> {
    set_read(db, caller, id, true).await
}

/// Marks one of the caller's messages unread again (someone else's is "not
/// found").
pub async fn mark_unread(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
) -> Result<Message, ApiError> {
    set_read(db, caller, id, false).await
}

async fn set_read(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
    read: bool,
) -> Result<Message, ApiError> {
    let user = require_user(caller)?;
    let not_found = || ApiError::new(ErrorKind::NotFound, "MESSAGE_NOT_FOUND", "No such message.");
    let mut m = entity::Entity::find_by_id(id)
        .filter(entity::Column::UserId.eq(user))
        .one(db)
        .await
        .map_err(db_err)?
        .ok_or_else(not_found)?;
    if m.read != read {
        entity::Entity::update(entity::ActiveModel {
            id: Set(m.id.clone()),
            read: Set(read),
            ..Default::default()
        })
        .exec(db)
        .await
        .map_err(db_err)?;
        m.read = read;
    }
    Ok(m)
}

/// Marks every unread message of the caller read; answers how many changed.
pub async fn mark_all_read(db: &DatabaseConnection, caller: &Caller) -> Result<u64, ApiError> {
    let user = require_user(caller)?;
    let res = entity::Entity::update_many()
        .col_expr(entity::Column::Read, sea_orm::sea_query::Expr::value(true))
        .filter(entity::Column::UserId.eq(user))
        .filter(entity::Column::Read.eq(false))
        .exec(db)
        .await
        .map_err(db_err)?;
    Ok(res.rows_affected)
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
