//! Schema of the risk database.

use sea_orm_migration::{prelude::*, schema::*};

use crate::store::categories::DEFAULTS;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(platform::outbox::CreateOutbox),
            Box::new(CreateRiskCategories),
            Box::new(CreateRisks),
            Box::new(CreateRiskModule),
            Box::new(CreateAttachments),
            Box::new(CreateRiskMakers),
            Box::new(crate::store::register_schema::RegisterQueryPath),
            Box::new(RiskReferenceSequence),
            Box::new(FinishedPlansComplete),
            Box::new(CreateComments),
            Box::new(RiskAcceptanceAndReview),
            Box::new(RiskReassessment),
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

/// The risk module proper. The early `risks` table never held rows (nothing
/// could create one), so it is replaced rather than altered.
struct CreateRiskModule;

impl MigrationName for CreateRiskModule {
    fn name(&self) -> &str {
        "m0004_create_risk_module"
    }
}

async fn index(m: &SchemaManager<'_>, table: &str, name: &str, cols: &[&str]) -> Result<(), DbErr> {
    let mut i = Index::create();
    i.name(name).table(table.to_owned()).if_not_exists();
    for c in cols {
        i.col(Alias::new(*c));
    }
    m.create_index(i.to_owned()).await
}

#[async_trait::async_trait]
impl MigrationTrait for CreateRiskModule {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.drop_table(Table::drop().table("risks").if_exists().to_owned())
            .await?;
        m.create_table(
            Table::create()
                .table("risks")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string_uniq("reference"))
                .col(string("title"))
                .col(text("description"))
                .col(text("risk_event"))
                .col(text("causes"))
                .col(text("effects"))
                .col(string_null("category_id"))
                .col(string_null("function_id"))
                .col(string_null("owner_id"))
                .col(string("status"))
                .col(string("approval_status"))
                .col(integer("gross_likelihood"))
                .col(integer("gross_impact"))
                .col(integer("gross_score"))
                .col(integer("gross_level"))
                .col(integer_null("control_score"))
                .col(integer("net_likelihood"))
                .col(integer("net_impact"))
                .col(integer("net_score"))
                .col(integer("net_level"))
                .col(string("net_rating"))
                .col(integer_null("override_likelihood"))
                .col(integer_null("override_impact"))
                .col(text("override_justification"))
                .col(string("response"))
                .col(string("appetite"))
                .col(boolean("over_appetite"))
                .col(integer("trend"))
                .col(string("key_risk_indicator"))
                .col(string("kri_level"))
                .col(integer("method_version"))
                .col(integer("version"))
                .col(string("changed_by"))
                .col(string("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(timestamp_with_time_zone_null("deleted_at"))
                .to_owned(),
        )
        .await?;
        // The register's usual orders and filters (docs/benchmarks.md).
        index(m, "risks", "risks_net", &["net_score", "reference"]).await?;
        index(
            m,
            "risks",
            "risks_status_net",
            &["approval_status", "net_score"],
        )
        .await?;
        index(m, "risks", "risks_category", &["category_id"]).await?;
        index(m, "risks", "risks_function", &["function_id"]).await?;
        index(m, "risks", "risks_owner", &["owner_id"]).await?;
        index(m, "risks", "risks_rating", &["net_rating", "net_score"]).await?;
        index(m, "risks", "risks_updated", &["updated_at"]).await?;

        m.create_table(
            Table::create()
                .table("risk_assessments")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("risk_id"))
                .col(timestamp_with_time_zone("effective_at"))
                .col(integer("gross_likelihood"))
                .col(integer("gross_impact"))
                .col(integer_null("control_score"))
                .col(integer("net_likelihood"))
                .col(integer("net_impact"))
                .col(boolean("overridden"))
                .col(integer("method_version"))
                .col(string("assessed_by"))
                .col(string("reason"))
                .to_owned(),
        )
        .await?;
        index(
            m,
            "risk_assessments",
            "assessments_risk",
            &["risk_id", "effective_at"],
        )
        .await?;

