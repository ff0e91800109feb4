//! The dashboards' reads: SQL aggregates (COUNT, SUM, GROUP BY) over the
//! shop's orders and products, the data list's products and the users app's
//! people. Written as plain SQL that SQLite and PostgreSQL both run; sums
//! are cast to BIGINT because PostgreSQL's SUM of a BIGINT is a NUMERIC.

use sea_orm::{ConnectionTrait, DbErr, QueryResult, Statement};

use crate::domain::dashboard::{DAY_MICROS, Day, LIST_SIZE, LOW_STOCK, POPULARITY_BANDS, SoldLine};

async fn rows<C: ConnectionTrait>(db: &C, sql: &str) -> Result<Vec<QueryResult>, DbErr> {
    db.query_all_raw(Statement::from_string(db.get_database_backend(), sql))
        .await
}

async fn one<C: ConnectionTrait>(db: &C, sql: &str) -> Result<QueryResult, DbErr> {
    db.query_one_raw(Statement::from_string(db.get_database_backend(), sql))
        .await?
        .ok_or_else(|| DbErr::RecordNotFound(format!("no row from: {sql}")))
}

fn count(row: &QueryResult, col: &str) -> Result<u64, DbErr> {
    Ok(u64::try_from(row.try_get::<i64>("", col)?).unwrap_or(0))
}

/// `(label, rows)` of `table` grouped by `column` (both are our constants).
async fn group_count<C: ConnectionTrait>(
    db: &C,
    table: &str,
    column: &str,
) -> Result<Vec<(String, u64)>, DbErr> {
    let sql = format!("SELECT {column} AS k, COUNT(*) AS n FROM {table} GROUP BY {column}");
    rows(db, &sql)
        .await?
        .iter()
        .map(|r| Ok((r.try_get::<String>("", "k")?, count(r, "n")?)))
        .collect()
}

/// The shop's orders over all time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct OrderTotals {
    pub orders: u64,
    pub revenue_cents: i64,
    pub units: u64,
    pub customers: u64,
}

/// Orders, revenue, units and distinct buyers of every order.
pub async fn order_totals<C: ConnectionTrait>(db: &C) -> Result<OrderTotals, DbErr> {
    let r = one(
        db,
        "SELECT COUNT(*) AS n, \
         CAST(COALESCE(SUM(total_cents), 0) AS BIGINT) AS revenue, \
         CAST(COALESCE(SUM(item_count), 0) AS BIGINT) AS units, \
         COUNT(DISTINCT user_id) AS customers \
         FROM shop_orders",
    )
    .await?;
    Ok(OrderTotals {
        orders: count(&r, "n")?,
        revenue_cents: r.try_get("", "revenue")?,
        units: count(&r, "units")?,
        customers: count(&r, "customers")?,
    })
}

/// Orders, revenue, buyers and units per UTC day from day `first_day` on;
/// days without orders are absent.
pub async fn orders_per_day<C: ConnectionTrait>(db: &C, first_day: i64) -> Result<Vec<Day>, DbErr> {
    // Both operands are BIGINT: integer division in SQLite and PostgreSQL.
    let since = first_day * DAY_MICROS;
    let sql = format!(
        "SELECT placed_micros / {DAY_MICROS} AS d, COUNT(*) AS n, \
         CAST(SUM(total_cents) AS BIGINT) AS revenue, \
         COUNT(DISTINCT user_id) AS customers, \
         CAST(SUM(item_count) AS BIGINT) AS units \
         FROM shop_orders WHERE placed_micros >= {since} \
         GROUP BY placed_micros / {DAY_MICROS}"
    );
    rows(db, &sql)
        .await?
        .iter()
        .map(|r| {
            Ok(Day {
                day: r.try_get("", "d")?,
                orders: count(r, "n")?,
                revenue_cents: r.try_get("", "revenue")?,
                customers: count(r, "customers")?,
                units: count(r, "units")?,
                signups: 0,
            })
        })
        .collect()
}

/// `(day, people)` of the users app who joined per UTC day from day
/// `first_day` on; days without anyone are absent.
pub async fn signups_per_day<C: ConnectionTrait>(
    db: &C,
    first_day: i64,
) -> Result<Vec<(i64, u64)>, DbErr> {
    let since = first_day * DAY_MICROS;
    let sql = format!(
        "SELECT created_micros / {DAY_MICROS} AS d, COUNT(*) AS n FROM demo_users \
         WHERE created_micros >= {since} GROUP BY created_micros / {DAY_MICROS}"
    );
    rows(db, &sql)
        .await?
        .iter()
        .map(|r| Ok((r.try_get::<i64>("", "d")?, count(r, "n")?)))
        .collect()
}

/// The part of a stored order line the dashboard reads.
#[derive(serde::Deserialize)]
struct StoredLine {
    product_id: i32,
    #[serde(default)]
    name: String,
    #[serde(default)]
    category: String,
    #[serde(default)]
    image: String,
    #[serde(default)]
    unit_cents: i64,
    #[serde(default)]
    quantity: u32,
}

