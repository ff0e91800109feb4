//! sea-orm entities of the settings database.

pub mod audit_event;
