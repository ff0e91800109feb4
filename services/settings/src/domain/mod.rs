//! Rules of the settings service that need no database.

pub mod pages;
