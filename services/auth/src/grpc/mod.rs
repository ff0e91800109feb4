//! gRPC transport of the auth service. Each method only reads the caller,
//! converts the request into domain input (`TryFrom` in [`convert`]), calls
//! the use case on [`AuthContext`], and converts the answer (`From` in
//! [`convert`]) or the error (through `ApiError`, ADR 5).

mod convert;
pub mod settings_client;

use platform::{error::ApiError, grpc::Caller};
use proto::auth::v1::{self as pb, auth_service_server::AuthService};
use tonic::{Request, Response, Status};

use crate::domain::{
    AuthError,
    avatar::MAX_AVATAR_BYTES,
    context::AuthContext,
    recovery::{ResetCompletion, ResetRequest},
};

type Reply<T> = Result<Response<T>, Status>;

/// The auth service on the wire.
pub struct AuthGrpc {
    ctx: AuthContext,
}

impl AuthGrpc {
    pub fn new(ctx: AuthContext) -> Self {
        Self { ctx }
    }
}

/// The largest gRPC message the service must accept: a whole picture and
/// room for the rest of the request (never below tonic's 4 MiB default).
pub fn max_message_bytes() -> usize {
    (MAX_AVATAR_BYTES + 64 * 1024).max(4 * 1024 * 1024)
}

/// Domain input from a request.
fn input<R, T: TryFrom<R, Error = ApiError>>(req: R) -> Result<T, Status> {
    T::try_from(req).map_err(ApiError::into_status)
}

/// The domain's answer as proto, or its error as a status: the one step
/// from `AuthError` to the wire, through `ApiError`.
fn reply<D, T: From<D>>(r: Result<D, AuthError>) -> Reply<T> {
    r.map(|d| Response::new(T::from(d)))
        .map_err(|e| ApiError::from(e).into_status())
}

#[tonic::async_trait]
impl AuthService for AuthGrpc {
    async fn login(&self, req: Request<pb::LoginRequest>) -> Reply<pb::Session> {
        let caller = Caller::of(&req);
        let login = input(req.into_inner())?;
        reply(self.ctx.login(login, &caller).await)
    }

    async fn refresh(&self, req: Request<pb::RefreshRequest>) -> Reply<pb::Session> {
        let caller = Caller::of(&req);
        let pb::RefreshRequest {
            refresh_token,
            client: _,
        } = req.into_inner();
        reply(self.ctx.refresh(&refresh_token, &caller).await)
    }

    async fn logout(&self, req: Request<pb::LogoutRequest>) -> Reply<pb::LogoutResponse> {
        let caller = Caller::of(&req);
        let logout = input(req.into_inner())?;
        reply(
            self.ctx
                .logout(logout, &caller)
                .await
                .map(|()| pb::LogoutResponse {}),
        )
    }

    async fn register(&self, req: Request<pb::RegisterRequest>) -> Reply<pb::Session> {
        let caller = Caller::of(&req);
        let registration = input(req.into_inner())?;
        reply(self.ctx.register(registration, &caller).await)
    }

    async fn renew_access_token(
        &self,
        req: Request<pb::RenewAccessTokenRequest>,
    ) -> Reply<pb::RenewAccessTokenResponse> {
        let caller = Caller::of(&req);
        let pb::RenewAccessTokenRequest {
            access_token,
            refresh_token,
        } = req.into_inner();
        reply(self.ctx.renew(&access_token, &refresh_token, &caller).await)
    }

    async fn get_user(&self, req: Request<pb::GetUserRequest>) -> Reply<pb::User> {
        let pb::GetUserRequest { user_id } = req.into_inner();
        reply(self.ctx.user(&user_id).await)
    }

    async fn get_permissions(
        &self,
        req: Request<pb::GetPermissionsRequest>,
    ) -> Reply<pb::GetPermissionsResponse> {
        let pb::GetPermissionsRequest { role } = req.into_inner();
        reply(
            self.ctx
                .permissions_of(&role)
                .await
                .map(|permissions| pb::GetPermissionsResponse { permissions }),
        )
    }

    async fn oidc_config(
        &self,
        _req: Request<pb::OidcConfigRequest>,
    ) -> Reply<pb::OidcConfigResponse> {
        Ok(Response::new(pb::OidcConfigResponse {
            enabled: self.ctx.oidc_enabled(),
        }))
    }

    async fn oidc_start(&self, req: Request<pb::OidcStartRequest>) -> Reply<pb::OidcStartResponse> {
        let pb::OidcStartRequest {
            client: _,
            provider,
        } = req.into_inner();
        reply(self.ctx.oidc_start(&provider).await)
    }

    async fn oidc_callback(&self, req: Request<pb::OidcCallbackRequest>) -> Reply<pb::Session> {
        let caller = Caller::of(&req);
        let callback = input(req.into_inner())?;
        reply(self.ctx.oidc_callback(callback, &caller).await)
    }

