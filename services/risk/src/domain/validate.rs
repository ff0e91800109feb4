//! Input checks. Each returns the field errors keyed by the JSON field names
//! the form uses (spec section 5: a missing required field is 'Required'),
//! with a prefix for nested inputs such as `new_controls.0.`. The `*_input`
//! and `*_for_*` functions check a whole request before the store is called
//! and give it back settled (defaults filled in), or the `RiskError` to answer.

use super::{
    activity::{ActivityCompletion, ActivityInput},
    category::CategoryInput,
    control::ControlInput,
    error::RiskError,
    method::Method,
    plan::PlanInput,
    risk::{RiskForCreate, RiskForUpdate, RiskInput},
    schedule,
};

pub use super::error::Fields;

const REQUIRED: &str = "Required";
pub const RESPONSES: &[&str] = &["monitor", "accept", "improve"];
pub const INTENTIONS: &[&str] = &["prevent", "detect", "correct"];
pub const LEVELS: &[&str] = &["High", "Medium", "Low"];
pub const CONTROL_STATES: &[&str] = &["proposed", "in_place"];
pub const PLAN_STATUSES: &[&str] = &["in_progress", "complete", "incomplete", "blocked"];
pub const OUTCOMES: &[&str] = &["complied", "breached"];

struct Check<'a> {
    prefix: &'a str,
    fields: &'a mut Fields,
}

impl Check<'_> {
    fn err(&mut self, field: &str, message: impl Into<String>) {
        self.fields
            .entry(format!("{}{field}", self.prefix))
            .or_insert_with(|| message.into());
    }

    fn required(&mut self, field: &str, value: &str) {
        if value.trim().is_empty() {
            self.err(field, REQUIRED);
        }
    }

    fn required_opt(&mut self, field: &str, value: &Option<String>) {
        if value.as_deref().is_none_or(|v| v.trim().is_empty()) {
            self.err(field, REQUIRED);
        }
    }

    fn max_len(&mut self, field: &str, value: &str, max: usize) {
        if value.chars().count() > max {
            self.err(field, format!("At most {max} characters."));
        }
    }

    fn one_of(&mut self, field: &str, value: &str, allowed: &[&str], required: bool) {
        if value.is_empty() {
            if required {
                self.err(field, REQUIRED);
            }
        } else if !allowed.contains(&value) {
            self.err(field, format!("One of: {}.", allowed.join(", ")));
        }
    }

    fn level(&mut self, field: &str, value: u32, max: u32) {
        if value == 0 {
            self.err(field, REQUIRED);
        } else if value > max {
            self.err(field, format!("From 1 to {max}."));
        }
    }

    fn date(&mut self, field: &str, value: &str, required: bool) {
        if value.trim().is_empty() {
            if required {
                self.err(field, REQUIRED);
            }
        } else if schedule::parse_date(value).is_none() {
            self.err(field, "A date as YYYY-MM-DD.");
        }
    }
}

pub fn risk(input: &RiskInput, method: &Method, prefix: &str, fields: &mut Fields) {
    let mut c = Check { prefix, fields };
    c.required("title", &input.title);
    c.max_len("title", &input.title, 200);
    for (name, value) in [
        ("description", &input.description),
        ("risk_event", &input.risk_event),
        ("causes", &input.causes),
        ("effects", &input.effects),
    ] {
        c.max_len(name, value, 10_000);
    }
    c.required_opt("category_id", &input.category_id);
    c.required_opt("function_id", &input.function_id);
    c.required_opt("owner_id", &input.owner_id);
    c.one_of("status", &input.status, &["active", "inactive"], false);
    c.level(
        "gross_likelihood",
        input.gross_likelihood,
        method.likelihood_levels(),
    );
    c.level("gross_impact", input.gross_impact, method.impact_levels());
    c.one_of("response", &input.response, RESPONSES, false);
    if !input.appetite.is_empty() && method.risk_level_of(&input.appetite).is_none() {
        c.err("appetite", "Not a rating of the risk method.");
    }
    c.max_len("key_risk_indicator", &input.key_risk_indicator, 500);
    c.max_len("kri_level", &input.kri_level, 100);
    // An accepted risk says why and until when (issue 13: acceptance with
    // an expiry; docs/risk-acceptance.md).
    if input.response == "accept" {
        c.required("acceptance_justification", &input.acceptance_justification);
        c.max_len(
            "acceptance_justification",
            &input.acceptance_justification,
            2_000,
        );
        c.date("acceptance_expires_on", &input.acceptance_expires_on, true);
    }
    c.date("next_review_on", &input.next_review_on, false);
    if let Some(o) = &input.net_override {
        c.level(
            "net_override.likelihood",
            o.likelihood,
            input.gross_likelihood.max(1),
        );
        c.level("net_override.impact", o.impact, input.gross_impact.max(1));
        c.required("net_override.justification", &o.justification);
        c.max_len("net_override.justification", &o.justification, 2_000);
    }
}

