//! The todo app (spec sections 4, 5, 7; ADR 0021): the caller's own task list
//! in the demo service, at the template's paths and JSON names. A body is
//! read field by field, so a wrong type is a 422 naming its field.

use std::collections::BTreeMap;

use actix_web::{HttpResponse, web};
use platform::error::ApiError;
use proto::demo::v1 as pb;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// A task as the template's todo app reads it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaskJson {
    /// Unique within the caller's list; the newest has the highest.
    pub id: u32,
    pub title: String,
    pub desc: String,
    pub is_important: bool,
    pub is_starred: bool,
    /// Tag values: team, low, medium, high, update.
    pub tags: Vec<String>,
    pub is_completed: bool,
    /// In the trash, for good.
    pub is_trashed: bool,
}

impl From<pb::Task> for TaskJson {
    fn from(t: pb::Task) -> Self {
        let pb::Task {
            id,
            title,
            desc,
            is_important,
            is_starred,
            tags,
            is_completed,
            is_trashed,
        } = t;
        Self {
            id,
            title,
            desc,
            is_important,
            is_starred,
            tags,
            is_completed,
            is_trashed,
        }
    }
}

/// A tag a task may carry.
#[derive(Serialize, ToSchema)]
pub struct TaskTagJson {
    pub id: u32,
    /// English label, e.g. "Team".
    pub text: String,
    /// The value in a task's `tags`, e.g. "team".
    pub value: String,
    /// Theme colour: primary, success, warning, danger or info.
    pub color: String,
}

#[derive(Serialize, ToSchema)]
pub struct TaskTagsJson {
    pub tags: Vec<TaskTagJson>,
}

/// The list's query.
#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct TaskListQuery {
    /// all (default), starred, important, completed, trashed, or a tag value.
    pub filter: Option<String>,
    /// Only tasks carrying this tag value.
    pub tag: Option<String>,
    /// Case-insensitive text in the title or the description.
    pub q: Option<String>,
    /// 1-based page (default 1).
    pub page: Option<u32>,
    /// Tasks per page, 1 to 100 (default 50).
    pub per_page: Option<u32>,
}

/// `{task}` of new-task and update-task.
#[derive(Deserialize, ToSchema)]
pub struct TaskBody {
    /// title (required), desc, isImportant, isStarred, tags, isCompleted;
    /// update-task also id. isTrashed is ignored: only trash-todo trashes.
    #[schema(value_type = Object)]
    pub task: Option<Value>,
}

/// `{id}` of a new task.
#[derive(Serialize, ToSchema)]
pub struct NewTaskId {
    /// The caller's last id plus 1.
    pub id: u32,
}

/// Reads a JSON object's fields by type, collecting a field error for a value
/// of the wrong type (missing and null read as empty).
pub(crate) struct FieldReader<'a> {
    obj: Option<&'a Map<String, Value>>,
    pub errors: BTreeMap<String, String>,
}

impl<'a> FieldReader<'a> {
    /// The object under `key` of `body` (its absence is an error of `key`).
    pub fn object(body: &'a Option<Value>, key: &str) -> Self {
        let mut errors = BTreeMap::new();
        let obj = match body {
            Some(Value::Object(o)) => Some(o),
            Some(Value::Null) | None => {
                errors.insert(key.to_owned(), platform::validate::REQUIRED.to_owned());
                None
            }
            Some(_) => {
                errors.insert(key.to_owned(), "An object.".to_owned());
                None
            }
        };
        Self { obj, errors }
    }

    fn get(&self, key: &str) -> Option<&'a Value> {
        self.obj.and_then(|o| o.get(key)).filter(|v| !v.is_null())
    }

    pub fn text(&mut self, key: &str) -> String {
        match self.get(key) {
            None => String::new(),
            Some(Value::String(s)) => s.clone(),
            Some(_) => {
                self.errors.insert(key.to_owned(), "A text.".to_owned());
                String::new()
            }
        }
    }

    pub fn flag(&mut self, key: &str) -> bool {
        match self.get(key) {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => {
                self.errors
                    .insert(key.to_owned(), "true or false.".to_owned());
                false
            }
        }
    }

    /// A flag that is true unless given as false.
    pub fn flag_or_true(&mut self, key: &str) -> bool {
        self.get(key).is_none() || self.flag(key)
    }

    pub fn texts(&mut self, key: &str) -> Vec<String> {
        match self.get(key) {
            None => vec![],
            Some(Value::Array(items)) if items.iter().all(Value::is_string) => items
                .iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect(),
            Some(_) => {
                self.errors
                    .insert(key.to_owned(), "A list of texts.".to_owned());
                vec![]
            }
        }
    }

    /// A required id: a positive whole number (or one written as text).
    pub fn id(&mut self, key: &str) -> u32 {
        match self.get(key).and_then(id_of) {
            Some(id) => id,
            None => {
                let message = if self.get(key).is_none() {
                    platform::validate::REQUIRED
                } else {
                    "A whole number."
                };
                self.errors.insert(key.to_owned(), message.to_owned());
                0
            }
        }
    }

    /// Reads the object under `key` of `body` with `input`, and its `id`
    /// first when `with_id` (an update; 0 otherwise): the value, or every
    /// field's error at once as a 422.
    pub fn read<T>(
        body: &'a Option<Value>,
        key: &str,
        with_id: bool,
        input: impl FnOnce(&mut Self) -> T,
    ) -> Result<(u32, T), HttpError> {
        let mut r = Self::object(body, key);
        let id = if with_id { r.id("id") } else { 0 };
        let value = input(&mut r);
        r.finish()?;
        Ok((id, value))
    }

    /// Field errors so far as a 422, or `Ok`.
    pub fn finish(self) -> Result<(), HttpError> {
        if self.errors.is_empty() {
            Ok(())
        } else {
            Err(HttpError(ApiError::validation(self.errors)))
        }
    }
}

