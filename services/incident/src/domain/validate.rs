//! Input checks of incidents, actions, losses and lessons (422
//! VALIDATION_FAILED keyed like the JSON: `title`, `actions.0.due_on`; a
//! missing required field is "Required"). Each gives back the input settled
//! (trimmed, defaults filled) or the error to answer.

use chrono::{DateTime, NaiveDate, Utc};
use platform::validate::{Check, Fields, REQUIRED, is_uuid, parse_date};

use super::{
    error::IncidentError,
    incident::{
        ActionFilter, ActionInput, IncidentInput, LessonPlanned, LossInput, ValidIncident,
        ValidLoss,
    },
};

pub const REPORTER_TYPES: &[&str] = &["employee", "agent", "supplier", "customer", "public"];
pub const SOURCES: &[&str] = &["email", "phone", "in_person", "social_media", "media"];
pub const CAUSE_CATEGORIES: &[&str] = &["people", "systems", "processes", "external_events"];
pub const EXPERIENCE_TYPES: &[&str] = &[
    "near_miss",
    "opportunity_cost",
    "indirect_loss",
    "direct_financial_loss",
];
pub const ESCALATION_LEVELS: &[&str] = &["management", "executive", "board"];
pub const LOSS_KINDS: &[&str] = &["actual", "recovery"];
pub const ACTION_STATUSES: &[&str] = &["complete", "incomplete"];
pub const ACTION_SORTS: &[&str] = &["due_on", "title", "status", "created_at"];

/// The most risks one incident links.
pub const MAX_RISKS: usize = 20;
/// The most actions, and the most lessons, one request may carry.
pub const MAX_ACTIONS: usize = 50;
pub const MAX_LESSONS: usize = 20;
/// The largest amount of one loss.
pub const MAX_AMOUNT: f64 = 1e12;

fn trim(s: &mut String) {
    let t = s.trim();
    if t.len() != s.len() {
        *s = t.to_owned();
    }
}

/// A day that must not be after `today`.
fn past_day(c: &mut Check, field: &str, value: &str, today: NaiveDate) -> Option<NaiveDate> {
    let day = c.date(field, value, true)?;
    if day > today {
        c.err(field, "Not in the future.");
    }
    Some(day)
}

/// RFC 3339 or YYYY-MM-DD (the start of that day, UTC).
fn instant(value: &str) -> Option<DateTime<Utc>> {
    if let Ok(t) = DateTime::parse_from_rfc3339(value) {
        return Some(t.with_timezone(&Utc));
    }
    parse_date(value).and_then(|d| Some(d.and_hms_opt(0, 0, 0)?.and_utc()))
}

