//! Rules of the settings service: who may call, the input types that
//! validate on construction, and the use cases that apply them (they call
//! `store/` for persistence; the store never calls them).

pub mod bookmarks;
pub mod functions;
pub mod messages;
pub mod pages;

use platform::{
    error::{ApiError, ErrorKind},
    grpc::Caller,
};

/// The signed-in caller's id (services re-check what the gateway vouched for).
pub fn require_user(caller: &Caller) -> Result<&str, ApiError> {
    if caller.user_id.is_empty() {
        return Err(ApiError::new(
            ErrorKind::Unauthenticated,
            "NOT_SIGNED_IN",
            "Sorry, Authentication failed",
        ));
    }
    Ok(&caller.user_id)
}

/// Changes are made by a user: a call without one is refused.
pub fn require_caller(caller: &Caller) -> Result<(), ApiError> {
    if caller.user_id.is_empty() {
        return Err(ApiError::new(
            ErrorKind::PermissionDenied,
            "FORBIDDEN",
            "Sorry, Restricted Action",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anonymous_callers_are_not_signed_in_and_may_not_change_anything() {
        let anonymous = Caller::default();
        assert_eq!(
            require_user(&anonymous).unwrap_err().reason,
            "NOT_SIGNED_IN"
        );
        assert_eq!(require_caller(&anonymous).unwrap_err().reason, "FORBIDDEN");
        let ann = Caller {
            user_id: "u1".into(),
            ..Default::default()
        };
        assert_eq!(require_user(&ann).unwrap(), "u1");
        assert!(require_caller(&ann).is_ok());
    }
}
