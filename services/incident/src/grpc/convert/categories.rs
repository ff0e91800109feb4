//! Incident categories: the category list and the requests that change one.

use proto::incident::v1 as pb;

use crate::{
    domain::category::{CategoryFilter, CategoryForUpdate, CategoryInput},
    store::categories::{CategoryView, entity},
};

impl From<CategoryView> for pb::IncidentCategory {
    fn from(v: CategoryView) -> Self {
        let CategoryView {
            row,
            incident_count,
        } = v;
        let entity::Model {
            id,
            name,
            parent_id,
            description,
            notification_hours,
            loss_threshold,
        } = row;
        pb::IncidentCategory {
            id,
            name,
            description,
            parent_id,
            notification_hours: u32::try_from(notification_hours).unwrap_or(0),
            loss_threshold,
            incident_count,
        }
    }
}

impl From<pb::IncidentCategoryInput> for CategoryInput {
    fn from(c: pb::IncidentCategoryInput) -> Self {
        let pb::IncidentCategoryInput {
            name,
            parent_id,
            description,
            notification_hours,
            loss_threshold,
        } = c;
        CategoryInput {
            name,
            parent_id,
            description,
            notification_hours,
            loss_threshold,
        }
    }
}

impl From<pb::CreateIncidentCategoryRequest> for CategoryInput {
    fn from(r: pb::CreateIncidentCategoryRequest) -> Self {
        let pb::CreateIncidentCategoryRequest { category } = r;
        category.unwrap_or_default().into()
    }
}

impl From<pb::UpdateIncidentCategoryRequest> for CategoryForUpdate {
    fn from(r: pb::UpdateIncidentCategoryRequest) -> Self {
        let pb::UpdateIncidentCategoryRequest { id, category } = r;
        CategoryForUpdate {
            id,
            category: category.unwrap_or_default().into(),
        }
    }
}

/// The filter of a list request (paging is the transport's).
impl From<&pb::ListIncidentCategoriesRequest> for CategoryFilter {
    fn from(r: &pb::ListIncidentCategoriesRequest) -> Self {
        let pb::ListIncidentCategoriesRequest {
            page: _,
            per_page: _,
            q,
        } = r;
        CategoryFilter { q: q.clone() }
    }
}
