//! gRPC transport of the incident register (list, export) and the
//! dashboard: reads the request, calls `domain::register` /
//! `domain::dashboard`, answers through `convert::register`. The mapping
//! RPC by RPC is in `grpc/mod.rs`.

use platform::error::ApiError;
use proto::incident::v1 as pb;
use tonic::{Request, Response, Status};

use super::IncidentGrpc;
use crate::domain::{IncidentError, dashboard, register};

fn status(e: IncidentError) -> Status {
    ApiError::from(e).into_status()
}

/// The stream of an export's batches.
pub type ExportStream = std::pin::Pin<
    Box<dyn futures::Stream<Item = Result<pb::IncidentBatch, Status>> + Send + 'static>,
>;

impl IncidentGrpc {
    pub(super) async fn list_register(
        &self,
        req: Request<pb::ListIncidentsRequest>,
    ) -> Result<Response<pb::ListIncidentsResponse>, Status> {
        let r = req.into_inner();
        let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
        let (rows, total) = register::list(&self.db, (&r).into(), &self.totals, page, per_page)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ListIncidentsResponse {
            incidents: rows.into_iter().map(Into::into).collect(),
            total: total.n,
            total_is_estimate: total.estimated,
        }))
    }

    /// Every matching incident in the register's order, 500 a batch; a bad
    /// filter is refused before the stream starts.
    pub(super) async fn export_register(
        &self,
        req: Request<pb::ListIncidentsRequest>,
    ) -> Result<Response<ExportStream>, Status> {
        let r = req.into_inner();
        let batches = register::export(&self.db, (&r).into())
            .await
            .map_err(status)?;
        let stream = futures::stream::unfold(batches, |mut rx| async move {
            let next = rx.recv().await?;
            let item = next
                .map(|b| pb::IncidentBatch {
                    incidents: b.rows.into_iter().map(Into::into).collect(),
                    total: b.total,
                })
                .map_err(status);
            Some((item, rx))
        });
        Ok(Response::new(Box::pin(stream)))
    }

    pub(super) async fn dashboard(
        &self,
        req: Request<pb::IncidentDashboardRequest>,
    ) -> Result<Response<pb::IncidentDashboard>, Status> {
        let pb::IncidentDashboardRequest {} = req.into_inner();
        let figures = dashboard::dashboard(&self.db, chrono::Utc::now())
            .await
            .map_err(status)?;
        Ok(Response::new(figures.into()))
    }
}
