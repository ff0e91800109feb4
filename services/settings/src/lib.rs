//! The settings service. For now: the audit event store, filled idempotently
//! from the bus, and its query API (Settings Logs, Audit Trail, Activity).

pub mod audit_store;
pub mod config;
pub mod entities;
pub mod grpc;
pub mod migration;
pub mod startup;

pub use config::SettingsConfig;
pub use startup::serve;
