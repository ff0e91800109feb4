//! The eCommerce shop (our design; the spec names the screens, not the
//! calls): the shared catalogue, and the signed-in user's wishlist, cart,
//! checkout and orders, answered by the demo service's ShopService on
//! behalf of the verified caller. Prices are decimal strings (spec section
//! 3); every total is computed by the service, never taken from the client.

use actix_web::{HttpResponse, web};
use platform::error::{ApiError, ErrorKind};
use proto::demo::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::demo_page::Paged;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// A product of the catalogue, with the caller's marks.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Product {
    pub id: u32,
    pub name: String,
    pub brand: String,
    pub description: String,
    /// Decimal string, e.g. "339.99".
    pub price: String,
    /// 1 to 5.
    pub rating: u32,
    pub category: String,
    /// The local placeholder picture's key (laptops, phones, audio, ...).
    pub image: String,
    pub has_free_shipping: bool,
    pub stock: u32,
    /// The caller wished it.
    pub is_in_wishlist: bool,
    /// The caller's cart holds it.
    pub is_in_cart: bool,
    /// Units in the caller's cart.
    pub cart_quantity: u32,
}

impl From<pb::ShopProduct> for Product {
    fn from(p: pb::ShopProduct) -> Self {
        Self {
            id: p.id,
            name: p.name,
            brand: p.brand,
            description: p.description,
            price: p.price,
            rating: p.rating,
            category: p.category,
            image: p.image,
            has_free_shipping: p.has_free_shipping,
            stock: p.stock,
            is_in_wishlist: p.in_wishlist,
            is_in_cart: p.in_cart > 0,
            cart_quantity: p.in_cart,
        }
    }
}

/// A page of the catalogue and its facets.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ProductsPage {
    pub data: Vec<Product>,
    pub total: u64,
    pub page: u32,
    pub per_page: u32,
    pub total_pages: u64,
    /// Every category, A to Z.
    pub categories: Vec<String>,
    /// Every brand, A to Z.
    pub brands: Vec<String>,
}

/// The catalogue's query.
#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ProductsQuery {
    /// 1-based page (default 1).
    pub page: Option<u32>,
    /// Products per page, 1..=100 (default 9).
    #[param(rename = "perPage")]
    pub per_page: Option<u32>,
    /// Search over name, brand and description.
    pub q: Option<String>,
    /// One category.
    pub category: Option<String>,
    /// Brands, comma-separated.
    pub brands: Option<String>,
    /// Lowest price, e.g. "100" or "99.50".
    #[param(rename = "priceMin")]
    pub price_min: Option<String>,
    /// Highest price.
    #[param(rename = "priceMax")]
    pub price_max: Option<String>,
    /// At least this rating, 0 to 5.
    pub rating: Option<u32>,
    /// featured (default), price-asc, price-desc or rating.
    pub sort: Option<String>,
}

/// Paging of the caller's lists.
#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
pub struct ShopPageQuery {
    /// 1-based page (default 1).
    pub page: Option<u32>,
    /// Items per page, 1..=100 (default 20).
    #[serde(rename = "perPage")]
    #[param(rename = "perPage")]
    pub per_page: Option<u32>,
}

/// Names a product (wishlist).
#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct ProductRef {
    pub product_id: u32,
}

/// Sets the units of a product in the cart (1 to 10, at most the stock).
#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct CartQuantity {
    pub product_id: u32,
    pub quantity: u32,
}

/// The wishlist's size after a change.
#[derive(Serialize, ToSchema)]
pub struct WishlistSize {
    pub total: u64,
}

/// One line of a cart or an order.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CartLine {
    pub product: Product,
    pub quantity: u32,
    /// Unit price times quantity.
    pub line_total: String,
}

/// The caller's cart; the money is computed by the service.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Cart {
    pub items: Vec<CartLine>,
    pub item_count: u32,
    pub subtotal: String,
    /// "0.00" when every line ships free, else a flat fee.
    pub delivery: String,
    pub total: String,
}

/// Where an order goes.
#[derive(Serialize, Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct Address {
    pub full_name: String,
    pub mobile: String,
    pub house: String,
    pub landmark: String,
    pub city: String,
    pub pincode: String,
    pub state: String,
    /// home or work.
    pub address_type: String,
}

/// Orders the cart: only the address and the payment method are taken
/// from the client.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default, rename_all = "camelCase")]
pub struct Checkout {
    pub address: Address,
    /// card, cash-on-delivery or bank-transfer.
    pub payment_method: String,
}

/// A placed order.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Order {
    pub id: String,
    /// RFC 3339.
    pub placed_at: String,
    pub address: Address,
    pub payment_method: String,
    pub items: Vec<CartLine>,
    pub item_count: u32,
    pub subtotal: String,
    pub delivery: String,
    pub total: String,
}

/// The order just placed.
#[derive(Serialize, ToSchema)]
pub struct Placed {
    pub order: Order,
}

