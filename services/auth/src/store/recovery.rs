//! Password-reset tokens (stored as SHA-256 hashes only) and the lock flag
//! of sessions: the tables of the forgot-password and lock-screen pages.

use chrono::{DateTime, Utc};
use sea_orm::{
    ConnectionTrait, DbErr,
    sea_query::{Expr, ExprTrait, Query},
};

/// Stores a new reset token for `user_id`; earlier unused ones of the user
/// stop working (only the newest link counts).
pub async fn insert_reset<C: ConnectionTrait>(
    db: &C,
    token_hash: &str,
    user_id: &str,
    expires_at: DateTime<Utc>,
) -> Result<(), DbErr> {
    let now = Utc::now();
    let retire = Query::update()
        .table("password_resets")
        .value("used_at", now)
        .and_where(Expr::col("user_id").eq(user_id))
        .and_where(Expr::col("used_at").is_null())
        .to_owned();
    db.execute(&retire).await?;
    // Long-expired rows go, so the table stays small.
    let stale = Query::delete()
        .from_table("password_resets")
        .and_where(Expr::col("expires_at").lt(now - chrono::Duration::days(1)))
        .to_owned();
    db.execute(&stale).await?;
    let insert = Query::insert()
        .into_table("password_resets")
        .columns(["token_hash", "user_id", "created_at", "expires_at"])
        .values_panic([
            token_hash.into(),
            user_id.into(),
            now.into(),
            expires_at.into(),
        ])
        .to_owned();
    db.execute(&insert).await?;
    Ok(())
}

/// Uses up the reset token with this hash if it is unused and unexpired:
/// answers its user, or `None` (unknown, used or expired). One conditional
/// update, so two requests with the same token cannot both succeed.
pub async fn take_reset<C: ConnectionTrait>(
    db: &C,
    token_hash: &str,
) -> Result<Option<String>, DbErr> {
    let now = Utc::now();
    let used = Query::update()
        .table("password_resets")
        .value("used_at", now)
        .and_where(Expr::col("token_hash").eq(token_hash))
        .and_where(Expr::col("used_at").is_null())
        .and_where(Expr::col("expires_at").gt(now))
        .to_owned();
    if db.execute(&used).await?.rows_affected() != 1 {
        return Ok(None);
    }
    let select = Query::select()
        .column("user_id")
        .from("password_resets")
        .and_where(Expr::col("token_hash").eq(token_hash))
        .to_owned();
    match db.query_one(&select).await? {
        Some(row) => Ok(Some(row.try_get("", "user_id")?)),
        None => Ok(None),
    }
}

/// Sets (`Some`) or clears (`None`) a session's lock time.
pub async fn set_session_locked<C: ConnectionTrait>(
    db: &C,
    session_id: &str,
    locked_at: Option<DateTime<Utc>>,
) -> Result<(), DbErr> {
    let stmt = Query::update()
        .table("sessions")
        .value("locked_at", locked_at)
        .and_where(Expr::col("id").eq(session_id))
        .to_owned();
    db.execute(&stmt).await?;
    Ok(())
}

/// Whether the session is locked.
pub async fn session_locked<C: ConnectionTrait>(db: &C, session_id: &str) -> Result<bool, DbErr> {
    let select = Query::select()
        .column("locked_at")
        .from("sessions")
        .and_where(Expr::col("id").eq(session_id))
        .to_owned();
    Ok(match db.query_one(&select).await? {
        Some(row) => row
            .try_get::<Option<DateTime<Utc>>>("", "locked_at")?
            .is_some(),
        None => false,
    })
}
