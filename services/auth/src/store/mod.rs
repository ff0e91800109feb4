//! Queries and mutations of the auth database; every function takes the
//! connection (or the open transaction) it runs on.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveValue::{NotSet, Set},
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter,
};

pub mod entities;
pub mod recovery;

use entities::{avatar, role_permission, session, user};

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
    /// A fixed id (demo accounts, so other services' demo data can name
    /// them); a fresh UUID when `None`.
    pub id: Option<&'a str>,
    pub email: &'a str,
    pub name: &'a str,
    pub password_hash: &'a str,
    pub role: &'a str,
    /// The interface language (en, de, fr or pt).
    pub language: &'a str,
}

pub async fn insert_user<C: ConnectionTrait>(
    db: &C,
    new: NewUser<'_>,
) -> Result<user::Model, DbErr> {
    let now = Utc::now();
    let model = user::Model {
        id: new
            .id
            .map_or_else(|| uuid::Uuid::now_v7().to_string(), str::to_owned),
        email: new.email.to_owned(),
        name: new.name.to_owned(),
        password_hash: new.password_hash.to_owned(),
        role: new.role.to_owned(),
        status: "active".into(),
        avatar: String::new(),
        function_id: None,
        must_change_password: false,
        language: new.language.to_owned(),
        preferences: None,
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
        function_id: Set(None),
        must_change_password: Set(false),
        language: Set(model.language.clone()),
        preferences: Set(None),
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

/// The users with these ids (unknown ids are left out).
pub async fn users_by_ids<C: ConnectionTrait>(
    db: &C,
    ids: Vec<String>,
) -> Result<Vec<user::Model>, DbErr> {
    user::Entity::find()
        .filter(user::Column::Id.is_in(ids))
        .all(db)
        .await
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

/// Filters of the user list.
#[derive(Debug, Default)]
pub struct UserFilter {
    pub q: String,
    pub role: String,
    /// Any of these roles, when set.
    pub roles: Option<Vec<String>>,
    pub status: String,
    pub function_id: String,
}

/// One page of users by name, and the total matching.
pub async fn list_users<C: ConnectionTrait>(
    db: &C,
    f: &UserFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<user::Model>, u64), DbErr> {
    use sea_orm::{Condition, PaginatorTrait, QueryOrder};
    let mut cond = Condition::all();
    if !f.q.trim().is_empty() {
        cond = cond.add(platform::db::contains_any(
            [user::Column::Name, user::Column::Email],
            &f.q,
        ));
    }
    if !f.role.is_empty() {
        cond = cond.add(user::Column::Role.eq(&f.role));
    }
    if let Some(roles) = &f.roles {
        cond = cond.add(user::Column::Role.is_in(roles.iter().cloned()));
    }
    if !f.status.is_empty() {
        cond = cond.add(user::Column::Status.eq(&f.status));
    }
    if !f.function_id.is_empty() {
        cond = cond.add(user::Column::FunctionId.eq(&f.function_id));
    }
    let paginator = user::Entity::find()
        .filter(cond)
        .order_by_asc(user::Column::Name)
        .order_by_asc(user::Column::Id)
        .paginate(db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.saturating_sub(1)).await?;
    Ok((rows, total))
}

/// Saves every field of `u` but the theme preferences (stamping `updated_at`).
pub async fn save_user<C: ConnectionTrait>(db: &C, u: &user::Model) -> Result<user::Model, DbErr> {
    let mut u = u.clone();
    u.updated_at = Utc::now();
    user::Entity::update(user::ActiveModel {
        id: Set(u.id.clone()),
        email: Set(u.email.clone()),
        name: Set(u.name.clone()),
        password_hash: Set(u.password_hash.clone()),
        role: Set(u.role.clone()),
        status: Set(u.status.clone()),
        avatar: Set(u.avatar.clone()),
        function_id: Set(u.function_id.clone()),
        must_change_password: Set(u.must_change_password),
        language: Set(u.language.clone()),
        // Written only by `set_preferences`: a stale copy must not undo a theme
        // saved while another change of the user was in flight.
        preferences: NotSet,
        created_at: Set(u.created_at),
        updated_at: Set(u.updated_at),
    })
    .exec(db)
    .await?;
    Ok(u)
}

/// How many active users have `role`.
pub async fn count_active_with_role<C: ConnectionTrait>(db: &C, role: &str) -> Result<u64, DbErr> {
    use sea_orm::PaginatorTrait;
    user::Entity::find()
        .filter(user::Column::Role.eq(role))
        .filter(user::Column::Status.eq("active"))
        .count(db)
        .await
}

/// Revokes every open session of a user; returns their ids.
pub async fn revoke_user_sessions<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
    except: Option<&str>,
) -> Result<Vec<String>, DbErr> {
    let mut query = session::Entity::find()
        .filter(session::Column::UserId.eq(user_id))
        .filter(session::Column::RevokedAt.is_null());
    if let Some(keep) = except {
        query = query.filter(session::Column::Id.ne(keep));
    }
    let open = query.all(db).await?;
    for s in &open {
        revoke_session(db, &s.id).await?;
    }
    Ok(open.into_iter().map(|s| s.id).collect())
}

/// Users per role, for every role that has some.
pub async fn user_counts_by<C: ConnectionTrait>(
    db: &C,
    column: user::Column,
) -> Result<std::collections::HashMap<String, u64>, DbErr> {
    use sea_orm::{
        QuerySelect,
        sea_query::{Expr, ExprTrait},
    };
    let rows: Vec<(Option<String>, i64)> = user::Entity::find()
        .select_only()
        .column(column)
        .column_as(Expr::col(user::Column::Id).count(), "n")
        .group_by(column)
        .into_tuple()
        .all(db)
        .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(k, n)| k.map(|k| (k, u64::try_from(n).unwrap_or(0))))
        .collect())
}

