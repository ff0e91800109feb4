//! gRPC transport of incidents: reads the request and the signed caller,
//! calls `domain::use_cases`, wakes the outbox relay after a change and
//! answers through `convert`. The mapping RPC by RPC is in `grpc/mod.rs`.

use platform::{error::ApiError, grpc::Caller};
use proto::incident::v1 as pb;
use tonic::{Request, Response, Status};

use super::IncidentGrpc;
use crate::domain::{IncidentError, use_cases};

/// The one step from the service's error to a gRPC status.
pub(super) fn status(e: IncidentError) -> Status {
    ApiError::from(e).into_status()
}

pub(super) async fn get(
    s: &IncidentGrpc,
    req: Request<pb::GetIncidentRequest>,
) -> Result<Response<pb::IncidentDetail>, Status> {
    let pb::GetIncidentRequest { id } = req.into_inner();
    let detail = use_cases::get_incident(&s.db, &id).await.map_err(status)?;
    Ok(Response::new(detail.into()))
}

pub(super) async fn create(
    s: &IncidentGrpc,
    req: Request<pb::CreateIncidentRequest>,
) -> Result<Response<pb::Incident>, Status> {
    let caller = Caller::of(&req);
    let view = use_cases::create_incident(&s.db, &caller, req.into_inner().into())
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(view.into()))
}

pub(super) async fn update(
    s: &IncidentGrpc,
    req: Request<pb::UpdateIncidentRequest>,
) -> Result<Response<pb::Incident>, Status> {
    let caller = Caller::of(&req);
    let view = use_cases::update_incident(&s.db, &caller, req.into_inner().into())
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(view.into()))
}

pub(super) async fn delete(
    s: &IncidentGrpc,
    req: Request<pb::DeleteIncidentRequest>,
) -> Result<Response<pb::DeleteIncidentResponse>, Status> {
    let caller = Caller::of(&req);
    use_cases::delete_incident(&s.db, &caller, req.into_inner().into())
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(pb::DeleteIncidentResponse {}))
}

pub(super) async fn transition(
    s: &IncidentGrpc,
    req: Request<pb::TransitionIncidentRequest>,
) -> Result<Response<pb::Incident>, Status> {
    let caller = Caller::of(&req);
    let view = use_cases::transition_incident(&s.db, &caller, req.into_inner().into())
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(view.into()))
}
