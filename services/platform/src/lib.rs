//! Shared plumbing for every service and the gateway: configuration, telemetry,
//! database connections, the audit outbox and event bus, the key-value store
//! (cache, counters, revocation), gRPC bootstrap with caller authentication, the one way a service starts
//! ([`service`]) and the one error table.

pub mod approval;
pub mod bus;
pub mod config;
pub mod db;
pub mod error;
pub mod events;
pub mod files;
pub mod grpc;
pub mod kv;
#[cfg(feature = "mail")]
pub mod mail;
pub mod names;
pub mod outbox;
pub mod permissions;
pub mod service;
pub mod service_auth;
pub mod telemetry;
pub mod total;
pub mod tree;
pub mod validate;

/// Every binary allocates through mimalloc: glibc's allocator was a sixth
/// of the CPU of a register page under load (docs/benchmarks.md).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;
