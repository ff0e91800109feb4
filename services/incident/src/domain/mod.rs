//! Rules of the incident service, its input types (`XForCreate`...) and its
//! error enum, mapped once to `platform::error::ApiError`. Empty while the
//! service only lists categories (docs/adr/0013-service-crate-template.md).

pub mod category;
pub mod clock;
pub mod dashboard;
pub mod error;
pub mod incident;
pub mod reassessment;
pub mod register;
pub mod status;
pub mod validate;

pub use error::{Fields, IncidentError};

pub mod attachment;
