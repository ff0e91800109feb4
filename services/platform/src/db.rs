//! Database connections: SQLite files in the embedded default, a per-service
//! PostgreSQL schema in the distributed form. Migrations run at start.

use sea_orm::sea_query::{Expr, ExprTrait, Func, IntoColumnRef, LikeExpr};
use sea_orm::{
    Condition, ConnectOptions, ConnectionTrait, Database, DatabaseConnection, DbBackend, DbErr,
    SqliteTransactionMode, TransactionOptions, TransactionTrait,
};
use sea_orm_migration::MigratorTrait;
use std::time::Duration;

/// A LIKE pattern matching `needle` anywhere, with `%`, `_` and `\\` taken
/// literally; only for [`contains_text`], which adds the matching `ESCAPE`.
fn contains_pattern(needle: &str) -> String {
    let mut pattern = String::with_capacity(needle.len() + 2);
    pattern.push('%');
    for c in needle.chars() {
        if matches!(c, '%' | '_' | '\\') {
            pattern.push('\\');
        }
        pattern.push(c);
    }
    pattern.push('%');
    pattern
}

/// `lower(column) LIKE '%needle%' ESCAPE '\'`: the column holds `needle`
/// (trimmed, case-insensitive) with `%`, `_` and `\` taken literally, on
/// SQLite and PostgreSQL alike. Every text search goes through this (or
/// [`contains_any`]) so a wildcard can never slip through unescaped.
pub fn contains_text<C: IntoColumnRef>(column: C, needle: &str) -> Expr {
    let pattern = contains_pattern(&needle.trim().to_lowercase());
    Expr::expr(Func::lower(Expr::col(column))).like(LikeExpr::new(pattern).escape('\\'))
}

/// Any of `columns` holds `needle`, as in [`contains_text`].
pub fn contains_any<C: IntoColumnRef>(
    columns: impl IntoIterator<Item = C>,
    needle: &str,
) -> Condition {
    columns
        .into_iter()
        .fold(Condition::any(), |c, col| c.add(contains_text(col, needle)))
}

/// The default SQLite URL for `service` under `data_dir` (created on demand).
pub fn sqlite_url(data_dir: &str, service: &str) -> String {
    format!("sqlite://{data_dir}/{service}.db?mode=rwc")
}

/// Connects, creating the SQLite directory or the Postgres schema as needed,
/// then applies the migrator `M`.
pub async fn connect_and_migrate<M: MigratorTrait>(
    url: &str,
    schema: &str,
) -> anyhow::Result<DatabaseConnection> {
    let db = connect(url, schema).await?;
    // Replicas starting together on PostgreSQL take turns: a session-level
    // advisory lock, held on its own connection while the pool migrates.
    let lock = if db.get_database_backend() == DbBackend::Postgres {
        let mut opts = ConnectOptions::new(url);
        quiet(&mut opts).max_connections(1);
        let conn = Database::connect(opts).await?;
        conn.execute_unprepared(&format!(
            "SELECT pg_advisory_lock(hashtext('riskhub-migrate-{}'))",
            valid_schema(schema)?
        ))
        .await?;
        Some(conn)
    } else {
        None
    };
    let migrated = M::up(&db, None).await;
    if let Some(conn) = lock {
        // Closing the session releases the lock.
        let _ = conn.close().await;
    }
    migrated.map_err(|e| anyhow::anyhow!("migrating {schema}: {e}"))?;
    Ok(db)
}

/// Starts a transaction that will write. SQLite begins it IMMEDIATE: a
/// deferred transaction that reads and then writes fails with "database is
/// locked" (SQLITE_BUSY_SNAPSHOT) when another connection wrote in between,
/// whatever the busy timeout; an immediate one waits for the writer instead.
/// PostgreSQL ignores the mode.
pub async fn begin_write<C: TransactionTrait>(db: &C) -> Result<C::Transaction, DbErr> {
    db.begin_with_options(TransactionOptions {
        sqlite_transaction_mode: Some(SqliteTransactionMode::Immediate),
        ..Default::default()
    })
    .await
}

/// Planner settings of every PostgreSQL session (ADR 14).
/// - Plan every execution with its values: after five runs of a prepared
///   statement PostgreSQL may settle on a generic plan, blind to which
///   filter values are rare; the register then walked a whole sort index for
///   a rating and category that match nothing (50 ms instead of 1). Planning
///   these queries costs ~0.1 ms.
/// - Price a random page read as an SSD or the page cache does, not a
///   spinning disk (the default 4): at 4 the planner read deep register
///   pages by a sequential scan and a sort of every matching row, which
///   spilled to disk at the default `work_mem`, rather than the index that
///   holds them in order.
const PG_SESSION: [(&str, &str); 2] = [
    ("plan_cache_mode", "force_custom_plan"),
    ("random_page_cost", "1.1"),
];