        m.create_table(
            Table::create()
                .table("risk_approvals")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("risk_id"))
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
        index(m, "risk_approvals", "approvals_risk", &["risk_id", "at"]).await?;

        m.create_table(
            Table::create()
                .table("controls")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string_uniq("reference"))
                .col(string("title"))
                .col(text("description"))
                .col(string("intention"))
                .col(string("criticality"))
                .col(string_null("category_id"))
                .col(string_null("function_id"))
                .col(string_null("owner_id"))
                .col(string("state"))
                .col(integer("adequacy"))
                .col(integer("effectiveness"))
                .col(integer("score"))
                .col(integer("version"))
                .col(string("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(timestamp_with_time_zone_null("deleted_at"))
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table("risk_controls")
                .if_not_exists()
                .col(string("risk_id"))
                .col(string("control_id"))
                .primary_key(Index::create().col("risk_id").col("control_id"))
                .to_owned(),
        )
        .await?;
        index(m, "risk_controls", "risk_controls_control", &["control_id"]).await?;

        m.create_table(
            Table::create()
                .table("control_activities")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("control_id"))
                .col(string("name"))
                .col(string_null("owner_id"))
                .col(string("frequency"))
                .col(string("repeat"))
                .col(string("due_date"))
                .col(string("status"))
                .col(string("outcome"))
                .col(text("comment"))
                .col(timestamp_with_time_zone_null("completed_at"))
                .col(string_null("completed_by"))
                .col(timestamp_with_time_zone("created_at"))
                .to_owned(),
        )
        .await?;
        index(
            m,
            "control_activities",
            "activities_control",
            &["control_id", "due_date"],
        )
        .await?;
        index(
            m,
            "control_activities",
            "activities_due",
            &["status", "due_date"],
        )
        .await?;

