use sea_orm::entity::prelude::*;

#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "sessions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: String,
    pub user_id: String,
    /// SHA-256 of the current refresh token.
    #[sea_orm(unique)]
    pub refresh_hash: String,
    /// SHA-256 of the token it replaced: presenting it again means theft.
    pub previous_hash: Option<String>,
    pub remember: bool,
    pub user_agent: String,
    pub source_ip: String,
    pub created_at: DateTimeUtc,
    pub expires_at: DateTimeUtc,
    pub revoked_at: Option<DateTimeUtc>,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
