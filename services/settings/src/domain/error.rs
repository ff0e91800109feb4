//! Everything that can go wrong in the settings service, and its one mapping
//! to the platform error (ADR 5): each variant's reason, kind and message are
//! written here and nowhere else.

use std::collections::BTreeMap;

use platform::error::{ApiError, ErrorKind};
use sea_orm::DbErr;

/// A failure of a settings rule or use case.
#[derive(Debug, thiserror::Error)]
pub enum SettingsError {
    /// No signed-in user behind the call.
    #[error("not signed in")]
    NotSignedIn,
    /// A change asked for without a user to make it.
    #[error("not allowed")]
    Forbidden,
    /// Bad input: one message per field.
    #[error("invalid input")]
    Invalid(BTreeMap<String, String>),
    /// No such function.
    #[error("no such function")]
    FunctionNotFound,
    /// A function with sub-functions cannot be deleted.
    #[error("the function has sub-functions")]
    FunctionInUse,
    /// A sibling already has that name (case and surrounding spaces aside).
    #[error("function name taken")]
    FunctionNameTaken,
    /// No such page, or not one the caller may open.
    #[error("no such page")]
    PageNotFound,
    /// No such message among the caller's.
    #[error("no such message")]
    MessageNotFound,
    /// No such saved view among the caller's.
    #[error("no such saved view")]
    SavedViewNotFound,
    /// The caller has a view of that name on that list already (case and
    /// spaces aside).
    #[error("view name taken")]
    ViewNameTaken,
    /// The caller has as many saved views as one user may keep.
    #[error("too many saved views")]
    TooManyViews,
    /// The database failed (logged once, never sent out).
    #[error(transparent)]
    Store(#[from] DbErr),
}

impl SettingsError {
    /// Bad input on one field.
    pub fn field(field: &str, message: &str) -> Self {
        let mut fields = BTreeMap::new();
        fields.insert(field.to_owned(), message.to_owned());
        Self::Invalid(fields)
    }
}

impl From<SettingsError> for ApiError {
    fn from(e: SettingsError) -> Self {
        use ErrorKind::*;
        match e {
            SettingsError::NotSignedIn => ApiError::new(
                Unauthenticated,
                "NOT_SIGNED_IN",
                "Sorry, Authentication failed",
            ),
            SettingsError::Forbidden => {
                ApiError::new(PermissionDenied, "FORBIDDEN", "Sorry, Restricted Action")
            }
            SettingsError::Invalid(fields) => ApiError::validation(fields),
            SettingsError::FunctionNotFound => {
                ApiError::new(NotFound, "FUNCTION_NOT_FOUND", "No such function.")
            }
            SettingsError::FunctionInUse => ApiError::new(
                Conflict,
                "FUNCTION_IN_USE",
                "Move or delete its sub-functions first.",
            ),
            SettingsError::FunctionNameTaken => ApiError::new(
                Conflict,
                "FUNCTION_NAME_TAKEN",
                "A function of that name is already there.",
            ),
            SettingsError::PageNotFound => {
                ApiError::new(NotFound, "PAGE_NOT_FOUND", "No such page.")
            }
            SettingsError::MessageNotFound => {
                ApiError::new(NotFound, "MESSAGE_NOT_FOUND", "No such message.")
            }
            SettingsError::SavedViewNotFound => {
                ApiError::new(NotFound, "SAVED_VIEW_NOT_FOUND", "No such saved view.")
            }
            SettingsError::ViewNameTaken => ApiError::new(
                Conflict,
                "VIEW_NAME_TAKEN",
                "You already have a view of that name on this list.",
            ),
            SettingsError::TooManyViews => ApiError::new(
                Conflict,
                "SAVED_VIEW_LIMIT",
                "You have as many saved views as one user may keep; delete one first.",
            ),
            SettingsError::Store(e) => platform::error::failure("settings store failure", &e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn api(e: SettingsError) -> (ErrorKind, String, String) {
        let a = ApiError::from(e);
        (a.kind, a.reason, a.message)
    }

    #[test]
    fn every_variant_keeps_its_reason_kind_and_message_on_the_wire() {
        use ErrorKind::*;
        let cases = [
            (
                SettingsError::NotSignedIn,
                Unauthenticated,
                "NOT_SIGNED_IN",
                "Sorry, Authentication failed",
            ),
            (
                SettingsError::Forbidden,
                PermissionDenied,
                "FORBIDDEN",
                "Sorry, Restricted Action",
            ),
            (
                SettingsError::FunctionNotFound,
                NotFound,
                "FUNCTION_NOT_FOUND",
                "No such function.",
            ),
            (
                SettingsError::FunctionInUse,
                Conflict,
                "FUNCTION_IN_USE",
                "Move or delete its sub-functions first.",
            ),
            (
                SettingsError::FunctionNameTaken,
                Conflict,
                "FUNCTION_NAME_TAKEN",
                "A function of that name is already there.",
            ),
            (
                SettingsError::PageNotFound,
                NotFound,
                "PAGE_NOT_FOUND",
                "No such page.",
            ),
            (
                SettingsError::MessageNotFound,
                NotFound,
                "MESSAGE_NOT_FOUND",
                "No such message.",
            ),
            (
                SettingsError::SavedViewNotFound,
                NotFound,
                "SAVED_VIEW_NOT_FOUND",
                "No such saved view.",
            ),
            (
                SettingsError::ViewNameTaken,
                Conflict,
                "VIEW_NAME_TAKEN",
                "You already have a view of that name on this list.",
            ),
            (
                SettingsError::TooManyViews,
                Conflict,
                "SAVED_VIEW_LIMIT",
                "You have as many saved views as one user may keep; delete one first.",
            ),
        ];
        for (e, kind, reason, message) in cases {
            assert_eq!(api(e), (kind, reason.to_owned(), message.to_owned()));
        }
    }

    #[test]
    fn field_errors_are_a_validation_failure_and_store_failures_say_nothing() {
        let a = ApiError::from(SettingsError::field("name", "Required"));
        assert_eq!(a, {
            let mut f = BTreeMap::new();
            f.insert("name".to_owned(), "Required".to_owned());
            ApiError::validation(f)
        });
        let hidden = ApiError::from(SettingsError::from(DbErr::Custom("disk on fire".into())));
        assert_eq!(hidden, ApiError::internal());
    }
}
