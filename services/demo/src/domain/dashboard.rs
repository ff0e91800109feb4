//! The dashboards' rules: which labels a breakdown always shows and in what
//! order, the daily series with its empty days filled in, the popularity
//! bands, and the shop's top products folded from the orders' lines. The
//! counting itself is done by the store's SQL aggregates.

use std::collections::BTreeMap;

use chrono::{DateTime, NaiveDate};

/// Microseconds in a UTC day.
pub const DAY_MICROS: i64 = 86_400_000_000;
/// Length of a daily series when none is asked for.
pub const DEFAULT_DAYS: u32 = 30;
/// Longest daily series.
pub const MAX_DAYS: u32 = 90;
/// A shop product with at most this many units counts as low in stock.
pub const LOW_STOCK: i32 = 10;
/// How many products the top and low-stock lists show.
pub const LIST_SIZE: usize = 5;
/// The data list's popularity bands (`pop_value` 0 to 100), by lower bound.
pub const POPULARITY_BANDS: [(i64, &str); 5] = [
    (0, "0-19"),
    (20, "20-39"),
    (40, "40-59"),
    (60, "60-79"),
    (80, "80-100"),
];

/// A label and its count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Count {
    pub key: String,
    pub count: u64,
}

/// One UTC day of activity.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Day {
    /// Days since 1970-01-01 (UTC).
    pub day: i64,
    pub orders: u64,
    pub revenue_cents: i64,
    pub customers: u64,
    pub units: u64,
    /// People of the users app who joined that day.
    pub signups: u64,
}

impl Day {
    /// "YYYY-MM-DD".
    pub fn date(&self) -> String {
        DateTime::from_timestamp(self.day * 86_400, 0)
            .map(|t| t.date_naive())
            .unwrap_or(NaiveDate::MIN)
            .format("%Y-%m-%d")
            .to_string()
    }
}

/// A product ranked by units ordered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TopProduct {
    pub product_id: i32,
    pub name: String,
    pub category: String,
    pub image: String,
    pub units: u64,
    pub revenue_cents: i64,
}

/// What the dashboard needs of an order line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoldLine {
    pub product_id: i32,
    pub name: String,
    pub category: String,
    pub image: String,
    pub unit_cents: i64,
    pub quantity: u32,
}

/// The series length asked for: 0 means [`DEFAULT_DAYS`], at most [`MAX_DAYS`].
pub fn series_len(asked: u32) -> u32 {
    match asked {
        0 => DEFAULT_DAYS,
        n => n.min(MAX_DAYS),
    }
}

/// The UTC day (days since the epoch) of a microsecond timestamp.
pub fn day_of(micros: i64) -> i64 {
    micros.div_euclid(DAY_MICROS)
}

/// `len` days ending on `today`, oldest first; a day absent from `found`
/// is all zeros.
pub fn fill_days(found: Vec<Day>, today: i64, len: u32) -> Vec<Day> {
    let by_day: BTreeMap<i64, Day> = found.into_iter().map(|d| (d.day, d)).collect();
    let first = today - i64::from(len) + 1;
    (first..=today)
        .map(|day| {
            by_day.get(&day).cloned().unwrap_or(Day {
                day,
                ..Day::default()
            })
        })
        .collect()
}

/// The days with their sign-ups from `(day, people)` rows (days absent
/// from `days` are left out).
pub fn with_signups(mut days: Vec<Day>, signups: &[(i64, u64)]) -> Vec<Day> {
    for d in &mut days {
        d.signups = signups
            .iter()
            .filter(|(day, _)| *day == d.day)
            .map(|(_, n)| n)
            .sum();
    }
    days
}

/// The `known` labels first, in their order and with 0 when absent, then
/// any other label found, A to Z.
pub fn breakdown(known: &[&str], found: Vec<(String, u64)>) -> Vec<Count> {
    let mut rest: BTreeMap<String, u64> = BTreeMap::new();
    for (key, count) in found {
        *rest.entry(key).or_default() += count;
    }
    let mut out: Vec<Count> = known
        .iter()
        .map(|k| Count {
            key: (*k).to_owned(),
            count: rest.remove(*k).unwrap_or(0),
        })
        .collect();
    out.extend(rest.into_iter().map(|(key, count)| Count { key, count }));
    out
}

/// The popularity bands with their counts, from `(band index, count)` rows.
pub fn popularity(found: Vec<(i64, u64)>) -> Vec<Count> {
    POPULARITY_BANDS
        .iter()
        .enumerate()
        .map(|(i, (_, label))| Count {
            key: (*label).to_owned(),
            count: found
                .iter()
                .filter(|(band, _)| *band == i as i64)
                .map(|(_, n)| n)
                .sum(),
        })
        .collect()
}