    async fn get_jwks(&self, _req: Request<pb::GetJwksRequest>) -> Reply<pb::GetJwksResponse> {
        Ok(Response::new(self.ctx.jwks().into()))
    }

    async fn request_password_reset(
        &self,
        req: Request<pb::RequestPasswordResetRequest>,
    ) -> Reply<pb::RequestPasswordResetResponse> {
        let caller = Caller::of(&req);
        let pb::RequestPasswordResetRequest { email, client } = req.into_inner();
        let r = ResetRequest {
            email,
            client: convert::client(client),
        };
        reply(
            self.ctx
                .request_password_reset(r, &caller)
                .await
                .map(|()| pb::RequestPasswordResetResponse {}),
        )
    }

    async fn complete_password_reset(
        &self,
        req: Request<pb::CompletePasswordResetRequest>,
    ) -> Reply<pb::CompletePasswordResetResponse> {
        let caller = Caller::of(&req);
        let pb::CompletePasswordResetRequest {
            token,
            new_password,
            client,
        } = req.into_inner();
        let r = ResetCompletion {
            token,
            new_password,
            client: convert::client(client),
        };
        reply(
            self.ctx
                .complete_password_reset(r, &caller)
                .await
                .map(|()| pb::CompletePasswordResetResponse {}),
        )
    }

    async fn lock_session(
        &self,
        req: Request<pb::LockSessionRequest>,
    ) -> Reply<pb::LockSessionResponse> {
        let caller = Caller::of(&req);
        let pb::LockSessionRequest { session_id } = req.into_inner();
        reply(
            self.ctx
                .lock_session(&caller, &session_id)
                .await
                .map(|()| pb::LockSessionResponse {}),
        )
    }

    async fn unlock_session(
        &self,
        req: Request<pb::UnlockSessionRequest>,
    ) -> Reply<pb::UnlockSessionResponse> {
        let caller = Caller::of(&req);
        let pb::UnlockSessionRequest {
            session_id,
            password,
        } = req.into_inner();
        reply(
            self.ctx
                .unlock_session(&caller, &session_id, password)
                .await
                .map(|()| pb::UnlockSessionResponse {}),
        )
    }

    async fn auth_options(
        &self,
        _req: Request<pb::AuthOptionsRequest>,
    ) -> Reply<pb::AuthOptionsResponse> {
        let o = self.ctx.auth_options();
        Ok(Response::new(pb::AuthOptionsResponse {
            registration_enabled: o.registration_enabled,
            providers: o
                .providers
                .into_iter()
                .map(|p| pb::IdentityProvider {
                    id: p.id,
                    name: p.name,
                })
                .collect(),
        }))
    }

    async fn revoke_all_sessions(
        &self,
        req: Request<pb::RevokeAllSessionsRequest>,
    ) -> Reply<pb::RevokeAllSessionsResponse> {
        let caller = Caller::of(&req);
        let pb::RevokeAllSessionsRequest { client } = req.into_inner();
        reply(
            self.ctx
                .revoke_all_sessions(&caller, convert::client(client))
                .await
                .map(|ended| pb::RevokeAllSessionsResponse { ended }),
        )
    }

    async fn change_password(
        &self,
        req: Request<pb::ChangePasswordRequest>,
    ) -> Reply<pb::ChangePasswordResponse> {
        let caller = Caller::of(&req);
        let change = input(req.into_inner())?;
        reply(
            self.ctx
                .change_password(&caller, change)
                .await
                .map(|()| pb::ChangePasswordResponse {}),
        )
    }

    async fn update_profile(&self, req: Request<pb::UpdateProfileRequest>) -> Reply<pb::User> {
        let caller = Caller::of(&req);
        let change = input(req.into_inner())?;
        reply(self.ctx.update_profile(&caller, change).await)
    }

    async fn set_preferences(
        &self,
        req: Request<pb::SetPreferencesRequest>,
    ) -> Reply<pb::SetPreferencesResponse> {
        let caller = Caller::of(&req);
        let pb::SetPreferencesRequest { preferences_json } = req.into_inner();
        reply(
            self.ctx
                .set_preferences(&caller, &preferences_json)
                .await
                .map(|preferences_json| pb::SetPreferencesResponse { preferences_json }),
        )
    }

    async fn set_avatar(&self, req: Request<pb::SetAvatarRequest>) -> Reply<pb::User> {
        let caller = Caller::of(&req);
        let upload = input(req.into_inner())?;
        reply(self.ctx.set_avatar(&caller, upload).await)
    }

    async fn delete_avatar(
        &self,
        req: Request<pb::DeleteAvatarRequest>,
    ) -> Reply<pb::DeleteAvatarResponse> {
        let caller = Caller::of(&req);
        let pb::DeleteAvatarRequest {} = req.into_inner();
        reply(
            self.ctx
                .delete_avatar(&caller)
                .await
                .map(|()| pb::DeleteAvatarResponse {}),
        )
    }

