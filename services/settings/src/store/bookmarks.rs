//! Each user's starred pages (the top bar's bookmarks): one row per star,
//! keeping when it was set, so the quick list keeps its order.

use std::collections::HashMap;

use chrono::{DateTime, SecondsFormat, Utc};
use platform::error::{ApiError, ErrorKind};
use sea_orm::{ActiveValue::Set, ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter};

use crate::domain::pages::{self, Page};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "bookmarks")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub page_id: i32,
        /// Unix time in milliseconds.
        pub starred_at: i64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A catalogue page with the caller's star.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bookmark {
    pub page: &'static Page,
    /// When it was starred (ms), if it is.
    pub starred_at: Option<i64>,
    /// In the quick list (the first ten stars).
    pub quick: bool,
}

impl Bookmark {
    /// `starred_at` as RFC 3339 with milliseconds (UTC), if starred.
    pub fn starred_at_rfc3339(&self) -> Option<String> {
        self.starred_at
            .and_then(DateTime::<Utc>::from_timestamp_millis)
            .map(|t| t.to_rfc3339_opts(SecondsFormat::Millis, true))
    }
}

fn db_err(e: sea_orm::DbErr) -> ApiError {
    platform::error::internal::<sea_orm::DbErr>("bookmarks store")(e)
}

fn page_not_found() -> ApiError {
    ApiError::new(ErrorKind::NotFound, "PAGE_NOT_FOUND", "No such page.")
}

/// The pages `granted` lets the user open, in catalogue order, with their
/// stars and quick-list flags.
pub async fn list(
    db: &DatabaseConnection,
    user: &str,
    granted: &[String],
) -> Result<Vec<Bookmark>, ApiError> {
    let rows = entity::Entity::find()
        .filter(entity::Column::UserId.eq(user))
        .all(db)
        .await
        .map_err(db_err)?;
    let visible: Vec<&'static Page> = pages::visible(granted).collect();
    // Stars of pages the caller no longer sees (or that left the catalogue)
    // are kept but take no quick-list slot.
    let stars: HashMap<u32, i64> = rows
        .into_iter()
        .filter_map(|r| Some((u32::try_from(r.page_id).ok()?, r.starred_at)))
        .filter(|(id, _)| visible.iter().any(|p| p.id == *id))
        .collect();
    let quick = pages::quick_list(&stars);
    Ok(visible
        .into_iter()
        .map(|page| Bookmark {
            page,
            starred_at: stars.get(&page.id).copied(),
            quick: quick.contains(&page.id),
        })
        .collect())
}

/// Stars or unstars a page the user may open. Starring a starred page keeps
/// its first star time (so its place in the quick list). Answers the entry as
/// it now is.
pub async fn set(
    db: &DatabaseConnection,
    user: &str,
    granted: &[String],
    page_id: u32,
    starred: bool,
) -> Result<Bookmark, ApiError> {
    let page = pages::find(page_id)
        .filter(|p| p.allowed(granted))
        .ok_or_else(page_not_found)?;
    let id = i32::try_from(page.id).map_err(|_| page_not_found())?;
    if starred {
        entity::Entity::insert(entity::ActiveModel {
            user_id: Set(user.to_owned()),
            page_id: Set(id),
            starred_at: Set(Utc::now().timestamp_millis()),
        })
        .on_conflict_do_nothing()
        .exec_without_returning(db)
        .await
        .map_err(db_err)?;
    } else {
        entity::Entity::delete_many()
            .filter(entity::Column::UserId.eq(user))
            .filter(entity::Column::PageId.eq(id))
            .exec(db)
            .await
            .map_err(db_err)?;
    }
    list(db, user, granted)
        .await?
        .into_iter()
        .find(|b| b.page.id == page.id)
        .ok_or_else(page_not_found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn star_times_read_as_rfc3339_with_milliseconds_in_utc() {
        let b = Bookmark {
            page: &pages::CATALOGUE[0],
            starred_at: Some(1_767_225_600_123),
            quick: true,
        };
        assert_eq!(
            b.starred_at_rfc3339().as_deref(),
            Some("2026-01-01T00:00:00.123Z")
        );
        let none = Bookmark {
            starred_at: None,
            ..b
        };
        assert_eq!(none.starred_at_rfc3339(), None);
    }
}
