//! Administration use cases: users, roles and the role × permission matrix,
//! each change committed with its audit event. Every one re-checks that the
//! caller (from gRPC metadata) may manage settings, besides the gateway.
//! A user's own password change is here too: it shares the user-change steps.

use std::collections::{HashMap, HashSet};

use chrono::Utc;
use platform::{events::AuditEvent, grpc::Caller, kv::keys, outbox, permissions::SETTINGS_MANAGE};
use serde_json::json;

use crate::{
    domain::{
        AuthError,
        context::{AuthContext, AuthResult, SERVICE},
        field_error, normalize_email, password, permissions, valid_role_name, validate_user_fields,
    },
    store::{self, entities::user, roles},
};

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

/// Nobody gives a role with rights they do not hold themselves (issue 30):
/// the account would carry more than whoever made it.
const ROLE_NOT_HELD: AuthError = AuthError::Restricted(
    "ROLE_NOT_HELD",
    "You can only give a role whose permissions you hold yourself.",
);

/// An account with rights the caller lacks is managed only by someone who
/// holds them: a reset password or a changed email would hand those rights
/// to the caller.
const USER_HOLDS_MORE: AuthError = AuthError::Restricted(
    "USER_HOLDS_MORE",
    "This account holds permissions you do not hold; ask an administrator.",
);

/// What a caller may hand out and whom they may manage: an administrator
/// anything, a settings manager what their own stored role grants.
enum Authority {
    Admin,
    Holds(HashSet<String>),
}

impl Authority {
    fn is_admin(&self) -> bool {
        matches!(self, Authority::Admin)
    }

    /// Whether every permission in `granted` is the caller's too.
    fn covers(&self, granted: &[String]) -> bool {
        match self {
            Authority::Admin => true,
            Authority::Holds(held) => granted.iter().all(|p| held.contains(p)),
        }
    }
}

/// A page of the user list: filters and the page asked for.
#[derive(Clone, Debug, Default)]
pub struct UserQuery {
    /// 1-based.
    pub page: u64,
    pub per_page: u64,
    /// Part of a name or email; empty for all.
    pub q: String,
    /// One role; empty for all.
    pub role: String,
    /// `active` or `inactive`; empty for both.
    pub status: String,
    /// One function; empty for all.
    pub function_id: String,
}

/// Users and how many match in all.
#[derive(Clone, Debug)]
pub struct UserPage {
    pub users: Vec<user::Model>,
    pub total: u64,
}

/// A new user as an administrator enters it.
#[derive(Clone, Debug)]
pub struct UserForCreate {
    pub name: String,
    pub email: String,
    pub role: String,
    /// Empty for none.
    pub function_id: String,
    /// The first password; the user must change it at the first sign-in.
    pub password: String,
}

/// A change to user `id`: only the fields given change (an empty function
/// removes it).
#[derive(Clone, Debug)]
pub struct UserForUpdate {
    pub id: String,
    pub name: Option<String>,
    pub email: Option<String>,
    pub role: Option<String>,
    pub function_id: Option<String>,
}

/// User `id` made active (may sign in) or inactive.
#[derive(Clone, Debug)]
pub struct UserStatusChange {
    pub id: String,
    pub active: bool,
}

/// A password an administrator sets for user `id`.
#[derive(Clone, Debug)]
pub struct PasswordReset {
    pub id: String,
    pub password: String,
}

/// The caller's own password change.
#[derive(Clone, Debug)]
pub struct PasswordChange {
    pub current_password: String,
    pub new_password: String,
    /// The caller's session, which stays open; empty ends every session.
    pub session_id: String,
}

/// A role with its permissions and how many users hold it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Role {
    pub name: String,
    pub description: String,
    pub built_in: bool,
    pub user_count: u64,
    /// Granted permissions, sorted.
    pub permissions: Vec<String>,
    /// Whether the caller may give this role to someone.
    pub assignable: bool,
}

/// A new role.
#[derive(Clone, Debug)]
pub struct RoleForCreate {
    pub name: String,
    pub description: String,
}

