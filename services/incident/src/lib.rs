//! The incident service: incidents, incident categories and actions. This
//! first cut serves the incident categories.

pub mod config;
pub mod domain;
pub mod grpc;
pub mod migration;
pub mod seed;
pub mod startup;
pub mod store;

pub use config::IncidentConfig;
pub use startup::serve;
