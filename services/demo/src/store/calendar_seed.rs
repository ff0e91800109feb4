//! The sample events every user starts with: a dozen meetings, trips and
//! birthdays spread over the month before, the current one and the next,
//! placed relative to the day the user first opens the calendar.

use chrono::{Datelike, Duration, NaiveDate, NaiveTime};

use super::calendar::EventFields;

/// (title, label, day offset from the 1st of the current month, start hour
/// or None for all day, length in hours or days)
type Sample = (&'static str, &'static str, i64, Option<u32>, i64);

const SAMPLES: [Sample; 12] = [
    ("Quarterly risk committee", "business", -12, Some(9), 2),
    ("Team offsite", "work", -4, None, 2),
    ("Control owners' workshop", "work", 2, Some(14), 2),
    ("Dentist", "personal", 5, Some(8), 1),
    (
        "Audit kickoff with the external auditors",
        "business",
        8,
        Some(10),
        1,
    ),
    ("Sam's birthday", "family", 11, None, 1),
    ("Incident response drill", "work", 14, Some(13), 3),
    ("Yoga class", "personal", 16, Some(18), 1),
    ("Board meeting", "business", 19, Some(9), 3),
    ("Family dinner", "family", 22, Some(19), 2),
    ("Policy review day", "etc", 25, None, 1),
    ("Conference in Lisbon", "etc", 33, None, 3),
];

/// The samples around the month of `today`.
pub fn samples(today: NaiveDate) -> Vec<EventFields> {
    let first = today.with_day(1).unwrap_or(today);
    SAMPLES
        .iter()
        .map(|&(title, label, offset, hour, length)| {
            let day = first + Duration::days(offset);
            let (start, end, all_day) = match hour {
                Some(h) => {
                    let start = day.and_time(NaiveTime::from_hms_opt(h, 0, 0).unwrap_or_default());
                    (start, start + Duration::hours(length), false)
                }
                None => {
                    let start = day.and_time(NaiveTime::MIN);
                    (start, start + Duration::days(length), true)
                }
            };
            EventFields {
                title: title.to_owned(),
                start_at: start.and_utc().timestamp(),
                end_at: end.and_utc().timestamp(),
                label: label.to_owned(),
                all_day,
                selectable: true,
            }
        })
        .collect()
}
