//! sea-orm entities of the auth database, kept under `store/` like every service's (ADR 13).

pub mod avatar;
pub mod role_permission;
pub mod session;
pub mod user;
