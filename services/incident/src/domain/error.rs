//! Everything that can go wrong in the incident service, and its one mapping
//! to the platform error (ADR 5): each variant keeps a stable reason, the
//! ones the SPA translates (`frontend/src/locales/*`), shared with the risk
//! service where the meaning is the same (STALE_VERSION, FOUR_EYES, ...).

use std::collections::BTreeMap;

use platform::approval::Refusal as ApprovalRefusal;
use platform::error::{ApiError, ErrorKind};

/// Field errors: the form field's JSON key → what is wrong with it.
pub type Fields = BTreeMap<String, String>;

/// A refusal of the incident service or an unexpected failure.
#[derive(Debug, thiserror::Error)]
pub enum IncidentError {
    /// Field errors keyed like the form's JSON (`VALIDATION_FAILED`, 422).
    #[error("invalid input: {0:?}")]
    Invalid(Fields),
    /// No such row: the stable reason (`INCIDENT_NOT_FOUND`, ...) and what it is.
    #[error("no such {what}")]
    NotFound { reason: &'static str, what: String },
    /// Someone else changed the thing since the caller read its version.
    #[error("stale {0}")]
    Stale(&'static str),
    /// The gateway vouched for no signed-in caller.
    #[error("no signed-in caller")]
    Forbidden,
    /// The approval workflow has no such step from this status.
    #[error("'{action}' is not allowed for a {from} incident")]
    TransitionNotAllowed {
        from: &'static str,
        action: &'static str,
    },
    /// Four eyes: a maker of a change cannot approve or reject it.
    #[error("the maker cannot approve their own change")]
    FourEyes,
    /// The category tree would grow deeper than three levels.
    #[error("categories nest at most three levels deep")]
    CategoryTooDeep,
    /// Incidents or sub-categories still use the category.
    #[error("category in use")]
    CategoryInUse,
    /// A sibling already has that name (case and surrounding spaces aside).
    #[error("category name taken")]
    CategoryNameTaken,
    /// A bug or a failing dependency: logged once with its context, never sent out.
    #[error("{0}: {1}")]
    Internal(&'static str, anyhow::Error),
}

impl IncidentError {
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

    /// No live or deleted incident of that id.
    pub fn incident_not_found() -> Self {
        Self::not_found("INCIDENT_NOT_FOUND", "incident")
    }

    /// An unexpected failure while doing `context`.
    pub fn internal<E>(context: &'static str) -> impl FnOnce(E) -> Self
    where
        E: std::error::Error + Send + Sync + 'static,
    {
        move |e| Self::Internal(context, e.into())
    }
}

impl From<ApprovalRefusal> for IncidentError {
    fn from(r: ApprovalRefusal) -> Self {
        match r {
            ApprovalRefusal::NotAllowed { from, action } => {
                Self::TransitionNotAllowed { from, action }
            }
            ApprovalRefusal::FourEyes => Self::FourEyes,
            ApprovalRefusal::CommentRequired => Self::field("comment", "Required"),
        }
    }
}

impl From<IncidentError> for ApiError {
    fn from(e: IncidentError) -> Self {
        use ErrorKind::*;
        match e {
            IncidentError::Invalid(fields) => ApiError::validation(fields),
            IncidentError::NotFound { reason, what } => {
                ApiError::new(NotFound, reason, format!("No such {what}."))
            }
            IncidentError::Stale(what) => ApiError::new(
                Conflict,
                "STALE_VERSION",
                format!(
                    "This {what} was changed by someone else. Reload to see the latest version."
                ),
            ),
            IncidentError::Forbidden => {
                ApiError::new(PermissionDenied, "FORBIDDEN", "Sorry, Restricted Action")
            }
            IncidentError::TransitionNotAllowed { from, action } => ApiError::new(
                Conflict,
                "TRANSITION_NOT_ALLOWED",
                format!("'{action}' is not allowed for a {from} incident."),
            ),
            IncidentError::FourEyes => ApiError::new(
                PermissionDenied,
                "FOUR_EYES",
                "You made this change, so someone else must approve it.",
            ),
            IncidentError::CategoryTooDeep => ApiError::new(
                InvalidArgument,
                "CATEGORY_TOO_DEEP",
                "Categories nest at most three levels deep.",
            )
            .with_field("parent_id", "Categories nest at most three levels deep."),
            IncidentError::CategoryInUse => ApiError::new(
                Conflict,
                "CATEGORY_IN_USE",
                "Incidents or sub-categories still use this category.",
            ),
            IncidentError::CategoryNameTaken => ApiError::new(
                Conflict,
                "CATEGORY_NAME_TAKEN",
                "A category of that name is already there.",
            ),
            IncidentError::Internal(context, cause) => {
                platform::error::failure(context, cause.as_ref())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn api(e: IncidentError) -> ApiError {
        e.into()
    }

    #[test]
    fn each_refusal_keeps_its_reason_and_code() {
        use ErrorKind::*;
        for (e, kind, reason) in [
            (
                IncidentError::field("title", "Required"),
                InvalidArgument,
                "VALIDATION_FAILED",
            ),
            (
                IncidentError::incident_not_found(),
                NotFound,
                "INCIDENT_NOT_FOUND",
            ),
            (
                IncidentError::not_found("LOSS_NOT_FOUND", "loss"),
                NotFound,
                "LOSS_NOT_FOUND",
            ),
            (IncidentError::Stale("incident"), Conflict, "STALE_VERSION"),
            (IncidentError::Forbidden, PermissionDenied, "FORBIDDEN"),
            (IncidentError::FourEyes, PermissionDenied, "FOUR_EYES"),
            (
                IncidentError::TransitionNotAllowed {
                    from: "approved",
                    action: "approve",
                },
                Conflict,
                "TRANSITION_NOT_ALLOWED",
            ),
            (
                IncidentError::CategoryTooDeep,
                InvalidArgument,
                "CATEGORY_TOO_DEEP",
            ),
            (IncidentError::CategoryInUse, Conflict, "CATEGORY_IN_USE"),
            (
                IncidentError::CategoryNameTaken,
                Conflict,
                "CATEGORY_NAME_TAKEN",
            ),
        ] {
            let a = api(e);
            assert_eq!((a.kind, a.reason.as_str()), (kind, reason));
        }
    }

    #[test]
    fn an_approval_refusal_maps_to_the_risk_reasons() {
        let a = api(ApprovalRefusal::FourEyes.into());
        assert_eq!(a.reason, "FOUR_EYES");
        let a = api(ApprovalRefusal::CommentRequired.into());
        assert!(a.fields.contains_key("comment"));
    }

    #[test]
    fn an_internal_failure_is_not_sent_out() {
        let a = api(IncidentError::Internal(
            "incident store",
            anyhow::anyhow!("db password is hunter2"),
        ));
        assert_eq!(a.reason, "INTERNAL");
        assert!(!a.message.contains("hunter2"));
    }
}
