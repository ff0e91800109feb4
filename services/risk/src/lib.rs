//! The risk service: the risk register with its assessments and approval
//! workflow, controls and their activities, action plans, categories, the
//! configurable risk method and the reports built on them.

pub mod config;
pub mod domain;
pub mod grpc;
pub mod migration;
pub mod seed;
pub mod startup;
pub mod store;

pub use config::RiskConfig;
pub use startup::serve;
