//! gRPC transport of the shop: the shared catalogue, and the verified
//! caller's wishlist, cart, checkout and orders (never a user named in a
//! request). A user's sample wishlist and cart are written in the
//! transaction of their first call.

use platform::error::{ApiError, ErrorKind};
use platform::grpc::Caller;
use proto::demo::v1::{self as pb, shop_service_server::ShopService};
use sea_orm::{DatabaseConnection, DatabaseTransaction};
use tonic::{Request, Response, Status};

use crate::domain::shop::{
    Address, ProductQuery, ShopError, Totals, check_quantity, format_cents, totals,
    validate_checkout,
};
use crate::store::shop::{self as store, CartLine, Order, OrderLine, Product};

/// Catalogue page size when none is asked for (a 3 × 3 grid).
const PRODUCTS_PER_PAGE: u32 = 9;

pub struct ShopGrpc {
    db: DatabaseConnection,
}

impl ShopGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }

    /// A write transaction in which the caller's shop is started.
    async fn open(&self, user: &str) -> Result<DatabaseTransaction, Status> {
        let txn = platform::db::begin_write(&self.db)
            .await
            .map_err(ShopError::db("starting a shop transaction"))
            .map_err(status)?;
        store::start(&txn, user)
            .await
            .map_err(ShopError::db("writing a user's sample shop"))
            .map_err(status)?;
        Ok(txn)
    }
}

fn status(e: ShopError) -> Status {
    ApiError::from(e).into_status()
}

fn db(what: &'static str) -> impl FnOnce(sea_orm::DbErr) -> Status {
    move |e| status(ShopError::Internal(what, e))
}

/// The user the gateway vouched for: the owner of the wishlist, cart and
/// orders (a call on no one's behalf is refused).
fn caller<T>(req: &Request<T>) -> Result<String, Status> {
    let user = Caller::of(req).user_id;
    if user.is_empty() {
        return Err(ApiError::new(
            ErrorKind::PermissionDenied,
            "FORBIDDEN",
            "Sorry, Restricted Action",
        )
        .into_status());
    }
    Ok(user)
}

async fn commit(txn: DatabaseTransaction) -> Result<(), Status> {
    txn.commit().await.map_err(db("committing a shop change"))
}

/// Rolls back and refuses with `e`: nothing of the call is written.
async fn refuse(txn: DatabaseTransaction, e: ShopError) -> Status {
    if let Err(cause) = txn.rollback().await {
        return db("rolling back a shop change")(cause);
    }
    status(e)
}

/// Commits, answering the caller's cart as it now is.
async fn cart_after(
    txn: DatabaseTransaction,
    user: &str,
) -> Result<Response<pb::ShopCartResponse>, Status> {
    let lines = store::cart_lines(&txn, user)
        .await
        .map_err(db("reading a cart"))?;
    commit(txn).await?;
    Ok(Response::new(cart_pb(lines)))
}

/// Commits, answering the size of the caller's wishlist.
async fn wishlist_after(
    txn: DatabaseTransaction,
    user: &str,
) -> Result<Response<pb::WishlistChangeResponse>, Status> {
    let total = store::wishlist_size(&txn, user)
        .await
        .map_err(db("counting a wishlist"))?;
    commit(txn).await?;
    Ok(Response::new(pb::WishlistChangeResponse { total }))
}

/// A product with the caller's marks.
fn product_pb(p: Product, wished: bool, in_cart: u32) -> pb::ShopProduct {
    let Product {
        id,
        name,
        brand,
        description,
        price_cents,
        rating,
        category,
        image,
        has_free_shipping,
        stock,
        featured_rank: _,
    } = p;
    pb::ShopProduct {
        id: id as u32,
        name,
        brand,
        description,
        price: format_cents(price_cents),
        rating: rating.max(0) as u32,
        category,
        image,
        has_free_shipping,
        stock: stock.max(0) as u32,
        in_wishlist: wished,
        in_cart,
    }
}

/// Products with the caller's wishlist and cart marks.
async fn marked(
    conn: &impl sea_orm::ConnectionTrait,
    user: &str,
    products: Vec<Product>,
) -> Result<Vec<pb::ShopProduct>, Status> {
    let ids: Vec<i32> = products.iter().map(|p| p.id).collect();
    let (wished, carted) = store::marks(conn, user, &ids)
        .await
        .map_err(db("reading wishlist and cart marks"))?;
    Ok(products
        .into_iter()
        .map(|p| {
            let in_cart = carted
                .iter()
                .find(|(id, _)| *id == p.id)
                .map_or(0, |(_, q)| (*q).max(0) as u32);
            let w = wished.contains(&p.id);
            product_pb(p, w, in_cart)
        })
        .collect())
}

