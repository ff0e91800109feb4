//! sea-orm entities of the settings database that have a file of their own; the others are an `entity` module inside the store file that owns the table.

pub mod audit_event;