pub fn control(input: &ControlInput, method: &Method, prefix: &str, fields: &mut Fields) {
    let mut c = Check { prefix, fields };
    c.required("title", &input.title);
    c.max_len("title", &input.title, 200);
    c.max_len("description", &input.description, 10_000);
    c.one_of("intention", &input.intention, INTENTIONS, true);
    c.one_of("criticality", &input.criticality, LEVELS, true);
    c.one_of("state", &input.state, CONTROL_STATES, true);
    c.level(
        "adequacy",
        input.adequacy,
        method.adequacy_labels.len() as u32,
    );
    c.level(
        "effectiveness",
        input.effectiveness,
        method.effectiveness_labels.len() as u32,
    );
}

pub fn action_plan(input: &PlanInput, prefix: &str, fields: &mut Fields) {
    let mut c = Check { prefix, fields };
    c.required("title", &input.title);
    c.max_len("title", &input.title, 200);
    c.max_len("description", &input.description, 10_000);
    c.one_of("priority", &input.priority, LEVELS, true);
    c.date("start_date", &input.start_date, false);
    c.date("due_date", &input.due_date, true);
    if let (Some(s), Some(d)) = (
        schedule::parse_date(&input.start_date),
        schedule::parse_date(&input.due_date),
    ) && d < s
    {
        c.err("due_date", "The due date is before the start date.");
    }
    if input.progress > 100 {
        c.err("progress", "From 0 to 100.");
    }
    c.one_of("status", &input.status, PLAN_STATUSES, false);
}

pub fn activity(input: &ActivityInput, fields: &mut Fields) {
    let mut c = Check { prefix: "", fields };
    c.required("name", &input.name);
    c.max_len("name", &input.name, 200);
    c.one_of("frequency", &input.frequency, schedule::FREQUENCIES, true);
    if input.frequency == "periodic" {
        c.one_of("repeat", &input.repeat, schedule::REPEATS, true);
    }
    c.date("due_date", &input.due_date, true);
}

pub fn category(input: &CategoryInput, fields: &mut Fields) {
    let mut c = Check { prefix: "", fields };
    c.required("name", &input.name);
    c.max_len("name", &input.name, 100);
    c.max_len("description", &input.description, 2_000);
}

/// Which of the rows an input names the store did not find (deleted ones
/// count as not found): each becomes a field error.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Unknown {
    pub category: bool,
    pub risks: bool,
    pub controls: bool,
}

impl Unknown {
    /// Field errors under the given keys (the risk's, control's or plan's;
    /// an empty key for what that input cannot name).
    fn report(self, keys: [&str; 3], fields: &mut Fields) {
        let [category, risks, controls] = keys;
        for (missing, key, message) in [
            (self.category, category, "No such category."),
            (self.risks, risks, "No such risk."),
            (self.controls, controls, "No such control."),
        ] {
            if missing && !key.is_empty() {
                fields.insert(key.into(), message.into());
            }
        }
    }
}

/// A risk's input with its defaults: active, and the method's appetite;
/// the acceptance fields only while the response is accept.
fn settle_risk(mut input: RiskInput, method: &Method) -> RiskInput {
    if input.status.is_empty() {
        input.status = "active".into();
    }
    if input.appetite.is_empty() {
        input.appetite = method.default_appetite.clone();
    }
    if input.response == "accept" {
        input.acceptance_justification = input.acceptance_justification.trim().to_owned();
    } else {
        input.acceptance_justification.clear();
        input.acceptance_expires_on.clear();
    }
    input.acceptance_expires_on = input.acceptance_expires_on.trim().to_owned();
    input.next_review_on = input.next_review_on.trim().to_owned();
    input
}