/// An incident's content. `category_exists` says whether `category_id`
/// names a category (read by the caller); `today` is the UTC day.
pub fn incident(
    mut input: IncidentInput,
    category_exists: bool,
    today: NaiveDate,
    fields: &mut Fields,
) -> ValidIncident {
    for s in [
        &mut input.title,
        &mut input.category_id,
        &mut input.function_id,
        &mut input.location,
        &mut input.occurred_on,
        &mut input.reported_on,
        &mut input.reported_by,
        &mut input.detection_method,
        &mut input.manager_id,
        &mut input.notified_at,
        &mut input.control_id,
    ] {
        trim(s);
    }
    let mut c = Check::new("", fields);
    c.required("title", &input.title);
    c.max_len("title", &input.title, 200);
    c.max_len("description", &input.description, 10_000);
    c.required("category_id", &input.category_id);
    if !input.category_id.is_empty() && !category_exists {
        c.err("category_id", "No such incident category.");
    }
    c.required("function_id", &input.function_id);
    c.max_len("location", &input.location, 200);
    let occurred = past_day(&mut c, "occurred_on", &input.occurred_on, today);
    let reported = past_day(&mut c, "reported_on", &input.reported_on, today);
    if let (Some(o), Some(r)) = (occurred, reported)
        && r < o
    {
        c.err("reported_on", "Not before the day it occurred.");
    }
    c.required("reported_by", &input.reported_by);
    c.max_len("reported_by", &input.reported_by, 200);
    c.one_of("reporter_type", &input.reporter_type, REPORTER_TYPES, true);
    c.max_len("detection_method", &input.detection_method, 200);
    c.one_of("source", &input.source, SOURCES, true);
    c.one_of(
        "cause_category",
        &input.cause_category,
        CAUSE_CATEGORIES,
        true,
    );
    c.one_of(
        "experience_type",
        &input.experience_type,
        EXPERIENCE_TYPES,
        true,
    );
    c.range("estimated_loss", input.estimated_loss, 0.0, MAX_AMOUNT);
    c.range(
        "max_potential_loss",
        input.max_potential_loss,
        0.0,
        MAX_AMOUNT,
    );
    c.one_of(
        "escalation_level",
        &input.escalation_level,
        ESCALATION_LEVELS,
        true,
    );
    c.required("manager_id", &input.manager_id);
    c.max_len("control_id", &input.control_id, 100);
    let notified_at = if input.notified_at.is_empty() {
        None
    } else {
        let t = instant(&input.notified_at);
        if t.is_none() {
            c.err("notified_at", "A time as RFC 3339 or a date as YYYY-MM-DD.");
        }
        t
    };
    let mut risk_ids: Vec<String> = Vec::with_capacity(input.risk_ids.len());
    for id in &input.risk_ids {
        let id = id.trim();
        if !is_uuid(id) {
            c.err("risk_ids", "Risk ids as UUIDs.");
        } else if !risk_ids.iter().any(|r| r == id) {
            risk_ids.push(id.to_owned());
        }
    }
    if risk_ids.len() > MAX_RISKS {
        c.err("risk_ids", format!("At most {MAX_RISKS} risks."));
    }
    input.risk_ids = risk_ids;
    ValidIncident { input, notified_at }
}

/// One action, its errors keyed `prefix` + field.
pub fn action(input: &mut ActionInput, prefix: &str, fields: &mut Fields) {
    trim(&mut input.title);
    trim(&mut input.owner_id);
    trim(&mut input.due_on);
    let mut c = Check::new(prefix, fields);
    c.required("title", &input.title);
    c.max_len("title", &input.title, 200);
    c.required("owner_id", &input.owner_id);
    c.date("due_on", &input.due_on, true);
}

/// A new incident's content and its first actions (`actions.N.field`).
pub fn incident_for_create(
    input: IncidentInput,
    mut actions: Vec<ActionInput>,
    category_exists: bool,
    today: NaiveDate,
) -> Result<(ValidIncident, Vec<ActionInput>), IncidentError> {
    let mut fields = Fields::new();
    let valid = incident(input, category_exists, today, &mut fields);
    if actions.len() > MAX_ACTIONS {
        fields.insert("actions".into(), format!("At most {MAX_ACTIONS} actions."));
    }
    for (i, a) in actions.iter_mut().enumerate() {
        action(a, &format!("actions.{i}."), &mut fields);
    }
    IncidentError::check(fields)?;
    Ok((valid, actions))
}

/// An update's content.
pub fn incident_for_update(
    input: IncidentInput,
    category_exists: bool,
    today: NaiveDate,
) -> Result<ValidIncident, IncidentError> {
    let mut fields = Fields::new();
    let valid = incident(input, category_exists, today, &mut fields);
    IncidentError::check(fields)?;
    Ok(valid)
}

/// One action on its own (create, update).
pub fn action_input(mut input: ActionInput) -> Result<ActionInput, IncidentError> {
    let mut fields = Fields::new();
    action(&mut input, "", &mut fields);
    IncidentError::check(fields)?;
    Ok(input)
}

/// A lesson's text, keyed `field`.
fn lesson_text(text: &str, field: &str, fields: &mut Fields) {
    let mut c = Check::new("", fields);
    c.required(field, text);
    c.max_len(field, text, 2_000);
}

/// The lessons given with a completion: blank ones dropped, each at most
/// 2 000 characters (`lessons.N`), at most 20.
pub fn lessons(lessons: Vec<String>) -> Result<Vec<String>, IncidentError> {
    let mut fields = Fields::new();
    let kept: Vec<String> = lessons
        .into_iter()
        .map(|l| l.trim().to_owned())
        .filter(|l| !l.is_empty())
        .collect();
    if kept.len() > MAX_LESSONS {
        fields.insert("lessons".into(), format!("At most {MAX_LESSONS} lessons."));
    }
    for (i, l) in kept.iter().enumerate() {
        lesson_text(l, &format!("lessons.{i}"), &mut fields);
    }
    IncidentError::check(fields)?;
    Ok(kept)
}

