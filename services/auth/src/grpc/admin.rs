//! Administration use cases: users, roles and the role × permission matrix,
//! each change committed with its audit event. Every one re-checks that the
//! caller (from gRPC metadata) may manage settings, besides the gateway.

use std::{collections::HashMap, time::Duration};

use chrono::Utc;
use platform::{events::AuditEvent, grpc::Caller, kv::keys, outbox, permissions::SETTINGS_MANAGE};
use proto::auth::v1 as pb;
use serde_json::json;

use crate::{
    domain::{
        AuthError, field_error, normalize_email, password, permissions, valid_role_name,
        validate_user_fields,
    },
    grpc::{AuthGrpc, AuthResult},
    store::entities::user,
    store::{self, roles},
};

const SERVICE: &str = "auth";

/// Giving or taking away the admin role is for administrators.
const ADMIN_ROLE_ONLY: AuthError = AuthError::Restricted(
    "ADMIN_ROLE_ONLY",
    "Only an administrator can give or take away the admin role.",
);

/// An administrator's account (email, name, function, status) is changed only
/// by an administrator: a settings manager who could set an admin's email to
/// one of their own could then sign in as that admin through SSO linking.
const ADMIN_ACCOUNT: AuthError = AuthError::Restricted(
    "ADMIN_ACCOUNT",
    "Only an administrator can change an administrator's account.",
);

fn conflict(reason: &'static str, message: &str) -> AuthError {
    AuthError::Conflict(reason, message.to_owned())
}

fn snapshot(u: &user::Model) -> serde_json::Value {
    json!({
        "name": u.name, "email": u.email, "role": u.role, "status": u.status,
        "function_id": u.function_id, "must_change_password": u.must_change_password,
    })
}

impl AuthGrpc {
    /// The caller must hold `permission` (checked against this service's own table).
    pub(crate) async fn require(&self, caller: &Caller, permission: &str) -> AuthResult<()> {
        if caller.user_id.is_empty() {
            return Err(AuthError::Forbidden);
        }
        let map = self.permissions_of(&caller.role).await?;
        if map.get(permission).copied().unwrap_or(false) {
            Ok(())
        } else {
            Err(AuthError::Forbidden)
        }
    }

    /// Refuses the user's access tokens issued before this millisecond (the
    /// gateway reads this); tokens refreshed from now on pass.
    async fn void_tokens(&self, user_id: &str) {
        let ttl = self.config.access_ttl + Duration::from_secs(60);
        let from = Utc::now().timestamp_millis().to_string();
        if let Err(e) = self
            .kv
            .set(&keys::tokens_valid_from(user_id), &from, ttl)
            .await
        {
            tracing::warn!(error = %e, "could not void tokens; they expire on their own");
        }
    }

    /// Ends every session of the user but `except`: refresh tokens die in the
    /// database, and each session's access tokens are refused from the next
    /// request on. Returns the sessions ended.
    async fn end_sessions(&self, user_id: &str, except: Option<&str>) -> AuthResult<Vec<String>> {
        let ttl = self.config.access_ttl + Duration::from_secs(60);
        let ended = store::revoke_user_sessions(&self.db, user_id, except).await?;
        for sid in &ended {
            if let Err(e) = self.kv.set(&keys::revoked_session(sid), "1", ttl).await {
                tracing::warn!(error = %e, "could not record a revoked session");
            }
        }
        self.void_tokens(user_id).await;
        Ok(ended)
    }

    /// Whether the caller is an administrator, by the stored account (not
    /// the role a token names).
    async fn caller_is_admin(&self, caller: &Caller) -> AuthResult<bool> {
        Ok(store::user_by_id(&self.db, &caller.user_id)
            .await?
            .is_some_and(|u| u.role == "admin" && u.status == "active"))
    }

