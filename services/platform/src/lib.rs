//! Shared plumbing for every service and the gateway: configuration, telemetry,
//! database connections, the audit outbox and event bus, the key-value store
//! (cache, counters, revocation), gRPC bootstrap and the one error table.

pub mod bus;
pub mod config;
pub mod db;
pub mod error;
pub mod events;
pub mod grpc;
pub mod kv;
pub mod outbox;
pub mod telemetry;
