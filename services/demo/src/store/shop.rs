//! The shop's tables: the shared catalogue (`shop_products`, seeded by the
//! migration) and, per user id, the wishlist, the cart, the orders and the
//! mark that the user's sample wishlist and cart were written.

use sea_orm::sea_query::{Expr, ExprTrait};
use sea_orm::{
    ActiveValue::Set, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait,
    QueryFilter, QueryOrder, QuerySelect, TryInsertResult,
};

use crate::domain::shop::{Address, Line, ProductQuery, Shortage, Totals, totals};

pub mod products {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "shop_products")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i32,
        pub name: String,
        pub brand: String,
        pub description: String,
        pub price_cents: i64,
        pub rating: i32,
        pub category: String,
        pub image: String,
        pub has_free_shipping: bool,
        pub stock: i32,
        /// Catalogue order of the "featured" sort.
        pub featured_rank: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod wishlist {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "shop_wishlist")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub product_id: i32,
        /// Microseconds since the epoch: newest first.
        pub added_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod cart {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "shop_cart")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub product_id: i32,
        pub quantity: i32,
        /// Microseconds since the epoch: lines in the order they were added.
        pub added_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod orders {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "shop_orders")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub user_id: String,
        /// RFC 3339.
        pub placed_at: String,
        /// Microseconds since the epoch: newest first.
        pub placed_micros: i64,
        /// JSON (`Address`).
        pub address: String,
        pub payment_method: String,
        /// JSON array of `OrderLine`.
        pub lines: String,
        pub item_count: i32,
        pub subtotal_cents: i64,
        pub delivery_cents: i64,
        pub total_cents: i64,
        /// A sample order of the history written at the first start
        /// (`shop_seed`): counted by the dashboards, in nobody's own list.
        pub sample: bool,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod started {
    use sea_orm::entity::prelude::*;

    /// A user whose sample wishlist and cart were written.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "shop_started")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub type Product = products::Model;

/// One line of a cart: the product and its units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CartLine {
    pub product: Product,
    pub quantity: u32,
}

/// One line of an order, as it was when ordered.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct OrderLine {
    pub product_id: i32,
    pub name: String,
    pub brand: String,
    pub category: String,
    pub image: String,
    pub unit_cents: i64,
    pub has_free_shipping: bool,
    pub quantity: u32,
}

/// A placed order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Order {
    pub id: String,
    pub placed_at: String,
    pub address: Address,
    pub payment_method: String,
    pub lines: Vec<OrderLine>,
    pub totals: Totals,
}

fn now_micros() -> i64 {
    chrono::Utc::now().timestamp_micros()
}

/// The lines as the totals see them.
pub fn lines_of(cart: &[CartLine]) -> Vec<Line> {
    cart.iter()
        .map(|l| Line {
            unit_cents: l.product.price_cents,
            quantity: l.quantity,
            free_shipping: l.product.has_free_shipping,
        })
        .collect()
}

/// One page of the catalogue matching `q`, and how many match.
pub async fn list_products<C: ConnectionTrait>(
    db: &C,
    q: &ProductQuery,
    offset: u64,
    limit: u64,
) -> Result<(Vec<Product>, u64), DbErr> {
    use products::Column as P;
    let mut cond = Condition::all();
    if !q.q.is_empty() {
        cond = cond.add(platform::db::contains_any(
            [P::Name, P::Brand, P::Description],
            &q.q,
        ));
    }
    if !q.category.is_empty() {
        cond = cond.add(P::Category.eq(q.category.as_str()));
    }
    if !q.brands.is_empty() {
        cond = cond.add(P::Brand.is_in(q.brands.iter().map(String::as_str)));
    }
    if q.price_min_cents > 0 {
        cond = cond.add(P::PriceCents.gte(q.price_min_cents));
    }
    if q.price_max_cents > 0 {
        cond = cond.add(P::PriceCents.lte(q.price_max_cents));
    }
    if q.min_rating > 0 {
        cond = cond.add(P::Rating.gte(q.min_rating));
    }
    let query = products::Entity::find().filter(cond);
    let total = query.clone().count(db).await?;
    let query = match q.sort.as_str() {
        "price-asc" => query.order_by_asc(P::PriceCents),
        "price-desc" => query.order_by_desc(P::PriceCents),
        "rating" => query.order_by_desc(P::Rating),
        _ => query.order_by_asc(P::FeaturedRank),
    };
    let rows = query
        .order_by_asc(P::Id)
        .offset(offset)
        .limit(limit)
        .all(db)
        .await?;
    Ok((rows, total))
}

