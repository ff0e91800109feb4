//! gRPC transport of an incident's losses and lessons: reads the request and
//! the signed caller, calls `domain::use_cases`, wakes the outbox relay and
//! answers through `convert`.

use platform::grpc::Caller;
use proto::incident::v1 as pb;
use tonic::{Request, Response, Status};

use super::{IncidentGrpc, incidents::status};
use crate::domain::use_cases;

pub(super) async fn add_loss(
    s: &IncidentGrpc,
    req: Request<pb::AddIncidentLossRequest>,
) -> Result<Response<pb::IncidentLoss>, Status> {
    let caller = Caller::of(&req);
    let l = use_cases::add_loss(&s.db, &caller, req.into_inner().into())
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(l.into()))
}

pub(super) async fn delete_loss(
    s: &IncidentGrpc,
    req: Request<pb::DeleteIncidentLossRequest>,
) -> Result<Response<pb::DeleteIncidentLossResponse>, Status> {
    let caller = Caller::of(&req);
    let pb::DeleteIncidentLossRequest { id } = req.into_inner();
    use_cases::delete_loss(&s.db, &caller, &id)
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(pb::DeleteIncidentLossResponse {}))
}

pub(super) async fn add_lesson(
    s: &IncidentGrpc,
    req: Request<pb::AddIncidentLessonRequest>,
) -> Result<Response<pb::IncidentLesson>, Status> {
    let caller = Caller::of(&req);
    let pb::AddIncidentLessonRequest { incident_id, text } = req.into_inner();
    let l = use_cases::add_lesson(&s.db, &caller, &incident_id, &text)
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(l.into()))
}

pub(super) async fn mark_planned(
    s: &IncidentGrpc,
    req: Request<pb::MarkLessonPlannedRequest>,
) -> Result<Response<pb::IncidentLesson>, Status> {
    let caller = Caller::of(&req);
    let l = use_cases::mark_lesson_planned(&s.db, &caller, req.into_inner().into())
        .await
        .map_err(status)?;
    s.wake();
    Ok(Response::new(l.into()))
}
