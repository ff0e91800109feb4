//! The transactional outbox: a service writes its audit event in the same
//! transaction as the change; the relay (see [`crate::bus`]) publishes it later.

use chrono::Utc;
use sea_orm::{ActiveValue::Set, ConnectionTrait, DbErr, EntityTrait};
use sea_orm_migration::{prelude::*, schema::*};

use crate::events::AuditEvent;

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "outbox")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub routing_key: String,
        #[sea_orm(column_type = "Text")]
        pub payload: String,
        pub created_at: DateTimeUtc,
        pub published_at: Option<DateTimeUtc>,
        pub attempts: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Stores `event` in the outbox using `conn` (pass the open transaction).
pub async fn record<C: ConnectionTrait>(conn: &C, event: &AuditEvent) -> Result<(), DbErr> {
    let payload = serde_json::to_string(event).map_err(|e| DbErr::Custom(e.to_string()))?;
    entity::Entity::insert(entity::ActiveModel {
        id: Set(event.id.to_string()),
        routing_key: Set(event.routing_key()),
        payload: Set(payload),
        created_at: Set(Utc::now()),
        published_at: Set(None),
        attempts: Set(0),
    })
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// Records many events in the caller's transaction, a few hundred to a
/// statement (a bulk import writes thousands at once).
pub async fn record_many<C: ConnectionTrait>(conn: &C, events: &[AuditEvent]) -> Result<(), DbErr> {
    let now = Utc::now();
    for chunk in events.chunks(200) {
        let mut rows = Vec::with_capacity(chunk.len());
        for event in chunk {
            let payload = serde_json::to_string(event).map_err(|e| DbErr::Custom(e.to_string()))?;
            rows.push(entity::ActiveModel {
                id: Set(event.id.to_string()),
                routing_key: Set(event.routing_key()),
                payload: Set(payload),
                created_at: Set(now),
                published_at: Set(None),
                attempts: Set(0),
            });
        }
        entity::Entity::insert_many(rows)
            .exec_without_returning(conn)
            .await?;
    }
    Ok(())
}

/// The migrator of a component whose database holds nothing but its outbox
/// (the gateway's security events).
pub struct OutboxOnly;

#[async_trait::async_trait]
impl MigratorTrait for OutboxOnly {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![Box::new(CreateOutbox)]
    }
}

/// The migration every service's migrator lists first.
pub struct CreateOutbox;

impl MigrationName for CreateOutbox {
    fn name(&self) -> &str {
        "m0001_create_outbox"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateOutbox {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                Table::create()
                    .table("outbox")
                    .if_not_exists()
                    .col(string("id").primary_key())
                    .col(string("routing_key"))
                    .col(text("payload"))
                    .col(timestamp_with_time_zone("created_at"))
                    .col(timestamp_with_time_zone_null("published_at"))
                    .col(integer("attempts").default(0))
                    .to_owned(),
            )
            .await?;
        manager
            .create_index(
                Index::create()
                    .name("outbox_unpublished")
                    .table("outbox")
                    .col("published_at")
                    .col("created_at")
                    .if_not_exists()
                    .to_owned(),
            )
            .await
    }
}