/// How far ahead an acceptance's expiry or a next review may be set.
pub const MAX_DAYS_AHEAD: i64 = 3 * 366;

/// The dates a risk had before an update: an acceptance's expiry and the
/// next review may keep a day now past (an overdue review stays overdue
/// while other fields are edited) but a day that changes must not be past.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KeptDates {
    pub acceptance_expires_on: String,
    pub next_review_on: String,
}

/// A risk's acceptance expiry and next review against the calendar: not
/// before `earliest` unless kept, not more than [`MAX_DAYS_AHEAD`] after
/// `now`.
fn risk_dates(
    input: &RiskInput,
    kept: &KeptDates,
    now: chrono::DateTime<chrono::Utc>,
    fields: &mut Fields,
) {
    let earliest = earliest_due(now);
    let latest = schedule::format_date(now.date_naive() + chrono::Duration::days(MAX_DAYS_AHEAD));
    for (key, value, before) in [
        (
            "acceptance_expires_on",
            &input.acceptance_expires_on,
            &kept.acceptance_expires_on,
        ),
        (
            "next_review_on",
            &input.next_review_on,
            &kept.next_review_on,
        ),
    ] {
        if value.is_empty() || schedule::parse_date(value).is_none() || value == before {
            continue;
        }
        if value.as_str() < earliest.as_str() {
            fields
                .entry(key.into())
                .or_insert_with(|| "The date is in the past.".into());
        } else if value.as_str() > latest.as_str() {
            fields
                .entry(key.into())
                .or_insert_with(|| "At most 3 years ahead.".into());
        }
    }
}

/// A recorded review: its next review day (required, not past, at most 3
/// years ahead) and a note of at most 2 000 characters.
pub fn review(next_review_on: &str, comment: &str) -> Result<(), RiskError> {
    let mut fields = Fields::new();
    let mut c = Check {
        prefix: "",
        fields: &mut fields,
    };
    c.date("next_review_on", next_review_on, true);
    c.max_len("comment", comment, 2_000);
    let input = RiskInput {
        next_review_on: next_review_on.trim().to_owned(),
        ..Default::default()
    };
    risk_dates(
        &input,
        &KeptDates::default(),
        chrono::Utc::now(),
        &mut fields,
    );
    RiskError::check(fields)
}

/// A plan's input with its status, one rule wherever plans are counted
/// (open = not complete): 100% is complete, whatever status came with it; a
/// plan marked complete is at 100%; else the status given, in progress when
/// none was (issue 13: a plan at 100% stayed "in progress" and counted as
/// open and overdue).
fn settle_plan(mut input: PlanInput) -> PlanInput {
    input.progress = input.progress.min(100);
    if input.progress == 100 {
        input.status = "complete".into();
    } else if input.status == "complete" {
        input.progress = 100;
    } else if input.status.is_empty() {
        input.status = "in_progress".into();
    }
    input
}

/// The wizard's risk with its new controls and action plans; `unknown`:
/// the category and controls it names that the store did not find.
pub fn risk_for_create(
    req: RiskForCreate,
    method: &Method,
    unknown: Unknown,
) -> Result<RiskForCreate, RiskError> {
    let mut fields = Fields::new();
    risk(&req.risk, method, "", &mut fields);
    risk_dates(
        &req.risk,
        &KeptDates::default(),
        chrono::Utc::now(),
        &mut fields,
    );
    for (i, c) in req.new_controls.iter().enumerate() {
        control(c, method, &format!("new_controls.{i}."), &mut fields);
    }
    let earliest = earliest_due(chrono::Utc::now());
    for (i, p) in req.action_plans.iter().enumerate() {
        action_plan(p, &format!("action_plans.{i}."), &mut fields);
        let key = format!("action_plans.{i}.due_date");
        due_not_past(&p.due_date, None, &earliest, &key, &mut fields);
    }
    unknown.report(["category_id", "", "control_ids"], &mut fields);
    RiskError::check(fields)?;
    Ok(RiskForCreate {
        risk: settle_risk(req.risk, method),
        action_plans: req.action_plans.into_iter().map(settle_plan).collect(),
        ..req
    })
}

