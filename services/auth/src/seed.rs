//! Demo accounts for the embedded default (never seeded unless asked).

use sea_orm::DatabaseConnection;

use crate::{domain::password, store};

/// The demo password, printed at start-up and in the README.
pub const DEMO_PASSWORD: &str = "Demo-1234";

/// email, name, role.
pub const DEMO_USERS: &[(&str, &str, &str)] = &[
    ("admin@demo.com", "Alex Morgan", "admin"),
    ("editor@demo.com", "Emma Clarke", "editor"),
    ("staff@demo.com", "Sam Patel", "staff"),
    ("demo@demo.com", "Dana Lee", "user"),
];

/// Creates the demo accounts that do not exist yet; existing ones are left as they are.
pub async fn demo_users(db: &DatabaseConnection) -> anyhow::Result<()> {
    for (email, name, role) in DEMO_USERS {
        if store::user_by_email(db, email).await?.is_some() {
            continue;
        }
        let hash = password::hash(DEMO_PASSWORD.to_owned()).await?;
        store::insert_user(
            db,
            store::NewUser {
                email,
                name,
                password_hash: &hash,
                role,
            },
        )
        .await?;
    }
    Ok(())
}
