//! Administration use cases: users, roles and the role × permission matrix,
//! each change committed with its audit event. Every one re-checks that the
//! caller (from gRPC metadata) may manage settings, besides the gateway.

use std::{collections::HashMap, time::Duration};

use chrono::Utc;
use platform::{events::AuditEvent, grpc::Caller, kv::keys, outbox};
use proto::auth::v1 as pb;
use sea_orm::TransactionTrait;
use serde_json::json;

use crate::{
    domain::{
        AuthError, field_error, normalize_email, password, permissions, valid_role_name,
        validate_user_fields,
    },
    entities::user,
    grpc::{AuthGrpc, AuthResult},
    store::{self, roles},
};

const SERVICE: &str = "auth";

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

    /// Ends every session of the user: refresh tokens die in the database, and
    /// each session's access tokens are refused from the next request on.
    async fn end_sessions(&self, user_id: &str) -> AuthResult<()> {
        let ttl = self.config.access_ttl + Duration::from_secs(60);
        for sid in store::revoke_user_sessions(&self.db, user_id).await? {
            if let Err(e) = self.kv.set(&keys::revoked_session(&sid), "1", ttl).await {
                tracing::warn!(error = %e, "could not record a revoked session");
            }
        }
        self.void_tokens(user_id).await;
        Ok(())
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
        let txn = self.db.begin().await?;
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
        self.require(caller, "settings.manage").await?;
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
        self.require(caller, "settings.manage").await?;
        validate_user_fields(Some(&r.name), Some(&r.email), Some(&r.password))?;
        self.role_exists(&r.role).await?;
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
        self.require(caller, "settings.manage").await?;
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
        self.require(caller, "settings.manage").await?;
        let before = self.load_user(&r.id).await?;
        let status = if r.active { "active" } else { "inactive" };
        if before.status == status {
            return Ok(AuthGrpc::user_pb(&before));
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
            self.end_sessions(&saved.id).await?;
        }
        Ok(AuthGrpc::user_pb(&saved))
    }

    pub(crate) async fn reset_password(
        &self,
        caller: &Caller,
        r: pb::ResetPasswordRequest,
    ) -> AuthResult<()> {
        self.require(caller, "settings.manage").await?;
        validate_user_fields(None, None, Some(&r.password))?;
        let before = self.load_user(&r.id).await?;
        let mut after = before.clone();
        after.password_hash = password::hash(r.password).await?;
        after.must_change_password = true;
        let saved = self
            .commit_user_change(caller, Some(&before), &after, "password_reset", false)
            .await?;
        self.end_sessions(&saved.id).await?;
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
        if !password::verify(r.current_password.clone(), before.password_hash.clone()).await {
            return Err(field_error("current_password", "Wrong password"));
        }
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
        // The caller's token says "must change password": it is replaced by a refresh.
        self.void_tokens(&after.id).await;
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
        self.require(caller, "settings.manage").await?;
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
        let txn = self.db.begin().await?;
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
        self.require(caller, "settings.manage").await?;
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
        self.require(caller, "settings.manage").await?;
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
        self.require(caller, "settings.manage").await?;
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
        self.require(caller, "settings.manage").await?;
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
