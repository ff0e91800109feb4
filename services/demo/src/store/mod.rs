//! Persistence of the demo service: sea-orm entities and queries taking a
//! connection, and the sample data. No proto types and no rules here.

pub mod autocomplete;
pub mod calendar;
pub mod calendar_seed;
pub mod catalog;
pub mod catalog_seed;
pub mod chat;
pub mod dashboard;
pub mod mail;
pub mod mail_seed;
pub mod shop;
pub mod shop_seed;
pub mod todo;
pub mod todo_seed;
pub mod users;
