//! The shop's sample order history, written once by the migration (m0009)
//! when the shop has no orders yet, so the dashboards open on three months
//! of sales rather than flat zeros. About [`TARGET_ORDERS`] orders over the
//! [`HISTORY_DAYS`] days before that moment, placed by the users app's
//! sample people (never by a product account), with a weekly rhythm (busier
//! weekends), a slowly growing trend, baskets of one to four products at
//! the catalogue's prices of that moment, the same on every install
//! (a seeded generator) but for the moment they are placed relative to.
//!
//! They are history: they take no stock, and they are marked `sample`, so
//! no product user finds them in their own orders list.

use sea_orm::sea_query::Query;
use sea_orm::{ConnectionTrait, DbErr, Statement};

use crate::domain::shop::{Address, Line, PAYMENT_METHODS, totals};
use crate::domain::users::Location;

use super::shop::OrderLine;

/// Days of history before the seed's moment (today included).
pub const HISTORY_DAYS: i64 = 90;
/// About how many sample orders are written.
pub const TARGET_ORDERS: f64 = 150.0;
/// The user id of a sample buyer is this and the sample user's id: not a
/// product account's id (those are UUIDs).
pub const SAMPLE_BUYER: &str = "sample-user-";

const DAY_MICROS: i64 = 86_400_000_000;
const HOUR_MICROS: i64 = 3_600_000_000;

/// Relative order volume by weekday, Monday first.
const WEEKDAY_WEIGHT: [f64; 7] = [0.85, 0.8, 0.9, 0.95, 1.15, 1.5, 1.3];
/// Relative order volume by UTC hour (quiet nights, busy evenings).
const HOUR_WEIGHT: [u64; 24] = [
    1, 1, 0, 0, 0, 1, 2, 3, 5, 6, 7, 7, 8, 8, 7, 7, 8, 9, 11, 12, 12, 10, 6, 3,
];

/// A small linear congruential generator: the same history on every install.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % below.max(1)
    }

    /// A number in [0, 1).
    fn unit(&mut self) -> f64 {
        self.next(1 << 30) as f64 / (1u64 << 30) as f64
    }

    /// An index picked with the given weights (all zero: the first).
    fn weighted(&mut self, weights: &[f64]) -> usize {
        let total: f64 = weights.iter().sum();
        let mut at = self.unit() * total;
        for (i, w) in weights.iter().enumerate() {
            if at < *w {
                return i;
            }
            at -= w;
        }
        0
    }
}

/// A catalogue product as the history needs it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedProduct {
    pub id: i32,
    pub name: String,
    pub brand: String,
    pub category: String,
    pub image: String,
    pub price_cents: i64,
    pub has_free_shipping: bool,
    pub rating: i32,
}

/// A sample user of the users app who may place orders.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SeedBuyer {
    pub id: i32,
    pub name: String,
    pub mobile: String,
    pub location: Location,
    /// When they joined (they order only after).
    pub joined_micros: i64,
}

/// A sample order, ready to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SampleOrder {
    pub id: String,
    pub user_id: String,
    pub placed_micros: i64,
    pub address: Address,
    pub payment_method: String,
    pub lines: Vec<OrderLine>,
}

/// The orders of the [`HISTORY_DAYS`] days up to `now`, oldest first.
pub fn sample_orders(now: i64, products: &[SeedProduct], buyers: &[SeedBuyer]) -> Vec<SampleOrder> {
    if products.is_empty() || buyers.is_empty() {
        return vec![];
    }
    let mut rng = Lcg(0x05EE_D0F5_A1E5_u64);
    let today = now.div_euclid(DAY_MICROS);
    let first = today - HISTORY_DAYS + 1;
    // Today counts for the part of it that has passed.
    let today_share = (now - today * DAY_MICROS) as f64 / DAY_MICROS as f64;
    let weight = |day: i64| {
        // 1970-01-01 was a Thursday.
        let weekday = (day + 3).rem_euclid(7) as usize;
        let growth = 0.75 + 0.5 * (day - first) as f64 / HISTORY_DAYS as f64;
        let share = if day == today { today_share } else { 1.0 };
        WEEKDAY_WEIGHT[weekday] * growth * share
    };
    let scale = TARGET_ORDERS / (first..=today).map(weight).sum::<f64>();
    // Popular products: well rated and not too dear.
    let product_weight: Vec<f64> = products
        .iter()
        .map(|p| {
            let dollars = (p.price_cents.max(100) as f64) / 100.0;
            f64::from(p.rating.max(1)).powi(2) / dollars.sqrt()
        })
        .collect();
    // Some people buy more often than others.
    let loyalty: Vec<f64> = buyers
        .iter()
        .map(|b| 1.0 + f64::from((b.id.unsigned_abs() * 7 + 3) % 5))
        .collect();
    let hour_weight: Vec<f64> = HOUR_WEIGHT.iter().map(|w| *w as f64).collect();

    let mut out = vec![];
    for day in first..=today {
        let expected = weight(day) * scale * (0.7 + 0.6 * rng.unit());
        let count = (expected + rng.unit()).floor() as usize;
        let mut times: Vec<i64> = (0..count)
            .map(|_| {
                let start = day * DAY_MICROS;
                if day == today {
                    start + (rng.unit() * (now - start - 60_000_000).max(0) as f64) as i64
                } else {
                    let hour = rng.weighted(&hour_weight) as i64;
                    start + hour * HOUR_MICROS + rng.next(HOUR_MICROS as u64) as i64
                }
            })
            .collect();
        times.sort_unstable();
        for at in times {
            let eligible: Vec<f64> = buyers
                .iter()
                .zip(&loyalty)
                .map(|(b, w)| {
                    if b.joined_micros + DAY_MICROS <= at {
                        *w
                    } else {
                        0.0
                    }
                })
                .collect();
            if eligible.iter().all(|w| *w == 0.0) {
                continue;
            }
            let buyer = &buyers[rng.weighted(&eligible)];
            let lines = basket(&mut rng, products, &product_weight);
            let payment = match rng.next(100) {
                0..60 => PAYMENT_METHODS[0],
                60..85 => PAYMENT_METHODS[1],
                _ => PAYMENT_METHODS[2],
            };
            out.push(SampleOrder {
                id: format!("sample-{:04}", out.len() + 1),
                user_id: format!("{SAMPLE_BUYER}{}", buyer.id),
                placed_micros: at,
                address: address_of(buyer, rng.next(4) == 0),
                payment_method: payment.to_owned(),
                lines,
            });
        }
    }
    out
}