/// The PostgreSQL pool of each service (ADR 16).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PoolSettings {
    /// `DATABASE_POOL_MAX`: connections at most. Default `2 × cores + 1`
    /// (5 on 2 cores; PostgreSQL's own rule of thumb, cores × 2 + one disk):
    /// more connections than the database can run at once add only
    /// contention (sorts and hash tables in memory per connection, lock
    /// waits), and the gateway's limiter bounds the queue in front of them.
    pub max_connections: u32,
    /// `DATABASE_ACQUIRE_TIMEOUT_MS`: the longest wait for a connection,
    /// 3 s by default: below the gateway's 5 s gRPC deadline, so a starved
    /// pool fails the call while the gateway still waits for its answer.
    pub acquire_timeout: Duration,
}

impl PoolSettings {
    pub fn from_env() -> anyhow::Result<Self> {
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        let default_max = u32::try_from(2 * cores + 1).unwrap_or(u32::MAX);
        Ok(Self {
            max_connections: Ord::max(
                crate::config::env_parse("DATABASE_POOL_MAX", default_max)?,
                1,
            ),
            acquire_timeout: Duration::from_millis(crate::config::env_parse(
                "DATABASE_ACQUIRE_TIMEOUT_MS",
                3000,
            )?),
        })
    }
}

/// Connects to `url`; on Postgres the connection's search path is `schema`
/// and the pool follows [`PoolSettings`].
pub async fn connect(url: &str, schema: &str) -> anyhow::Result<DatabaseConnection> {
    if let Some(path) = url.strip_prefix("sqlite://") {
        let file = path.split('?').next().unwrap_or_default();
        if let Some(dir) = std::path::Path::new(file).parent()
            && !dir.as_os_str().is_empty()
        {
            std::fs::create_dir_all(dir)?;
        }
    }
    let is_postgres = url.starts_with("postgres");
    if is_postgres {
        // The schema must exist before a pool with that search path is useful.
        let mut admin_opts = ConnectOptions::new(url);
        quiet(&mut admin_opts).max_connections(1);
        let admin = Database::connect(admin_opts).await?;
        admin
            .execute_unprepared(&format!(
                "CREATE SCHEMA IF NOT EXISTS \"{}\"",
                valid_schema(schema)?
            ))
            .await?;
        admin.close().await?;
    }
    let mut opts = ConnectOptions::new(url);
    quiet(&mut opts);
    let pool = PoolSettings::from_env()?;
    opts.connect_timeout(Duration::from_secs(10))
        .acquire_timeout(pool.acquire_timeout);
    if is_postgres {
        opts.set_schema_search_path(valid_schema(schema)?);
        opts.max_connections(pool.max_connections);
    } else {
        // SQLite serializes writers; a small pool avoids lock contention.
        opts.max_connections(4);
    }
    if is_postgres {
        opts.map_sqlx_postgres_opts(|o| o.options(PG_SESSION));
    }
    let db = Database::connect(opts).await?;
    if db.get_database_backend() == DbBackend::Sqlite {
        db.execute_unprepared(
            "PRAGMA journal_mode=WAL; PRAGMA busy_timeout=5000; PRAGMA foreign_keys=ON;",
        )
        .await?;
    }
    Ok(db)
}

fn quiet(opts: &mut ConnectOptions) -> &mut ConnectOptions {
    opts.sqlx_logging(false)
}

fn valid_schema(schema: &str) -> anyhow::Result<&str> {
    anyhow::ensure!(
        !schema.is_empty()
            && schema
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_'),
        "invalid schema name {schema:?}"
    );
    Ok(schema)
}

/// Whether the database answers a trivial query (for readiness).
pub async fn ping(db: &DatabaseConnection) -> bool {
    db.ping().await.is_ok()
}

/// Whether `e` is the database being out of reach for a moment rather than a
/// bug: no pooled connection free within the acquire timeout, a connection
/// lost or refused, the server shutting down or a session terminated
/// (SQLSTATE classes 08 and 57P). A retry may well succeed.
pub fn is_transient(e: &DbErr) -> bool {
    use sea_orm::{RuntimeErr, SqlxError};
    let sqlx = |r: &RuntimeErr| match r {
        RuntimeErr::SqlxError(e) => match &**e {
            SqlxError::Io(_)
            | SqlxError::PoolTimedOut
            | SqlxError::PoolClosed
            | SqlxError::WorkerCrashed => true,
            SqlxError::Database(d) => d
                .code()
                .is_some_and(|c| c.starts_with("08") || c.starts_with("57P")),
            _ => false,
        },
        _ => false,
    };
    match e {
        DbErr::ConnectionAcquire(_) | DbErr::Conn(_) => true,
        DbErr::Exec(r) | DbErr::Query(r) => sqlx(r),
        _ => false,
    }
}

