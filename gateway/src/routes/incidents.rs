//! The incident register (`/api/v1/incidents`), its approval workflow,
//! losses and lessons, a lesson turned into a risk's action plan, and the
//! incidents of a risk. Bodies and answers are the incident.v1 messages as
//! JSON (ADR 0007); every call is forwarded on behalf of the caller, the
//! answers named by `linked_risks` (docs/incident-module.md).

use actix_web::{HttpRequest, HttpResponse, web};
use platform::permissions::RISK_WRITE;
use proto::{incident::v1 as ipb, risk::v1 as rpb};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::{
    linked_risks,
    risks::{TransitionBody, VersionQuery},
};
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    state::AppState,
};

/// One page of the incident register: the list envelope, plus whether the
/// total is an estimate (above 10,000 on PostgreSQL, ADR 0014).
#[derive(Serialize, ToSchema)]
pub struct IncidentPage {
    pub data: Vec<ipb::Incident>,
    pub page: u64,
    pub per_page: u64,
    /// Exact up to 10,000; above that it may be the database's estimate.
    pub total: u64,
    /// True when `total` is an estimate ("about 100,000").
    pub total_is_estimate: bool,
}

#[utoipa::path(get, path = "/api/v1/incidents", tag = "incident", params(ipb::ListIncidentsRequest),
    security(("bearer" = [])),
    responses((status = 200, body = IncidentPage,
               description = "Names and linked risks filled; a link is found, missing or unavailable"),
              (status = 400, body = ErrorBody), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 422, body = ErrorBody), (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<ipb::ListIncidentsRequest>,
) -> Result<HttpResponse, HttpError> {
    page_of(&state, &ctx, query.into_inner()).await
}

/// One page of the register, named, as the list envelope.
async fn page_of(
    state: &AppState,
    ctx: &Ctx,
    q: ipb::ListIncidentsRequest,
) -> Result<HttpResponse, HttpError> {
    let (page, per_page) = (q.page, q.per_page);
    let res = state
        .clients
        .incident_as(ctx)
        .list_incidents(q)
        .await?
        .into_inner();
    let data = linked_risks::incidents(state, ctx, res.incidents).await?;
    let Page {
        data,
        page,
        per_page,
        total,
    } = Page::of(data, page, per_page, res.total);
    Ok(HttpResponse::Ok().json(IncidentPage {
        data,
        page,
        per_page,
        total,
        total_is_estimate: res.total_is_estimate,
    }))
}