/// A change to role `name`: a new name (not for built-in roles) and/or description.
#[derive(Clone, Debug)]
pub struct RoleForUpdate {
    pub name: String,
    pub new_name: Option<String>,
    pub description: Option<String>,
}

/// Permissions to grant (true) or take away (false) from `role`; the others
/// stay as they are.
#[derive(Clone, Debug)]
pub struct RolePermissionsChange {
    pub role: String,
    pub permissions: HashMap<String, bool>,
}

/// One permission of the catalogue.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Permission {
    pub name: &'static str,
    /// The area of the product it belongs to.
    pub area: &'static str,
    pub description: &'static str,
}

/// Active users for pickers: a search text and, when not empty, a
/// permission their role must grant.
#[derive(Clone, Debug, Default)]
pub struct UserOptionsQuery {
    pub q: String,
    pub permission: String,
}

fn conflict(reason: &'static str, message: &str) -> AuthError {
    AuthError::Conflict(reason, message.to_owned())
}

fn snapshot(u: &user::Model) -> serde_json::Value {
    json!({
        "name": u.name, "email": u.email, "role": u.role, "status": u.status,
        "function_id": u.function_id, "must_change_password": u.must_change_password,
    })
}

impl AuthContext {
    async fn role_exists(&self, role: &str) -> AuthResult<()> {
        match roles::get(&self.db, role).await? {
            Some(_) => Ok(()),
            None => Err(field_error("role", "No such role.")),
        }
    }

    /// The caller's authority, from their stored account (not the token).
    async fn authority(&self, caller: &Caller) -> AuthResult<Authority> {
        if self.caller_is_admin(caller).await? {
            return Ok(Authority::Admin);
        }
        let me = self.load_user(&caller.user_id).await?;
        let held = store::role_permissions(&self.db, &me.role).await?;
        Ok(Authority::Holds(held.into_iter().collect()))
    }

    /// Refuses giving `role` unless the caller holds all of its rights.
    async fn may_give(&self, authority: &Authority, role: &str) -> AuthResult<()> {
        if role == "admin" && !authority.is_admin() {
            return Err(ADMIN_ROLE_ONLY);
        }
        if !authority.covers(&store::role_permissions(&self.db, role).await?) {
            return Err(ROLE_NOT_HELD);
        }
        Ok(())
    }

    /// Refuses managing `target` unless the caller holds all of its rights
    /// (administrators' accounts have their own refusals, checked first).
    async fn may_manage(&self, authority: &Authority, target: &user::Model) -> AuthResult<()> {
        if target.role != "admin"
            && !authority.covers(&store::role_permissions(&self.db, &target.role).await?)
        {
            return Err(USER_HOLDS_MORE);
        }
        Ok(())
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
                    language: &after.language,
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

    /// A page of users by name.
    pub async fn list_users(&self, caller: &Caller, r: UserQuery) -> AuthResult<UserPage> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let UserQuery {
            page,
            per_page,
            q,
            role,
            status,
            function_id,
        } = r;
        let filter = store::UserFilter {
            q,
            role,
            status,
            function_id,
            roles: None,
        };
        let (users, total) = store::list_users(&self.db, &filter, page, per_page).await?;
        Ok(UserPage { users, total })
    }

