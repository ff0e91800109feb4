//! gRPC transport of the incident categories: reads the request and the
//! signed caller, calls `domain::use_cases`, answers through
//! `convert::categories`. The mapping RPC by RPC is in `grpc/mod.rs`.

use platform::{
    error::{ApiError, ErrorKind},
    grpc::Caller,
};
use proto::incident::v1 as pb;
use tonic::{Request, Response, Status};

use super::IncidentGrpc;
use crate::{domain::use_cases, store::categories};

/// A change needs a signed-in caller (the gateway vouches for one).
fn signed_in<T>(req: &Request<T>) -> Result<Caller, Status> {
    let caller = Caller::of(req);
    if caller.user_id.is_empty() {
        return Err(ApiError::new(
            ErrorKind::PermissionDenied,
            "FORBIDDEN",
            "Sorry, Restricted Action",
        )
        .into_status());
    }
    Ok(caller)
}

fn status(e: crate::domain::IncidentError) -> Status {
    ApiError::from(e).into_status()
}

impl IncidentGrpc {
    /// Wakes the outbox relay after a change commits (`startup` hands it over).
    pub fn with_relay(mut self, relay: platform::bus::Relay) -> Self {
        self.relay = Some(relay);
        self
    }

    /// Sends the committed change's audit event out now.
    pub(super) fn wake(&self) {
        if let Some(relay) = &self.relay {
            relay.wake();
        }
    }

    pub(super) async fn list_categories(
        &self,
        req: Request<pb::ListIncidentCategoriesRequest>,
    ) -> Result<Response<pb::ListIncidentCategoriesResponse>, Status> {
        let r = req.into_inner();
        let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
        let (rows, total) = categories::list(&self.db, &(&r).into(), page, per_page)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ListIncidentCategoriesResponse {
            categories: rows.into_iter().map(Into::into).collect(),
            total,
        }))
    }

    pub(super) async fn create_category(
        &self,
        req: Request<pb::CreateIncidentCategoryRequest>,
    ) -> Result<Response<pb::IncidentCategory>, Status> {
        let caller = signed_in(&req)?;
        let c = use_cases::create_category(&self.db, &caller, req.into_inner().into())
            .await
            .map_err(status)?;
        self.wake();
        Ok(Response::new(c.into()))
    }

    pub(super) async fn update_category(
        &self,
        req: Request<pb::UpdateIncidentCategoryRequest>,
    ) -> Result<Response<pb::IncidentCategory>, Status> {
        let caller = signed_in(&req)?;
        let c = use_cases::update_category(&self.db, &caller, req.into_inner().into())
            .await
            .map_err(status)?;
        self.wake();
        Ok(Response::new(c.into()))
    }

    pub(super) async fn delete_category(
        &self,
        req: Request<pb::DeleteIncidentCategoryRequest>,
    ) -> Result<Response<pb::DeleteIncidentCategoryResponse>, Status> {
        let caller = signed_in(&req)?;
        use_cases::delete_category(&self.db, &caller, &req.into_inner().id)
            .await
            .map_err(status)?;
        self.wake();
        Ok(Response::new(pb::DeleteIncidentCategoryResponse {}))
    }
}
