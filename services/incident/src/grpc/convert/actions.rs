//! Incident actions: proto input to the domain's, stored and listed actions
//! to proto (with "overdue" as of today, UTC).

use chrono::Utc;
use proto::incident::v1 as pb;

use super::incidents::rfc3339_or_empty;
use crate::{
    domain::incident::{ActionFilter, ActionInput, ActionStatusChange},
    store::{actions::ListedAction, entities::action},
};

impl From<pb::IncidentActionInput> for ActionInput {
    fn from(a: pb::IncidentActionInput) -> Self {
        let pb::IncidentActionInput {
            title,
            owner_id,
            due_on,
        } = a;
        Self {
            title,
            owner_id,
            due_on,
        }
    }
}

impl From<pb::SetIncidentActionStatusRequest> for ActionStatusChange {
    fn from(r: pb::SetIncidentActionStatusRequest) -> Self {
        let pb::SetIncidentActionStatusRequest {
            id,
            complete,
            lessons,
        } = r;
        Self {
            id,
            complete,
            lessons,
        }
    }
}

/// The filter of the action list (paging is the transport's).
impl From<&pb::ListIncidentActionsRequest> for ActionFilter {
    fn from(r: &pb::ListIncidentActionsRequest) -> Self {
        let pb::ListIncidentActionsRequest {
            page: _,
            per_page: _,
            q,
            incident_id,
            owner_id,
            status,
            overdue,
            sort,
        } = r;
        Self {
            q: q.clone(),
            incident_id: incident_id.clone(),
            owner_id: owner_id.clone(),
            status: status.clone(),
            overdue: *overdue,
            sort: sort.clone(),
        }
    }
}

impl From<ListedAction> for pb::IncidentAction {
    fn from(l: ListedAction) -> Self {
        let ListedAction {
            row,
            incident_reference,
            incident_title,
        } = l;
        let action::Model {
            id,
            incident_id,
            title,
            owner_id,
            due_on,
            status,
            completed_at,
            created_by: _,
            created_at,
        } = row;
        let today = Utc::now().date_naive().format("%Y-%m-%d").to_string();
        Self {
            id,
            incident_id,
            incident_reference,
            incident_title,
            title,
            owner_id,
            // The gateway fills the owner's name.
            owner_name: String::new(),
            overdue: status != "complete" && due_on < today,
            due_on,
            status,
            completed_at: rfc3339_or_empty(completed_at),
            created_at: rfc3339_or_empty(Some(created_at)),
        }
    }
}

/// An action on its incident's page or in the answer of a change: the
/// incident's reference and title are not repeated.
impl From<action::Model> for pb::IncidentAction {
    fn from(row: action::Model) -> Self {
        ListedAction {
            row,
            incident_reference: String::new(),
            incident_title: String::new(),
        }
        .into()
    }
}