    /// Adds a user who must change the given password at the first sign-in
    /// (audited as `created`); only an administrator gives the admin role.
    pub async fn create_user(&self, caller: &Caller, r: UserForCreate) -> AuthResult<user::Model> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let UserForCreate {
            name,
            email,
            role,
            function_id,
            password,
        } = r;
        validate_user_fields(Some(&name), Some(&email), Some(&password))?;
        self.role_exists(&role).await?;
        let authority = self.authority(caller).await?;
        self.may_give(&authority, &role).await?;
        let email = normalize_email(&email);
        if store::user_by_email(&self.db, &email).await?.is_some() {
            return Err(conflict("EMAIL_TAKEN", "This email is already in use."));
        }
        let now = Utc::now();
        let new = user::Model {
            id: String::new(),
            email,
            name: name.trim().to_owned(),
            password_hash: password::hash(password).await?,
            role,
            status: "active".into(),
            avatar: String::new(),
            function_id: Some(function_id).filter(|f| !f.is_empty()),
            must_change_password: true,
            language: crate::domain::profile::DEFAULT_LANGUAGE.into(),
            preferences: None,
            created_at: now,
            updated_at: now,
        };
        self.commit_user_change(caller, None, &new, "created", true)
            .await
    }

    /// Changes a user's name, email, function or role (audited as
    /// `updated`), under the rules that keep rights from being raised.
    pub async fn update_user(&self, caller: &Caller, r: UserForUpdate) -> AuthResult<user::Model> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let UserForUpdate {
            id,
            name,
            email,
            role,
            function_id,
        } = r;
        validate_user_fields(name.as_deref(), email.as_deref(), None)?;
        let before = self.load_user(&id).await?;
        let authority = self.authority(caller).await?;
        let mut after = before.clone();
        if let Some(name) = name {
            after.name = name.trim().to_owned();
        }
        if let Some(email) = email {
            let email = normalize_email(&email);
            if email != before.email && store::user_by_email(&self.db, &email).await?.is_some() {
                return Err(conflict("EMAIL_TAKEN", "This email is already in use."));
            }
            after.email = email;
        }
        if let Some(f) = function_id {
            after.function_id = Some(f).filter(|f| !f.is_empty());
        }
        let role_changed = role.as_ref().is_some_and(|role| *role != before.role);
        if let Some(role) = role.filter(|_| role_changed) {
            self.role_exists(&role).await?;
            if !authority.is_admin() {
                if before.id == caller.user_id {
                    return Err(AuthError::Restricted(
                        "OWN_ROLE",
                        "You cannot change your own role; ask an administrator.",
                    ));
                }
                if before.role == "admin" {
                    return Err(ADMIN_ROLE_ONLY);
                }
                self.may_give(&authority, &role).await?;
                self.may_manage(&authority, &before).await?;
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
        if details_changed && !authority.is_admin() {
            if before.role == "admin" {
                return Err(ADMIN_ACCOUNT);
            }
            self.may_manage(&authority, &before).await?;
        }
        let saved = self
            .commit_user_change(caller, Some(&before), &after, "updated", false)
            .await?;
        if role_changed {
            // Tokens carry the role: old ones go; the SPA refreshes into the new role.
            self.void_tokens(&saved.id).await;
        }
        Ok(saved)
    }

    /// Activates or deactivates user `id` (audited as `reactivated` or
    /// `deactivated`); a deactivated user's sessions end.
    pub async fn set_user_status(
        &self,
        caller: &Caller,
        r: UserStatusChange,
    ) -> AuthResult<user::Model> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let UserStatusChange { id, active } = r;
        let before = self.load_user(&id).await?;
        let status = if active { "active" } else { "inactive" };
        if before.status == status {
            return Ok(before);
        }
        let authority = self.authority(caller).await?;
        if before.role == "admin" && !authority.is_admin() {
            return Err(ADMIN_ACCOUNT);
        }
        self.may_manage(&authority, &before).await?;
        if !active {
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
        let action = if active { "reactivated" } else { "deactivated" };
        let saved = self
            .commit_user_change(caller, Some(&before), &after, action, false)
            .await?;
        if !active {
            self.end_sessions(&saved.id, None).await?;
        }
        Ok(saved)
    }

    /// Sets a user's password, to be changed at the next sign-in (audited as
    /// `password_reset`); the user's sessions end.
    pub async fn reset_password(&self, caller: &Caller, r: PasswordReset) -> AuthResult<()> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let PasswordReset { id, password } = r;
        validate_user_fields(None, None, Some(&password))?;
        let before = self.load_user(&id).await?;
        if before.id == caller.user_id {
            // One's own password changes with the current one, throttled
            // (change-password): a borrowed token must not set a known one.
            return Err(conflict(
                "SELF_RESET",
                "Change your own password on your account page.",
            ));
        }
        let authority = self.authority(caller).await?;
        if before.role == "admin" && !authority.is_admin() {
            return Err(AuthError::Restricted(
                "ADMIN_PASSWORD",
                "Only an administrator can reset an administrator's password.",
            ));
        }
        self.may_manage(&authority, &before).await?;
        let mut after = before.clone();
        after.password_hash = password::hash(password).await?;
        after.must_change_password = true;
        let saved = self
            .commit_user_change(caller, Some(&before), &after, "password_reset", false)
            .await?;
        self.end_sessions(&saved.id, None).await?;
        Ok(())
    }

    /// The caller changes their own password (audited as
    /// `password_changed`), throttled per account; their other sessions end.
    pub async fn change_password(&self, caller: &Caller, r: PasswordChange) -> AuthResult<()> {
        let PasswordChange {
            current_password,
            new_password,
            session_id,
        } = r;
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
        if !password::verify(current_password.clone(), before.password_hash.clone()).await {
            return Err(field_error("current_password", "Wrong password"));
        }
        self.throttle_clear(&attempts).await;
        validate_user_fields(None, None, Some(&new_password))
            .map_err(|_| field_error("new_password", "Use at least 8 characters."))?;
        if new_password == current_password {
            return Err(field_error(
                "new_password",
                "Choose a password different from the current one.",
            ));
        }
        let mut after = before.clone();
        after.password_hash = password::hash(new_password).await?;
        after.must_change_password = false;
        self.commit_user_change(caller, Some(&before), &after, "password_changed", false)
            .await?;
        // Every other session ends (refresh and access tokens); the caller's
        // own token says "must change password": it is replaced by a refresh.
        let keep = Some(session_id.as_str()).filter(|s| !s.is_empty());
        self.end_sessions(&after.id, keep).await?;
        Ok(())
    }

    async fn role(&self, caller: &Caller, name: &str) -> AuthResult<Role> {
        self.roles_seen_by(caller)
            .await?
            .into_iter()
            .find(|r| r.name == name)
            .ok_or_else(|| AuthError::Conflict("ROLE_NOT_FOUND", "No such role.".into()))
    }

    /// Every role, each marked whether the caller may give it.
    async fn roles_seen_by(&self, caller: &Caller) -> AuthResult<Vec<Role>> {
        let authority = self.authority(caller).await?;
        let counts = store::user_counts_by(&self.db, user::Column::Role).await?;
        let mut perms = roles::all_permissions(&self.db).await?;
        Ok(roles::all(&self.db)
            .await?
            .into_iter()
            .map(|r| {
                let permissions = perms.remove(&r.name).unwrap_or_default();
                Role {
                    user_count: counts.get(&r.name).copied().unwrap_or(0),
                    assignable: (r.name != "admin" || authority.is_admin())
                        && authority.covers(&permissions),
                    permissions,
                    name: r.name,
                    description: r.description,
                    built_in: r.built_in,
                }
            })
            .collect())
    }

    /// Every role with its permissions, member count and whether the caller
    /// may give it.
    pub async fn list_roles(&self, caller: &Caller) -> AuthResult<Vec<Role>> {
        self.require(caller, SETTINGS_MANAGE).await?;
        self.roles_seen_by(caller).await
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

    /// Adds a role without permissions (audited as `created`).
    pub async fn create_role(&self, caller: &Caller, r: RoleForCreate) -> AuthResult<Role> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let RoleForCreate { name, description } = r;
        let name = name.trim().to_owned();
        if !valid_role_name(&name) {
            return Err(field_error(
                "name",
                "Use 2-32 lowercase letters, digits, '-' or '_', starting with a letter.",
            ));
        }
        if roles::get(&self.db, &name).await?.is_some() {
            return Err(conflict("ROLE_EXISTS", "A role with this name exists."));
        }
        let description = description.trim().to_owned();
        self.commit_role_event(
            caller,
            &name,
            "created",
            serde_json::Value::Null,
            json!({ "name": name, "description": description }),
            async |txn| roles::insert(txn, &name, &description).await,
        )
        .await?;
        self.role(caller, &name).await
    }

    /// Renames a role and/or changes its description (audited as
    /// `updated`); members of a renamed role refresh into the new name.
    pub async fn update_role(&self, caller: &Caller, r: RoleForUpdate) -> AuthResult<Role> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let RoleForUpdate {
            name,
            new_name,
            description,
        } = r;
        let before = roles::get(&self.db, &name)
            .await?
            .ok_or_else(|| conflict("ROLE_NOT_FOUND", "No such role."))?;
        let new_name = new_name
            .map(|n| n.trim().to_owned())
            .unwrap_or(before.name.clone());
        let description = description
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
        self.role(caller, &new_name).await
    }

    /// Deletes a role that is not built in and that nobody holds (audited as `deleted`).
    pub async fn delete_role(&self, caller: &Caller, name: &str) -> AuthResult<()> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let role = roles::get(&self.db, name)
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

    /// Grants and takes away permissions of a role (audited as
    /// `permissions_changed`): nobody but an administrator widens their own
    /// role or grants what they do not hold; admin keeps every permission.
    pub async fn set_role_permissions(
        &self,
        caller: &Caller,
        r: RolePermissionsChange,
    ) -> AuthResult<Role> {
        self.require(caller, SETTINGS_MANAGE).await?;
        let RolePermissionsChange {
            role,
            permissions: asked,
        } = r;
        let role = self.role(caller, &role).await?;
        let unknown: Vec<&String> = asked.keys().filter(|p| !permissions::is_known(p)).collect();
        if let Some(p) = unknown.first() {
            return Err(field_error(
                "permissions",
                &format!("Unknown permission {p}."),
            ));
        }
        let mut granted: HashMap<String, bool> =
            role.permissions.iter().map(|p| (p.clone(), true)).collect();
        for (p, on) in &asked {
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
        self.role(caller, &name).await
    }

    /// The permission catalogue.
    pub fn list_permissions(&self) -> Vec<Permission> {
        permissions::CATALOGUE
            .iter()
            .map(|&(name, area, description)| Permission {
                name,
                area,
                description,
            })
            .collect()
    }

    /// Names of the users with these ids (the first 500), by id.
    pub async fn user_names(&self, ids: Vec<String>) -> AuthResult<HashMap<String, String>> {
        let ids: Vec<String> = ids.into_iter().take(500).collect();
        Ok(store::users_by_ids(&self.db, ids)
            .await?
            .into_iter()
            .map(|u| (u.id, u.name))
            .collect())
    }

    /// Active users by name, for owner pickers and the global search's
    /// Contacts: the staff directory (name, email, joined) any signed-in
    /// caller may see; nothing about roles or sign-ins.
    pub async fn user_options(&self, caller: &Caller, r: UserOptionsQuery) -> AuthResult<UserPage> {
        // A member of staff (through the gateway: not an account that
        // registered itself), or settings asking as itself who approves risks.
        let allowed = if caller.user_id.is_empty() {
            caller.service == "settings"
        } else {
            self.is_member(caller).await?
        };
        if !allowed {
            return Err(AuthError::Forbidden);
        }
        let UserOptionsQuery { q, permission } = r;
        let roles = if permission.is_empty() {
            None
        } else {
            Some(
                roles::all_permissions(&self.db)
                    .await?
                    .into_iter()
                    .filter(|(_, granted)| granted.contains(&permission))
                    .map(|(role, _)| role)
                    .collect(),
            )
        };
        let filter = store::UserFilter {
            q,
            status: "active".into(),
            roles,
            ..Default::default()
        };
        let (users, total) = store::list_users(&self.db, &filter, 1, 100).await?;
        Ok(UserPage { users, total })
    }

    /// How many users each function has.
    pub async fn count_users_by_function(&self) -> AuthResult<HashMap<String, u64>> {
        Ok(store::user_counts_by(&self.db, user::Column::FunctionId).await?)
    }
}
