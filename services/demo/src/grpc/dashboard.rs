//! gRPC transport of the dashboards: reads the figures from the store in
//! one read transaction (so they agree with each other), shapes them with
//! the domain and answers. Shop-wide figures: any signed-in user may read.

use platform::error::internal;
use proto::demo::v1::{self as pb, dashboard_service_server::DashboardService};
use sea_orm::{DatabaseConnection, DbErr, TransactionError, TransactionTrait};
use tonic::{Request, Response, Status};

use crate::domain::catalog::ORDER_STATUSES;
use crate::domain::dashboard::{self as rules, Count, Day, LIST_SIZE, LOW_STOCK, TopProduct};
use crate::domain::users::{DEPARTMENTS, ROLES, STATUSES};
use crate::store::dashboard as store;

pub struct DashboardGrpc {
    db: DatabaseConnection,
}

impl DashboardGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

fn db_err(what: &'static str) -> impl FnOnce(TransactionError<DbErr>) -> Status {
    move |e| {
        let e = match e {
            TransactionError::Connection(e) | TransactionError::Transaction(e) => e,
        };
        internal::<DbErr>(what)(e).into_status()
    }
}

fn count_pb(c: Count) -> pb::DashboardCount {
    let Count { key, count } = c;
    pb::DashboardCount { key, count }
}

fn day_pb(d: Day) -> pb::DashboardDay {
    let date = d.date();
    let Day {
        day: _,
        orders,
        revenue_cents,
        customers,
        units,
        signups,
    } = d;
    pb::DashboardDay {
        date,
        orders,
        revenue_cents,
        customers,
        units,
        signups,
    }
}

fn top_pb(t: TopProduct) -> pb::DashboardTopProduct {
    let TopProduct {
        product_id,
        name,
        category,
        image,
        units,
        revenue_cents,
    } = t;
    pb::DashboardTopProduct {
        product_id: u32::try_from(product_id).unwrap_or(0),
        name,
        category,
        image,
        units,
        revenue_cents,
    }
}

/// The daily series of `asked` days ending today (UTC), empty days filled,
/// with the users app's sign-ups.
async fn series<C: sea_orm::ConnectionTrait>(db: &C, asked: u32) -> Result<Vec<Day>, DbErr> {
    let len = rules::series_len(asked);
    let today = rules::day_of(chrono::Utc::now().timestamp_micros());
    let first = today - i64::from(len) + 1;
    let found = store::orders_per_day(db, first).await?;
    let signups = store::signups_per_day(db, first).await?;
    Ok(rules::with_signups(
        rules::fill_days(found, today, len),
        &signups,
    ))
}

#[tonic::async_trait]
impl DashboardService for DashboardGrpc {
    async fn get_ecommerce_dashboard(
        &self,
        req: Request<pb::GetEcommerceDashboardRequest>,
    ) -> Result<Response<pb::GetEcommerceDashboardResponse>, Status> {
        let asked = req.into_inner().days;
        let read = self
            .db
            .transaction::<_, _, DbErr>(|txn| {
                Box::pin(async move {
                    let totals = store::order_totals(txn).await?;
                    let statuses = store::order_statuses(txn).await?;
                    let days = series(txn, asked).await?;
                    let categories = store::categories(txn).await?;
                    let sold = store::sold_lines(txn).await?;
                    let low = store::low_stock(txn).await?;
                    let products = store::shop_product_count(txn).await?;
                    Ok((totals, statuses, days, categories, sold, low, products))
                })
            })
            .await
            .map_err(db_err("reading the eCommerce dashboard"))?;
        let (totals, statuses, days, categories, sold, low, products) = read;
        Ok(Response::new(pb::GetEcommerceDashboardResponse {
            order_count: totals.orders,
            revenue_cents: totals.revenue_cents,
            average_order_cents: rules::average_cents(totals.revenue_cents, totals.orders),
            units_sold: totals.units,
            customers: totals.customers,
            order_statuses: rules::breakdown(&ORDER_STATUSES, statuses)
                .into_iter()
                .map(count_pb)
                .collect(),
            days: days.into_iter().map(day_pb).collect(),
            categories: categories
                .into_iter()
                .map(|c| pb::DashboardCategory {
                    name: c.name,
                    products: c.products,
                    stock: c.stock,
                })
                .collect(),
            top_products: rules::top_products(sold, LIST_SIZE)
                .into_iter()
                .map(top_pb)
                .collect(),
            low_stock: low
                .into_iter()
                .map(|s| pb::DashboardStockItem {
                    product_id: u32::try_from(s.id).unwrap_or(0),
                    name: s.name,
                    category: s.category,
                    stock: u32::try_from(s.stock).unwrap_or(0),
                })
                .collect(),
            low_stock_threshold: LOW_STOCK.unsigned_abs(),
            product_count: products,
        }))
    }

    async fn get_analytics_dashboard(
        &self,
        req: Request<pb::GetAnalyticsDashboardRequest>,
    ) -> Result<Response<pb::GetAnalyticsDashboardResponse>, Status> {
        let asked = req.into_inner().days;
        let read = self
            .db
            .transaction::<_, _, DbErr>(|txn| {
                Box::pin(async move {
                    let users = store::user_count(txn).await?;
                    let status = store::users_by_status(txn).await?;
                    let role = store::users_by_role(txn).await?;
                    let department = store::users_by_department(txn).await?;
                    let days = series(txn, asked).await?;
                    let popularity = store::popularity(txn).await?;
                    let listed = store::list_product_count(txn).await?;
                    let shoppers = store::shoppers(txn).await?;
                    let totals = store::order_totals(txn).await?;
                    Ok((
                        users, status, role, department, days, popularity, listed, shoppers, totals,
                    ))
                })
            })
            .await
            .map_err(db_err("reading the analytics dashboard"))?;
        let (users, status, role, department, days, popularity, listed, shoppers, totals) = read;
        let counts = |known: &[&str], found| {
            rules::breakdown(known, found)
                .into_iter()
                .map(count_pb)
                .collect()
        };
        Ok(Response::new(pb::GetAnalyticsDashboardResponse {
            user_count: users,
            users_by_status: counts(STATUSES, status),
            users_by_role: counts(ROLES, role),
            users_by_department: counts(DEPARTMENTS, department),
            days: days.into_iter().map(day_pb).collect(),
            popularity: rules::popularity(popularity)
                .into_iter()
                .map(count_pb)
                .collect(),
            list_product_count: listed,
            shoppers,
            customers: totals.customers,
            order_count: totals.orders,
        }))
    }
}
