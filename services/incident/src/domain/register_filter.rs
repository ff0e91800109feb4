//! The incident register's filter and order as a caller asks for them,
//! checked value by value (422 with the field's name), and the dashboard's
//! fixed lists. The store turns a checked [`IncidentFilter`] into SQL
//! (`store::incident_list`); this module names no store, so the store can
//! name it without an import circle (ADR 0013). `domain::register`
//! re-exports it.

use chrono::NaiveDate;

use super::error::{Fields, IncidentError};

/// The four experience types, in the dashboard's order.
pub const EXPERIENCE_TYPES: [&str; 4] = [
    "near_miss",
    "opportunity_cost",
    "indirect_loss",
    "direct_financial_loss",
];

/// The escalation levels.
pub const ESCALATION_LEVELS: [&str; 3] = ["management", "executive", "board"];

/// The approval statuses a filter may name ("deleted" lists the deleted
/// incidents instead of the live ones).
pub const APPROVAL_FILTERS: [&str; 5] = ["proposed", "pending", "approved", "rejected", "deleted"];

/// The open/closed statuses.
pub const STATUSES: [&str; 2] = ["open", "closed"];

/// What the register may be sorted by.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SortKey {
    Reference,
    Title,
    OccurredOn,
    ReportedOn,
    ActualLoss,
    Status,
    UpdatedAt,
}

impl SortKey {
    fn parse(name: &str) -> Option<Self> {
        Some(match name {
            "reference" => Self::Reference,
            "title" => Self::Title,
            "occurred_on" => Self::OccurredOn,
            "reported_on" => Self::ReportedOn,
            "actual_loss" => Self::ActualLoss,
            "status" => Self::Status,
            "updated_at" => Self::UpdatedAt,
            _ => return None,
        })
    }
}

/// The register's order: a column and its direction; ties are broken by
/// the reference (unique) in the same direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Sort {
    pub key: SortKey,
    pub descending: bool,
}

impl Default for Sort {
    /// Latest occurrence first.
    fn default() -> Self {
        Self {
            key: SortKey::OccurredOn,
            descending: true,
        }
    }
}

/// The register's filters as sent (strings, empty for "any").
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RegisterQuery {
    pub q: String,
    pub status: String,
    pub approval_status: String,
    pub category_id: String,
    pub function_id: String,
    pub experience_type: String,
    pub escalation_level: String,
    pub breach: String,
    pub occurred_from: String,
    pub occurred_to: String,
    pub risk_id: String,
    pub notification_overdue: bool,
    pub sort: String,
}

/// A checked filter: every value is one the register knows.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct IncidentFilter {
    /// Trimmed; empty for no search.
    pub q: String,
    pub status: Option<String>,
    /// proposed, pending, approved, rejected (live incidents of that status).
    pub approval_status: Option<String>,
    /// True to list the deleted incidents instead of the live ones.
    pub deleted: bool,
    pub category_id: Option<String>,
    pub function_id: Option<String>,
    pub experience_type: Option<String>,
    pub escalation_level: Option<String>,
    pub breach: Option<bool>,
    /// YYYY-MM-DD, inclusive.
    pub occurred_from: Option<String>,
    /// YYYY-MM-DD, inclusive.
    pub occurred_to: Option<String>,
    pub risk_id: Option<String>,
    pub notification_overdue: bool,
    pub sort: Sort,
}

fn some(s: &str) -> Option<String> {
    let s = s.trim();
    (!s.is_empty()).then(|| s.to_owned())
}

/// `value` is empty or one of `allowed`; otherwise a field error.
fn one_of(fields: &mut Fields, field: &str, value: &str, allowed: &[&str]) -> Option<String> {
    let v = some(value)?;
    if allowed.contains(&v.as_str()) {
        Some(v)
    } else {
        fields.insert(field.into(), format!("One of {}", allowed.join(", ")));
        None
    }
}

fn day(fields: &mut Fields, field: &str, value: &str) -> Option<String> {
    let v = some(value)?;
    if NaiveDate::parse_from_str(&v, "%Y-%m-%d").is_ok() && v.len() == 10 {
        Some(v)
    } else {
        fields.insert(field.into(), "A date as YYYY-MM-DD".into());
        None
    }
}

impl IncidentFilter {
    /// Checks every value of `q`; unknown values answer 422 naming the field.
    pub fn parse(q: RegisterQuery) -> Result<Self, IncidentError> {
        let RegisterQuery {
            q,
            status,
            approval_status,
            category_id,
            function_id,
            experience_type,
            escalation_level,
            breach,
            occurred_from,
            occurred_to,
            risk_id,
            notification_overdue,
            sort,
        } = q;
        let mut fields = Fields::new();
        let approval = one_of(
            &mut fields,
            "approval_status",
            &approval_status,
            &APPROVAL_FILTERS,
        );
        let deleted = approval.as_deref() == Some("deleted");
        let breach = match breach.trim() {
            "" => None,
            "true" => Some(true),
            "false" => Some(false),
            _ => {
                fields.insert("breach".into(), "true or false".into());
                None
            }
        };
        let sort = match sort.trim() {
            "" => Sort::default(),
            s => {
                let (descending, name) = match s.strip_prefix('-') {
                    Some(name) => (true, name),
                    None => (false, s),
                };
                match SortKey::parse(name) {
                    Some(key) => Sort { key, descending },
                    None => {
                        fields.insert(
                            "sort".into(),
                            "One of reference, title, occurred_on, reported_on, actual_loss, \
                             status, updated_at, optionally with a - prefix"
                                .into(),
                        );
                        Sort::default()
                    }
                }
            }
        };
        let filter = Self {
            q: q.trim().to_owned(),
            status: one_of(&mut fields, "status", &status, &STATUSES),
            approval_status: approval.filter(|a| a != "deleted"),
            deleted,
            category_id: some(&category_id),
            function_id: some(&function_id),
            experience_type: one_of(
                &mut fields,
                "experience_type",
                &experience_type,
                &EXPERIENCE_TYPES,
            ),
            escalation_level: one_of(
                &mut fields,
                "escalation_level",
                &escalation_level,
                &ESCALATION_LEVELS,
            ),
            breach,
            occurred_from: day(&mut fields, "occurred_from", &occurred_from),
            occurred_to: day(&mut fields, "occurred_to", &occurred_to),
            risk_id: some(&risk_id),
            notification_overdue,
            sort,
        };
        IncidentError::check(fields)?;
        Ok(filter)
    }
}
