use sea_orm::entity::prelude::*;

/// A user's picture, kept apart from the user row so that user lists never
/// load image bytes.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "user_avatars")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub user_id: String,
    /// The type the bytes showed at upload, never the sender's claim.
    pub content_type: String,
    #[sea_orm(column_type = "Blob")]
    pub data: Vec<u8>,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
