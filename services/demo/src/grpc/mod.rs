//! gRPC transport of the demo service: reads the request, calls the store
//! or the domain, answers through [`convert`].

pub mod calendar;
pub mod catalog;
pub mod chat;
mod convert;
pub mod dashboard;
pub mod mail;
pub mod shop;
pub mod todo;
pub mod users;

use platform::error::{ApiError, internal};
use proto::demo::v1::{self as pb, demo_service_server::DemoService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::store::autocomplete;

pub struct DemoGrpc {
    db: DatabaseConnection,
}

impl DemoGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

#[tonic::async_trait]
impl DemoService for DemoGrpc {
    async fn list_autocomplete(
        &self,
        _req: Request<pb::ListAutocompleteRequest>,
    ) -> Result<Response<pb::ListAutocompleteResponse>, Status> {
        let rows = autocomplete::all(&self.db)
            .await
            .map_err(internal::<sea_orm::DbErr>("listing autocomplete items"))
            .map_err(ApiError::into_status)?;
        Ok(Response::new(pb::ListAutocompleteResponse {
            items: rows.into_iter().map(Into::into).collect(),
        }))
    }
}
