//! The demo service: the admin template's demo apps answered from persisted
//! sample data. This first cut serves the movie autocomplete.

pub mod config;
pub mod domain;
pub mod grpc;
pub mod migration;
pub mod startup;
pub mod store;

pub use config::DemoConfig;
pub use startup::serve;
