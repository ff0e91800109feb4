//! Incidents: the proto input to the domain's input types, and the stored
//! incident, its page and its approval history to proto. The incident
//! message itself is built by the register's conversion (`convert::register`)
//! with the reporting clock of `domain::clock`.

use chrono::{DateTime, SecondsFormat, Utc};
use proto::incident::v1 as pb;

use crate::{
    domain::{
        clock,
        incident::{
            IncidentDeletion, IncidentForCreate, IncidentForUpdate, IncidentInput,
            IncidentTransition,
        },
        register::RegisterItem,
    },
    store::{
        entities::approval,
        incidents::{IncidentDetailView, IncidentView},
    },
};

pub(super) fn rfc3339(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}

pub(super) fn rfc3339_or_empty(t: Option<DateTime<Utc>>) -> String {
    t.map(rfc3339).unwrap_or_default()
}

impl From<pb::IncidentInput> for IncidentInput {
    fn from(i: pb::IncidentInput) -> Self {
        let pb::IncidentInput {
            title,
            description,
            category_id,
            risk_ids,
            function_id,
            location,
            occurred_on,
            reported_on,
            reported_by,
            reporter_type,
            detection_method,
            source,
            cause_category,
            experience_type,
            estimated_loss,
            max_potential_loss,
            escalation_level,
            manager_id,
            breach,
            notified_at,
            control_id,
        } = i;
        Self {
            title,
            description,
            category_id,
            risk_ids,
            function_id,
            location,
            occurred_on,
            reported_on,
            reported_by,
            reporter_type,
            detection_method,
            source,
            cause_category,
            experience_type,
            estimated_loss,
            max_potential_loss,
            escalation_level,
            manager_id,
            breach,
            notified_at,
            control_id,
        }
    }
}

impl From<pb::CreateIncidentRequest> for IncidentForCreate {
    fn from(r: pb::CreateIncidentRequest) -> Self {
        let pb::CreateIncidentRequest {
            incident,
            actions,
            submit,
        } = r;
        Self {
            // A missing incident is checked like an empty one (422).
            incident: incident.unwrap_or_default().into(),
            actions: actions.into_iter().map(Into::into).collect(),
            submit,
        }
    }
}

impl From<pb::UpdateIncidentRequest> for IncidentForUpdate {
    fn from(r: pb::UpdateIncidentRequest) -> Self {
        let pb::UpdateIncidentRequest {
            id,
            version,
            incident,
            submit,
        } = r;
        Self {
            id,
            version,
            incident: incident.unwrap_or_default().into(),
            submit,
        }
    }
}

impl From<pb::DeleteIncidentRequest> for IncidentDeletion {
    fn from(r: pb::DeleteIncidentRequest) -> Self {
        let pb::DeleteIncidentRequest {
            id,
            version,
            comment,
        } = r;
        Self {
            id,
            version,
            comment,
        }
    }
}

impl From<pb::TransitionIncidentRequest> for IncidentTransition {
    fn from(r: pb::TransitionIncidentRequest) -> Self {
        let pb::TransitionIncidentRequest {
            id,
            action,
            version,
            comment,
        } = r;
        Self {
            id,
            action,
            version,
            comment,
        }
    }
}

/// An incident with its reporting clock at the time of the answer and its
/// makers.
impl From<IncidentView> for pb::Incident {
    fn from(v: IncidentView) -> Self {
        let IncidentView {
            listed,
            makers,
            notification_hours,
        } = v;
        let (notify_by, notification_overdue) = clock::clock(
            &listed.row.reported_on,
            notification_hours,
            listed.row.notified_at,
            Utc::now(),
        );
        let mut incident: pb::Incident = RegisterItem {
            incident: listed,
            notify_by,
            notification_overdue,
        }
        .into();
        incident.makers = makers;
        incident
    }
}

impl From<approval::Model> for pb::IncidentApproval {
    fn from(a: approval::Model) -> Self {
        let approval::Model {
            id: _,
            incident_id: _,
            action,
            from_status,
            to_status,
            actor_id,
            actor_name,
            comment,
            // The history shows who and when, not the version.
            version: _,
            at,
        } = a;
        Self {
            action,
            from_status,
            to_status,
            actor_id,
            actor_name,
            comment,
            at: rfc3339(at),
        }
    }
}

impl From<IncidentDetailView> for pb::IncidentDetail {
    fn from(d: IncidentDetailView) -> Self {
        let IncidentDetailView {
            incident,
            actions,
            losses,
            lessons,
            approvals,
        } = d;
        Self {
            incident: Some(incident.into()),
            actions: actions.into_iter().map(Into::into).collect(),
            losses: losses.into_iter().map(Into::into).collect(),
            lessons: lessons.into_iter().map(Into::into).collect(),
            approvals: approvals.into_iter().map(Into::into).collect(),
        }
    }
}