/// Both ways between two structs with the same fields, each named once: a
/// field added to either struct breaks the build until it is listed here.
macro_rules! same_fields {
    ($a:ty, $b:ty, [$($field:ident),+ $(,)?]) => {
        impl From<$a> for $b {
            fn from(x: $a) -> Self {
                Self { $($field: x.$field),+ }
            }
        }
        impl From<$b> for $a {
            fn from(x: $b) -> Self {
                Self { $($field: x.$field),+ }
            }
        }
    };
}

same_fields!(
    Address,
    pb::ShopShippingAddress,
    [
        full_name,
        mobile,
        house,
        landmark,
        city,
        pincode,
        state,
        address_type
    ]
);

fn line_of(l: pb::ShopCartLine) -> CartLine {
    CartLine {
        product: l.product.unwrap_or_default().into(),
        quantity: l.quantity,
        line_total: l.line_total,
    }
}

fn cart_of(c: pb::ShopCartResponse) -> Cart {
    Cart {
        items: c.lines.into_iter().map(line_of).collect(),
        item_count: c.item_count,
        subtotal: c.subtotal,
        delivery: c.delivery,
        total: c.total,
    }
}

fn order_of(o: pb::ShopOrder) -> Order {
    Order {
        id: o.id,
        placed_at: o.placed_at,
        address: o.address.unwrap_or_default().into(),
        payment_method: o.payment_method,
        items: o.lines.into_iter().map(line_of).collect(),
        item_count: o.item_count,
        subtotal: o.subtotal,
        delivery: o.delivery,
        total: o.total,
    }
}

fn product_not_found() -> HttpError {
    ApiError::new(
        ErrorKind::NotFound,
        "SHOP_PRODUCT_NOT_FOUND",
        "No such product.",
    )
    .into()
}

/// A product id from the path (404 when it is not a number).
fn product_id(raw: &str) -> Result<u32, HttpError> {
    // No product has id 0 (the service reads 0 as "not given": 422).
    raw.parse()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(product_not_found)
}

/// A price bound in cents ("" or absent: none).
fn cents(field: &str, value: Option<String>) -> Result<u64, HttpError> {
    let Some(v) = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty()) else {
        return Ok(0);
    };
    let (whole, frac) = v.split_once('.').unwrap_or((&v, ""));
    let ok = !whole.is_empty()
        && frac.len() <= 2
        && whole
            .chars()
            .chain(frac.chars())
            .all(|c| c.is_ascii_digit());
    let parsed = ok
        .then(|| {
            let w: u64 = whole.parse().ok()?;
            let f: u64 = format!("{frac:0<2}").parse().ok()?;
            w.checked_mul(100)?.checked_add(f)
        })
        .flatten();
    parsed.ok_or_else(|| {
        ApiError::validation(Default::default())
            .with_field(field, "A price such as 100 or 99.50.")
            .into()
    })
}

