//! Control activities: the activity list and the requests that change one.

use proto::risk::v1 as pb;

use crate::{
    domain::activity::{
        ActivityCompletion, ActivityFilter, ActivityForCreate, ActivityForUpdate, ActivityInput,
    },
    store::{
        activities::{ActivityView, Completed},
        entities::activity,
    },
};

impl From<ActivityView> for pb::ControlActivity {
    fn from(v: ActivityView) -> Self {
        let ActivityView {
            row,
            control_reference,
            status,
        } = v;
        let activity::Model {
            id,
            control_id,
            name,
            owner_id,
            frequency,
            repeat,
            due_date,
            status: _,
            outcome,
            comment,
            completed_at,
            completed_by,
            created_at,
        } = row;
        pb::ControlActivity {
            id,
            control_id,
            control_reference,
            name,
            owner_id,
            owner_name: None,
            frequency,
            repeat,
            due_date,
            status,
            outcome,
            comment,
            completed_at: completed_at.map(|t| t.to_rfc3339()).unwrap_or_default(),
            completed_by,
            created_at: created_at.to_rfc3339(),
        }
    }
}

impl From<Completed> for pb::CompleteControlActivityResponse {
    fn from(c: Completed) -> Self {
        let Completed { activity, next } = c;
        pb::CompleteControlActivityResponse {
            activity: Some(activity.into()),
            next: next.map(Into::into),
        }
    }
}

impl From<pb::ControlActivityInput> for ActivityInput {
    fn from(a: pb::ControlActivityInput) -> Self {
        let pb::ControlActivityInput {
            name,
            owner_id,
            frequency,
            repeat,
            due_date,
        } = a;
        ActivityInput {
            name,
            owner_id,
            frequency,
            repeat,
            due_date,
        }
    }
}

impl From<pb::CreateControlActivityRequest> for ActivityForCreate {
    fn from(r: pb::CreateControlActivityRequest) -> Self {
        let pb::CreateControlActivityRequest {
            control_id,
            activity,
        } = r;
        ActivityForCreate {
            control_id,
            activity: activity.unwrap_or_default().into(),
        }
    }
}

impl From<pb::UpdateControlActivityRequest> for ActivityForUpdate {
    fn from(r: pb::UpdateControlActivityRequest) -> Self {
        let pb::UpdateControlActivityRequest { id, activity } = r;
        ActivityForUpdate {
            id,
            activity: activity.unwrap_or_default().into(),
        }
    }
}

impl From<pb::CompleteControlActivityRequest> for ActivityCompletion {
    fn from(r: pb::CompleteControlActivityRequest) -> Self {
        let pb::CompleteControlActivityRequest {
            id,
            outcome,
            comment,
        } = r;
        ActivityCompletion {
            id,
            outcome,
            comment,
        }
    }
}

/// The filter of a list request (paging is the transport's).
impl From<&pb::ListControlActivitiesRequest> for ActivityFilter {
    fn from(r: &pb::ListControlActivitiesRequest) -> Self {
        let pb::ListControlActivitiesRequest {
            page: _,
            per_page: _,
            control_id,
            status,
            owner_id,
        } = r;
        ActivityFilter {
            control_id: control_id.clone(),
            status: status.clone(),
            owner_id: owner_id.clone(),
        }
    }
}
