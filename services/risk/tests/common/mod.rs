//! The databases the risk service's integration tests run on: a migrated
//! SQLite file always and, when `TEST_DATABASE_URL` is set (CI), a migrated
//! schema of its own on PostgreSQL (dropped by [`Db::drop`]).

use risk_service::migration::Migrator;
use sea_orm::{ConnectionTrait, DatabaseConnection, DbBackend};

/// A migrated risk database on one backend, and what to drop afterwards.
pub struct Db {
    pub conn: DatabaseConnection,
    pub pg_schema: Option<String>,
    _dir: tempfile::TempDir,
}

/// One database per backend under test; CI may not skip PostgreSQL.
pub async fn databases() -> Vec<Db> {
    let mut all = vec![];
    let dir = tempfile::tempdir().unwrap();
    let url = platform::db::sqlite_url(dir.path().to_str().unwrap(), "risk");
    all.push(Db {
        conn: platform::db::connect_and_migrate::<Migrator>(&url, "risk")
            .await
            .unwrap(),
        pg_schema: None,
        _dir: dir,
    });
    let pg = std::env::var("TEST_DATABASE_URL")
        .ok()
        .filter(|v| !v.is_empty());
    if pg.is_none() && std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("TEST_DATABASE_URL must be set in CI: integration tests may not be skipped");
    }
    if let Some(url) = pg {
        let schema = format!("t{}_risk", &uuid::Uuid::new_v4().simple().to_string()[..12]);
        all.push(Db {
            conn: platform::db::connect_and_migrate::<Migrator>(&url, &schema)
                .await
                .unwrap(),
            pg_schema: Some(schema),
            _dir: tempfile::tempdir().unwrap(),
        });
    }
    all
}

impl Db {
    #[allow(dead_code)] // not every test file asks
    pub fn backend(&self) -> DbBackend {
        self.conn.get_database_backend()
    }

    /// Drops the PostgreSQL schema (SQLite goes with its directory).
    pub async fn drop(self) {
        if let Some(schema) = self.pg_schema {
            let _ = self
                .conn
                .execute_unprepared(&format!("DROP SCHEMA IF EXISTS \"{schema}\" CASCADE"))
                .await;
        }
    }
}
