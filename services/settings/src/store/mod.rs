//! Persistence of the settings service: sea-orm queries and mutations taking
//! a connection (or the signed-in user's id the grpc layer checked), and the
//! entities they read and write. Rules and use cases are in `domain/`.

pub mod audit_events;
pub mod bookmarks;
pub mod entities;
pub mod functions;
pub mod messages;
