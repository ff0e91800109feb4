//! The incident register's query (ListIncidents) and its export
//! (ExportIncidents), following the risk register's query path (ADR 14):
//! the page's ids first (filtered, sorted by an indexed column and the
//! reference, read from the nearer end), then those rows by primary key,
//! then the page's linked risks in one query (the category names come with
//! the categories the caller already read for the reporting clock); the
//! total from the grouped tally for equality filters
//! ([`incident_tally`](super::incident_tally)), counted (or estimated above
//! 10,000) otherwise, both kept while no incident changes. The export reads
//! every matching row from one snapshot in keyset batches (ADR 15).

use std::{
    collections::HashMap,
    sync::Arc,
    time::{Duration, Instant},
};

use chrono::{DateTime, Utc};
use sea_orm::{
    AccessMode, ColumnTrait, Condition, ConnectionTrait, DatabaseConnection, DatabaseTransaction,
    DbBackend, DbErr, EntityTrait, IsolationLevel, Order, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect, Select, TransactionTrait, Value,
    sea_query::{Expr, ExprTrait, Query},
};
use tokio::sync::mpsc;

use platform::total::{Remembered, Total};

use super::{
    categories,
    entities::{incident, incident_risk},
    incident_tally::Tally,
};
use crate::domain::{
    IncidentError,
    register_filter::{IncidentFilter, SortKey},
};

fn db_err(e: DbErr) -> IncidentError {
    IncidentError::internal("incident register")(e)
}

/// Per category with a reporting deadline: the last `reported_on` day
/// (YYYY-MM-DD) whose deadline has passed now (`domain::register` computes
/// them from the categories' hours and the clock).
pub type Cutoffs = [(String, String)];

/// An incident of the register with what the page shows beside its row.
#[derive(Clone, Debug)]
pub struct ListedIncident {
    pub row: incident::Model,
    /// Empty when the category is gone.
    pub category_name: String,
    /// The linked risks' ids, in id order.
    pub risk_ids: Vec<String>,
}

/// The rows matching `f`: live ones (deleted ones for "deleted"), every
/// filter given. `cutoffs` serve `notification_overdue`.
pub fn condition(f: &IncidentFilter, cutoffs: &Cutoffs) -> Condition {
    use incident::Column as C;
    let mut c = Condition::all().add(C::Deleted.eq(f.deleted));
    if !f.q.is_empty() {
        c = c.add(platform::db::contains_any(
            [C::Reference, C::Title, C::Location],
            &f.q,
        ));
    }
    for (col, value) in [
        (C::Status, &f.status),
        (C::ApprovalStatus, &f.approval_status),
        (C::CategoryId, &f.category_id),
        (C::FunctionId, &f.function_id),
        (C::ExperienceType, &f.experience_type),
        (C::EscalationLevel, &f.escalation_level),
    ] {
        if let Some(v) = value {
            c = c.add(col.eq(v.as_str()));
        }
    }
    if let Some(b) = f.breach {
        c = c.add(C::Breach.eq(b));
    }
    if let Some(d) = &f.occurred_from {
        c = c.add(C::OccurredOn.gte(d.as_str()));
    }
    if let Some(d) = &f.occurred_to {
        c = c.add(C::OccurredOn.lte(d.as_str()));
    }
    if let Some(r) = &f.risk_id {
        c = c.add(
            C::Id.in_subquery(
                Query::select()
                    .column(incident_risk::Column::IncidentId)
                    .from(incident_risk::Entity)
                    .and_where(incident_risk::Column::RiskId.eq(r.as_str()))
                    .to_owned(),
            ),
        );
    }
    if f.notification_overdue {
        c = c.add(overdue(cutoffs));
    }
    c
}

/// Not notified, and reported on or before its category's cutoff day.
pub fn overdue(cutoffs: &Cutoffs) -> Condition {
    use incident::Column as C;
    if cutoffs.is_empty() {
        return Condition::all().add(Expr::cust("1 = 0"));
    }
    let any = cutoffs
        .iter()
        .fold(Condition::any(), |any, (category, day)| {
            any.add(
                Condition::all()
                    .add(C::CategoryId.eq(category.as_str()))
                    .add(C::ReportedOn.lte(day.as_str())),
            )
        });
    Condition::all().add(C::NotifiedAt.is_null()).add(any)
}

