//! Schema and sample data of the demo database.

use sea_orm_migration::{prelude::*, schema::*};

use crate::store::autocomplete::TITLES;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(platform::outbox::CreateOutbox),
            Box::new(CreateAutocomplete),
        ]
    }
}

struct CreateAutocomplete;

impl MigrationName for CreateAutocomplete {
    fn name(&self) -> &str {
        "m0002_create_autocomplete"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateAutocomplete {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("autocomplete_items")
                .if_not_exists()
                .col(integer("id").primary_key())
                .col(string("title"))
                .col(integer("rank"))
                .to_owned(),
        )
        .await?;
        let mut insert = Query::insert()
            .into_table("autocomplete_items")
            .columns(["id", "title", "rank"])
            .to_owned();
        for (i, title) in TITLES.iter().enumerate() {
            let n = i as i32 + 1;
            insert.values_panic([n.into(), (*title).into(), n.into()]);
        }
        m.exec_stmt(insert).await
    }
}
