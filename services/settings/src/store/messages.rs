//! Messages to users: stored with sanitized HTML bodies, read by their
//! recipient only, and raised automatically from audit events that a user
//! should know about (the rules are in `domain::messages`). The approvers
//! asked of auth and the event handler still live here (ADR 13, "Not there yet").

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

use crate::domain::messages as rules;

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
        body: Set(rules::sanitize(body_html)),
        read: Set(false),
        color: Set(color.to_owned()),
        created_at: Set(Utc::now()),
    })
    .on_conflict_do_nothing()
    .exec_without_returning(db)
    .await?;
    Ok(())
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

/// Raises the messages of `event`, if its rules have any.
pub async fn on_event(
    db: &DatabaseConnection,
    approvers: &Approvers,
    event: &AuditEvent,
) -> Result<(), sea_orm::DbErr> {
    if let Some((user, subject, body, color)) = rules::rule_for(event) {
        // The message id is the event's: redelivered events raise nothing new.
        deliver(db, &event.id.to_string(), &user, &subject, &body, color).await?;
    }
    if let Some((subject, body)) = rules::approval_request(event) {
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
