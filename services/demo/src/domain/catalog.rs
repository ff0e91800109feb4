//! Rules of the data list (spec sections 3, 4, 5): the lists a product's
//! category and order status come from, the popularity colour, the checks of
//! a product's fields, and the error enum of the catalogue.

use std::collections::BTreeMap;

use platform::error::{ApiError, ErrorKind};

/// The categories a product may have (spec section 3).
pub const CATEGORIES: [&str; 3] = ["Computers", "Audio", "Fitness"];

/// The order statuses a product may have (spec section 4; no transition rules).
pub const ORDER_STATUSES: [&str; 4] = ["on hold", "delivered", "canceled", "pending"];

/// The pictures the SPA serves for products (frontend/public/img/products),
/// by category: a new product without a picture gets its category's first.
pub const IMAGES: [(&str, &[&str]); 3] = [
    (
        "Computers",
        &[
            "/img/products/laptop.svg",
            "/img/products/watch.svg",
            "/img/products/tablet.svg",
        ],
    ),
    (
        "Audio",
        &[
            "/img/products/headphones.svg",
            "/img/products/speaker.svg",
            "/img/products/earbuds.svg",
        ],
    ),
    (
        "Fitness",
        &[
            "/img/products/tracker.svg",
            "/img/products/dumbbell.svg",
            "/img/products/bottle.svg",
        ],
    ),
];

/// The highest popularity value (a percentage).
pub const MAX_POP_VALUE: i64 = 100;

/// The longest product name kept.
pub const MAX_NAME_CHARS: usize = 120;

/// Field errors keyed by the JSON field name of the form (`name`, `price`, ...).
pub type Fields = BTreeMap<String, String>;

/// A refusal of the catalogue or an unexpected failure.
#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    /// Field errors (`VALIDATION_FAILED`, 422).
    #[error("invalid input: {0:?}")]
    Invalid(Fields),
    /// No product of that id (`PRODUCT_NOT_FOUND`, 404).
    #[error("no product {0}")]
    ProductNotFound(u32),
    /// A database failure: logged once with its context, never sent out.
    #[error("{0}: {1}")]
    Internal(&'static str, sea_orm::DbErr),
}

impl CatalogError {
    /// One field error.
    pub fn field(field: &str, message: &str) -> Self {
        Self::Invalid(Fields::from([(field.to_owned(), message.to_owned())]))
    }

    /// The platform error clients see.
    pub fn into_api(self) -> ApiError {
        match self {
            Self::Invalid(fields) => ApiError::validation(fields),
            Self::ProductNotFound(id) => ApiError::new(
                ErrorKind::NotFound,
                "PRODUCT_NOT_FOUND",
                format!("There is no product {id}."),
            ),
            Self::Internal(context, e) => platform::error::failure(context, &e),
        }
    }
}

/// A popularity colour (spec section 4), named as the SPA's theme colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PopColor {
    Success,
    Primary,
    Warning,
    Danger,
}

impl PopColor {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Success => "success",
            Self::Primary => "primary",
            Self::Warning => "warning",
            Self::Danger => "danger",
        }
    }
}

/// A popularity value as stored, with its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Popularity {
    pub value: u32,
    pub color: PopColor,
}

/// The popularity of a value (spec section 4): 75 or more success, 55 to
/// under 75 primary, 35 to under 55 warning, 0 to under 35 danger, and
/// anything else (below 0) becomes 0 with danger.
pub fn popularity(value: i64) -> Popularity {
    let color = match value {
        75.. => PopColor::Success,
        55..75 => PopColor::Primary,
        35..55 => PopColor::Warning,
        _ => PopColor::Danger,
    };
    Popularity {
        value: u32::try_from(value).unwrap_or(0),
        color,
    }
}

/// A product's fields as a client sends them (all optional: an update
/// changes what is given). Text as received; [`ProductFields::check`] parses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProductInput {
    pub name: Option<String>,
    pub category: Option<String>,
    pub price: Option<String>,
    pub img: Option<String>,
    pub order_status: Option<String>,
    pub pop_value: Option<String>,
}

/// A stored product: its id and its fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Product {
    pub id: u32,
    pub fields: ProductFields,
}

/// A product's fields, checked (without its id and place in the list).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ProductFields {
    pub name: String,
    pub category: String,
    pub price: String,
    pub img: String,
    pub order_status: String,
    pub popularity: Popularity,
}

