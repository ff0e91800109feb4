//! Storing and querying audit events.

use chrono::Utc;
use platform::events::AuditEvent;
use sea_orm::{
    ActiveValue::Set, ColumnTrait, Condition, DatabaseConnection, DbErr, EntityTrait,
    PaginatorTrait, QueryFilter, QueryOrder,
};

use crate::{domain::audit::AuditFilter, store::entities::audit_event};

/// Stores `events` in one multi-row insert; an id already stored (a second
/// delivery, or twice in the batch) changes nothing.
pub async fn store(db: &DatabaseConnection, events: &[AuditEvent]) -> Result<(), DbErr> {
    let mut seen = std::collections::HashSet::new();
    let now = Utc::now();
    let rows: Vec<_> = events
        .iter()
        .filter(|e| seen.insert(e.id))
        .map(|event| audit_event::ActiveModel {
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
            stored_at: Set(now),
        })
        .collect();
    if rows.is_empty() {
        return Ok(());
    }
    audit_event::Entity::insert_many(rows)
        .on_conflict_do_nothing()
        .exec_without_returning(db)
        .await?;
    Ok(())
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

    fn event(n: u32) -> AuditEvent {
        AuditEvent::new("risk", "risk", &format!("r-{n}"), "created")
    }

    /// A redelivered batch, and an id twice in one batch, store each event once.
    #[tokio::test]
    async fn a_batch_stores_each_id_once() {
        let dir = tempfile::tempdir().unwrap();
        let url = platform::db::sqlite_url(dir.path().to_str().unwrap(), "settings");
        let db = platform::db::connect_and_migrate::<crate::migration::Migrator>(&url, "settings")
            .await
            .unwrap();
        let (a, b, c) = (event(1), event(2), event(3));
        store(&db, &[a.clone(), b.clone(), a.clone()])
            .await
            .unwrap();
        store(&db, &[b.clone(), c.clone()]).await.unwrap();
        store(&db, &[]).await.unwrap();
        let stored = audit_event::Entity::find().all(&db).await.unwrap();
        let mut ids: Vec<_> = stored.iter().map(|r| r.id.clone()).collect();
        ids.sort();
        let mut want = vec![a.id.to_string(), b.id.to_string(), c.id.to_string()];
        want.sort();
        assert_eq!(ids, want);
    }
}