    /// The caller signs out everywhere: every session ends, this one included.
    pub(crate) async fn revoke_all_sessions(
        &self,
        caller: &Caller,
        r: pb::RevokeAllSessionsRequest,
    ) -> AuthResult<u32> {
        if caller.user_id.is_empty() {
            return Err(AuthError::Forbidden);
        }
        let ended = self.end_sessions(&caller.user_id, None).await?;
        let source_ip = r
            .client
            .map(|c| c.source_ip)
            .filter(|ip| !ip.is_empty())
            .unwrap_or_else(|| caller.source_ip.clone());
        outbox::record(
            &self.db,
            &AuditEvent::new(SERVICE, "user", &caller.user_id, "sessions_revoked")
                .caller(caller)
                .request(&caller.request_id, &source_ip)
                .changes(serde_json::Value::Null, json!({ "sessions": ended.len() })),
        )
        .await?;
        self.relay.wake();
        Ok(ended.len() as u32)
    }

    pub(crate) async fn load_user(&self, id: &str) -> AuthResult<user::Model> {
        store::user_by_id(&self.db, id)
            .await?
            .ok_or(AuthError::NotFound)
    }

    async fn role_exists(&self, role: &str) -> AuthResult<()> {
        match roles::get(&self.db, role).await? {
            Some(_) => Ok(()),
            None => Err(field_error("role", "No such role.")),
        }
    }

    /// Would this change leave the installation without an active admin?
    async fn guard_last_admin(&self, target: &user::Model) -> AuthResult<()> {
        if target.role == "admin"
            && target.status == "active"
            && store::count_active_with_role(&self.db, "admin").await? <= 1
        {
            return Err(conflict(
                "LAST_ADMIN",
                "The last administrator cannot lose the admin role or be deactivated.",
            ));
        }
        Ok(())
    }

