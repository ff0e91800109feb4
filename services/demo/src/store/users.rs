//! The users app's table (`demo_users`), its ~50 sample people and the
//! queries of the list, the profile and the edit. Lists and nested objects
//! (languages, contact options, location, social links, permissions) are
//! kept as JSON text: they are read and written whole, never filtered on.

use sea_orm::{
    ActiveModelTrait, ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, IntoActiveModel,
    PaginatorTrait, QueryFilter, QueryOrder, QuerySelect,
};

use crate::domain::users::{
    AreaPermission, DemoUser, Location, Permissions, SocialLinks, UserFilter,
};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "demo_users")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i32,
        pub username: String,
        pub avatar: String,
        pub email: String,
        pub name: String,
        pub dob: String,
        pub gender: String,
        pub country: String,
        pub role: String,
        pub status: String,
        pub is_verified: bool,
        pub department: String,
        pub company: String,
        pub mobile: String,
        pub website: String,
        /// JSON array of strings.
        pub languages_known: String,
        /// JSON array of strings.
        pub contact_options: String,
        /// JSON object (`Location`).
        pub location: String,
        /// JSON object (`SocialLinks`).
        pub social_links: String,
        /// JSON object (`Permissions`).
        pub permissions: String,
        /// When they joined, microseconds since the epoch (m0009).
        pub created_micros: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

fn parse<T: serde::de::DeserializeOwned + Default>(s: &str) -> T {
    serde_json::from_str(s).unwrap_or_default()
}

impl From<entity::Model> for DemoUser {
    fn from(m: entity::Model) -> Self {
        Self {
            id: m.id,
            username: m.username,
            avatar: m.avatar,
            email: m.email,
            name: m.name,
            dob: m.dob,
            gender: m.gender,
            country: m.country,
            role: m.role,
            status: m.status,
            is_verified: m.is_verified,
            department: m.department,
            company: m.company,
            mobile: m.mobile,
            website: m.website,
            languages_known: parse(&m.languages_known),
            contact_options: parse(&m.contact_options),
            location: parse(&m.location),
            social_links: parse(&m.social_links),
            permissions: parse(&m.permissions),
            created_at: rfc3339(m.created_micros),
        }
    }
}

/// A microsecond timestamp as RFC 3339 UTC, to the second.
fn rfc3339(micros: i64) -> String {
    chrono::DateTime::from_timestamp_micros(micros)
        .unwrap_or_default()
        .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
}

/// The microseconds of an RFC 3339 time (0 when it is not one).
fn micros_of(at: &str) -> i64 {
    chrono::DateTime::parse_from_rfc3339(at).map_or(0, |t| t.timestamp_micros())
}

/// The row of a user.
pub fn row_of(u: &DemoUser) -> entity::Model {
    entity::Model {
        id: u.id,
        username: u.username.clone(),
        avatar: u.avatar.clone(),
        email: u.email.clone(),
        name: u.name.clone(),
        dob: u.dob.clone(),
        gender: u.gender.clone(),
        country: u.country.clone(),
        role: u.role.clone(),
        status: u.status.clone(),
        is_verified: u.is_verified,
        department: u.department.clone(),
        company: u.company.clone(),
        mobile: u.mobile.clone(),
        website: u.website.clone(),
        languages_known: json(&u.languages_known),
        contact_options: json(&u.contact_options),
        location: json(&u.location),
        social_links: json(&u.social_links),
        permissions: json(&u.permissions),
        created_micros: micros_of(&u.created_at),
    }
}

/// The row the first migration (m0007) wrote for a sample user: without
/// the join time, a column that came later (m0009 fills it).
pub fn seed_row(u: &DemoUser) -> entity::ActiveModel {
    let mut row = row_of(u).into_active_model();
    row.created_micros = sea_orm::ActiveValue::NotSet;
    row
}

/// One page of the users matching `filter`, by id, and how many match;
/// `limit` None answers every match.
pub async fn list<C: ConnectionTrait>(
    db: &C,
    filter: &UserFilter,
    offset: u64,
    limit: Option<u64>,
) -> Result<(Vec<DemoUser>, u64), DbErr> {
    use entity::Column as C;
    let mut cond = Condition::all();
    for (col, value) in [
        (C::Role, &filter.role),
        (C::Status, &filter.status),
        (C::Department, &filter.department),
    ] {
        if !value.is_empty() {
            cond = cond.add(col.eq(value.as_str()));
        }
    }
    if !filter.q.is_empty() {
        cond = cond.add(platform::db::contains_any(
            [C::Name, C::Username, C::Email, C::Company, C::Country],
            &filter.q,
        ));
    }
    let query = entity::Entity::find().filter(cond);
    let total = query.clone().count(db).await?;
    let query = query.order_by_asc(C::Id);
    // SQLite takes no OFFSET without a LIMIT: the whole list has neither.
    let query = match limit {
        Some(limit) => query.offset(offset).limit(limit),
        None => query,
    };
    let rows = query.all(db).await?;
    Ok((rows.into_iter().map(Into::into).collect(), total))
}

