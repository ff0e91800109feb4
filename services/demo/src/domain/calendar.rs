//! The calendar app's rules and use cases: the labels, how start and end are
//! read and written (a day for an all-day event, an instant otherwise), the
//! end-not-before-start rule. Every use case works on the caller's own
//! calendar and first writes their sample events on their first visit, in
//! the same transaction.

use chrono::{DateTime, NaiveDate, NaiveDateTime, Utc};
use platform::error::{ApiError, ErrorKind};
use platform::validate::{Check, Fields};
use sea_orm::{ConnectionTrait, DatabaseConnection, DbErr, TransactionTrait};

use crate::store::{
    calendar::{self, EventFields, event},
    calendar_seed,
};

/// The labels an event may carry, with the theme colour each is drawn in.
pub const LABELS: [(&str, &str); 5] = [
    ("business", "primary"),
    ("work", "warning"),
    ("personal", "danger"),
    ("family", "success"),
    ("etc", "info"),
];

const TITLE_MAX: usize = 200;

/// Why a calendar call was refused.
#[derive(Debug, thiserror::Error)]
pub enum CalendarError {
    /// Field errors keyed by the JSON names (`VALIDATION_FAILED`, 422).
    #[error("invalid input: {0:?}")]
    Invalid(Fields),
    /// No event of that id in the caller's calendar (`EVENT_NOT_FOUND`, 404).
    #[error("no such event")]
    NotFound,
    /// The gateway vouched for no signed-in user (`NOT_SIGNED_IN`, 401).
    #[error("no signed-in caller")]
    NoCaller,
    #[error("calendar store: {0}")]
    Store(#[from] DbErr),
}

impl From<CalendarError> for ApiError {
    fn from(e: CalendarError) -> Self {
        match e {
            CalendarError::Invalid(fields) => ApiError::validation(fields),
            CalendarError::NotFound => {
                ApiError::new(ErrorKind::NotFound, "EVENT_NOT_FOUND", "No such event.")
            }
            CalendarError::NoCaller => ApiError::new(
                ErrorKind::Unauthenticated,
                "NOT_SIGNED_IN",
                "Sorry, Authentication failed",
            ),
            CalendarError::Store(e) => platform::error::failure("calendar store", &e),
        }
    }
}

/// Reads a day (`YYYY-MM-DD`, as midnight UTC) or an instant (RFC 3339, or a
/// date and time without offset, taken as UTC) as Unix seconds. For an
/// all-day event an instant counts by its own calendar day.
pub fn parse_instant(text: &str, all_day: bool) -> Option<i64> {
    let text = text.trim();
    let midnight = |d: NaiveDate| d.and_time(chrono::NaiveTime::MIN).and_utc().timestamp();
    if let Ok(day) = NaiveDate::parse_from_str(text, "%Y-%m-%d") {
        return Some(midnight(day));
    }
    if let Ok(at) = DateTime::parse_from_rfc3339(text) {
        return Some(if all_day {
            midnight(at.date_naive())
        } else {
            at.timestamp()
        });
    }
    let naive = NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S%.f")
        .or_else(|_| NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M"))
        .ok()?;
    Some(if all_day {
        midnight(naive.date())
    } else {
        naive.and_utc().timestamp()
    })
}

/// Writes Unix seconds back: a day for an all-day event, RFC 3339 UTC otherwise.
pub fn format_instant(secs: i64, all_day: bool) -> String {
    let at = DateTime::<Utc>::from_timestamp(secs, 0).unwrap_or_default();
    if all_day {
        at.format("%Y-%m-%d").to_string()
    } else {
        at.format("%Y-%m-%dT%H:%M:%SZ").to_string()
    }
}

/// An event as a user writes it, before its checks.
#[derive(Clone, Debug, Default)]
pub struct EventInput {
    pub title: String,
    pub start: String,
    pub end: String,
    pub label: String,
    pub all_day: bool,
    pub selectable: bool,
}

impl EventInput {
    /// The checked content, or field errors keyed `title`, `start`, `end`,
    /// `label` (an end before the start is an error of `end`).
    pub fn validate(self) -> Result<EventFields, CalendarError> {
        let mut fields = Fields::new();
        let mut check = Check::new("", &mut fields);
        let title = self.title.trim().to_owned();
        check.required("title", &title);
        check.max_len("title", &title, TITLE_MAX);
        let labels: Vec<&str> = LABELS.iter().map(|(l, _)| *l).collect();
        check.one_of("label", self.label.trim(), &labels, true);
        let mut instant = |field: &str, text: &str| {
            if text.trim().is_empty() {
                check.err(field, platform::validate::REQUIRED);
                return None;
            }
            let at = parse_instant(text, self.all_day);
            if at.is_none() {
                check.err(field, "A date (YYYY-MM-DD) or a date and time (RFC 3339).");
            }
            at
        };
        let start = instant("start", &self.start);
        let end = instant("end", &self.end);
        if let (Some(s), Some(e)) = (start, end)
            && e < s
        {
            check.err("end", "The end cannot be before the start.");
        }
        match (start, end) {
            (Some(start_at), Some(end_at)) if fields.is_empty() => Ok(EventFields {
                title,
                start_at,
                end_at,
                label: self.label.trim().to_owned(),
                all_day: self.all_day,
                selectable: self.selectable,
            }),
            _ => Err(CalendarError::Invalid(fields)),
        }
    }
}

/// A range bound of a list, or a field error.
fn bound(field: &str, text: &str, fields: &mut Fields) -> Option<i64> {
    if text.trim().is_empty() {
        return None;
    }
    let at = parse_instant(text, false);
    if at.is_none() {
        Check::new("", fields).err(field, "A date (YYYY-MM-DD) or a date and time (RFC 3339).");
    }
    at
}

fn caller(user_id: &str) -> Result<&str, CalendarError> {
    if user_id.is_empty() {
        Err(CalendarError::NoCaller)
    } else {
        Ok(user_id)
    }
}

fn stored_id(id: u32) -> Result<i32, CalendarError> {
    i32::try_from(id).map_err(|_| CalendarError::NotFound)
}

/// Writes the caller's sample events if this is their first visit.
async fn ensure_samples<C: ConnectionTrait>(conn: &C, user_id: &str) -> Result<(), DbErr> {
    if calendar::claim_first_open(conn, user_id).await? {
        let today = Utc::now().date_naive();
        calendar::insert_samples(conn, user_id, calendar_seed::samples(today)).await?;
    }
    Ok(())
}

/// The caller's events overlapping the range (either end optional).
pub async fn list(
    db: &DatabaseConnection,
    user_id: &str,
    start: &str,
    end: &str,
) -> Result<Vec<event::Model>, CalendarError> {
    let user_id = caller(user_id)?;
    let mut fields = Fields::new();
    let from = bound("start", start, &mut fields);
    let to = bound("end", end, &mut fields);
    if let (Some(f), Some(t)) = (from, to)
        && t < f
    {
        Check::new("", &mut fields).err("end", "The end cannot be before the start.");
    }
    if !fields.is_empty() {
        return Err(CalendarError::Invalid(fields));
    }
    let tx = db.begin().await?;
    ensure_samples(&tx, user_id).await?;
    let rows = calendar::list(&tx, user_id, from, to).await?;
    tx.commit().await?;
    Ok(rows)
}

/// Adds an event to the caller's calendar.
pub async fn add(
    db: &DatabaseConnection,
    user_id: &str,
    input: EventInput,
) -> Result<event::Model, CalendarError> {
    let user_id = caller(user_id)?;
    let fields = input.validate()?;
    let tx = db.begin().await?;
    ensure_samples(&tx, user_id).await?;
    let row = calendar::insert(&tx, user_id, fields).await?;
    tx.commit().await?;
    Ok(row)
}

/// Replaces an event's content (a move, a resize or an edit).
pub async fn update(
    db: &DatabaseConnection,
    user_id: &str,
    id: u32,
    input: EventInput,
) -> Result<event::Model, CalendarError> {
    let user_id = caller(user_id)?;
    let fields = input.validate()?;
    let id = stored_id(id)?;
    let tx = db.begin().await?;
    ensure_samples(&tx, user_id).await?;
    calendar::find(&tx, user_id, id)
        .await?
        .ok_or(CalendarError::NotFound)?;
    let row = calendar::update(&tx, user_id, id, fields).await?;
    tx.commit().await?;
    Ok(row)
}

/// Removes an event for good and gives its id back.
pub async fn remove(db: &DatabaseConnection, user_id: &str, id: u32) -> Result<u32, CalendarError> {
    let user_id = caller(user_id)?;
    let stored = stored_id(id)?;
    let tx = db.begin().await?;
    ensure_samples(&tx, user_id).await?;
    if !calendar::delete(&tx, user_id, stored).await? {
        return Err(CalendarError::NotFound);
    }
    tx.commit().await?;
    Ok(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(start: &str, end: &str, all_day: bool) -> EventInput {
        EventInput {
            title: "Review".into(),
            start: start.into(),
            end: end.into(),
            label: "work".into(),
            all_day,
            selectable: true,
        }
    }

    #[test]
    fn rejects_an_end_before_the_start_on_the_end_field() {
        let Err(CalendarError::Invalid(f)) =
            input("2026-11-03T10:00:00Z", "2026-11-03T09:00:00Z", false).validate()
        else {
            panic!("accepted");
        };
        assert_eq!(f.len(), 1);
        assert!(f.contains_key("end"));
    }

    #[test]
    fn reads_offsets_and_writes_utc() {
        let f = input(
            "2026-11-03T10:00:00+01:00",
            "2026-11-03T10:30:00+01:00",
            false,
        )
        .validate()
        .unwrap();
        assert_eq!(format_instant(f.start_at, false), "2026-11-03T09:00:00Z");
        assert_eq!(format_instant(f.end_at, false), "2026-11-03T09:30:00Z");
    }

    #[test]
    fn an_all_day_event_keeps_its_days_whatever_the_offset() {
        let f = input("2026-11-03T00:00:00+02:00", "2026-11-05", true)
            .validate()
            .unwrap();
        assert_eq!(format_instant(f.start_at, true), "2026-11-03");
        assert_eq!(format_instant(f.end_at, true), "2026-11-05");
    }

    #[test]
    fn names_every_bad_field() {
        let Err(CalendarError::Invalid(f)) = EventInput {
            label: "holiday".into(),
            start: "tomorrow".into(),
            ..Default::default()
        }
        .validate() else {
            panic!("accepted");
        };
        let keys: Vec<_> = f.keys().map(String::as_str).collect();
        assert_eq!(keys, ["end", "label", "start", "title"]);
    }
}
