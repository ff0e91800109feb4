//! Proto ⇄ domain for the auth service. Every conversion destructures
//! exhaustively, so a new field breaks the build until it is handled.

use proto::auth::v1 as pb;

use crate::{grpc::AuthGrpc, store::entities::user};

impl AuthGrpc {
    /// A user as the API shows it: never the password hash.
    pub(crate) fn user_pb(u: &user::Model) -> pb::User {
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
            id: id.clone(),
            name: name.clone(),
            email: email.clone(),
            role: role.clone(),
            status: status.clone(),
            avatar: avatar.clone(),
            function_id: function_id.clone().unwrap_or_default(),
            must_change_password: *must_change_password,
            created_at: created_at.to_rfc3339(),
            updated_at: updated_at.to_rfc3339(),
            language: language.clone(),
            preferences_json: preferences.clone().unwrap_or_default(),
        }
    }
}
