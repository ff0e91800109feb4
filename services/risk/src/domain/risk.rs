//! What a caller asks of a risk, free of transport: the input of a risk and
//! the requests that change one (validated by `validate::risk`).

use super::{control::ControlInput, plan::PlanInput, workflow::Action};

/// The content and gross assessment of a risk, as the assessor enters it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RiskInput {
    pub title: String,
    pub description: String,
    pub risk_event: String,
    pub causes: String,
    pub effects: String,
    pub category_id: Option<String>,
    pub function_id: Option<String>,
    pub owner_id: Option<String>,
    /// active (default) or inactive.
    pub status: String,
    pub gross_likelihood: u32,
    pub gross_impact: u32,
    pub response: String,
    /// Empty: the method's default appetite.
    pub appetite: String,
    pub key_risk_indicator: String,
    pub kri_level: String,
    pub control_ids: Vec<String>,
    /// An assessor's net rating in place of the computed one.
    pub net_override: Option<NetOverride>,
    /// Response accept: why, and the day the acceptance ends (YYYY-MM-DD).
    pub acceptance_justification: String,
    pub acceptance_expires_on: String,
    /// The next review day (YYYY-MM-DD); empty: a year from now on create,
    /// unchanged on update.
    pub next_review_on: String,
}

/// An assessor's net position, with why the computed one does not hold.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NetOverride {
    pub likelihood: u32,
    pub impact: u32,
    pub justification: String,
}

/// A new risk with the new controls it brings and its action plans.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RiskForCreate {
    pub risk: RiskInput,
    pub new_controls: Vec<ControlInput>,
    pub action_plans: Vec<PlanInput>,
    /// false keeps it proposed (a draft); true submits it for approval.
    pub submit: bool,
}

/// Replaces a risk's content at `version`; `submit` sends it for approval.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RiskForUpdate {
    pub id: String,
    pub version: u32,
    pub risk: RiskInput,
    pub submit: bool,
}

/// submit, approve or reject a risk at `version`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RiskTransition {
    pub id: String,
    /// Submit, Approve or Reject (see `workflow::requested`).
    pub action: Action,
    pub version: u32,
    pub comment: String,
}

/// Deletes a risk at `version` (soft: its history stays).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RiskDeletion {
    pub id: String,
    pub version: u32,
    pub comment: String,
}

/// A review of a risk at `version`: what it found and the next review day.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RiskReview {
    pub id: String,
    pub version: u32,
    pub next_review_on: String,
    pub comment: String,
}