fn column(key: SortKey) -> incident::Column {
    use incident::Column as C;
    match key {
        SortKey::Reference => C::Reference,
        SortKey::Title => C::Title,
        SortKey::OccurredOn => C::OccurredOn,
        SortKey::ReportedOn => C::ReportedOn,
        SortKey::ActualLoss => C::ActualLoss,
        SortKey::Status => C::Status,
        SortKey::UpdatedAt => C::UpdatedAt,
    }
}

/// The register's order: the sort column, then the reference (unique).
pub fn order(f: &IncidentFilter, reversed: bool) -> (incident::Column, Order) {
    let descending = f.sort.descending != reversed;
    (
        column(f.sort.key),
        if descending { Order::Desc } else { Order::Asc },
    )
}

fn ordered<E: QueryOrder>(q: E, f: &IncidentFilter, reversed: bool) -> E {
    let (col, dir) = order(f, reversed);
    q.order_by(col, dir.clone())
        .order_by(incident::Column::Reference, dir)
}

/// How long a total or the tally is served while no incident changes. The
/// generation alone would do but for a write that commits after a later
/// one (its `updated_at` then hides under the newer maximum); this bounds
/// how long such a total can lag.
const KEEP: Duration = Duration::from_secs(30);

/// Totals of recent filters at the table's generation (the newest
/// `updated_at`, read through its index): a write anywhere, by any replica,
/// makes a new generation and so new keys, and a page does not count up to
/// 100 000 index entries on every request. Filters on equality columns
/// only are summed from one grouped [`Tally`] kept by the same rule; the
/// others are counted exactly up to 10 000, estimated above
/// (`platform::total`), one request at a time per filter.
#[derive(Clone)]
pub struct Totals {
    counted: Remembered,
    /// Held while the tally loads, so concurrent requests load it once.
    tally: Arc<tokio::sync::Mutex<Option<Tallied>>>,
}

impl Default for Totals {
    fn default() -> Self {
        Self {
            counted: Remembered::new(KEEP),
            tally: Default::default(),
        }
    }
}

/// When the tally was read, at which generation, and the tally.
type Tallied = (Instant, Option<DateTime<Utc>>, Arc<Tally>);

impl Totals {
    /// The tally at `generation`: the kept one while fresh, else read anew.
    async fn tally<C: ConnectionTrait>(
        &self,
        conn: &C,
        generation: Option<DateTime<Utc>>,
    ) -> Result<Arc<Tally>, IncidentError> {
        let mut kept = self.tally.lock().await;
        if let Some((at, seen, tally)) = kept.as_ref()
            && at.elapsed() < KEEP
            && *seen == generation
        {
            return Ok(tally.clone());
        }
        let tally = Arc::new(Tally::load(conn).await.map_err(db_err)?);
        *kept = Some((Instant::now(), generation, tally.clone()));
        Ok(tally)
    }
}

/// The newest change of any incident (its index answers it).
async fn generation<C: ConnectionTrait>(conn: &C) -> Result<Option<DateTime<Utc>>, IncidentError> {
    let newest: Option<Option<DateTime<Utc>>> = incident::Entity::find()
        .select_only()
        .column_as(Expr::col(incident::Column::UpdatedAt).max(), "newest")
        .into_tuple()
        .one(conn)
        .await
        .map_err(db_err)?;
    Ok(newest.flatten())
}

/// How many incidents match (kept in `totals`): summed from the tally when
/// `f` compares only grouped columns, counted or estimated otherwise.
pub async fn total(
    db: &DatabaseConnection,
    f: &IncidentFilter,
    cutoffs: &Cutoffs,
    totals: &Totals,
) -> Result<Total, IncidentError> {
    let generation = generation(db).await?;
    if Tally::answers(f)
        && let Some(total) = totals.tally(db, generation).await?.total(f)
    {
        return Ok(Total::exact(total));
    }
    let key = {
        // The order does not change the count.
        let mut unsorted = f.clone();
        unsorted.sort = Default::default();
        format!("{generation:?}{unsorted:?}{cutoffs:?}")
    };
    totals
        .counted
        .get_or_count(key, || async {
            platform::total::count_or_estimate::<incident::Entity, _>(db, &condition(f, cutoffs))
                .await
                .map_err(db_err)
        })
        .await
}

