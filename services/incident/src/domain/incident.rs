//! What a caller asks of an incident, its actions, losses and lessons, free
//! of transport (grpc/convert fills these from the proto), and the settled
//! forms the checks of [`super::validate`] give back.

use chrono::{DateTime, NaiveDate, Utc};

/// An incident's content as entered (create and full update).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct IncidentInput {
    pub title: String,
    pub description: String,
    pub category_id: String,
    pub risk_ids: Vec<String>,
    pub function_id: String,
    pub location: String,
    pub occurred_on: String,
    pub reported_on: String,
    pub reported_by: String,
    pub reporter_type: String,
    pub detection_method: String,
    pub source: String,
    pub cause_category: String,
    pub experience_type: String,
    pub estimated_loss: f64,
    pub max_potential_loss: f64,
    pub escalation_level: String,
    pub manager_id: String,
    pub breach: bool,
    /// RFC 3339 or YYYY-MM-DD; empty when not yet notified.
    pub notified_at: String,
    pub control_id: String,
}

/// An incident's content once checked: trimmed, risk ids without repeats,
/// `notified_at` read.
#[derive(Clone, Debug, PartialEq)]
pub struct ValidIncident {
    pub input: IncidentInput,
    pub notified_at: Option<DateTime<Utc>>,
}

/// An action as entered.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ActionInput {
    pub title: String,
    pub owner_id: String,
    pub due_on: String,
}

/// A new incident with its first actions.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct IncidentForCreate {
    pub incident: IncidentInput,
    pub actions: Vec<ActionInput>,
    /// Submit for approval at once (pending) instead of proposed.
    pub submit: bool,
}

/// A full update of an incident's content.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct IncidentForUpdate {
    pub id: String,
    pub version: u32,
    pub incident: IncidentInput,
    pub submit: bool,
}

/// A soft delete of an incident.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IncidentDeletion {
    pub id: String,
    pub version: u32,
    pub comment: String,
}

/// A step of the approval workflow: submit, approve or reject.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct IncidentTransition {
    pub id: String,
    pub action: String,
    pub version: u32,
    pub comment: String,
}

/// Completing or reopening an action; `lessons` are recorded when the
/// completion closes the incident.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ActionStatusChange {
    pub id: String,
    pub complete: bool,
    pub lessons: Vec<String>,
}

/// A loss or a recovery to book.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LossInput {
    pub incident_id: String,
    /// actual or recovery.
    pub kind: String,
    pub amount: f64,
    /// YYYY-MM-DD; empty: today.
    pub booked_on: String,
    pub note: String,
}

/// A loss once checked: the day settled.
#[derive(Clone, Debug, PartialEq)]
pub struct ValidLoss {
    pub incident_id: String,
    pub kind: String,
    pub amount: f64,
    pub booked_on: NaiveDate,
    pub note: String,
}

/// A lesson that became an action plan on a risk.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LessonPlanned {
    pub id: String,
    pub risk_id: String,
    pub action_plan_id: String,
}

/// What the action list asks for (ListIncidentActions).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ActionFilter {
    pub q: String,
    pub incident_id: String,
    pub owner_id: String,
    /// complete, incomplete or empty.
    pub status: String,
    pub overdue: bool,
    /// due_on (default), title, status or created_at; "-" descending.
    pub sort: String,
}
