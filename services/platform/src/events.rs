//! The audit event: one record per change or security event, routed on the
//! `audit` topic exchange as `<service>.<entity>.<action>` (docs/audit-events.md).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use uuid::Uuid;

use crate::grpc::Caller;

/// Who did it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Actor {
    pub id: String,
    pub name: String,
}

/// What it was done to.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct EntityRef {
    #[serde(rename = "type")]
    pub kind: String,
    pub id: String,
}

/// One audit event (DESIGN section 5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AuditEvent {
    pub id: Uuid,
    pub occurred_at: DateTime<Utc>,
    pub actor: Actor,
    pub service: String,
    pub entity: EntityRef,
    pub action: String,
    /// `{ "before": ..., "after": ... }`, either side may be null.
    pub changes: serde_json::Value,
    pub request_id: String,
    pub trace_id: String,
    pub source_ip: String,
}

impl AuditEvent {
    /// A new event stamped now, with the current trace id.
    pub fn new(service: &str, entity_type: &str, entity_id: &str, action: &str) -> Self {
        Self {
            id: Uuid::now_v7(),
            occurred_at: Utc::now(),
            actor: Actor::default(),
            service: service.to_owned(),
            entity: EntityRef {
                kind: entity_type.to_owned(),
                id: entity_id.to_owned(),
            },
            action: action.to_owned(),
            changes: serde_json::json!({ "before": null, "after": null }),
            request_id: String::new(),
            trace_id: crate::telemetry::current_trace_id(),
            source_ip: String::new(),
        }
    }

    pub fn actor(mut self, id: &str, name: &str) -> Self {
        self.actor = Actor {
            id: id.to_owned(),
            name: name.to_owned(),
        };
        self
    }

    /// Takes actor, request id and address from the caller the gateway vouched for.
    pub fn caller(mut self, caller: &Caller) -> Self {
        if !caller.user_id.is_empty() {
            self.actor = Actor {
                id: caller.user_id.clone(),
                name: caller.name.clone(),
            };
        }
        self.request_id = caller.request_id.clone();
        self.source_ip = caller.source_ip.clone();
        self
    }

    pub fn changes(mut self, before: serde_json::Value, after: serde_json::Value) -> Self {
        self.changes = serde_json::json!({ "before": before, "after": after });
        self
    }

    pub fn request(mut self, request_id: &str, source_ip: &str) -> Self {
        self.request_id = request_id.to_owned();
        self.source_ip = source_ip.to_owned();
        self
    }

    /// `<service>.<entity>.<action>`.
    pub fn routing_key(&self) -> String {
        format!("{}.{}.{}", self.service, self.entity.kind, self.action)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn routing_key_is_service_entity_action() {
        let e = AuditEvent::new("auth", "session", "s1", "login_succeeded");
        assert_eq!(e.routing_key(), "auth.session.login_succeeded");
    }

    #[test]
    fn serializes_entity_kind_as_type() {
        let e = AuditEvent::new("auth", "session", "s1", "x");
        let v = serde_json::to_value(&e).unwrap();
        assert_eq!(v["entity"]["type"], "session");
    }
}