/// One page of the register (1-based `page`) and the number of matches.
/// `names`: every category's name by id (the caller read the categories).
pub async fn list(
    db: &DatabaseConnection,
    f: &IncidentFilter,
    cutoffs: &Cutoffs,
    names: &HashMap<String, String>,
    totals: &Totals,
    page: u64,
    per_page: u64,
) -> Result<(Vec<ListedIncident>, Total), IncidentError> {
    let total = total(db, f, cutoffs, totals).await?;
    let offset = page.saturating_sub(1).saturating_mul(per_page);
    let exact = total.exact_n();
    if per_page == 0 || exact.is_some_and(|n| offset >= n) {
        return Ok((Vec::new(), total));
    }
    // A page in the second half of an exact total is read from the other
    // end, so no page walks more than half of the matching index entries.
    let (limit, reversed, skip) = match exact {
        Some(n) => {
            let limit = Ord::min(per_page, n - offset);
            let reversed = offset > n / 2;
            (
                limit,
                reversed,
                if reversed { n - offset - limit } else { offset },
            )
        }
        None => (per_page, false, offset),
    };
    let query = incident::Entity::find()
        .select_only()
        .column(incident::Column::Id)
        .filter(condition(f, cutoffs));
    let mut ids: Vec<String> = ordered(query, f, reversed)
        .offset(skip)
        .limit(limit)
        .into_tuple()
        .all(db)
        .await
        .map_err(db_err)?;
    if reversed {
        ids.reverse();
    }
    let mut rows: HashMap<String, incident::Model> = incident::Entity::find()
        .filter(incident::Column::Id.is_in(ids.iter().cloned()))
        .all(db)
        .await
        .map_err(db_err)?
        .into_iter()
        .map(|r| (r.id.clone(), r))
        .collect();
    let rows = ids.iter().filter_map(|id| rows.remove(id)).collect();
    Ok((decorate_named(db, rows, names).await?, total))
}

/// The rows with their category names and linked risks: one query each.
pub async fn decorate<C: ConnectionTrait>(
    conn: &C,
    rows: Vec<incident::Model>,
) -> Result<Vec<ListedIncident>, IncidentError> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let names: HashMap<String, String> = categories::all(conn)
        .await?
        .into_iter()
        .map(|c| (c.id, c.name))
        .collect();
    decorate_named(conn, rows, &names).await
}

/// [`decorate`] with the category names at hand: the linked risks only.
pub async fn decorate_named<C: ConnectionTrait>(
    conn: &C,
    rows: Vec<incident::Model>,
    names: &HashMap<String, String>,
) -> Result<Vec<ListedIncident>, IncidentError> {
    if rows.is_empty() {
        return Ok(Vec::new());
    }
    let mut links: HashMap<String, Vec<String>> = HashMap::new();
    for link in incident_risk::Entity::find()
        .filter(incident_risk::Column::IncidentId.is_in(rows.iter().map(|r| r.id.clone())))
        .order_by_asc(incident_risk::Column::IncidentId)
        .order_by_asc(incident_risk::Column::RiskId)
        .all(conn)
        .await
        .map_err(db_err)?
    {
        links
            .entry(link.incident_id)
            .or_default()
            .push(link.risk_id);
    }
    Ok(rows
        .into_iter()
        .map(|row| ListedIncident {
            category_name: names.get(&row.category_id).cloned().unwrap_or_default(),
            risk_ids: links.remove(&row.id).unwrap_or_default(),
            row,
        })
        .collect())
}

/// Rows per export batch (one query and one message each).
pub const BATCH: u64 = 500;

/// One batch of an export and how many rows the whole export holds (counted
/// in the same snapshot as the rows, so the two agree).
#[derive(Debug)]
pub struct ExportBatch<T> {
    pub rows: Vec<T>,
    pub total: u64,
}

