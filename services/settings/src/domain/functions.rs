//! Functions (departments, business units): a tree with a head each. The
//! input types validate on construction; the use cases check the caller and
//! the tree, and `store::functions` writes each change with its audit event.

use chrono::Utc;
use platform::grpc::Caller;
use sea_orm::DatabaseConnection;

use crate::{
    domain::{SettingsError, require_caller},
    store::functions::{self as store, Function},
};

/// How deep the tree may grow before a parent is refused.
const MAX_DEPTH: usize = 64;

/// A name as stored: trimmed, never empty.
fn required_name(name: &str) -> Result<String, SettingsError> {
    let name = name.trim();
    if name.is_empty() {
        return Err(SettingsError::field("name", "Required"));
    }
    Ok(name.to_owned())
}

/// An id that may be empty: empty means none.
fn optional_id(id: String) -> Option<String> {
    Some(id).filter(|i| !i.is_empty())
}

/// A page of functions by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionQuery {
    /// Part of the name; empty for all.
    pub q: String,
    /// 1-based.
    pub page: u64,
    pub per_page: u64,
}

/// A new function, validated: a name, and the parent and head when given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionForCreate {
    name: String,
    parent_id: Option<String>,
    head_user_id: Option<String>,
    description: String,
}

impl FunctionForCreate {
    /// `parent_id` and `head_user_id` empty mean none; the name is required.
    pub fn new(
        name: &str,
        parent_id: String,
        head_user_id: String,
        description: &str,
    ) -> Result<Self, SettingsError> {
        Ok(Self {
            name: required_name(name)?,
            parent_id: optional_id(parent_id),
            head_user_id: optional_id(head_user_id),
            description: description.trim().to_owned(),
        })
    }
}

/// A change to the function `id`, validated: only the fields given change;
/// an empty parent or head removes it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FunctionForUpdate {
    id: String,
    name: Option<String>,
    parent_id: Option<Option<String>>,
    head_user_id: Option<Option<String>>,
    description: Option<String>,
}

impl FunctionForUpdate {
    pub fn new(
        id: String,
        name: Option<&str>,
        parent_id: Option<String>,
        head_user_id: Option<String>,
        description: Option<&str>,
    ) -> Result<Self, SettingsError> {
        Ok(Self {
            id,
            name: name.map(required_name).transpose()?,
            parent_id: parent_id.map(optional_id),
            head_user_id: head_user_id.map(optional_id),
            description: description.map(|d| d.trim().to_owned()),
        })
    }
}

/// A parent must exist and must not be the function itself or one below it.
async fn check_parent(
    db: &DatabaseConnection,
    id: Option<&str>,
    parent: &str,
) -> Result<(), SettingsError> {
    let mut cursor = Some(parent.to_owned());
    let mut hops = 0;
    while let Some(current) = cursor {
        if Some(current.as_str()) == id {
            return Err(SettingsError::field(
                "parent_id",
                "A function cannot sit under itself or one of its sub-functions.",
            ));
        }
        let node = store::get(db, &current)
            .await?
            .ok_or_else(|| SettingsError::field("parent_id", "No such function."))?;
        cursor = node.parent_id;
        hops += 1;
        if hops > MAX_DEPTH {
            return Err(SettingsError::field(
                "parent_id",
                "The function tree is too deep.",
            ));
        }
    }
    Ok(())
}

/// No two functions under one parent share a name, case and surrounding
/// spaces aside (`platform::names`): "Finance" and "finance " are one.
async fn check_name(
    db: &DatabaseConnection,
    id: Option<&str>,
    parent: Option<&str>,
    name: &str,
) -> Result<(), SettingsError> {
    let siblings = store::siblings(db, parent).await?;
    let pairs = siblings.iter().map(|(i, n)| (i.as_str(), n.as_str()));
    if platform::names::taken(name, pairs, id) {
        Err(SettingsError::FunctionNameTaken)
    } else {
        Ok(())
    }
}

