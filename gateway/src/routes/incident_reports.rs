//! The incident dashboard (`/api/v1/incident-reports/dashboard`): the
//! incident service's figures, with the function names and the tallies per
//! risk category the gateway adds (docs/incident-module.md "Dashboard").

use actix_web::{HttpResponse, web};
use proto::incident::v1 as ipb;
use serde::Serialize;
use utoipa::ToSchema;

use super::linked_risks;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// The dashboard, and whether its risk categories could be summed.
#[derive(Serialize, ToSchema)]
pub struct DashboardAnswer {
    #[serde(flatten)]
    pub dashboard: ipb::IncidentDashboard,
    /// True when the risk service did not answer: `by_risk_category` is
    /// then empty (not zero), the rest of the dashboard is whole.
    pub by_risk_category_unavailable: bool,
}

#[utoipa::path(get, path = "/api/v1/incident-reports/dashboard", tag = "incident", security(("bearer" = [])),
    responses((status = 200, body = DashboardAnswer,
               description = "Function labels and by_risk_category filled (empty, with by_risk_category_unavailable, when the risk service is down)"),
              (status = 401, body = ErrorBody), (status = 403, body = ErrorBody),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn dashboard(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let mut dashboard = state
        .clients
        .incident_as(&ctx)
        .get_incident_dashboard(ipb::IncidentDashboardRequest {})
        .await?
        .into_inner();
    let summed = linked_risks::dashboard(&state, &ctx, &mut dashboard).await?;
    Ok(HttpResponse::Ok().json(DashboardAnswer {
        dashboard,
        by_risk_category_unavailable: !summed,
    }))
}