/// A filtered, sorted page of the catalogue, with every category and brand.
#[utoipa::path(get, path = "/api/ecommerce/products", tag = "demo", params(ProductsQuery),
    security(("bearer" = [])),
    responses((status = 200, body = ProductsPage), (status = 400, body = ErrorBody),
        (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn products(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<ProductsQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let res = state
        .clients
        .shop_as(&ctx)
        .list_shop_products(pb::ListShopProductsRequest {
            page: q.page.unwrap_or(1),
            per_page: q.per_page.unwrap_or(0),
            q: q.q.unwrap_or_default(),
            category: q.category.unwrap_or_default(),
            brands: q
                .brands
                .unwrap_or_default()
                .split(',')
                .map(str::to_owned)
                .collect(),
            price_min_cents: cents("priceMin", q.price_min)?,
            price_max_cents: cents("priceMax", q.price_max)?,
            min_rating: q.rating.unwrap_or(0),
            sort: q.sort.unwrap_or_default(),
        })
        .await?
        .into_inner();
    let page = Paged::of(
        res.products.into_iter().map(Into::into).collect(),
        res.total,
        res.page,
        res.per_page,
    );
    Ok(HttpResponse::Ok().json(ProductsPage {
        data: page.data,
        total: page.total,
        page: page.page,
        per_page: page.per_page,
        total_pages: page.total_pages,
        categories: res.categories,
        brands: res.brands,
    }))
}

/// One product with the caller's marks (404 `SHOP_PRODUCT_NOT_FOUND`).
#[utoipa::path(get, path = "/api/ecommerce/products/{id}", tag = "demo",
    params(("id" = u32, Path, description = "The product's id")),
    security(("bearer" = [])),
    responses((status = 200, body = Product), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn product(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let id = product_id(&id)?;
    let res = state
        .clients
        .shop_as(&ctx)
        .get_shop_product(pb::GetShopProductRequest { id })
        .await?
        .into_inner();
    let product: Product = res.product.ok_or_else(product_not_found)?.into();
    Ok(HttpResponse::Ok().json(product))
}

/// A page of the caller's wishlist, newest first.
#[utoipa::path(get, path = "/api/ecommerce/wishlist", tag = "demo", params(ShopPageQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Paged<Product>), (status = 401, body = ErrorBody)))]
pub async fn wishlist(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<ShopPageQuery>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .shop_as(&ctx)
        .list_wishlist(pb::ListWishlistRequest {
            page: query.page.unwrap_or(1),
            per_page: query.per_page.unwrap_or(0),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Paged::<Product>::of(
        res.products.into_iter().map(Into::into).collect(),
        res.total,
        res.page,
        res.per_page,
    )))
}

/// Adds a product to the caller's wishlist (no change when already there).
#[utoipa::path(post, path = "/api/ecommerce/wishlist", tag = "demo", request_body = ProductRef,
    security(("bearer" = [])),
    responses((status = 200, body = WishlistSize), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn wish(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ProductRef>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .shop_as(&ctx)
        .add_to_wishlist(pb::AddToWishlistRequest {
            product_id: body.product_id,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(WishlistSize { total: res.total }))
}

/// Takes a product off the caller's wishlist (no change when absent).
#[utoipa::path(delete, path = "/api/ecommerce/wishlist/{id}", tag = "demo",
    params(("id" = u32, Path, description = "The product's id")),
    security(("bearer" = [])),
    responses((status = 200, body = WishlistSize), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn unwish(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let product_id = product_id(&id)?;
    let res = state
        .clients
        .shop_as(&ctx)
        .remove_from_wishlist(pb::RemoveFromWishlistRequest { product_id })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(WishlistSize { total: res.total }))
}

/// The caller's cart.
#[utoipa::path(get, path = "/api/ecommerce/cart", tag = "demo", security(("bearer" = [])),
    responses((status = 200, body = Cart), (status = 401, body = ErrorBody)))]
pub async fn cart(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .shop_as(&ctx)
        .get_cart(pb::GetShopCartRequest {})
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(cart_of(res)))
}

/// Sets a product's units in the caller's cart; answers the cart.
#[utoipa::path(post, path = "/api/ecommerce/cart", tag = "demo", request_body = CartQuantity,
    security(("bearer" = [])),
    responses((status = 200, body = Cart), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_quantity(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<CartQuantity>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .shop_as(&ctx)
        .set_cart_quantity(pb::SetShopCartQuantityRequest {
            product_id: body.product_id,
            quantity: body.quantity,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(cart_of(res)))
}

/// Takes a product out of the caller's cart; answers the cart.
#[utoipa::path(delete, path = "/api/ecommerce/cart/{id}", tag = "demo",
    params(("id" = u32, Path, description = "The product's id")),
    security(("bearer" = [])),
    responses((status = 200, body = Cart), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn remove_line(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let product_id = product_id(&id)?;
    let res = state
        .clients
        .shop_as(&ctx)
        .remove_from_cart(pb::RemoveFromShopCartRequest { product_id })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(cart_of(res)))
}

/// Orders the caller's cart, takes its units off the stock and empties it,
/// in one transaction (409 `SHOP_CART_EMPTY` for an empty cart; 409
/// `SHOP_OUT_OF_STOCK` when a line asks for more than is left, naming the
/// products in the message and as `fields["cart.<id>"]`, nothing written;
/// 422 naming the address fields).
#[utoipa::path(post, path = "/api/ecommerce/checkout", tag = "demo", request_body = Checkout,
    security(("bearer" = [])),
    responses((status = 201, body = Placed), (status = 401, body = ErrorBody),
        (status = 409, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn checkout(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<Checkout>,
) -> Result<HttpResponse, HttpError> {
    let Checkout {
        address,
        payment_method,
    } = body.into_inner();
    let res = state
        .clients
        .shop_as(&ctx)
        .checkout(pb::ShopCheckoutRequest {
            address: Some(address.into()),
            payment_method,
        })
        .await?
        .into_inner();
    let order = res.order.ok_or_else(|| HttpError(ApiError::internal()))?;
    Ok(HttpResponse::Created().json(Placed {
        order: order_of(order),
    }))
}

/// A page of the caller's orders, newest first.
#[utoipa::path(get, path = "/api/ecommerce/orders", tag = "demo", params(ShopPageQuery),
    security(("bearer" = [])),
    responses((status = 200, body = Paged<Order>), (status = 401, body = ErrorBody)))]
pub async fn orders(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<ShopPageQuery>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .shop_as(&ctx)
        .list_shop_orders(pb::ListShopOrdersRequest {
            page: query.page.unwrap_or(1),
            per_page: query.per_page.unwrap_or(0),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Paged::<Order>::of(
        res.orders.into_iter().map(order_of).collect(),
        res.total,
        res.page,
        res.per_page,
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No product has id 0: the path's 0 is unknown (404), not a missing
    /// field (the service's 422).
    #[test]
    fn a_product_id_is_a_positive_number_else_not_found() {
        assert_eq!(product_id("7").unwrap(), 7);
        for raw in ["0", "-1", "x", "4294967296"] {
            let e = product_id(raw).unwrap_err();
            assert_eq!(e.0.kind, ErrorKind::NotFound, "{raw}");
        }
    }
}
