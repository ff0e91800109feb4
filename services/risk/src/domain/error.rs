//! Everything that can go wrong in the risk service, and its one mapping to
//! the platform error (ADR 5): each variant keeps a stable reason, and the
//! reasons, codes and messages are the ones the SPA translates
//! (`frontend/src/locales/*/errors`).

use std::collections::BTreeMap;

use platform::error::{ApiError, ErrorKind};

use platform::files::{BlobError, Refusal, Rejected};

/// Field errors: the form field's JSON key → what is wrong with it.
pub type Fields = BTreeMap<String, String>;

/// A refusal of the risk service or an unexpected failure.
#[derive(Debug, thiserror::Error)]
pub enum RiskError {
    /// Field errors keyed like the form's JSON (`VALIDATION_FAILED`, 422).
    #[error("invalid input: {0:?}")]
    Invalid(Fields),
    /// No such row: the stable reason (`RISK_NOT_FOUND`, ...) and what it is.
    #[error("no such {what}")]
    NotFound { reason: &'static str, what: String },
    /// Someone else changed the thing since the caller read its version.
    #[error("stale {0}")]
    Stale(&'static str),
    /// The gateway vouched for no signed-in caller.
    #[error("no signed-in caller")]
    Forbidden,
    /// The approval workflow has no such step from this status.
    /// The names are the status's (`Status::as_str`) and the action's verb
    /// (`Action::verb`): the error module names no workflow type, so the
    /// workflow can return it without the two importing each other.
    #[error("'{action}' is not allowed for a {from} risk")]
    TransitionNotAllowed {
        from: &'static str,
        action: &'static str,
    },
    /// Four eyes: the maker of a change cannot approve or reject it.
    #[error("the maker cannot approve their own change")]
    FourEyes,
    /// The activity was completed before.
    #[error("activity already complete")]
    AlreadyComplete,
    /// The category tree would grow deeper than three levels.
    #[error("categories nest at most three levels deep")]
    CategoryTooDeep,
    /// Risks or sub-categories still use the category.
    #[error("category in use")]
    CategoryInUse,
    /// A sibling already has that name (case and surrounding spaces aside).
    #[error("category name taken")]
    CategoryNameTaken,
    /// A comment may be deleted by its author or a moderator only.
    #[error("not the comment's author")]
    NotCommentAuthor,
    /// An upload over the configured size limit.
    #[error("file larger than {max_bytes} bytes")]
    PayloadTooLarge { max_bytes: u64 },
    /// An upload of a type not accepted, or not what its extension says.
    #[error("unsupported file: {0:?}")]
    UnsupportedMediaType(Refusal),
    /// A bug or a failing dependency: logged once with its context, never sent out.
    #[error("{0}: {1}")]
    Internal(&'static str, anyhow::Error),
}

impl RiskError {
    /// One field error.
    pub fn field(field: &str, message: &str) -> Self {
        let mut f = Fields::new();
        f.insert(field.into(), message.into());
        Self::Invalid(f)
    }

    /// `Ok` when no field has an error.
    pub fn check(fields: Fields) -> Result<(), Self> {
        if fields.is_empty() {
            Ok(())
        } else {
            Err(Self::Invalid(fields))
        }
    }

    pub fn not_found(reason: &'static str, what: &str) -> Self {
        Self::NotFound {
            reason,
            what: what.to_owned(),
        }
    }

    /// An unexpected failure while doing `context`.
    pub fn internal<E>(context: &'static str) -> impl FnOnce(E) -> Self
    where
        E: std::error::Error + Send + Sync + 'static,
    {
        move |e| Self::Internal(context, e.into())
    }
}

impl From<Rejected> for RiskError {
    fn from(e: Rejected) -> Self {
        match e {
            Rejected::TooLarge { max_bytes } => Self::PayloadTooLarge { max_bytes },
            Rejected::Field(field, message) => Self::field(field, message),
            Rejected::Type(refusal) => Self::UnsupportedMediaType(refusal),
        }
    }
}

impl From<BlobError> for RiskError {
    fn from(e: BlobError) -> Self {
        match e {
            BlobError::Missing => Self::not_found("ATTACHMENT_NOT_FOUND", "attachment"),
            other => Self::internal("attachment store")(other),
        }
    }
}

impl From<RiskError> for ApiError {
    fn from(e: RiskError) -> Self {
        use ErrorKind::*;
        match e {
            RiskError::Invalid(fields) => ApiError::validation(fields),
            RiskError::NotFound { reason, what } => {
                ApiError::new(NotFound, reason, format!("No such {what}."))
            }
            RiskError::Stale(what) => ApiError::new(
                Conflict,
                "STALE_VERSION",
                format!(
                    "This {what} was changed by someone else. Reload to see the latest version."
                ),
            ),
            RiskError::Forbidden => {
                ApiError::new(PermissionDenied, "FORBIDDEN", "Sorry, Restricted Action")
            }
            RiskError::TransitionNotAllowed { from, action } => ApiError::new(
                Conflict,
                "TRANSITION_NOT_ALLOWED",
                format!("'{action}' is not allowed for a {from} risk."),
            ),
            RiskError::FourEyes => ApiError::new(
                PermissionDenied,
                "FOUR_EYES",
                "You made this change, so someone else must approve it.",
            ),
            RiskError::AlreadyComplete => ApiError::new(
                Conflict,
                "ALREADY_COMPLETE",
                "This activity is already complete.",
            ),
            RiskError::CategoryTooDeep => ApiError::new(
                InvalidArgument,
                "CATEGORY_TOO_DEEP",
                "Categories nest at most three levels deep.",
            )
            .with_field("parent_id", "Categories nest at most three levels deep."),
            RiskError::CategoryInUse => ApiError::new(
                Conflict,
                "CATEGORY_IN_USE",
                "Risks or sub-categories still use this category.",
            ),
            RiskError::CategoryNameTaken => ApiError::new(
                Conflict,
                "CATEGORY_NAME_TAKEN",
                "A category of that name is already there.",
            ),
            RiskError::NotCommentAuthor => ApiError::new(
                PermissionDenied,
                "COMMENT_NOT_AUTHOR",
                "Only the author or an approver can delete this comment.",
            ),
            RiskError::PayloadTooLarge { max_bytes } => platform::files::too_large(max_bytes),
            RiskError::UnsupportedMediaType(refusal) => platform::files::unsupported(&refusal),
            RiskError::Internal(context, cause) => {
                platform::error::failure(context, cause.as_ref())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn api(e: RiskError) -> ApiError {
        e.into()
    }

    #[test]
    fn each_refusal_keeps_its_reason_and_code() {
        use ErrorKind::*;
        for (e, kind, reason) in [
            (
                RiskError::field("title", "Required"),
                InvalidArgument,
                "VALIDATION_FAILED",
            ),
            (
                RiskError::not_found("RISK_NOT_FOUND", "risk"),
                NotFound,
                "RISK_NOT_FOUND",
            ),
            (RiskError::Stale("risk"), Conflict, "STALE_VERSION"),
            (RiskError::Forbidden, PermissionDenied, "FORBIDDEN"),
            (RiskError::FourEyes, PermissionDenied, "FOUR_EYES"),
            (RiskError::AlreadyComplete, Conflict, "ALREADY_COMPLETE"),
            (
                RiskError::NotCommentAuthor,
                PermissionDenied,
                "COMMENT_NOT_AUTHOR",
            ),
            (
                RiskError::CategoryTooDeep,
                InvalidArgument,
                "CATEGORY_TOO_DEEP",
            ),
            (RiskError::CategoryInUse, Conflict, "CATEGORY_IN_USE"),
            (
                RiskError::CategoryNameTaken,
                Conflict,
                "CATEGORY_NAME_TAKEN",
            ),
            (
                RiskError::PayloadTooLarge { max_bytes: 1 },
                InvalidArgument,
                "PAYLOAD_TOO_LARGE",
            ),
            (
                RiskError::UnsupportedMediaType(Refusal::Mismatch),
                InvalidArgument,
                "UNSUPPORTED_MEDIA_TYPE",
            ),
        ] {
            let a = api(e);
            assert_eq!((a.kind, a.reason.as_str()), (kind, reason));
        }
    }

    #[test]
    fn messages_stay_those_the_clients_know() {
        assert_eq!(
            api(RiskError::not_found("ACTION_PLAN_NOT_FOUND", "action plan")).message,
            "No such action plan."
        );
        assert_eq!(
            api(RiskError::PayloadTooLarge {
                max_bytes: 10 * 1024 * 1024
            })
            .message,
            "The file is larger than the limit of 10 MB."
        );
        let a = api(RiskError::TransitionNotAllowed {
            from: "deleted",
            action: "approve",
        });
        assert_eq!(a.message, "'approve' is not allowed for a deleted risk.");
        assert!(
            api(RiskError::CategoryTooDeep)
                .fields
                .contains_key("parent_id")
        );
    }

    #[test]
    fn an_internal_failure_is_not_sent_out() {
        let a = api(RiskError::Internal(
            "risk store",
            anyhow::anyhow!("db password is hunter2"),
        ));
        assert_eq!(a.reason, "INTERNAL");
        assert!(!a.message.contains("hunter2"));
    }
}
