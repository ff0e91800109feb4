//! Open or closed (docs/incident-module.md): an incident is closed when it
//! has at least one live action and every live action is complete;
//! otherwise it is open. Pure; the use cases apply it after every change of
//! an incident's actions.

/// An incident's status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    Open,
    Closed,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Open => "open",
            Self::Closed => "closed",
        }
    }
}

/// The status of an incident with `total` live actions, `open` of them not
/// complete.
pub fn of(total: u64, open: u64) -> Status {
    if total > 0 && open == 0 {
        Status::Closed
    } else {
        Status::Open
    }
}

/// What a change of the actions did to the incident: the audit action
/// (`closed`, `reopened`) when the status moved from `before` (as stored).
pub fn change(before: &str, after: Status) -> Option<&'static str> {
    match (before == Status::Closed.as_str(), after) {
        (false, Status::Closed) => Some("closed"),
        (true, Status::Open) => Some("reopened"),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::{Status::*, *};

    #[test]
    fn closed_only_with_actions_all_complete() {
        assert_eq!(of(0, 0), Open);
        assert_eq!(of(2, 1), Open);
        assert_eq!(of(2, 2), Open);
        assert_eq!(of(1, 0), Closed);
        assert_eq!(of(3, 0), Closed);
    }

    #[test]
    fn a_move_is_named_once() {
        assert_eq!(change("open", Closed), Some("closed"));
        assert_eq!(change("closed", Open), Some("reopened"));
        assert_eq!(change("open", Open), None);
        assert_eq!(change("closed", Closed), None);
    }
}
