//! Controls: the control list and page, and the requests that change one.

use proto::risk::v1 as pb;

use super::u;
use crate::{
    domain::control::{ControlDeletion, ControlFilter, ControlForUpdate, ControlInput},
    store::{
        activities::ActivityView,
        controls::{ControlDetail, ControlView},
        entities::control,
        risks::RiskView,
    },
};

impl From<ControlView> for pb::Control {
    fn from(v: ControlView) -> Self {
        let ControlView {
            row,
            rating,
            risk_ids,
            open_activities,
            overdue_activities,
            compliance,
        } = v;
        let control::Model {
            id,
            reference,
            title,
            description,
            intention,
            criticality,
            category_id,
            function_id,
            owner_id,
            state,
            adequacy,
            effectiveness,
            score: _,
            version,
            created_by: _,
            created_at,
            updated_at,
            deleted_at: _,
        } = row;
        pb::Control {
            id,
            reference,
            title,
            description,
            intention,
            criticality,
            category_id,
            function_id,
            owner_id,
            owner_name: None,
            state,
            adequacy: u(adequacy),
            effectiveness: u(effectiveness),
            control_ratings: Some(rating.into()),
            risk_ids,
            open_activities,
            overdue_activities,
            compliance,
            version: u(version),
            created_at: created_at.to_rfc3339(),
            updated_at: updated_at.to_rfc3339(),
        }
    }
}

/// A control's page; its risks already decorated.
pub fn control_detail(d: ControlDetail, risks: Vec<RiskView>) -> pb::ControlDetail {
    let ControlDetail {
        control,
        risks: _,
        activities: rows,
        action_plans,
    } = d;
    let reference = control.row.reference.clone();
    pb::ControlDetail {
        risks: risks.into_iter().map(Into::into).collect(),
        activities: rows
            .iter()
            .map(|a| ActivityView::new(a, Some(&reference)).into())
            .collect(),
        action_plans: action_plans.into_iter().map(Into::into).collect(),
        control: Some(control.into()),
    }
}

impl From<pb::ControlInput> for ControlInput {
    fn from(c: pb::ControlInput) -> Self {
        let pb::ControlInput {
            title,
            description,
            intention,
            criticality,
            category_id,
            function_id,
            owner_id,
            state,
            adequacy,
            effectiveness,
            risk_ids,
        } = c;
        ControlInput {
            title,
            description,
            intention,
            criticality,
            category_id,
            function_id,
            owner_id,
            state,
            adequacy,
            effectiveness,
            risk_ids,
        }
    }
}

impl From<pb::CreateControlRequest> for ControlInput {
    fn from(r: pb::CreateControlRequest) -> Self {
        let pb::CreateControlRequest { control } = r;
        control.unwrap_or_default().into()
    }
}

impl From<pb::UpdateControlRequest> for ControlForUpdate {
    fn from(r: pb::UpdateControlRequest) -> Self {
        let pb::UpdateControlRequest {
            id,
            version,
            control,
        } = r;
        ControlForUpdate {
            id,
            version,
            control: control.unwrap_or_default().into(),
        }
    }
}

impl From<pb::DeleteControlRequest> for ControlDeletion {
    fn from(r: pb::DeleteControlRequest) -> Self {
        let pb::DeleteControlRequest { id, version } = r;
        ControlDeletion { id, version }
    }
}

/// The filter of a list request (paging is the transport's).
impl From<&pb::ListControlsRequest> for ControlFilter {
    fn from(r: &pb::ListControlsRequest) -> Self {
        let pb::ListControlsRequest {
            page: _,
            per_page: _,
            q,
            state,
            intention,
            criticality,
            rating,
            owner_id,
            risk_id,
            sort,
        } = r;
        ControlFilter {
            q: q.clone(),
            state: state.clone(),
            intention: intention.clone(),
            criticality: criticality.clone(),
            rating: rating.clone(),
            owner_id: owner_id.clone(),
            risk_id: risk_id.clone(),
            sort: sort.clone(),
        }
    }
}
