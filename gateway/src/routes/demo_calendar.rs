//! The calendar app (spec sections 3, 4, 7; ADR 0021): the caller's own
//! events in the demo service, plus their risk due dates (the action plans
//! and control activities they own, read from the risk service) as read-only
//! events. The risk service being down never fails the calendar: the own
//! events are answered and `X-Risk-Events: unavailable` says what is missing.

use actix_web::{HttpResponse, web};
use chrono::{Duration, NaiveDate};
use platform::{error::ApiError, permissions::RISK_READ};
use proto::{demo::v1 as pb, risk::v1 as risk};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::{IntoParams, ToSchema};

use super::demo_todo::{FieldReader, id_of};
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// An event's id: a number for the caller's own events, `action-plan:<id>`
/// or `control-activity:<id>` for the read-only risk due dates.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum EventId {
    Own(u32),
    Risk(String),
}

/// An event as the template's calendar reads it.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventJson {
    pub id: EventId,
    pub title: String,
    /// YYYY-MM-DD for an all-day event, RFC 3339 UTC otherwise.
    pub start: String,
    /// As start; for an all-day event the day after its last day.
    pub end: String,
    /// business, work, personal, family, etc; `risk` for a risk due date.
    pub label: String,
    pub all_day: bool,
    pub selectable: bool,
    /// A risk due date: shown, not moved or edited here.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub read_only: bool,
    /// For a risk due date, the SPA page of its plan or control.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
    /// For a risk due date: actionPlan or controlActivity.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
}

impl From<pb::CalendarEvent> for EventJson {
    fn from(e: pb::CalendarEvent) -> Self {
        let pb::CalendarEvent {
            id,
            title,
            start,
            end,
            label,
            all_day,
            selectable,
        } = e;
        Self {
            id: EventId::Own(id),
            title,
            start,
            end,
            label,
            all_day,
            selectable,
            read_only: false,
            url: None,
            kind: None,
        }
    }
}

/// The range of the list; both optional.
#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
pub struct EventRange {
    /// Only events ending at or after this (YYYY-MM-DD or RFC 3339).
    pub start: Option<String>,
    /// Only events starting before this (YYYY-MM-DD or RFC 3339).
    pub end: Option<String>,
}

/// `{event}` of add-event and update-event.
#[derive(Deserialize, ToSchema)]
pub struct EventBody {
    /// title, start, end, label, allDay, selectable (default true); update-event also id.
    #[schema(value_type = Object)]
    pub event: Option<Value>,
}

/// `{id}` of remove-event, and its answer.
#[derive(Deserialize, Serialize, ToSchema)]
pub struct EventIdBody {
    #[schema(value_type = u32)]
    pub id: Option<Value>,
}

/// How many risk due dates are read per kind (the first page, earliest due).
const RISK_EVENTS_MAX: u32 = 100;

fn input_of(r: &mut FieldReader) -> pb::CalendarEventInput {
    pb::CalendarEventInput {
        title: r.text("title"),
        start: r.text("start"),
        end: r.text("end"),
        label: r.text("label"),
        all_day: r.flag("allDay"),
        selectable: r.flag_or_true("selectable"),
    }
}

