//! Queries and mutations of the auth database; every function takes the
//! connection (or the open transaction) it runs on.

use chrono::{DateTime, Utc};
use sea_orm::{ActiveValue::Set, ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter};

use crate::entities::{role_permission, session, user};

pub async fn user_by_email<C: ConnectionTrait>(
    db: &C,
    email: &str,
) -> Result<Option<user::Model>, DbErr> {
    user::Entity::find()
        .filter(user::Column::Email.eq(email))
        .one(db)
        .await
}

pub async fn user_by_id<C: ConnectionTrait>(
    db: &C,
    id: &str,
) -> Result<Option<user::Model>, DbErr> {
    user::Entity::find_by_id(id.to_owned()).one(db).await
}

/// The permissions granted to `role`.
pub async fn role_permissions<C: ConnectionTrait>(
    db: &C,
    role: &str,
) -> Result<Vec<String>, DbErr> {
    Ok(role_permission::Entity::find()
        .filter(role_permission::Column::Role.eq(role))
        .all(db)
        .await?
        .into_iter()
        .map(|r| r.permission)
        .collect())
}

pub struct NewUser<'a> {
    pub email: &'a str,
    pub name: &'a str,
    pub password_hash: &'a str,
    pub role: &'a str,
}

pub async fn insert_user<C: ConnectionTrait>(
    db: &C,
    new: NewUser<'_>,
) -> Result<user::Model, DbErr> {
    let now = Utc::now();
    let model = user::Model {
        id: uuid::Uuid::now_v7().to_string(),
        email: new.email.to_owned(),
        name: new.name.to_owned(),
        password_hash: new.password_hash.to_owned(),
        role: new.role.to_owned(),
        status: "active".into(),
        avatar: String::new(),
        created_at: now,
        updated_at: now,
    };
    user::Entity::insert(user::ActiveModel {
        id: Set(model.id.clone()),
        email: Set(model.email.clone()),
        name: Set(model.name.clone()),
        password_hash: Set(model.password_hash.clone()),
        role: Set(model.role.clone()),
        status: Set(model.status.clone()),
        avatar: Set(model.avatar.clone()),
        created_at: Set(now),
        updated_at: Set(now),
    })
    .exec_without_returning(db)
    .await?;
    Ok(model)
}

pub struct NewSession<'a> {
    pub user_id: &'a str,
    pub refresh_hash: &'a str,
    pub remember: bool,
    pub user_agent: &'a str,
    pub source_ip: &'a str,
    pub expires_at: DateTime<Utc>,
}

pub async fn insert_session<C: ConnectionTrait>(
    db: &C,
    new: NewSession<'_>,
) -> Result<String, DbErr> {
    let id = uuid::Uuid::now_v7().to_string();
    session::Entity::insert(session::ActiveModel {
        id: Set(id.clone()),
        user_id: Set(new.user_id.to_owned()),
        refresh_hash: Set(new.refresh_hash.to_owned()),
        previous_hash: Set(None),
        remember: Set(new.remember),
        user_agent: Set(truncate(new.user_agent, 255)),
        source_ip: Set(truncate(new.source_ip, 64)),
        created_at: Set(Utc::now()),
        expires_at: Set(new.expires_at),
        revoked_at: Set(None),
    })
    .exec_without_returning(db)
    .await?;
    Ok(id)
}

pub async fn session_by_id<C: ConnectionTrait>(
    db: &C,
    id: &str,
) -> Result<Option<session::Model>, DbErr> {
    session::Entity::find_by_id(id.to_owned()).one(db).await
}

pub async fn session_by_refresh_hash<C: ConnectionTrait>(
    db: &C,
    hash: &str,
) -> Result<Option<session::Model>, DbErr> {
    session::Entity::find()
        .filter(session::Column::RefreshHash.eq(hash))
        .one(db)
        .await
}

pub async fn session_by_previous_hash<C: ConnectionTrait>(
    db: &C,
    hash: &str,
) -> Result<Option<session::Model>, DbErr> {
    session::Entity::find()
        .filter(session::Column::PreviousHash.eq(hash))
        .one(db)
        .await
}

