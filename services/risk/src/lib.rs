//! The risk service: the risk register, controls, action plans, categories
//! and reports. This first cut serves the risk category tree.

pub mod categories;
pub mod grpc;
pub mod migration;
pub mod startup;

pub use startup::serve;
