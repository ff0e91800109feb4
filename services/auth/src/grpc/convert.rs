//! Proto ⇄ domain for the auth service, in one place. Every conversion
//! destructures exhaustively (fields not used are bound to `_`), so a new
//! proto field or column breaks the build until someone decides what happens
//! to it. Requests become domain input through `TryFrom` (an `ApiError` on
//! input the transport already knows is bad); answers become proto through `From`.

use platform::error::ApiError;
use proto::auth::v1 as pb;

use crate::{
    domain::{
        admin::{
            PasswordChange, PasswordReset, Permission, Role, RoleForCreate, RoleForUpdate,
            RolePermissionsChange, UserForCreate, UserForUpdate, UserOptionsQuery, UserPage,
            UserQuery, UserStatusChange,
        },
        profile_changes::{AvatarUpload, ProfileChange},
        sessions::{
            ClientInfo, Jwks, Login, Logout, OidcCallback, OidcStart, Registration, Renewed,
            Session,
        },
    },
    store::entities::{avatar, user},
};

/// The client info a request carries, if any.
pub(super) fn client(c: Option<pb::ClientInfo>) -> Option<ClientInfo> {
    c.map(|c| {
        let pb::ClientInfo {
            source_ip,
            user_agent,
            request_id,
        } = c;
        ClientInfo {
            source_ip,
            user_agent,
            request_id,
        }
    })
}

impl TryFrom<pb::LoginRequest> for Login {
    type Error = ApiError;

    fn try_from(r: pb::LoginRequest) -> Result<Self, ApiError> {
        let pb::LoginRequest {
            email,
            password,
            remember,
            client: c,
        } = r;
        Ok(Login {
            email,
            password,
            remember,
            client: client(c),
        })
    }
}

impl TryFrom<pb::RegisterRequest> for Registration {
    type Error = ApiError;

    fn try_from(r: pb::RegisterRequest) -> Result<Self, ApiError> {
        let pb::RegisterRequest {
            email,
            password,
            name,
            client: c,
        } = r;
        Ok(Registration {
            email,
            password,
            name,
            client: client(c),
        })
    }
}

impl TryFrom<pb::LogoutRequest> for Logout {
    type Error = ApiError;

    fn try_from(r: pb::LogoutRequest) -> Result<Self, ApiError> {
        let pb::LogoutRequest {
            session_id,
            client: c,
        } = r;
        Ok(Logout {
            session_id,
            client: client(c),
        })
    }
}

impl TryFrom<pb::OidcCallbackRequest> for OidcCallback {
    type Error = ApiError;

    fn try_from(r: pb::OidcCallbackRequest) -> Result<Self, ApiError> {
        let pb::OidcCallbackRequest {
            code,
            state,
            client: c,
        } = r;
        Ok(OidcCallback {
            code,
            state,
            client: client(c),
        })
    }
}

impl TryFrom<pb::ListUsersRequest> for UserQuery {
    type Error = ApiError;

    fn try_from(r: pb::ListUsersRequest) -> Result<Self, ApiError> {
        let pb::ListUsersRequest {
            page,
            per_page,
            q,
            role,
            status,
            function_id,
        } = r;
        let (page, per_page) = platform::grpc::paging(page, per_page);
        Ok(UserQuery {
            page,
            per_page,
            q,
            role,
            status,
            function_id,
        })
    }
}

impl TryFrom<pb::CreateUserRequest> for UserForCreate {
    type Error = ApiError;

    fn try_from(r: pb::CreateUserRequest) -> Result<Self, ApiError> {
        let pb::CreateUserRequest {
            name,
            email,
            role,
            function_id,
            password,
        } = r;
        Ok(UserForCreate {
            name,
            email,
            role,
            function_id,
            password,
        })
    }
}

impl TryFrom<pb::UpdateUserRequest> for UserForUpdate {
    type Error = ApiError;