/// The incidents linked to a risk (the risk's page), with the register's
/// other filters.
#[utoipa::path(get, path = "/api/v1/risks/{id}/incidents", tag = "incident", params(ipb::ListIncidentsRequest),
    security(("bearer" = [])),
    responses((status = 200, body = IncidentPage), (status = 400, body = ErrorBody),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn of_risk(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    query: web::Query<ipb::ListIncidentsRequest>,
) -> Result<HttpResponse, HttpError> {
    let mut q = query.into_inner();
    q.risk_id = id.into_inner();
    page_of(&state, &ctx, q).await
}

#[utoipa::path(get, path = "/api/v1/incidents/{id}", tag = "incident", security(("bearer" = [])),
    responses((status = 200, body = ipb::IncidentDetail, description = "Names and linked risks filled"),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn get(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let detail = state
        .clients
        .incident_as(&ctx)
        .get_incident(ipb::GetIncidentRequest {
            id: id.into_inner(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(linked_risks::detail(&state, &ctx, detail).await?))
}

/// Records an incident with its first actions; the linked risks must exist
/// in the risk service (422 `risk_ids`), unless it does not answer.
#[utoipa::path(post, path = "/api/v1/incidents", tag = "incident", request_body = ipb::CreateIncidentRequest,
    security(("bearer" = [])),
    responses((status = 201, body = ipb::Incident), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ipb::CreateIncidentRequest>,
) -> Result<HttpResponse, HttpError> {
    let req = body.into_inner();
    if let Some(i) = &req.incident {
        linked_risks::check_risk_ids(&state, &ctx, &i.risk_ids).await?;
    }
    let incident = state
        .clients
        .incident_as(&ctx)
        .create_incident(req)
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(linked_risks::changed(&state, &ctx, incident).await?))
}

/// Replaces an incident's content; `version` must be the one read (else 409).
#[utoipa::path(put, path = "/api/v1/incidents/{id}", tag = "incident", request_body = ipb::UpdateIncidentRequest,
    security(("bearer" = [])),
    responses((status = 200, body = ipb::Incident), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "STALE_VERSION"), (status = 422, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<ipb::UpdateIncidentRequest>,
) -> Result<HttpResponse, HttpError> {
    let mut req = body.into_inner();
    req.id = id.into_inner();
    if let Some(i) = &req.incident {
        linked_risks::check_risk_ids(&state, &ctx, &i.risk_ids).await?;
    }
    let incident = state
        .clients
        .incident_as(&ctx)
        .update_incident(req)
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(linked_risks::changed(&state, &ctx, incident).await?))
}

/// Soft-deletes an incident (approvers only).
#[utoipa::path(delete, path = "/api/v1/incidents/{id}", tag = "incident", params(VersionQuery), security(("bearer" = [])),
    responses((status = 204), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody, description = "STALE_VERSION"),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    query: web::Query<VersionQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    state
        .clients
        .incident_as(&ctx)
        .delete_incident(ipb::DeleteIncidentRequest {
            id: id.into_inner(),
            version: q.version,
            comment: q.comment,
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

async fn transition(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: String,
    action: &str,
    body: TransitionBody,
) -> Result<HttpResponse, HttpError> {
    let incident = state
        .clients
        .incident_as(&ctx)
        .transition_incident(ipb::TransitionIncidentRequest {
            id,
            action: action.into(),
            version: body.version,
            comment: body.comment,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(linked_risks::changed(&state, &ctx, incident).await?))
}

/// Sends a proposed or rejected incident for approval.
#[utoipa::path(post, path = "/api/v1/incidents/{id}/submit", tag = "incident", request_body = TransitionBody,
    security(("bearer" = [])),
    responses((status = 200, body = ipb::Incident), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 409, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn submit(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<TransitionBody>,
) -> Result<HttpResponse, HttpError> {
    transition(state, ctx, id.into_inner(), "submit", body.into_inner()).await
}

/// Approves a pending incident; not by one of its makers (403 FOUR_EYES).
#[utoipa::path(post, path = "/api/v1/incidents/{id}/approve", tag = "incident", request_body = TransitionBody,
    security(("bearer" = [])),
    responses((status = 200, body = ipb::Incident), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "FORBIDDEN or FOUR_EYES"), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn approve(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<TransitionBody>,
) -> Result<HttpResponse, HttpError> {
    transition(state, ctx, id.into_inner(), "approve", body.into_inner()).await
}

/// Rejects a pending incident with a comment; not by one of its makers.
#[utoipa::path(post, path = "/api/v1/incidents/{id}/reject", tag = "incident", request_body = TransitionBody,
    security(("bearer" = [])),
    responses((status = 200, body = ipb::Incident), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "FORBIDDEN or FOUR_EYES"), (status = 404, body = ErrorBody),
              (status = 409, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn reject(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<TransitionBody>,
) -> Result<HttpResponse, HttpError> {
    transition(state, ctx, id.into_inner(), "reject", body.into_inner()).await
}

/// A loss's body (POST /api/v1/incidents/{id}/losses).
#[derive(Deserialize, Serialize, ToSchema)]
pub struct LossBody {
    /// actual or recovery.
    #[serde(default)]
    pub kind: String,
    /// More than 0.
    #[serde(default)]
    pub amount: f64,
    /// YYYY-MM-DD; empty: today.
    #[serde(default)]
    pub booked_on: String,
    #[serde(default)]
    pub note: String,
}

/// Books a loss or a recovery on an incident.
#[utoipa::path(post, path = "/api/v1/incidents/{id}/losses", tag = "incident", request_body = LossBody,
    security(("bearer" = [])),
    responses((status = 201, body = ipb::IncidentLoss), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn add_loss(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<LossBody>,
) -> Result<HttpResponse, HttpError> {
    let b = body.into_inner();
    let loss = state
        .clients
        .incident_as(&ctx)
        .add_incident_loss(ipb::AddIncidentLossRequest {
            incident_id: id.into_inner(),
            kind: b.kind,
            amount: b.amount,
            booked_on: b.booked_on,
            note: b.note,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(loss))
}

/// Removes a booked loss.
#[utoipa::path(delete, path = "/api/v1/incident-losses/{id}", tag = "incident", security(("bearer" = [])),
    responses((status = 204), (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 404, body = ErrorBody), (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn delete_loss(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .incident_as(&ctx)
        .delete_incident_loss(ipb::DeleteIncidentLossRequest {
            id: id.into_inner(),
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// A lesson's body.
#[derive(Deserialize, Serialize, ToSchema)]
pub struct LessonBody {
    /// Required, at most 2 000 characters.
    #[serde(default)]
    pub text: String,
}

/// Records a lesson learned on an incident.
#[utoipa::path(post, path = "/api/v1/incidents/{id}/lessons", tag = "incident", request_body = LessonBody,
    security(("bearer" = [])),
    responses((status = 201, body = ipb::IncidentLesson), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn add_lesson(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<LessonBody>,
) -> Result<HttpResponse, HttpError> {
    let lesson = state
        .clients
        .incident_as(&ctx)
        .add_incident_lesson(ipb::AddIncidentLessonRequest {
            incident_id: id.into_inner(),
            text: body.into_inner().text,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(lesson))
}

/// What a lesson's action plan takes.
#[derive(Deserialize, Serialize, ToSchema)]
pub struct PlanBody {
    /// A risk the lesson's incident links.
    #[serde(default)]
    pub risk_id: String,
    /// The plan's owner (user id).
    #[serde(default)]
    pub owner_id: String,
    /// The plan's due day, YYYY-MM-DD.
    #[serde(default)]
    pub due_on: String,
}

/// The most characters of a plan's title (the risk service's limit).
const PLAN_TITLE_CHARS: usize = 200;

/// Incidents linked to a risk read to find a lesson (pages of 100).
const LESSON_SEARCH_PAGES: u32 = 5;

/// A lesson's plan title: its text on one line, at most 200 characters.
fn plan_title(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    one_line.chars().take(PLAN_TITLE_CHARS).collect()
}

/// The lesson `id` among the incidents linked to `risk_id` (the plan's
/// risk must be one the lesson's incident links).
async fn linked_lesson(
    state: &AppState,
    ctx: &Ctx,
    id: &str,
    risk_id: &str,
) -> Result<Option<ipb::IncidentLesson>, HttpError> {
    let incidents = state.clients.incident_as(ctx);
    for page in 1..=LESSON_SEARCH_PAGES {
        let res = incidents
            .clone()
            .list_incidents(ipb::ListIncidentsRequest {
                page,
                per_page: 100,
                risk_id: risk_id.to_owned(),
                ..Default::default()
            })
            .await?
            .into_inner();
        let n = res.incidents.len();
        for i in res.incidents {
            let detail = incidents
                .clone()
                .get_incident(ipb::GetIncidentRequest { id: i.id })
                .await?
                .into_inner();
            if let Some(l) = detail.lessons.into_iter().find(|l| l.id == id) {
                return Ok(Some(l));
            }
        }
        if n < 100 {
            break;
        }
    }
    Ok(None)
}

fn invalid(field: &str, message: &str) -> HttpError {
    platform::error::ApiError::validation(std::collections::BTreeMap::from([(
        field.to_owned(),
        message.to_owned(),
    )]))
    .into()
}

/// Turns a lesson into an action plan of a risk its incident links: the
/// plan is created in the risk service (as the caller, titled with the
/// lesson's text), then the lesson is marked planned. Needs incident.write
/// (the route) and risk.write (checked here, the same 403).
#[utoipa::path(post, path = "/api/v1/incident-lessons/{id}/plan", tag = "incident", request_body = PlanBody,
    security(("bearer" = [])),
    responses((status = 200, body = ipb::IncidentLesson), (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "Without incident.write or risk.write"),
              (status = 404, body = ErrorBody), (status = 409, body = ErrorBody, description = "The lesson is planned already"),
              (status = 422, body = ErrorBody, description = "risk_id not linked by the lesson's incident, or the plan's fields"),
              (status = 503, body = ErrorBody, description = "The incident or the risk service is down")))]
pub async fn plan_lesson(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    id: web::Path<String>,
    body: web::Json<PlanBody>,
) -> Result<HttpResponse, HttpError> {
    crate::access::require(&state, &ctx, &req, RISK_WRITE).await?;
    let id = id.into_inner();
    let b = body.into_inner();
    if b.risk_id.trim().is_empty() {
        return Err(invalid("risk_id", "Pick the risk the plan is for."));
    }
    let Some(lesson) = linked_lesson(&state, &ctx, &id, &b.risk_id).await? else {
        return Err(invalid(
            "risk_id",
            "Pick a risk that the lesson's incident links.",
        ));
    };
    if !lesson.action_plan_id.is_empty() {
        return Err(platform::error::ApiError::new(
            platform::error::ErrorKind::Conflict,
            "STALE_VERSION",
            "This lesson already became an action plan.",
        )
        .into());
    }
    let plan = state
        .clients
        .risk_as(&ctx)
        .create_action_plan(rpb::CreateActionPlanRequest {
            action_plan: Some(rpb::ActionPlanInput {
                title: plan_title(&lesson.text),
                description: lesson.text.clone(),
                risk_id: Some(b.risk_id.clone()),
                owner_id: Some(b.owner_id).filter(|o| !o.is_empty()),
                priority: "Medium".into(),
                due_date: b.due_on,
                ..Default::default()
            }),
        })
        .await?
        .into_inner();
    let marked = state
        .clients
        .incident_as(&ctx)
        .mark_lesson_planned(ipb::MarkLessonPlannedRequest {
            id,
            risk_id: b.risk_id,
            action_plan_id: plan.id.clone(),
        })
        .await;
    match marked {
        Ok(lesson) => Ok(HttpResponse::Ok().json(lesson.into_inner())),
        Err(status) => {
            // The plan without its lesson would be an orphan: take it back
            // (best effort), then answer the incident service's error.
            if let Err(e) = state
                .clients
                .risk_as(&ctx)
                .delete_action_plan(rpb::DeleteActionPlanRequest {
                    id: plan.id.clone(),
                    version: plan.version,
                })
                .await
            {
                tracing::warn!(plan = %plan.id, error = %e, "a lesson's plan could not be taken back");
            }
            Err(status.into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plan_title_is_the_lesson_on_one_line_cut_at_200() {
        assert_eq!(plan_title("  Check\nthe  backups "), "Check the backups");
        let long = "é".repeat(300);
        assert_eq!(plan_title(&long).chars().count(), 200);
    }
}
