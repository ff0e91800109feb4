//! Whole small lists read page by page: the risk categories and the
//! functions, which exports and imports turn into names. One reader each,
//! so every caller stops at the same end (a short page, the total, or the
//! cap) instead of each loop choosing its own.

use proto::{risk::v1 as pb, settings::v1 as spb};

use crate::{context::Ctx, error::HttpError, state::AppState};

const PER_PAGE: u32 = 100;
/// At most this many pages (5,000 items): a runaway total cannot keep the
/// gateway calling.
const MAX_PAGES: u32 = 50;

/// Every risk category.
pub async fn risk_categories(
    state: &AppState,
    ctx: &Ctx,
) -> Result<Vec<pb::RiskCategory>, HttpError> {
    let mut all = vec![];
    for page in 1..=MAX_PAGES {
        let res = state
            .clients
            .risk_as(ctx)
            .list_risk_categories(pb::ListRiskCategoriesRequest {
                page,
                per_page: PER_PAGE,
                q: String::new(),
            })
            .await?
            .into_inner();
        let n = res.categories.len();
        all.extend(res.categories);
        if n < PER_PAGE as usize || all.len() as u64 >= res.total {
            break;
        }
    }
    Ok(all)
}

/// Every function (department).
pub async fn functions(state: &AppState, ctx: &Ctx) -> Result<Vec<spb::Function>, HttpError> {
    let mut all = vec![];
    for page in 1..=MAX_PAGES {
        let res = state
            .clients
            .settings_as(ctx)
            .list_functions(spb::ListFunctionsRequest {
                page,
                per_page: PER_PAGE,
                q: String::new(),
            })
            .await?
            .into_inner();
        let n = res.functions.len();
        all.extend(res.functions);
        if n < PER_PAGE as usize || all.len() as u64 >= res.total {
            break;
        }
    }
    Ok(all)
}