        m.create_table(
            Table::create()
                .table("action_plans")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string_uniq("reference"))
                .col(string("title"))
                .col(text("description"))
                .col(string_null("risk_id"))
                .col(string_null("control_id"))
                .col(string_null("owner_id"))
                .col(string("priority"))
                .col(string("start_date"))
                .col(string("due_date"))
                .col(integer("progress"))
                .col(string("status"))
                .col(integer("version"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .col(timestamp_with_time_zone_null("deleted_at"))
                .to_owned(),
        )
        .await?;
        index(m, "action_plans", "plans_risk", &["risk_id"]).await?;
        index(m, "action_plans", "plans_due", &["status", "due_date"]).await?;

        m.create_table(
            Table::create()
                .table("risk_methods")
                .if_not_exists()
                .col(integer("version").primary_key())
                .col(text("config"))
                .col(string("created_by"))
                .col(timestamp_with_time_zone("created_at"))
                .to_owned(),
        )
        .await?;
        let config = serde_json::to_string(&crate::domain::method::Method::default())
            .map_err(|e| DbErr::Custom(e.to_string()))?;
        m.exec_stmt(
            Query::insert()
                .into_table("risk_methods")
                .columns(["version", "config", "created_by", "created_at"])
                .values_panic([
                    1.into(),
                    config.into(),
                    "".into(),
                    chrono::Utc::now().into(),
                ])
                .to_owned(),
        )
        .await?;

        m.create_table(
            Table::create()
                .table("sequences")
                .if_not_exists()
                .col(string("name").primary_key())
                .col(big_integer("value"))
                .to_owned(),
        )
        .await?;
        for name in ["risk", "control", "action_plan"] {
            m.exec_stmt(
                Query::insert()
                    .into_table("sequences")
                    .columns(["name", "value"])
                    .values_panic([name.into(), 0i64.into()])
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}

struct CreateAttachments;

impl MigrationName for CreateAttachments {
    fn name(&self) -> &str {
        "m0005_create_attachments"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateAttachments {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("attachments")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("entity_type"))
                .col(string("entity_id"))
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
        index(
            m,
            "attachments",
            "attachments_entity",
            &["entity_type", "entity_id"],
        )
        .await?;
        // Used only when ATTACHMENT_STORE=database (ADR 0008).
        m.create_table(
            Table::create()
                .table("attachment_blobs")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(blob("data"))
                .to_owned(),
        )
        .await
    }
}

struct CreateRiskMakers;

impl MigrationName for CreateRiskMakers {
    fn name(&self) -> &str {
        "m0006_create_risk_makers"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateRiskMakers {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("risk_makers")
                .if_not_exists()
                .col(string("risk_id"))
                .col(string("user_id"))
                .primary_key(Index::create().col("risk_id").col("user_id"))
                .to_owned(),
        )
        .await?;
        // Whoever created, edited or re-rated a risk after its last approval
        // (as the history recorded it until now) is one of its makers.
        m.get_connection()
            .execute_unprepared(
                "INSERT INTO risk_makers (risk_id, user_id) \
                 SELECT DISTINCT c.risk_id, c.user_id FROM ( \
                   SELECT risk_id, actor_id AS user_id, \"at\" FROM risk_approvals \
                     WHERE action IN ('create', 'update', 'stale') \
                   UNION ALL \
                   SELECT risk_id, assessed_by AS user_id, effective_at AS \"at\" FROM risk_assessments \
                 ) c \
                 WHERE c.user_id <> '' AND NOT EXISTS ( \
                   SELECT 1 FROM risk_approvals a \
                   WHERE a.risk_id = c.risk_id AND a.action = 'approve' AND a.\"at\" >= c.\"at\")",
            )
            .await?;
        Ok(())
    }
}

struct RiskReferenceSequence;

impl MigrationName for RiskReferenceSequence {
    fn name(&self) -> &str {
        "m0008_risk_reference_sequence"
    }
}

/// On PostgreSQL, risk references come from a sequence (`risk_references`)
/// instead of the `sequences` row every create used to lock and update:
/// `nextval` is one statement, locks nothing and needs no commit of its own
/// (`store::reserve_reference`). It starts where the row had got to. SQLite
/// keeps the row (one writer at a time there anyway).
#[async_trait::async_trait]
impl MigrationTrait for RiskReferenceSequence {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        if m.get_database_backend() != sea_orm::DbBackend::Postgres {
            return Ok(());
        }
        let db = m.get_connection();
        db.execute_unprepared("CREATE SEQUENCE IF NOT EXISTS risk_references")
            .await?;
        db.execute_unprepared(
            "SELECT setval('risk_references', GREATEST(value, 1), value > 0) \
             FROM sequences WHERE name = 'risk'",
        )
        .await?;
        Ok(())
    }
}

struct FinishedPlansComplete;

impl MigrationName for FinishedPlansComplete {
    fn name(&self) -> &str {
        "m0009_finished_plans_complete"
    }
}

/// A plan at 100% is complete (`validate::settle_plan`, issue 13); plans
/// saved at 100% "in progress" before that rule counted as open and could
/// show as overdue. Data only.
#[async_trait::async_trait]
impl MigrationTrait for FinishedPlansComplete {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.get_connection()
            .execute_unprepared(
                "UPDATE action_plans SET status = 'complete' \
                 WHERE progress >= 100 AND status <> 'complete'",
            )
            .await?;
        Ok(())
    }
}

struct CreateComments;

impl MigrationName for CreateComments {
    fn name(&self) -> &str {
        "m0010_comments"
    }
}

/// Comments on risks, controls and action plans (`store::comments`): plain
/// text bodies, the mentioned users' ids as a JSON array, listed newest
/// first per parent. A deleted comment is removed (its audit event keeps
/// what it said).
#[async_trait::async_trait]
impl MigrationTrait for CreateComments {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("comments")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("entity_type"))
                .col(string("entity_id"))
                .col(string("author_id"))
                .col(string("author_name"))
                .col(text("body"))
                .col(text("mentions"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone_null("edited_at"))
                .to_owned(),
        )
        .await?;
        index(
            m,
            "comments",
            "comments_entity_created",
            &["entity_type", "entity_id", "created_at"],
        )
        .await
    }
}

