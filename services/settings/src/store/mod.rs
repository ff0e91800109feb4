//! Persistence of the settings service: sea-orm queries and mutations taking
//! a connection (and the signed-in user's id the use case checked), and the
//! entities they read and write. They answer `DbErr` (or `None` for a row
//! that is not there); rules, use cases and `SettingsError` are in `domain/`.

pub mod audit_events;
pub mod audited;
pub mod bookmarks;
pub mod entities;
pub mod functions;
pub mod messages;
pub mod saved_views;