/// A risk's new content; `unknown` as for [`risk_for_create`]; `kept`: the
/// dates it has now.
pub fn risk_for_update(
    req: RiskForUpdate,
    method: &Method,
    unknown: Unknown,
    kept: &KeptDates,
) -> Result<RiskForUpdate, RiskError> {
    let mut fields = Fields::new();
    risk(&req.risk, method, "", &mut fields);
    risk_dates(&req.risk, kept, chrono::Utc::now(), &mut fields);
    unknown.report(["category_id", "", "control_ids"], &mut fields);
    RiskError::check(fields)?;
    Ok(RiskForUpdate {
        risk: settle_risk(req.risk, method),
        ..req
    })
}

/// A control's input; `unknown`: the risks it names that the store did not find.
pub fn control_input(
    input: ControlInput,
    method: &Method,
    unknown: Unknown,
) -> Result<ControlInput, RiskError> {
    let mut fields = Fields::new();
    control(&input, method, "", &mut fields);
    unknown.report(["", "risk_ids", ""], &mut fields);
    RiskError::check(fields)?;
    Ok(input)
}

/// An action plan's input, settled (its status filled in).
pub fn plan_input(input: PlanInput) -> Result<PlanInput, RiskError> {
    let mut fields = Fields::new();
    action_plan(&input, "", &mut fields);
    RiskError::check(fields)?;
    Ok(settle_plan(input))
}

/// The earliest due date a user may give a plan today: yesterday in UTC, so
/// that someone west of UTC can still pick their own today.
pub fn earliest_due(now: chrono::DateTime<chrono::Utc>) -> String {
    schedule::format_date((now - chrono::Duration::days(1)).date_naive())
}

/// A due date a user sets is not in the past (before `earliest`): a new
/// plan's, or an existing plan's when it is moved (`kept`: the date it has;
/// an overdue plan may keep its date). An empty `earliest` checks nothing
/// (the demo seed writes history).
pub fn due_not_past(due: &str, kept: Option<&str>, earliest: &str, key: &str, fields: &mut Fields) {
    if !due.is_empty() && Some(due) != kept && due < earliest {
        fields
            .entry(key.into())
            .or_insert_with(|| "The due date is in the past.".into());
    }
}

/// A plan's due date checked against `earliest` (see [`due_not_past`]).
pub fn plan_due(input: &PlanInput, kept: Option<&str>, earliest: &str) -> Result<(), RiskError> {
    let mut fields = Fields::new();
    due_not_past(&input.due_date, kept, earliest, "due_date", &mut fields);
    RiskError::check(fields)
}

/// The risk and control a valid plan names, as the store found them.
pub fn plan_links(unknown: Unknown) -> Result<(), RiskError> {
    let mut fields = Fields::new();
    unknown.report(["", "risk_id", "control_id"], &mut fields);
    RiskError::check(fields)
}

pub fn activity_input(input: ActivityInput) -> Result<ActivityInput, RiskError> {
    let mut fields = Fields::new();
    activity(&input, &mut fields);
    RiskError::check(fields)?;
    Ok(input)
}

/// A completion names an outcome (complied or breached: nothing is assumed)
/// and its evidence: a note of what was checked and where the proof is
/// (issue 13: "Complied" with no evidence was one click).
pub fn completion(req: ActivityCompletion) -> Result<ActivityCompletion, RiskError> {
    let mut fields = Fields::new();
    if !OUTCOMES.contains(&req.outcome.as_str()) {
        fields.insert("outcome".into(), "One of: complied, breached.".into());
    }
    if req.comment.trim().is_empty() {
        fields.insert("comment".into(), REQUIRED.into());
    }
    RiskError::check(fields)?;
    Ok(req)
}