    fn try_from(r: pb::UpdateUserRequest) -> Result<Self, ApiError> {
        let pb::UpdateUserRequest {
            id,
            name,
            email,
            role,
            function_id,
        } = r;
        Ok(UserForUpdate {
            id,
            name,
            email,
            role,
            function_id,
        })
    }
}

impl TryFrom<pb::SetUserStatusRequest> for UserStatusChange {
    type Error = ApiError;

    fn try_from(r: pb::SetUserStatusRequest) -> Result<Self, ApiError> {
        let pb::SetUserStatusRequest { id, active } = r;
        Ok(UserStatusChange { id, active })
    }
}

impl TryFrom<pb::ResetPasswordRequest> for PasswordReset {
    type Error = ApiError;

    fn try_from(r: pb::ResetPasswordRequest) -> Result<Self, ApiError> {
        let pb::ResetPasswordRequest { id, password } = r;
        Ok(PasswordReset { id, password })
    }
}

impl TryFrom<pb::ChangePasswordRequest> for PasswordChange {
    type Error = ApiError;

    fn try_from(r: pb::ChangePasswordRequest) -> Result<Self, ApiError> {
        let pb::ChangePasswordRequest {
            current_password,
            new_password,
            session_id,
        } = r;
        Ok(PasswordChange {
            current_password,
            new_password,
            session_id,
        })
    }
}

impl TryFrom<pb::CreateRoleRequest> for RoleForCreate {
    type Error = ApiError;

    fn try_from(r: pb::CreateRoleRequest) -> Result<Self, ApiError> {
        let pb::CreateRoleRequest { name, description } = r;
        Ok(RoleForCreate { name, description })
    }
}

impl TryFrom<pb::UpdateRoleRequest> for RoleForUpdate {
    type Error = ApiError;

    fn try_from(r: pb::UpdateRoleRequest) -> Result<Self, ApiError> {
        let pb::UpdateRoleRequest {
            name,
            new_name,
            description,
        } = r;
        Ok(RoleForUpdate {
            name,
            new_name,
            description,
        })
    }
}

impl TryFrom<pb::SetRolePermissionsRequest> for RolePermissionsChange {
    type Error = ApiError;

    fn try_from(r: pb::SetRolePermissionsRequest) -> Result<Self, ApiError> {
        let pb::SetRolePermissionsRequest { role, permissions } = r;
        Ok(RolePermissionsChange { role, permissions })
    }
}

impl TryFrom<pb::ListUserOptionsRequest> for UserOptionsQuery {
    type Error = ApiError;

    fn try_from(r: pb::ListUserOptionsRequest) -> Result<Self, ApiError> {
        let pb::ListUserOptionsRequest { q, permission } = r;
        Ok(UserOptionsQuery { q, permission })
    }
}

impl TryFrom<pb::UpdateProfileRequest> for ProfileChange {
    type Error = ApiError;

    fn try_from(r: pb::UpdateProfileRequest) -> Result<Self, ApiError> {
        let pb::UpdateProfileRequest { name, language } = r;
        Ok(ProfileChange { name, language })
    }
}

impl TryFrom<pb::SetAvatarRequest> for AvatarUpload {
    type Error = ApiError;

    fn try_from(r: pb::SetAvatarRequest) -> Result<Self, ApiError> {
        let pb::SetAvatarRequest {
            declared_type,
            data,
        } = r;
        Ok(AvatarUpload {
            declared_type,
            data,
        })
    }
}

/// A stored status as the proto enum; a value the service never writes is
/// UNSPECIFIED.
fn user_status(status: &str) -> pb::UserStatus {
    match status {
        "active" => pb::UserStatus::Active,
        "inactive" => pb::UserStatus::Inactive,
        _ => pb::UserStatus::Unspecified,
    }
}

