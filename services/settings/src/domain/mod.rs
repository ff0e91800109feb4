//! Rules of the settings service: who may call, the input types that
//! validate on construction, the use cases that apply them (they call
//! `store/` for persistence; the store never calls them), and the service's
//! error enum, [`SettingsError`], mapped once to the platform error.

pub mod audit;
pub mod bookmarks;
pub mod error;
pub mod functions;
pub mod messages;
pub mod pages;
pub mod saved_views;

pub use error::SettingsError;

use platform::grpc::Caller;

/// The signed-in caller's id (services re-check what the gateway vouched for).
pub fn require_user(caller: &Caller) -> Result<&str, SettingsError> {
    if caller.user_id.is_empty() {
        return Err(SettingsError::NotSignedIn);
    }
    Ok(&caller.user_id)
}

/// Changes are made by a user: a call without one is refused.
pub fn require_caller(caller: &Caller) -> Result<(), SettingsError> {
    if caller.user_id.is_empty() {
        return Err(SettingsError::Forbidden);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn anonymous_callers_are_not_signed_in_and_may_not_change_anything() {
        let anonymous = Caller::default();
        assert!(matches!(
            require_user(&anonymous),
            Err(SettingsError::NotSignedIn)
        ));
        assert!(matches!(
            require_caller(&anonymous),
            Err(SettingsError::Forbidden)
        ));
        let ann = Caller {
            user_id: "u1".into(),
            ..Default::default()
        };
        assert_eq!(require_user(&ann).unwrap(), "u1");
        assert!(require_caller(&ann).is_ok());
    }
}