/// GIN trigram indexes `<table>_<col>_trgm` on `lower(col)` (PostgreSQL),
/// which serve `lower(col) LIKE '%…%'` ([`contains_text`]) as it is (ADR 14).
/// pg_trgm goes into `public` (not the service's schema, whose removal would
/// take the extension with it); a role that may not create it leaves the
/// search a sequential scan, with a warning. Runs inside a migration's
/// transaction: a refused `CREATE EXTENSION` is rolled back to a savepoint.
pub async fn trigram_indexes<C: ConnectionTrait>(
    db: &C,
    table: &str,
    cols: &[&str],
) -> Result<(), DbErr> {
    db.execute_unprepared("SAVEPOINT pg_trgm").await?;
    let created = db
        .execute_unprepared("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public")
        .await;
    if let Err(e) = created {
        tracing::warn!(error = %e, "could not create the pg_trgm extension");
        db.execute_unprepared("ROLLBACK TO SAVEPOINT pg_trgm")
            .await?;
    } else {
        db.execute_unprepared("RELEASE SAVEPOINT pg_trgm").await?;
    }
    let schema = db
        .query_one_raw(sea_orm::Statement::from_string(
            DbBackend::Postgres,
            "SELECT n.nspname AS schema FROM pg_extension e \
             JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'",
        ))
        .await?
        .map(|row| row.try_get::<String>("", "schema"))
        .transpose()?;
    let Some(schema) = schema else {
        tracing::warn!(
            table,
            "pg_trgm is not installed and this role may not create it: \
             the text search stays a sequential scan"
        );
        return Ok(());
    };
    for col in cols {
        db.execute_unprepared(&format!(
            "CREATE INDEX IF NOT EXISTS {table}_{col}_trgm ON {table} \
             USING gin (lower({col}) \"{schema}\".gin_trgm_ops)"
        ))
        .await?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sea_orm::sea_query::{Alias, PostgresQueryBuilder, Query, SqliteQueryBuilder};

    /// Reads, lets another connection try to write, then writes: the other
    /// writer waits for this transaction instead of making it fail.
    #[tokio::test]
    async fn a_write_transaction_that_reads_first_is_not_refused_by_another_writer() {
        let dir = tempfile::tempdir().unwrap();
        let url = sqlite_url(dir.path().to_str().unwrap(), "race");
        let db = connect(&url, "race").await.unwrap();
        db.execute_unprepared("CREATE TABLE t (x INTEGER)")
            .await
            .unwrap();

        let txn = begin_write(&db).await.unwrap();
        txn.execute_unprepared("SELECT count(*) FROM t")
            .await
            .unwrap();
        let other = db.clone();
        let writer =
            tokio::spawn(async move { other.execute_unprepared("INSERT INTO t VALUES (1)").await });
        tokio::time::sleep(Duration::from_millis(200)).await;
        txn.execute_unprepared("INSERT INTO t VALUES (2)")
            .await
            .expect("the transaction's own write");
        txn.commit().await.unwrap();
        writer
            .await
            .unwrap()
            .expect("the other writer waited, then wrote");
    }

    #[test]
    fn search_patterns_take_wildcards_literally() {
        assert_eq!(contains_pattern("audit"), "%audit%");
        assert_eq!(contains_pattern(r"50%_off\x"), r"%50\%\_off\\x%");
    }

    #[test]
    fn a_text_search_is_lowercased_and_escaped_on_both_backends() {
        let q = Query::select()
            .column(Alias::new("id"))
            .from(Alias::new("t"))
            .cond_where(contains_any([Alias::new("a"), Alias::new("b")], " 5%_X "))
            .to_owned();
        let sqlite = q.to_string(SqliteQueryBuilder);
        assert!(
            sqlite.contains(r#"LOWER("a") LIKE '%5\%\_x%' ESCAPE '\'"#),
            "{sqlite}"
        );
        let pg = q.to_string(PostgresQueryBuilder);
        assert!(
            pg.contains(r#"LOWER("b") LIKE"#) && pg.contains("ESCAPE"),
            "{pg}"
        );
    }
}
