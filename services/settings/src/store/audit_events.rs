//! Storing and querying audit events.

use chrono::{DateTime, Utc};
use platform::events::AuditEvent;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, Condition, DatabaseConnection, DbErr, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder,
};

use crate::store::entities::audit_event;

/// Stores `event` once: a second delivery of the same id changes nothing.
pub async fn store(db: &DatabaseConnection, event: &AuditEvent) -> Result<(), DbErr> {
    let row = audit_event::ActiveModel {
        id: Set(event.id.to_string()),
        occurred_at: Set(event.occurred_at),
        actor_id: Set(event.actor.id.clone()),
        actor_name: Set(event.actor.name.clone()),
        service: Set(event.service.clone()),
        entity_type: Set(event.entity.kind.clone()),
        entity_id: Set(event.entity.id.clone()),
        action: Set(event.action.clone()),
        changes: Set(event.changes.to_string()),
        request_id: Set(event.request_id.clone()),
        trace_id: Set(event.trace_id.clone()),
        source_ip: Set(event.source_ip.clone()),
        stored_at: Set(Utc::now()),
    };
    audit_event::Entity::insert(row)
        .on_conflict_do_nothing()
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// Filters of the audit list.
#[derive(Debug, Default)]
pub struct AuditFilter {
    pub service: String,
    pub action: String,
    pub actor_id: String,
    pub q: String,
    pub entity_type: String,
    pub entity_id: String,
    pub from: Option<DateTime<Utc>>,
    /// Exclusive upper bound.
    pub until: Option<DateTime<Utc>>,
}

/// One page of the audit list under a filter.
#[derive(Debug, Default)]
pub struct AuditQuery {
    pub filter: AuditFilter,
    /// 1-based.
    pub page: u64,
    pub per_page: u64,
}

/// Parses a filter bound: RFC 3339, or a date (its first instant, or with
/// `end_of_day` the first instant of the next day).
pub fn parse_bound(s: &str, end_of_day: bool) -> Result<Option<DateTime<Utc>>, String> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    if let Ok(t) = DateTime::parse_from_rfc3339(s) {
        return Ok(Some(t.with_timezone(&Utc)));
    }
    let date = chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d")
        .map_err(|_| format!("{s:?} is not a date (YYYY-MM-DD)"))?;
    let date = if end_of_day {
        date.succ_opt().unwrap_or(date)
    } else {
        date
    };
    Ok(Some(
        date.and_hms_opt(0, 0, 0)
            .expect("midnight exists")
            .and_utc(),
    ))
}

/// One page of events, newest first, and the total matching.
pub async fn list(
    db: &DatabaseConnection,
    filter: &AuditFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<audit_event::Model>, u64), DbErr> {
    let mut cond = Condition::all();
    if !filter.service.is_empty() {
        cond = cond.add(audit_event::Column::Service.eq(&filter.service));
    }
    if !filter.action.is_empty() {
        cond = cond.add(audit_event::Column::Action.eq(&filter.action));
    }
    if !filter.actor_id.is_empty() {
        cond = cond.add(audit_event::Column::ActorId.eq(&filter.actor_id));
    }
    if !filter.entity_id.is_empty() {
        cond = cond.add(audit_event::Column::EntityId.eq(&filter.entity_id));
    }
    if !filter.entity_type.is_empty() {
        cond = cond.add(audit_event::Column::EntityType.eq(&filter.entity_type));
    }
    if let Some(from) = filter.from {
        cond = cond.add(audit_event::Column::OccurredAt.gte(from));
    }
    if let Some(until) = filter.until {
        cond = cond.add(audit_event::Column::OccurredAt.lt(until));
    }
    if !filter.q.trim().is_empty() {
        let q = filter.q.trim();
        cond = cond.add(platform::db::contains_any(
            [
                audit_event::Column::ActorName,
                audit_event::Column::Action,
                audit_event::Column::EntityType,
                audit_event::Column::EntityId,
                audit_event::Column::Changes,
            ],
            q,
        ));
    }
    let paginator = audit_event::Entity::find()
        .filter(cond)
        .order_by_desc(audit_event::Column::OccurredAt)
        .order_by_desc(audit_event::Column::Id)
        .paginate(db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.saturating_sub(1)).await?;
    Ok((rows, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_cover_whole_days() {
        let from = parse_bound("2026-11-23", false).unwrap().unwrap();
        let until = parse_bound("2026-11-23", true).unwrap().unwrap();
        assert_eq!((until - from).num_hours(), 24);
        assert!(parse_bound("", false).unwrap().is_none());
        assert!(parse_bound("23/11/2026", false).is_err());
        assert!(parse_bound("2026-11-23T10:00:00Z", true).unwrap().is_some());
    }
}
