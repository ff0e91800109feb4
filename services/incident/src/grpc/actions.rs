//! gRPC transport of incident actions: reads the request and the signed
//! caller, calls `domain::use_cases`, wakes the outbox relay after a change
//! and answers through `convert`.

use platform::grpc::Caller;
use proto::incident::v1 as pb;
use tonic::{Request, Response, Status};

use super::{IncidentGrpc, incidents::status};
use crate::domain::{incident::ActionFilter, use_cases};

pub(super) async fn list(
    s: &IncidentGrpc,
    req: Request<pb::ListIncidentActionsRequest>,
) -> Result<Response<pb::ListIncidentActionsResponse>, Status> {
    let r = req.into_inner();
    let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
    let filter = ActionFilter::from(&r);
    let (rows, total) = use_cases::list_actions(&s.db, &filter, page, per_page)
        .await
        .map_err(status)?;
    Ok(Response::new(pb::ListIncidentActionsResponse {
        actions: rows.into_iter().map(Into::into).collect(),
        total,
    }))
}

pub(super) async fn create(
    s: &IncidentGrpc,
    req: Request<pb::CreateIncidentActionRequest>,
) -> Result<Response<pb::IncidentAction>, Status> {
    let caller = Caller::of(&req);
    let pb::CreateIncidentActionRequest {
        incident_id,
        action,
    } = req.into_inner();
    let a = use_cases::create_action(
        &s.db,
        &caller,
        &incident_id,
        action.unwrap_or_default().into(),
    )
    .await
    .map_err(status)?;
    s.wake();
    Ok(Response::new(a.into()))
}

pub(super) async fn update(
    s: &IncidentGrpc,
    req: Request<pb::UpdateIncidentActionRequest>,
) -> Result<Response<pb::IncidentAction>, Status> {
    let caller = Caller::of(&req);
    let pb::UpdateIncidentActionRequest { id, action } = req.into_inner();
    let a = use_cases::update_action(&s.db, &caller, &id, action.unwrap_or_default().into())
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(a.into()))
}

pub(super) async fn set_status(
    s: &IncidentGrpc,
    req: Request<pb::SetIncidentActionStatusRequest>,
) -> Result<Response<pb::SetIncidentActionStatusResponse>, Status> {
    let caller = Caller::of(&req);
    let (a, incident) = use_cases::set_action_status(&s.db, &caller, req.into_inner().into())
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(pb::SetIncidentActionStatusResponse {
        action: Some(a.into()),
        incident: Some(incident.into()),
    }))
}

pub(super) async fn delete(
    s: &IncidentGrpc,
    req: Request<pb::DeleteIncidentActionRequest>,
) -> Result<Response<pb::DeleteIncidentActionResponse>, Status> {
    let caller = Caller::of(&req);
    let pb::DeleteIncidentActionRequest { id } = req.into_inner();
    use_cases::delete_action(&s.db, &caller, &id)
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(pb::DeleteIncidentActionResponse {}))
}