/// A user as the API shows it: never the password hash.
impl From<user::Model> for pb::User {
    fn from(u: user::Model) -> Self {
        let user::Model {
            id,
            email,
            name,
            password_hash: _,
            role,
            status,
            avatar,
            function_id,
            must_change_password,
            language,
            preferences,
            created_at,
            updated_at,
        } = u;
        pb::User {
            id,
            name,
            email,
            role,
            status: user_status(&status).into(),
            avatar,
            function_id: function_id.unwrap_or_default(),
            must_change_password,
            created_at: created_at.to_rfc3339(),
            updated_at: updated_at.to_rfc3339(),
            language,
            preferences_json: preferences.unwrap_or_default(),
        }
    }
}

/// A user in a picker or the staff directory: nothing about roles or sign-ins.
impl From<user::Model> for pb::UserOption {
    fn from(u: user::Model) -> Self {
        let user::Model {
            id,
            email,
            name,
            password_hash: _,
            role: _,
            status: _,
            avatar,
            function_id: _,
            must_change_password: _,
            language: _,
            preferences: _,
            created_at,
            updated_at: _,
        } = u;
        pb::UserOption {
            id,
            name,
            avatar_url: avatar,
            email,
            created_at: created_at.to_rfc3339(),
        }
    }
}

impl From<Session> for pb::Session {
    fn from(s: Session) -> Self {
        let Session {
            user,
            permissions,
            access_token,
            refresh_token,
            access_expires_at,
            refresh_expires_at,
            session_id,
        } = s;
        pb::Session {
            user: Some(user.into()),
            permissions,
            access_token,
            refresh_token,
            access_expires_at,
            refresh_expires_at,
            session_id,
        }
    }
}

impl From<Renewed> for pb::RenewAccessTokenResponse {
    fn from(r: Renewed) -> Self {
        let Renewed { user, access_token } = r;
        pb::RenewAccessTokenResponse {
            user: Some(user.into()),
            access_token,
        }
    }
}

impl From<OidcStart> for pb::OidcStartResponse {
    fn from(s: OidcStart) -> Self {
        let OidcStart {
            authorization_url,
            state,
        } = s;
        pb::OidcStartResponse {
            authorization_url,
            state,
        }
    }
}

impl From<Jwks> for pb::GetJwksResponse {
    fn from(j: Jwks) -> Self {
        let Jwks { jwks_json, issuer } = j;
        pb::GetJwksResponse { jwks_json, issuer }
    }
}

impl From<UserPage> for pb::ListUsersResponse {
    fn from(p: UserPage) -> Self {
        let UserPage { users, total } = p;
        pb::ListUsersResponse {
            users: users.into_iter().map(Into::into).collect(),
            total,
        }
    }
}

impl From<UserPage> for pb::ListUserOptionsResponse {
    fn from(p: UserPage) -> Self {
        let UserPage { users, total } = p;
        pb::ListUserOptionsResponse {
            users: users.into_iter().map(Into::into).collect(),
            total,
        }
    }
}

impl From<Role> for pb::Role {
    fn from(r: Role) -> Self {
        let Role {
            name,
            description,
            built_in,
            user_count,
            permissions,
            assignable,
        } = r;
        pb::Role {
            name,
            description,
            built_in,
            user_count,
            permissions,
            assignable,
        }
    }
}

impl From<Permission> for pb::Permission {
    fn from(p: Permission) -> Self {
        let Permission {
            name,
            area,
            description,
        } = p;
        pb::Permission {
            name: name.into(),
            area: area.into(),
            description: description.into(),
        }
    }
}

impl From<avatar::Model> for pb::GetAvatarResponse {
    fn from(a: avatar::Model) -> Self {
        let avatar::Model {
            user_id: _,
            content_type,
            data,
            updated_at,
        } = a;
        pb::GetAvatarResponse {
            content_type,
            data,
            updated_at: updated_at.to_rfc3339(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_statuses_map_to_the_enum_and_unknown_ones_to_unspecified() {
        assert_eq!(user_status("active"), pb::UserStatus::Active);
        assert_eq!(user_status("inactive"), pb::UserStatus::Inactive);
        assert_eq!(user_status("blocked"), pb::UserStatus::Unspecified);
    }
}
