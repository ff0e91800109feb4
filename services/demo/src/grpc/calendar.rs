//! gRPC transport of the calendar app: the verified caller, the request read
//! into the domain's input, the answer written back.

use platform::{error::ApiError, grpc::Caller};
use proto::demo::v1::{self as pb, calendar_service_server::CalendarService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::domain::calendar::{self, EventInput, format_instant};
use crate::store::calendar::event;

pub struct CalendarGrpc {
    db: DatabaseConnection,
}

impl CalendarGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

fn event_of(row: event::Model) -> pb::CalendarEvent {
    let event::Model {
        user_id: _,
        id,
        title,
        start_at,
        end_at,
        label,
        all_day,
        selectable,
    } = row;
    pb::CalendarEvent {
        id: id as u32,
        title,
        start: format_instant(start_at, all_day),
        end: format_instant(end_at, all_day),
        label,
        all_day,
        selectable,
    }
}

fn input_of(event: Option<pb::CalendarEventInput>) -> EventInput {
    let pb::CalendarEventInput {
        title,
        start,
        end,
        label,
        all_day,
        selectable,
    } = event.unwrap_or_default();
    EventInput {
        title,
        start,
        end,
        label,
        all_day,
        selectable,
    }
}

fn status(e: calendar::CalendarError) -> Status {
    ApiError::from(e).into_status()
}

#[tonic::async_trait]
impl CalendarService for CalendarGrpc {
    async fn list_calendar_events(
        &self,
        req: Request<pb::ListCalendarEventsRequest>,
    ) -> Result<Response<pb::ListCalendarEventsResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::ListCalendarEventsRequest { start, end } = req.into_inner();
        let rows = calendar::list(&self.db, &caller.user_id, &start, &end)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ListCalendarEventsResponse {
            events: rows.into_iter().map(event_of).collect(),
        }))
    }

    async fn add_calendar_event(
        &self,
        req: Request<pb::AddCalendarEventRequest>,
    ) -> Result<Response<pb::CalendarEvent>, Status> {
        let caller = Caller::of(&req);
        let input = input_of(req.into_inner().event);
        let row = calendar::add(&self.db, &caller.user_id, input)
            .await
            .map_err(status)?;
        Ok(Response::new(event_of(row)))
    }

    async fn update_calendar_event(
        &self,
        req: Request<pb::UpdateCalendarEventRequest>,
    ) -> Result<Response<pb::CalendarEvent>, Status> {
        let caller = Caller::of(&req);
        let pb::UpdateCalendarEventRequest { id, event } = req.into_inner();
        let row = calendar::update(&self.db, &caller.user_id, id, input_of(event))
            .await
            .map_err(status)?;
        Ok(Response::new(event_of(row)))
    }

    async fn remove_calendar_event(
        &self,
        req: Request<pb::RemoveCalendarEventRequest>,
    ) -> Result<Response<pb::RemoveCalendarEventResponse>, Status> {
        let caller = Caller::of(&req);
        let id = calendar::remove(&self.db, &caller.user_id, req.into_inner().id)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::RemoveCalendarEventResponse { id }))
    }
}
