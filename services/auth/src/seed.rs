//! Demo accounts for the embedded default (never seeded unless asked).

use sea_orm::DatabaseConnection;

use crate::{
    domain::{password, profile::DEFAULT_LANGUAGE},
    store,
};

/// The demo password, printed at start-up and in the README.
pub const DEMO_PASSWORD: &str = "Demo-1234";

/// id, email, name, role. The ids are fixed so that the other services'
/// demo data (risk owners, function heads) can refer to these people.
pub const DEMO_USERS: &[(&str, &str, &str, &str)] = &[
    ("usr-admin", "admin@demo.com", "Alex Morgan", "admin"),
    ("usr-editor", "editor@demo.com", "Emma Clarke", "editor"),
    ("usr-staff", "staff@demo.com", "Sam Patel", "staff"),
    ("usr-demo", "demo@demo.com", "Dana Lee", "user"),
];

/// Creates the demo accounts that do not exist yet; existing ones are left as they are.
pub async fn demo_users(db: &DatabaseConnection) -> anyhow::Result<()> {
    for (id, email, name, role) in DEMO_USERS {
        ensure_user(db, Some(id), email, name, role, DEMO_PASSWORD).await?;
    }
    Ok(())
}

/// Creates the configured first administrator if no account has that email.
pub async fn bootstrap_admin(
    db: &DatabaseConnection,
    email: &str,
    password: &str,
) -> anyhow::Result<()> {
    let email = crate::domain::normalize_email(email);
    anyhow::ensure!(
        password.chars().count() >= 8,
        "BOOTSTRAP_ADMIN_PASSWORD must have at least 8 characters"
    );
    if ensure_user(db, None, &email, "Administrator", "admin", password).await? {
        // The password sat in the environment: its owner must choose a new
        // one at the first sign-in (demo accounts are not affected).
        if let Some(mut admin) = store::user_by_email(db, &email).await? {
            admin.must_change_password = true;
            store::save_user(db, &admin).await?;
        }
        tracing::info!(email, "created the bootstrap administrator");
    }
    Ok(())
}

/// Inserts the user unless the email exists (also when another replica
/// inserted it a moment ago); true when this call created it.
async fn ensure_user(
    db: &DatabaseConnection,
    id: Option<&str>,
    email: &str,
    name: &str,
    role: &str,
    password: &str,
) -> anyhow::Result<bool> {
    if store::user_by_email(db, email).await?.is_some() {
        return Ok(false);
    }
    let hash = password::hash(password.to_owned()).await?;
    let inserted = store::insert_user(
        db,
        store::NewUser {
            id,
            email,
            name,
            password_hash: &hash,
            role,
            language: DEFAULT_LANGUAGE,
        },
    )
    .await;
    match inserted {
        Ok(_) => Ok(true),
        Err(_) if store::user_by_email(db, email).await?.is_some() => Ok(false),
        Err(e) => Err(e.into()),
    }
}
