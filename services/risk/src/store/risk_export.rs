//! The whole register for an export: every risk matching the register's
//! filter, in the register's order, read from one snapshot batch by batch
//! (a cursor on PostgreSQL, keyset batches on SQLite) and handed on one batch
//! at a time, so neither this service nor its caller holds the register in
//! memory.

use chrono::{DateTime, Utc};
use sea_orm::{
    AccessMode, Condition, ConnectionTrait, DatabaseConnection, DatabaseTransaction, DbBackend,
    EntityTrait, FromQueryResult, IsolationLevel, Order, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, QueryTrait, Select, Statement, TransactionTrait, Value,
    sea_query::{Expr, ExprTrait},
};
use std::sync::Arc;
use tokio::sync::mpsc;

use super::{
    categories, db_err,
    entities::risk,
    plans, risk_history,
    risk_list::{self, Filter},
    risks::RiskView,
};
use crate::domain::{RiskError, method::Versioned};

/// Rows per batch: one database query and one message each (500 risks are
/// about 300 KB, well under the 4 MB message limit).
pub const BATCH: u64 = 500;

/// One batch of an export and the number of rows the whole export holds
/// (counted in the same snapshot as the rows, so the two agree).
#[derive(Debug)]
pub struct ExportBatch {
    pub rows: Vec<RiskView>,
    pub total: u64,
}

/// The batches of an export, in order; at least one (empty when nothing
/// matches). Dropping the receiver stops the reading.
pub type Batches = mpsc::Receiver<Result<ExportBatch, RiskError>>;

/// Starts an export of the current register (`as_of` None) or of the
/// register as it stood at `as_of`. A task reads the batches; the channel
/// holds at most two, so a slow reader slows the database reads down.
pub fn export(
    db: DatabaseConnection,
    v: Arc<Versioned>,
    f: Filter,
    as_of: Option<DateTime<Utc>>,
) -> Batches {
    let (tx, rx) = mpsc::channel(2);
    tokio::spawn(async move {
        let result = match as_of {
            None => current(&db, &v, &f, &tx).await,
            Some(at) => past(&db, &v, &f, at, &tx).await,
        };
        if let Err(e) = result {
            let _ = tx.send(Err(e)).await;
        }
    });
    rx
}

/// The batch is sent; false when the reader has gone (stop reading).
async fn send(
    tx: &mpsc::Sender<Result<ExportBatch, RiskError>>,
    rows: Vec<RiskView>,
    total: u64,
) -> bool {
    tx.send(Ok(ExportBatch { rows, total })).await.is_ok()
}

/// The current register: a read-only snapshot (PostgreSQL REPEATABLE READ;
/// a SQLite read transaction is one already), counted, then read batch by
/// batch in the register's order (see [`Rows`]).
async fn current(
    db: &DatabaseConnection,
    v: &Versioned,
    f: &Filter,
    tx: &mpsc::Sender<Result<ExportBatch, RiskError>>,
) -> Result<(), RiskError> {
    let txn = snapshot(db).await?;
    let condition = f.condition();
    let total = risk::Entity::find()
        .filter(condition.clone())
        .count(&txn)
        .await
        .map_err(db_err)?;
    let names = categories::names(&txn).await?;
    let open = plans::all_open_counts(&txn).await?;
    let mut rows = Rows::open(&txn, f).await?;
    let mut first = true;
    loop {
        let batch = rows.next(&txn).await?;
        let last_batch = (batch.len() as u64) < BATCH;
        let views = risk_list::decorate_owned(v, batch, &names, &open);
        // The first batch goes out even when empty: it carries the total.
        if (!views.is_empty() || first) && !send(tx, views, total).await {
            break;
        }
        first = false;
        if last_batch {
            break;
        }
    }
    // Read only: nothing to keep (the cursor closes with the transaction).
    txn.rollback().await.map_err(db_err)
}

/// Reads the matching rows in order, [`BATCH`] at a time.
/// - PostgreSQL: a server-side cursor over the one query, so the database
///   sorts once (or walks an index) and hands the rows over as fetched,
///   whatever indexes the sort has.
/// - SQLite: keyset batches on `(sort column, reference)` (references are
///   unique), each a query that continues after the last row sent.
enum Rows {
    Cursor,
    Keyset(Box<Keyset>),
}

