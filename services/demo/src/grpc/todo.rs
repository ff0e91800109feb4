//! gRPC transport of the todo app: the verified caller, the request read into
//! the domain's input, the answer written back.

use platform::{error::ApiError, grpc::Caller};
use proto::demo::v1::{self as pb, todo_service_server::TodoService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::domain::todo::{self, TAGS, TaskInput, TaskQuery};
use crate::store::todo::{tags_of, task};

pub struct TodoGrpc {
    db: DatabaseConnection,
}

impl TodoGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

fn task_of(row: task::Model) -> pb::Task {
    let tags = tags_of(&row);
    let task::Model {
        user_id: _,
        id,
        title,
        description,
        is_important,
        is_starred,
        is_completed,
        is_trashed,
        tags: _,
    } = row;
    pb::Task {
        id: id as u32,
        title,
        desc: description,
        is_important,
        is_starred,
        tags,
        is_completed,
        is_trashed,
    }
}

fn input_of(task: Option<pb::TaskInput>) -> TaskInput {
    let pb::TaskInput {
        title,
        desc,
        is_important,
        is_starred,
        tags,
        is_completed,
    } = task.unwrap_or_default();
    TaskInput {
        title,
        desc,
        is_important,
        is_starred,
        tags,
        is_completed,
    }
}

fn status(e: todo::TodoError) -> Status {
    ApiError::from(e).into_status()
}

#[tonic::async_trait]
impl TodoService for TodoGrpc {
    async fn list_tasks(
        &self,
        req: Request<pb::ListTasksRequest>,
    ) -> Result<Response<pb::ListTasksResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::ListTasksRequest {
            filter,
            tag,
            q,
            page,
            per_page,
        } = req.into_inner();
        let query = TaskQuery {
            filter,
            tag,
            q,
            page,
            per_page,
        };
        let (rows, total) = todo::list(&self.db, &caller.user_id, query)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ListTasksResponse {
            tasks: rows.into_iter().map(task_of).collect(),
            total,
        }))
    }

    async fn create_task(
        &self,
        req: Request<pb::CreateTaskRequest>,
    ) -> Result<Response<pb::CreateTaskResponse>, Status> {
        let caller = Caller::of(&req);
        let input = input_of(req.into_inner().task);
        let id = todo::create(&self.db, &caller.user_id, input)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::CreateTaskResponse { id }))
    }

    async fn update_task(
        &self,
        req: Request<pb::UpdateTaskRequest>,
    ) -> Result<Response<pb::Task>, Status> {
        let caller = Caller::of(&req);
        let pb::UpdateTaskRequest { id, task } = req.into_inner();
        let row = todo::update(&self.db, &caller.user_id, id, input_of(task))
            .await
            .map_err(status)?;
        Ok(Response::new(task_of(row)))
    }

    async fn trash_task(
        &self,
        req: Request<pb::TrashTaskRequest>,
    ) -> Result<Response<pb::TrashTaskResponse>, Status> {
        let caller = Caller::of(&req);
        let id = todo::trash(&self.db, &caller.user_id, req.into_inner().id)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::TrashTaskResponse { id }))
    }

    async fn list_task_tags(
        &self,
        _req: Request<pb::ListTaskTagsRequest>,
    ) -> Result<Response<pb::ListTaskTagsResponse>, Status> {
        Ok(Response::new(pb::ListTaskTagsResponse {
            tags: TAGS
                .iter()
                .map(|t| pb::TaskTag {
                    id: t.id,
                    text: t.text.to_owned(),
                    value: t.value.to_owned(),
                    color: t.color.to_owned(),
                })
                .collect(),
        }))
    }
}
