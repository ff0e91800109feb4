//! The analytics and eCommerce dashboards through the gateway: their
//! shapes, sign-in, the sample history a fresh start opens on (in no
//! product user's orders, taking no stock), and that the figures are the
//! demo tables' own — a checkout raises the order count and the revenue by
//! exactly its total.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, send_maybe_signed_in, spawn_app};

fn cents(price: &Value) -> i64 {
    let s = price.as_str().expect("a price string");
    let (w, f) = s.split_once('.').expect("two decimals");
    w.parse::<i64>().unwrap() * 100 + f.parse::<i64>().unwrap()
}

async fn get(app: &TestApp, token: &str, path: &str) -> Value {
    let (status, body) = send(app, "GET", path, token, None).await;
    assert_eq!(status, 200, "{path}: {body}");
    body
}

fn keys_of(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|c| c["key"].as_str().expect("a key").to_owned())
        .collect()
}

fn sum_of(list: &Value, field: &str) -> u64 {
    list.as_array()
        .expect("a list")
        .iter()
        .map(|c| c[field].as_u64().expect("a count"))
        .sum()
}

#[tokio::test]
async fn the_dashboards_need_a_sign_in() {
    let app = spawn_app().await;
    for path in ["/api/dashboard/analytics", "/api/dashboard/ecommerce"] {
        let (status, body) = send_maybe_signed_in(&app, "GET", path, None, None).await;
        assert_eq!(status, 401, "{path}: {body}");
    }
}

#[tokio::test]
async fn the_analytics_dashboard_counts_the_demo_people_and_products() {
    let app = spawn_app().await;
    let token = app.token("demo@demo.com").await;
    let a = get(&app, &token, "/api/dashboard/analytics").await;
    let users = a["userCount"].as_u64().unwrap();
    assert!(users >= 40, "about 50 sample people: {a}");
    assert_eq!(
        keys_of(&a["usersByStatus"]),
        ["active", "blocked", "deactivated"]
    );
    assert_eq!(keys_of(&a["usersByRole"]), ["admin", "user", "staff"]);
    assert_eq!(
        keys_of(&a["usersByDepartment"]),
        ["sales", "development", "management"]
    );
    for k in ["usersByStatus", "usersByRole", "usersByDepartment"] {
        assert_eq!(sum_of(&a[k], "count"), users, "{k} covers everyone");
    }
    assert_eq!(
        keys_of(&a["popularity"]),
        ["0-19", "20-39", "40-59", "60-79", "80-100"]
    );
    assert_eq!(
        sum_of(&a["popularity"], "count"),
        a["listProductCount"].as_u64().unwrap()
    );
    assert_eq!(a["listProductCount"].as_u64(), Some(100), "the data list");
    let days = a["days"].as_array().unwrap();
    assert_eq!(days.len(), 30, "30 days");
    for k in ["date", "orders", "revenueCents", "customers", "units"] {
        assert!(days[0].get(k).is_some(), "{k} missing from {}", days[0]);
    }
    for k in ["shoppers", "customers", "orderCount"] {
        assert!(a[k].is_u64(), "{k} in {a}");
    }
    let (_, week) = send(&app, "GET", "/api/dashboard/analytics?days=7", &token, None).await;
    assert_eq!(week["days"].as_array().unwrap().len(), 7);
}