/// Where keyset reading stands: the filter and the last row read.
struct Keyset {
    filter: Filter,
    after: Option<risk::Model>,
}

const CURSOR: &str = "risk_export";

impl Rows {
    async fn open(txn: &DatabaseTransaction, f: &Filter) -> Result<Self, RiskError> {
        if txn.get_database_backend() != DbBackend::Postgres {
            return Ok(Self::Keyset(Box::new(Keyset {
                filter: f.clone(),
                after: None,
            })));
        }
        let query = ordered(f).build(DbBackend::Postgres);
        txn.execute_raw(Statement {
            sql: format!("DECLARE {CURSOR} NO SCROLL CURSOR FOR {}", query.sql),
            ..query
        })
        .await
        .map_err(db_err)?;
        Ok(Self::Cursor)
    }

    async fn next(&mut self, txn: &DatabaseTransaction) -> Result<Vec<risk::Model>, RiskError> {
        match self {
            Self::Cursor => {
                let rows = txn
                    .query_all_raw(Statement::from_string(
                        DbBackend::Postgres,
                        format!("FETCH {BATCH} FROM {CURSOR}"),
                    ))
                    .await
                    .map_err(db_err)?;
                rows.iter()
                    .map(|r| risk::Model::from_query_result(r, ""))
                    .collect::<Result<_, _>>()
                    .map_err(db_err)
            }
            Self::Keyset(k) => {
                let (col, order) = k.filter.order();
                let mut page = ordered(&k.filter);
                if let Some(last) = k.after.as_ref() {
                    page = page.filter(past_row(col, &order, last));
                }
                let rows = page.limit(BATCH).all(txn).await.map_err(db_err)?;
                k.after = rows.last().cloned();
                Ok(rows)
            }
        }
    }
}

/// The matching rows in the register's order: the sort column, then the
/// reference (unique) to break ties.
fn ordered(f: &Filter) -> Select<risk::Entity> {
    let (col, order) = f.order();
    risk::Entity::find()
        .filter(f.condition())
        .order_by(col, order.clone())
        .order_by(risk::Column::Reference, order)
}

/// A read-only transaction that sees one state of the database throughout.
async fn snapshot(db: &DatabaseConnection) -> Result<DatabaseTransaction, RiskError> {
    match db.get_database_backend() {
        DbBackend::Postgres => db
            .begin_with_config(
                Some(IsolationLevel::RepeatableRead),
                Some(AccessMode::ReadOnly),
            )
            .await
            .map_err(db_err),
        // SQLite (WAL): a read transaction reads one snapshot; it takes no
        // isolation options (sea-orm would warn).
        _ => db.begin().await.map_err(db_err),
    }
}

/// Rows after `last` in the order `(col, reference)` `order`: a row-value
/// comparison, which PostgreSQL and SQLite both answer from an index on
/// those two columns.
fn past_row(col: risk::Column, order: &Order, last: &risk::Model) -> Condition {
    let key: Value = match col {
        risk::Column::Title => last.title.clone().into(),
        risk::Column::NetScore => last.net_score.into(),
        risk::Column::GrossScore => last.gross_score.into(),
        risk::Column::UpdatedAt => last.updated_at.into(),
        _ => last.reference.clone().into(),
    };
    let ours = Expr::tuple([Expr::col(col), Expr::col(risk::Column::Reference)]);
    let theirs = Expr::tuple([Expr::val(key), Expr::val(last.reference.clone())]);
    Condition::all().add(match order {
        Order::Desc => ours.lt(theirs),
        _ => ours.gt(theirs),
    })
}

/// The register at a past date is computed in memory already
/// ([`risk_history::list_as_of`], a report, not the hot path): sent in
/// batches all the same.
async fn past(
    db: &DatabaseConnection,
    v: &Versioned,
    f: &Filter,
    at: DateTime<Utc>,
    tx: &mpsc::Sender<Result<ExportBatch, RiskError>>,
) -> Result<(), RiskError> {
    let page = risk_history::list_as_of(db, v, f, at, 1, u64::MAX).await?;
    let total = page.total.n;
    let mut rows = page.risks.into_iter().peekable();
    let mut first = true;
    while first || rows.peek().is_some() {
        first = false;
        let batch: Vec<RiskView> = rows.by_ref().take(BATCH as usize).collect();
        if !send(tx, batch, total).await {
            break;
        }
    }
    Ok(())
}
