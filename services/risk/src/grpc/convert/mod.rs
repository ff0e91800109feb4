//! Proto ⇄ domain conversions of the risk service, in one place, one file
//! per resource. Every conversion destructures its source without `..`, so
//! a new field (of a proto message or of a table) breaks the build until it
//! is handled here.

mod activities;
mod attachments;
mod categories;
mod comments;
mod controls;
mod method;
mod plans;
mod reports;
mod risks;

use proto::risk::v1 as pb;

use crate::domain::method::Rated;

pub use controls::control_detail;
pub use risks::{register_page, risk_detail, risk_filter};

/// Counts and levels are stored as `i32`; the API speaks `u32`.
fn u(v: i32) -> u32 {
    u32::try_from(v).unwrap_or(0)
}

impl From<Rated> for pb::Rating {
    fn from(r: Rated) -> Self {
        let Rated {
            score,
            name,
            color,
            level,
        } = r;
        pb::Rating {
            score,
            rating: name,
            color,
            level,
        }
    }
}