/// Every line of every order. An order keeps its lines as one JSON text
/// (SQLite and PostgreSQL would unnest it with different functions), so
/// the per-product sums are folded by the domain.
pub async fn sold_lines<C: ConnectionTrait>(db: &C) -> Result<Vec<SoldLine>, DbErr> {
    let mut out = vec![];
    for r in rows(db, "SELECT lines FROM shop_orders").await? {
        let text: String = r.try_get("", "lines")?;
        let lines: Vec<StoredLine> = serde_json::from_str(&text).unwrap_or_default();
        out.extend(lines.into_iter().map(|l| SoldLine {
            product_id: l.product_id,
            name: l.name,
            category: l.category,
            image: l.image,
            unit_cents: l.unit_cents,
            quantity: l.quantity,
        }));
    }
    Ok(out)
}

/// A shop category: its products and units in stock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CategoryRow {
    pub name: String,
    pub products: u64,
    pub stock: u64,
}

/// The shop's categories, A to Z.
pub async fn categories<C: ConnectionTrait>(db: &C) -> Result<Vec<CategoryRow>, DbErr> {
    rows(
        db,
        "SELECT category AS k, COUNT(*) AS n, CAST(COALESCE(SUM(stock), 0) AS BIGINT) AS s \
         FROM shop_products GROUP BY category ORDER BY category",
    )
    .await?
    .iter()
    .map(|r| {
        Ok(CategoryRow {
            name: r.try_get("", "k")?,
            products: count(r, "n")?,
            stock: count(r, "s")?,
        })
    })
    .collect()
}

/// A product running low.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StockRow {
    pub id: i32,
    pub name: String,
    pub category: String,
    pub stock: i32,
}

/// Up to five shop products with at most [`LOW_STOCK`] units, fewest first.
pub async fn low_stock<C: ConnectionTrait>(db: &C) -> Result<Vec<StockRow>, DbErr> {
    let sql = format!(
        "SELECT id, name, category, stock FROM shop_products WHERE stock <= {LOW_STOCK} \
         ORDER BY stock, id LIMIT {LIST_SIZE}"
    );
    rows(db, &sql)
        .await?
        .iter()
        .map(|r| {
            Ok(StockRow {
                id: r.try_get("", "id")?,
                name: r.try_get("", "name")?,
                category: r.try_get("", "category")?,
                stock: r.try_get("", "stock")?,
            })
        })
        .collect()
}

/// Rows of a table.
async fn rows_in<C: ConnectionTrait>(db: &C, table: &str) -> Result<u64, DbErr> {
    count(
        &one(db, &format!("SELECT COUNT(*) AS n FROM {table}")).await?,
        "n",
    )
}

/// Products in the shop's catalogue.
pub async fn shop_product_count<C: ConnectionTrait>(db: &C) -> Result<u64, DbErr> {
    rows_in(db, "shop_products").await
}

/// Products in the data list.
pub async fn list_product_count<C: ConnectionTrait>(db: &C) -> Result<u64, DbErr> {
    rows_in(db, "catalog_products").await
}

/// Users who opened the shop (their sample wishlist and cart were written).
pub async fn shoppers<C: ConnectionTrait>(db: &C) -> Result<u64, DbErr> {
    rows_in(db, "shop_started").await
}

/// People in the users app.
pub async fn user_count<C: ConnectionTrait>(db: &C) -> Result<u64, DbErr> {
    rows_in(db, "demo_users").await
}

/// The data list's products by order status.
pub async fn order_statuses<C: ConnectionTrait>(db: &C) -> Result<Vec<(String, u64)>, DbErr> {
    group_count(db, "catalog_products", "order_status").await
}

/// The users app's people by status.
pub async fn users_by_status<C: ConnectionTrait>(db: &C) -> Result<Vec<(String, u64)>, DbErr> {
    group_count(db, "demo_users", "status").await
}

/// The users app's people by role.
pub async fn users_by_role<C: ConnectionTrait>(db: &C) -> Result<Vec<(String, u64)>, DbErr> {
    group_count(db, "demo_users", "role").await
}

/// The users app's people by department.
pub async fn users_by_department<C: ConnectionTrait>(db: &C) -> Result<Vec<(String, u64)>, DbErr> {
    group_count(db, "demo_users", "department").await
}

/// `(band index, products)` of the data list by popularity band.
pub async fn popularity<C: ConnectionTrait>(db: &C) -> Result<Vec<(i64, u64)>, DbErr> {
    let cases: String = POPULARITY_BANDS
        .iter()
        .enumerate()
        .skip(1)
        .rev()
        .map(|(i, (from, _))| format!("WHEN pop_value >= {from} THEN {i} "))
        .collect();
    let sql = format!(
        "SELECT CAST(CASE {cases}ELSE 0 END AS BIGINT) AS b, COUNT(*) AS n \
         FROM catalog_products GROUP BY 1"
    );
    rows(db, &sql)
        .await?
        .iter()
        .map(|r| Ok((r.try_get::<i64>("", "b")?, count(r, "n")?)))
        .collect()
}
