//! gRPC transport of the risk service.

use platform::error::{ApiError, internal};
use proto::risk::v1::{self as pb, risk_service_server::RiskService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::{categories, risks};

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
    async fn list_risks(
        &self,
        req: Request<pb::ListRisksRequest>,
    ) -> Result<Response<pb::ListRisksResponse>, Status> {
        let r = req.into_inner();
        let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
        let filter = risks::RiskFilter {
            q: r.q,
            status: r.status,
            category_id: r.category_id,
            function_id: r.function_id,
        };
        let (rows, total) = risks::list(&self.db, &filter, page, per_page)
            .await
            .map_err(internal::<sea_orm::DbErr>("listing risks"))
            .map_err(ApiError::into_status)?;
        Ok(Response::new(pb::ListRisksResponse {
            risks: rows
                .into_iter()
                .map(|r| pb::Risk {
                    id: r.id,
                    reference: r.reference,
                    title: r.title,
                    description: r.description,
                    category_id: r.category_id,
                    function_id: r.function_id,
                    owner_id: r.owner_id,
                    status: r.status,
                    approval_status: r.approval_status,
                    likelihood: r.likelihood.max(0) as u32,
                    impact: r.impact.max(0) as u32,
                    created_at: r.created_at.to_rfc3339(),
                    updated_at: r.updated_at.to_rfc3339(),
                })
                .collect(),
            total,
        }))
    }

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