/// The first day of a range bound (its date part), if any.
fn day_of(bound: &Option<String>) -> Option<NaiveDate> {
    let text = bound.as_deref()?.trim();
    text.get(..10)
        .and_then(|d| NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
}

/// A due date as a one-day read-only event, when it falls in the range.
fn due_event(
    id: String,
    title: String,
    due: &str,
    url: String,
    kind: &str,
    range: (Option<NaiveDate>, Option<NaiveDate>),
) -> Option<EventJson> {
    let day = NaiveDate::parse_from_str(due, "%Y-%m-%d").ok()?;
    // The day is [day, day + 1): it shows when it overlaps the range (whose
    // bounds count by their date, so a day at the edge is kept).
    if range.0.is_some_and(|from| day < from) || range.1.is_some_and(|to| day > to) {
        return None;
    }
    Some(EventJson {
        id: EventId::Risk(id),
        title,
        start: day.format("%Y-%m-%d").to_string(),
        end: (day + Duration::days(1)).format("%Y-%m-%d").to_string(),
        label: "risk".to_owned(),
        all_day: true,
        selectable: false,
        read_only: true,
        url: Some(url),
        kind: Some(kind.to_owned()),
    })
}

/// Whether the caller's risk due dates are in the answer.
enum RiskEvents {
    /// Read (possibly none).
    Shown(Vec<EventJson>),
    /// The caller's role does not read the risk module.
    NotGranted,
    /// The risk service did not answer.
    Unavailable,
}

/// The caller's open action plans and control activities due in the range.
async fn risk_events(state: &AppState, ctx: &Ctx, range: &EventRange) -> RiskEvents {
    let Ok(identity) = ctx.identity() else {
        return RiskEvents::NotGranted;
    };
    let granted = match state
        .verifier
        .permissions(&identity.role, &ctx.caller())
        .await
    {
        Ok(map) => map.get(RISK_READ).copied().unwrap_or(false),
        Err(_) => return RiskEvents::Unavailable,
    };
    if !granted {
        return RiskEvents::NotGranted;
    }
    let days = (day_of(&range.start), day_of(&range.end));
    let owner = identity.user_id.clone();
    let mut client = state.clients.risk_as(ctx);
    let mut client2 = client.clone();
    let (plans, activities) = tokio::join!(
        client.list_action_plans(risk::ListActionPlansRequest {
            per_page: RISK_EVENTS_MAX,
            owner_id: owner.clone(),
            sort: "due_date".to_owned(),
            ..Default::default()
        }),
        client2.list_control_activities(risk::ListControlActivitiesRequest {
            per_page: RISK_EVENTS_MAX,
            owner_id: owner,
            ..Default::default()
        }),
    );
    let (plans, activities) = match (plans, activities) {
        (Ok(p), Ok(a)) => (p.into_inner(), a.into_inner()),
        (Err(e), _) | (_, Err(e)) => {
            tracing::warn!(error = %e, "calendar: risk due dates unavailable");
            return RiskEvents::Unavailable;
        }
    };
    let mut events: Vec<EventJson> = plans
        .action_plans
        .into_iter()
        .filter(|p| p.status != "complete")
        .filter_map(|p| {
            due_event(
                format!("action-plan:{}", p.id),
                format!("{} · {}", p.reference, p.title),
                &p.due_date,
                format!("/risk/action/plan?q={}", p.reference),
                "actionPlan",
                days,
            )
        })
        .collect();
    events.extend(
        activities
            .activities
            .into_iter()
            .filter(|a| a.status != "complete")
            .filter_map(|a| {
                let title = match &a.control_reference {
                    Some(r) if !r.is_empty() => format!("{r} · {}", a.name),
                    _ => a.name.clone(),
                };
                due_event(
                    format!("control-activity:{}", a.id),
                    title,
                    &a.due_date,
                    format!("/risk/control/{}", a.control_id),
                    "controlActivity",
                    days,
                )
            }),
    );
    RiskEvents::Shown(events)
}

/// The caller's events in the range, earliest first, then their open risk
/// due dates as read-only all-day events. `X-Risk-Events` says `shown`,
/// `not-granted` (no risk.read) or `unavailable` (the risk service is down).
#[utoipa::path(get, path = "/api/apps/calendar/events", tag = "demo", params(EventRange), security(("bearer" = [])),
    responses((status = 200, body = Vec<EventJson>,
               headers(("X-Risk-Events" = String, description = "shown, not-granted or unavailable"))),
              (status = 401, body = ErrorBody), (status = 422, body = ErrorBody, description = "A bound is not a date")))]
