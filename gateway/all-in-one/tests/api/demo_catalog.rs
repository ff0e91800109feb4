//! The data list and the contacts grid through the gateway and the demo
//! service (spec section 7's mock calls, sections 3, 4, 5 and 9): shapes,
//! sizes, the 4-item default page, max + 1 ids first in the list, the
//! popularity colours, the search, atomic bulk deletes, refusals.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, send_maybe_signed_in, spawn_app};

/// POSTs `body` to `/api/datalist/<action>` as the caller: the status and the answer.
async fn post(app: &TestApp, token: &str, action: &str, body: Value) -> (u16, Value) {
    send(
        app,
        "POST",
        &format!("/api/datalist/{action}"),
        token,
        Some(body),
    )
    .await
}

/// An object's keys, sorted.
fn keys_of(object: &Value) -> Vec<&str> {
    let mut keys: Vec<&str> = object
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    keys.sort_unstable();
    keys
}

fn ids(list: &Value) -> Vec<u64> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|p| p["id"].as_u64().unwrap())
        .collect()
}

async fn all(app: &TestApp, token: &str) -> Value {
    let (status, body) = send(app, "GET", "/api/datalist/initial-data", token, None).await;
    assert_eq!(status, 200, "{body}");
    body
}

fn new_product(name: &str, pop: Value) -> Value {
    json!({"obj": {
        "name": name, "category": "Audio", "price": "19.90",
        "order_status": "pending", "popularity": {"popValue": pop}
    }})
}