fn cart_pb(lines: Vec<CartLine>) -> pb::ShopCartResponse {
    let Totals {
        item_count,
        subtotal_cents,
        delivery_cents,
        total_cents,
    } = totals(&store::lines_of(&lines));
    pb::ShopCartResponse {
        lines: lines
            .into_iter()
            .map(|l| pb::ShopCartLine {
                line_total: format_cents(l.product.price_cents * i64::from(l.quantity)),
                product: Some(product_pb(l.product, false, l.quantity)),
                quantity: l.quantity,
            })
            .collect(),
        item_count,
        subtotal: format_cents(subtotal_cents),
        delivery: format_cents(delivery_cents),
        total: format_cents(total_cents),
    }
}

fn address_pb(a: Address) -> pb::ShopShippingAddress {
    let Address {
        full_name,
        mobile,
        house,
        landmark,
        city,
        pincode,
        state,
        address_type,
    } = a;
    pb::ShopShippingAddress {
        full_name,
        mobile,
        house,
        landmark,
        city,
        pincode,
        state,
        address_type,
    }
}

fn order_pb(o: Order) -> pb::ShopOrder {
    let Order {
        id,
        placed_at,
        address,
        payment_method,
        lines,
        totals,
    } = o;
    pb::ShopOrder {
        id,
        placed_at,
        address: Some(address_pb(address)),
        payment_method,
        lines: lines
            .into_iter()
            .map(|l| {
                let OrderLine {
                    product_id,
                    name,
                    brand,
                    category,
                    image,
                    unit_cents,
                    has_free_shipping,
                    quantity,
                } = l;
                pb::ShopCartLine {
                    product: Some(pb::ShopProduct {
                        id: product_id as u32,
                        name,
                        brand,
                        price: format_cents(unit_cents),
                        category,
                        image,
                        has_free_shipping,
                        ..Default::default()
                    }),
                    quantity,
                    line_total: format_cents(unit_cents * i64::from(quantity)),
                }
            })
            .collect(),
        item_count: totals.item_count,
        subtotal: format_cents(totals.subtotal_cents),
        delivery: format_cents(totals.delivery_cents),
        total: format_cents(totals.total_cents),
    }
}

/// The product behind an id of a request (404 when unknown).
async fn existing(conn: &impl sea_orm::ConnectionTrait, id: u32) -> Result<Product, Status> {
    if id == 0 {
        return Err(status(ShopError::field(
            "productId",
            platform::validate::REQUIRED,
        )));
    }
    let found = match i32::try_from(id) {
        Ok(id) if id > 0 => store::product(conn, id)
            .await
            .map_err(db("reading a product"))?,
        _ => None,
    };
    found.ok_or_else(|| status(ShopError::ProductNotFound(id)))
}

#[tonic::async_trait]
impl ShopService for ShopGrpc {
    async fn list_shop_products(
        &self,
        req: Request<pb::ListShopProductsRequest>,
    ) -> Result<Response<pb::ListShopProductsResponse>, Status> {
        let user = caller(&req)?;
        let pb::ListShopProductsRequest {
            page,
            per_page,
            q,
            category,
            brands,
            price_min_cents,
            price_max_cents,
            min_rating,
            sort,
        } = req.into_inner();
        let query = ProductQuery {
            q,
            category,
            brands,
            price_min_cents: i64::try_from(price_min_cents).unwrap_or(i64::MAX),
            price_max_cents: i64::try_from(price_max_cents).unwrap_or(i64::MAX),
            min_rating: i32::try_from(min_rating).unwrap_or(i32::MAX),
            sort,
        }
        .checked()
        .map_err(status)?;
        let per_page = if per_page == 0 {
            PRODUCTS_PER_PAGE
        } else {
            per_page
        };
        let (page, per_page) = platform::grpc::paging(page, per_page);
        let (products, total) =
            store::list_products(&self.db, &query, (page - 1) * per_page, per_page)
                .await
                .map_err(db("listing products"))?;
        let (categories, brands) = store::facets(&self.db)
            .await
            .map_err(db("listing product facets"))?;
        Ok(Response::new(pb::ListShopProductsResponse {
            products: marked(&self.db, &user, products).await?,
            total,
            page: page as u32,
            per_page: per_page as u32,
            categories,
            brands,
        }))
    }

    async fn get_shop_product(
        &self,
        req: Request<pb::GetShopProductRequest>,
    ) -> Result<Response<pb::GetShopProductResponse>, Status> {
        let user = caller(&req)?;
        let product = existing(&self.db, req.into_inner().id).await?;
        let mut products = marked(&self.db, &user, vec![product]).await?;
        Ok(Response::new(pb::GetShopProductResponse {
            product: products.pop(),
        }))
    }

    async fn list_wishlist(
        &self,
        req: Request<pb::ListWishlistRequest>,
    ) -> Result<Response<pb::ListWishlistResponse>, Status> {
        let user = caller(&req)?;
        let pb::ListWishlistRequest { page, per_page } = req.into_inner();
        let (page, per_page) = platform::grpc::paging(page, per_page);
        let txn = self.open(&user).await?;
        let (products, total) = store::wishlist_page(&txn, &user, (page - 1) * per_page, per_page)
            .await
            .map_err(db("listing a wishlist"))?;
        let products = marked(&txn, &user, products).await?;
        commit(txn).await?;
        Ok(Response::new(pb::ListWishlistResponse {
            products,
            total,
            page: page as u32,
            per_page: per_page as u32,
        }))
    }

