//! Each user's starred pages (the top bar's bookmarks): the catalogue pages a
//! caller may open, with their stars and quick-list places. The stars are
//! rows of `store::bookmarks`.

use std::collections::HashMap;

use chrono::{DateTime, SecondsFormat, Utc};
use platform::grpc::Caller;
use sea_orm::DatabaseConnection;

use crate::{
    domain::{
        SettingsError,
        pages::{self, BookmarkChange, Page},
        require_user,
    },
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

/// The pages `granted` lets the signed-in caller open, in catalogue order,
/// with their stars and quick-list flags.
pub async fn list(
    db: &DatabaseConnection,
    caller: &Caller,
    granted: &[String],
) -> Result<Vec<Bookmark>, SettingsError> {
    entries(db, require_user(caller)?, granted).await
}

async fn entries(
    db: &DatabaseConnection,
    user: &str,
    granted: &[String],
) -> Result<Vec<Bookmark>, SettingsError> {
    let rows = store::stars(db, user).await?;
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

/// Stars or unstars a page the signed-in caller may open. Starring a starred
/// page keeps its first star time (so its place in the quick list). Answers
/// the entry as it now is.
pub async fn set(
    db: &DatabaseConnection,
    caller: &Caller,
    change: BookmarkChange,
) -> Result<Bookmark, SettingsError> {
    let user = require_user(caller)?;
    let BookmarkChange {
        page_id,
        starred,
        granted,
    } = change;
    let page = pages::find(page_id)
        .filter(|p| p.allowed(&granted))
        .ok_or(SettingsError::PageNotFound)?;
    let id = i32::try_from(page.id).map_err(|_| SettingsError::PageNotFound)?;
    if starred {
        store::star(db, user, id, Utc::now().timestamp_millis()).await?;
    } else {
        store::unstar(db, user, id).await?;
    }
    entries(db, user, &granted)
        .await?
        .into_iter()
        .find(|b| b.page.id == page.id)
        .ok_or(SettingsError::PageNotFound)
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
