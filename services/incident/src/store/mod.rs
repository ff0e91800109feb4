//! Persistence of the incident service: sea-orm entities and queries taking
//! a connection. No proto types and no rules here.

pub mod attachments;
pub mod categories;
pub mod dashboard;
pub mod entities;
pub mod incident_list;
