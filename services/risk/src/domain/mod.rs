//! Rules of the risk module, its error enum and its use cases (the only
//! part that calls the store); free of transport.

pub mod activity;
pub mod attachment;
pub mod category;
pub mod comment;
pub mod control;
pub mod error;
/// Which files may be attached (shared with the incident service).
pub use platform::files::file_type;
pub mod method;
pub mod plan;
pub mod rating;
pub mod reassessment;
pub mod report;
pub mod risk;
pub mod schedule;
pub mod use_cases;
pub mod validate;
pub mod workflow;

pub use error::RiskError;

/// Services re-check that the gateway vouched for a signed-in caller before
/// anything is changed on their behalf.
pub fn require_signed_in(user_id: &str) -> Result<(), RiskError> {
    if user_id.is_empty() {
        Err(RiskError::Forbidden)
    } else {
        Ok(())
    }
}
