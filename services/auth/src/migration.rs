//! Schema of the auth database. Built-in roles and their default permissions
//! are reference data, so the migration inserts them (demo users are not).

use sea_orm_migration::{prelude::*, schema::*};

use crate::domain::permissions::BUILT_IN_ROLES;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(platform::outbox::CreateOutbox),
            Box::new(CreateAuthTables),
            Box::new(CreateOidcTables),
            Box::new(AddUserAdministration),
            Box::new(AddProfiles),
            Box::new(AddRegisteredRole),
            Box::new(GrantIncidentApprove),
            Box::new(AddPasswordResetsAndLocks),
            Box::new(GrantAppsUse),
        ]
    }
}

struct CreateAuthTables;

impl MigrationName for CreateAuthTables {
    fn name(&self) -> &str {
        "m0002_create_auth_tables"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateAuthTables {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("users")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string_uniq("email"))
                .col(string("name"))
                .col(string("password_hash"))
                .col(string("role"))
                .col(string("status"))
                .col(string("avatar"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("updated_at"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("sessions")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string_uniq("refresh_hash"))
                .col(string_null("previous_hash"))
                .col(boolean("remember"))
                .col(string("user_agent"))
                .col(string("source_ip"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("expires_at"))
                .col(timestamp_with_time_zone_null("revoked_at"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("sessions_user")
                .table("sessions")
                .col("user_id")
                .if_not_exists()
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("sessions_previous_hash")
                .table("sessions")
                .col("previous_hash")
                .if_not_exists()
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("roles")
                .if_not_exists()
                .col(string("name").primary_key())
                .col(string("description"))
                .col(boolean("built_in"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("role_permissions")
                .if_not_exists()
                .col(string("role"))
                .col(string("permission"))
                .primary_key(Index::create().col("role").col("permission"))
                .to_owned(),
        )
        .await?;
        for (role, description, perms) in BUILT_IN_ROLES {
            m.exec_stmt(
                Query::insert()
                    .into_table("roles")
                    .columns(["name", "description", "built_in"])
                    .values_panic([(*role).into(), (*description).into(), true.into()])
                    .to_owned(),
            )
            .await?;
            for p in *perms {
                m.exec_stmt(
                    Query::insert()
                        .into_table("role_permissions")
                        .columns(["role", "permission"])
                        .values_panic([(*role).into(), (*p).into()])
                        .to_owned(),
                )
                .await?;
            }
        }
        Ok(())
    }
}

struct CreateOidcTables;

impl MigrationName for CreateOidcTables {
    fn name(&self) -> &str {
        "m0003_create_oidc_tables"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateOidcTables {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // A sign-in in progress: any replica can complete it.
        m.create_table(
            Table::create()
                .table("oidc_states")
                .if_not_exists()
                .col(string("state").primary_key())
                .col(string("code_verifier"))
                .col(string("nonce"))
                .col(timestamp_with_time_zone("created_at"))
                .to_owned(),
        )
        .await?;
        // Which provider account is which user.
        m.create_table(
            Table::create()
                .table("user_identities")
                .if_not_exists()
                .col(string("issuer"))
                .col(string("subject"))
                .col(string("user_id"))
                .col(timestamp_with_time_zone("created_at"))
                .primary_key(Index::create().col("issuer").col("subject"))
                .to_owned(),
        )
        .await
    }
}

struct AddUserAdministration;

impl MigrationName for AddUserAdministration {
    fn name(&self) -> &str {
        "m0004_add_user_administration"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for AddUserAdministration {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("users")
                .add_column(string_null("function_id"))
                .to_owned(),
        )
        .await?;
        m.alter_table(
            Table::alter()
                .table("users")
                .add_column(boolean("must_change_password").default(false))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("users_role")
                .table("users")
                .col("role")
                .if_not_exists()
                .to_owned(),
        )
        .await?;
        // The reports area is new: the roles that had everything get it.
        for role in ["admin", "editor"] {
            m.exec_stmt(
                Query::insert()
                    .into_table("role_permissions")
                    .columns(["role", "permission"])
                    .values_panic([role.into(), "report.export".into()])
                    // Fresh databases already got it from the built-in defaults.
                    .on_conflict(
                        OnConflict::columns(["role", "permission"])
                            .do_nothing()
                            .to_owned(),
                    )
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}

struct AddProfiles;

impl MigrationName for AddProfiles {
    fn name(&self) -> &str {
        "m0005_add_profiles"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for AddProfiles {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.alter_table(
            Table::alter()
                .table("users")
                .add_column(string("language").default("en"))
                .to_owned(),
        )
        .await?;
        // The theme settings as JSON text: personal UI state read whole, never queried.
        m.alter_table(
            Table::alter()
                .table("users")
                .add_column(text_null("preferences"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("user_avatars")
                .if_not_exists()
                .col(string("user_id").primary_key())
                .col(string("content_type"))
                .col(blob("data"))
                .col(timestamp_with_time_zone("updated_at"))
                .to_owned(),
        )
        .await
    }
}

struct AddRegisteredRole;

impl MigrationName for AddRegisteredRole {
    fn name(&self) -> &str {
        "m0006_add_registered_role"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for AddRegisteredRole {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use crate::domain::permissions::REGISTERED_ROLE;
        // Self-registered accounts wait here, without data, for a real role.
        // Fresh databases got it with the other built-in roles.
        m.exec_stmt(
            Query::insert()
                .into_table("roles")
                .columns(["name", "description", "built_in"])
                .values_panic([
                    REGISTERED_ROLE.into(),
                    "Registered itself; sees no data until an administrator assigns a role".into(),
                    true.into(),
                ])
                .on_conflict(OnConflict::column("name").do_nothing().to_owned())
                .to_owned(),
        )
        .await?;
        Ok(())
    }
}

struct GrantIncidentApprove;

impl MigrationName for GrantIncidentApprove {
    fn name(&self) -> &str {
        "m0007_grant_incident_approve"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for GrantIncidentApprove {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // Incident approval is new (issue 14): the roles that approve risks
        // get it. staff and user get no incident permission.
        for role in ["admin", "editor"] {
            m.exec_stmt(
                Query::insert()
                    .into_table("role_permissions")
                    .columns(["role", "permission"])
                    .values_panic([role.into(), platform::permissions::INCIDENT_APPROVE.into()])
                    // Fresh databases already got it from the built-in defaults.
                    .on_conflict(
                        OnConflict::columns(["role", "permission"])
                            .do_nothing()
                            .to_owned(),
                    )
                    .to_owned(),
            )
            .await?;
        }
        Ok(())
    }
}

struct AddPasswordResetsAndLocks;

impl MigrationName for AddPasswordResetsAndLocks {
    fn name(&self) -> &str {
        "m0008_add_password_resets_and_locks"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for AddPasswordResetsAndLocks {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // A forgot-password link: only the SHA-256 of its token is kept
        // (ADR 23); used once, before it expires.
        m.create_table(
            Table::create()
                .table("password_resets")
                .if_not_exists()
                .col(string("token_hash").primary_key())
                .col(string("user_id"))
                .col(timestamp_with_time_zone("created_at"))
                .col(timestamp_with_time_zone("expires_at"))
                .col(timestamp_with_time_zone_null("used_at"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("password_resets_user")
                .table("password_resets")
                .col("user_id")
                .if_not_exists()
                .to_owned(),
        )
        .await?;
        // The lock screen: a locked session answers nothing but unlock and
        // sign-out until the password is given again (ADR 23).
        m.alter_table(
            Table::alter()
                .table("sessions")
                .add_column(timestamp_with_time_zone_null("locked_at"))
                .to_owned(),
        )
        .await
    }
}

struct GrantAppsUse;

impl MigrationName for GrantAppsUse {
    fn name(&self) -> &str {
        "m0009_grant_apps_use"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for GrantAppsUse {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // The demo apps need `apps.use` now (issue 30); before, any signed-in
        // account used them. Every role that grants something keeps them;
        // a role that grants nothing (`registered`) stays without.
        let working_roles = Query::select()
            .distinct()
            .column("role")
            .expr(Expr::val(platform::permissions::APPS_USE))
            .from("role_permissions")
            // SQLite reads `ON CONFLICT` after a bare `FROM` as a join's `ON`.
            .and_where(Expr::cust("1 = 1"))
            .to_owned();
        m.exec_stmt(
            Query::insert()
                .into_table("role_permissions")
                .columns(["role", "permission"])
                .select_from(working_roles)
                .map_err(|e| DbErr::Custom(e.to_string()))?
                // Fresh databases already got it from the built-in defaults.
                .on_conflict(
                    OnConflict::columns(["role", "permission"])
                        .do_nothing()
                        .to_owned(),
                )
                .to_owned(),
        )
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sea_orm::{ConnectionTrait, DbBackend, Statement};

    async fn grants(db: &sea_orm::DatabaseConnection, role: &str) -> Vec<String> {
        let rows = db
            .query_all_raw(Statement::from_sql_and_values(
                DbBackend::Sqlite,
                "SELECT permission FROM role_permissions WHERE role = ? ORDER BY permission",
                [role.into()],
            ))
            .await
            .unwrap();
        rows.iter()
            .map(|r| r.try_get::<String>("", "permission").unwrap())
            .collect()
    }

    #[tokio::test]
    async fn an_upgrade_gives_the_apps_to_every_working_role_and_not_to_registered() {
        let dir = tempfile::tempdir().unwrap();
        let url = platform::db::sqlite_url(dir.path().to_str().unwrap(), "auth");
        let db = platform::db::connect(&url, "auth").await.unwrap();
        // The database as it was before the apps had a permission: the
        // built-in roles without it, and two roles of the installation's own.
        Migrator::up(&db, Some(8)).await.unwrap();
        db.execute_unprepared(
            "DELETE FROM role_permissions WHERE permission = 'apps.use';
             INSERT INTO roles (name, description, built_in) VALUES ('auditor', '', false), ('waiting', '', false);
             INSERT INTO role_permissions (role, permission) VALUES ('auditor', 'audit.read');",
        )
        .await
        .unwrap();
        assert!(!grants(&db, "user").await.contains(&"apps.use".to_owned()));

        Migrator::up(&db, None).await.unwrap();
        for role in ["admin", "editor", "staff", "user", "auditor"] {
            assert!(
                grants(&db, role).await.contains(&"apps.use".to_owned()),
                "{role} keeps the apps"
            );
        }
        assert_eq!(grants(&db, "registered").await, Vec::<String>::new());
        assert_eq!(grants(&db, "waiting").await, Vec::<String>::new());
    }
}