pub fn category_input(input: CategoryInput) -> Result<CategoryInput, RiskError> {
    let mut fields = Fields::new();
    category(&input, &mut fields);
    RiskError::check(fields)?;
    Ok(input)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn valid_risk() -> RiskInput {
        RiskInput {
            title: "Supplier outage".into(),
            category_id: Some("cat-ops-third".into()),
            function_id: Some("fn-operations".into()),
            owner_id: Some("usr-editor".into()),
            gross_likelihood: 3,
            gross_impact: 4,
            ..Default::default()
        }
    }

    #[test]
    fn a_complete_risk_passes() {
        let mut f = Fields::new();
        risk(&valid_risk(), &Method::default(), "", &mut f);
        assert!(f.is_empty(), "{f:?}");
    }

    #[test]
    fn missing_required_fields_are_named_like_the_form() {
        let mut f = Fields::new();
        risk(&RiskInput::default(), &Method::default(), "", &mut f);
        for key in [
            "title",
            "category_id",
            "function_id",
            "owner_id",
            "gross_likelihood",
            "gross_impact",
        ] {
            assert_eq!(f.get(key).map(String::as_str), Some("Required"), "{key}");
        }
    }

    #[test]
    fn scores_beyond_the_matrix_and_overrides_without_reasons_are_refused() {
        let mut input = valid_risk();
        input.gross_likelihood = 6;
        input.net_override = Some(super::super::risk::NetOverride {
            likelihood: 1,
            impact: 1,
            justification: " ".into(),
        });
        let mut f = Fields::new();
        risk(&input, &Method::default(), "", &mut f);
        assert_eq!(f["gross_likelihood"], "From 1 to 5.");
        assert_eq!(f["net_override.justification"], "Required");
    }

    #[test]
    fn an_accepted_risk_says_why_and_until_when() {
        let mut input = valid_risk();
        input.response = "accept".into();
        let mut f = Fields::new();
        risk(&input, &Method::default(), "", &mut f);
        assert_eq!(f["acceptance_justification"], "Required");
        assert_eq!(f["acceptance_expires_on"], "Required");
        input.acceptance_justification = "Cheaper to bear".into();
        input.acceptance_expires_on = "31/12/2027".into();
        let mut f = Fields::new();
        risk(&input, &Method::default(), "", &mut f);
        assert_eq!(f["acceptance_expires_on"], "A date as YYYY-MM-DD.");
        assert!(!f.contains_key("acceptance_justification"));
    }

    #[test]
    fn acceptance_fields_go_with_any_other_response() {
        let mut input = valid_risk();
        input.response = "monitor".into();
        input.acceptance_justification = "left over".into();
        input.acceptance_expires_on = "2027-01-01".into();
        let settled = settle_risk(input, &Method::default());
        assert_eq!(settled.acceptance_justification, "");
        assert_eq!(settled.acceptance_expires_on, "");
    }

    #[test]
    fn a_changed_expiry_or_review_day_may_not_be_past_or_too_far_but_a_kept_one_may() {
        let now = chrono::Utc.with_ymd_and_hms(2027, 6, 15, 12, 0, 0).unwrap();
        let input = RiskInput {
            acceptance_expires_on: "2027-06-01".into(),
            next_review_on: "2031-01-01".into(),
            ..valid_risk()
        };
        let mut f = Fields::new();
        risk_dates(&input, &KeptDates::default(), now, &mut f);
        assert_eq!(f["acceptance_expires_on"], "The date is in the past.");
        assert_eq!(f["next_review_on"], "At most 3 years ahead.");
        // Yesterday (UTC) is still today somewhere west of UTC.
        let input = RiskInput {
            acceptance_expires_on: "2027-06-14".into(),
            next_review_on: "2030-06-15".into(),
            ..valid_risk()
        };
        let mut f = Fields::new();
        risk_dates(&input, &KeptDates::default(), now, &mut f);
        assert!(f.is_empty(), "{f:?}");
        // An overdue review day kept while other fields change.
        let input = RiskInput {
            next_review_on: "2027-01-01".into(),
            ..valid_risk()
        };
        let kept = KeptDates {
            next_review_on: "2027-01-01".into(),
            ..Default::default()
        };
        let mut f = Fields::new();
        risk_dates(&input, &kept, now, &mut f);
        assert!(f.is_empty(), "{f:?}");
    }

    #[test]
    fn nested_inputs_carry_their_prefix() {
        let mut f = Fields::new();
        control(
            &ControlInput::default(),
            &Method::default(),
            "new_controls.0.",
            &mut f,
        );
        assert!(f.contains_key("new_controls.0.title"));
        assert!(f.contains_key("new_controls.0.adequacy"));
    }

    #[test]
    fn plans_need_a_due_date_not_before_the_start() {
        let mut f = Fields::new();
        let plan = PlanInput {
            title: "Second supplier".into(),
            priority: "High".into(),
            start_date: "2026-12-01".into(),
            due_date: "2026-11-01".into(),
            progress: 101,
            ..Default::default()
        };
        action_plan(&plan, "", &mut f);
        assert!(f.contains_key("due_date"));
        assert!(f.contains_key("progress"));
    }

    fn fields_of(r: Result<impl std::fmt::Debug, RiskError>) -> Fields {
        match r {
            Err(RiskError::Invalid(f)) => f,
            other => panic!("expected field errors, got {other:?}"),
        }
    }

    #[test]
    fn a_risk_gets_its_defaults_once_it_passes() {
        let req = RiskForCreate {
            risk: valid_risk(),
            action_plans: vec![PlanInput {
                title: "Second supplier".into(),
                priority: "High".into(),
                due_date: "2026-12-01".into(),
                progress: 100,
                ..Default::default()
            }],
            ..Default::default()
        };
        let settled = risk_for_create(req, &Method::default(), Unknown::default()).unwrap();
        assert_eq!(settled.risk.status, "active");
        assert_eq!(settled.risk.appetite, Method::default().default_appetite);
        assert_eq!(settled.action_plans[0].status, "complete");
    }

    #[test]
    fn unknown_references_are_field_errors_beside_the_others() {
        let req = RiskForCreate {
            risk: RiskInput {
                title: String::new(),
                ..valid_risk()
            },
            ..Default::default()
        };
        let unknown = Unknown {
            category: true,
            controls: true,
            ..Unknown::default()
        };
        let f = fields_of(risk_for_create(req, &Method::default(), unknown));
        assert_eq!(f["title"], "Required");
        assert_eq!(f["category_id"], "No such category.");
        assert_eq!(f["control_ids"], "No such control.");
        let f = fields_of(plan_links(Unknown {
            risks: true,
            ..Unknown::default()
        }));
        assert_eq!(f["risk_id"], "No such risk.");
        assert!(!f.contains_key(""));
    }

    #[test]
    fn a_plan_is_in_progress_unless_finished_or_told() {
        let plan = |progress, status: &str| PlanInput {
            title: "Second supplier".into(),
            priority: "High".into(),
            due_date: "2026-12-01".into(),
            progress,
            status: status.into(),
            ..Default::default()
        };
        let status = |p| plan_input(p).unwrap().status;
        assert_eq!(status(plan(40, "")), "in_progress");
        assert_eq!(status(plan(100, "")), "complete");
        // Issue 13: 100% is complete whatever status came with it, and a
        // plan marked complete is at 100%.
        assert_eq!(status(plan(100, "in_progress")), "complete");
        assert_eq!(status(plan(100, "blocked")), "complete");
        assert_eq!(status(plan(40, "blocked")), "blocked");
        let done = plan_input(plan(40, "complete")).unwrap();
        assert_eq!((done.status.as_str(), done.progress), ("complete", 100));
    }

    #[test]
    fn a_due_date_set_in_the_past_is_refused_but_an_overdue_plan_may_keep_its_own() {
        let now = chrono::DateTime::parse_from_rfc3339("2026-11-25T10:00:00Z")
            .unwrap()
            .to_utc();
        let earliest = earliest_due(now);
        assert_eq!(earliest, "2026-11-24");
        let check = |due: &str, kept: Option<&str>| {
            let mut f = Fields::new();
            due_not_past(due, kept, &earliest, "due_date", &mut f);
            f.get("due_date").cloned()
        };
        assert_eq!(
            check("2026-11-01", None).as_deref(),
            Some("The due date is in the past.")
        );
        assert_eq!(check("2026-11-24", None), None); // today west of UTC
        assert_eq!(check("2026-12-01", None), None);
        assert_eq!(check("2026-11-01", Some("2026-11-01")), None);
        assert!(check("2026-10-01", Some("2026-11-01")).is_some());
        assert_eq!(check("2020-01-01", None).filter(|_| false), None);
        let mut f = Fields::new();
        due_not_past("2020-01-01", None, "", "due_date", &mut f);
        assert!(f.is_empty(), "an empty earliest checks nothing");
    }

    #[test]
    fn a_completion_names_complied_or_breached() {
        let done = |outcome: &str| ActivityCompletion {
            id: "a".into(),
            outcome: outcome.into(),
            comment: "Sample of 25 payments checked; report filed.".into(),
        };
        assert!(completion(done("complied")).is_ok());
        assert!(fields_of(completion(done("maybe"))).contains_key("outcome"));
        let no_evidence = ActivityCompletion {
            comment: "  ".into(),
            ..done("complied")
        };
        assert_eq!(fields_of(completion(no_evidence))["comment"], "Required");
    }
}
