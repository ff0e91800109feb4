//! Risk categories: the category list and the requests that change one.

use proto::risk::v1 as pb;

use crate::{
    domain::category::{CategoryFilter, CategoryForUpdate, CategoryInput},
    store::categories::{CategoryView, entity},
};

impl From<CategoryView> for pb::RiskCategory {
    fn from(v: CategoryView) -> Self {
        let CategoryView { row, risk_count } = v;
        let entity::Model {
            id,
            name,
            parent_id,
            description,
        } = row;
        pb::RiskCategory {
            id,
            name,
            parent_id,
            description,
            risk_count,
        }
    }
}

impl From<pb::RiskCategoryInput> for CategoryInput {
    fn from(c: pb::RiskCategoryInput) -> Self {
        let pb::RiskCategoryInput {
            name,
            parent_id,
            description,
        } = c;
        CategoryInput {
            name,
            parent_id,
            description,
        }
    }
}

impl From<pb::CreateRiskCategoryRequest> for CategoryInput {
    fn from(r: pb::CreateRiskCategoryRequest) -> Self {
        let pb::CreateRiskCategoryRequest { category } = r;
        category.unwrap_or_default().into()
    }
}

impl From<pb::UpdateRiskCategoryRequest> for CategoryForUpdate {
    fn from(r: pb::UpdateRiskCategoryRequest) -> Self {
        let pb::UpdateRiskCategoryRequest { id, category } = r;
        CategoryForUpdate {
            id,
            category: category.unwrap_or_default().into(),
        }
    }
}

/// The filter of a list request (paging is the transport's).
impl From<&pb::ListRiskCategoriesRequest> for CategoryFilter {
    fn from(r: &pb::ListRiskCategoriesRequest) -> Self {
        let pb::ListRiskCategoriesRequest {
            page: _,
            per_page: _,
            q,
        } = r;
        CategoryFilter { q: q.clone() }
    }
}
