//! The incident register (list, export) and the dashboard: the request's
//! filter, the register's rows and the dashboard's figures.

use chrono::{DateTime, SecondsFormat, Utc};
use proto::incident::v1 as pb;

use crate::{
    domain::register::{RegisterItem, RegisterQuery},
    store::{
        dashboard::{Figures, Month, Tally},
        entities::incident,
        incident_list::ListedIncident,
    },
};

fn rfc3339(t: DateTime<Utc>) -> String {
    t.to_rfc3339_opts(SecondsFormat::Secs, true)
}

fn rfc3339_or_empty(t: Option<DateTime<Utc>>) -> String {
    t.map(rfc3339).unwrap_or_default()
}

/// The filter of a list or export request (paging is the transport's).
impl From<&pb::ListIncidentsRequest> for RegisterQuery {
    fn from(r: &pb::ListIncidentsRequest) -> Self {
        let pb::ListIncidentsRequest {
            page: _,
            per_page: _,
            q,
            status,
            approval_status,
            category_id,
            function_id,
            experience_type,
            escalation_level,
            breach,
            occurred_from,
            occurred_to,
            risk_id,
            notification_overdue,
            sort,
        } = r;
        RegisterQuery {
            q: q.clone(),
            status: status.clone(),
            approval_status: approval_status.clone(),
            category_id: category_id.clone(),
            function_id: function_id.clone(),
            experience_type: experience_type.clone(),
            escalation_level: escalation_level.clone(),
            breach: breach.clone(),
            occurred_from: occurred_from.clone(),
            occurred_to: occurred_to.clone(),
            risk_id: risk_id.clone(),
            notification_overdue: *notification_overdue,
            sort: sort.clone(),
        }
    }
}

impl From<RegisterItem> for pb::Incident {
    fn from(item: RegisterItem) -> Self {
        let RegisterItem {
            incident:
                ListedIncident {
                    row,
                    category_name,
                    risk_ids,
                },
            notify_by,
            notification_overdue,
        } = item;
        let incident::Model {
            id,
            reference,
            title,
            description,
            category_id,
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
            actual_loss,
            estimated_loss,
            max_potential_loss,
            escalation_level,
            manager_id,
            approval_status,
            breach,
            status,
            closed_at,
            notified_at,
            control_id,
            open_actions,
            total_actions,
            version,
            changed_by,
            created_by,
            created_at,
            updated_at,
            // Deleted ones say so in approval_status.
            deleted: _,
        } = row;
        pb::Incident {
            id,
            reference,
            title,
            description,
            category_id,
            category_name,
            risk_ids,
            // The gateway fills the linked risks and the names.
            linked_risks: Vec::new(),
            function_id,
            function_name: String::new(),
            location,
            occurred_on,
            reported_on,
            reported_by,
            reporter_type,
            detection_method,
            source,
            cause_category,
            experience_type,
            actual_loss,
            estimated_loss,
            max_potential_loss,
            escalation_level,
            manager_id,
            manager_name: String::new(),
            approval_status,
            breach,
            status,
            closed_at: rfc3339_or_empty(closed_at),
            notify_by: rfc3339_or_empty(notify_by),
            notified_at: rfc3339_or_empty(notified_at),
            notification_overdue,
            control_id,
            open_actions: u32::try_from(open_actions).unwrap_or(0),
            total_actions: u32::try_from(total_actions).unwrap_or(0),
            version: u32::try_from(version).unwrap_or(0),
            changed_by,
            // The incident's page only.
            makers: Vec::new(),
            created_by,
            created_at: rfc3339(created_at),
            updated_at: rfc3339(updated_at),
        }
    }
}

impl From<Tally> for pb::IncidentTally {
    fn from(t: Tally) -> Self {
        let Tally {
            key,
            label,
            count,
            loss,
        } = t;
        pb::IncidentTally {
            key,
            label,
            count,
            loss,
        }
    }
}

impl From<Month> for pb::IncidentMonth {
    fn from(m: Month) -> Self {
        let Month {
            month,
            opened,
            closed,
            loss,
        } = m;
        pb::IncidentMonth {
            month,
            opened,
            closed,
            loss,
        }
    }
}

impl From<Figures> for pb::IncidentDashboard {
    fn from(f: Figures) -> Self {
        let Figures {
            open,
            closed,
            pending_approval,
            by_experience_type,
            by_category,
            by_function,
            by_risk,
            trend,
            mean_days_to_close,
            overdue_actions,
            notification_overdue,
        } = f;
        let tallies = |v: Vec<Tally>| v.into_iter().map(Into::into).collect();
        pb::IncidentDashboard {
            open,
            closed,
            pending_approval,
            by_experience_type: tallies(by_experience_type),
            by_category: tallies(by_category),
            by_function: tallies(by_function),
            by_risk: tallies(by_risk),
            // The gateway fills it from the risk service.
            by_risk_category: Vec::new(),
            trend: trend.into_iter().map(Into::into).collect(),
            mean_days_to_close,
            overdue_actions,
            notification_overdue,
        }
    }
}
