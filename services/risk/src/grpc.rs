//! gRPC transport of the risk service.

use platform::error::{ApiError, internal};
use proto::risk::v1::{self as pb, risk_service_server::RiskService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::categories;

pub struct RiskGrpc {
    db: DatabaseConnection,
}

impl RiskGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

#[tonic::async_trait]
impl RiskService for RiskGrpc {
    async fn list_risk_categories(
        &self,
        req: Request<pb::ListRiskCategoriesRequest>,
    ) -> Result<Response<pb::ListRiskCategoriesResponse>, Status> {
        let r = req.into_inner();
        let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
        let (rows, total) = categories::list(&self.db, &r.q, page, per_page)
            .await
            .map_err(internal::<sea_orm::DbErr>("listing risk categories"))
            .map_err(ApiError::into_status)?;
        Ok(Response::new(pb::ListRiskCategoriesResponse {
            categories: rows
                .into_iter()
                .map(|c| pb::RiskCategory {
                    id: c.id,
                    name: c.name,
                    parent_id: c.parent_id,
                    description: c.description,
                })
                .collect(),
            total,
        }))
    }
}
