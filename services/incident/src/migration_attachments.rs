//! The incident service's files (ADR 0008): their records, and their bytes
//! when the store is the database. Registered last in `migration::Migrator`.

use sea_orm_migration::{prelude::*, schema::*};

pub struct CreateIncidentAttachments;

impl MigrationName for CreateIncidentAttachments {
    fn name(&self) -> &str {
        "m0100_create_incident_attachments"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateIncidentAttachments {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("incident_attachments")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("incident_id"))
                .col(string("title"))
                .col(string("file_name"))
                .col(string("content_type"))
                .col(big_integer("size"))
                .col(string("created_by"))
                .col(string("created_by_name"))
                .col(timestamp_with_time_zone("created_at"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("incident_attachments_incident")
                .table("incident_attachments")
                .col("incident_id")
                .col("created_at")
                .if_not_exists()
                .to_owned(),
        )
        .await?;
        // Used only when ATTACHMENT_STORE=database (ADR 0008).
        m.create_table(
            Table::create()
                .table(crate::store::attachments::BLOB_TABLE)
                .if_not_exists()
                .col(string("id").primary_key())
                .col(blob("data"))
                .to_owned(),
        )
        .await
    }
}