/// The user with this id, if any.
pub async fn get<C: ConnectionTrait>(db: &C, id: i32) -> Result<Option<DemoUser>, DbErr> {
    Ok(entity::Entity::find_by_id(id)
        .one(db)
        .await?
        .map(Into::into))
}

/// Replaces the stored user of `user.id` but keeps their join time, and
/// answers the user as stored; None when there is none.
pub async fn replace<C: ConnectionTrait>(
    db: &C,
    user: &DemoUser,
) -> Result<Option<DemoUser>, DbErr> {
    let Some(stored) = entity::Entity::find_by_id(user.id).one(db).await? else {
        return Ok(None);
    };
    let row = entity::Model {
        created_micros: stored.created_micros,
        ..row_of(user)
    };
    // Every column is written (the key matches the stored row).
    let saved = row.into_active_model().reset_all().update(db).await?;
    Ok(Some(saved.into()))
}

/// Microseconds in a day.
const DAY_MICROS: i64 = 86_400_000_000;

/// When sample user `id` joined, `now` being the moment of the seed: within
/// the year before, more of them recently (a growing app: the share joined
/// by a point of the year grows as its cube), at a daytime hour. The same
/// spread on every install, shifted to the moment it runs.
pub fn sample_joined_micros(id: i32, now: i64) -> i64 {
    // A fixed hash of the id, in [0, 1).
    let mut x = (id as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ 0x5851_F42D_4C95_7F2D;
    x ^= x >> 29;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^= x >> 32;
    let u = (x >> 11) as f64 / (1u64 << 53) as f64;
    // Days since the start of the year before `now`: density grows as t².
    let since_start = 365.0 * u.cbrt();
    let days_ago = (365.0 - since_start).max(0.0);
    let day = now.div_euclid(DAY_MICROS) - days_ago.floor() as i64;
    let hour = 8 + (x % 13) as i64;
    let minute = ((x >> 8) % 60) as i64;
    let at = day * DAY_MICROS + (hour * 60 + minute) * 60_000_000;
    // Today's sign-ups are not later than now.
    at.min(now - 60_000_000)
}

/// Writes every person's join time relative to `now` (the migration m0009,
/// once; see [`sample_joined_micros`]).
pub async fn seed_joined<C: ConnectionTrait>(db: &C, now: i64) -> Result<(), DbErr> {
    use sea_orm::sea_query::Expr;
    let ids: Vec<i32> = entity::Entity::find()
        .select_only()
        .column(entity::Column::Id)
        .into_tuple::<i32>()
        .all(db)
        .await?;
    for id in ids {
        entity::Entity::update_many()
            .col_expr(
                entity::Column::CreatedMicros,
                Expr::val(sample_joined_micros(id, now)),
            )
            .filter(entity::Column::Id.eq(id))
            .exec(db)
            .await?;
    }
    Ok(())
}

const FIRST: [&str; 25] = [
    "Angelo", "Rey", "Gaye", "Johnny", "Kristina", "Marcus", "Ines", "Tomas", "Yuki", "Priya",
    "Lena", "Omar", "Sofia", "Henrik", "Amara", "Diego", "Chloe", "Noah", "Fatima", "Lucas", "Mei",
    "Jonas", "Ava", "Rafael", "Elif",
];
const LAST: [&str; 25] = [
    "Sashington",
    "Mosser",
    "Hubert",
    "Tullis",
    "Beyer",
    "Okafor",
    "Moreau",
    "Novak",
    "Tanaka",
    "Raman",
    "Fischer",
    "Haddad",
    "Rossi",
    "Larsen",
    "Mensah",
    "Herrera",
    "Dubois",
    "Walker",
    "Aziz",
    "Costa",
    "Chen",
    "Berg",
    "Murphy",
    "Silva",
    "Kaya",
];
const COUNTRIES: [(&str, &str, &str); 10] = [
    ("United States", "New York", "NY"),
    ("United Kingdom", "London", "England"),
    ("Germany", "Berlin", "Berlin"),
    ("France", "Lyon", "Auvergne-Rhône-Alpes"),
    ("Brazil", "São Paulo", "SP"),
    ("Portugal", "Porto", "Norte"),
    ("India", "Bengaluru", "Karnataka"),
    ("Japan", "Osaka", "Osaka"),
    ("Canada", "Toronto", "Ontario"),
    ("Spain", "Valencia", "Valencia"),
];
const COMPANIES: [&str; 8] = [
    "Northwind Traders",
    "Contoso Ltd",
    "Globex",
    "Initech",
    "Umbrella Labs",
    "Stark Works",
    "Acme Corp",
    "Hooli",
];
const STREETS: [&str; 6] = [
    "Belvedere Streets",
    "Maple Avenue",
    "Harbour Road",
    "Linden Lane",
    "Market Square",
    "Riverside Drive",
];

fn area(read: bool, write: bool, create: bool, delete: bool) -> AreaPermission {
    AreaPermission {
        read,
        write,
        create,
        delete,
    }
}

/// The ~50 sample users (spec: about 50), always the same.
pub fn samples() -> Vec<DemoUser> {
    (0..50usize)
        .map(|i| {
            let first = FIRST[i % FIRST.len()];
            let last = LAST[(i * 7 + 3 + i / 25) % LAST.len()];
            let username = format!("{}.{}", first, last).to_lowercase();
            let (country, city, state) = COUNTRIES[i % COUNTRIES.len()];
            let role = ["admin", "user", "staff", "user", "staff"][i % 5];
            let status = [
                "active",
                "active",
                "blocked",
                "active",
                "deactivated",
                "active",
            ][i % 6];
            let department = ["sales", "development", "management"][i % 3];
            let gender = if i % 2 == 0 { "male" } else { "female" };
            let languages: Vec<String> = match i % 4 {
                0 => vec!["English", "French"],
                1 => vec!["English", "Spanish", "Portuguese"],
                2 => vec!["German", "English"],
                _ => vec!["English"],
            }
            .into_iter()
            .map(str::to_owned)
            .collect();
            let contact: Vec<String> = match i % 3 {
                0 => vec!["email", "message"],
                1 => vec!["email", "phone"],
                _ => vec!["message"],
            }
            .into_iter()
            .map(str::to_owned)
            .collect();
            // Spec section 6: the sample admin reads users, has every
            // right on posts and reads and creates comments.
            let permissions = match role {
                "admin" => Permissions {
                    users: area(true, false, false, false),
                    posts: area(true, true, true, true),
                    comments: area(true, false, true, false),
                },
                "staff" => Permissions {
                    users: area(true, false, false, false),
                    posts: area(true, true, true, false),
                    comments: area(true, true, true, false),
                },
                _ => Permissions {
                    users: area(false, false, false, false),
                    posts: area(true, false, true, false),
                    comments: area(true, false, true, false),
                },
            };
            let handle = username.replace('.', "");
            DemoUser {
                id: i as i32 + 1,
                avatar: String::new(),
                email: format!("{username}@example.com"),
                name: format!("{first} {last}"),
                dob: format!(
                    "{}-{:02}-{:02}",
                    1965 + (i * 3) % 35,
                    1 + i % 12,
                    1 + (i * 5) % 28
                ),
                gender: gender.into(),
                country: country.into(),
                role: role.into(),
                status: status.into(),
                is_verified: i % 4 != 3,
                department: department.into(),
                company: COMPANIES[i % COMPANIES.len()].into(),
                mobile: format!("+1 (555) {:03}-{:04}", 100 + i * 7, 1000 + i * 137),
                website: format!("https://{handle}.example.com"),
                languages_known: languages,
                contact_options: contact,
                location: Location {
                    add_line_1: format!("{} {}", 10 + i * 3, STREETS[i % STREETS.len()]),
                    add_line_2: if i % 3 == 0 {
                        format!("Apt {}", 1 + i % 9)
                    } else {
                        String::new()
                    },
                    post_code: format!("{:05}", 10001 + i * 91),
                    city: city.into(),
                    state: state.into(),
                    country: country.into(),
                },
                social_links: SocialLinks {
                    twitter: format!("https://twitter.example/{handle}"),
                    facebook: format!("https://facebook.example/{handle}"),
                    instagram: format!("https://instagram.example/{handle}"),
                    github: format!("https://github.example/{handle}"),
                    codepen: if i % 2 == 0 {
                        format!("https://codepen.example/{handle}")
                    } else {
                        String::new()
                    },
                    slack: format!("@{handle}"),
                },
                permissions,
                username,
                // Written by the migration (m0009), relative to its moment.
                created_at: String::new(),
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fifty_samples_with_unique_usernames_that_pass_the_edit_checks() {
        let all = samples();
        assert_eq!(all.len(), 50);
        let names: std::collections::BTreeSet<_> = all.iter().map(|u| &u.username).collect();
        assert_eq!(names.len(), 50);
        for u in all {
            crate::domain::users::validate_edit(u.clone())
                .unwrap_or_else(|e| panic!("sample {} invalid: {e:?}", u.id));
        }
    }
}
