//! Schema of the incident database.

use sea_orm_migration::{prelude::*, schema::*};

use sea_orm::{ConnectionTrait, DbBackend};

use crate::store::categories::DEFAULTS;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(platform::outbox::CreateOutbox),
            Box::new(CreateIncidentCategories),
            Box::new(CategoryClockAndThreshold),
            Box::new(CreateIncidents),
            Box::new(CreateIncidentParts),
            Box::new(IncidentSearch),
            Box::new(IncidentRegisterIndexes),
            Box::new(CreateIncidentAttachments),
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

/// `CREATE INDEX IF NOT EXISTS name ON table (cols...)`.
async fn index(m: &SchemaManager<'_>, table: &str, name: &str, cols: &[&str]) -> Result<(), DbErr> {
    let mut i = Index::create();
    i.name(name).table(table.to_owned()).if_not_exists();
    for c in cols {
        i.col(Alias::new(*c));
    }
    m.create_index(i.to_owned()).await
}

struct CategoryClockAndThreshold;

impl MigrationName for CategoryClockAndThreshold {
    fn name(&self) -> &str {
        "m0003_category_clock_and_threshold"
    }
}

/// The reporting clock (`notification_hours`) and the re-assessment
/// threshold (`loss_threshold`) of a category (docs/incident-module.md). The
/// installed "Data breach" gets the 72 hours of a personal-data breach, fraud
/// and supplier failures a threshold.
#[async_trait::async_trait]
impl MigrationTrait for CategoryClockAndThreshold {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("incident_categories")
                .add_column(integer("notification_hours").default(0))
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table("incident_categories")
                .add_column(double("loss_threshold").default(0.0))
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        for (id, hours, threshold) in [
            ("inc-data", 72, 0.0),
            ("inc-fraud", 0, 10_000.0),
            ("inc-supplier", 0, 50_000.0),
            ("inc-outage", 0, 25_000.0),
        ] {
            db.execute_unprepared(&format!(
                "UPDATE incident_categories SET notification_hours = {hours}, \
                 loss_threshold = {threshold:.1} WHERE id = '{id}'"
            ))
            .await?;
        }
        Ok(())
    }
}

struct CreateIncidents;

impl MigrationName for CreateIncidents {
    fn name(&self) -> &str {
        "m0004_create_incidents"
    }
}

/// The incident register, its links to risks, its makers (four eyes) and the
/// reference counter.
#[async_trait::async_trait]
impl MigrationTrait for CreateIncidents {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("incidents")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string_uniq("reference"))
                .col(string("title"))
                .col(text("description"))
                .col(string("category_id"))
                .col(string("function_id"))
                .col(string("location"))
                .col(string("occurred_on"))
                .col(string("reported_on"))
                .col(string("reported_by"))
                .col(string("reporter_type"))
                .col(string("detection_method"))
                .col(string("source"))
                .col(string("cause_category"))
                .col(string("experience_type"))
                .col(double("actual_loss"))
                .col(double("estimated_loss"))
                .col(double("max_potential_loss"))
                .col(string("escalation_level"))
                .col(string("manager_id"))
                .col(string("approval_status"))
                .col(boolean("breach"))
                .col(string("status"))
                .col(timestamp_with_time_zone_null("closed_at"))
                .col(timestamp_with_time_zone_null("notified_at"))
                .col(string("control_id"))
                .col(integer("open_actions"))
                .col(integer("total_actions"))
                .col(integer("version"))
                .col(string("changed_by"))
                .col(string("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(boolean("deleted"))
                .to_owned(),
        )
        .await?;
        // The register's default order and its filters and sorts.
        for (name, cols) in [
            (
                "incidents_occurred",
                &["deleted", "occurred_on", "reference"][..],
            ),
            ("incidents_status", &["status"][..]),
            ("incidents_category", &["category_id"][..]),
            ("incidents_function", &["function_id"][..]),
            ("incidents_experience", &["experience_type"][..]),
            ("incidents_approval", &["approval_status"][..]),
            ("incidents_updated", &["updated_at"][..]),
            ("incidents_reported", &["reported_on"][..]),
            ("incidents_loss", &["actual_loss"][..]),
            ("incidents_control", &["control_id"][..]),
        ] {
            index(m, "incidents", name, cols).await?;
        }

        m.create_table(
            Table::create()
                .table("incident_risks")
                .if_not_exists()
                .col(string("incident_id"))
                .col(string("risk_id"))
                .primary_key(Index::create().col("incident_id").col("risk_id"))
                .to_owned(),
        )
        .await?;
        index(m, "incident_risks", "incident_risks_risk", &["risk_id"]).await?;

        m.create_table(
            Table::create()
                .table("incident_makers")
                .if_not_exists()
                .col(string("incident_id"))
                .col(string("user_id"))
                .primary_key(Index::create().col("incident_id").col("user_id"))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table("incident_sequences")
                .if_not_exists()
                .col(string("name").primary_key())
                .col(big_integer("value"))
                .to_owned(),
        )
        .await?;
        m.exec_stmt(
            Query::insert()
                .into_table("incident_sequences")
                .columns(["name", "value"])
                .values_panic(["incident".into(), 0i64.into()])
                .to_owned(),
        )
        .await?;
        Ok(())
    }
}

struct CreateIncidentParts;

impl MigrationName for CreateIncidentParts {
    fn name(&self) -> &str {
        "m0005_create_incident_parts"
    }
}

