//! The signed-in user's own account: name, language, theme settings and
//! picture. The user is always the caller from gRPC metadata: no request
//! names a user to change, so nobody can change someone else's profile here.

use chrono::Utc;
use platform::{events::AuditEvent, grpc::Caller, outbox};
use proto::auth::v1 as pb;
use sea_orm::{DatabaseTransaction, DbErr};
use serde_json::{Map, Value, json};

use crate::{
    domain::{
        AuthError,
        avatar::{self, MAX_AVATAR_BYTES},
        profile::{ThemePreferences, validate_profile},
    },
    grpc::{AuthGrpc, AuthResult},
    store,
    store::entities::user,
};

const SERVICE: &str = "auth";

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

impl AuthGrpc {
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
    pub(crate) async fn update_profile(
        &self,
        caller: &Caller,
        r: pb::UpdateProfileRequest,
    ) -> AuthResult<pb::User> {
        let id = own_id(caller)?;
        validate_profile(r.name.as_deref(), r.language.as_deref())?;
        let before = self.load_user(id).await?;
        let mut after = before.clone();
        if let Some(name) = r.name {
            after.name = name.trim().to_owned();
        }
        if let Some(language) = r.language {
            after.language = language;
        }
        let Some(changes) = profile_diff(&before, &after) else {
            return Ok(AuthGrpc::user_pb(&before));
        };
        let saved = self
            .commit_own_change(caller, &after, "profile_updated", changes, async |_| Ok(()))
            .await?;
        Ok(AuthGrpc::user_pb(&saved))
    }

    /// Stores the caller's theme settings. Not audited: personal UI state
    /// that changes nothing anyone else sees or may do.
    pub(crate) async fn set_preferences(
        &self,
        caller: &Caller,
        r: pb::SetPreferencesRequest,
    ) -> AuthResult<pb::SetPreferencesResponse> {
        let id = own_id(caller)?;
        let json = ThemePreferences::parse(&r.preferences_json)?.to_json();
        if !store::set_preferences(&self.db, id, &json).await? {
            return Err(AuthError::NotFound);
        }
        Ok(pb::SetPreferencesResponse {
            preferences_json: json,
        })
    }

    /// Replaces the caller's picture (audited as `avatar_changed`, without the bytes).
    pub(crate) async fn set_avatar(
        &self,
        caller: &Caller,
        r: pb::SetAvatarRequest,
    ) -> AuthResult<pb::User> {
        let id = own_id(caller)?;
        let content_type = avatar::check(&r.declared_type, &r.data)?;
        let before = self.load_user(id).await?;
        let now = Utc::now();
        let mut after = before.clone();
        after.avatar = avatar::url(id, now.timestamp_millis());
        let changes = (
            json!({ "avatar": before.avatar }),
            json!({ "avatar": after.avatar, "content_type": content_type, "size": r.data.len() }),
        );
        let data = r.data;
        let saved = self
            .commit_own_change(caller, &after, "avatar_changed", changes, async |txn| {
                store::put_avatar(txn, id, content_type, &data, now).await
            })
            .await?;
        Ok(AuthGrpc::user_pb(&saved))
    }

    /// Removes the caller's picture (audited as `avatar_removed`); nothing
    /// happens when there is none.
    pub(crate) async fn delete_avatar(&self, caller: &Caller) -> AuthResult<()> {
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
    pub(crate) async fn get_avatar(
        &self,
        caller: &Caller,
        r: pb::GetAvatarRequest,
    ) -> AuthResult<pb::GetAvatarResponse> {
        own_id(caller)?;
        let found = store::avatar_of(&self.db, &r.user_id)
            .await?
            .ok_or(AuthError::NoAvatar)?;
        Ok(pb::GetAvatarResponse {
            content_type: found.content_type,
            data: found.data,
            updated_at: found.updated_at.to_rfc3339(),
        })
    }
}

/// The largest gRPC message the service must accept: a whole picture and
/// room for the rest of the request (never below tonic's 4 MiB default).
pub fn max_message_bytes() -> usize {
    (MAX_AVATAR_BYTES + 64 * 1024).max(4 * 1024 * 1024)
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