    async fn add_to_wishlist(
        &self,
        req: Request<pb::AddToWishlistRequest>,
    ) -> Result<Response<pb::WishlistChangeResponse>, Status> {
        let user = caller(&req)?;
        let id = req.into_inner().product_id;
        let txn = self.open(&user).await?;
        let product = existing(&txn, id).await?;
        store::wish(&txn, &user, product.id)
            .await
            .map_err(db("adding to a wishlist"))?;
        wishlist_after(txn, &user).await
    }

    async fn remove_from_wishlist(
        &self,
        req: Request<pb::RemoveFromWishlistRequest>,
    ) -> Result<Response<pb::WishlistChangeResponse>, Status> {
        let user = caller(&req)?;
        let id = req.into_inner().product_id;
        let txn = self.open(&user).await?;
        let product = existing(&txn, id).await?;
        store::unwish(&txn, &user, product.id)
            .await
            .map_err(db("removing from a wishlist"))?;
        wishlist_after(txn, &user).await
    }

    async fn get_cart(
        &self,
        req: Request<pb::GetShopCartRequest>,
    ) -> Result<Response<pb::ShopCartResponse>, Status> {
        let user = caller(&req)?;
        let txn = self.open(&user).await?;
        cart_after(txn, &user).await
    }

    async fn set_cart_quantity(
        &self,
        req: Request<pb::SetShopCartQuantityRequest>,
    ) -> Result<Response<pb::ShopCartResponse>, Status> {
        let user = caller(&req)?;
        let pb::SetShopCartQuantityRequest {
            product_id,
            quantity,
        } = req.into_inner();
        let txn = self.open(&user).await?;
        let product = existing(&txn, product_id).await?;
        check_quantity(quantity, product.stock).map_err(status)?;
        store::set_quantity(&txn, &user, product.id, quantity)
            .await
            .map_err(db("changing a cart"))?;
        cart_after(txn, &user).await
    }

    async fn remove_from_cart(
        &self,
        req: Request<pb::RemoveFromShopCartRequest>,
    ) -> Result<Response<pb::ShopCartResponse>, Status> {
        let user = caller(&req)?;
        let id = req.into_inner().product_id;
        let txn = self.open(&user).await?;
        let product = existing(&txn, id).await?;
        store::remove_line(&txn, &user, product.id)
            .await
            .map_err(db("changing a cart"))?;
        cart_after(txn, &user).await
    }

    async fn checkout(
        &self,
        req: Request<pb::ShopCheckoutRequest>,
    ) -> Result<Response<pb::ShopCheckoutResponse>, Status> {
        let user = caller(&req)?;
        let pb::ShopCheckoutRequest {
            address,
            payment_method,
        } = req.into_inner();
        let pb::ShopShippingAddress {
            full_name,
            mobile,
            house,
            landmark,
            city,
            pincode,
            state,
            address_type,
        } = address.unwrap_or_default();
        let (address, payment) = validate_checkout(
            Address {
                full_name,
                mobile,
                house,
                landmark,
                city,
                pincode,
                state,
                address_type,
            },
            &payment_method,
        )
        .map_err(status)?;
        let txn = self.open(&user).await?;
        let lines = store::cart_lines(&txn, &user)
            .await
            .map_err(db("reading a cart"))?;
        if lines.is_empty() {
            return Err(refuse(txn, ShopError::CartEmpty).await);
        }
        // Stock may have changed since a line was added: all lines or none.
        let short = store::take_stock(&txn, &lines)
            .await
            .map_err(db("taking stock"))?;
        if !short.is_empty() {
            return Err(refuse(txn, ShopError::OutOfStock(short)).await);
        }
        let placed = store::place_order(&txn, &user, &lines, &address, &payment)
            .await
            .map_err(db("placing an order"))?;
        // None: another checkout of this cart came first and emptied it.
        let Some(order) = placed else {
            return Err(refuse(txn, ShopError::CartEmpty).await);
        };
        commit(txn).await?;
        Ok(Response::new(pb::ShopCheckoutResponse {
            order: Some(order_pb(order)),
        }))
    }

    async fn list_shop_orders(
        &self,
        req: Request<pb::ListShopOrdersRequest>,
    ) -> Result<Response<pb::ListShopOrdersResponse>, Status> {
        let user = caller(&req)?;
        let pb::ListShopOrdersRequest { page, per_page } = req.into_inner();
        let (page, per_page) = platform::grpc::paging(page, per_page);
        let txn = self.open(&user).await?;
        let (orders, total) = store::orders_page(&txn, &user, (page - 1) * per_page, per_page)
            .await
            .map_err(db("listing orders"))?;
        commit(txn).await?;
        Ok(Response::new(pb::ListShopOrdersResponse {
            orders: orders.into_iter().map(order_pb).collect(),
            total,
            page: page as u32,
            per_page: per_page as u32,
        }))
    }
}
