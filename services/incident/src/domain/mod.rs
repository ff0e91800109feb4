//! Rules of the incident service, its input types (`XForCreate`...), its
//! use cases and its error enum, mapped once to `platform::error::ApiError`
//! (docs/adr/0013-service-crate-template.md).

pub mod attachment;
pub mod category;
pub mod clock;
pub mod dashboard;
pub mod error;
pub mod incident;
pub mod reassessment;
pub mod register;
pub mod register_filter;
pub mod status;
pub mod use_cases;
pub mod validate;

pub use error::{Fields, IncidentError};