/// One to four different products, mostly one; cheap ones sometimes twice
/// or three times.
fn basket(rng: &mut Lcg, products: &[SeedProduct], weights: &[f64]) -> Vec<OrderLine> {
    let size = match rng.next(100) {
        0..55 => 1,
        55..83 => 2,
        83..95 => 3,
        _ => 4,
    }
    .min(products.len());
    let mut weights = weights.to_vec();
    let mut lines = vec![];
    while lines.len() < size {
        let i = rng.weighted(&weights);
        // Not twice in one order.
        weights[i] = 0.0;
        let p = &products[i];
        let quantity = match (p.price_cents, rng.next(100)) {
            (..20_000, 0..70) => 1,
            (..20_000, 70..92) => 2,
            (..20_000, _) => 3,
            (..60_000, 0..88) => 1,
            (..60_000, _) => 2,
            _ => 1,
        };
        lines.push(OrderLine {
            product_id: p.id,
            name: p.name.clone(),
            brand: p.brand.clone(),
            category: p.category.clone(),
            image: p.image.clone(),
            unit_cents: p.price_cents,
            has_free_shipping: p.has_free_shipping,
            quantity,
        });
        if weights.iter().all(|w| *w == 0.0) {
            break;
        }
    }
    lines
}

/// The buyer's own address (their home, or their work one).
fn address_of(b: &SeedBuyer, work: bool) -> Address {
    let l = &b.location;
    let house = if l.add_line_2.is_empty() {
        l.add_line_1.clone()
    } else {
        format!("{}, {}", l.add_line_1, l.add_line_2)
    };
    Address {
        full_name: b.name.clone(),
        mobile: b.mobile.clone(),
        house,
        landmark: String::new(),
        city: l.city.clone(),
        pincode: l.post_code.clone(),
        state: l.state.clone(),
        address_type: if work { "work" } else { "home" }.to_owned(),
    }
}

async fn rows<C: ConnectionTrait>(db: &C, sql: &str) -> Result<Vec<sea_orm::QueryResult>, DbErr> {
    db.query_all_raw(Statement::from_string(db.get_database_backend(), sql))
        .await
}