struct RiskAcceptanceAndReview;

impl MigrationName for RiskAcceptanceAndReview {
    fn name(&self) -> &str {
        "m0011_risk_acceptance_review"
    }
}

/// An acceptance with a justification and an expiry, and a next review day
/// on every risk (issue 13, docs/risk-acceptance.md). Existing risks are
/// due for review a year after they were created.
#[async_trait::async_trait]
impl MigrationTrait for RiskAcceptanceAndReview {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // One column per statement: SQLite alters one thing at a time.
        for col in [
            text("acceptance_justification").default("").to_owned(),
            string_null("acceptance_expires_on"),
            boolean("acceptance_expired").default(false).to_owned(),
            string("acceptance_approved_by").default("").to_owned(),
            string_null("next_review_on"),
            timestamp_with_time_zone_null("last_reviewed_at"),
        ] {
            let mut col = col;
            m.alter_table(
                Table::alter()
                    .table("risks")
                    .add_column(&mut col)
                    .to_owned(),
            )
            .await?;
        }
        let year_after_creation = match m.get_database_backend() {
            sea_orm::DatabaseBackend::Postgres => {
                "to_char(created_at + interval '365 days', 'YYYY-MM-DD')"
            }
            _ => "date(created_at, '+365 days')",
        };
        m.get_connection()
            .execute_unprepared(&format!(
                "UPDATE risks SET next_review_on = {year_after_creation} \
                 WHERE next_review_on IS NULL"
            ))
            .await?;
        index(m, "risks", "risks_next_review", &["next_review_on"]).await
    }
}

struct RiskReassessment;

impl MigrationName for RiskReassessment {
    fn name(&self) -> &str {
        "m0012_risk_reassessment"
    }
}

/// The loop back from incidents (issue 14, ADR 0020): a risk an incident
/// asks to be re-assessed carries `reassessment_due` and why
/// (`reassessment_reason`, `<reason>:<incident reference>`); every request
/// taken from the bus is remembered by its event id in
/// `reassessment_requests`, in the same transaction as the flags it set, so
/// a redelivered event changes nothing.
#[async_trait::async_trait]
impl MigrationTrait for RiskReassessment {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for col in [
            boolean("reassessment_due").default(false).to_owned(),
            string("reassessment_reason").default("").to_owned(),
        ] {
            let mut col = col;
            m.alter_table(
                Table::alter()
                    .table("risks")
                    .add_column(&mut col)
                    .to_owned(),
            )
            .await?;
        }
        m.create_table(
            Table::create()
                .table("reassessment_requests")
                .if_not_exists()
                .col(string("event_id").primary_key())
                .col(string("incident_reference"))
                .col(string("reason"))
                .col(integer("flagged"))
                .col(timestamp_with_time_zone("processed_at"))
                .to_owned(),
        )
        .await?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::entities::{approval, assessment, maker};
    use chrono::{Duration, TimeZone, Utc};
    use sea_orm::{ActiveValue::Set, ConnectionTrait, DbBackend, EntityTrait, Statement};

