//! Rules of the settings service that need no database.

pub mod messages;
pub mod pages;
