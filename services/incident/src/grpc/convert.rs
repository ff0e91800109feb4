//! Proto ⇄ domain for the incident service. Every conversion destructures
//! exhaustively, so a new field breaks the build until it is handled.

mod actions;
mod attachments;
mod categories;
mod incidents;
mod losses;
mod register;