/// Writes the sample history relative to `now` when the shop has no orders
/// (call inside the migration's transaction, after the people's join times
/// are written); answers how many orders were written. Reads and writes
/// only the columns named here, so later columns do not break it.
pub async fn seed_history<C: ConnectionTrait>(db: &C, now: i64) -> Result<usize, DbErr> {
    let existing = rows(db, "SELECT COUNT(*) AS n FROM shop_orders").await?;
    if existing
        .first()
        .map(|r| r.try_get::<i64>("", "n"))
        .transpose()?
        .unwrap_or(0)
        > 0
    {
        return Ok(0);
    }
    let products = rows(
        db,
        "SELECT id, name, brand, category, image, price_cents, has_free_shipping, rating \
         FROM shop_products ORDER BY id",
    )
    .await?
    .iter()
    .map(|r| {
        Ok(SeedProduct {
            id: r.try_get("", "id")?,
            name: r.try_get("", "name")?,
            brand: r.try_get("", "brand")?,
            category: r.try_get("", "category")?,
            image: r.try_get("", "image")?,
            price_cents: r.try_get("", "price_cents")?,
            has_free_shipping: r.try_get("", "has_free_shipping")?,
            rating: r.try_get("", "rating")?,
        })
    })
    .collect::<Result<Vec<_>, DbErr>>()?;
    let buyers = rows(
        db,
        "SELECT id, name, mobile, location, created_micros FROM demo_users ORDER BY id",
    )
    .await?
    .iter()
    .map(|r| {
        let location: String = r.try_get("", "location")?;
        Ok(SeedBuyer {
            id: r.try_get("", "id")?,
            name: r.try_get("", "name")?,
            mobile: r.try_get("", "mobile")?,
            location: serde_json::from_str(&location).unwrap_or_default(),
            joined_micros: r.try_get("", "created_micros")?,
        })
    })
    .collect::<Result<Vec<_>, DbErr>>()?;
    let orders = sample_orders(now, &products, &buyers);
    for chunk in orders.chunks(50) {
        let mut insert = Query::insert()
            .into_table("shop_orders")
            .columns([
                "id",
                "user_id",
                "placed_at",
                "placed_micros",
                "address",
                "payment_method",
                "lines",
                "item_count",
                "subtotal_cents",
                "delivery_cents",
                "total_cents",
                "sample",
            ])
            .to_owned();
        for o in chunk {
            let sums = totals(
                &o.lines
                    .iter()
                    .map(|l| Line {
                        unit_cents: l.unit_cents,
                        quantity: l.quantity,
                        free_shipping: l.has_free_shipping,
                    })
                    .collect::<Vec<_>>(),
            );
            let placed_at = chrono::DateTime::from_timestamp_micros(o.placed_micros)
                .unwrap_or_default()
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true);
            insert.values_panic([
                o.id.clone().into(),
                o.user_id.clone().into(),
                placed_at.into(),
                o.placed_micros.into(),
                serde_json::to_string(&o.address).unwrap_or_default().into(),
                o.payment_method.clone().into(),
                serde_json::to_string(&o.lines).unwrap_or_default().into(),
                (sums.item_count as i32).into(),
                sums.subtotal_cents.into(),
                sums.delivery_cents.into(),
                sums.total_cents.into(),
                true.into(),
            ]);
        }
        db.execute(&insert).await?;
    }
    Ok(orders.len())
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_795_000_000_000_000;

    fn products() -> Vec<SeedProduct> {
        super::super::shop::sample_products()
            .into_iter()
            .map(|p| SeedProduct {
                id: p.id,
                name: p.name,
                brand: p.brand,
                category: p.category,
                image: p.image,
                price_cents: p.price_cents,
                has_free_shipping: p.has_free_shipping,
                rating: p.rating,
            })
            .collect()
    }

    fn buyers() -> Vec<SeedBuyer> {
        super::super::users::samples()
            .into_iter()
            .map(|u| SeedBuyer {
                id: u.id,
                joined_micros: super::super::users::sample_joined_micros(u.id, NOW),
                name: u.name,
                mobile: u.mobile,
                location: u.location,
            })
            .collect()
    }

    #[test]
    fn about_150_orders_in_the_90_days_before_now_by_sample_people() {
        let orders = sample_orders(NOW, &products(), &buyers());
        assert!((120..=180).contains(&orders.len()), "{}", orders.len());
        let first_day = NOW.div_euclid(DAY_MICROS) - HISTORY_DAYS + 1;
        for o in &orders {
            assert!(o.placed_micros <= NOW && o.placed_micros >= first_day * DAY_MICROS);
            assert!(o.user_id.starts_with(SAMPLE_BUYER), "{}", o.user_id);
            assert!((1..=4).contains(&o.lines.len()));
            assert!(PAYMENT_METHODS.contains(&o.payment_method.as_str()));
        }
        assert!(
            orders
                .windows(2)
                .all(|w| w[0].placed_micros <= w[1].placed_micros)
        );
    }

    #[test]
    fn the_same_history_every_time_and_at_catalogue_prices() {
        let a = sample_orders(NOW, &products(), &buyers());
        assert_eq!(a, sample_orders(NOW, &products(), &buyers()));
        let catalogue = products();
        for line in a.iter().flat_map(|o| &o.lines) {
            let p = catalogue.iter().find(|p| p.id == line.product_id).unwrap();
            assert_eq!((line.unit_cents, &line.name), (p.price_cents, &p.name));
        }
    }

    #[test]
    fn nobody_orders_before_joining() {
        let people = buyers();
        for o in sample_orders(NOW, &products(), &people) {
            let id: i32 = o.user_id[SAMPLE_BUYER.len()..].parse().unwrap();
            let b = people.iter().find(|b| b.id == id).unwrap();
            assert!(b.joined_micros < o.placed_micros);
        }
    }

    #[test]
    fn weekends_are_busier_than_weekdays() {
        let orders = sample_orders(NOW, &products(), &buyers());
        let mut by_weekday = [0usize; 7];
        for o in &orders {
            by_weekday[(o.placed_micros.div_euclid(DAY_MICROS) + 3).rem_euclid(7) as usize] += 1;
        }
        let weekend = by_weekday[5] + by_weekday[6];
        let early_week = by_weekday[0] + by_weekday[1];
        assert!(weekend > early_week, "{by_weekday:?}");
    }
}
