//! The REST gateway: verifies tokens, enforces the route permission table,
//! maps errors once, and reaches every service only through its gRPC client.
//! Also serves the SPA, OpenAPI, health, readiness and metrics.

pub mod access;
pub mod clients;
pub mod config;
pub mod context;
pub mod error;
pub mod export;
pub mod headers;
pub mod identity;
pub mod import;
pub mod live;
pub mod metrics;
pub mod openapi;
pub mod proxies;
pub mod revocation;
pub mod routes;
pub mod security_events;
pub mod shared_store;
pub mod shed;
pub mod spa;
pub mod spans;
pub mod startup;
pub mod state;

pub use config::GatewayConfig;
pub use startup::run;
