//! The names a spreadsheet gives (categories, functions, owners) turned into
//! the ids the services take, for every import route: each list is read
//! once per file, and a name that is unknown or ambiguous is a [`Problem`]
//! of its cell.

use std::collections::{BTreeSet, HashMap};

use proto::auth::v1 as apb;

use super::{Problem, Sheet};
use crate::{context::Ctx, error::HttpError, state::AppState};

/// Owners looked up one by one beyond the first page of users: a file
/// cannot make the gateway call the auth service once per row.
const MAX_OWNER_LOOKUPS: usize = 200;

/// The key a name is matched by (case and runs of white space ignored, as
/// siblings' names are compared).
pub fn key(s: &str) -> String {
    platform::names::sibling_key(s)
}

/// Names (and ids) → the ids they may mean.
#[derive(Debug, Default)]
pub struct NameMap(HashMap<String, BTreeSet<String>>);

impl NameMap {
    fn add(&mut self, name: &str, id: &str) {
        self.0.entry(key(name)).or_default().insert(id.to_owned());
    }

    /// The id `value` names; a problem of `column` on `line` when it names
    /// none or several (`what`: "category", "function", "user", ...;
    /// `hint`: how to tell several apart). An empty value is `None`, no
    /// problem: the service says whether it is required.
    pub fn pick(
        &self,
        value: &str,
        line: u32,
        column: &str,
        what: &str,
        hint: &str,
        problems: &mut Vec<Problem>,
    ) -> Option<String> {
        if value.is_empty() {
            return None;
        }
        let found = self
            .0
            .get(&key(value))
            .or_else(|| self.0.get(&value.to_lowercase()));
        let message = match found {
            Some(ids) if ids.len() == 1 => return ids.iter().next().cloned(),
            Some(_) => format!("Several {what}s are called \"{value}\": {hint}."),
            None => format!("No such {what}: \"{value}\"."),
        };
        problems.push(Problem {
            line,
            column: column.into(),
            message,
        });
        None
    }
}

/// Every risk category by id, name and "Parent / Child" path.
pub async fn categories(state: &AppState, ctx: &Ctx) -> Result<NameMap, HttpError> {
    let all = crate::routes::all_pages::risk_categories(state, ctx).await?;
    let by_id: HashMap<&str, &str> = all
        .iter()
        .map(|c| (c.id.as_str(), c.name.as_str()))
        .collect();
    let mut map = NameMap::default();
    for c in &all {
        map.0
            .entry(c.id.to_lowercase())
            .or_default()
            .insert(c.id.clone());
        map.add(&c.name, &c.id);
        if let Some(parent) = by_id.get(c.parent_id.as_str()) {
            map.add(&format!("{parent} / {}", c.name), &c.id);
        }
    }
    Ok(map)
}

/// Every function (department) by id and name.
pub async fn functions(state: &AppState, ctx: &Ctx) -> Result<NameMap, HttpError> {
    let mut map = NameMap::default();
    for f in crate::routes::all_pages::functions(state, ctx).await? {
        map.0
            .entry(f.id.to_lowercase())
            .or_default()
            .insert(f.id.clone());
        map.add(&f.name, &f.id);
    }
    Ok(map)
}

/// The active users the `column` of `sheet` names, by email or by name:
/// everyone listed at once (the first page, by name), then one lookup for
/// each value not among them (at most [`MAX_OWNER_LOOKUPS`]).
pub async fn owners(
    state: &AppState,
    ctx: &Ctx,
    sheet: &Sheet,
    column: &str,
) -> Result<NameMap, HttpError> {
    let values: BTreeSet<String> = sheet
        .rows
        .iter()
        .map(|(_, cells)| key(sheet.cell(cells, column)))
        .filter(|v| !v.is_empty())
        .collect();
    let lookup = |q: String| async move {
        state
            .clients
            .auth_as(ctx)
            .list_user_options(apb::ListUserOptionsRequest {
                q,
                permission: String::new(),
            })
            .await
            .map(|r| r.into_inner().users)
    };
    let mut map = NameMap::default();
    let add = |users: Vec<apb::UserOption>, map: &mut NameMap| {
        for u in users {
            map.add(&u.email, &u.id);
            map.add(&u.name, &u.id);
        }
    };
    add(lookup(String::new()).await?, &mut map);
    let mut lookups = 0;
    for value in values {
        if !map.0.contains_key(&value) && lookups < MAX_OWNER_LOOKUPS {
            lookups += 1;
            add(lookup(value).await?, &mut map);
        }
    }
    Ok(map)
}
