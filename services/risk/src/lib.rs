//! The risk service: the risk register, controls, action plans, categories
//! and reports. So far: the category tree and the register list.

pub mod categories;
pub mod grpc;
pub mod migration;
pub mod risks;
pub mod startup;

pub use startup::serve;