#[tokio::test]
async fn a_checkout_raises_orders_and_revenue_by_exactly_its_total() {
    let app = spawn_app().await;
    let token = app.token("staff@demo.com").await;
    let before = get(&app, &token, "/api/dashboard/ecommerce").await;
    for k in [
        "orderCount",
        "revenueCents",
        "averageOrderCents",
        "unitsSold",
        "customers",
        "lowStockThreshold",
        "productCount",
    ] {
        assert!(before[k].is_number(), "{k} in {before}");
    }
    assert_eq!(
        keys_of(&before["orderStatuses"]),
        ["on hold", "delivered", "canceled", "pending"]
    );
    assert_eq!(sum_of(&before["orderStatuses"], "count"), 100);
    let days = before["days"].as_array().unwrap();
    assert_eq!(days.len(), 30, "30 days, missing ones as zeros");
    let today = chrono::Utc::now().format("%Y-%m-%d").to_string();
    assert_eq!(days[29]["date"].as_str(), Some(today.as_str()));
    assert_eq!(
        sum_of(&before["categories"], "products"),
        before["productCount"].as_u64().unwrap()
    );
    let threshold = before["lowStockThreshold"].as_u64().unwrap();
    for item in before["lowStock"].as_array().unwrap() {
        assert!(item["stock"].as_u64().unwrap() <= threshold, "{item}");
    }

    // Two units of a product already among the top ones (the sample
    // history sold some) with stock, then checkout: it stays among them.
    let (status, page) = send(
        &app,
        "GET",
        "/api/ecommerce/products?perPage=50",
        &token,
        None,
    )
    .await;
    assert_eq!(status, 200, "{page}");
    let in_stock = |id: u64| {
        page["data"]
            .as_array()
            .unwrap()
            .iter()
            .any(|p| p["id"].as_u64() == Some(id) && p["stock"].as_u64().unwrap_or(0) > 3)
    };
    let ids_of = |v: &Value| -> Vec<u64> {
        v["topProducts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|t| t["productId"].as_u64().unwrap())
            .collect()
    };
    let id = ids_of(&before)
        .into_iter()
        .find(|id| in_stock(*id))
        .or_else(|| {
            page["data"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|p| p["id"].as_u64())
                .find(|id| in_stock(*id))
        })
        .expect("a product in stock");
    let (status, body) = send(
        &app,
        "POST",
        "/api/ecommerce/cart",
        &token,
        Some(json!({"productId": id, "quantity": 2})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (status, placed) = send(
        &app,
        "POST",
        "/api/ecommerce/checkout",
        &token,
        Some(json!({
            "address": {
                "fullName": "Ada Lovelace", "mobile": "+44 20 7946 0000",
                "house": "12 Analytical Row", "landmark": "", "city": "London",
                "pincode": "N1 9GU", "state": "England", "addressType": "home"
            },
            "paymentMethod": "card"
        })),
    )
    .await;
    assert_eq!(status, 201, "{placed}");
    let total = cents(&placed["order"]["total"]);
    let units = placed["order"]["itemCount"].as_i64().unwrap();

    let after = get(&app, &token, "/api/dashboard/ecommerce").await;
    let n = |v: &Value, k: &str| v[k].as_i64().unwrap();
    assert_eq!(n(&after, "orderCount"), n(&before, "orderCount") + 1);
    assert_eq!(
        n(&after, "revenueCents"),
        n(&before, "revenueCents") + total
    );
    assert_eq!(n(&after, "unitsSold"), n(&before, "unitsSold") + units);
    assert_eq!(
        n(&after, "averageOrderCents"),
        n(&after, "revenueCents") / n(&after, "orderCount")
    );
    let today_of = |v: &Value| v["days"][29].clone();
    assert_eq!(
        n(&today_of(&after), "revenueCents"),
        n(&today_of(&before), "revenueCents") + total
    );
    assert_eq!(
        n(&today_of(&after), "orders"),
        n(&today_of(&before), "orders") + 1
    );
    let top = after["topProducts"].as_array().unwrap();
    assert!(!top.is_empty() && top.len() <= 5, "{after}");
    assert!(
        top.iter().any(|t| t["productId"].as_u64() == Some(id)),
        "the product ordered is among the top ones: {top:?}"
    );
    let units_of = |v: &Value| {
        v["topProducts"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["productId"].as_u64() == Some(id))
            .map_or(0, |t| t["units"].as_i64().unwrap())
    };
    if ids_of(&before).contains(&id) {
        assert_eq!(units_of(&after), units_of(&before) + 2);
    }

    // The analytics dashboard sees the same order.
    let a = get(&app, &token, "/api/dashboard/analytics").await;
    assert_eq!(a["orderCount"], after["orderCount"]);
    assert_eq!(a["days"][29]["orders"], after["days"][29]["orders"]);
}

#[tokio::test]
async fn a_fresh_start_opens_on_a_sample_history_that_is_nobodys_and_takes_no_stock() {
    let app = spawn_app().await;
    let token = app.token("demo@demo.com").await;
    let e = get(&app, &token, "/api/dashboard/ecommerce").await;
    let days = e["days"].as_array().unwrap();
    assert_eq!(days.len(), 30);
    let busy = days
        .iter()
        .filter(|d| d["orders"].as_u64().unwrap() > 0)
        .count();
    assert!(busy >= 10, "a lively last month: {busy} days with orders");
    for d in days {
        let orders = d["orders"].as_u64().unwrap();
        assert_eq!(orders > 0, d["revenueCents"].as_i64().unwrap() > 0, "{d}");
        assert!(d["customers"].as_u64().unwrap() <= orders, "{d}");
    }
    assert!(e["customers"].as_u64().unwrap() >= 10, "{e}");
    assert!(!e["topProducts"].as_array().unwrap().is_empty());

    // The whole history lies in the last 90 days: its totals are the
    // series' sums.
    let all = get(&app, &token, "/api/dashboard/ecommerce?days=90").await;
    let orders = all["orderCount"].as_u64().unwrap();
    assert!(
        (100..=200).contains(&orders),
        "about 150 sample orders: {orders}"
    );
    assert_eq!(sum_of(&all["days"], "orders"), orders);
    assert_eq!(
        sum_of(&all["days"], "units"),
        all["unitsSold"].as_u64().unwrap()
    );
    let revenue: i64 = all["days"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["revenueCents"].as_i64().unwrap())
        .sum();
    assert_eq!(revenue, all["revenueCents"].as_i64().unwrap());
    assert!(sum_of(&e["days"], "orders") <= orders);

    // Not a product user's own orders.
    for user in ["demo@demo.com", "admin@demo.com"] {
        let t = app.token(user).await;
        let (status, mine) = send(&app, "GET", "/api/ecommerce/orders", &t, None).await;
        assert_eq!(status, 200, "{mine}");
        assert_eq!(mine["total"], 0, "{user}: {mine}");
    }

    // The stock is the catalogue's own: the history took none.
    let (status, page) = send(
        &app,
        "GET",
        "/api/ecommerce/products?perPage=100",
        &token,
        None,
    )
    .await;
    assert_eq!(status, 200, "{page}");
    let catalogue = demo_service::store::shop::sample_products();
    let listed = page["data"].as_array().unwrap();
    assert_eq!(listed.len(), catalogue.len());
    for p in listed {
        let id = p["id"].as_i64().unwrap();
        let seeded = catalogue.iter().find(|c| i64::from(c.id) == id).unwrap();
        assert_eq!(p["stock"].as_i64(), Some(i64::from(seeded.stock)), "{p}");
    }

    // The analytics dashboard counts sign-ups per day beside the orders.
    let a = get(&app, &token, "/api/dashboard/analytics?days=90").await;
    let signups = sum_of(&a["days"], "signups");
    assert!(
        signups > 0 && signups <= a["userCount"].as_u64().unwrap(),
        "{signups} sign-ups in 90 days"
    );
    assert_eq!(sum_of(&a["days"], "orders"), orders);
}
