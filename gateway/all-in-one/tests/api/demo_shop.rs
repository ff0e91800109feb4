//! The shop through the gateway: the paged, filtered catalogue; the
//! wishlist and cart of each signed-in user (never another's); checkout
//! with the total computed on the server, the stock taken and the cart
//! emptied, or nothing at all when the stock falls short; orders.

use serde_json::{Value, json};

use crate::helpers::{TestApp, send, send_maybe_signed_in, spawn_app};

fn cents(price: &Value) -> i64 {
    let s = price.as_str().expect("a price string");
    let (w, f) = s.split_once('.').expect("two decimals");
    assert_eq!(f.len(), 2, "{s}");
    w.parse::<i64>().unwrap() * 100 + f.parse::<i64>().unwrap()
}

async fn cart(app: &TestApp, token: &str) -> Value {
    let (status, cart) = send(app, "GET", "/api/ecommerce/cart", token, None).await;
    assert_eq!(status, 200, "{cart}");
    cart
}

/// A cart's (product id, units), in order.
fn lines_of(cart: &Value) -> Vec<(u64, u64)> {
    cart["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            (
                l["product"]["id"].as_u64().unwrap(),
                l["quantity"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// The units left of a product.
async fn stock(app: &TestApp, token: &str, id: u64) -> i64 {
    let (status, p) = send(
        app,
        "GET",
        &format!("/api/ecommerce/products/{id}"),
        token,
        None,
    )
    .await;
    assert_eq!(status, 200, "{p}");
    p["stock"].as_i64().unwrap()
}

/// Puts `quantity` of a product in the caller's cart.
async fn put(app: &TestApp, token: &str, id: u64, quantity: u32) {
    let (status, body) = send(
        app,
        "POST",
        "/api/ecommerce/cart",
        token,
        Some(json!({"productId": id, "quantity": quantity})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

/// Checks the caller's cart out: the status and the answer.
async fn check_out(app: &TestApp, token: &str) -> (u16, Value) {
    send(
        app,
        "POST",
        "/api/ecommerce/checkout",
        token,
        Some(json!({"address": address(), "paymentMethod": "card"})),
    )
    .await
}

/// How many orders the caller placed.
async fn order_count(app: &TestApp, token: &str) -> u64 {
    let (status, orders) = send(app, "GET", "/api/ecommerce/orders", token, None).await;
    assert_eq!(status, 200, "{orders}");
    orders["total"].as_u64().unwrap()
}

fn address() -> Value {
    json!({
        "fullName": "Ada Lovelace", "mobile": "+44 20 7946 0000", "house": "12 Analytical Row",
        "landmark": "", "city": "London", "pincode": "N1 9GU", "state": "England",
        "addressType": "home"
    })
}

#[tokio::test]
async fn the_catalogue_is_paged_filtered_searched_and_sorted_on_the_server() {
    let app = spawn_app().await;
    let token = app.token("staff@demo.com").await;
    let (status, page) = send(&app, "GET", "/api/ecommerce/products", &token, None).await;
    assert_eq!(status, 200, "{page}");
    let total = page["total"].as_u64().unwrap();
    assert!((30..=60).contains(&total), "30-60 products: {total}");
    assert_eq!(
        page["data"].as_array().unwrap().len(),
        9,
        "a 3 x 3 page by default"
    );
    assert_eq!(page["totalPages"].as_u64().unwrap(), total.div_ceil(9));
    let p = &page["data"][0];
    for key in [
        "id",
        "name",
        "brand",
        "description",
        "price",
        "rating",
        "category",
        "image",
        "hasFreeShipping",
        "stock",
        "isInWishlist",
        "isInCart",
    ] {
        assert!(p.get(key).is_some(), "{key} missing from {p}");
    }
    cents(&p["price"]);
    assert!(page["categories"].as_array().unwrap().len() >= 3);
    assert!(page["brands"].as_array().unwrap().len() >= 5);

    // Category + price range + rating, sorted by price.
    let (_, laptops) = send(
        &app,
        "GET",
        "/api/ecommerce/products?category=Laptops&priceMin=600&priceMax=1400&rating=4&sort=price-asc&perPage=50",
        &token,
        None,
    )
    .await;
    let rows = laptops["data"].as_array().unwrap();
    assert!(!rows.is_empty());
    let prices: Vec<i64> = rows.iter().map(|r| cents(&r["price"])).collect();
    assert!(
        prices.windows(2).all(|w| w[0] <= w[1]),
        "ascending: {prices:?}"
    );
    for r in rows {
        assert_eq!(r["category"], "Laptops");
        assert!(r["rating"].as_u64().unwrap() >= 4);
        assert!((60_000..=140_000).contains(&cents(&r["price"])), "{r}");
    }
    assert_eq!(laptops["total"].as_u64().unwrap() as usize, rows.len());

    // Brands (comma-separated) and search (case-insensitive).
    let (_, brands) = send(
        &app,
        "GET",
        "/api/ecommerce/products?brands=Sony,Bose&perPage=100",
        &token,
        None,
    )
    .await;
    assert!(
        brands["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|r| r["brand"] == "Sony" || r["brand"] == "Bose")
    );
    let (_, found) = send(
        &app,
        "GET",
        "/api/ecommerce/products?q=iphone",
        &token,
        None,
    )
    .await;
    let found = found["data"].as_array().unwrap();
    assert!(!found.is_empty());
    assert!(found.iter().all(|r| {
        r["name"]
            .as_str()
            .unwrap()
            .to_lowercase()
            .contains("iphone")
            || r["description"]
                .as_str()
                .unwrap()
                .to_lowercase()
                .contains("iphone")
    }));

    // Bad input: 422 naming the field.
    for (query, field) in [
        ("sort=cheapest", "sort"),
        ("priceMin=abc", "priceMin"),
        ("rating=9", "rating"),
        ("priceMin=500&priceMax=100", "priceMin"),
    ] {
        let (status, body) = send(
            &app,
            "GET",
            &format!("/api/ecommerce/products?{query}"),
            &token,
            None,
        )
        .await;
        assert_eq!(status, 422, "{query}: {body}");
        assert!(
            body["error"]["fields"][field].is_string(),
            "{query}: {body}"
        );
    }

    // One product; unknown ids are 404.
    let id = p["id"].as_u64().unwrap();
    let (status, one) = send(
        &app,
        "GET",
        &format!("/api/ecommerce/products/{id}"),
        &token,
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(one["name"], p["name"]);
    for path in [
        "/api/ecommerce/products/9999",
        "/api/ecommerce/products/nope",
    ] {
        let (status, body) = send(&app, "GET", path, &token, None).await;
        assert_eq!(status, 404, "{path}");
        assert_eq!(body["error"]["code"], "SHOP_PRODUCT_NOT_FOUND");
    }
    let (status, _) =
        send_maybe_signed_in(&app, "GET", "/api/ecommerce/products", None, None).await;
    assert_eq!(status, 401);
    app.stop().await;
}

#[tokio::test]
async fn wishlist_and_cart_belong_to_the_signed_in_user() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;

    // Each user starts with a sample wishlist and cart.
    let (status, wished) = send(&app, "GET", "/api/ecommerce/wishlist", &admin, None).await;
    assert_eq!(status, 200, "{wished}");
    let start = wished["total"].as_u64().unwrap();
    assert!(start > 0, "a filled wishlist at first");
    assert!(
        wished["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["isInWishlist"] == true)
    );
    let admin_cart = cart(&app, &admin).await;
    assert!(
        !admin_cart["items"].as_array().unwrap().is_empty(),
        "a filled cart at first"
    );

    // Admin wishes product 40 (twice: no duplicate) and puts 3 of product 1 in the cart.
    for _ in 0..2 {
        let (status, body) = send(
            &app,
            "POST",
            "/api/ecommerce/wishlist",
            &admin,
            Some(json!({"productId": 40})),
        )
        .await;
        assert_eq!(status, 200, "{body}");
        assert_eq!(body["total"].as_u64().unwrap(), start + 1);
    }
    let (_, newest) = send(
        &app,
        "GET",
        "/api/ecommerce/wishlist?perPage=1",
        &admin,
        None,
    )
    .await;
    assert_eq!(newest["data"][0]["id"], 40, "newest first");
    assert_eq!(newest["totalPages"].as_u64().unwrap(), start + 1);
    let (status, after) = send(
        &app,
        "POST",
        "/api/ecommerce/cart",
        &admin,
        Some(json!({"productId": 1, "quantity": 3})),
    )
    .await;
    assert_eq!(status, 200, "{after}");
    let line = after["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["product"]["id"] == 1)
        .unwrap()
        .clone();
    assert_eq!(line["quantity"], 3);
    assert_eq!(
        cents(&line["lineTotal"]),
        3 * cents(&line["product"]["price"])
    );
    let (_, p1) = send(&app, "GET", "/api/ecommerce/products/1", &admin, None).await;
    assert_eq!(
        (p1["isInCart"].clone(), p1["cartQuantity"].clone()),
        (json!(true), json!(3))
    );

    // Staff sees none of it.
    let (_, staff_wish) = send(
        &app,
        "GET",
        "/api/ecommerce/wishlist?perPage=100",
        &staff,
        None,
    )
    .await;
    assert!(
        staff_wish["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["id"] != 40)
    );
    let staff_cart = cart(&app, &staff).await;
    assert!(
        staff_cart["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|l| l["product"]["id"] != 1)
    );
    let (_, p1_staff) = send(&app, "GET", "/api/ecommerce/products/1", &staff, None).await;
    assert_eq!(p1_staff["isInCart"], false);

    // Removing: idempotent, and only for the caller.
    let (status, body) = send(&app, "DELETE", "/api/ecommerce/wishlist/40", &staff, None).await;
    assert_eq!(status, 200, "{body}");
    let (_, still) = send(&app, "GET", "/api/ecommerce/products/40", &admin, None).await;
    assert_eq!(still["isInWishlist"], true);
    let (_, body) = send(&app, "DELETE", "/api/ecommerce/wishlist/40", &admin, None).await;
    assert_eq!(body["total"].as_u64().unwrap(), start);
    let (_, emptied) = send(&app, "DELETE", "/api/ecommerce/cart/1", &admin, None).await;
    assert!(
        emptied["items"]
            .as_array()
            .unwrap()
            .iter()
            .all(|l| l["product"]["id"] != 1)
    );

    // Bad quantities and unknown products.
    for (body, status_want, field) in [
        (
            json!({"productId": 1, "quantity": 0}),
            422,
            Some("quantity"),
        ),
        (
            json!({"productId": 1, "quantity": 11}),
            422,
            Some("quantity"),
        ),
        (json!({"quantity": 1}), 422, Some("productId")),
        (json!({"productId": 9999, "quantity": 1}), 404, None),
    ] {
        let (status, answer) = send(
            &app,
            "POST",
            "/api/ecommerce/cart",
            &admin,
            Some(body.clone()),
        )
        .await;
        assert_eq!(status, status_want, "{body}: {answer}");
        if let Some(field) = field {
            assert!(answer["error"]["fields"][field].is_string(), "{answer}");
        }
    }
    let (status, _) = send(&app, "DELETE", "/api/ecommerce/wishlist/9999", &admin, None).await;
    assert_eq!(status, 404);
    for (method, path) in [
        ("GET", "/api/ecommerce/cart"),
        ("GET", "/api/ecommerce/wishlist"),
        ("GET", "/api/ecommerce/orders"),
    ] {
        let (status, _) = send_maybe_signed_in(&app, method, path, None, None).await;
        assert_eq!(status, 401, "{path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn checkout_orders_the_cart_at_server_prices_and_empties_it() {
    let app = spawn_app().await;
    let token = app.token("editor@demo.com").await;
    let other = app.token("demo@demo.com").await;
    let other_cart_before = cart(&app, &other).await;

    // The cart: whatever the sample holds plus 2 of product 9.
    let (status, _) = send(
        &app,
        "POST",
        "/api/ecommerce/cart",
        &token,
        Some(json!({"productId": 9, "quantity": 2})),
    )
    .await;
    assert_eq!(status, 200);
    let before = cart(&app, &token).await;
    let lines = before["items"].as_array().unwrap();
    let subtotal: i64 = lines
        .iter()
        .map(|l| cents(&l["product"]["price"]) * l["quantity"].as_i64().unwrap())
        .sum();
    let delivery = if lines
        .iter()
        .all(|l| l["product"]["hasFreeShipping"] == true)
    {
        0
    } else {
        500
    };
    assert_eq!(cents(&before["subtotal"]), subtotal);
    assert_eq!(cents(&before["total"]), subtotal + delivery);
    let stock_before: Vec<(u64, i64, i64)> = lines
        .iter()
        .map(|l| {
            let p = &l["product"];
            (
                p["id"].as_u64().unwrap(),
                p["stock"].as_i64().unwrap(),
                l["quantity"].as_i64().unwrap(),
            )
        })
        .collect();

    // Invalid address: 422 naming the fields, the cart untouched.
    let (status, body) = send(
        &app,
        "POST",
        "/api/ecommerce/checkout",
        &token,
        Some(json!({"address": {"fullName": "", "city": "X"}, "paymentMethod": "gold"})),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    let fields = &body["error"]["fields"];
    assert_eq!(fields["address.fullName"], "Required");
    assert_eq!(fields["address.pincode"], "Required");
    assert!(fields["paymentMethod"].is_string());
    assert_eq!(cart(&app, &token).await, before);

    // A client-sent total is ignored: the server's total is recorded.
    let (status, placed) = send(
        &app,
        "POST",
        "/api/ecommerce/checkout",
        &token,
        Some(json!({"address": address(), "paymentMethod": "card", "total": "0.01"})),
    )
    .await;
    assert_eq!(status, 201, "{placed}");
    let order = &placed["order"];
    assert_eq!(cents(&order["total"]), subtotal + delivery);
    assert_eq!(order["items"].as_array().unwrap().len(), lines.len());
    assert_eq!(order["address"]["city"], "London");
    assert_eq!(order["paymentMethod"], "card");

    // Each product's stock went down by the units bought.
    for (id, was, bought) in &stock_before {
        assert_eq!(stock(&app, &token, *id).await, was - bought, "product {id}");
    }

    // The cart is empty; the order is listed first; the other user's cart is unchanged.
    let after = cart(&app, &token).await;
    assert!(after["items"].as_array().unwrap().is_empty(), "{after}");
    assert_eq!(after["total"], "0.00");
    let (status, orders) = send(&app, "GET", "/api/ecommerce/orders", &token, None).await;
    assert_eq!(status, 200);
    assert_eq!(orders["total"], 1);
    assert_eq!(orders["data"][0]["id"], order["id"]);
    assert_eq!(orders["data"][0]["total"], order["total"]);
    let (_, other_orders) = send(&app, "GET", "/api/ecommerce/orders", &other, None).await;
    assert_eq!(other_orders["total"], 0);
    // (Its products' stock went down with this order: they are shared.)
    assert_eq!(
        lines_of(&cart(&app, &other).await),
        lines_of(&other_cart_before)
    );

    // An empty cart cannot check out.
    let (status, body) = send(
        &app,
        "POST",
        "/api/ecommerce/checkout",
        &token,
        Some(json!({"address": address(), "paymentMethod": "card"})),
    )
    .await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["code"], "SHOP_CART_EMPTY");
    let (_, orders) = send(&app, "GET", "/api/ecommerce/orders", &token, None).await;
    assert_eq!(orders["total"], 1);
    app.stop().await;
}

#[tokio::test]
async fn a_checkout_beyond_the_stock_is_refused_whole() {
    let app = spawn_app().await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    const Z6: u64 = 27;
    let start = stock(&app, &admin, Z6).await;
    assert!((4..=10).contains(&start), "{start}");

    // Admin wants all of them; staff buys all but one first.
    put(&app, &admin, Z6, start as u32).await;
    put(&app, &staff, Z6, start as u32 - 1).await;
    let (status, body) = check_out(&app, &staff).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(stock(&app, &admin, Z6).await, 1);

    // Admin's checkout is refused naming the product; nothing is written.
    let cart_before = cart(&app, &admin).await;
    let stocks_before: Vec<i64> = {
        let mut v = vec![];
        for l in cart_before["items"].as_array().unwrap() {
            v.push(stock(&app, &admin, l["product"]["id"].as_u64().unwrap()).await);
        }
        v
    };
    let (status, body) = check_out(&app, &admin).await;
    assert_eq!(status, 409, "{body}");
    assert_eq!(body["error"]["code"], "SHOP_OUT_OF_STOCK");
    let message = body["error"]["message"].as_str().unwrap();
    assert!(message.contains("Z6 II"), "{message}");
    assert_eq!(body["error"]["fields"]["cart.27"], "Only 1 left.", "{body}");
    assert_eq!(
        body["error"]["fields"].as_object().unwrap().len(),
        1,
        "only the short line is named: {body}"
    );
    assert_eq!(order_count(&app, &admin).await, 0);
    let cart_after = cart(&app, &admin).await;
    assert_eq!(cart_after["items"], cart_before["items"]);
    for (l, was) in cart_before["items"]
        .as_array()
        .unwrap()
        .iter()
        .zip(stocks_before)
    {
        let id = l["product"]["id"].as_u64().unwrap();
        assert_eq!(stock(&app, &admin, id).await, was, "product {id}");
    }

    // The cart still cannot ask for more than the stock.
    let (status, body) = send(
        &app,
        "POST",
        "/api/ecommerce/cart",
        &admin,
        Some(json!({"productId": Z6, "quantity": 2})),
    )
    .await;
    assert_eq!(status, 422, "{body}");
    assert_eq!(body["error"]["fields"]["quantity"], "Only 1 left.");
    app.stop().await;
}

#[tokio::test]
async fn two_checkouts_racing_for_the_last_unit_sell_it_once() {
    let app = spawn_app().await;
    let editor = app.token("editor@demo.com").await;
    let admin = app.token("admin@demo.com").await;
    let staff = app.token("staff@demo.com").await;
    const EOS: u64 = 26;
    let start = stock(&app, &editor, EOS).await;
    put(&app, &editor, EOS, start as u32 - 1).await;
    let (status, body) = check_out(&app, &editor).await;
    assert_eq!(status, 201, "{body}");
    assert_eq!(stock(&app, &editor, EOS).await, 1);

    put(&app, &admin, EOS, 1).await;
    put(&app, &staff, EOS, 1).await;
    let (a, s) = tokio::join!(check_out(&app, &admin), check_out(&app, &staff));
    let mut statuses = [a.0, s.0];
    statuses.sort_unstable();
    assert_eq!(statuses, [201, 409], "admin: {}, staff: {}", a.1, s.1);
    let refused = if a.0 == 409 { &a.1 } else { &s.1 };
    assert_eq!(refused["error"]["code"], "SHOP_OUT_OF_STOCK", "{refused}");
    assert_eq!(stock(&app, &editor, EOS).await, 0);
    assert_eq!(
        order_count(&app, &admin).await + order_count(&app, &staff).await,
        1
    );
    app.stop().await;
}
