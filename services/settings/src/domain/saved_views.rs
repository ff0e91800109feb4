//! Saved views (issue 13): a user names a set of filters, sort and visible
//! columns of one big list, and may star it for the top bar. Each user sees
//! and changes only their own views; names are unique per user and list
//! (`platform::names`); one user keeps at most [`MAX_VIEWS_PER_USER`]. The
//! input types validate on construction; `store::saved_views` writes each
//! change with its audit event.

use chrono::Utc;
use platform::grpc::Caller;
use sea_orm::DatabaseConnection;

use crate::{
    domain::{SettingsError, require_user},
    store::saved_views::{self as store, SavedViewRow},
};

/// The lists a view may belong to.
pub const LISTS: &[&str] = &[
    "register",
    "controls",
    "action_plans",
    "users",
    "logs",
    "audit_trail",
];

/// How many views one user may keep, over all lists.
pub const MAX_VIEWS_PER_USER: usize = 50;
/// A name's length in characters, after trimming.
pub const NAME_MAX_CHARS: usize = 80;
/// A query string's length in characters.
pub const QUERY_MAX_CHARS: usize = 2000;
/// How many columns a view may name.
pub const MAX_COLUMNS: usize = 50;
/// A column id's length in characters.
const COLUMN_MAX_CHARS: usize = 64;

/// A saved view as the API shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedView {
    pub id: String,
    pub list: String,
    pub name: String,
    pub query: String,
    pub columns: Vec<String>,
    pub starred: bool,
    pub created_at: chrono::DateTime<Utc>,
    pub updated_at: chrono::DateTime<Utc>,
}

impl From<SavedViewRow> for SavedView {
    fn from(r: SavedViewRow) -> Self {
        let SavedViewRow {
            id,
            user_id: _,
            list,
            name,
            query,
            columns,
            starred,
            created_at,
            updated_at,
        } = r;
        Self {
            id,
            list,
            name,
            query,
            // A row this service wrote always parses; anything else shows
            // the list's default columns.
            columns: serde_json::from_str(&columns).unwrap_or_default(),
            starred,
            created_at,
            updated_at,
        }
    }
}

/// A list name, checked against [`LISTS`].
pub fn check_list(list: &str) -> Result<String, SettingsError> {
    if LISTS.contains(&list) {
        Ok(list.to_owned())
    } else {
        Err(SettingsError::field(
            "list",
            &format!("Not a list with views; one of {}.", LISTS.join(", ")),
        ))
    }
}

fn check_name(name: &str) -> Result<String, SettingsError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(SettingsError::field("name", "Required"));
    }
    if name.chars().count() > NAME_MAX_CHARS {
        return Err(SettingsError::field(
            "name",
            &format!("At most {NAME_MAX_CHARS} characters."),
        ));
    }
    if name.chars().any(char::is_control) {
        return Err(SettingsError::field("name", "No control characters."));
    }
    Ok(name.to_owned())
}

fn check_query(query: &str) -> Result<String, SettingsError> {
    let query = query.trim();
    let query = query.strip_prefix('?').unwrap_or(query);
    if query.chars().count() > QUERY_MAX_CHARS {
        return Err(SettingsError::field(
            "query",
            &format!("At most {QUERY_MAX_CHARS} characters."),
        ));
    }
    if query.chars().any(|c| c.is_control() || c == '#') {
        return Err(SettingsError::field(
            "query",
            "Not a URL search string (no control characters or #).",
        ));
    }
    Ok(query.to_owned())
}

fn check_columns(columns: Vec<String>) -> Result<Vec<String>, SettingsError> {
    if columns.len() > MAX_COLUMNS {
        return Err(SettingsError::field(
            "columns",
            &format!("At most {MAX_COLUMNS} columns."),
        ));
    }
    let mut out: Vec<String> = Vec::with_capacity(columns.len());
    for c in columns {
        let ok = !c.is_empty()
            && c.len() <= COLUMN_MAX_CHARS
            && c.bytes()
                .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.'));
        if !ok {
            return Err(SettingsError::field(
                "columns",
                "Column ids are letters, digits, _, - or . (at most 64).",
            ));
        }
        if !out.contains(&c) {
            out.push(c);
        }
    }
    Ok(out)
}

