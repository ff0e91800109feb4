//! Persistence of the settings service: sea-orm queries and mutations taking
//! a connection. Functions and messages still carry more than persistence
//! (validation, the event handler, the approvers asked of auth):
//! splitting those into `domain/` is left for a later step
//! (docs/adr/0013-service-crate-template.md, "Not there yet").

pub mod audit_events;
pub mod bookmarks;
pub mod functions;
pub mod messages;