/// An id given as a number or as text (`3` or `"3"`).
pub(crate) fn id_of(v: &Value) -> Option<u32> {
    match v {
        Value::Number(n) => n.as_u64().and_then(|n| u32::try_from(n).ok()),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn input_of(r: &mut FieldReader) -> pb::TaskInput {
    pb::TaskInput {
        title: r.text("title"),
        desc: r.text("desc"),
        is_important: r.flag("isImportant"),
        is_starred: r.flag("isStarred"),
        tags: r.texts("tags"),
        is_completed: r.flag("isCompleted"),
    }
}

/// The caller's tasks matching the filter, newest first, one page (the
/// total in `X-Total-Count`). Trashed tasks only under `filter=trashed`.
#[utoipa::path(get, path = "/api/apps/todo", tag = "demo", params(TaskListQuery), security(("bearer" = [])),
    responses((status = 200, body = Vec<TaskJson>, headers(("X-Total-Count" = u64, description = "How many tasks match"))),
              (status = 401, body = ErrorBody), (status = 422, body = ErrorBody, description = "Unknown filter or tag")))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<TaskListQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let res = state
        .clients
        .todo_as(&ctx)
        .list_tasks(pb::ListTasksRequest {
            filter: q.filter.unwrap_or_default(),
            tag: q.tag.unwrap_or_default(),
            q: q.q.unwrap_or_default(),
            page: q.page.unwrap_or(1),
            per_page: q.per_page.unwrap_or(0),
        })
        .await?
        .into_inner();
    let tasks: Vec<TaskJson> = res.tasks.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok()
        .insert_header(("X-Total-Count", res.total.to_string()))
        .json(tasks))
}

/// The five tags a task may carry.
#[utoipa::path(get, path = "/api/apps/todo/tags", tag = "demo", security(("bearer" = [])),
    responses((status = 200, body = TaskTagsJson), (status = 401, body = ErrorBody)))]
pub async fn tags(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .todo_as(&ctx)
        .list_task_tags(pb::ListTaskTagsRequest {})
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(TaskTagsJson {
        tags: res
            .tags
            .into_iter()
            .map(|t| TaskTagJson {
                id: t.id,
                text: t.text,
                value: t.value,
                color: t.color,
            })
            .collect(),
    }))
}

/// Adds a task to the caller's list: 201 with its id, the caller's last id plus 1.
#[utoipa::path(post, path = "/api/apps/todo/new-task", tag = "demo", request_body = TaskBody, security(("bearer" = [])),
    responses((status = 201, body = NewTaskId), (status = 401, body = ErrorBody),
              (status = 422, body = ErrorBody, description = "Field errors by name (task, title, desc, tags, ...)")))]
pub async fn new_task(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<TaskBody>,
) -> Result<HttpResponse, HttpError> {
    let (_, task) = FieldReader::read(&body.task, "task", false, input_of)?;
    let res = state
        .clients
        .todo_as(&ctx)
        .create_task(pb::CreateTaskRequest { task: Some(task) })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(NewTaskId { id: res.id }))
}

/// Replaces a task's title, description, flags and tags; the task answered.
#[utoipa::path(post, path = "/api/apps/todo/update-task", tag = "demo", request_body = TaskBody, security(("bearer" = [])),
    responses((status = 200, body = TaskJson), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody, description = "No such task of the caller's (TASK_NOT_FOUND)"),
              (status = 409, body = ErrorBody, description = "The task is in the trash (TASK_TRASHED)"),
              (status = 422, body = ErrorBody, description = "Field errors by name")))]
pub async fn update_task(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<TaskBody>,
) -> Result<HttpResponse, HttpError> {
    let (id, task) = FieldReader::read(&body.task, "task", true, input_of)?;
    let res = state
        .clients
        .todo_as(&ctx)
        .update_task(pb::UpdateTaskRequest {
            id,
            task: Some(task),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(TaskJson::from(res)))
}

/// Moves a task to the trash (one-way). The body is the task's id (`3`, or
/// `"3"`); the answer is the same id.
#[utoipa::path(post, path = "/api/app/todo/trash-todo", tag = "demo", request_body(content = u32, description = "The task's id"),
    security(("bearer" = [])),
    responses((status = 415, body = ErrorBody), (status = 200, body = u32, description = "The id sent"), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody, description = "No such task of the caller's (TASK_NOT_FOUND)"),
              (status = 422, body = ErrorBody, description = "The body is not an id")))]
pub async fn trash_todo(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<Value>,
) -> Result<HttpResponse, HttpError> {
    let Some(id) = id_of(&body) else {
        let mut fields = BTreeMap::new();
        fields.insert("id".to_owned(), "The task's id as the body.".to_owned());
        return Err(HttpError(ApiError::validation(fields)));
    };
    let res = state
        .clients
        .todo_as(&ctx)
        .trash_task(pb::TrashTaskRequest { id })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(res.id))
}
