//! The reporting clock (docs/incident-module.md): an incident's `notify_by`
//! is the start of its `reported_on` day (UTC) plus its category's
//! `notification_hours`; until `notified_at` is set it is overdue once
//! `notify_by` has passed. Pure: the incident's page and the register both
//! compute it at read time.

use chrono::{DateTime, Duration, NaiveDate, Utc};

/// When an incident reported on `reported_on` (YYYY-MM-DD) must be
/// notified; `None` without a deadline (0 hours) or a readable day.
pub fn notify_by(reported_on: &str, hours: u32) -> Option<DateTime<Utc>> {
    if hours == 0 {
        return None;
    }
    let day = NaiveDate::parse_from_str(reported_on, "%Y-%m-%d").ok()?;
    Some(day.and_hms_opt(0, 0, 0)?.and_utc() + Duration::hours(i64::from(hours)))
}

/// True when the deadline `notify_by` has passed at `now` and the incident
/// was not notified.
pub fn overdue(
    notify_by: Option<DateTime<Utc>>,
    notified_at: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> bool {
    notified_at.is_none() && notify_by.is_some_and(|by| by < now)
}

/// Both at once: (`notify_by`, `notification_overdue`).
pub fn clock(
    reported_on: &str,
    hours: u32,
    notified_at: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> (Option<DateTime<Utc>>, bool) {
    let by = notify_by(reported_on, hours);
    (by, overdue(by, notified_at, now))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(s: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(s).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn the_deadline_runs_from_the_start_of_the_report_day() {
        assert_eq!(
            notify_by("2026-03-01", 72),
            Some(at("2026-03-04T00:00:00Z"))
        );
        assert_eq!(notify_by("2026-03-01", 0), None);
        assert_eq!(notify_by("garbage", 72), None);
    }

    #[test]
    fn overdue_once_passed_until_notified() {
        let (by, late) = clock("2026-03-01", 72, None, at("2026-03-04T00:00:01Z"));
        assert_eq!(by, Some(at("2026-03-04T00:00:00Z")));
        assert!(late);
        // Exactly at the deadline it is not yet past.
        assert!(!clock("2026-03-01", 72, None, at("2026-03-04T00:00:00Z")).1);
        // Notified: the clock stops.
        let notified = Some(at("2026-03-05T10:00:00Z"));
        assert!(!clock("2026-03-01", 72, notified, at("2026-04-01T00:00:00Z")).1);
        // No deadline, never overdue.
        assert!(!clock("2020-01-01", 0, None, at("2026-04-01T00:00:00Z")).1);
    }
}
