//! One page of the data list: the search of spec section 5 (name, category,
//! price, order status; case-insensitive; prefix matches first), a sort by a
//! column, and the paging of spec section 7 (4 per page by default). The
//! catalogue is small (about a hundred products), so the service reads it
//! once in the list's order and arranges it here.

use super::catalog::{CatalogError, Product, ProductFields};

/// The page size without paging parameters (spec section 9).
pub const DEFAULT_PER_PAGE: u32 = 4;

/// The largest page.
pub const MAX_PER_PAGE: u32 = 100;

/// The columns the list sorts by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SortColumn {
    Id,
    Name,
    Category,
    Price,
    OrderStatus,
    Popularity,
}

/// A column and a direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sort {
    pub column: SortColumn,
    pub descending: bool,
}

impl Sort {
    /// `name` ascending, `-name` descending; empty for the list's own order.
    pub fn parse(text: &str) -> Result<Option<Self>, CatalogError> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(None);
        }
        let (descending, name) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        let column = match name {
            "id" => SortColumn::Id,
            "name" => SortColumn::Name,
            "category" => SortColumn::Category,
            "price" => SortColumn::Price,
            "order_status" => SortColumn::OrderStatus,
            "popularity" => SortColumn::Popularity,
            _ => {
                return Err(CatalogError::field(
                    "sort",
                    "One of id, name, category, price, order_status, popularity (- for descending)",
                ));
            }
        };
        Ok(Some(Self { column, descending }))
    }
}

/// What page of which list: checked paging, search text, sort.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListQuery {
    pub page: u32,
    pub per_page: u32,
    pub q: String,
    pub sort: Option<Sort>,
}

impl ListQuery {
    /// Page 0 means 1; per page 0 means [`DEFAULT_PER_PAGE`]; more than
    /// [`MAX_PER_PAGE`] is refused.
    pub fn new(page: u32, per_page: u32, q: &str, sort: &str) -> Result<Self, CatalogError> {
        if per_page > MAX_PER_PAGE {
            return Err(CatalogError::field(
                "perPage",
                &format!("At most {MAX_PER_PAGE}"),
            ));
        }
        Ok(Self {
            page: page.max(1),
            per_page: if per_page == 0 {
                DEFAULT_PER_PAGE
            } else {
                per_page
            },
            q: q.trim().to_lowercase(),
            sort: Sort::parse(sort)?,
        })
    }
}

/// A page of the list and the size of the whole filtered list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListPage {
    pub products: Vec<Product>,
    pub total_pages: u32,
    pub total_records: u32,
}

/// How a product matches the search: a field starts with it, or only
/// contains it (`None`: no match).
fn match_rank(p: &ProductFields, q: &str) -> Option<u8> {
    if q.is_empty() {
        return Some(0);
    }
    let texts = [&p.name, &p.category, &p.price, &p.order_status].map(|t| t.to_lowercase());
    if texts.iter().any(|t| t.starts_with(q)) {
        Some(0)
    } else if texts.iter().any(|t| t.contains(q)) {
        Some(1)
    } else {
        None
    }
}

fn price_of(p: &Product) -> f64 {
    p.fields.price.parse().unwrap_or(0.0)
}