    async fn get_avatar(&self, req: Request<pb::GetAvatarRequest>) -> Reply<pb::GetAvatarResponse> {
        let caller = Caller::of(&req);
        let pb::GetAvatarRequest { user_id } = req.into_inner();
        reply(self.ctx.avatar(&caller, &user_id).await)
    }

    async fn list_users(&self, req: Request<pb::ListUsersRequest>) -> Reply<pb::ListUsersResponse> {
        let caller = Caller::of(&req);
        let query = input(req.into_inner())?;
        reply(self.ctx.list_users(&caller, query).await)
    }

    async fn create_user(&self, req: Request<pb::CreateUserRequest>) -> Reply<pb::User> {
        let caller = Caller::of(&req);
        let user = input(req.into_inner())?;
        reply(self.ctx.create_user(&caller, user).await)
    }

    async fn update_user(&self, req: Request<pb::UpdateUserRequest>) -> Reply<pb::User> {
        let caller = Caller::of(&req);
        let change = input(req.into_inner())?;
        reply(self.ctx.update_user(&caller, change).await)
    }

    async fn set_user_status(&self, req: Request<pb::SetUserStatusRequest>) -> Reply<pb::User> {
        let caller = Caller::of(&req);
        let change = input(req.into_inner())?;
        reply(self.ctx.set_user_status(&caller, change).await)
    }

    async fn reset_password(
        &self,
        req: Request<pb::ResetPasswordRequest>,
    ) -> Reply<pb::ResetPasswordResponse> {
        let caller = Caller::of(&req);
        let reset = input(req.into_inner())?;
        reply(
            self.ctx
                .reset_password(&caller, reset)
                .await
                .map(|()| pb::ResetPasswordResponse {}),
        )
    }

    async fn list_roles(&self, req: Request<pb::ListRolesRequest>) -> Reply<pb::ListRolesResponse> {
        let caller = Caller::of(&req);
        let pb::ListRolesRequest {} = req.into_inner();
        reply(
            self.ctx
                .list_roles(&caller)
                .await
                .map(|roles| pb::ListRolesResponse {
                    roles: roles.into_iter().map(Into::into).collect(),
                }),
        )
    }

    async fn create_role(&self, req: Request<pb::CreateRoleRequest>) -> Reply<pb::Role> {
        let caller = Caller::of(&req);
        let role = input(req.into_inner())?;
        reply(self.ctx.create_role(&caller, role).await)
    }

    async fn update_role(&self, req: Request<pb::UpdateRoleRequest>) -> Reply<pb::Role> {
        let caller = Caller::of(&req);
        let change = input(req.into_inner())?;
        reply(self.ctx.update_role(&caller, change).await)
    }

    async fn delete_role(
        &self,
        req: Request<pb::DeleteRoleRequest>,
    ) -> Reply<pb::DeleteRoleResponse> {
        let caller = Caller::of(&req);
        let pb::DeleteRoleRequest { name } = req.into_inner();
        reply(
            self.ctx
                .delete_role(&caller, &name)
                .await
                .map(|()| pb::DeleteRoleResponse {}),
        )
    }

    async fn set_role_permissions(
        &self,
        req: Request<pb::SetRolePermissionsRequest>,
    ) -> Reply<pb::Role> {
        let caller = Caller::of(&req);
        let change = input(req.into_inner())?;
        reply(self.ctx.set_role_permissions(&caller, change).await)
    }

    async fn list_permissions(
        &self,
        _req: Request<pb::ListPermissionsRequest>,
    ) -> Reply<pb::ListPermissionsResponse> {
        Ok(Response::new(pb::ListPermissionsResponse {
            permissions: self
                .ctx
                .list_permissions()
                .into_iter()
                .map(Into::into)
                .collect(),
        }))
    }

    async fn user_names(&self, req: Request<pb::UserNamesRequest>) -> Reply<pb::UserNamesResponse> {
        let pb::UserNamesRequest { ids } = req.into_inner();
        reply(
            self.ctx
                .user_names(ids)
                .await
                .map(|names| pb::UserNamesResponse { names }),
        )
    }

    async fn list_user_options(
        &self,
        req: Request<pb::ListUserOptionsRequest>,
    ) -> Reply<pb::ListUserOptionsResponse> {
        let caller = Caller::of(&req);
        let query = input(req.into_inner())?;
        reply(self.ctx.user_options(&caller, query).await)
    }

    async fn count_users_by_function(
        &self,
        _req: Request<pb::CountUsersByFunctionRequest>,
    ) -> Reply<pb::CountUsersByFunctionResponse> {
        reply(
            self.ctx
                .count_users_by_function()
                .await
                .map(|counts| pb::CountUsersByFunctionResponse { counts }),
        )
    }
}
