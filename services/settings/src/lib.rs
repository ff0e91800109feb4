//! The settings service: the audit event store, filled idempotently from the
//! bus, and its query API (Logs, Audit Trail, Activity); functions; messages;
//! the page catalogue and each user's bookmarks.

pub mod audit_store;
pub mod bookmarks;
pub mod config;
pub mod domain;
pub mod entities;
pub mod functions;
pub mod grpc;
pub mod messages;
pub mod migration;
pub mod startup;

pub use config::SettingsConfig;
pub use startup::serve;
