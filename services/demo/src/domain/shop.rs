//! The shop's rules: prices as strings of cents (spec section 3), the
//! catalogue query, the cart's limits and totals (computed here, never taken
//! from the client), the checkout address and payment checks.

use platform::error::{ApiError, ErrorKind};
use platform::validate::{Check, Fields, REQUIRED};

/// The most units of one product a cart line may hold.
pub const MAX_QUANTITY: u32 = 10;
/// The flat delivery charge when a line does not ship free, in cents.
pub const DELIVERY_CENTS: i64 = 500;
/// How an order may be paid.
pub const PAYMENT_METHODS: &[&str] = &["card", "cash-on-delivery", "bank-transfer"];
/// Where an address is.
pub const ADDRESS_TYPES: &[&str] = &["home", "work"];
/// How the catalogue may be sorted.
pub const SORTS: &[&str] = &["featured", "price-asc", "price-desc", "rating"];

/// "339.99" for 33999 cents.
pub fn format_cents(cents: i64) -> String {
    format!("{}.{:02}", cents / 100, cents % 100)
}

/// 33999 for "339.99", "339.9" or "339"; None for anything else.
pub fn parse_cents(price: &str) -> Option<i64> {
    let price = price.trim();
    let (whole, frac) = price.split_once('.').unwrap_or((price, ""));
    if whole.is_empty()
        || frac.len() > 2
        || !whole.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
    {
        return None;
    }
    let whole: i64 = whole.parse().ok()?;
    let frac: i64 = format!("{frac:0<2}").parse().ok()?;
    whole.checked_mul(100)?.checked_add(frac)
}

/// The catalogue query after its checks.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProductQuery {
    pub q: String,
    pub category: String,
    pub brands: Vec<String>,
    pub price_min_cents: i64,
    /// 0: no upper bound.
    pub price_max_cents: i64,
    pub min_rating: i32,
    pub sort: String,
}

impl ProductQuery {
    /// Trims the query and checks it (an unknown sort, a rating above 5 or
    /// a minimum above the maximum are field errors).
    pub fn checked(self) -> Result<Self, ShopError> {
        let q = Self {
            q: self.q.trim().to_owned(),
            category: self.category.trim().to_owned(),
            brands: self
                .brands
                .into_iter()
                .map(|b| b.trim().to_owned())
                .filter(|b| !b.is_empty())
                .collect(),
            sort: match self.sort.trim() {
                "" => "featured".to_owned(),
                s => s.to_owned(),
            },
            ..self
        };
        let mut fields = Fields::new();
        let mut c = Check::new("", &mut fields);
        c.max_len("q", &q.q, 100);
        c.one_of("sort", &q.sort, SORTS, true);
        if !(0..=5).contains(&q.min_rating) {
            c.err("rating", "From 0 to 5.");
        }
        if q.price_max_cents > 0 && q.price_min_cents > q.price_max_cents {
            c.err("priceMin", "At most the maximum price.");
        }
        if fields.is_empty() {
            Ok(q)
        } else {
            Err(ShopError::Invalid(fields))
        }
    }
}

/// A quantity a cart line may take, for a product with `stock` units.
pub fn check_quantity(quantity: u32, stock: i32) -> Result<(), ShopError> {
    let message = if quantity == 0 || quantity > MAX_QUANTITY {
        format!("From 1 to {MAX_QUANTITY}.")
    } else if i64::from(quantity) > i64::from(stock) {
        stock_left(stock)
    } else {
        return Ok(());
    };
    Err(ShopError::field("quantity", &message))
}

/// What is left of a product, as a refusal says it.
pub fn stock_left(stock: i32) -> String {
    if stock <= 0 {
        "Out of stock.".to_owned()
    } else {
        format!("Only {stock} left.")
    }
}

/// A cart line that the stock could not serve at checkout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortage {
    pub product_id: i32,
    pub name: String,
    /// The units the line asked for.
    pub requested: u32,
    /// The units left when it asked.
    pub available: i32,
}

/// One cart line as the totals see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Line {
    pub unit_cents: i64,
    pub quantity: u32,
    pub free_shipping: bool,
}

/// The money of a cart or an order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    pub item_count: u32,
    pub subtotal_cents: i64,
    pub delivery_cents: i64,
    pub total_cents: i64,
}

