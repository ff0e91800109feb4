//! What a caller asks of a control activity, free of transport: its input,
//! the requests that change one and the filter of the activity list, and
//! the rule that an activity is completed once.

use super::error::RiskError;

/// An activity's status on `today` (dates as `YYYY-MM-DD`): complete,
/// incomplete, or over when incomplete past its due date.
pub fn status_on(status: &str, due_date: &str, today: &str) -> String {
    if status == "incomplete" && due_date < today {
        "over".into()
    } else {
        status.to_owned()
    }
}

/// An activity whose status is `status` may be completed: not a second time.
pub fn may_complete(status: &str) -> Result<(), RiskError> {
    if status == "complete" {
        Err(RiskError::AlreadyComplete)
    } else {
        Ok(())
    }
}

/// A control activity as the user enters it (validated by `validate::activity`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ActivityInput {
    pub name: String,
    pub owner_id: Option<String>,
    /// periodic, one_off or continuous.
    pub frequency: String,
    /// The period of a periodic activity (monthly, quarterly, ...).
    pub repeat: String,
    /// `YYYY-MM-DD`.
    pub due_date: String,
}

/// A new activity of the control `control_id`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivityForCreate {
    pub control_id: String,
    pub activity: ActivityInput,
}

/// Replaces an activity's content.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivityForUpdate {
    pub id: String,
    pub activity: ActivityInput,
}

/// Completes an activity as complied or breached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ActivityCompletion {
    pub id: String,
    pub outcome: String,
    pub comment: String,
}

/// Filters of the activity list; an empty value does not filter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ActivityFilter {
    pub control_id: String,
    /// complete, incomplete (not yet due) or over (incomplete past due).
    pub status: String,
    pub owner_id: String,
}
