//! Losses and lessons: proto input to the domain's, stored rows to proto.

use proto::incident::v1 as pb;

use super::incidents::rfc3339;
use crate::{
    domain::incident::{LessonPlanned, LossInput},
    store::entities::{lesson, loss},
};

impl From<pb::AddIncidentLossRequest> for LossInput {
    fn from(r: pb::AddIncidentLossRequest) -> Self {
        let pb::AddIncidentLossRequest {
            incident_id,
            kind,
            amount,
            booked_on,
            note,
        } = r;
        Self {
            incident_id,
            kind,
            amount,
            booked_on,
            note,
        }
    }
}

impl From<pb::MarkLessonPlannedRequest> for LessonPlanned {
    fn from(r: pb::MarkLessonPlannedRequest) -> Self {
        let pb::MarkLessonPlannedRequest {
            id,
            risk_id,
            action_plan_id,
        } = r;
        Self {
            id,
            risk_id,
            action_plan_id,
        }
    }
}

impl From<loss::Model> for pb::IncidentLoss {
    fn from(l: loss::Model) -> Self {
        let loss::Model {
            id,
            incident_id,
            kind,
            amount,
            booked_on,
            note,
            created_by,
            created_at,
        } = l;
        Self {
            id,
            incident_id,
            kind,
            amount,
            booked_on,
            note,
            created_by,
            created_at: rfc3339(created_at),
        }
    }
}

impl From<lesson::Model> for pb::IncidentLesson {
    fn from(l: lesson::Model) -> Self {
        let lesson::Model {
            id,
            incident_id,
            text,
            risk_id,
            action_plan_id,
            // Who wrote it is in the audit trail.
            created_by: _,
            created_at,
        } = l;
        Self {
            id,
            incident_id,
            text,
            risk_id,
            action_plan_id,
            created_at: rfc3339(created_at),
        }
    }
}
