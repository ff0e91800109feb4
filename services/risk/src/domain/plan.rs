//! What a caller asks of an action plan, free of transport: its input, the
//! requests that change one and the filter of the plan list.

/// A plan not complete past its due date (dates as `YYYY-MM-DD`) is overdue.
pub fn is_overdue(status: &str, due_date: &str, today: &str) -> bool {
    status != "complete" && !due_date.is_empty() && due_date < today
}

/// An action plan as the user enters it (validated by `validate::action_plan`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlanInput {
    pub title: String,
    pub description: String,
    pub risk_id: Option<String>,
    pub control_id: Option<String>,
    pub owner_id: Option<String>,
    /// High, Medium or Low.
    pub priority: String,
    /// `YYYY-MM-DD`, may be empty.
    pub start_date: String,
    /// `YYYY-MM-DD`.
    pub due_date: String,
    /// 0 to 100.
    pub progress: u32,
    /// Empty: in progress, or complete at 100%.
    pub status: String,
}

/// Replaces a plan's content at `version`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanForUpdate {
    pub id: String,
    pub version: u32,
    pub plan: PlanInput,
}

/// Deletes a plan at `version` (soft: its history stays).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlanDeletion {
    pub id: String,
    pub version: u32,
}

/// Filters and sort of the plan list; an empty value does not filter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlanFilter {
    pub q: String,
    pub status: String,
    pub priority: String,
    pub owner_id: String,
    pub risk_id: String,
    pub control_id: String,
    /// Only plans not complete past their due date.
    pub overdue: bool,
    pub sort: String,
}