/// The page `query` asks for out of `products` (in the list's order): the
/// matches, prefix matches first, each group in the chosen sort (stable, so
/// ties keep the list's order), then the page. A page past the end is empty.
pub fn arrange(products: Vec<Product>, query: &ListQuery) -> ListPage {
    let mut ranked: Vec<(u8, Product)> = products
        .into_iter()
        .filter_map(|p| match_rank(&p.fields, &query.q).map(|r| (r, p)))
        .collect();
    if let Some(sort) = query.sort {
        ranked.sort_by(|(_, a), (_, b)| {
            let order = match sort.column {
                SortColumn::Id => a.id.cmp(&b.id),
                SortColumn::Name => a
                    .fields
                    .name
                    .to_lowercase()
                    .cmp(&b.fields.name.to_lowercase()),
                SortColumn::Category => a.fields.category.cmp(&b.fields.category),
                SortColumn::Price => price_of(a).total_cmp(&price_of(b)),
                SortColumn::OrderStatus => a.fields.order_status.cmp(&b.fields.order_status),
                SortColumn::Popularity => a.fields.popularity.value.cmp(&b.fields.popularity.value),
            };
            if sort.descending {
                order.reverse()
            } else {
                order
            }
        });
    }
    // Stable: the sort above holds within each group.
    ranked.sort_by_key(|(rank, _)| *rank);
    let total_records = u32::try_from(ranked.len()).unwrap_or(u32::MAX);
    let total_pages = total_records.div_ceil(query.per_page).max(1);
    let start = (query.page as usize - 1).saturating_mul(query.per_page as usize);
    let products = ranked
        .into_iter()
        .skip(start)
        .take(query.per_page as usize)
        .map(|(_, p)| p)
        .collect();
    ListPage {
        products,
        total_pages,
        total_records,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::catalog::popularity;

    fn product(id: u32, name: &str, category: &str, price: &str, pop: i64) -> Product {
        Product {
            id,
            fields: ProductFields {
                name: name.into(),
                category: category.into(),
                price: price.into(),
                img: String::new(),
                order_status: "pending".into(),
                popularity: popularity(pop),
            },
        }
    }

    fn sample() -> Vec<Product> {
        vec![
            product(1, "Smart Audio Hub", "Computers", "120", 10),
            product(2, "Beats Headphones", "Audio", "99.5", 80),
            product(3, "Audio Receiver", "Audio", "9", 50),
            product(4, "Yoga Mat", "Fitness", "15", 60),
            product(5, "Rowing Machine", "Fitness", "450", 90),
        ]
    }

    fn ids(page: &ListPage) -> Vec<u32> {
        page.products.iter().map(|p| p.id).collect()
    }

    #[test]
    fn without_paging_parameters_the_first_4_come_and_pages_count_4_each() {
        let page = arrange(sample(), &ListQuery::new(0, 0, "", "").unwrap());
        assert_eq!(ids(&page), [1, 2, 3, 4]);
        assert_eq!((page.total_pages, page.total_records), (2, 5));
    }

    #[test]
    fn pages_slice_the_list_and_a_page_past_the_end_is_empty() {
        let page = arrange(sample(), &ListQuery::new(2, 2, "", "").unwrap());
        assert_eq!(ids(&page), [3, 4]);
        assert_eq!(page.total_pages, 3);
        assert!(
            arrange(sample(), &ListQuery::new(9, 2, "", "").unwrap())
                .products
                .is_empty()
        );
    }

    #[test]
    fn the_search_ignores_case_and_puts_prefix_matches_first() {
        // "audio": a category or name starting with it (2, 3) before a name
        // that only contains it (1).
        let page = arrange(sample(), &ListQuery::new(1, 10, "AUDIO", "").unwrap());
        assert_eq!(ids(&page), [2, 3, 1]);
        // Price and order status are searched too.
        let by_price = arrange(sample(), &ListQuery::new(1, 10, "99.", "").unwrap());
        assert_eq!(ids(&by_price), [2]);
        let none = arrange(sample(), &ListQuery::new(1, 10, "zzz", "").unwrap());
        assert_eq!((none.total_records, none.total_pages), (0, 1));
    }

    #[test]
    fn sorts_by_a_column_in_either_direction_prices_as_numbers() {
        let price = arrange(sample(), &ListQuery::new(1, 10, "", "price").unwrap());
        assert_eq!(ids(&price), [3, 4, 2, 1, 5]);
        let pop = arrange(sample(), &ListQuery::new(1, 10, "", "-popularity").unwrap());
        assert_eq!(ids(&pop), [5, 2, 4, 3, 1]);
        // Within the prefix group and the contains group.
        let searched = arrange(sample(), &ListQuery::new(1, 10, "audio", "-id").unwrap());
        assert_eq!(ids(&searched), [3, 2, 1]);
    }

    #[test]
    fn refuses_an_unknown_sort_and_an_oversized_page() {
        assert!(ListQuery::new(1, 10, "", "img").is_err());
        assert!(ListQuery::new(1, 101, "", "").is_err());
        assert!(ListQuery::new(1, 100, "", "-name").is_ok());
    }
}