    async fn commit_user_change(
        &self,
        caller: &Caller,
        before: Option<&user::Model>,
        after: &user::Model,
        action: &str,
        insert: bool,
    ) -> AuthResult<user::Model> {
        let txn = platform::db::begin_write(&self.db).await?;
        let saved = if insert {
            store::insert_user(
                &txn,
                store::NewUser {
                    id: None,
                    email: &after.email,
                    name: &after.name,
                    password_hash: &after.password_hash,
                    role: &after.role,
                },
            )
            .await
            .map(|mut u| {
                u.function_id = after.function_id.clone();
                u.must_change_password = after.must_change_password;
                u
            })?
        } else {
            after.clone()
        };
        let saved = store::save_user(&txn, &saved).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "user", &saved.id, action)
                .caller(caller)
                .changes(
                    before.map(snapshot).unwrap_or(serde_json::Value::Null),
                    snapshot(&saved),
                ),
        )
        .await?;
        txn.commit().await.map_err(|e| {
            if e.to_string().to_lowercase().contains("unique") {
                conflict("EMAIL_TAKEN", "This email is already in use.")
            } else {
                e.into()
            }
        })?;
        self.relay.wake();
        Ok(saved)
    }

    pub(crate) async fn list_users(
        &self,
        caller: &Caller,
        r: pb::ListUsersRequest,
    ) -> AuthResult<pb::ListUsersResponse> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
        let filter = store::UserFilter {
            q: r.q,
            role: r.role,
            status: r.status,
            function_id: r.function_id,
            roles: None,
        };
        let (rows, total) = store::list_users(&self.db, &filter, page, per_page).await?;
        Ok(pb::ListUsersResponse {
            users: rows.iter().map(AuthGrpc::user_pb).collect(),
            total,
        })
    }

    pub(crate) async fn create_user(
        &self,
        caller: &Caller,
        r: pb::CreateUserRequest,
    ) -> AuthResult<pb::User> {
        self.require(caller, SETTINGS_MANAGE).await?;
        validate_user_fields(Some(&r.name), Some(&r.email), Some(&r.password))?;
        self.role_exists(&r.role).await?;
        if r.role == "admin" && !self.caller_is_admin(caller).await? {
            return Err(ADMIN_ROLE_ONLY);
        }
        let email = normalize_email(&r.email);
        if store::user_by_email(&self.db, &email).await?.is_some() {
            return Err(conflict("EMAIL_TAKEN", "This email is already in use."));
        }
        let now = Utc::now();
        let new = user::Model {
            id: String::new(),
            email,
            name: r.name.trim().to_owned(),
            password_hash: password::hash(r.password).await?,
            role: r.role,
            status: "active".into(),
            avatar: String::new(),
            function_id: Some(r.function_id).filter(|f| !f.is_empty()),
            must_change_password: true,
            language: crate::domain::profile::DEFAULT_LANGUAGE.into(),
            preferences: None,
            created_at: now,
            updated_at: now,
        };
        let saved = self
            .commit_user_change(caller, None, &new, "created", true)
            .await?;
        Ok(AuthGrpc::user_pb(&saved))
    }

    pub(crate) async fn update_user(
        &self,
        caller: &Caller,
        r: pb::UpdateUserRequest,
    ) -> AuthResult<pb::User> {
        self.require(caller, SETTINGS_MANAGE).await?;
        validate_user_fields(r.name.as_deref(), r.email.as_deref(), None)?;
        let before = self.load_user(&r.id).await?;
        let mut after = before.clone();
        if let Some(name) = r.name {
            after.name = name.trim().to_owned();
        }
        if let Some(email) = r.email {
            let email = normalize_email(&email);
            if email != before.email && store::user_by_email(&self.db, &email).await?.is_some() {
                return Err(conflict("EMAIL_TAKEN", "This email is already in use."));
            }
            after.email = email;
        }
        if let Some(f) = r.function_id {
            after.function_id = Some(f).filter(|f| !f.is_empty());
        }
        let role_changed = r.role.as_ref().is_some_and(|role| *role != before.role);
        if let Some(role) = r.role.filter(|_| role_changed) {
            self.role_exists(&role).await?;
            if !self.caller_is_admin(caller).await? {
                if before.id == caller.user_id {
                    return Err(AuthError::Restricted(
                        "OWN_ROLE",
                        "You cannot change your own role; ask an administrator.",
                    ));
                }
                if role == "admin" || before.role == "admin" {
                    return Err(ADMIN_ROLE_ONLY);
                }
            }
            if before.role == "admin" {
                if before.id == caller.user_id {
                    return Err(conflict(
                        "SELF_DEMOTION",
                        "You cannot remove your own admin role.",
                    ));
                }
                self.guard_last_admin(&before).await?;
            }
            after.role = role;
        }
        let details_changed = (&after.email, &after.name, &after.function_id)
            != (&before.email, &before.name, &before.function_id);
        if before.role == "admin" && details_changed && !self.caller_is_admin(caller).await? {
            return Err(ADMIN_ACCOUNT);
        }
        let saved = self
            .commit_user_change(caller, Some(&before), &after, "updated", false)
            .await?;
        if role_changed {
            // Tokens carry the role: old ones go; the SPA refreshes into the new role.
            self.void_tokens(&saved.id).await;
        }
        Ok(AuthGrpc::user_pb(&saved))
    }

    pub(crate) async fn set_user_status(
        &self,
        caller: &Caller,
        r: pb::SetUserStatusRequest,
    ) -> AuthResult<pb::User> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let before = self.load_user(&r.id).await?;
        let status = if r.active { "active" } else { "inactive" };
        if before.status == status {
            return Ok(AuthGrpc::user_pb(&before));
        }
        if before.role == "admin" && !self.caller_is_admin(caller).await? {
            return Err(ADMIN_ACCOUNT);
        }
        if !r.active {
            if before.id == caller.user_id {
                return Err(conflict(
                    "SELF_DEACTIVATION",
                    "You cannot deactivate your own account.",
                ));
            }
            self.guard_last_admin(&before).await?;
        }
        let mut after = before.clone();
        after.status = status.into();
        let action = if r.active {
            "reactivated"
        } else {
            "deactivated"
        };
        let saved = self
            .commit_user_change(caller, Some(&before), &after, action, false)
            .await?;
        if !r.active {
            self.end_sessions(&saved.id, None).await?;
        }
        Ok(AuthGrpc::user_pb(&saved))
    }

    pub(crate) async fn reset_password(
        &self,
        caller: &Caller,
        r: pb::ResetPasswordRequest,
    ) -> AuthResult<()> {
        self.require(caller, SETTINGS_MANAGE).await?;
        validate_user_fields(None, None, Some(&r.password))?;
        let before = self.load_user(&r.id).await?;
        if before.role == "admin" && !self.caller_is_admin(caller).await? {
            return Err(AuthError::Restricted(
                "ADMIN_PASSWORD",
                "Only an administrator can reset an administrator's password.",
            ));
        }
        let mut after = before.clone();
        after.password_hash = password::hash(r.password).await?;
        after.must_change_password = true;
        let saved = self
            .commit_user_change(caller, Some(&before), &after, "password_reset", false)
            .await?;
        self.end_sessions(&saved.id, None).await?;
        Ok(())
    }

    pub(crate) async fn change_password(
        &self,
        caller: &Caller,
        r: pb::ChangePasswordRequest,
    ) -> AuthResult<()> {
        if caller.user_id.is_empty() {
            return Err(AuthError::Forbidden);
        }
        let before = self.load_user(&caller.user_id).await?;
        // Counted before the check: parallel guesses cannot pass the limit.
        let attempts = format!("chpw:fail:{}", before.id);
        self.throttle_hit(
            &attempts,
            self.config.password_change_max_failures,
            self.config.lockout,
        )
        .await?;
        if !password::verify(r.current_password.clone(), before.password_hash.clone()).await {
            return Err(field_error("current_password", "Wrong password"));
        }
        self.throttle_clear(&attempts).await;
        validate_user_fields(None, None, Some(&r.new_password))
            .map_err(|_| field_error("new_password", "Use at least 8 characters."))?;
        if r.new_password == r.current_password {
            return Err(field_error(
                "new_password",
                "Choose a password different from the current one.",
            ));
        }
        let mut after = before.clone();
        after.password_hash = password::hash(r.new_password).await?;
        after.must_change_password = false;
        self.commit_user_change(caller, Some(&before), &after, "password_changed", false)
            .await?;
        // Every other session ends (refresh and access tokens); the caller's
        // own token says "must change password": it is replaced by a refresh.
        let keep = Some(r.session_id.as_str()).filter(|s| !s.is_empty());
        self.end_sessions(&after.id, keep).await?;
        Ok(())
    }

    async fn role_pb(&self, name: &str) -> AuthResult<pb::Role> {
        self.list_roles_unchecked()
            .await?
            .into_iter()
            .find(|r| r.name == name)
            .ok_or_else(|| AuthError::Conflict("ROLE_NOT_FOUND", "No such role.".into()))
    }

    async fn list_roles_unchecked(&self) -> AuthResult<Vec<pb::Role>> {
        let counts = store::user_counts_by(&self.db, user::Column::Role).await?;
        let mut perms = roles::all_permissions(&self.db).await?;
        Ok(roles::all(&self.db)
            .await?
            .into_iter()
            .map(|r| pb::Role {
                user_count: counts.get(&r.name).copied().unwrap_or(0),
                permissions: perms.remove(&r.name).unwrap_or_default(),
                name: r.name,
                description: r.description,
                built_in: r.built_in,
            })
            .collect())
    }

    pub(crate) async fn list_roles(&self, caller: &Caller) -> AuthResult<pb::ListRolesResponse> {
        self.require(caller, SETTINGS_MANAGE).await?;
        Ok(pb::ListRolesResponse {
            roles: self.list_roles_unchecked().await?,
        })
    }

    async fn commit_role_event(
        &self,
        caller: &Caller,
        role: &str,
        action: &str,
        before: serde_json::Value,
        after: serde_json::Value,
        change: impl AsyncFnOnce(&sea_orm::DatabaseTransaction) -> Result<(), sea_orm::DbErr>,
    ) -> AuthResult<()> {
        let txn = platform::db::begin_write(&self.db).await?;
        change(&txn).await?;
        outbox::record(
            &txn,
            &AuditEvent::new(SERVICE, "role", role, action)
                .caller(caller)
                .changes(before, after),
        )
        .await?;
        txn.commit().await?;
        self.relay.wake();
        Ok(())
    }

    pub(crate) async fn create_role(
        &self,
        caller: &Caller,
        r: pb::CreateRoleRequest,
    ) -> AuthResult<pb::Role> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let name = r.name.trim().to_owned();
        if !valid_role_name(&name) {
            return Err(field_error(
                "name",
                "Use 2-32 lowercase letters, digits, '-' or '_', starting with a letter.",
            ));
        }
        if roles::get(&self.db, &name).await?.is_some() {
            return Err(conflict("ROLE_EXISTS", "A role with this name exists."));
        }
        let description = r.description.trim().to_owned();
        self.commit_role_event(
            caller,
            &name,
            "created",
            serde_json::Value::Null,
            json!({ "name": name, "description": description }),
            async |txn| roles::insert(txn, &name, &description).await,
        )
        .await?;
        self.role_pb(&name).await
    }

    pub(crate) async fn update_role(
        &self,
        caller: &Caller,
        r: pb::UpdateRoleRequest,
    ) -> AuthResult<pb::Role> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let before = roles::get(&self.db, &r.name)
            .await?
            .ok_or_else(|| conflict("ROLE_NOT_FOUND", "No such role."))?;
        let new_name = r
            .new_name
            .map(|n| n.trim().to_owned())
            .unwrap_or(before.name.clone());
        let description = r
            .description
            .map(|d| d.trim().to_owned())
            .unwrap_or(before.description.clone());
        if new_name != before.name {
            if before.built_in {
                return Err(conflict(
                    "BUILT_IN_ROLE",
                    "Built-in roles cannot be renamed.",
                ));
            }
            if !valid_role_name(&new_name) {
                return Err(field_error(
                    "name",
                    "Use 2-32 lowercase letters, digits, '-' or '_', starting with a letter.",
                ));
            }
            if roles::get(&self.db, &new_name).await?.is_some() {
                return Err(conflict("ROLE_EXISTS", "A role with this name exists."));
            }
        }
        let old = before.name.clone();
        self.commit_role_event(
            caller,
            &old,
            "updated",
            json!({ "name": before.name, "description": before.description }),
            json!({ "name": new_name, "description": description }),
            async |txn| roles::update(txn, &old, &new_name, &description).await,
        )
        .await?;
        if new_name != old {
            let _ = self.kv.delete(&keys::role_permissions(&old)).await;
            // Members' tokens name the old role: they refresh into the new one.
            let filter = store::UserFilter {
                role: new_name.clone(),
                ..Default::default()
            };
            let (members, _) = store::list_users(&self.db, &filter, 1, 10_000).await?;
            for m in members {
                self.void_tokens(&m.id).await;
            }
        }
        self.role_pb(&new_name).await
    }

    pub(crate) async fn delete_role(
        &self,
        caller: &Caller,
        r: pb::DeleteRoleRequest,
    ) -> AuthResult<()> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let role = roles::get(&self.db, &r.name)
            .await?
            .ok_or_else(|| conflict("ROLE_NOT_FOUND", "No such role."))?;
        if role.built_in {
            return Err(conflict(
                "BUILT_IN_ROLE",
                "Built-in roles cannot be deleted.",
            ));
        }
        let counts = store::user_counts_by(&self.db, user::Column::Role).await?;
        if counts.get(&role.name).copied().unwrap_or(0) > 0 {
            return Err(conflict(
                "ROLE_IN_USE",
                "Users still have this role; give them another role first.",
            ));
        }
        let name = role.name.clone();
        self.commit_role_event(
            caller,
            &name,
            "deleted",
            json!({ "name": role.name, "description": role.description }),
            serde_json::Value::Null,
            async |txn| roles::delete(txn, &name).await,
        )
        .await?;
        let _ = self.kv.delete(&keys::role_permissions(&name)).await;
        Ok(())
    }

    pub(crate) async fn set_role_permissions(
        &self,
        caller: &Caller,
        r: pb::SetRolePermissionsRequest,
    ) -> AuthResult<pb::Role> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let role = self.role_pb(&r.role).await?;
        let unknown: Vec<&String> = r
            .permissions
            .keys()
            .filter(|p| !permissions::is_known(p))
            .collect();
        if let Some(p) = unknown.first() {
            return Err(field_error(
                "permissions",
                &format!("Unknown permission {p}."),
            ));
        }
        let mut granted: HashMap<String, bool> =
            role.permissions.iter().map(|p| (p.clone(), true)).collect();
        for (p, on) in &r.permissions {
            granted.insert(p.clone(), *on);
        }
        let mut after: Vec<String> = granted
            .into_iter()
            .filter_map(|(p, on)| on.then_some(p))
            .collect();
        after.sort();
        let added: Vec<&String> = after
            .iter()
            .filter(|p| !role.permissions.contains(p))
            .collect();
        if !added.is_empty() && !self.caller_is_admin(caller).await? {
            let me = self.load_user(&caller.user_id).await?;
            if me.role == role.name {
                return Err(AuthError::Restricted(
                    "OWN_ROLE_PERMISSIONS",
                    "You cannot widen the permissions of your own role; ask an administrator.",
                ));
            }
            let held = self.permissions_of(&me.role).await?;
            if added
                .iter()
                .any(|p| !held.get(*p).copied().unwrap_or(false))
            {
                return Err(AuthError::Restricted(
                    "PERMISSION_NOT_HELD",
                    "You can only grant permissions that you hold yourself.",
                ));
            }
        }
        if role.name == "admin" && after.len() != permissions::ALL.len() {
            return Err(conflict(
                "ADMIN_KEEPS_ALL",
                "The admin role always keeps every permission.",
            ));
        }
        if after == role.permissions {
            return Ok(role);
        }
        let name = role.name.clone();
        let granted_now = after.clone();
        self.commit_role_event(
            caller,
            &name,
            "permissions_changed",
            json!({ "permissions": role.permissions }),
            json!({ "permissions": after }),
            async |txn| roles::set_permissions(txn, &name, &granted_now).await,
        )
        .await?;
        // Takes effect on the members' next request, on every gateway replica.
        let _ = self.kv.delete(&keys::role_permissions(&name)).await;
        self.role_pb(&name).await
    }

    pub(crate) fn list_permissions(&self) -> pb::ListPermissionsResponse {
        pb::ListPermissionsResponse {
            permissions: permissions::CATALOGUE
                .iter()
                .map(|(name, area, description)| pb::Permission {
                    name: (*name).into(),
                    area: (*area).into(),
                    description: (*description).into(),
                })
                .collect(),
        }
    }

    pub(crate) async fn user_names(
        &self,
        r: pb::UserNamesRequest,
    ) -> AuthResult<pb::UserNamesResponse> {
        use sea_orm::{ColumnTrait, EntityTrait, QueryFilter};
        let ids: Vec<String> = r.ids.into_iter().take(500).collect();
        let names = user::Entity::find()
            .filter(user::Column::Id.is_in(ids))
            .all(&self.db)
            .await?
            .into_iter()
            .map(|u| (u.id, u.name))
            .collect::<HashMap<_, _>>();
        Ok(pb::UserNamesResponse { names })
    }

    /// Active users by name, for owner pickers and the global search's
    /// Contacts: the staff directory (name, email, joined) any signed-in
    /// caller may see; nothing about roles or sign-ins.
    pub(crate) async fn user_options(
        &self,
        caller: &Caller,
        r: pb::ListUserOptionsRequest,
    ) -> AuthResult<pb::ListUserOptionsResponse> {
        // A signed-in user (through the gateway), or settings asking as itself
        // who approves risks.
        if caller.user_id.is_empty() && caller.service != "settings" {
            return Err(AuthError::Forbidden);
        }
        let roles = if r.permission.is_empty() {
            None
        } else {
            Some(
                roles::all_permissions(&self.db)
                    .await?
                    .into_iter()
                    .filter(|(_, granted)| granted.contains(&r.permission))
                    .map(|(role, _)| role)
                    .collect(),
            )
        };
        let filter = store::UserFilter {
            q: r.q,
            status: "active".into(),
            roles,
            ..Default::default()
        };
        let (users, total) = store::list_users(&self.db, &filter, 1, 100).await?;
        Ok(pb::ListUserOptionsResponse {
            total,
            users: users
                .into_iter()
                .map(|u| pb::UserOption {
                    id: u.id,
                    name: u.name,
                    avatar_url: u.avatar,
                    email: u.email,
                    created_at: u.created_at.to_rfc3339(),
                })
                .collect(),
        })
    }

    pub(crate) async fn count_users_by_function(
        &self,
    ) -> AuthResult<pb::CountUsersByFunctionResponse> {
        Ok(pb::CountUsersByFunctionResponse {
            counts: store::user_counts_by(&self.db, user::Column::FunctionId).await?,
        })
    }
}
