//! Input checks. Each returns the field errors keyed by the JSON field names
//! the form uses (spec section 5: a missing required field is 'Required'),
//! with a prefix for nested inputs such as `new_controls.0.`.

use std::collections::BTreeMap;

use super::{
    activity::ActivityInput, category::CategoryInput, control::ControlInput, method::Method,
    plan::PlanInput, risk::RiskInput, schedule,
};

pub type Fields = BTreeMap<String, String>;

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

#[cfg(test)]
mod tests {
    use super::*;

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
}