/// Sums the units and money of every line per product and keeps the
/// `limit` most ordered (ties: the lower id first). The name shown is the
/// one of the product's latest line.
pub fn top_products(lines: impl IntoIterator<Item = SoldLine>, limit: usize) -> Vec<TopProduct> {
    let mut by_id: BTreeMap<i32, TopProduct> = BTreeMap::new();
    for l in lines {
        let e = by_id.entry(l.product_id).or_insert_with(|| TopProduct {
            product_id: l.product_id,
            name: String::new(),
            category: String::new(),
            image: String::new(),
            units: 0,
            revenue_cents: 0,
        });
        e.name = l.name;
        e.category = l.category;
        e.image = l.image;
        e.units += u64::from(l.quantity);
        e.revenue_cents += l.unit_cents * i64::from(l.quantity);
    }
    let mut out: Vec<TopProduct> = by_id.into_values().collect();
    out.sort_by(|a, b| b.units.cmp(&a.units).then(a.product_id.cmp(&b.product_id)));
    out.truncate(limit);
    out
}

/// Revenue per order, rounded down to a cent; 0 without orders.
pub fn average_cents(revenue_cents: i64, orders: u64) -> i64 {
    match i64::try_from(orders) {
        Ok(n) if n > 0 => revenue_cents / n,
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(id: i32, qty: u32, cents: i64) -> SoldLine {
        SoldLine {
            product_id: id,
            name: format!("p{id}"),
            category: "Audio".into(),
            image: "audio".into(),
            unit_cents: cents,
            quantity: qty,
        }
    }

    #[test]
    fn fills_missing_days_with_zeros_oldest_first() {
        let found = vec![Day {
            day: 100,
            orders: 2,
            revenue_cents: 500,
            customers: 1,
            units: 3,
            signups: 0,
        }];
        let days = fill_days(found, 101, 30);
        assert_eq!(days.len(), 30);
        assert_eq!(days.first().map(|d| d.day), Some(72));
        assert_eq!(days.last().map(|d| (d.day, d.orders)), Some((101, 0)));
        assert_eq!(days[28].orders, 2);
        assert_eq!(days.iter().map(|d| d.revenue_cents).sum::<i64>(), 500);
    }

    #[test]
    fn sign_ups_land_on_their_day() {
        let days = fill_days(vec![], 101, 3);
        let days = with_signups(days, &[(100, 2), (50, 9), (101, 1)]);
        let got: Vec<(i64, u64)> = days.iter().map(|d| (d.day, d.signups)).collect();
        assert_eq!(got, [(99, 0), (100, 2), (101, 1)]);
    }

    #[test]
    fn a_day_prints_as_an_iso_date() {
        let d = Day {
            day: day_of(1_700_000_000_000_000),
            ..Day::default()
        };
        assert_eq!(d.date(), "2023-11-14");
    }

    #[test]
    fn breakdown_keeps_known_labels_in_order_and_appends_others() {
        let out = breakdown(
            &["active", "blocked", "deactivated"],
            vec![
                ("deactivated".into(), 4),
                ("zz".into(), 1),
                ("active".into(), 7),
            ],
        );
        let pairs: Vec<(&str, u64)> = out.iter().map(|c| (c.key.as_str(), c.count)).collect();
        assert_eq!(
            pairs,
            [("active", 7), ("blocked", 0), ("deactivated", 4), ("zz", 1)]
        );
    }

    #[test]
    fn popularity_names_every_band() {
        let out = popularity(vec![(0, 3), (4, 9)]);
        assert_eq!(out.len(), 5);
        assert_eq!((out[0].key.as_str(), out[0].count), ("0-19", 3));
        assert_eq!((out[4].key.as_str(), out[4].count), ("80-100", 9));
        assert_eq!(out[2].count, 0);
    }

    #[test]
    fn top_products_sums_units_and_money_per_product() {
        let out = top_products(
            vec![
                line(2, 1, 100),
                line(1, 2, 50),
                line(2, 3, 100),
                line(3, 2, 10),
            ],
            2,
        );
        assert_eq!(out.len(), 2);
        assert_eq!(
            (out[0].product_id, out[0].units, out[0].revenue_cents),
            (2, 4, 400)
        );
        // Tie on 2 units: the lower id first.
        assert_eq!(out[1].product_id, 1);
    }

    #[test]
    fn average_is_zero_without_orders() {
        assert_eq!(average_cents(0, 0), 0);
        assert_eq!(average_cents(1001, 2), 500);
    }

    #[test]
    fn series_length_defaults_and_is_capped() {
        assert_eq!(series_len(0), 30);
        assert_eq!(series_len(7), 7);
        assert_eq!(series_len(1000), 90);
    }
}
