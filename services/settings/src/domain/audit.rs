//! The audit list's input: its filter, its page and the bounds of its date
//! range, checked before the store is asked.

use chrono::{DateTime, Utc};

/// Filters of the audit list.
#[derive(Debug, Default)]
pub struct AuditFilter {
    pub service: String,
    pub action: String,
    pub actor_id: String,
    pub q: String,
    pub entity_type: String,
    pub entity_id: String,
    pub from: Option<DateTime<Utc>>,
    /// Exclusive upper bound.
    pub until: Option<DateTime<Utc>>,
}

/// One page of the audit list under a filter.
#[derive(Debug, Default)]
pub struct AuditQuery {
    pub filter: AuditFilter,
    /// 1-based.
    pub page: u64,
    pub per_page: u64,
}

/// Parses a filter bound: RFC 3339, or a date (its first instant, or with
/// `end_of_day` the first instant of the next day).
pub fn parse_bound(s: &str, end_of_day: bool) -> Result<Option<DateTime<Utc>>, String> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    if let Ok(t) = DateTime::parse_from_rfc3339(s) {
        return Ok(Some(t.with_timezone(&Utc)));
    }
    let date = chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .map_err(|_| format!("{s:?} is not a date (YYYY-MM-DD)"))?;
    let date = if end_of_day {
        date.succ_opt().unwrap_or(date)
    } else {
        date
    };
    Ok(Some(
        date.and_hms_opt(0, 0, 0)
            .expect("midnight exists")
            .and_utc(),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_cover_whole_days() {
        let from = parse_bound("2026-11-23", false).unwrap().unwrap();
        let until = parse_bound("2026-11-23", true).unwrap().unwrap();
        assert_eq!((until - from).num_hours(), 24);
        assert!(parse_bound("", false).unwrap().is_none());
        assert!(parse_bound("23/11/2026", false).is_err());
        assert!(parse_bound("2026-11-23T10:00:00Z", true).unwrap().is_some());
    }
}
