//! The approval workflow that risks and incidents share (the spec leaves the
//! transitions open; these are ours, docs/risk-approvals.md and
//! docs/incident-module.md): proposed → pending → approved / rejected, and
//! deleted for good. Four eyes: nobody who changed the content since the
//! last approval (its makers) may approve or reject it; submitting is not a
//! change of content. Pure: each service maps a [`Refusal`] to its own error.

/// The approval status of a record.
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

/// What someone (or the system) does to a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Content edited; `submit` sends it for approval at once.
    Edit {
        submit: bool,
    },
    Submit,
    Approve,
    Reject,
    Delete,
    /// Something the approval covered moved under an approved record (a
    /// risk's net rating after a control or method change).
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
    pub fn requested(s: &str) -> Option<Self> {
        Some(match s {
            "submit" => Self::Submit,
            "approve" => Self::Approve,
            "reject" => Self::Reject,
            _ => return None,
        })
    }
}

/// Why a step is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// No such step from this status (TRANSITION_NOT_ALLOWED); the status's
    /// and the action's names.
    NotAllowed {
        from: &'static str,
        action: &'static str,
    },
    /// A maker (or nobody signed in) tried to approve or reject (FOUR_EYES).
    FourEyes,
    /// A rejection needs the reviewer's note (field `comment`).
    CommentRequired,
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
) -> Result<Status, Refusal> {
    use Status::*;
    let not_allowed = Refusal::NotAllowed {
        from: from.as_str(),
        action: action.verb(),
    };
    match (from, action) {
        (Deleted, _) => Err(not_allowed),
        (_, Action::Edit { submit: true }) => Ok(Pending),
        // An edit of an approved or pending record always needs a new approval.
        (Approved | Pending, Action::Edit { submit: false }) => Ok(Pending),
        (Proposed | Rejected, Action::Edit { submit: false }) => Ok(Proposed),
        (Proposed | Rejected, Action::Submit) => Ok(Pending),
        (Pending, Action::Approve | Action::Reject) => {
            if caller.is_empty() || makers.contains(&caller) {
                return Err(Refusal::FourEyes);
            }
            if action == Action::Reject && comment.trim().is_empty() {
                return Err(Refusal::CommentRequired);
            }
            Ok(if action == Action::Approve {
                Approved
            } else {
                Rejected
            })
        }
        (_, Action::Delete) => Ok(Deleted),
        (Approved, Action::Stale) => Ok(Pending),
        _ => Err(not_allowed),
    }
}

/// The status of a new record: proposed, or pending when `submit`ted at once.
pub fn on_create(submit: bool) -> Status {
    if submit {
        Status::Pending
    } else {
        Status::Proposed
    }
}

#[cfg(test)]
mod tests {
    use super::{Action::*, Status::*, *};

    #[test]
    fn a_submitted_change_waits_for_approval() {
        assert_eq!(next(Proposed, Submit, "a", &["a"], ""), Ok(Pending));
        assert_eq!(next(Rejected, Submit, "a", &["a"], ""), Ok(Pending));
        assert_eq!(
            next(Approved, Edit { submit: false }, "a", &[], ""),
            Ok(Pending)
        );
        assert_eq!(
            next(Pending, Edit { submit: false }, "a", &[], ""),
            Ok(Pending)
        );
        assert_eq!(
            next(Rejected, Edit { submit: false }, "a", &[], ""),
            Ok(Proposed)
        );
        assert_eq!(on_create(false), Proposed);
        assert_eq!(on_create(true), Pending);
    }

    #[test]
    fn no_maker_approves_or_rejects_and_a_rejection_says_why() {
        assert_eq!(next(Pending, Approve, "b", &["a"], ""), Ok(Approved));
        assert_eq!(next(Pending, Reject, "b", &["a"], "why"), Ok(Rejected));
        assert_eq!(
            next(Pending, Reject, "b", &["a"], " "),
            Err(Refusal::CommentRequired)
        );
        for caller in ["a", "d", ""] {
            assert_eq!(
                next(Pending, Approve, caller, &["a", "d"], ""),
                Err(Refusal::FourEyes)
            );
        }
    }

    #[test]
    fn only_pending_records_are_approved_and_deleted_ones_stay_deleted() {
        for from in [Proposed, Approved, Rejected] {
            assert_eq!(
                next(from, Approve, "b", &["a"], ""),
                Err(Refusal::NotAllowed {
                    from: from.as_str(),
                    action: "approve"
                })
            );
        }
        for action in [Submit, Approve, Edit { submit: true }, Delete, Stale] {
            assert!(next(Deleted, action, "b", &["a"], "x").is_err());
        }
        assert_eq!(next(Approved, Stale, "", &[], ""), Ok(Pending));
        assert!(next(Proposed, Stale, "", &[], "").is_err());
    }

    #[test]
    fn statuses_and_actions_read_back_by_name() {
        for s in [Proposed, Pending, Approved, Rejected, Deleted] {
            assert_eq!(Status::parse(s.as_str()), Some(s));
        }
        assert_eq!(Action::requested("approve"), Some(Approve));
        assert_eq!(Action::requested("delete"), None);
    }
}
