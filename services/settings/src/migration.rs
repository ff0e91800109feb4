//! Schema of the settings database.

use sea_orm_migration::{prelude::*, schema::*};

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(platform::outbox::CreateOutbox),
            Box::new(CreateAuditEvents),
            Box::new(CreateFunctions),
            Box::new(CreateMessages),
            Box::new(IndexAuditEntities),
            Box::new(CreateBookmarks),
            Box::new(CreateSavedViews),
            Box::new(AddMessageLinks),
        ]
    }
}

struct CreateAuditEvents;

impl MigrationName for CreateAuditEvents {
    fn name(&self) -> &str {
        "m0002_create_audit_events"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateAuditEvents {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("audit_events")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(timestamp_with_time_zone("occurred_at"))
                .col(string("actor_id"))
                .col(string("actor_name"))
                .col(string("service"))
                .col(string("entity_type"))
                .col(string("entity_id"))
                .col(string("action"))
                .col(text("changes"))
                .col(string("request_id"))
                .col(string("trace_id"))
                .col(string("source_ip"))
                .col(timestamp_with_time_zone("stored_at"))
                .to_owned(),
        )
        .await?;
        for (name, col) in [
            ("audit_events_occurred", "occurred_at"),
            ("audit_events_service", "service"),
            ("audit_events_actor", "actor_id"),
        ] {
            m.create_index(
                Index::create()
                    .name(name)
                    .table("audit_events")
                    .col(col)
                    .if_not_exists()
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}

struct CreateFunctions;

impl MigrationName for CreateFunctions {
    fn name(&self) -> &str {
        "m0003_create_functions"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateFunctions {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("functions")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("name"))
                .col(string_null("parent_id"))
                .col(string_null("head_user_id"))
                .col(text("description"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .to_owned(),
        )
        .await
    }
}

struct CreateMessages;

impl MigrationName for CreateMessages {
    fn name(&self) -> &str {
        "m0004_create_messages"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateMessages {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("messages")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("subject"))
                .col(text("body"))
                .col(boolean("read"))
                .col(string("color"))
                .col(timestamp_with_time_zone("created_at"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("messages_user")
                .table("messages")
                .col("user_id")
                .col("created_at")
                .if_not_exists()
                .to_owned(),
        )
        .await
    }
}

/// One entity's history (a risk's page) without scanning the whole store.
struct IndexAuditEntities;

impl MigrationName for IndexAuditEntities {
    fn name(&self) -> &str {
        "m0005_index_audit_entities"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for IndexAuditEntities {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_index(
            Index::create()
                .name("audit_events_entity")
                .table("audit_events")
                .col("entity_id")
                .col("occurred_at")
                .if_not_exists()
                .to_owned(),
        )
        .await
    }
}

/// Each user's starred pages (page ids from the catalogue in code).
struct CreateBookmarks;

impl MigrationName for CreateBookmarks {
    fn name(&self) -> &str {
        "m0006_create_bookmarks"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateBookmarks {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("bookmarks")
                .if_not_exists()
                .col(string("user_id"))
                .col(integer("page_id"))
                // Unix time in milliseconds: the quick list's order.
                .col(big_integer("starred_at"))
                .primary_key(Index::create().col("user_id").col("page_id"))
                .to_owned(),
        )
        .await
    }
}

/// Each user's saved views of the big lists (issue 13).
struct CreateSavedViews;

impl MigrationName for CreateSavedViews {
    fn name(&self) -> &str {
        "m0007_create_saved_views"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateSavedViews {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("saved_views")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("list"))
                .col(string("name"))
                .col(text("query"))
                // JSON array of column ids.
                .col(text("columns"))
                .col(boolean("starred"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("saved_views_user")
                .table("saved_views")
                .col("user_id")
                .col("list")
                .if_not_exists()
                .to_owned(),
        )
        .await
    }
}

/// The SPA path a message leads to (empty: none).
struct AddMessageLinks;

impl MigrationName for AddMessageLinks {
    fn name(&self) -> &str {
        "m0008_add_message_links"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for AddMessageLinks {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("messages")
                .add_column(string("link").default(""))
                .to_owned(),
        )
        .await
    }
}
