//! Schema of the incident database.

use sea_orm_migration::{prelude::*, schema::*};

use crate::store::categories::DEFAULTS;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(platform::outbox::CreateOutbox),
            Box::new(CreateIncidentCategories),
        ]
    }
}

struct CreateIncidentCategories;

impl MigrationName for CreateIncidentCategories {
    fn name(&self) -> &str {
        "m0002_create_incident_categories"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateIncidentCategories {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("incident_categories")
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
                    .into_table("incident_categories")
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
