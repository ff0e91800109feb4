//! Rules of the risk module, free of transport and storage.

pub mod file_type;
pub mod method;
pub mod rating;
pub mod risk;
pub mod schedule;
pub mod validate;
pub mod workflow;
