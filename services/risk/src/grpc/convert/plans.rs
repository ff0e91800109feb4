//! Action plans: the plan list and page, and the requests that change one.

use proto::risk::v1 as pb;

use super::u;
use crate::{
    domain::plan::{PlanDeletion, PlanFilter, PlanForUpdate, PlanInput},
    store::{entities::action_plan, plans::PlanView},
};

impl From<PlanView> for pb::ActionPlan {
    fn from(v: PlanView) -> Self {
        let PlanView {
            row,
            risk_reference,
            overdue,
        } = v;
        let action_plan::Model {
            id,
            reference,
            title,
            description,
            risk_id,
            control_id,
            owner_id,
            priority,
            start_date,
            due_date,
            progress,
            status,
            version,
            created_at,
            updated_at,
            deleted_at: _,
        } = row;
        pb::ActionPlan {
            id,
            reference,
            title,
            description,
            risk_id,
            risk_reference,
            control_id,
            owner_id,
            owner_name: None,
            priority,
            start_date,
            due_date,
            progress: u(progress),
            status,
            overdue,
            version: u(version),
            created_at: created_at.to_rfc3339(),
            updated_at: updated_at.to_rfc3339(),
        }
    }
}

impl From<pb::ActionPlanInput> for PlanInput {
    fn from(p: pb::ActionPlanInput) -> Self {
        let pb::ActionPlanInput {
            title,
            description,
            risk_id,
            control_id,
            owner_id,
            priority,
            start_date,
            due_date,
            progress,
            status,
        } = p;
        PlanInput {
            title,
            description,
            risk_id,
            control_id,
            owner_id,
            priority,
            start_date,
            due_date,
            progress,
            status,
        }
    }
}

impl From<pb::CreateActionPlanRequest> for PlanInput {
    fn from(r: pb::CreateActionPlanRequest) -> Self {
        let pb::CreateActionPlanRequest { action_plan } = r;
        action_plan.unwrap_or_default().into()
    }
}

impl From<pb::UpdateActionPlanRequest> for PlanForUpdate {
    fn from(r: pb::UpdateActionPlanRequest) -> Self {
        let pb::UpdateActionPlanRequest {
            id,
            version,
            action_plan,
        } = r;
        PlanForUpdate {
            id,
            version,
            plan: action_plan.unwrap_or_default().into(),
        }
    }
}

impl From<pb::DeleteActionPlanRequest> for PlanDeletion {
    fn from(r: pb::DeleteActionPlanRequest) -> Self {
        let pb::DeleteActionPlanRequest { id, version } = r;
        PlanDeletion { id, version }
    }
}

/// The filter of a list request (paging is the transport's).
impl From<&pb::ListActionPlansRequest> for PlanFilter {
    fn from(r: &pb::ListActionPlansRequest) -> Self {
        let pb::ListActionPlansRequest {
            page: _,
            per_page: _,
            q,
            status,
            priority,
            owner_id,
            risk_id,
            control_id,
            overdue,
            sort,
        } = r;
        PlanFilter {
            q: q.clone(),
            status: status.clone(),
            priority: priority.clone(),
            owner_id: owner_id.clone(),
            risk_id: risk_id.clone(),
            control_id: control_id.clone(),
            overdue: *overdue,
            sort: sort.clone(),
        }
    }
}