/// A lesson added on its own.
pub fn lesson(text: &str) -> Result<String, IncidentError> {
    let mut fields = Fields::new();
    lesson_text(text.trim(), "text", &mut fields);
    IncidentError::check(fields)?;
    Ok(text.trim().to_owned())
}

/// A lesson's plan: both ids required.
pub fn lesson_planned(p: &LessonPlanned) -> Result<(), IncidentError> {
    let mut fields = Fields::new();
    let mut c = Check::new("", &mut fields);
    c.required("risk_id", &p.risk_id);
    c.required("action_plan_id", &p.action_plan_id);
    IncidentError::check(fields)
}

/// A loss to book: kind, amount (more than 0, at most 1e12), the day
/// (empty: `today`) and the note.
pub fn loss(input: LossInput, today: NaiveDate) -> Result<ValidLoss, IncidentError> {
    let mut fields = Fields::new();
    let mut c = Check::new("", &mut fields);
    c.one_of("kind", input.kind.trim(), LOSS_KINDS, true);
    if !input.amount.is_finite() || input.amount <= 0.0 {
        c.err("amount", "More than 0.");
    } else if input.amount > MAX_AMOUNT {
        c.err("amount", "At most 1000000000000.");
    }
    let booked_on = if input.booked_on.trim().is_empty() {
        Some(today)
    } else {
        c.date("booked_on", &input.booked_on, true)
    };
    c.max_len("note", &input.note, 500);
    IncidentError::check(fields)?;
    Ok(ValidLoss {
        incident_id: input.incident_id,
        kind: input.kind.trim().to_owned(),
        amount: input.amount,
        booked_on: booked_on.unwrap_or(today),
        note: input.note.trim().to_owned(),
    })
}

/// The action list's filter values.
pub fn action_filter(f: &ActionFilter) -> Result<(), IncidentError> {
    let mut fields = Fields::new();
    let mut c = Check::new("", &mut fields);
    c.one_of("status", &f.status, ACTION_STATUSES, false);
    c.one_of("sort", f.sort.trim_start_matches('-'), ACTION_SORTS, false);
    IncidentError::check(fields)
}

