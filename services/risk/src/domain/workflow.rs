//! The approval workflow of a risk (the spec leaves transitions open; these
//! are ours, documented in docs/risk-approvals.md). Four eyes: nobody who
//! changed the risk's content since its last approval (its makers) can
//! approve or reject it; submitting is not a change of content.

use super::error::RiskError;

/// The approval status of a risk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Proposed,
    Pending,
    Approved,
    Rejected,
    Deleted,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Proposed => "proposed",
            Self::Pending => "pending",
            Self::Approved => "approved",
            Self::Rejected => "rejected",
            Self::Deleted => "deleted",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        Some(match s {
            "proposed" => Self::Proposed,
            "pending" => Self::Pending,
            "approved" => Self::Approved,
            "rejected" => Self::Rejected,
            "deleted" => Self::Deleted,
            _ => return None,
        })
    }
}

/// What someone (or the system) does to a risk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Content or assessment edited; `submit` sends it for approval at once.
    Edit {
        submit: bool,
    },
    Submit,
    Approve,
    Reject,
    Delete,
    /// The net rating moved under an approved risk (controls or method changed).
    Stale,
}

impl Action {
    /// The audit action and approval-history verb.
    pub fn verb(self) -> &'static str {
        match self {
            Self::Edit { .. } => "update",
            Self::Submit => "submit",
            Self::Approve => "approve",
            Self::Reject => "reject",
            Self::Delete => "delete",
            Self::Stale => "stale",
        }
    }

    /// The action a caller asks for by name: submit, approve or reject.
    pub fn requested(s: &str) -> Result<Self, RiskError> {
        Ok(match s {
            "submit" => Self::Submit,
            "approve" => Self::Approve,
            "reject" => Self::Reject,
            _ => {
                return Err(RiskError::field(
                    "action",
                    "One of: submit, approve, reject.",
                ));
            }
        })
    }
}

fn not_allowed(from: Status, action: Action) -> RiskError {
    RiskError::TransitionNotAllowed {
        from: from.as_str(),
        action: action.verb(),
    }
}

/// The status after `action`, or why it is refused. `caller` is a user id,
/// `makers` the ids of everyone who changed the content since the last
/// approval; `comment` is the reviewer's note.
pub fn next(
    from: Status,
    action: Action,
    caller: &str,
    makers: &[&str],
    comment: &str,
) -> Result<Status, RiskError> {
    use Status::*;
    match (from, action) {
        (Deleted, _) => Err(not_allowed(from, action)),
        (_, Action::Edit { submit: true }) => Ok(Pending),
        // An edit of an approved or pending risk always needs a new approval.
        (Approved | Pending, Action::Edit { submit: false }) => Ok(Pending),
        (Proposed | Rejected, Action::Edit { submit: false }) => Ok(Proposed),
        (Proposed | Rejected, Action::Submit) => Ok(Pending),
        (Pending, Action::Approve | Action::Reject) => {
            if caller.is_empty() || makers.contains(&caller) {
                return Err(RiskError::FourEyes);
            }
            if action == Action::Reject && comment.trim().is_empty() {
                return Err(RiskError::field("comment", "Required"));
            }
            Ok(if action == Action::Approve {
                Approved
            } else {
                Rejected
            })
        }
        (_, Action::Delete) => Ok(Deleted),
        (Approved, Action::Stale) => Ok(Pending),
        _ => Err(not_allowed(from, action)),
    }
}

/// The status of a new risk: proposed, or pending when `submit`ted at once.
pub fn on_create(submit: bool, caller: &str) -> Result<Status, RiskError> {
    next(Status::Proposed, Action::Edit { submit }, caller, &[], "")
}

/// The status after the ratings were recomputed (its controls or the method
/// changed): an approved risk whose net rating moved (its likelihood, impact
/// or band) waits for approval again.
pub fn after_rerating(from: Status, net_moved: bool) -> Option<Status> {
    if net_moved {
        next(from, Action::Stale, "", &[], "").ok()
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{Action::*, Status::*, *};
    use platform::error::{ApiError, ErrorKind};

    fn refused(r: Result<Status, RiskError>) -> ApiError {
        r.unwrap_err().into()
    }

    #[test]
    fn a_submitted_change_waits_for_approval() {
        assert_eq!(next(Proposed, Submit, "a", &["a"], "").unwrap(), Pending);
        assert_eq!(next(Rejected, Submit, "a", &["a"], "").unwrap(), Pending);
        assert_eq!(
            next(Approved, Edit { submit: false }, "a", &[], "").unwrap(),
            Pending
        );
        assert_eq!(
            next(Rejected, Edit { submit: false }, "a", &[], "").unwrap(),
            Proposed
        );
    }

    #[test]
    fn someone_else_approves_or_rejects_with_a_comment() {
        assert_eq!(next(Pending, Approve, "b", &["a"], "").unwrap(), Approved);
        assert_eq!(next(Pending, Reject, "b", &["a"], "why").unwrap(), Rejected);
        let e = refused(next(Pending, Reject, "b", &["a"], " "));
        assert!(e.fields.contains_key("comment"));
    }

    #[test]
    fn the_maker_cannot_approve_their_own_change() {
        let e = refused(next(Pending, Approve, "a", &["a"], ""));
        assert_eq!(
            (e.kind, e.reason.as_str()),
            (ErrorKind::PermissionDenied, "FOUR_EYES")
        );
        assert_eq!(
            refused(next(Pending, Reject, "a", &["a"], "no")).reason,
            "FOUR_EYES"
        );
    }

    #[test]
    fn nobody_who_changed_the_content_since_the_last_approval_approves() {
        // A drafted, B submitted (no change of content), D re-rated.
        for caller in ["a", "d"] {
            let e = refused(next(Pending, Approve, caller, &["a", "d"], ""));
            assert_eq!(e.reason, "FOUR_EYES");
        }
        assert_eq!(
            next(Pending, Approve, "b", &["a", "d"], "").unwrap(),
            Approved
        );
        assert_eq!(
            refused(next(Pending, Approve, "", &[], "")).reason,
            "FOUR_EYES"
        );
    }

    #[test]
    fn only_pending_risks_are_approved_and_deleted_ones_stay_deleted() {
        for from in [Proposed, Approved, Rejected] {
            let e = refused(next(from, Approve, "b", &["a"], ""));
            assert_eq!(e.reason, "TRANSITION_NOT_ALLOWED");
        }
        assert!(next(Approved, Submit, "a", &[], "").is_err());
        for action in [Submit, Approve, Edit { submit: true }, Delete, Stale] {
            assert!(next(Deleted, action, "b", &["a"], "x").is_err());
        }
    }

    #[test]
    fn an_approval_goes_stale_only_from_approved() {
        assert_eq!(next(Approved, Stale, "", &[], "").unwrap(), Pending);
        assert!(next(Proposed, Stale, "", &[], "").is_err());
        assert_eq!(after_rerating(Approved, true), Some(Pending));
        assert_eq!(after_rerating(Approved, false), None);
        for from in [Proposed, Pending, Rejected, Deleted] {
            assert_eq!(after_rerating(from, true), None);
        }
    }

    #[test]
    fn a_new_risk_is_proposed_unless_submitted() {
        assert_eq!(on_create(false, "a").unwrap(), Proposed);
        assert_eq!(on_create(true, "a").unwrap(), Pending);
    }
}
