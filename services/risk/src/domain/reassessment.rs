//! The loop back from incidents (issue 14, docs/incident-module.md
//! "Re-assessment loop", ADR 0020). The incident service asks for risks to
//! be re-assessed with the audit event `incident.incident.reassessment_requested`;
//! the risk service takes it from its own durable queue (or the in-process
//! bus), flags each live risk named in it (`reassessment_due`, with why in
//! `reassessment_reason`) and writes `risk.risk.reassessment_flagged`, from
//! which the settings service raises a message to the risk's owner. A changed
//! assessment or a recorded review clears the flag again
//! (`risk.risk.reassessment_cleared`, see `store::reassessment::clear`).

use platform::{events::AuditEvent, grpc::Caller};

/// The routing key the risk service's queue is bound to.
pub const REQUESTED: &str = "incident.incident.reassessment_requested";

/// At most this many characters of an incident's reference and title are kept.
const REFERENCE_MAX_CHARS: usize = 64;
const TITLE_MAX_CHARS: usize = 200;
/// At most this many risks are flagged by one request (an incident links a
/// handful; more is a broken event, not a reason for a huge transaction).
pub const MAX_RISKS: usize = 1000;

/// Why an incident asks for a re-assessment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The incident linked the risk (it did not before).
    Linked,
    /// The incident's actual loss first passed its category's threshold.
    LossThreshold,
}

impl Reason {
    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "linked" => Some(Self::Linked),
            "loss_threshold" => Some(Self::LossThreshold),
            _ => None,
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Linked => "linked",
            Self::LossThreshold => "loss_threshold",
        }
    }
}

/// One request to re-assess risks, read from the incident service's event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReassessmentRequest {
    /// The event's id: the request is applied once per id.
    pub event_id: String,
    /// The risks named, blanks and repeats left out, in the event's order.
    pub risk_ids: Vec<String>,
    pub reason: Reason,
    /// The incident's readable reference, e.g. `INC-0042`.
    pub incident_reference: String,
    pub incident_title: String,
    /// Who made the incident change that asked (the flag's audit actor),
    /// with the request id and address of that change.
    pub actor: Caller,
    /// The incident change's trace, carried on to the flag's event.
    pub trace_id: String,
}

impl ReassessmentRequest {
    /// What a flagged risk stores as its `reassessment_reason`:
    /// `<reason>:<incident reference>`, e.g. `linked:INC-0042` or
    /// `loss_threshold:INC-0042`. Machine-readable on purpose: the SPA
    /// translates the reason and shows the reference (split at the first `:`).
    pub fn reason_text(&self) -> String {
        format!("{}:{}", self.reason.as_str(), self.incident_reference)
    }
}

/// Whether `event` asks for a re-assessment (everything else on the bus is
/// not the risk service's business).
pub fn is_request(event: &AuditEvent) -> bool {
    event.routing_key() == REQUESTED
}

/// Reads a re-assessment request from its event, or says what is wrong with
/// it: `changes.after` must hold `risk_ids` (strings), `reason` (`linked` or
/// `loss_threshold`) and a non-blank `reference`; `title` may be missing.
pub fn request_of(event: &AuditEvent) -> Result<ReassessmentRequest, String> {
    let after = &event.changes["after"];
    let ids = after["risk_ids"]
        .as_array()
        .ok_or("changes.after.risk_ids is not a list")?;
    let mut risk_ids: Vec<String> = Vec::with_capacity(ids.len());
    for id in ids {
        let id = id
            .as_str()
            .ok_or("changes.after.risk_ids holds a non-string")?;
        let id = id.trim();
        if !id.is_empty() && !risk_ids.iter().any(|r| r == id) {
            risk_ids.push(id.to_owned());
        }
    }
    if risk_ids.len() > MAX_RISKS {
        return Err(format!(
            "changes.after.risk_ids names {} risks (at most {MAX_RISKS})",
            risk_ids.len()
        ));
    }
    let reason = after["reason"]
        .as_str()
        .and_then(Reason::parse)
        .ok_or("changes.after.reason is neither linked nor loss_threshold")?;
    let incident_reference: String = after["reference"]
        .as_str()
        .unwrap_or_default()
        .trim()
        .chars()
        .take(REFERENCE_MAX_CHARS)
        .collect();
    if incident_reference.is_empty() {
        return Err("changes.after.reference is missing".into());
    }
    let incident_title = after["title"]
        .as_str()
        .unwrap_or_default()
        .trim()
        .chars()
        .take(TITLE_MAX_CHARS)
        .collect();
    Ok(ReassessmentRequest {
        event_id: event.id.to_string(),
        risk_ids,
        reason,
        incident_reference,
        incident_title,
        actor: Caller {
            user_id: event.actor.id.clone(),
            name: event.actor.name.clone(),
            request_id: event.request_id.clone(),
            source_ip: event.source_ip.clone(),
            service: event.service.clone(),
            ..Default::default()
        },
        trace_id: event.trace_id.clone(),
    })
}

/// What became of one request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Applied now: the references of the risks flagged (unknown, deleted
    /// and already flagged-for-the-same-reason risks are not among them).
    Applied(Vec<String>),
    /// Its event id was applied before (a redelivery): nothing changed.
    AlreadyApplied,
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{Value, json};

    fn event(after: Value) -> AuditEvent {
        AuditEvent::new("incident", "incident", "i1", "reassessment_requested")
            .actor("u1", "Emma")
            .changes(Value::Null, after)
    }

    #[test]
    fn a_request_is_read_with_blank_and_repeated_ids_left_out() {
        let e = event(json!({
            "risk_ids": ["r1", " ", "r2", "r1"], "reason": "loss_threshold",
            "reference": " INC-0042 ", "title": "Server room flooded"
        }));
        assert!(is_request(&e));
        let r = request_of(&e).unwrap();
        assert_eq!(r.risk_ids, ["r1", "r2"]);
        assert_eq!(r.reason, Reason::LossThreshold);
        assert_eq!(r.reason_text(), "loss_threshold:INC-0042");
        assert_eq!(r.incident_title, "Server room flooded");
        assert_eq!(
            (r.actor.user_id.as_str(), r.actor.name.as_str()),
            ("u1", "Emma")
        );
        assert_eq!(r.event_id, e.id.to_string());
    }

    #[test]
    fn a_request_without_ids_reason_or_reference_is_unreadable() {
        for after in [
            json!({"reason": "linked", "reference": "INC-1"}),
            json!({"risk_ids": "r1", "reason": "linked", "reference": "INC-1"}),
            json!({"risk_ids": [1], "reason": "linked", "reference": "INC-1"}),
            json!({"risk_ids": ["r1"], "reason": "closed", "reference": "INC-1"}),
            json!({"risk_ids": ["r1"], "reason": "linked", "reference": " "}),
            Value::Null,
        ] {
            assert!(request_of(&event(after.clone())).is_err(), "{after}");
        }
    }

    #[test]
    fn other_events_are_not_requests() {
        assert!(!is_request(&AuditEvent::new(
            "incident", "incident", "i1", "updated"
        )));
        assert!(!is_request(&AuditEvent::new(
            "risk",
            "incident",
            "i1",
            "reassessment_requested"
        )));
    }
}