/// A new view, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViewForCreate {
    list: String,
    name: String,
    query: String,
    columns: Vec<String>,
    starred: bool,
}

impl ViewForCreate {
    pub fn new(
        list: &str,
        name: &str,
        query: &str,
        columns: Vec<String>,
        starred: bool,
    ) -> Result<Self, SettingsError> {
        Ok(Self {
            list: check_list(list)?,
            name: check_name(name)?,
            query: check_query(query)?,
            columns: check_columns(columns)?,
            starred,
        })
    }
}

/// A change to the view `id`: only the fields given change.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ViewForUpdate {
    id: String,
    name: Option<String>,
    query: Option<String>,
    columns: Option<Vec<String>>,
    starred: Option<bool>,
}

impl ViewForUpdate {
    pub fn new(
        id: String,
        name: Option<&str>,
        query: Option<&str>,
        columns: Option<Vec<String>>,
        starred: Option<bool>,
    ) -> Result<Self, SettingsError> {
        Ok(Self {
            id,
            name: name.map(check_name).transpose()?,
            query: query.map(check_query).transpose()?,
            columns: columns.map(check_columns).transpose()?,
            starred,
        })
    }
}

/// The name is free among the user's views of `list` (but `except`).
async fn check_name_free(
    db: &DatabaseConnection,
    user: &str,
    list: &str,
    name: &str,
    except: Option<&str>,
) -> Result<(), SettingsError> {
    let views = store::list(db, user, Some(list)).await?;
    let pairs = views.iter().map(|v| (v.id.as_str(), v.name.as_str()));
    if platform::names::taken(name, pairs, except) {
        Err(SettingsError::ViewNameTaken)
    } else {
        Ok(())
    }
}

fn columns_json(columns: &[String]) -> String {
    serde_json::to_string(columns).unwrap_or_else(|_| "[]".into())
}

/// The caller's views (of one list, or all when `list` is empty).
pub async fn list(
    db: &DatabaseConnection,
    caller: &Caller,
    list: &str,
) -> Result<Vec<SavedView>, SettingsError> {
    let user = require_user(caller)?;
    let list = if list.is_empty() {
        None
    } else {
        Some(check_list(list)?)
    };
    Ok(store::list(db, user, list.as_deref())
        .await?
        .into_iter()
        .map(SavedView::from)
        .collect())
}

/// Saves a view for the caller (audited as `created`).
pub async fn create(
    db: &DatabaseConnection,
    caller: &Caller,
    input: ViewForCreate,
) -> Result<SavedView, SettingsError> {
    let user = require_user(caller)?;
    let ViewForCreate {
        list,
        name,
        query,
        columns,
        starred,
    } = input;
    if store::list(db, user, None).await?.len() >= MAX_VIEWS_PER_USER {
        return Err(SettingsError::TooManyViews);
    }
    check_name_free(db, user, &list, &name, None).await?;
    let now = Utc::now();
    let row = SavedViewRow {
        id: uuid::Uuid::now_v7().to_string(),
        user_id: user.to_owned(),
        list,
        name,
        query,
        columns: columns_json(&columns),
        starred,
        created_at: now,
        updated_at: now,
    };
    store::commit(db, caller, None, Some(&row), "created").await?;
    Ok(row.into())
}

/// Changes one of the caller's views (audited as `updated`); a change that
/// changes nothing writes nothing. Another user's view is not found.
pub async fn update(
    db: &DatabaseConnection,
    caller: &Caller,
    input: ViewForUpdate,
) -> Result<SavedView, SettingsError> {
    let user = require_user(caller)?;
    let ViewForUpdate {
        id,
        name,
        query,
        columns,
        starred,
    } = input;
    let before = store::get(db, user, &id)
        .await?
        .ok_or(SettingsError::SavedViewNotFound)?;
    let mut after = before.clone();
    if let Some(name) = name {
        check_name_free(db, user, &before.list, &name, Some(&before.id)).await?;
        after.name = name;
    }
    if let Some(query) = query {
        after.query = query;
    }
    if let Some(columns) = columns {
        after.columns = columns_json(&columns);
    }
    if let Some(starred) = starred {
        after.starred = starred;
    }
    if after == before {
        return Ok(before.into());
    }
    after.updated_at = Utc::now();
    store::commit(db, caller, Some(&before), Some(&after), "updated").await?;
    Ok(after.into())
}