/// Stores a user's theme settings (JSON text) without touching the rest of
/// the row; false when there is no such user.
pub async fn set_preferences<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
    json: &str,
) -> Result<bool, DbErr> {
    let res = user::Entity::update_many()
        .col_expr(
            user::Column::Preferences,
            sea_orm::sea_query::Expr::value(json),
        )
        .filter(user::Column::Id.eq(user_id))
        .exec(db)
        .await?;
    Ok(res.rows_affected == 1)
}

/// A user's picture, if they have one.
pub async fn avatar_of<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
) -> Result<Option<avatar::Model>, DbErr> {
    avatar::Entity::find_by_id(user_id.to_owned()).one(db).await
}

/// Stores (or replaces) a user's picture.
pub async fn put_avatar<C: ConnectionTrait>(
    db: &C,
    user_id: &str,
    content_type: &str,
    data: &[u8],
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    use sea_orm::sea_query::OnConflict;
    avatar::Entity::insert(avatar::ActiveModel {
        user_id: Set(user_id.to_owned()),
        content_type: Set(content_type.to_owned()),
        data: Set(data.to_vec()),
        updated_at: Set(at),
    })
    .on_conflict(
        OnConflict::column(avatar::Column::UserId)
            .update_columns([
                avatar::Column::ContentType,
                avatar::Column::Data,
                avatar::Column::UpdatedAt,
            ])
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// Removes a user's picture; false when there was none.
pub async fn delete_avatar<C: ConnectionTrait>(db: &C, user_id: &str) -> Result<bool, DbErr> {
    let res = avatar::Entity::delete_by_id(user_id.to_owned())
        .exec(db)
        .await?;
    Ok(res.rows_affected > 0)
}

pub mod roles {
    //! Roles and their permissions.

    use sea_orm::{
        ActiveValue::Set,
        ColumnTrait, ConnectionTrait, DbErr, EntityTrait, QueryFilter, QueryOrder,
        sea_query::{Expr, ExprTrait, Query},
    };

    use super::entities::{role_permission, user};

    #[derive(Clone, Debug, PartialEq, Eq)]
    pub struct RoleRow {
        pub name: String,
        pub description: String,
        pub built_in: bool,
    }

    pub async fn all<C: ConnectionTrait>(db: &C) -> Result<Vec<RoleRow>, DbErr> {
        let q = Query::select()
            .columns(["name", "description", "built_in"])
            .from("roles")
            .order_by("name", sea_orm::Order::Asc)
            .to_owned();
        db.query_all(&q)
            .await?
            .into_iter()
            .map(|r| {
                Ok(RoleRow {
                    name: r.try_get("", "name")?,
                    description: r.try_get("", "description")?,
                    built_in: r.try_get("", "built_in")?,
                })
            })
            .collect()
    }

    pub async fn get<C: ConnectionTrait>(db: &C, name: &str) -> Result<Option<RoleRow>, DbErr> {
        Ok(all(db).await?.into_iter().find(|r| r.name == name))
    }

    pub async fn insert<C: ConnectionTrait>(
        db: &C,
        name: &str,
        description: &str,
    ) -> Result<(), DbErr> {
        let q = Query::insert()
            .into_table("roles")
            .columns(["name", "description", "built_in"])
            .values_panic([name.into(), description.into(), false.into()])
            .to_owned();
        db.execute(&q).await?;
        Ok(())
    }

    /// Renames (moving its permissions and users) and/or re-describes a role.
    pub async fn update<C: ConnectionTrait>(
        db: &C,
        name: &str,
        new_name: &str,
        description: &str,
    ) -> Result<(), DbErr> {
        let q = Query::update()
            .table("roles")
            .values([
                ("name", new_name.into()),
                ("description", description.into()),
            ])
            .and_where(Expr::col("name").eq(name))
            .to_owned();
        db.execute(&q).await?;
        if new_name != name {
            role_permission::Entity::update_many()
                .col_expr(role_permission::Column::Role, Expr::value(new_name))
                .filter(role_permission::Column::Role.eq(name))
                .exec(db)
                .await?;
            user::Entity::update_many()
                .col_expr(user::Column::Role, Expr::value(new_name))
                .filter(user::Column::Role.eq(name))
                .exec(db)
                .await?;
        }
        Ok(())
    }

    pub async fn delete<C: ConnectionTrait>(db: &C, name: &str) -> Result<(), DbErr> {
        role_permission::Entity::delete_many()
            .filter(role_permission::Column::Role.eq(name))
            .exec(db)
            .await?;
        let q = Query::delete()
            .from_table("roles")
            .and_where(Expr::col("name").eq(name))
            .to_owned();
        db.execute(&q).await?;
        Ok(())
    }

    /// Replaces a role's granted permissions.
    pub async fn set_permissions<C: ConnectionTrait>(
        db: &C,
        role: &str,
        granted: &[String],
    ) -> Result<(), DbErr> {
        role_permission::Entity::delete_many()
            .filter(role_permission::Column::Role.eq(role))
            .exec(db)
            .await?;
        for p in granted {
            role_permission::Entity::insert(role_permission::ActiveModel {
                role: Set(role.to_owned()),
                permission: Set(p.clone()),
            })
            .exec_without_returning(db)
            .await?;
        }
        Ok(())
    }

    /// Every role's granted permissions.
    pub async fn all_permissions<C: ConnectionTrait>(
        db: &C,
    ) -> Result<std::collections::HashMap<String, Vec<String>>, DbErr> {
        let mut map: std::collections::HashMap<String, Vec<String>> = Default::default();
        for r in role_permission::Entity::find()
            .order_by_asc(role_permission::Column::Permission)
            .all(db)
            .await?
        {
            map.entry(r.role).or_default().push(r.permission);
        }
        Ok(map)
    }
}
