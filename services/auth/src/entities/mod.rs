//! sea-orm entities of the auth database.

pub mod avatar;
pub mod role_permission;
pub mod session;
pub mod user;
