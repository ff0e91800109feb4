//! The approval workflow of a risk (the spec leaves transitions open; these
//! are ours, documented in docs/risk-approvals.md). The state machine is
//! `platform::approval`, shared with incidents; this maps its refusals. Four eyes: nobody who
//! changed the risk's content since its last approval (its makers) can
//! approve or reject it; submitting is not a change of content.

use platform::approval::{self, Refusal};

pub use platform::approval::{Action, Status};

use super::error::RiskError;

/// A refusal of the shared workflow as the risk service answers it.
fn refused(r: Refusal) -> RiskError {
    match r {
        Refusal::NotAllowed { from, action } => RiskError::TransitionNotAllowed { from, action },
        Refusal::FourEyes => RiskError::FourEyes,
        Refusal::CommentRequired => RiskError::field("comment", "Required"),
    }
}

/// The action a caller asks for by name: submit, approve or reject.
pub fn requested(s: &str) -> Result<Action, RiskError> {
    Action::requested(s)
        .ok_or_else(|| RiskError::field("action", "One of: submit, approve, reject."))
}

/// The status after `action`, or why it is refused (`platform::approval`,
/// shared with incidents). `caller` is a user id, `makers` the ids of
/// everyone who changed the content since the last approval; `comment` is
/// the reviewer's note.
pub fn next(
    from: Status,
    action: Action,
    caller: &str,
    makers: &[&str],
    comment: &str,
) -> Result<Status, RiskError> {
    approval::next(from, action, caller, makers, comment).map_err(refused)
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
