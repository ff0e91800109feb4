//! Rules of the risk module, free of transport and storage.

pub mod activity;
pub mod attachment;
pub mod category;
pub mod control;
pub mod file_type;
pub mod method;
pub mod plan;
pub mod rating;
pub mod report;
pub mod risk;
pub mod schedule;
pub mod validate;
pub mod workflow;