pub async fn events(
    state: web::Data<AppState>,
    ctx: Ctx,
    range: web::Query<EventRange>,
) -> Result<HttpResponse, HttpError> {
    let range = range.into_inner();
    let mut demo = state.clients.calendar_as(&ctx);
    let (own, risk) = tokio::join!(
        demo.list_calendar_events(pb::ListCalendarEventsRequest {
            start: range.start.clone().unwrap_or_default(),
            end: range.end.clone().unwrap_or_default(),
        }),
        risk_events(&state, &ctx, &range),
    );
    let mut events: Vec<EventJson> = own?
        .into_inner()
        .events
        .into_iter()
        .map(Into::into)
        .collect();
    let flag = match risk {
        RiskEvents::Shown(more) => {
            events.extend(more);
            "shown"
        }
        RiskEvents::NotGranted => "not-granted",
        RiskEvents::Unavailable => "unavailable",
    };
    Ok(HttpResponse::Ok()
        .insert_header(("X-Risk-Events", flag))
        .json(events))
}

/// A risk due date's id: it is changed on its plan or activity, not here.
fn refuse_read_only(id: Option<&Value>) -> Result<(), HttpError> {
    match id.and_then(Value::as_str) {
        Some(s) if s.starts_with("action-plan:") || s.starts_with("control-activity:") => {
            Err(HttpError(ApiError::new(
                platform::error::ErrorKind::Conflict,
                "EVENT_READ_ONLY",
                "A risk due date is changed on its action plan or control activity.",
            )))
        }
        _ => Ok(()),
    }
}

/// Adds an event to the caller's calendar: 201 with the event.
#[utoipa::path(post, path = "/api/apps/calendar/add-event", tag = "demo", request_body = EventBody, security(("bearer" = [])),
    responses((status = 201, body = EventJson), (status = 401, body = ErrorBody),
              (status = 422, body = ErrorBody, description = "Field errors by name (title, start, end, label; end before start)")))]
pub async fn add_event(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<EventBody>,
) -> Result<HttpResponse, HttpError> {
    let (_, event) = FieldReader::read(&body.event, "event", false, input_of)?;
    let res = state
        .clients
        .calendar_as(&ctx)
        .add_calendar_event(pb::AddCalendarEventRequest { event: Some(event) })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(EventJson::from(res)))
}

/// Replaces an event (a move by drag, a resize, an edit): the event answered.
#[utoipa::path(post, path = "/api/apps/calendar/update-event", tag = "demo", request_body = EventBody, security(("bearer" = [])),
    responses((status = 200, body = EventJson), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody, description = "No such event of the caller's (EVENT_NOT_FOUND)"),
              (status = 409, body = ErrorBody, description = "A risk due date (EVENT_READ_ONLY)"),
              (status = 422, body = ErrorBody, description = "Field errors by name")))]
pub async fn update_event(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<EventBody>,
) -> Result<HttpResponse, HttpError> {
    let body = body.into_inner();
    refuse_read_only(body.event.as_ref().and_then(|e| e.get("id")))?;
    let (id, event) = FieldReader::read(&body.event, "event", true, input_of)?;
    let res = state
        .clients
        .calendar_as(&ctx)
        .update_calendar_event(pb::UpdateCalendarEventRequest {
            id,
            event: Some(event),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(EventJson::from(res)))
}

/// Removes an event of the caller's for good: `{id}` answered.
#[utoipa::path(post, path = "/api/apps/calendar/remove-event", tag = "demo", request_body = EventIdBody, security(("bearer" = [])),
    responses((status = 200, body = EventIdBody), (status = 401, body = ErrorBody),
              (status = 404, body = ErrorBody, description = "No such event of the caller's (EVENT_NOT_FOUND)"),
              (status = 409, body = ErrorBody, description = "A risk due date (EVENT_READ_ONLY)"),
              (status = 422, body = ErrorBody, description = "No id")))]
pub async fn remove_event(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<EventIdBody>,
) -> Result<HttpResponse, HttpError> {
    let body = body.into_inner();
    refuse_read_only(body.id.as_ref())?;
    let Some(id) = body.id.as_ref().and_then(id_of) else {
        let mut fields = std::collections::BTreeMap::new();
        fields.insert("id".to_owned(), platform::validate::REQUIRED.to_owned());
        return Err(HttpError(ApiError::validation(fields)));
    };
    let res = state
        .clients
        .calendar_as(&ctx)
        .remove_calendar_event(pb::RemoveCalendarEventRequest { id })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(serde_json::json!({ "id": res.id })))
}