/// The distinct values of a text column, A to Z.
async fn distinct<C: ConnectionTrait>(db: &C, col: products::Column) -> Result<Vec<String>, DbErr> {
    products::Entity::find()
        .select_only()
        .column(col)
        .distinct()
        .order_by_asc(col)
        .into_tuple::<String>()
        .all(db)
        .await
}

/// Every category and every brand of the catalogue, A to Z.
pub async fn facets<C: ConnectionTrait>(db: &C) -> Result<(Vec<String>, Vec<String>), DbErr> {
    Ok((
        distinct(db, products::Column::Category).await?,
        distinct(db, products::Column::Brand).await?,
    ))
}

/// The product with this id, if any.
pub async fn product<C: ConnectionTrait>(db: &C, id: i32) -> Result<Option<Product>, DbErr> {
    products::Entity::find_by_id(id).one(db).await
}

/// The caller's marks on `ids`: which are wished, and the units in the cart.
pub async fn marks<C: ConnectionTrait>(
    db: &C,
    user: &str,
    ids: &[i32],
) -> Result<(Vec<i32>, Vec<(i32, i32)>), DbErr> {
    let wished = wishlist::Entity::find()
        .select_only()
        .column(wishlist::Column::ProductId)
        .filter(wishlist::Column::UserId.eq(user))
        .filter(wishlist::Column::ProductId.is_in(ids.iter().copied()))
        .into_tuple::<i32>()
        .all(db)
        .await?;
    let carted = cart::Entity::find()
        .select_only()
        .columns([cart::Column::ProductId, cart::Column::Quantity])
        .filter(cart::Column::UserId.eq(user))
        .filter(cart::Column::ProductId.is_in(ids.iter().copied()))
        .into_tuple::<(i32, i32)>()
        .all(db)
        .await?;
    Ok((wished, carted))
}

/// The products of a user's first wishlist and cart (id, units in the cart).
const SAMPLE_WISHLIST: [i32; 3] = [3, 12, 27];
const SAMPLE_CART: [(i32, i32); 2] = [(5, 1), (18, 2)];

/// Writes the user's sample wishlist and cart the first time they open the
/// shop (call inside the transaction of that first read or change).
pub async fn start<C: ConnectionTrait>(db: &C, user: &str) -> Result<(), DbErr> {
    if started::Entity::find_by_id(user.to_owned())
        .one(db)
        .await?
        .is_some()
    {
        return Ok(());
    }
    let inserted = started::Entity::insert(started::ActiveModel {
        user_id: Set(user.to_owned()),
    })
    .on_conflict_do_nothing()
    .exec_without_returning(db)
    .await?;
    if !matches!(inserted, TryInsertResult::Inserted(n) if n > 0) {
        return Ok(());
    }
    let at = now_micros();
    for (i, id) in SAMPLE_WISHLIST.into_iter().enumerate() {
        wishlist::Entity::insert(wishlist::ActiveModel {
            user_id: Set(user.to_owned()),
            product_id: Set(id),
            added_at: Set(at + i as i64),
        })
        .exec_without_returning(db)
        .await?;
    }
    for (i, (id, quantity)) in SAMPLE_CART.into_iter().enumerate() {
        cart::Entity::insert(cart::ActiveModel {
            user_id: Set(user.to_owned()),
            product_id: Set(id),
            quantity: Set(quantity),
            added_at: Set(at + i as i64),
        })
        .exec_without_returning(db)
        .await?;
    }
    Ok(())
}

/// One page of the user's wishlist, newest first, and its size.
pub async fn wishlist_page<C: ConnectionTrait>(
    db: &C,
    user: &str,
    offset: u64,
    limit: u64,
) -> Result<(Vec<Product>, u64), DbErr> {
    let query = wishlist::Entity::find().filter(wishlist::Column::UserId.eq(user));
    let total = query.clone().count(db).await?;
    let ids: Vec<i32> = query
        .select_only()
        .column(wishlist::Column::ProductId)
        .order_by_desc(wishlist::Column::AddedAt)
        .order_by_desc(wishlist::Column::ProductId)
        .offset(offset)
        .limit(limit)
        .into_tuple::<i32>()
        .all(db)
        .await?;
    Ok((products_in_order(db, &ids).await?, total))
}

