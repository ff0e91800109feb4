//! The signed-in user's own account: name, language, theme settings and
//! picture. The user is always the caller from gRPC metadata: no request
//! names a user to change, so nobody can change someone else's profile here.

use chrono::Utc;
use platform::{events::AuditEvent, grpc::Caller, outbox};
use sea_orm::{DatabaseTransaction, DbErr};
use serde_json::{Map, Value, json};

use crate::{
    domain::{
        AuthError, avatar,
        context::{AuthContext, AuthResult, SERVICE},
        profile::{ThemePreferences, validate_profile},
    },
    store::{
        self,
        entities::{avatar::Model as Avatar, user},
    },
};

/// A change to the caller's own profile: only the fields given change.
#[derive(Clone, Debug, Default)]
pub struct ProfileChange {
    pub name: Option<String>,
    /// One of `profile::LANGUAGES`.
    pub language: Option<String>,
}

/// A new picture as uploaded: the type the browser claimed and the bytes.
#[derive(Clone, Debug)]
pub struct AvatarUpload {
    pub declared_type: String,
    pub data: Vec<u8>,
}

/// The caller's user id; anonymous callers are refused.
fn own_id(caller: &Caller) -> AuthResult<&str> {
    if caller.user_id.is_empty() {
        Err(AuthError::Forbidden)
    } else {
        Ok(&caller.user_id)
    }
}

/// Before/after of the profile fields that differ.
fn profile_diff(before: &user::Model, after: &user::Model) -> Option<(Value, Value)> {
    let mut b = Map::new();
    let mut a = Map::new();
    if before.name != after.name {
        b.insert("name".into(), json!(before.name));
        a.insert("name".into(), json!(after.name));
    }
    if before.language != after.language {
        b.insert("language".into(), json!(before.language));
        a.insert("language".into(), json!(after.language));
    }
    (!a.is_empty()).then_some((Value::Object(b), Value::Object(a)))
}

impl AuthContext {
    /// Saves the user row, runs `also` and records the audit event, all in
    /// one transaction (the outbox rule).
    async fn commit_own_change(
        &self,
        caller: &Caller,
        after: &user::Model,
        action: &str,
        changes: (Value, Value),
        also: impl AsyncFnOnce(&DatabaseTransaction) -> Result<(), DbErr>,
    ) -> AuthResult<user::Model> {
        let txn = platform::db::begin_write(&self.db).await?;
        also(&txn).await?;
        let saved = store::save_user(&txn, after).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "user", &saved.id, action)
                .caller(caller)
                .changes(changes.0, changes.1),
        )
        .await?;
        txn.commit().await?;
        self.relay.wake();
        Ok(saved)
    }

    /// Changes the caller's name and/or language (audited as `profile_updated`).
    pub async fn update_profile(
        &self,
        caller: &Caller,
        r: ProfileChange,
    ) -> AuthResult<user::Model> {
        let ProfileChange { name, language } = r;
        let id = own_id(caller)?;
        validate_profile(name.as_deref(), language.as_deref())?;
        let before = self.load_user(id).await?;
        let mut after = before.clone();
        if let Some(name) = name {
            after.name = name.trim().to_owned();
        }
        if let Some(language) = language {
            after.language = language;
        }
        let Some(changes) = profile_diff(&before, &after) else {
            return Ok(before);
        };
        self.commit_own_change(caller, &after, "profile_updated", changes, async |_| Ok(()))
            .await
    }

    /// Stores the caller's theme settings and answers them as stored. Not
    /// audited: personal UI state that changes nothing anyone else sees or may do.
    pub async fn set_preferences(
        &self,
        caller: &Caller,
        preferences_json: &str,
    ) -> AuthResult<String> {
        let id = own_id(caller)?;
        let json = ThemePreferences::parse(preferences_json)?.to_json();
        if !store::set_preferences(&self.db, id, &json).await? {
            return Err(AuthError::NotFound);
        }
        Ok(json)
    }

    /// Replaces the caller's picture (audited as `avatar_changed`, without the bytes).
    pub async fn set_avatar(&self, caller: &Caller, r: AvatarUpload) -> AuthResult<user::Model> {
        let AvatarUpload {
            declared_type,
            data,
        } = r;
        let id = own_id(caller)?;
        let content_type = avatar::check(&declared_type, &data)?;
        let before = self.load_user(id).await?;
        let now = Utc::now();
        let mut after = before.clone();
        after.avatar = avatar::url(id, now.timestamp_millis());
        let changes = (
            json!({ "avatar": before.avatar }),
            json!({ "avatar": after.avatar, "content_type": content_type, "size": data.len() }),
        );
        self.commit_own_change(caller, &after, "avatar_changed", changes, async |txn| {
            store::put_avatar(txn, id, content_type, &data, now).await
        })
        .await
    }

    /// Removes the caller's picture (audited as `avatar_removed`); nothing
    /// happens when there is none.
    pub async fn delete_avatar(&self, caller: &Caller) -> AuthResult<()> {
        let id = own_id(caller)?;
        let before = self.load_user(id).await?;
        if before.avatar.is_empty() && store::avatar_of(&self.db, id).await?.is_none() {
            return Ok(());
        }
        let mut after = before.clone();
        after.avatar.clear();
        let changes = (
            json!({ "avatar": before.avatar }),
            json!({ "avatar": after.avatar }),
        );
        self.commit_own_change(caller, &after, "avatar_removed", changes, async |txn| {
            store::delete_avatar(txn, id).await.map(|_| ())
        })
        .await?;
        Ok(())
    }

    /// Anyone's picture, for any signed-in caller (colleagues see each other).
    pub async fn avatar(&self, caller: &Caller, user_id: &str) -> AuthResult<Avatar> {
        let me = own_id(caller)?;
        // A colleague's picture is for members of staff; an account that
        // registered itself sees only its own (issue 30).
        if user_id != me && !self.is_member(caller).await? {
            return Err(AuthError::NoAvatar);
        }
        store::avatar_of(&self.db, user_id)
            .await?
            .ok_or(AuthError::NoAvatar)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn user(name: &str, language: &str) -> user::Model {
        let now = Utc::now();
        user::Model {
            id: "u1".into(),
            email: "a@b.c".into(),
            name: name.into(),
            password_hash: String::new(),
            role: "user".into(),
            status: "active".into(),
            avatar: String::new(),
            function_id: None,
            must_change_password: false,
            language: language.into(),
            preferences: None,
            created_at: now,
            updated_at: now,
        }
    }

    #[test]
    fn the_diff_holds_only_what_changed() {
        let (b, a) = profile_diff(&user("Ann", "en"), &user("Ann", "de")).unwrap();
        assert_eq!(b, json!({ "language": "en" }));
        assert_eq!(a, json!({ "language": "de" }));
    }

    #[test]
    fn no_change_means_no_diff() {
        assert!(profile_diff(&user("Ann", "en"), &user("Ann", "en")).is_none());
    }

    #[test]
    fn anonymous_callers_cannot_change_a_profile() {
        assert!(matches!(
            own_id(&Caller::default()),
            Err(AuthError::Forbidden)
        ));
    }
}
