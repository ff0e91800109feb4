//! Due dates of control activities: completing a periodic one schedules the
//! next occurrence one period after the due date it fulfilled.

use chrono::{Datelike, Months, NaiveDate};

pub const FREQUENCIES: &[&str] = &["one_off", "periodic", "continuous"];
pub const REPEATS: &[&str] = &[
    "daily",
    "weekly",
    "monthly",
    "quarterly",
    "semiannually",
    "annually",
];

/// The due date after `due` for a periodic activity; `None` for one-off and
/// continuous ones (continuous work has no next occurrence to schedule).
pub fn next_due(frequency: &str, repeat: &str, due: NaiveDate) -> Option<NaiveDate> {
    if frequency != "periodic" {
        return None;
    }
    let months = |n| due.checked_add_months(Months::new(n));
    match repeat {
        "daily" => due.succ_opt(),
        "weekly" => due.checked_add_days(chrono::Days::new(7)),
        "monthly" => months(1),
        "quarterly" => months(3),
        "semiannually" => months(6),
        "annually" => months(12),
        _ => None,
    }
}

/// Parses `YYYY-MM-DD`.
pub fn parse_date(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok()
}

/// `YYYY-MM-DD`.
pub fn format_date(d: NaiveDate) -> String {
    format!("{:04}-{:02}-{:02}", d.year(), d.month(), d.day())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> NaiveDate {
        parse_date(s).unwrap()
    }

    #[test]
    fn periodic_activities_repeat_by_their_period() {
        assert_eq!(
            next_due("periodic", "daily", d("2026-12-31")),
            Some(d("2027-01-01"))
        );
        assert_eq!(
            next_due("periodic", "weekly", d("2026-11-23")),
            Some(d("2026-11-30"))
        );
        assert_eq!(
            next_due("periodic", "quarterly", d("2026-11-30")),
            Some(d("2027-02-28"))
        );
        assert_eq!(
            next_due("periodic", "annually", d("2028-02-29")),
            Some(d("2029-02-28"))
        );
    }

    #[test]
    fn one_off_and_continuous_activities_have_no_next_date() {
        assert_eq!(next_due("one_off", "monthly", d("2026-11-23")), None);
        assert_eq!(next_due("continuous", "", d("2026-11-23")), None);
    }

    #[test]
    fn dates_round_trip() {
        assert_eq!(format_date(d("2026-01-05")), "2026-01-05");
        assert!(parse_date("05/01/2026").is_none());
    }
}