/// Replaces the session's refresh token, remembering the old hash.
pub async fn rotate_session<C: ConnectionTrait>(
    db: &C,
    s: &session::Model,
    new_hash: &str,
    expires_at: DateTime<Utc>,
) -> Result<(), DbErr> {
    session::Entity::update(session::ActiveModel {
        id: Set(s.id.clone()),
        refresh_hash: Set(new_hash.to_owned()),
        previous_hash: Set(Some(s.refresh_hash.clone())),
        expires_at: Set(expires_at),
        ..Default::default()
    })
    .exec(db)
    .await?;
    Ok(())
}

pub async fn revoke_session<C: ConnectionTrait>(db: &C, id: &str) -> Result<(), DbErr> {
    session::Entity::update_many()
        .col_expr(
            session::Column::RevokedAt,
            sea_orm::sea_query::Expr::value(Utc::now()),
        )
        .filter(session::Column::Id.eq(id))
        .filter(session::Column::RevokedAt.is_null())
        .exec(db)
        .await?;
    Ok(())
}

fn truncate(s: &str, max: usize) -> String {
    s.chars().take(max).collect()
}

/// Remembers a sign-in in progress.
pub async fn insert_oidc_state<C: ConnectionTrait>(
    db: &C,
    state: &str,
    verifier: &str,
    nonce: &str,
) -> Result<(), DbErr> {
    use sea_orm::sea_query::Query;
    let stmt = Query::insert()
        .into_table("oidc_states")
        .columns(["state", "code_verifier", "nonce", "created_at"])
        .values_panic([
            state.into(),
            verifier.into(),
            nonce.into(),
            Utc::now().into(),
        ])
        .to_owned();
    db.execute(&stmt).await?;
    Ok(())
}

/// Takes (and deletes) a sign-in in progress younger than `max_age`:
/// returns (code_verifier, nonce). A state can be used once.
pub async fn take_oidc_state<C: ConnectionTrait>(
    db: &C,
    state: &str,
    max_age: chrono::Duration,
) -> Result<Option<(String, String)>, DbErr> {
    use sea_orm::sea_query::{Expr, ExprTrait, Query};
    let select = Query::select()
        .columns(["code_verifier", "nonce", "created_at"])
        .from("oidc_states")
        .and_where(Expr::col("state").eq(state))
        .to_owned();
    let row = db.query_one(&select).await?;
    let delete = Query::delete()
        .from_table("oidc_states")
        .and_where(Expr::col("state").eq(state))
        .to_owned();
    let deleted = db.execute(&delete).await?.rows_affected();
    // Old abandoned attempts go too.
    let stale = Query::delete()
        .from_table("oidc_states")
        .and_where(Expr::col("created_at").lt(Utc::now() - max_age))
        .to_owned();
    db.execute(&stale).await?;
    let Some(row) = row.filter(|_| deleted == 1) else {
        return Ok(None);
    };
    let created: DateTime<Utc> = row.try_get("", "created_at")?;
    if created < Utc::now() - max_age {
        return Ok(None);
    }
    Ok(Some((
        row.try_get("", "code_verifier")?,
        row.try_get("", "nonce")?,
    )))
}

/// The user linked to a provider account.
pub async fn user_by_identity<C: ConnectionTrait>(
    db: &C,
    issuer: &str,
    subject: &str,
) -> Result<Option<user::Model>, DbErr> {
    use sea_orm::sea_query::{Expr, ExprTrait, Query};
    let select = Query::select()
        .column("user_id")
        .from("user_identities")
        .and_where(Expr::col("issuer").eq(issuer))
        .and_where(Expr::col("subject").eq(subject))
        .to_owned();
    match db.query_one(&select).await? {
        Some(row) => user_by_id(db, &row.try_get::<String>("", "user_id")?).await,
        None => Ok(None),
    }
}

pub async fn link_identity<C: ConnectionTrait>(
    db: &C,
    issuer: &str,
    subject: &str,
    user_id: &str,
) -> Result<(), DbErr> {
    use sea_orm::sea_query::Query;
    let stmt = Query::insert()
        .into_table("user_identities")
        .columns(["issuer", "subject", "user_id", "created_at"])
        .values_panic([
            issuer.into(),
            subject.into(),
            user_id.into(),
            Utc::now().into(),
        ])
        .to_owned();
    db.execute(&stmt).await?;
    Ok(())
}