    #[tokio::test]
    async fn the_makers_of_existing_risks_come_from_their_history_since_the_last_approval() {
        let dir = tempfile::tempdir().unwrap();
        let url = platform::db::sqlite_url(dir.path().to_str().unwrap(), "risk");
        let db = platform::db::connect(&url, "risk").await.unwrap();
        // Everything before the makers table.
        Migrator::up(&db, Some(5)).await.unwrap();
        let t0 = Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, 0).unwrap();
        let step = |risk: &str, action: &str, actor: &str, minutes: i64| approval::ActiveModel {
            id: Set(format!("{risk}-{minutes}")),
            risk_id: Set(risk.into()),
            action: Set(action.into()),
            from_status: Set(String::new()),
            to_status: Set(String::new()),
            actor_id: Set(actor.into()),
            actor_name: Set(String::new()),
            comment: Set(String::new()),
            version: Set(1),
            at: Set(t0 + Duration::minutes(minutes)),
        };
        approval::Entity::insert_many([
            // r1: A drafts, B submits: A is the maker.
            step("r1", "create", "a", 1),
            step("r1", "submit", "b", 2),
            // r2: A creates, C approves, D edits: only D.
            step("r2", "create", "a", 1),
            step("r2", "approve", "c", 2),
            step("r2", "update", "d", 3),
        ])
        .exec(&db)
        .await
        .unwrap();
        // r2: E's control change moved its rating after the approval.
        assessment::Entity::insert(assessment::ActiveModel {
            id: Set("as-1".into()),
            risk_id: Set("r2".into()),
            effective_at: Set(t0 + Duration::minutes(4)),
            gross_likelihood: Set(1),
            gross_impact: Set(1),
            control_score: Set(None),
            net_likelihood: Set(1),
            net_impact: Set(1),
            overridden: Set(false),
            method_version: Set(1),
            assessed_by: Set("e".into()),
            reason: Set("control changed".into()),
        })
        .exec(&db)
        .await
        .unwrap();

        Migrator::up(&db, None).await.unwrap();
        let mut makers: Vec<(String, String)> = maker::Entity::find()
            .all(&db)
            .await
            .unwrap()
            .into_iter()
            .map(|m| (m.risk_id, m.user_id))
            .collect();
        makers.sort();
        let want = [("r1", "a"), ("r2", "d"), ("r2", "e")];
        assert_eq!(
            makers,
            want.map(|(r, u)| (r.to_owned(), u.to_owned())).to_vec()
        );
    }

    /// Risks written before the migration are found by the search table it
    /// builds, and the sort indexes are there.
    #[tokio::test]
    async fn risks_from_before_the_migration_are_in_the_search_table() {
        let dir = tempfile::tempdir().unwrap();
        let url = platform::db::sqlite_url(dir.path().to_str().unwrap(), "risk");
        let db = platform::db::connect(&url, "risk").await.unwrap();
        Migrator::up(&db, Some(6)).await.unwrap();
        db.execute_unprepared(
            "INSERT INTO risks (id, reference, title, description, risk_event, causes, effects, \
               status, approval_status, gross_likelihood, gross_impact, gross_score, gross_level, \
               net_likelihood, net_impact, net_score, net_level, net_rating, \
               override_justification, response, appetite, over_appetite, trend, \
               key_risk_indicator, kri_level, method_version, version, changed_by, created_by, \
               created_at, updated_at) \
             VALUES ('r1', 'R-0001', 'Supplier onboarding backlog', '', '', '', '', 'active', \
               'approved', 1, 1, 1, 1, 1, 1, 1, 1, 'Minimal', '', 'monitor', 'Medium', false, 0, \
               '', '', 1, 1, '', '', '2026-01-01T00:00:00+00:00', '2026-01-01T00:00:00+00:00')",
        )
        .await
        .unwrap();

        Migrator::up(&db, None).await.unwrap();
        let one = |sql: &str| {
            let db = db.clone();
            let sql = sql.to_owned();
            async move {
                db.query_one_raw(Statement::from_string(DbBackend::Sqlite, sql))
                    .await
                    .unwrap()
                    .unwrap()
                    .try_get::<i64>("", "n")
                    .unwrap()
            }
        };
        assert_eq!(
            one("SELECT count(*) AS n FROM risks_search WHERE risks_search MATCH '\"boarding b\"'")
                .await,
            1
        );
        assert_eq!(
            one("SELECT count(*) AS n FROM sqlite_master WHERE type = 'index' AND name LIKE 'risks_live_%'")
                .await,
            6
        );
    }
}
