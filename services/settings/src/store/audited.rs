//! One write of a row and its audit event, in one transaction: the shape
//! every audited settings table shares (functions, saved views). The table
//! says which row (`before` → `after`: insert, update or delete) and how an
//! event shows it (`snapshot`).

use platform::{events::AuditEvent, grpc::Caller, outbox};
use sea_orm::{
    ActiveModelBehavior, ActiveModelTrait, DatabaseConnection, DbErr, EntityTrait, IntoActiveModel,
};

/// The settings service's name in audit events.
pub const SERVICE: &str = "settings";

/// How a table's rows appear in audit events: the entity kind and what of a
/// row the event carries.
pub struct Audited<M: 'static> {
    pub kind: &'static str,
    pub snapshot: fn(&M) -> serde_json::Value,
}

/// Inserts, updates (every column) or deletes a row of `E` and records the
/// `kind`/`action` event with `id` and the snapshots before and after.
pub async fn commit<E>(
    db: &DatabaseConnection,
    caller: &Caller,
    table: &Audited<E::Model>,
    id: &str,
    before: Option<&E::Model>,
    after: Option<&E::Model>,
    action: &str,
) -> Result<(), DbErr>
where
    E: EntityTrait,
    E::Model: Clone + IntoActiveModel<E::ActiveModel>,
    E::ActiveModel: ActiveModelBehavior + Send,
{
    let txn = platform::db::begin_write(db).await?;
    match (before, after) {
        (None, Some(row)) => {
            E::insert(row.clone().into_active_model())
                .exec_without_returning(&txn)
                .await?;
        }
        (Some(_), Some(row)) => {
            // Every field Set: a plain From<Model> would mark them unchanged.
            E::update(row.clone().into_active_model().reset_all())
                .exec(&txn)
                .await?;
        }
        (Some(row), None) => {
            row.clone().into_active_model().delete(&txn).await?;
        }
        (None, None) => {}
    }
    outbox::record(
        &txn,
        &AuditEvent::new(SERVICE, table.kind, id, action)
            .caller(caller)
            .changes(
                before
                    .map(table.snapshot)
                    .unwrap_or(serde_json::Value::Null),
                after.map(table.snapshot).unwrap_or(serde_json::Value::Null),
            ),
    )
    .await?;
    txn.commit().await
}
