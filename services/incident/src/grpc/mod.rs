//! gRPC transport of the incident service: reads the request, calls the
//! store or the domain, answers through [`convert`].

mod convert;

use platform::error::{ApiError, internal};
use proto::incident::v1::{self as pb, incident_service_server::IncidentService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::store::categories;

pub struct IncidentGrpc {
    db: DatabaseConnection,
}

impl IncidentGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

#[tonic::async_trait]
impl IncidentService for IncidentGrpc {
    async fn list_incident_categories(
        &self,
        req: Request<pb::ListIncidentCategoriesRequest>,
    ) -> Result<Response<pb::ListIncidentCategoriesResponse>, Status> {
        let r = req.into_inner();
        let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
        let (rows, total) = categories::list(&self.db, &r.q, page, per_page)
            .await
            .map_err(internal::<sea_orm::DbErr>("listing incident categories"))
            .map_err(ApiError::into_status)?;
        Ok(Response::new(pb::ListIncidentCategoriesResponse {
            categories: rows.into_iter().map(Into::into).collect(),
            total,
        }))
    }
}
