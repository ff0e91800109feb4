//! The auth service: users' credentials, sessions, signed access tokens,
//! rotating refresh tokens, sign-in throttling and role permissions.

pub mod config;
pub mod domain;
pub mod grpc;
pub mod migration;
pub mod seed;
pub mod startup;
pub mod store;

pub use config::AuthConfig;
pub use startup::serve;
