//! A database that is out of reach for a moment is a 503 to retry, not a
//! 500 (ADR 16): a real pool with one connection, held by a transaction,
//! makes the register's read wait past the acquire timeout, and the error the
//! service answers is `DATABASE_UNAVAILABLE` with a retry delay.

use std::time::Duration;

use platform::error::{ApiError, ErrorKind};
use risk_service::{
    migration::Migrator,
    store::{
        counts::CountCache,
        method::load_current,
        risk_list::{self, Filter, Paging},
    },
};
use sea_orm::{ConnectOptions, Database, TransactionTrait};
use sea_orm_migration::MigratorTrait;

#[tokio::test]
async fn a_pool_with_no_free_connection_answers_503_with_retry_after() {
    let dir = tempfile::tempdir().unwrap();
    let url = platform::db::sqlite_url(dir.path().to_str().unwrap(), "risk");
    let mut opts = ConnectOptions::new(url);
    opts.max_connections(1)
        .min_connections(1)
        .acquire_timeout(Duration::from_millis(200))
        .sqlx_logging(false);
    let db = Database::connect(opts).await.unwrap();
    Migrator::up(&db, None).await.unwrap();
    let v = load_current(&db).await.unwrap();

    // The only connection is busy for as long as this transaction lives.
    let held = db.begin().await.unwrap();
    let page = Paging {
        page: 1,
        per_page: 20,
        after: "",
    };
    let err = match risk_list::list(&db, &v, &Filter::default(), &CountCache::default(), page).await
    {
        Ok(_) => panic!("read a page without a free connection"),
        Err(e) => ApiError::from(e),
    };
    assert_eq!(err.kind, ErrorKind::Unavailable);
    assert_eq!(err.reason, "DATABASE_UNAVAILABLE");
    assert_eq!(err.retry_after_secs, Some(1));

    // Once the connection is free again, the same read succeeds.
    held.rollback().await.unwrap();
    let p = risk_list::list(&db, &v, &Filter::default(), &CountCache::default(), page)
        .await
        .unwrap();
    assert_eq!(
        (p.total.n, p.risks.len()),
        (0, 0),
        "an empty register, read"
    );
}