/// Deletes one of the caller's views (audited as `deleted`).
pub async fn delete(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
) -> Result<(), SettingsError> {
    let user = require_user(caller)?;
    let before = store::get(db, user, id)
        .await?
        .ok_or(SettingsError::SavedViewNotFound)?;
    store::commit(db, caller, Some(&before), None, "deleted").await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field_of(e: SettingsError) -> String {
        match e {
            SettingsError::Invalid(f) => f.keys().next().cloned().unwrap_or_default(),
            other => panic!("not a field error: {other:?}"),
        }
    }

    #[test]
    fn only_the_big_lists_have_views() {
        for l in LISTS {
            assert!(ViewForCreate::new(l, "Mine", "", vec![], false).is_ok());
        }
        let e = ViewForCreate::new("incidents", "Mine", "", vec![], false).unwrap_err();
        assert_eq!(field_of(e), "list");
        assert_eq!(field_of(check_list("").unwrap_err()), "list");
    }

    #[test]
    fn names_are_trimmed_required_and_at_most_80_characters() {
        let v = ViewForCreate::new("register", "  My high risks ", "?rating=high", vec![], true)
            .unwrap();
        assert_eq!(v.name, "My high risks");
        assert_eq!(v.query, "rating=high");
        assert_eq!(
            field_of(ViewForCreate::new("register", "   ", "", vec![], false).unwrap_err()),
            "name"
        );
        let eighty = "é".repeat(80);
        assert!(ViewForCreate::new("register", &eighty, "", vec![], false).is_ok());
        let long = "é".repeat(81);
        assert_eq!(
            field_of(ViewForCreate::new("register", &long, "", vec![], false).unwrap_err()),
            "name"
        );
    }

    #[test]
    fn columns_are_plain_ids_without_repeats_and_queries_are_search_strings() {
        let v = ViewForCreate::new(
            "controls",
            "C",
            "",
            vec!["title".into(), "owner".into(), "title".into()],
            false,
        )
        .unwrap();
        assert_eq!(v.columns, ["title", "owner"]);
        assert_eq!(
            field_of(
                ViewForCreate::new("controls", "C", "", vec!["<script>".into()], false)
                    .unwrap_err()
            ),
            "columns"
        );
        assert_eq!(
            field_of(
                ViewForCreate::new("controls", "C", "", vec!["a".into(); 51], false).unwrap_err()
            ),
            "columns"
        );
        assert_eq!(
            field_of(ViewForCreate::new("controls", "C", "a=1#x", vec![], false).unwrap_err()),
            "query"
        );
        let upd = ViewForUpdate::new("id".into(), None, Some("?q=x"), None, Some(true)).unwrap();
        assert_eq!(upd.query.as_deref(), Some("q=x"));
        assert!(ViewForUpdate::new("id".into(), Some(""), None, None, None).is_err());
    }

    #[test]
    fn stored_columns_read_back_and_unreadable_ones_are_the_default() {
        let now = Utc::now();
        let row = SavedViewRow {
            id: "v1".into(),
            user_id: "u1".into(),
            list: "register".into(),
            name: "N".into(),
            query: String::new(),
            columns: columns_json(&["a".into(), "b".into()]),
            starred: false,
            created_at: now,
            updated_at: now,
        };
        assert_eq!(SavedView::from(row.clone()).columns, ["a", "b"]);
        let broken = SavedViewRow {
            columns: "not json".into(),
            ..row
        };
        assert!(SavedView::from(broken).columns.is_empty());
    }
}
