//! Rules of the demo service, its input types and its error enum, mapped
//! once to `platform::error::ApiError`. Empty while the service only answers
//! the autocomplete sample (docs/adr/0013-service-crate-template.md).

pub mod calendar;
pub mod catalog;
pub mod catalog_list;
pub mod chat;
pub mod dashboard;
pub mod mail;
pub mod send_limit;
pub mod shop;
pub mod todo;
pub mod users;
