//! The todo app's rules and use cases: the fixed tags, what a task may hold,
//! which tasks a filter shows, and the one-way trash. Every use case works on
//! the caller's own list and first writes their sample tasks if this is their
//! first visit, in the same transaction.

use platform::error::{ApiError, ErrorKind};
use platform::validate::{Check, Fields};
use sea_orm::{DatabaseConnection, DbErr, TransactionTrait};

use crate::store::{
    todo::{self, TaskFields, TaskFilter, task},
    todo_seed,
};

/// A tag a task may carry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TaskTag {
    pub id: u32,
    pub text: &'static str,
    pub value: &'static str,
    pub color: &'static str,
}

/// The template's five tags.
pub const TAGS: [TaskTag; 5] = [
    TaskTag {
        id: 1,
        text: "Team",
        value: "team",
        color: "primary",
    },
    TaskTag {
        id: 2,
        text: "Low",
        value: "low",
        color: "success",
    },
    TaskTag {
        id: 3,
        text: "Medium",
        value: "medium",
        color: "warning",
    },
    TaskTag {
        id: 4,
        text: "High",
        value: "high",
        color: "danger",
    },
    TaskTag {
        id: 5,
        text: "Update",
        value: "update",
        color: "info",
    },
];

const TITLE_MAX: usize = 200;
const DESC_MAX: usize = 2000;
const PER_PAGE_DEFAULT: u64 = 50;
const PER_PAGE_MAX: u64 = 100;

