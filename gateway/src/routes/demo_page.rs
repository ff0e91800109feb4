//! One page of a demo app's list as the SPA reads it (`{data, total, page,
//! perPage, totalPages}`), shared by the apps whose answers take that shape.

use serde::Serialize;
use utoipa::ToSchema;

/// A page of a list.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Paged<T> {
    pub data: Vec<T>,
    pub total: u64,
    pub page: u32,
    pub per_page: u32,
    pub total_pages: u64,
}

impl<T> Paged<T> {
    /// The page of `data` out of `total` rows, `per_page` a page (at least 1).
    pub fn of(data: Vec<T>, total: u64, page: u32, per_page: u32) -> Self {
        let per_page = per_page.max(1);
        Self {
            data,
            total,
            page,
            per_page,
            total_pages: total.div_ceil(u64::from(per_page)),
        }
    }
}