/// The batches of an export, in order; at least one (empty when nothing
/// matches). Dropping the receiver stops the reading.
pub type Batches<T> = mpsc::Receiver<Result<ExportBatch<T>, IncidentError>>;

/// Starts an export of every incident matching `f`, in the register's
/// order, each batch passed through `finish` (the domain's last touches). A
/// task reads the batches; the channel holds at most two, so a slow reader
/// slows the database reads down.
pub fn export<T: Send + 'static>(
    db: DatabaseConnection,
    f: IncidentFilter,
    cutoffs: Vec<(String, String)>,
    finish: impl Fn(Vec<ListedIncident>) -> Vec<T> + Send + Sync + 'static,
) -> Batches<T> {
    let (tx, rx) = mpsc::channel(2);
    tokio::spawn(async move {
        if let Err(e) = read_all(&db, &f, &cutoffs, &finish, &tx).await {
            let _ = tx.send(Err(e)).await;
        }
    });
    rx
}

async fn read_all<T>(
    db: &DatabaseConnection,
    f: &IncidentFilter,
    cutoffs: &Cutoffs,
    finish: &impl Fn(Vec<ListedIncident>) -> Vec<T>,
    tx: &mpsc::Sender<Result<ExportBatch<T>, IncidentError>>,
) -> Result<(), IncidentError> {
    let txn = snapshot(db).await?;
    let total = incident::Entity::find()
        .filter(condition(f, cutoffs))
        .count(&txn)
        .await
        .map_err(db_err)?;
    let mut after: Option<incident::Model> = None;
    let mut first = true;
    loop {
        let mut page = ordered(
            incident::Entity::find().filter(condition(f, cutoffs)),
            f,
            false,
        );
        if let Some(last) = &after {
            page = page.filter(past(f, last));
        }
        let rows = batch(page, &txn).await?;
        let last_batch = (rows.len() as u64) < BATCH;
        after = rows.last().cloned();
        let rows = finish(decorate(&txn, rows).await?);
        // The first batch goes out even when empty: it carries the total.
        if (!rows.is_empty() || first) && tx.send(Ok(ExportBatch { rows, total })).await.is_err() {
            break;
        }
        first = false;
        if last_batch {
            break;
        }
    }
    // Read only: nothing to keep.
    txn.rollback().await.map_err(db_err)
}

async fn batch(
    page: Select<incident::Entity>,
    txn: &DatabaseTransaction,
) -> Result<Vec<incident::Model>, IncidentError> {
    page.limit(BATCH).all(txn).await.map_err(db_err)
}

/// The rows after `last` in the register's order: `(col, reference)` past
/// the last row's, a range of the sort's index (no OFFSET).
fn past(f: &IncidentFilter, last: &incident::Model) -> Condition {
    let (col, dir) = order(f, false);
    let key: Value = match f.sort.key {
        SortKey::Reference => last.reference.clone().into(),
        SortKey::Title => last.title.clone().into(),
        SortKey::OccurredOn => last.occurred_on.clone().into(),
        SortKey::ReportedOn => last.reported_on.clone().into(),
        SortKey::ActualLoss => last.actual_loss.into(),
        SortKey::Status => last.status.clone().into(),
        SortKey::UpdatedAt => last.updated_at.into(),
    };
    let ours = Expr::tuple([Expr::col(col), Expr::col(incident::Column::Reference)]);
    let theirs = Expr::tuple([Expr::val(key), Expr::val(last.reference.clone())]);
    Condition::all().add(match dir {
        Order::Desc => ours.lt(theirs),
        _ => ours.gt(theirs),
    })
}

/// A read-only transaction that sees one state of the database throughout.
async fn snapshot(db: &DatabaseConnection) -> Result<DatabaseTransaction, IncidentError> {
    match db.get_database_backend() {
        DbBackend::Postgres => db
            .begin_with_config(
                Some(IsolationLevel::RepeatableRead),
                Some(AccessMode::ReadOnly),
            )
            .await
            .map_err(db_err),
        // SQLite (WAL): a read transaction reads one snapshot.
        _ => db.begin().await.map_err(db_err),
    }
}
