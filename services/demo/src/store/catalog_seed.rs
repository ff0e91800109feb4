//! The catalogue's sample data, generated in code (deterministic, no
//! network) and written by the migration: 100 products and 200 contacts.
//!
//! The products have ids 1 to 101 without 47, as the template's sample had
//! (spec section 3: "100 sample items; id 47 absent"), so a new product gets
//! 102 and an id gap is there to test against.

use crate::domain::catalog::{IMAGES, ORDER_STATUSES, ProductFields, popularity};

use super::catalog::{contact, product, product_row};

/// The id the sample leaves out.
pub const ABSENT_ID: i32 = 47;

/// How many sample products and contacts there are.
pub const PRODUCTS: usize = 100;
pub const CONTACTS: usize = 200;

/// A small linear congruential generator: the same sample on every install.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, below: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (self.0 >> 33) % below
    }

    fn pick<'a>(&mut self, from: &[&'a str]) -> &'a str {
        from[self.next(from.len() as u64) as usize]
    }
}

/// Per category: the product kinds (one per picture of [`IMAGES`]), their
/// base prices in dollars, and the brands that make them.
/// A category, its three kinds with their base prices, and its four brands.
type CategorySample = (&'static str, [(&'static str, u64); 3], [&'static str; 4]);

const KINDS: [CategorySample; 3] = [
    (
        "Computers",
        [("Laptop", 899), ("Smart Watch", 249), ("Tablet", 399)],
        ["Apple", "Lenovo", "Asus", "Samsung"],
    ),
    (
        "Audio",
        [
            ("Headphones", 149),
            ("Bluetooth Speaker", 79),
            ("Wireless Earbuds", 99),
        ],
        ["Bose", "Sony", "JBL", "Sennheiser"],
    ),
    (
        "Fitness",
        [
            ("Fitness Tracker", 59),
            ("Adjustable Dumbbells", 199),
            ("Smart Water Bottle", 39),
        ],
        ["Garmin", "Fitbit", "Bowflex", "Polar"],
    ),
];

const MODELS: [&str; 12] = [
    "Pro", "Air", "Max", "Mini", "Plus", "Lite", "Ultra", "Go", "One", "X2", "S3", "Neo",
];

/// The sample products in id order: (id, fields).
pub fn products() -> Vec<(i32, ProductFields)> {
    let mut rng = Lcg(47);
    (0..PRODUCTS)
        .map(|i| {
            let (category, kinds, brands) = KINDS[i % 3];
            let round = i / 3;
            let (kind, base) = kinds[round % 3];
            let series = round / 3;
            let img = IMAGES
                .iter()
                .find(|(c, _)| *c == category)
                .map(|(_, imgs)| imgs[round % 3])
                .unwrap_or_default();
            let dollars = base * (80 + rng.next(60)) / 100;
            let cents = ["99", "49", "00", "95"][rng.next(4) as usize];
            let fields = ProductFields {
                name: format!(
                    "{} {kind} {}",
                    brands[series % brands.len()],
                    MODELS[series % MODELS.len()]
                ),
                category: category.to_owned(),
                price: format!("{dollars}.{cents}"),
                img: img.to_owned(),
                order_status: rng.pick(&ORDER_STATUSES).to_owned(),
                popularity: popularity(rng.next(101) as i64),
            };
            let n = i as i32 + 1;
            (if n >= ABSENT_ID { n + 1 } else { n }, fields)
        })
        .collect()
}

/// The sample products as rows, each at its id in the list's order.
pub fn product_rows() -> Vec<product::Model> {
    products()
        .iter()
        .map(|(id, fields)| product_row(*id, *id, fields))
        .collect()
}

const FIRST_NAMES: [&str; 20] = [
    "Ava", "Liam", "Mia", "Noah", "Emma", "Lucas", "Sofia", "Mateo", "Chloe", "Ethan", "Lena",
    "Jonas", "Ines", "Hugo", "Clara", "Tiago", "Nora", "Felix", "Maya", "Oscar",
];

const LAST_NAMES: [&str; 20] = [
    "Smith", "Garcia", "Müller", "Dubois", "Silva", "Rossi", "Nguyen", "Kowalski", "Johnson",
    "Martin", "Schmidt", "Costa", "Bernard", "Lopez", "Weber", "Santos", "Brown", "Moreau",
    "Fischer", "Almeida",
];

const COMPANIES: [(&str, &str); 12] = [
    ("Northwind Traders", "northwind.example"),
    ("Contoso Ltd", "contoso.example"),
    ("Fabrikam Inc", "fabrikam.example"),
    ("Tailspin Toys", "tailspintoys.example"),
    ("Wide World Importers", "wideworld.example"),
    ("Adventure Works", "adventure-works.example"),
    ("Blue Yonder Airlines", "blueyonder.example"),
    ("Litware Inc", "litware.example"),
    ("Proseware Inc", "proseware.example"),
    ("Lucerne Publishing", "lucernepublishing.example"),
    ("Coho Winery", "cohowinery.example"),
    ("Alpine Ski House", "alpineskihouse.example"),
];

/// City, state, country, the first digits of its postal codes, phone prefix.
const PLACES: [(&str, &str, &str, &str, &str); 10] = [
    ("Boston", "MA", "United States", "021", "+1 617"),
    ("Austin", "TX", "United States", "787", "+1 512"),
    ("Seattle", "WA", "United States", "981", "+1 206"),
    ("Toronto", "ON", "Canada", "M5V", "+1 416"),
    ("Munich", "Bavaria", "Germany", "803", "+49 89"),
    ("Hamburg", "Hamburg", "Germany", "204", "+49 40"),
    ("Lyon", "Auvergne-Rhône-Alpes", "France", "690", "+33 4"),
    ("Porto", "Porto", "Portugal", "400", "+351 22"),
    ("São Paulo", "SP", "Brazil", "010", "+55 11"),
    ("Manchester", "England", "United Kingdom", "M1", "+44 161"),
];

const STREETS: [&str; 8] = [
    "Main Street",
    "Oak Avenue",
    "Maple Road",
    "Harbour Lane",
    "Station Road",
    "Park Drive",
    "Mill Street",
    "King Street",
];

/// The ASCII letters of a name for an address (`Müller` → `muller`).
fn ascii_lower(name: &str) -> String {
    name.chars()
        .map(|c| match c {
            'ü' | 'Ü' => 'u',
            'ö' | 'Ö' => 'o',
            'ä' | 'Ä' => 'a',
            'é' | 'è' => 'e',
            'ã' => 'a',
            c => c.to_ascii_lowercase(),
        })
        .filter(char::is_ascii_alphanumeric)
        .collect()
}

/// The sample contacts, ids 1 to [`CONTACTS`].
pub fn contact_rows() -> Vec<contact::Model> {
    let mut rng = Lcg(2024);
    (0..CONTACTS)
        .map(|i| {
            let first = FIRST_NAMES[i % FIRST_NAMES.len()];
            // 20 × 20 pairs: the 200 contacts have 200 different names.
            let last = LAST_NAMES[(i / FIRST_NAMES.len() + i) % LAST_NAMES.len()];
            let (company, domain) = COMPANIES[rng.next(COMPANIES.len() as u64) as usize];
            let (city, state, country, zip, phone) = PLACES[rng.next(PLACES.len() as u64) as usize];
            let number =
                |rng: &mut Lcg| format!("{phone} {:03} {:04}", rng.next(1000), rng.next(10_000));
            contact::Model {
                id: i as i32 + 1,
                firstname: first.to_owned(),
                lastname: last.to_owned(),
                company: company.to_owned(),
                address: format!("{} {}", 1 + rng.next(250), rng.pick(&STREETS)),
                city: city.to_owned(),
                country: country.to_owned(),
                state: state.to_owned(),
                zip: format!("{zip}{:02}", rng.next(100)),
                phone: number(&mut rng),
                fax: number(&mut rng),
                email: format!("{}.{}@{domain}", ascii_lower(first), ascii_lower(last)),
                web: format!("https://www.{domain}"),
                followers: rng.next(5000) as i32,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    #[test]
    fn the_sample_has_100_products_with_ids_1_to_101_without_47() {
        let ids: Vec<i32> = products().iter().map(|(id, _)| *id).collect();
        assert_eq!(ids.len(), 100);
        assert!(!ids.contains(&47));
        assert_eq!((ids[0], ids[99]), (1, 101));
        let names: BTreeSet<_> = products().into_iter().map(|(_, p)| p.name).collect();
        assert_eq!(names.len(), 100, "names are unique");
    }

    #[test]
    fn sample_products_pass_the_rules_of_a_new_product() {
        use crate::domain::catalog::{ProductFields, ProductInput};
        for (_, p) in products() {
            let input = ProductInput {
                name: Some(p.name.clone()),
                category: Some(p.category.clone()),
                price: Some(p.price.clone()),
                img: Some(p.img.clone()),
                order_status: Some(p.order_status.clone()),
                pop_value: Some(p.popularity.value.to_string()),
            };
            assert_eq!(ProductFields::for_add(&input).unwrap(), p);
        }
    }

    #[test]
    fn the_sample_has_200_contacts_with_different_names() {
        let rows = contact_rows();
        assert_eq!(rows.len(), 200);
        let names: BTreeSet<_> = rows.iter().map(|c| (&c.firstname, &c.lastname)).collect();
        assert_eq!(names.len(), 200);
        assert_eq!(rows[0], contact_rows()[0], "deterministic");
    }
}