async fn get(db: &DatabaseConnection, id: &str) -> Result<Function, SettingsError> {
    store::get(db, id)
        .await?
        .ok_or(SettingsError::FunctionNotFound)
}

/// A page of functions by name, with the number matching.
pub async fn list(
    db: &DatabaseConnection,
    query: FunctionQuery,
) -> Result<(Vec<Function>, u64), SettingsError> {
    let FunctionQuery { q, page, per_page } = query;
    Ok(store::list(db, &q, page, per_page).await?)
}

/// Adds a function (audited as `created`).
pub async fn create(
    db: &DatabaseConnection,
    caller: &Caller,
    n: FunctionForCreate,
) -> Result<Function, SettingsError> {
    require_caller(caller)?;
    let FunctionForCreate {
        name,
        parent_id,
        head_user_id,
        description,
    } = n;
    if let Some(parent) = &parent_id {
        check_parent(db, None, parent).await?;
    }
    check_name(db, None, parent_id.as_deref(), &name).await?;
    let now = Utc::now();
    let f = Function {
        id: uuid::Uuid::now_v7().to_string(),
        name,
        parent_id,
        head_user_id,
        description,
        created_at: now,
        updated_at: now,
    };
    store::commit(db, caller, None, Some(&f), "created").await?;
    Ok(f)
}

/// Changes a function (audited as `updated`); a change that changes nothing
/// writes nothing.
pub async fn update(
    db: &DatabaseConnection,
    caller: &Caller,
    c: FunctionForUpdate,
) -> Result<Function, SettingsError> {
    require_caller(caller)?;
    let FunctionForUpdate {
        id,
        name,
        parent_id,
        head_user_id,
        description,
    } = c;
    let before = get(db, &id).await?;
    let mut after = before.clone();
    if let Some(name) = name {
        after.name = name;
    }
    if let Some(parent) = parent_id {
        if let Some(p) = &parent {
            check_parent(db, Some(&id), p).await?;
        }
        after.parent_id = parent;
    }
    if let Some(head) = head_user_id {
        after.head_user_id = head;
    }
    if let Some(d) = description {
        after.description = d;
    }
    if after == before {
        return Ok(before);
    }
    if (&after.name, &after.parent_id) != (&before.name, &before.parent_id) {
        check_name(db, Some(&id), after.parent_id.as_deref(), &after.name).await?;
    }
    after.updated_at = Utc::now();
    store::commit(db, caller, Some(&before), Some(&after), "updated").await?;
    Ok(after)
}

/// Deletes a function that has no sub-functions (audited as `deleted`).
pub async fn delete(
    db: &DatabaseConnection,
    caller: &Caller,
    id: &str,
) -> Result<(), SettingsError> {
    require_caller(caller)?;
    let before = get(db, id).await?;
    if store::count_children(db, id).await? > 0 {
        return Err(SettingsError::FunctionInUse);
    }
    Ok(store::commit(db, caller, Some(&before), None, "deleted").await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_function_needs_a_name() {
        let Err(SettingsError::Invalid(fields)) =
            FunctionForCreate::new("  ", String::new(), String::new(), "")
        else {
            panic!("expected a field error");
        };
        assert_eq!(fields["name"], "Required");
    }

    #[test]
    fn empty_ids_mean_none_and_text_is_trimmed() {
        let f = FunctionForCreate::new(" Finance ", String::new(), "u1".into(), " money ").unwrap();
        assert_eq!(f.name, "Finance");
        assert_eq!(f.parent_id, None);
        assert_eq!(f.head_user_id.as_deref(), Some("u1"));
        assert_eq!(f.description, "money");
    }

    #[test]
    fn an_update_may_not_blank_the_name_but_may_clear_the_parent() {
        assert!(FunctionForUpdate::new("f1".into(), Some(""), None, None, None).is_err());
        let u = FunctionForUpdate::new("f1".into(), None, Some(String::new()), None, None).unwrap();
        assert_eq!(u.parent_id, Some(None));
        assert_eq!(u.name, None);
    }
}