/// Why a todo call was refused.
#[derive(Debug, thiserror::Error)]
pub enum TodoError {
    /// Field errors keyed by the JSON names (`VALIDATION_FAILED`, 422).
    #[error("invalid input: {0:?}")]
    Invalid(Fields),
    /// No task of that id in the caller's list (`TASK_NOT_FOUND`, 404).
    #[error("no such task")]
    NotFound,
    /// The task is in the trash, which is one-way (`TASK_TRASHED`, 409).
    #[error("the task is in the trash")]
    Trashed,
    /// The gateway vouched for no signed-in user (`NOT_SIGNED_IN`, 401).
    #[error("no signed-in caller")]
    NoCaller,
    #[error("todo store: {0}")]
    Store(#[from] DbErr),
}

impl From<TodoError> for ApiError {
    fn from(e: TodoError) -> Self {
        match e {
            TodoError::Invalid(fields) => ApiError::validation(fields),
            TodoError::NotFound => {
                ApiError::new(ErrorKind::NotFound, "TASK_NOT_FOUND", "No such task.")
            }
            TodoError::Trashed => ApiError::new(
                ErrorKind::Conflict,
                "TASK_TRASHED",
                "The task is in the trash and can no longer be changed.",
            ),
            TodoError::NoCaller => ApiError::new(
                ErrorKind::Unauthenticated,
                "NOT_SIGNED_IN",
                "Sorry, Authentication failed",
            ),
            TodoError::Store(e) => platform::error::failure("todo store", &e),
        }
    }
}

/// A task as a user writes it, before its checks.
#[derive(Clone, Debug, Default)]
pub struct TaskInput {
    pub title: String,
    pub desc: String,
    pub is_important: bool,
    pub is_starred: bool,
    pub tags: Vec<String>,
    pub is_completed: bool,
}

impl TaskInput {
    /// The checked content (title trimmed, tags known and each once), or
    /// the field errors keyed `title`, `desc`, `tags`.
    pub fn validate(self) -> Result<TaskFields, TodoError> {
        let mut fields = Fields::new();
        let mut check = Check::new("", &mut fields);
        let title = self.title.trim().to_owned();
        check.required("title", &title);
        check.max_len("title", &title, TITLE_MAX);
        check.max_len("desc", &self.desc, DESC_MAX);
        let mut tags: Vec<String> = Vec::new();
        for tag in self.tags {
            if !TAGS.iter().any(|t| t.value == tag) {
                check.err("tags", format!("Unknown tag: {tag}."));
            } else if !tags.contains(&tag) {
                tags.push(tag);
            }
        }
        if !fields.is_empty() {
            return Err(TodoError::Invalid(fields));
        }
        Ok(TaskFields {
            title,
            description: self.desc,
            is_important: self.is_important,
            is_starred: self.is_starred,
            is_completed: self.is_completed,
            is_trashed: false,
            tags,
        })
    }
}

/// A list request as sent: filter, tag, search text, paging.
#[derive(Clone, Debug, Default)]
pub struct TaskQuery {
    pub filter: String,
    pub tag: String,
    pub q: String,
    pub page: u32,
    pub per_page: u32,
}

fn known_tag(value: &str) -> bool {
    TAGS.iter().any(|t| t.value == value)
}

impl TaskQuery {
    /// The store filter and the page (1-based) and page size, or the field
    /// errors keyed `filter` and `tag`.
    pub fn parse(self) -> Result<(TaskFilter, u64, u64), TodoError> {
        let mut f = TaskFilter::default();
        let mut fields = Fields::new();
        let mut check = Check::new("", &mut fields);
        match self.filter.trim() {
            "" | "all" => {}
            "starred" => f.starred_only = true,
            "important" => f.important_only = true,
            "completed" => f.completed_only = true,
            "trashed" => f.trashed = true,
            tag if known_tag(tag) => f.tags.push(tag.to_owned()),
            _ => check.err(
                "filter",
                "One of: all, starred, important, completed, trashed, or a tag.",
            ),
        }
        let tag = self.tag.trim();
        if !tag.is_empty() {
            if known_tag(tag) {
                f.tags.push(tag.to_owned());
            } else {
                check.err("tag", "One of: team, low, medium, high, update.");
            }
        }
        if !fields.is_empty() {
            return Err(TodoError::Invalid(fields));
        }
        let q = self.q.trim();
        f.text = (!q.is_empty()).then(|| q.to_owned());
        let page = u64::from(self.page.max(1));
        let per_page = match u64::from(self.per_page) {
            0 => PER_PAGE_DEFAULT,
            n => n.min(PER_PAGE_MAX),
        };
        Ok((f, page, per_page))
    }
}

fn caller(user_id: &str) -> Result<&str, TodoError> {
    if user_id.is_empty() {
        Err(TodoError::NoCaller)
    } else {
        Ok(user_id)
    }
}

/// Writes the caller's sample tasks if this is their first visit.
async fn ensure_samples<C: sea_orm::ConnectionTrait>(conn: &C, user_id: &str) -> Result<(), DbErr> {
    if todo::claim_first_open(conn, user_id).await? {
        todo::insert_samples(conn, user_id, todo_seed::samples()).await?;
    }
    Ok(())
}

/// One page of the caller's tasks matching `query`, newest first, and the total.
pub async fn list(
    db: &DatabaseConnection,
    user_id: &str,
    query: TaskQuery,
) -> Result<(Vec<task::Model>, u64), TodoError> {
    let user_id = caller(user_id)?;
    let (filter, page, per_page) = query.parse()?;
    let tx = db.begin().await?;
    ensure_samples(&tx, user_id).await?;
    let found = todo::list(&tx, user_id, &filter, page, per_page).await?;
    tx.commit().await?;
    Ok(found)
}

/// Adds a task to the caller's list; its id is their last id plus 1.
pub async fn create(
    db: &DatabaseConnection,
    user_id: &str,
    input: TaskInput,
) -> Result<u32, TodoError> {
    let user_id = caller(user_id)?;
    let fields = input.validate()?;
    let tx = db.begin().await?;
    ensure_samples(&tx, user_id).await?;
    let id = todo::insert(&tx, user_id, fields).await?;
    tx.commit().await?;
    Ok(id as u32)
}

fn stored_id(id: u32) -> Result<i32, TodoError> {
    i32::try_from(id).map_err(|_| TodoError::NotFound)
}

/// Replaces a task's content; a trashed task is refused.
pub async fn update(
    db: &DatabaseConnection,
    user_id: &str,
    id: u32,
    input: TaskInput,
) -> Result<task::Model, TodoError> {
    let user_id = caller(user_id)?;
    let fields = input.validate()?;
    let id = stored_id(id)?;
    let tx = db.begin().await?;
    ensure_samples(&tx, user_id).await?;
    let current = todo::find(&tx, user_id, id)
        .await?
        .ok_or(TodoError::NotFound)?;
    if current.is_trashed {
        return Err(TodoError::Trashed);
    }
    let row = todo::update(&tx, user_id, id, fields).await?;
    tx.commit().await?;
    Ok(row)
}

/// Moves a task to the trash (again: nothing changes) and gives its id back.
pub async fn trash(db: &DatabaseConnection, user_id: &str, id: u32) -> Result<u32, TodoError> {
    let user_id = caller(user_id)?;
    let stored = stored_id(id)?;
    let tx = db.begin().await?;
    ensure_samples(&tx, user_id).await?;
    todo::find(&tx, user_id, stored)
        .await?
        .ok_or(TodoError::NotFound)?;
    todo::trash(&tx, user_id, stored).await?;
    tx.commit().await?;
    Ok(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(title: &str) -> TaskInput {
        TaskInput {
            title: title.into(),
            ..Default::default()
        }
    }

    #[test]
    fn rejects_an_empty_title_and_an_unknown_tag_by_field() {
        let mut i = input("  ");
        i.tags = vec!["team".into(), "urgent".into()];
        let Err(TodoError::Invalid(fields)) = i.validate() else {
            panic!("accepted");
        };
        assert_eq!(fields["title"], "Required");
        assert!(fields["tags"].contains("urgent"));
    }

    #[test]
    fn keeps_each_tag_once_and_trims_the_title() {
        let mut i = input(" Call the auditor ");
        i.tags = vec!["high".into(), "high".into(), "team".into()];
        let f = i.validate().unwrap();
        assert_eq!(f.title, "Call the auditor");
        assert_eq!(f.tags, vec!["high", "team"]);
        assert!(!f.is_trashed);
    }

    #[test]
    fn a_tag_is_a_filter_and_an_unknown_filter_is_refused() {
        let (f, page, per_page) = TaskQuery {
            filter: "medium".into(),
            ..Default::default()
        }
        .parse()
        .unwrap();
        assert_eq!(f.tags, vec!["medium"]);
        assert!(!f.trashed);
        assert_eq!((page, per_page), (1, PER_PAGE_DEFAULT));
        let bad = TaskQuery {
            filter: "deleted".into(),
            ..Default::default()
        }
        .parse();
        assert!(matches!(bad, Err(TodoError::Invalid(f)) if f.contains_key("filter")));
    }

    #[test]
    fn only_the_trashed_filter_shows_the_trash() {
        for (filter, trashed) in [
            ("", false),
            ("all", false),
            ("starred", false),
            ("trashed", true),
        ] {
            let (f, ..) = TaskQuery {
                filter: filter.into(),
                ..Default::default()
            }
            .parse()
            .unwrap();
            assert_eq!(f.trashed, trashed, "{filter}");
        }
    }
}