/// Sums the lines; delivery is free when every line ships free (or the
/// cart is empty), else [`DELIVERY_CENTS`] once.
pub fn totals(lines: &[Line]) -> Totals {
    let subtotal_cents = lines
        .iter()
        .map(|l| l.unit_cents * i64::from(l.quantity))
        .sum();
    let delivery_cents = if lines.iter().all(|l| l.free_shipping) {
        0
    } else {
        DELIVERY_CENTS
    };
    Totals {
        item_count: lines.iter().map(|l| l.quantity).sum(),
        subtotal_cents,
        delivery_cents,
        total_cents: subtotal_cents + delivery_cents,
    }
}

/// Where an order goes.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(default)]
pub struct Address {
    pub full_name: String,
    pub mobile: String,
    pub house: String,
    pub landmark: String,
    pub city: String,
    pub pincode: String,
    pub state: String,
    pub address_type: String,
}

/// Trims and checks a checkout's address and payment method; field errors
/// carry the form's names (`address.fullName`, `paymentMethod`).
pub fn validate_checkout(a: Address, payment: &str) -> Result<(Address, String), ShopError> {
    let t = |s: String| s.trim().to_owned();
    let a = Address {
        full_name: t(a.full_name),
        mobile: t(a.mobile),
        house: t(a.house),
        landmark: t(a.landmark),
        city: t(a.city),
        pincode: t(a.pincode),
        state: t(a.state),
        address_type: a.address_type.trim().to_lowercase(),
    };
    let payment = payment.trim().to_lowercase();
    let mut fields = Fields::new();
    let mut c = Check::new("address.", &mut fields);
    for (field, value, max) in [
        ("fullName", &a.full_name, 100),
        ("mobile", &a.mobile, 30),
        ("house", &a.house, 100),
        ("city", &a.city, 60),
        ("pincode", &a.pincode, 12),
        ("state", &a.state, 60),
    ] {
        c.required(field, value);
        c.max_len(field, value, max);
    }
    c.max_len("landmark", &a.landmark, 100);
    if !a.mobile.is_empty()
        && (a.mobile.chars().filter(char::is_ascii_digit).count() < 6
            || !a
                .mobile
                .chars()
                .all(|ch| ch.is_ascii_digit() || matches!(ch, '+' | ' ' | '-' | '(' | ')')))
    {
        c.err("mobile", "A phone number (at least 6 digits).");
    }
    if !a.pincode.is_empty()
        && !a
            .pincode
            .chars()
            .all(|ch| ch.is_ascii_alphanumeric() || ch == ' ')
    {
        c.err("pincode", "Letters and digits only.");
    }
    c.one_of("addressType", &a.address_type, ADDRESS_TYPES, true);
    let mut top = Check::new("", &mut fields);
    if payment.is_empty() {
        top.err("paymentMethod", REQUIRED);
    } else {
        top.one_of("paymentMethod", &payment, PAYMENT_METHODS, true);
    }
    if fields.is_empty() {
        Ok((a, payment))
    } else {
        Err(ShopError::Invalid(fields))
    }
}

/// A refusal of the shop or an unexpected failure.
#[derive(Debug, thiserror::Error)]
pub enum ShopError {
    /// Field errors keyed like the form (`VALIDATION_FAILED`, 422).
    #[error("invalid input: {0:?}")]
    Invalid(Fields),
    /// No product has this id (`SHOP_PRODUCT_NOT_FOUND`, 404).
    #[error("no product {0}")]
    ProductNotFound(u32),
    /// Checkout of an empty cart (`SHOP_CART_EMPTY`, 409).
    #[error("the cart is empty")]
    CartEmpty,
    /// Checkout of lines asking for more than is in stock
    /// (`SHOP_OUT_OF_STOCK`, 409); nothing was written.
    #[error("not enough stock: {0:?}")]
    OutOfStock(Vec<Shortage>),
    /// A database failure: logged once, never sent out.
    #[error("{0}: {1}")]
    Internal(&'static str, sea_orm::DbErr),
}

impl ShopError {
    /// One field error.
    pub fn field(field: &str, message: &str) -> Self {
        let mut f = Fields::new();
        f.insert(field.into(), message.into());
        Self::Invalid(f)
    }

