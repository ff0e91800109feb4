//! Schema of the risk database.

use sea_orm_migration::{prelude::*, schema::*};

use crate::categories::DEFAULTS;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(platform::outbox::CreateOutbox),
            Box::new(CreateRiskCategories),
            Box::new(CreateRisks),
        ]
    }
}

struct CreateRiskCategories;

impl MigrationName for CreateRiskCategories {
    fn name(&self) -> &str {
        "m0002_create_risk_categories"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateRiskCategories {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("risk_categories")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("name"))
                .col(string("parent_id"))
                .col(text("description"))
                .to_owned(),
        )
        .await?;
        for (id, parent, name, description) in DEFAULTS {
            m.exec_stmt(
                Query::insert()
                    .into_table("risk_categories")
                    .columns(["id", "parent_id", "name", "description"])
                    .values_panic([
                        (*id).into(),
                        (*parent).into(),
                        (*name).into(),
                        (*description).into(),
                    ])
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}

struct CreateRisks;

impl MigrationName for CreateRisks {
    fn name(&self) -> &str {
        "m0003_create_risks"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateRisks {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("risks")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string_uniq("reference"))
                .col(string("title"))
                .col(text("description"))
                .col(string("category_id"))
                .col(string("function_id"))
                .col(string("owner_id"))
                .col(string("status"))
                .col(string("approval_status"))
                .col(integer("likelihood"))
                .col(integer("impact"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .to_owned(),
        )
        .await
    }
}