#[tokio::test]
async fn the_catalogue_and_its_pages_have_the_spec_shapes_and_sizes() {
    let app = spawn_app().await;
    let token = app.token("demo@demo.com").await;

    // The full list: a bare array of 100 products, ids 1..101 without 47.
    let products = all(&app, &token).await;
    let list = ids(&products);
    assert_eq!(list.len(), 100);
    assert!(!list.contains(&47));
    assert_eq!((list[0], list[99]), (1, 101));
    let first = &products[0];
    let keys = keys_of(first);
    assert_eq!(
        keys,
        [
            "category",
            "id",
            "img",
            "name",
            "order_status",
            "popularity",
            "price"
        ]
    );
    assert!(first["price"].is_string(), "the price is a string: {first}");
    assert!(first["img"].as_str().unwrap().starts_with("/img/products/"));
    for p in products.as_array().unwrap() {
        assert!(["Computers", "Audio", "Fitness"].contains(&p["category"].as_str().unwrap()));
        assert!(
            ["on hold", "delivered", "canceled", "pending"]
                .contains(&p["order_status"].as_str().unwrap())
        );
        let value = p["popularity"]["popValue"].as_u64().unwrap();
        let want = match value {
            75.. => "success",
            55..75 => "primary",
            35..55 => "warning",
            _ => "danger",
        };
        assert_eq!(p["popularity"]["color"], want, "{p}");
    }

    // Without paging parameters: the first 4, pages of 4.
    let (status, page) = send(&app, "GET", "/api/datalist/data", &token, None).await;
    assert_eq!(status, 200);
    assert_eq!(ids(&page["data"]), [1, 2, 3, 4]);
    assert_eq!(page["totalPages"], 25);
    assert_eq!(page["totalRecords"], 100);

    // page and perPage: the fifth page of 10 skips the absent 47.
    let (_, page) = send(
        &app,
        "GET",
        "/api/datalist/data?page=5&perPage=10",
        &token,
        None,
    )
    .await;
    assert_eq!(ids(&page["data"]), [41, 42, 43, 44, 45, 46, 48, 49, 50, 51]);
    assert_eq!(page["totalPages"], 10);
    let (_, past) = send(
        &app,
        "GET",
        "/api/datalist/data?page=11&perPage=10",
        &token,
        None,
    )
    .await;
    assert_eq!(past["data"], json!([]));

    // The search: case-insensitive over name, category, price, order status;
    // prefix matches first.
    let (_, audio) = send(
        &app,
        "GET",
        "/api/datalist/data?q=AUDIO&perPage=100",
        &token,
        None,
    )
    .await;
    let rows = audio["data"].as_array().unwrap();
    assert!(!rows.is_empty());
    assert_eq!(audio["totalRecords"], rows.len());
    assert!(rows.iter().all(|p| p["category"] == "Audio"));
    let (_, status_search) = send(
        &app,
        "GET",
        "/api/datalist/data?q=on%20h&perPage=100",
        &token,
        None,
    )
    .await;
    assert!(
        status_search["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["order_status"] == "on hold")
    );
    // "x": names containing "Max" or "X2"; a name starting with it comes first.
    let (status, body) = post(
        &app,
        &token,
        "add-data",
        new_product("Xylo Speaker", json!(50)),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let (_, x) = send(
        &app,
        "GET",
        "/api/datalist/data?q=x&perPage=100",
        &token,
        None,
    )
    .await;
    assert!(x["totalRecords"].as_u64().unwrap() > 1);
    assert_eq!(x["data"][0]["name"], "Xylo Speaker");

    // A sort by price, as numbers, descending.
    let (_, by_price) = send(
        &app,
        "GET",
        "/api/datalist/data?sort=-price&perPage=100",
        &token,
        None,
    )
    .await;
    let prices: Vec<f64> = by_price["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["price"].as_str().unwrap().parse().unwrap())
        .collect();
    assert!(prices.windows(2).all(|w| w[0] >= w[1]), "{prices:?}");

    // The contacts grid: {data: [200 rows]} with the spec's fields.
    let (status, grid) = send(&app, "GET", "/api/aggrid/data", &token, None).await;
    assert_eq!(status, 200);
    let rows = grid["data"].as_array().unwrap();
    assert_eq!(rows.len(), 200);
    let keys = keys_of(&rows[0]);
    assert_eq!(
        keys,
        [
            "address",
            "city",
            "company",
            "country",
            "email",
            "fax",
            "firstname",
            "followers",
            "lastname",
            "phone",
            "state",
            "web",
            "zip"
        ]
    );
    assert!(rows[0]["followers"].is_u64());
    app.stop().await;
}

#[tokio::test]
async fn added_products_take_max_id_plus_one_go_first_and_are_coloured_at_75_55_35() {
    let app = spawn_app().await;
    let token = app.token("editor@demo.com").await;

    let mut added = vec![];
    for (name, pop, color) in [
        ("Edge 34", json!(34), "danger"),
        ("Edge 35", json!("35"), "warning"),
        ("Edge 54", json!(54), "warning"),
        ("Edge 55", json!(55), "primary"),
        ("Edge 74", json!(74), "primary"),
        ("Edge 75", json!(75), "success"),
        ("Below zero", json!(-8), "danger"),
    ] {
        let (status, p) = post(&app, &token, "add-data", new_product(name, pop)).await;
        assert_eq!(status, 200, "{p}");
        assert_eq!(p["popularity"]["color"], color, "{name}");
        added.push(p["id"].as_u64().unwrap());
    }
    // 101 was the highest: 102, 103, ...; a negative value is stored as 0.
    assert_eq!(added, [102, 103, 104, 105, 106, 107, 108]);
    let products = all(&app, &token).await;
    assert_eq!(products[0]["name"], "Below zero");
    assert_eq!(
        products[0]["popularity"],
        json!({"popValue": 0, "color": "danger"})
    );
    assert_eq!(ids(&products)[..2], [108, 107], "the newest first");
    let (_, page) = send(&app, "GET", "/api/datalist/data", &token, None).await;
    assert_eq!(ids(&page["data"]), [108, 107, 106, 105]);
    assert_eq!(page["totalPages"], 27);

    // Update: merged by id (other fields kept), the colour recomputed.
    let (status, p) = post(
        &app,
        &token,
        "update-data",
        json!({"obj": {"id": 102, "popularity": {"popValue": 75}, "price": 24.5}}),
    )
    .await;
    assert_eq!(status, 200, "{p}");
    assert_eq!(p["name"], "Edge 34");
    assert_eq!(p["price"], "24.5");
    assert_eq!(p["popularity"], json!({"popValue": 75, "color": "success"}));
    let (_, p) = post(
        &app,
        &token,
        "update-data",
        json!({"obj": {"id": 102, "popularity": {"popValue": 55}, "name": "Renamed"}}),
    )
    .await;
    assert_eq!(p["popularity"]["color"], "primary");
    let stored = all(&app, &token).await;
    let renamed = stored
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["id"] == 102)
        .unwrap();
    assert_eq!(renamed["name"], "Renamed");
    assert_eq!(renamed["category"], "Audio");

    // Deleting the highest id: the next new product reuses max + 1.
    let (status, gone) = post(&app, &token, "delete-data", json!({"obj": {"id": 108}})).await;
    assert_eq!(status, 200);
    assert_eq!(gone["name"], "Below zero");
    let (_, p) = post(
        &app,
        &token,
        "add-data",
        new_product("After delete", json!(90)),
    )
    .await;
    assert_eq!(p["id"], 108);
    app.stop().await;
}

#[tokio::test]
async fn deletes_remove_by_id_and_a_bulk_delete_is_all_or_nothing() {
    let app = spawn_app().await;
    let token = app.token("staff@demo.com").await;

    let (status, body) = post(&app, &token, "delete-data", json!({"obj": {"id": 47}})).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (404, Some("PRODUCT_NOT_FOUND"))
    );

    // One unknown id: 404 and nothing removed.
    let (status, body) = post(&app, &token, "delete-selected", json!({"arr": [1, 2, 47]})).await;
    assert_eq!(status, 404, "{body}");
    assert_eq!(ids(&all(&app, &token).await).len(), 100);

    let (status, body) = post(
        &app,
        &token,
        "delete-selected",
        json!({"arr": [3, 1, 2, 2]}),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(body["arr"], json!([1, 2, 3]));
    let (status, _) = post(&app, &token, "delete-data", json!({"obj": {"id": 4}})).await;
    assert_eq!(status, 200);
    let left = ids(&all(&app, &token).await);
    assert_eq!(left.len(), 96);
    assert_eq!(left[0], 5);
    let (_, page) = send(&app, "GET", "/api/datalist/data", &token, None).await;
    assert_eq!(page["totalPages"], 24);
    app.stop().await;
}

#[tokio::test]
async fn bad_input_is_a_clear_4xx_with_nothing_written_and_signed_out_callers_get_401() {
    let app = spawn_app().await;
    let token = app.token("admin@demo.com").await;

    for (method, path, body) in [
        ("GET", "/api/datalist/initial-data", None),
        ("GET", "/api/datalist/data", None),
        ("GET", "/api/aggrid/data", None),
        (
            "POST",
            "/api/datalist/add-data",
            Some(new_product("Anon", json!(1))),
        ),
        (
            "POST",
            "/api/datalist/update-data",
            Some(json!({"obj": {"id": 1, "name": "x"}})),
        ),
        (
            "POST",
            "/api/datalist/delete-data",
            Some(json!({"obj": {"id": 1}})),
        ),
        (
            "POST",
            "/api/datalist/delete-selected",
            Some(json!({"arr": [1]})),
        ),
    ] {
        let (status, res) = send_maybe_signed_in(&app, method, path, None, body).await;
        assert_eq!(status, 401, "{method} {path}: {res}");
    }

    // Add: every missing or wrong field named.
    let (status, body) = post(
        &app,
        &token,
        "add-data",
        json!({"obj": {"name": " ", "category": "Garden", "price": "12,50",
            "popularity": {"popValue": 101}}}),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    let fields = body["error"]["fields"].as_object().unwrap();
    let mut named: Vec<&str> = fields.keys().map(String::as_str).collect();
    named.sort_unstable();
    assert_eq!(
        named,
        ["category", "name", "order_status", "popValue", "price"]
    );
    assert_eq!(fields["name"], "Required");
    let (status, body) = post(&app, &token, "add-data", json!({})).await;
    assert_eq!(
        (status, body["error"]["fields"]["obj"].as_str()),
        (422, Some("Required"))
    );

    // Update: unknown id 404, a bad field 422, a missing id 422.
    let (status, _) = post(
        &app,
        &token,
        "update-data",
        json!({"obj": {"id": 9999, "name": "Ghost"}}),
    )
    .await;
    assert_eq!(status, 404);
    let before = all(&app, &token).await;
    let (status, body) = post(
        &app,
        &token,
        "update-data",
        json!({"obj": {"id": 1, "name": "Half written", "order_status": "shipped"}}),
    )
    .await;
    assert_eq!(status, 422);
    assert!(body["error"]["fields"]["order_status"].is_string());
    let (status, _) = post(
        &app,
        &token,
        "update-data",
        json!({"obj": {"name": "No id"}}),
    )
    .await;
    assert_eq!(status, 422);
    let (status, _) = post(&app, &token, "delete-selected", json!({"arr": []})).await;
    assert_eq!(status, 422);
    let (status, body) = post(&app, &token, "delete-data", json!({"obj": {"id": "one"}})).await;
    assert_eq!(
        (status, body["error"]["code"].as_str()),
        (400, Some("INVALID_JSON"))
    );
    // Nothing of the refused calls was written.
    assert_eq!(all(&app, &token).await, before);
    assert_eq!(ids(&before).len(), 100);

    // Paging and sort parameters.
    for query in ["perPage=101", "perPage=0", "page=0", "sort=img"] {
        let (status, body) = send(
            &app,
            "GET",
            &format!("/api/datalist/data?{query}"),
            &token,
            None,
        )
        .await;
        assert_eq!(status, 422, "{query}: {body}");
    }
    let (status, _) = send(&app, "GET", "/api/datalist/data?page=two", &token, None).await;
    assert_eq!(status, 400);
    app.stop().await;
}