impl ProductFields {
    /// A new product from `input`: name, category, price and order status
    /// required; the picture defaults to the category's, popularity to 0.
    pub fn for_add(input: &ProductInput) -> Result<Self, CatalogError> {
        let mut fields = Fields::new();
        for (key, value) in [
            ("name", &input.name),
            ("category", &input.category),
            ("price", &input.price),
            ("order_status", &input.order_status),
        ] {
            if is_missing(value) {
                fields.insert(key.to_owned(), "Required".to_owned());
            }
        }
        let category = input.category.clone().unwrap_or_default();
        let img = match &input.img {
            Some(img) if !img.trim().is_empty() => img.clone(),
            _ => default_image(&category).to_owned(),
        };
        let product = Self {
            name: input.name.clone().unwrap_or_default(),
            category,
            price: input.price.clone().unwrap_or_default(),
            img,
            order_status: input.order_status.clone().unwrap_or_default(),
            popularity: popularity(0),
        };
        product.merged(input, fields)
    }

    /// These fields with `changes` applied (given fields replace, the rest
    /// stay), checked, the popularity colour recomputed.
    pub fn updated(&self, changes: &ProductInput) -> Result<Self, CatalogError> {
        self.merged(changes, Fields::new())
    }

    fn merged(&self, input: &ProductInput, mut fields: Fields) -> Result<Self, CatalogError> {
        let mut out = self.clone();
        if let Some(name) = &input.name {
            let name = name.trim();
            if name.is_empty() {
                fields.insert("name".into(), "Required".into());
            } else if name.chars().count() > MAX_NAME_CHARS {
                fields.insert(
                    "name".into(),
                    format!("At most {MAX_NAME_CHARS} characters"),
                );
            }
            out.name = name.to_owned();
        }
        if let Some(category) = input.category.as_deref().filter(|c| !c.is_empty()) {
            match CATEGORIES.iter().find(|c| **c == category) {
                Some(c) => out.category = (*c).to_owned(),
                None => {
                    fields.insert(
                        "category".into(),
                        format!("One of {}", CATEGORIES.join(", ")),
                    );
                }
            }
        }
        if let Some(price) = input.price.as_deref().filter(|p| !p.is_empty()) {
            match parse_price(price) {
                Some(p) => out.price = p,
                None => {
                    fields.insert(
                        "price".into(),
                        "A price such as 69.99 (at most two decimals)".into(),
                    );
                }
            }
        }
        if let Some(status) = input.order_status.as_deref().filter(|s| !s.is_empty()) {
            match ORDER_STATUSES.iter().find(|s| **s == status) {
                Some(s) => out.order_status = (*s).to_owned(),
                None => {
                    fields.insert(
                        "order_status".into(),
                        format!("One of {}", ORDER_STATUSES.join(", ")),
                    );
                }
            }
        }
        if let Some(img) = input.img.as_deref().filter(|i| !i.trim().is_empty()) {
            if is_known_image(img) {
                out.img = img.to_owned();
            } else {
                fields.insert("img".into(), "One of the catalogue's pictures".into());
            }
        }
        if let Some(value) = input.pop_value.as_deref() {
            match parse_pop_value(value) {
                Some(v) => out.popularity = popularity(v),
                None => {
                    fields.insert(
                        "popValue".into(),
                        format!("A whole number up to {MAX_POP_VALUE}"),
                    );
                }
            }
        }
        if fields.is_empty() {
            Ok(out)
        } else {
            Err(CatalogError::Invalid(fields))
        }
    }
}

/// Spec section 5: missing when undefined, null or of zero length (a blank
/// name counts as missing too).
fn is_missing(value: &Option<String>) -> bool {
    value.as_deref().is_none_or(|v| v.trim().is_empty())
}