/// "Required" (for the use cases' own field errors).
pub fn required(field: &str) -> IncidentError {
    IncidentError::field(field, REQUIRED)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn today() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 10).unwrap()
    }

    fn good() -> IncidentInput {
        IncidentInput {
            title: " Card skimming ".into(),
            category_id: "inc-fraud".into(),
            function_id: "fn-ops".into(),
            occurred_on: "2026-03-01".into(),
            reported_on: "2026-03-02".into(),
            reported_by: "Ann".into(),
            reporter_type: "employee".into(),
            source: "email".into(),
            cause_category: "people".into(),
            experience_type: "direct_financial_loss".into(),
            escalation_level: "management".into(),
            manager_id: "u-1".into(),
            risk_ids: vec![
                "0b6f7f5e-6c1d-4d1a-9d57-3f2f4b6a9e10".into(),
                "0b6f7f5e-6c1d-4d1a-9d57-3f2f4b6a9e10".into(),
            ],
            ..Default::default()
        }
    }

    fn fields(r: Result<impl std::fmt::Debug, IncidentError>) -> Fields {
        match r {
            Err(IncidentError::Invalid(f)) => f,
            other => panic!("expected field errors, got {other:?}"),
        }
    }

    #[test]
    fn a_good_incident_is_settled() {
        let (v, actions) = incident_for_create(good(), vec![], true, today()).unwrap();
        assert_eq!(v.input.title, "Card skimming");
        assert_eq!(v.input.risk_ids.len(), 1, "repeats dropped");
        assert!(actions.is_empty());
        assert_eq!(v.notified_at, None);
    }

    #[test]
    fn every_required_field_says_so_by_its_json_name() {
        let f = fields(incident_for_update(
            IncidentInput::default(),
            false,
            today(),
        ));
        for key in [
            "title",
            "category_id",
            "function_id",
            "occurred_on",
            "reported_on",
            "reported_by",
            "reporter_type",
            "source",
            "cause_category",
            "experience_type",
            "escalation_level",
            "manager_id",
        ] {
            assert_eq!(f.get(key).map(String::as_str), Some(REQUIRED), "{key}");
        }
    }

    #[test]
    fn enums_dates_and_links_are_checked() {
        let mut i = good();
        i.source = "fax".into();
        i.occurred_on = "2026-03-11".into();
        i.reported_on = "2026-02-28".into();
        i.risk_ids = vec!["r-1".into()];
        i.estimated_loss = -1.0;
        i.notified_at = "yesterday".into();
        let f = fields(incident_for_update(i, false, today()));
        assert_eq!(
            f["source"],
            "One of: email, phone, in_person, social_media, media."
        );
        assert_eq!(f["occurred_on"], "Not in the future.");
        assert!(f.contains_key("reported_on"));
        assert_eq!(f["risk_ids"], "Risk ids as UUIDs.");
        assert_eq!(f["category_id"], "No such incident category.");
        assert!(f.contains_key("estimated_loss"));
        assert!(f.contains_key("notified_at"));

        let mut i = good();
        i.risk_ids = (0..21)
            .map(|n| format!("0b6f7f5e-6c1d-4d1a-9d57-3f2f4b6a9e{n:02}"))
            .collect();
        assert!(fields(incident_for_update(i, true, today())).contains_key("risk_ids"));
    }

    #[test]
    fn reported_before_it_occurred_is_refused() {
        let mut i = good();
        i.reported_on = "2026-02-28".into();
        let f = fields(incident_for_update(i, true, today()));
        assert_eq!(f["reported_on"], "Not before the day it occurred.");
    }

    #[test]
    fn actions_are_keyed_by_their_place() {
        let actions = vec![
            ActionInput {
                title: "Block cards".into(),
                owner_id: "u-2".into(),
                due_on: "2026-04-01".into(),
            },
            ActionInput::default(),
        ];
        let f = fields(incident_for_create(good(), actions, true, today()));
        assert_eq!(f["actions.1.title"], REQUIRED);
        assert_eq!(f["actions.1.owner_id"], REQUIRED);
        assert_eq!(f["actions.1.due_on"], REQUIRED);
        assert!(!f.keys().any(|k| k.starts_with("actions.0")));
    }

    #[test]
    fn notified_at_takes_a_time_or_a_day() {
        let mut i = good();
        i.notified_at = "2026-03-03".into();
        let v = incident_for_update(i, true, today()).unwrap();
        assert_eq!(
            v.notified_at.unwrap().to_rfc3339(),
            "2026-03-03T00:00:00+00:00"
        );
    }

    #[test]
    fn losses_are_positive_bounded_and_dated() {
        let ok = loss(
            LossInput {
                kind: "actual".into(),
                amount: 10.0,
                ..Default::default()
            },
            today(),
        )
        .unwrap();
        assert_eq!(ok.booked_on, today());
        let f = fields(loss(
            LossInput {
                kind: "gift".into(),
                amount: 0.0,
                booked_on: "2027-02-30".into(),
                ..Default::default()
            },
            today(),
        ));
        assert!(f.contains_key("kind") && f.contains_key("amount") && f.contains_key("booked_on"));
        let f = fields(loss(
            LossInput {
                kind: "recovery".into(),
                amount: 2e12,
                ..Default::default()
            },
            today(),
        ));
        assert!(f.contains_key("amount"));
    }

    #[test]
    fn lessons_drop_blanks_and_are_bounded() {
        assert_eq!(
            lessons(vec![" a ".into(), "  ".into()]).unwrap(),
            vec!["a".to_string()]
        );
        assert!(fields(lessons(vec!["x".repeat(2_001)])).contains_key("lessons.0"));
        assert!(fields(lessons(vec!["x".into(); 21])).contains_key("lessons"));
        assert!(fields(lesson(" ")).contains_key("text"));
    }
}