/// The products of `ids`, in that order.
async fn products_in_order<C: ConnectionTrait>(db: &C, ids: &[i32]) -> Result<Vec<Product>, DbErr> {
    let rows = products::Entity::find()
        .filter(products::Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await?;
    Ok(ids
        .iter()
        .filter_map(|id| rows.iter().find(|p| p.id == *id).cloned())
        .collect())
}

/// How many products the user's wishlist holds.
pub async fn wishlist_size<C: ConnectionTrait>(db: &C, user: &str) -> Result<u64, DbErr> {
    wishlist::Entity::find()
        .filter(wishlist::Column::UserId.eq(user))
        .count(db)
        .await
}

/// Puts a product on the user's wishlist (no change when already there).
pub async fn wish<C: ConnectionTrait>(db: &C, user: &str, product_id: i32) -> Result<(), DbErr> {
    wishlist::Entity::insert(wishlist::ActiveModel {
        user_id: Set(user.to_owned()),
        product_id: Set(product_id),
        added_at: Set(now_micros()),
    })
    .on_conflict_do_nothing()
    .exec_without_returning(db)
    .await?;
    Ok(())
}

/// Takes a product off the user's wishlist (no change when absent).
pub async fn unwish<C: ConnectionTrait>(db: &C, user: &str, product_id: i32) -> Result<(), DbErr> {
    wishlist::Entity::delete_many()
        .filter(wishlist::Column::UserId.eq(user))
        .filter(wishlist::Column::ProductId.eq(product_id))
        .exec(db)
        .await?;
    Ok(())
}

/// The user's cart lines, in the order they were added.
pub async fn cart_lines<C: ConnectionTrait>(db: &C, user: &str) -> Result<Vec<CartLine>, DbErr> {
    let rows = cart::Entity::find()
        .filter(cart::Column::UserId.eq(user))
        .order_by_asc(cart::Column::AddedAt)
        .order_by_asc(cart::Column::ProductId)
        .all(db)
        .await?;
    let ids: Vec<i32> = rows.iter().map(|r| r.product_id).collect();
    let products = products_in_order(db, &ids).await?;
    Ok(rows
        .into_iter()
        .zip(products)
        .map(|(row, product)| CartLine {
            product,
            quantity: u32::try_from(row.quantity).unwrap_or(0),
        })
        .collect())
}

/// Sets the units of a product in the user's cart (a new line goes last).
pub async fn set_quantity<C: ConnectionTrait>(
    db: &C,
    user: &str,
    product_id: i32,
    quantity: u32,
) -> Result<(), DbErr> {
    let updated = cart::Entity::update_many()
        .col_expr(cart::Column::Quantity, Expr::val(quantity as i32))
        .filter(cart::Column::UserId.eq(user))
        .filter(cart::Column::ProductId.eq(product_id))
        .exec(db)
        .await?;
    if updated.rows_affected == 0 {
        cart::Entity::insert(cart::ActiveModel {
            user_id: Set(user.to_owned()),
            product_id: Set(product_id),
            quantity: Set(quantity as i32),
            added_at: Set(now_micros()),
        })
        .exec_without_returning(db)
        .await?;
    }
    Ok(())
}

/// Takes a product out of the user's cart (no change when absent).
pub async fn remove_line<C: ConnectionTrait>(
    db: &C,
    user: &str,
    product_id: i32,
) -> Result<(), DbErr> {
    cart::Entity::delete_many()
        .filter(cart::Column::UserId.eq(user))
        .filter(cart::Column::ProductId.eq(product_id))
        .exec(db)
        .await?;
    Ok(())
}

/// Takes each line's units off its product's stock, only where that many
/// are left: one conditional UPDATE a product (`stock >= units`), so two
/// checkouts racing for the last units cannot both take them (SQLite runs
/// writers one at a time; PostgreSQL re-checks the condition once the first
/// commits). Products are taken in id order, so two carts never lock them
/// in opposite orders. Answers the lines it could not serve, with what is
/// left; the caller rolls back when there is any.
pub async fn take_stock<C: ConnectionTrait>(
    db: &C,
    lines: &[CartLine],
) -> Result<Vec<Shortage>, DbErr> {
    let mut by_id: Vec<&CartLine> = lines.iter().collect();
    by_id.sort_by_key(|l| l.product.id);
    let mut short = vec![];
    for line in by_id {
        let units = i32::try_from(line.quantity).unwrap_or(i32::MAX);
        let taken = products::Entity::update_many()
            .col_expr(
                products::Column::Stock,
                Expr::col(products::Column::Stock).sub(units),
            )
            .filter(products::Column::Id.eq(line.product.id))
            .filter(products::Column::Stock.gte(units))
            .exec(db)
            .await?;
        if taken.rows_affected == 0 {
            let left = product(db, line.product.id).await?.map_or(0, |p| p.stock);
            short.push(Shortage {
                product_id: line.product.id,
                name: line.product.name.clone(),
                requested: line.quantity,
                available: left,
            });
        }
    }
    Ok(short)
}

/// Records an order of `lines` and empties the user's cart; the caller
/// holds the transaction, so both happen or neither. None when the cart no
/// longer holds these lines (another checkout of it came first): the caller
/// rolls back.
pub async fn place_order<C: ConnectionTrait>(
    db: &C,
    user: &str,
    lines: &[CartLine],
    address: &Address,
    payment_method: &str,
) -> Result<Option<Order>, DbErr> {
    let sums = totals(&lines_of(lines));
    let now = chrono::Utc::now();
    let order_lines: Vec<OrderLine> = lines
        .iter()
        .map(|l| OrderLine {
            product_id: l.product.id,
            name: l.product.name.clone(),
            brand: l.product.brand.clone(),
            category: l.product.category.clone(),
            image: l.product.image.clone(),
            unit_cents: l.product.price_cents,
            has_free_shipping: l.product.has_free_shipping,
            quantity: l.quantity,
        })
        .collect();
    let order = Order {
        id: uuid::Uuid::now_v7().to_string(),
        placed_at: now.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        address: address.clone(),
        payment_method: payment_method.to_owned(),
        lines: order_lines,
        totals: sums,
    };
    orders::Entity::insert(orders::ActiveModel {
        id: Set(order.id.clone()),
        user_id: Set(user.to_owned()),
        placed_at: Set(order.placed_at.clone()),
        placed_micros: Set(now.timestamp_micros()),
        address: Set(serde_json::to_string(address).unwrap_or_default()),
        payment_method: Set(order.payment_method.clone()),
        lines: Set(serde_json::to_string(&order.lines).unwrap_or_default()),
        item_count: Set(sums.item_count as i32),
        subtotal_cents: Set(sums.subtotal_cents),
        delivery_cents: Set(sums.delivery_cents),
        total_cents: Set(sums.total_cents),
        sample: Set(false),
    })
    .exec_without_returning(db)
    .await?;
    let emptied = cart::Entity::delete_many()
        .filter(cart::Column::UserId.eq(user))
        .exec(db)
        .await?;
    Ok((emptied.rows_affected == lines.len() as u64).then_some(order))
}

/// One page of the user's orders, newest first, and how many they placed.
pub async fn orders_page<C: ConnectionTrait>(
    db: &C,
    user: &str,
    offset: u64,
    limit: u64,
) -> Result<(Vec<Order>, u64), DbErr> {
    let query = orders::Entity::find()
        .filter(orders::Column::UserId.eq(user))
        .filter(orders::Column::Sample.eq(false));
    let total = query.clone().count(db).await?;
    let rows = query
        .order_by_desc(orders::Column::PlacedMicros)
        .order_by_desc(orders::Column::Id)
        .offset(offset)
        .limit(limit)
        .all(db)
        .await?;
    Ok((
        rows.into_iter()
            .map(|r| Order {
                id: r.id,
                placed_at: r.placed_at,
                address: serde_json::from_str(&r.address).unwrap_or_default(),
                payment_method: r.payment_method,
                lines: serde_json::from_str(&r.lines).unwrap_or_default(),
                totals: Totals {
                    item_count: u32::try_from(r.item_count).unwrap_or(0),
                    subtotal_cents: r.subtotal_cents,
                    delivery_cents: r.delivery_cents,
                    total_cents: r.total_cents,
                },
            })
            .collect(),
        total,
    ))
}

/// (category, image key, [(name, brand, price in cents, rating, free shipping, stock)]).
type Shelf = (
    &'static str,
    &'static str,
    [(&'static str, &'static str, i64, i32, bool, i32); 8],
);

const SHELVES: [Shelf; 6] = [
    (
        "Laptops",
        "laptops",
        [
            ("MacBook Air 13\" M3", "Apple", 109_900, 5, true, 14),
            ("XPS 13 Plus", "Dell", 129_999, 4, true, 9),
            ("ThinkPad X1 Carbon Gen 12", "Lenovo", 154_900, 5, true, 6),
            ("Spectre x360 14", "HP", 139_999, 4, false, 11),
            ("ZenBook 14 OLED", "Asus", 84_999, 4, true, 20),
            ("Swift Go 14", "Acer", 69_999, 3, false, 25),
            ("Galaxy Book4 Pro", "Samsung", 144_999, 4, true, 7),
            ("IdeaPad Slim 5", "Lenovo", 59_999, 3, false, 30),
        ],
    ),
    (
        "Cell Phones",
        "phones",
        [
            ("iPhone 15 Pro", "Apple", 99_900, 5, true, 18),
            ("Galaxy S24", "Samsung", 79_999, 5, true, 22),
            ("Pixel 8", "Google", 69_900, 4, true, 15),
            ("Xperia 10 V", "Sony", 39_999, 3, false, 12),
            ("Galaxy A55", "Samsung", 44_999, 4, false, 40),
            ("iPhone 15", "Apple", 79_900, 4, true, 26),
            ("Pixel 8a", "Google", 49_900, 4, false, 33),
            ("Nord 3", "OnePlus", 39_900, 3, false, 19),
        ],
    ),
    (
        "Audio",
        "audio",
        [
            ("WH-1000XM5 Headphones", "Sony", 39_999, 5, true, 28),
            ("AirPods Pro (2nd gen)", "Apple", 24_900, 5, true, 50),
            ("QuietComfort Ultra Earbuds", "Bose", 29_900, 4, true, 17),
            ("Flip 6 Speaker", "JBL", 12_995, 4, false, 60),
            ("Galaxy Buds2 Pro", "Samsung", 22_999, 4, false, 31),
            ("SoundLink Max", "Bose", 39_900, 4, true, 8),
            ("Charge 5 Speaker", "JBL", 17_995, 5, false, 44),
            ("LinkBuds S", "Sony", 19_999, 3, false, 21),
        ],
    ),
    (
        "Cameras",
        "cameras",
        [
            ("Alpha 7 IV", "Sony", 249_800, 5, true, 5),
            ("EOS R6 Mark II", "Canon", 249_900, 5, true, 4),
            ("Z6 II", "Nikon", 199_695, 4, true, 6),
            ("X-T5", "Fujifilm", 169_900, 5, true, 7),
            ("EOS R50", "Canon", 67_999, 4, false, 16),
            ("ZV-E10", "Sony", 69_999, 4, false, 13),
            ("HERO12 Black", "GoPro", 39_999, 4, false, 27),
            ("Instax Mini 12", "Fujifilm", 7_995, 3, false, 80),
        ],
    ),
    (
        "Smart Watches",
        "watches",
        [
            ("Watch Series 9", "Apple", 39_900, 5, true, 24),
            ("Galaxy Watch6", "Samsung", 29_999, 4, true, 29),
            ("Fenix 7", "Garmin", 64_999, 5, true, 10),
            ("Pixel Watch 2", "Google", 34_999, 4, false, 14),
            ("Venu 3", "Garmin", 44_999, 4, false, 18),
            ("Watch SE", "Apple", 24_900, 4, true, 35),
            ("Forerunner 265", "Garmin", 44_999, 5, false, 12),
            ("Galaxy Watch FE", "Samsung", 19_999, 3, false, 41),
        ],
    ),
    (
        "Appliances",
        "appliances",
        [
            ("V15 Detect Vacuum", "Dyson", 74_999, 5, true, 9),
            ("Airwrap Complete", "Dyson", 59_999, 4, true, 11),
            ("Roomba j7+", "iRobot", 59_999, 4, false, 15),
            ("Nespresso Vertuo Next", "Breville", 17_900, 4, false, 37),
            ("Barista Express", "Breville", 69_995, 5, true, 8),
            ("Air Fryer Max XL", "Ninja", 12_999, 4, false, 52),
            ("Smart Oven Air", "Breville", 39_995, 4, false, 12),
            ("Foodi Blender", "Ninja", 14_999, 3, false, 23),
        ],
    ),
];

/// The catalogue (48 products), always the same; ids 1 to 48.
pub fn sample_products() -> Vec<Product> {
    let mut out = vec![];
    for (shelf, (category, image, items)) in SHELVES.into_iter().enumerate() {
        for (i, (name, brand, price_cents, rating, free, stock)) in items.into_iter().enumerate() {
            let id = (shelf * 8 + i) as i32 + 1;
            out.push(Product {
                id,
                name: name.to_owned(),
                brand: brand.to_owned(),
                description: format!(
                    "{brand} {name}: a {} pick from our {} range, with a two-year warranty and 30-day returns.",
                    if rating >= 5 { "top-rated" } else { "popular" },
                    category.to_lowercase()
                ),
                price_cents,
                rating,
                category: category.to_owned(),
                image: image.to_owned(),
                has_free_shipping: free,
                stock,
                // Featured: the shelves interleaved, so the first page mixes them.
                featured_rank: (i * SHELVES.len() + shelf) as i32 + 1,
            });
        }
    }
    out
}