/// A price as the list shows it: digits, optionally a point and one or two
/// decimals ("69.99", "5", "5.5"); surrounding spaces dropped.
pub fn parse_price(text: &str) -> Option<String> {
    let text = text.trim();
    let (whole, decimals) = match text.split_once('.') {
        Some((w, d)) => (w, Some(d)),
        None => (text, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let ok =
        digits(whole) && whole.len() <= 9 && decimals.is_none_or(|d| digits(d) && d.len() <= 2);
    ok.then(|| text.to_owned())
}

/// A popularity value: a whole number (a JSON number or its text, "97" or
/// "97.0") up to [`MAX_POP_VALUE`]; below 0 is kept for [`popularity`] to
/// turn into 0.
pub fn parse_pop_value(text: &str) -> Option<i64> {
    let number: f64 = text.trim().parse().ok()?;
    let whole = number.is_finite() && number.fract() == 0.0 && number.abs() < 1e9;
    // The check above keeps the cast exact.
    #[allow(clippy::cast_possible_truncation)]
    let value = number as i64;
    (whole && value <= MAX_POP_VALUE).then_some(value)
}

/// The first picture of a category (the laptop for an unknown one).
pub fn default_image(category: &str) -> &'static str {
    IMAGES
        .iter()
        .find(|(c, _)| *c == category)
        .map_or(IMAGES[0].1[0], |(_, imgs)| imgs[0])
}

fn is_known_image(img: &str) -> bool {
    IMAGES.iter().any(|(_, imgs)| imgs.contains(&img))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn color(value: i64) -> &'static str {
        popularity(value).color.as_str()
    }

    #[test]
    fn popularity_colours_change_exactly_at_75_55_and_35() {
        assert_eq!(color(100), "success");
        assert_eq!(color(75), "success");
        assert_eq!(color(74), "primary");
        assert_eq!(color(55), "primary");
        assert_eq!(color(54), "warning");
        assert_eq!(color(35), "warning");
        assert_eq!(color(34), "danger");
        assert_eq!(color(0), "danger");
    }

    #[test]
    fn a_negative_popularity_becomes_0_with_danger() {
        assert_eq!(
            popularity(-1),
            Popularity {
                value: 0,
                color: PopColor::Danger
            }
        );
        assert_eq!(popularity(75).value, 75);
    }

    fn full() -> ProductInput {
        ProductInput {
            name: Some(" Trail Watch ".into()),
            category: Some("Fitness".into()),
            price: Some("49.5".into()),
            img: None,
            order_status: Some("pending".into()),
            pop_value: Some("80".into()),
        }
    }

    #[test]
    fn a_new_product_is_trimmed_coloured_and_pictured_by_its_category() {
        let p = ProductFields::for_add(&full()).unwrap();
        assert_eq!(p.name, "Trail Watch");
        assert_eq!(p.img, "/img/products/tracker.svg");
        assert_eq!(p.popularity.color, PopColor::Success);
        let no_pop = ProductFields::for_add(&ProductInput {
            pop_value: None,
            ..full()
        })
        .unwrap();
        assert_eq!(no_pop.popularity, popularity(0));
    }

    #[test]
    fn a_new_product_names_every_missing_or_wrong_field() {
        let Err(CatalogError::Invalid(f)) = ProductFields::for_add(&ProductInput {
            name: Some("  ".into()),
            category: Some("Garden".into()),
            price: Some("cheap".into()),
            order_status: None,
            img: Some("https://example.com/x.png".into()),
            pop_value: Some("101".into()),
        }) else {
            panic!("accepted");
        };
        let keys: Vec<_> = f.keys().map(String::as_str).collect();
        assert_eq!(
            keys,
            [
                "category",
                "img",
                "name",
                "order_status",
                "popValue",
                "price"
            ]
        );
        assert_eq!(f["order_status"], "Required");
    }

    #[test]
    fn an_update_changes_only_the_given_fields_and_recolours() {
        let p = ProductFields::for_add(&full()).unwrap();
        let q = p
            .updated(&ProductInput {
                pop_value: Some("55".into()),
                ..ProductInput::default()
            })
            .unwrap();
        assert_eq!(q.name, p.name);
        assert_eq!(q.popularity.color, PopColor::Primary);
        assert!(
            p.updated(&ProductInput {
                name: Some(String::new()),
                ..ProductInput::default()
            })
            .is_err()
        );
    }

    #[test]
    fn prices_are_decimals_with_at_most_two_places() {
        assert_eq!(parse_price("69.99").as_deref(), Some("69.99"));
        assert_eq!(parse_price(" 5 ").as_deref(), Some("5"));
        for bad in ["", "-1", "1.234", "1.", ".5", "1e3", "12,50", "abc"] {
            assert_eq!(parse_price(bad), None, "{bad}");
        }
    }

    #[test]
    fn popularity_values_are_whole_numbers_up_to_100() {
        assert_eq!(parse_pop_value("97"), Some(97));
        assert_eq!(parse_pop_value("97.0"), Some(97));
        assert_eq!(parse_pop_value("-5"), Some(-5));
        for bad in ["100.5", "101", "NaN", "inf", "x", ""] {
            assert_eq!(parse_pop_value(bad), None, "{bad}");
        }
    }
}