/// An incident's actions, losses, lessons and approval history.
#[async_trait::async_trait]
impl MigrationTrait for CreateIncidentParts {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("incident_actions")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("incident_id"))
                .col(string("title"))
                .col(string("owner_id"))
                .col(string("due_on"))
                .col(string("status"))
                .col(timestamp_with_time_zone_null("completed_at"))
                .col(string("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .to_owned(),
        )
        .await?;
        index(
            m,
            "incident_actions",
            "incident_actions_incident",
            &["incident_id"],
        )
        .await?;
        index(
            m,
            "incident_actions",
            "incident_actions_owner",
            &["owner_id"],
        )
        .await?;
        index(
            m,
            "incident_actions",
            "incident_actions_due",
            &["status", "due_on"],
        )
        .await?;

        m.create_table(
            Table::create()
                .table("incident_losses")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("incident_id"))
                .col(string("kind"))
                .col(double("amount"))
                .col(string("booked_on"))
                .col(text("note"))
                .col(string("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .to_owned(),
        )
        .await?;
        index(
            m,
            "incident_losses",
            "incident_losses_incident",
            &["incident_id"],
        )
        .await?;
        index(
            m,
            "incident_losses",
            "incident_losses_booked",
            &["kind", "booked_on"],
        )
        .await?;

        m.create_table(
            Table::create()
                .table("incident_lessons")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("incident_id"))
                .col(text("text"))
                .col(string("risk_id"))
                .col(string("action_plan_id"))
                .col(string("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .to_owned(),
        )
        .await?;
        index(
            m,
            "incident_lessons",
            "incident_lessons_incident",
            &["incident_id"],
        )
        .await?;

        m.create_table(
            Table::create()
                .table("incident_approvals")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("incident_id"))
                .col(string("action"))
                .col(string("from_status"))
                .col(string("to_status"))
                .col(string("actor_id"))
                .col(string("actor_name"))
                .col(text("comment"))
                .col(integer("version"))
                .col(timestamp_with_time_zone("at"))
                .to_owned(),
        )
        .await?;
        index(
            m,
            "incident_approvals",
            "incident_approvals_incident",
            &["incident_id", "at"],
        )
        .await?;
        Ok(())
    }
}

struct IncidentSearch;

impl MigrationName for IncidentSearch {
    fn name(&self) -> &str {
        "m0006_incident_search"
    }
}

/// The register's text search (`lower(col) LIKE '%…%'` on reference, title
/// and location): GIN trigram indexes on PostgreSQL (as the risk register,
/// ADR 14); SQLite scans (the embedded form's registers are small).
#[async_trait::async_trait]
impl MigrationTrait for IncidentSearch {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        if m.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        platform::db::trigram_indexes(
            m.get_connection(),
            "incidents",
            &["reference", "title", "location"],
        )
        .await
    }
}

/// Migration m0007 (moved here from migration_register.rs: the template has
/// one migration file, ADR 13), the incident register's query path on PostgreSQL (issue
/// 14, as the risk register's m0007, ADR 0014): one index per sort of
/// ListIncidents over the live rows, `(col, reference)` in the order the
/// ORDER BY names them, carrying the id and the filters the register's
/// screen combines, so a page's ids and a filtered total come from an
/// index-only scan whatever the filters. Measured on the bench's 100 000
/// incidents (docs/benchmarks.md, issue 14): a title sort read the whole
/// table and sorted it (~110-200 ms a page), a status sort walked the
/// status index and sorted each status (~60-110 ms), and every filtered
/// total read the matching rows from the table.
///
/// SQLite keeps the indexes of m0004: the embedded form's registers are
/// small, and a partial index on `deleted = 0` would not serve the store's
/// `deleted = ?` (a bound value) there.
struct IncidentRegisterIndexes;

impl MigrationName for IncidentRegisterIndexes {
    fn name(&self) -> &str {
        "m0007_incident_register_indexes"
    }
}

/// Each sort of the register (`incident_list::order`) with its tie-break.
/// One index serves both directions (a backward scan).
const SORTS: [(&str, &str); 7] = [
    ("reference", "reference"),
    ("title", "title, reference"),
    ("occurred_on", "occurred_on, reference"),
    ("reported_on", "reported_on, reference"),
    ("actual_loss", "actual_loss, reference"),
    ("status", "status, reference"),
    ("updated_at", "updated_at, reference"),
];

/// The id (the page's answer) and the filters of ListIncidentsRequest that
/// compare a column (`incident_list::condition`); a sort's own column is
/// left out of its index's list.
const FILTERS: [&str; 9] = [
    "id",
    "status",
    "approval_status",
    "category_id",
    "function_id",
    "experience_type",
    "escalation_level",
    "breach",
    "occurred_on",
];

#[async_trait::async_trait]
impl MigrationTrait for IncidentRegisterIndexes {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        let db = m.get_connection();
        if db.get_database_backend() != DbBackend::Postgres {
            return Ok(());
        }
        for (name, cols) in SORTS {
            let include = FILTERS
                .iter()
                .filter(|f| **f != name)
                .copied()
                .collect::<Vec<_>>()
                .join(", ");
            db.execute_unprepared(&format!(
                "CREATE INDEX IF NOT EXISTS incidents_live_{name} ON incidents ({cols}) \
                 INCLUDE ({include}) WHERE deleted = false"
            ))
            .await?;
        }
        db.execute_unprepared("ANALYZE incidents").await?;
        Ok(())
    }
}

/// The incident service's files (ADR 0008): their records, and their bytes
/// when the store is the database (moved here from migration_attachments.rs:
/// the template has one migration file, ADR 13).
struct CreateIncidentAttachments;

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
