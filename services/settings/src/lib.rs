//! The settings service: the audit event store, filled idempotently from the
//! bus, and its query API (Logs, Audit Trail, Activity); functions; messages;
//! the page catalogue and each user's bookmarks.

pub mod config;
pub mod domain;
pub mod grpc;
pub mod migration;
pub mod startup;
pub mod store;

pub use config::SettingsConfig;
pub use startup::serve;
