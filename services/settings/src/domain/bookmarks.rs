//! Each user's starred pages (the top bar's bookmarks): the catalogue pages a
//! caller may open, with their stars and quick-list places. The stars are
//! rows of `store::bookmarks`.

use std::collections::HashMap;

use chrono::{DateTime, SecondsFormat, Utc};
use platform::error::{ApiError, ErrorKind};
use sea_orm::{DatabaseConnection, DbErr};

use crate::{
    domain::pages::{self, BookmarkChange, Page},
    store::bookmarks as store,
};

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

fn db_err(e: DbErr) -> ApiError {
    platform::error::internal::<DbErr>("bookmarks store")(e)
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
    let rows = store::stars(db, user).await.map_err(db_err)?;
    let visible: Vec<&'static Page> = pages::visible(granted).collect();
    // Stars of pages the caller no longer sees (or that left the catalogue)
    // are kept but take no quick-list slot.
    let stars: HashMap<u32, i64> = rows
        .into_iter()
        .filter_map(|(page_id, at)| Some((u32::try_from(page_id).ok()?, at)))
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
    change: BookmarkChange,
) -> Result<Bookmark, ApiError> {
    let BookmarkChange {
        page_id,
        starred,
        granted,
    } = change;
    let page = pages::find(page_id)
        .filter(|p| p.allowed(&granted))
        .ok_or_else(page_not_found)?;
    let id = i32::try_from(page.id).map_err(|_| page_not_found())?;
    if starred {
        store::star(db, user, id, Utc::now().timestamp_millis())
            .await
            .map_err(db_err)?;
    } else {
        store::unstar(db, user, id).await.map_err(db_err)?;
    }
    list(db, user, &granted)
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
