//! The demo service: the admin template's demo apps answered from persisted
//! sample data. This first cut serves the movie autocomplete.

pub mod autocomplete;
pub mod config;
pub mod grpc;
pub mod migration;
pub mod startup;

pub use config::DemoConfig;
pub use startup::serve;
