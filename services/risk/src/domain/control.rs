//! What a caller asks of a control, free of transport: its input, the
//! requests that change one and the filter of the control list.

/// A control as the user enters it (validated by `validate::control`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ControlInput {
    pub title: String,
    pub description: String,
    /// prevent, detect or correct.
    pub intention: String,
    /// High, Medium or Low.
    pub criticality: String,
    pub category_id: Option<String>,
    pub function_id: Option<String>,
    pub owner_id: Option<String>,
    /// proposed or in_place.
    pub state: String,
    pub adequacy: u32,
    pub effectiveness: u32,
    /// The risks the control is linked to.
    pub risk_ids: Vec<String>,
}

/// Replaces a control's content at `version`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ControlForUpdate {
    pub id: String,
    pub version: u32,
    pub control: ControlInput,
}

/// Deletes a control at `version` (soft: its history stays).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ControlDeletion {
    pub id: String,
    pub version: u32,
}

/// Filters and sort of the control list; an empty value does not filter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ControlFilter {
    pub q: String,
    pub state: String,
    pub intention: String,
    pub criticality: String,
    /// The name of a control-rating band.
    pub rating: String,
    pub owner_id: String,
    /// Controls linked to this risk.
    pub risk_id: String,
    pub sort: String,
}
