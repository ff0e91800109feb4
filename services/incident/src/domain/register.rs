//! The incident register's filter and order as a caller asks for them,
//! checked value by value (422 with the field's name), and the dashboard's
//! fixed lists (those in `register_filter`, re-exported here). The store
//! turns a checked [`IncidentFilter`] into SQL. Here: the reporting clock's
//! cutoffs and the register's page and export.

use chrono::{DateTime, Duration, Utc};
use platform::total::Total;
use sea_orm::DatabaseConnection;

pub use super::register_filter::*;
use super::{clock, error::IncidentError};
use crate::store::{
    categories,
    incident_list::{self, Batches, ListedIncident, Totals},
};

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
    Ok(cutoffs_of(categories::all(db).await?, now))
}

/// [`cutoffs`] of categories already read.
fn cutoffs_of(
    all: Vec<categories::entity::Model>,
    now: DateTime<Utc>,
) -> (
    Vec<(String, String)>,
    std::collections::HashMap<String, u32>,
) {
    let mut days = Vec::new();
    let mut hours = std::collections::HashMap::new();
    for c in all {
        let h = u32::try_from(c.notification_hours).unwrap_or(0);
        if let Some(day) = last_overdue_day(h, now) {
            days.push((c.id.clone(), day));
        }
        hours.insert(c.id, h);
    }
    (days, hours)
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

/// One page of the register and the number of matches (exact up to
/// `platform::total::EXACT_UP_TO`, else PostgreSQL's estimate).
pub async fn list(
    db: &DatabaseConnection,
    query: RegisterQuery,
    totals: &Totals,
    page: u64,
    per_page: u64,
) -> Result<(Vec<RegisterItem>, Total), IncidentError> {
    let f = IncidentFilter::parse(query)?;
    let now = Utc::now();
    // One read of the categories: the reporting clock and the names.
    let all = categories::all(db).await?;
    let names = all.iter().map(|c| (c.id.clone(), c.name.clone())).collect();
    let (days, hours) = cutoffs_of(all, now);
    let (rows, total) = incident_list::list(db, &f, &days, &names, totals, page, per_page).await?;
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
