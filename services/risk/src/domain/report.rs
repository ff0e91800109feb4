//! What a caller asks of the reports, free of transport.

/// Which heat map, and of which risks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeatMapFilter {
    /// gross, net (also when empty) or control.
    pub kind: String,
    /// `YYYY-MM-DD`: the register as it stood at the end of that day.
    pub as_of: String,
    pub category_id: String,
    pub function_id: String,
}
