//! The incident service: incidents, incident categories and actions. This
//! first cut serves the incident categories.

pub mod categories;
pub mod grpc;
pub mod migration;
pub mod startup;

pub use startup::serve;
