//! The template's analytics and eCommerce dashboards (our design; the spec
//! names the screens, not the calls): figures the demo service's
//! DashboardService computes from its tables, shop-wide, for any signed-in
//! user. Money is in integer cents, so sums stay exact.

use actix_web::{HttpResponse, web};
use proto::demo::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// A label and how many rows carry it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KeyCount {
    /// The label as stored, e.g. "active", "on hold", "80-100".
    pub key: String,
    pub count: u64,
}

/// One UTC day of activity; a day without orders is zeros.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DayFigures {
    /// "YYYY-MM-DD" (UTC).
    pub date: String,
    pub orders: u64,
    pub revenue_cents: i64,
    /// Distinct users who ordered that day.
    pub customers: u64,
    /// Units ordered that day.
    pub units: u64,
    /// People of the users app who joined that day.
    pub signups: u64,
}

/// A shop product ranked by units ordered.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopProduct {
    pub product_id: u32,
    pub name: String,
    pub category: String,
    /// The local placeholder picture's key, e.g. "laptops".
    pub image: String,
    pub units: u64,
    pub revenue_cents: i64,
}

/// A shop product running low.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StockItem {
    pub product_id: u32,
    pub name: String,
    pub category: String,
    pub stock: u32,
}

/// A shop category.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CategoryFigures {
    pub name: String,
    pub products: u64,
    /// Units in stock over its products.
    pub stock: u64,
}

/// The eCommerce dashboard.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EcommerceDashboard {
    /// Orders placed in the shop, all users.
    pub order_count: u64,
    pub revenue_cents: i64,
    /// Revenue per order, rounded down to a cent (0 without orders).
    pub average_order_cents: i64,
    pub units_sold: u64,
    /// Distinct users who ordered.
    pub customers: u64,
    /// The data list's products by order status (on hold, delivered,
    /// canceled, pending).
    pub order_statuses: Vec<KeyCount>,
    /// One per day, oldest first, ending today (UTC).
    pub days: Vec<DayFigures>,
    /// A to Z.
    pub categories: Vec<CategoryFigures>,
    /// The five most ordered products.
    pub top_products: Vec<TopProduct>,
    /// Up to five products at or below `lowStockThreshold`, fewest first.
    pub low_stock: Vec<StockItem>,
    pub low_stock_threshold: u32,
    /// Products in the shop's catalogue.
    pub product_count: u64,
}

/// The analytics dashboard.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AnalyticsDashboard {
    /// People in the users app.
    pub user_count: u64,
    /// active, blocked, deactivated.
    pub users_by_status: Vec<KeyCount>,
    /// admin, user, staff.
    pub users_by_role: Vec<KeyCount>,
    /// sales, development, management.
    pub users_by_department: Vec<KeyCount>,
    /// One per day, oldest first, ending today (UTC).
    pub days: Vec<DayFigures>,
    /// The data list's products by popularity band (0-19 ... 80-100).
    pub popularity: Vec<KeyCount>,
    /// Products in the data list.
    pub list_product_count: u64,
    /// Users who opened the shop.
    pub shoppers: u64,
    /// Distinct users who ordered.
    pub customers: u64,
    pub order_count: u64,
}

/// The daily series' length.
#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
pub struct DashboardQuery {
    /// Days of the daily series ending today, 1 to 90 (default 30).
    pub days: Option<u32>,
}

fn counts(v: Vec<pb::DashboardCount>) -> Vec<KeyCount> {
    v.into_iter()
        .map(|c| KeyCount {
            key: c.key,
            count: c.count,
        })
        .collect()
}

fn days(v: Vec<pb::DashboardDay>) -> Vec<DayFigures> {
    v.into_iter()
        .map(|d| DayFigures {
            date: d.date,
            orders: d.orders,
            revenue_cents: d.revenue_cents,
            customers: d.customers,
            units: d.units,
            signups: d.signups,
        })
        .collect()
}

/// The eCommerce dashboard's figures, computed from the shop's orders and
/// products and the data list.
#[utoipa::path(get, path = "/api/dashboard/ecommerce", tag = "demo", params(DashboardQuery),
    security(("bearer" = [])),
    responses((status = 200, body = EcommerceDashboard), (status = 401, body = ErrorBody)))]
pub async fn ecommerce(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<DashboardQuery>,
) -> Result<HttpResponse, HttpError> {
    let r = state
        .clients
        .dashboard_as(&ctx)
        .get_ecommerce_dashboard(pb::GetEcommerceDashboardRequest {
            days: query.days.unwrap_or(0),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(EcommerceDashboard {
        order_count: r.order_count,
        revenue_cents: r.revenue_cents,
        average_order_cents: r.average_order_cents,
        units_sold: r.units_sold,
        customers: r.customers,
        order_statuses: counts(r.order_statuses),
        days: days(r.days),
        categories: r
            .categories
            .into_iter()
            .map(|c| CategoryFigures {
                name: c.name,
                products: c.products,
                stock: c.stock,
            })
            .collect(),
        top_products: r
            .top_products
            .into_iter()
            .map(|t| TopProduct {
                product_id: t.product_id,
                name: t.name,
                category: t.category,
                image: t.image,
                units: t.units,
                revenue_cents: t.revenue_cents,
            })
            .collect(),
        low_stock: r
            .low_stock
            .into_iter()
            .map(|s| StockItem {
                product_id: s.product_id,
                name: s.name,
                category: s.category,
                stock: s.stock,
            })
            .collect(),
        low_stock_threshold: r.low_stock_threshold,
        product_count: r.product_count,
    }))
}

/// The analytics dashboard's figures, computed from the users app's people,
/// the shop's orders and the data list.
#[utoipa::path(get, path = "/api/dashboard/analytics", tag = "demo", params(DashboardQuery),
    security(("bearer" = [])),
    responses((status = 200, body = AnalyticsDashboard), (status = 401, body = ErrorBody)))]
pub async fn analytics(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<DashboardQuery>,
) -> Result<HttpResponse, HttpError> {
    let r = state
        .clients
        .dashboard_as(&ctx)
        .get_analytics_dashboard(pb::GetAnalyticsDashboardRequest {
            days: query.days.unwrap_or(0),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(AnalyticsDashboard {
        user_count: r.user_count,
        users_by_status: counts(r.users_by_status),
        users_by_role: counts(r.users_by_role),
        users_by_department: counts(r.users_by_department),
        days: days(r.days),
        popularity: counts(r.popularity),
        list_product_count: r.list_product_count,
        shoppers: r.shoppers,
        customers: r.customers,
        order_count: r.order_count,
    }))
}
