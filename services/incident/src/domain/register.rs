//! The incident register's filter and order as a caller asks for them,
//! checked value by value (422 with the field's name), and the dashboard's
//! fixed lists. The store turns a checked [`IncidentFilter`] into SQL.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use sea_orm::DatabaseConnection;

use super::{
    clock,
    error::{Fields, IncidentError},
};
use crate::store::{
    categories,
    incident_list::{self, Batches, ListedIncident, Totals},
};

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

/// The last `reported_on` day whose deadline of `hours` has passed at `now`:
/// the start of day d plus `hours` is before `now` exactly when d is on or
/// before this day (`clock::notify_by` of a later day is not yet past).
pub fn last_overdue_day(hours: u32, now: DateTime<Utc>) -> Option<String> {
    if hours == 0 {
        return None;
    }
    let t = now - Duration::hours(i64::from(hours));
    // start(d) < t: d before t's day, or t's day itself when t is past midnight.
    let day = if t.time() == chrono::NaiveTime::MIN {
        t.date_naive().pred_opt()?
    } else {
        t.date_naive()
    };
    Some(day.format("%Y-%m-%d").to_string())
}

/// Per category with a deadline, its [`last_overdue_day`] at `now`.
pub async fn cutoffs(
    db: &DatabaseConnection,
    now: DateTime<Utc>,
) -> Result<
    (
        Vec<(String, String)>,
        std::collections::HashMap<String, u32>,
    ),
    IncidentError,
> {
    let mut days = Vec::new();
    let mut hours = std::collections::HashMap::new();
    for c in categories::all(db).await? {
        let h = u32::try_from(c.notification_hours).unwrap_or(0);
        if let Some(day) = last_overdue_day(h, now) {
            days.push((c.id.clone(), day));
        }
        hours.insert(c.id, h);
    }
    Ok((days, hours))
}

/// An incident of the register with its reporting clock.
#[derive(Clone, Debug)]
pub struct RegisterItem {
    pub incident: ListedIncident,
    pub notify_by: Option<DateTime<Utc>>,
    pub notification_overdue: bool,
}

fn with_clock(
    rows: Vec<ListedIncident>,
    hours: &std::collections::HashMap<String, u32>,
    now: DateTime<Utc>,
) -> Vec<RegisterItem> {
    rows.into_iter()
        .map(|incident| {
            let h = hours.get(&incident.row.category_id).copied().unwrap_or(0);
            let row = &incident.row;
            let (notify_by, notification_overdue) =
                clock::clock(&row.reported_on, h, row.notified_at, now);
            RegisterItem {
                incident,
                notify_by,
                notification_overdue,
            }
        })
        .collect()
}

/// One page of the register and the number of matches.
pub async fn list(
    db: &DatabaseConnection,
    query: RegisterQuery,
    totals: &Totals,
    page: u64,
    per_page: u64,
) -> Result<(Vec<RegisterItem>, u64), IncidentError> {
    let f = IncidentFilter::parse(query)?;
    let now = Utc::now();
    let (days, hours) = cutoffs(db, now).await?;
    let (rows, total) = incident_list::list(db, &f, &days, totals, page, per_page).await?;
    Ok((with_clock(rows, &hours, now), total))
}

/// Every matching incident in the register's order, in batches.
pub async fn export(
    db: &DatabaseConnection,
    query: RegisterQuery,
) -> Result<Batches<RegisterItem>, IncidentError> {
    let f = IncidentFilter::parse(query)?;
    let now = Utc::now();
    let (days, hours) = cutoffs(db, now).await?;
    Ok(incident_list::export(db.clone(), f, days, move |rows| {
        with_clock(rows, &hours, now)
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_is_latest_occurrence_first_of_everything_live() {
        let f = IncidentFilter::parse(RegisterQuery::default()).unwrap();
        assert_eq!(f.sort, Sort::default());
        assert!(!f.deleted && f.status.is_none() && f.breach.is_none());
    }

    #[test]
    fn sorts_and_filters_are_read() {
        let f = IncidentFilter::parse(RegisterQuery {
            sort: "-actual_loss".into(),
            breach: "false".into(),
            approval_status: "deleted".into(),
            occurred_from: "2026-01-01".into(),
            experience_type: "near_miss".into(),
            ..Default::default()
        })
        .unwrap();
        assert_eq!(
            f.sort,
            Sort {
                key: SortKey::ActualLoss,
                descending: true
            }
        );
        assert_eq!(f.breach, Some(false));
        assert!(f.deleted && f.approval_status.is_none());
    }

    #[test]
    fn the_last_overdue_day_agrees_with_the_clock() {
        let at = |s: &str| DateTime::parse_from_rfc3339(s).unwrap().to_utc();
        // The SQL filter (reported_on <= cutoff) and the clock agree.
        for hours in [1, 24, 72, 100] {
            for minutes in [0, 1, 59, 60, 61, 24 * 60, 24 * 60 + 1] {
                let now = at("2026-03-04T00:00:00Z") + Duration::minutes(minutes);
                let cutoff = last_overdue_day(hours, now).unwrap();
                for day in [
                    "2026-02-27",
                    "2026-02-28",
                    "2026-03-01",
                    "2026-03-02",
                    "2026-03-03",
                    "2026-03-04",
                ] {
                    let (_, late) = clock::clock(day, hours, None, now);
                    assert_eq!(late, day <= cutoff.as_str(), "{day} {hours}h at {now}");
                }
            }
        }
        // 72 hours before 2026-03-04T00:00:01 is just past 03-01's start.
        assert_eq!(
            last_overdue_day(72, at("2026-03-04T00:00:01Z")).as_deref(),
            Some("2026-03-01")
        );
        assert_eq!(
            last_overdue_day(72, at("2026-03-04T00:00:00Z")).as_deref(),
            Some("2026-02-28")
        );
        assert_eq!(last_overdue_day(0, at("2026-03-04T00:00:00Z")), None);
    }

    #[test]
    fn unknown_values_name_their_field() {
        let Err(IncidentError::Invalid(f)) = IncidentFilter::parse(RegisterQuery {
            sort: "-colour".into(),
            status: "ajar".into(),
            breach: "maybe".into(),
            occurred_to: "2026-13-01".into(),
            escalation_level: "pope".into(),
            ..Default::default()
        }) else {
            panic!("accepted")
        };
        assert_eq!(
            f.keys().map(String::as_str).collect::<Vec<_>>(),
            [
                "breach",
                "escalation_level",
                "occurred_to",
                "sort",
                "status"
            ]
        );
    }
}
