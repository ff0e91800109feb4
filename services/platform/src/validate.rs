//! Field checks of a request, keyed by the JSON field names the form uses
//! (a missing required field is "Required"), with a prefix for nested inputs
//! such as `actions.0.`. Each service's `domain::validate` builds on it and
//! turns the collected fields into its own 422 error.

use std::collections::BTreeMap;

use chrono::NaiveDate;

/// What a missing required field says.
pub const REQUIRED: &str = "Required";

/// Field errors: the JSON key → what is wrong with it.
pub type Fields = BTreeMap<String, String>;

/// A day as YYYY-MM-DD.
pub fn parse_date(s: &str) -> Option<NaiveDate> {
    NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok()
}

/// True when `s` is a UUID (any version, hyphenated).
pub fn is_uuid(s: &str) -> bool {
    s.len() == 36 && uuid::Uuid::parse_str(s).is_ok()
}

/// Collects the field errors of one input; the first error of a field wins.
pub struct Check<'a> {
    prefix: String,
    fields: &'a mut Fields,
}

impl<'a> Check<'a> {
    pub fn new(prefix: impl Into<String>, fields: &'a mut Fields) -> Self {
        Self {
            prefix: prefix.into(),
            fields,
        }
    }

    pub fn err(&mut self, field: &str, message: impl Into<String>) {
        self.fields
            .entry(format!("{}{field}", self.prefix))
            .or_insert_with(|| message.into());
    }

    pub fn required(&mut self, field: &str, value: &str) {
        if value.trim().is_empty() {
            self.err(field, REQUIRED);
        }
    }

    pub fn max_len(&mut self, field: &str, value: &str, max: usize) {
        if value.chars().count() > max {
            self.err(field, format!("At most {max} characters."));
        }
    }

    /// `value` is one of `allowed` (or empty when not `required`).
    pub fn one_of(&mut self, field: &str, value: &str, allowed: &[&str], required: bool) {
        if value.is_empty() {
            if required {
                self.err(field, REQUIRED);
            }
        } else if !allowed.contains(&value) {
            self.err(field, format!("One of: {}.", allowed.join(", ")));
        }
    }

    /// A YYYY-MM-DD day (or empty when not `required`); the day read.
    pub fn date(&mut self, field: &str, value: &str, required: bool) -> Option<NaiveDate> {
        if value.trim().is_empty() {
            if required {
                self.err(field, REQUIRED);
            }
            return None;
        }
        let day = parse_date(value);
        if day.is_none() {
            self.err(field, "A date as YYYY-MM-DD.");
        }
        day
    }

    /// A number from `min` to `max` (finite).
    pub fn range(&mut self, field: &str, value: f64, min: f64, max: f64) {
        if !value.is_finite() || value < min || value > max {
            self.err(field, format!("From {min} to {max}."));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn errors_are_keyed_with_the_prefix_and_the_first_wins() {
        let mut f = Fields::new();
        let mut c = Check::new("actions.1.", &mut f);
        c.required("title", " ");
        c.max_len("title", &"x".repeat(300), 200);
        c.one_of("kind", "other", &["actual", "recovery"], true);
        c.one_of("source", "", &["email"], false);
        assert_eq!(c.date("due_on", "2026-02-30", true), None);
        assert!(c.date("booked_on", "2026-02-28", true).is_some());
        c.range("amount", 0.0, 0.01, 1e12);
        assert_eq!(f["actions.1.title"], REQUIRED);
        assert_eq!(f["actions.1.kind"], "One of: actual, recovery.");
        assert_eq!(f["actions.1.due_on"], "A date as YYYY-MM-DD.");
        assert!(f.contains_key("actions.1.amount"));
        assert_eq!(f.len(), 4);
    }

    #[test]
    fn uuids_are_recognised() {
        assert!(is_uuid("0b6f7f5e-6c1d-4d1a-9d57-3f2f4b6a9e10"));
        assert!(!is_uuid("r-1"));
        assert!(!is_uuid("0b6f7f5e6c1d4d1a9d573f2f4b6a9e10"));
    }
}
