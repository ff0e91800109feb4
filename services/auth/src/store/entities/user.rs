use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "users")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    #[sea_orm(unique)]
    pub email: String,
    pub name: String,
    /// Argon2id PHC string; empty for accounts that only sign in by OIDC.
    pub password_hash: String,
    pub role: String,
    /// active, inactive or blocked.
    pub status: String,
    pub avatar: String,
    /// The user's function (owned by the settings service); none when null.
    pub function_id: Option<String>,
    /// Set when an administrator chose the password; cleared when the user changes it.
    pub must_change_password: bool,
    /// Interface language: en, de, fr or pt.
    pub language: String,
    /// Saved theme settings (JSON text); none until the user saves some.
    #[sea_orm(column_type = "Text", nullable)]
    pub preferences: Option<String>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