    /// A database failure while doing `what`.
    pub fn db(what: &'static str) -> impl FnOnce(sea_orm::DbErr) -> Self {
        move |e| Self::Internal(what, e)
    }
}

impl From<ShopError> for ApiError {
    fn from(e: ShopError) -> Self {
        match e {
            ShopError::Invalid(fields) => ApiError::validation(fields),
            ShopError::ProductNotFound(_) => ApiError::new(
                ErrorKind::NotFound,
                "SHOP_PRODUCT_NOT_FOUND",
                "No such product.",
            ),
            ShopError::CartEmpty => ApiError::new(
                ErrorKind::Conflict,
                "SHOP_CART_EMPTY",
                "Your cart is empty: add a product before checking out.",
            ),
            ShopError::OutOfStock(short) => {
                let names: Vec<String> = short
                    .iter()
                    .map(|s| {
                        format!(
                            "{} ({} asked, {} left)",
                            s.name,
                            s.requested,
                            s.available.max(0)
                        )
                    })
                    .collect();
                // One field per product (`cart.<id>`), so a client can mark its line.
                short.iter().fold(
                    ApiError::new(
                        ErrorKind::Conflict,
                        "SHOP_OUT_OF_STOCK",
                        format!(
                            "Not enough in stock for {}: nothing was ordered.",
                            names.join(", ")
                        ),
                    ),
                    |e, s| {
                        e.with_field(&format!("cart.{}", s.product_id), &stock_left(s.available))
                    },
                )
            }
            ShopError::Internal(what, cause) => platform::error::failure(what, &cause),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prices_round_trip_through_cents() {
        assert_eq!(parse_cents("339.99"), Some(33999));
        assert_eq!(parse_cents("12.5"), Some(1250));
        assert_eq!(parse_cents("7"), Some(700));
        assert_eq!(parse_cents("1.999"), None);
        assert_eq!(parse_cents("-1"), None);
        assert_eq!(format_cents(33999), "339.99");
        assert_eq!(format_cents(5), "0.05");
    }

    #[test]
    fn totals_add_one_delivery_fee_unless_every_line_ships_free() {
        let free = Line {
            unit_cents: 1000,
            quantity: 2,
            free_shipping: true,
        };
        let paid = Line {
            unit_cents: 250,
            quantity: 1,
            free_shipping: false,
        };
        assert_eq!(totals(&[free]).total_cents, 2000);
        let t = totals(&[free, paid]);
        assert_eq!(
            (t.item_count, t.subtotal_cents, t.total_cents),
            (3, 2250, 2750)
        );
    }

    #[test]
    fn checkout_names_missing_address_fields_and_payment() {
        let Err(ShopError::Invalid(f)) = validate_checkout(Address::default(), "") else {
            panic!("expected field errors")
        };
        for k in [
            "address.fullName",
            "address.mobile",
            "address.house",
            "address.city",
            "address.pincode",
            "address.state",
            "address.addressType",
            "paymentMethod",
        ] {
            assert_eq!(f.get(k).map(String::as_str), Some(REQUIRED), "{k}");
        }
    }

    #[test]
    fn a_quantity_is_bounded_by_ten_and_the_stock() {
        assert!(check_quantity(3, 5).is_ok());
        assert!(check_quantity(0, 5).is_err());
        assert!(check_quantity(11, 50).is_err());
        assert!(check_quantity(6, 5).is_err());
    }

    #[test]
    fn a_shortage_is_a_conflict_naming_each_product() {
        let e = ApiError::from(ShopError::OutOfStock(vec![
            Shortage {
                product_id: 9,
                name: "iPhone 15 Pro".into(),
                requested: 2,
                available: 1,
            },
            Shortage {
                product_id: 4,
                name: "Spectre x360 14".into(),
                requested: 1,
                available: 0,
            },
        ]));
        assert_eq!(
            (e.kind, e.reason.as_str()),
            (ErrorKind::Conflict, "SHOP_OUT_OF_STOCK")
        );
        assert_eq!(
            e.message,
            "Not enough in stock for iPhone 15 Pro (2 asked, 1 left), Spectre x360 14 (1 asked, 0 left): nothing was ordered."
        );
        assert_eq!(
            e.fields.get("cart.4").map(String::as_str),
            Some("Out of stock.")
        );
    }
}
