//! gRPC transport of the incident service: reads the request, calls the
//! store or the domain, answers through [`convert`].

mod actions;
mod attachments;
mod categories;
mod convert;
mod incidents;
mod losses;
mod reports;
pub mod risk_client;

use proto::incident::v1::{self as pb, incident_service_server::IncidentService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

pub struct IncidentGrpc {
    db: DatabaseConnection,
    attachments: platform::files::AttachmentSettings,
    /// Woken after a change commits, so its audit event goes out at once.
    relay: Option<platform::bus::Relay>,
    /// Recent register totals (`store::incident_list`).
    totals: crate::store::incident_list::Totals,
}

impl IncidentGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self {
            db,
            attachments: attachments::default_settings(),
            relay: None,
            totals: Default::default(),
        }
    }
}

#[tonic::async_trait]
impl IncidentService for IncidentGrpc {
    async fn list_incident_categories(
        &self,
        req: Request<pb::ListIncidentCategoriesRequest>,
    ) -> Result<Response<pb::ListIncidentCategoriesResponse>, Status> {
        self.list_categories(req).await
    }

    // TEMPORARY scaffold while issue 14's service is built: replaced RPC by RPC.
    async fn create_incident_category(
        &self,
        req: Request<pb::CreateIncidentCategoryRequest>,
    ) -> Result<Response<pb::IncidentCategory>, Status> {
        self.create_category(req).await
    }
    async fn update_incident_category(
        &self,
        req: Request<pb::UpdateIncidentCategoryRequest>,
    ) -> Result<Response<pb::IncidentCategory>, Status> {
        self.update_category(req).await
    }
    async fn delete_incident_category(
        &self,
        req: Request<pb::DeleteIncidentCategoryRequest>,
    ) -> Result<Response<pb::DeleteIncidentCategoryResponse>, Status> {
        self.delete_category(req).await
    }
    async fn list_incidents(
        &self,
        req: Request<pb::ListIncidentsRequest>,
    ) -> Result<Response<pb::ListIncidentsResponse>, Status> {
        self.list_register(req).await
    }
    async fn get_incident(
        &self,
        req: Request<pb::GetIncidentRequest>,
    ) -> Result<Response<pb::IncidentDetail>, Status> {
        incidents::get(self, req).await
    }
    async fn create_incident(
        &self,
        req: Request<pb::CreateIncidentRequest>,
    ) -> Result<Response<pb::Incident>, Status> {
        incidents::create(self, req).await
    }
    async fn update_incident(
        &self,
        req: Request<pb::UpdateIncidentRequest>,
    ) -> Result<Response<pb::Incident>, Status> {
        incidents::update(self, req).await
    }
    async fn delete_incident(
        &self,
        req: Request<pb::DeleteIncidentRequest>,
    ) -> Result<Response<pb::DeleteIncidentResponse>, Status> {
        incidents::delete(self, req).await
    }
    async fn transition_incident(
        &self,
        req: Request<pb::TransitionIncidentRequest>,
    ) -> Result<Response<pb::Incident>, Status> {
        incidents::transition(self, req).await
    }
    async fn list_incident_actions(
        &self,
        req: Request<pb::ListIncidentActionsRequest>,
    ) -> Result<Response<pb::ListIncidentActionsResponse>, Status> {
        actions::list(self, req).await
    }
    async fn create_incident_action(
        &self,
        req: Request<pb::CreateIncidentActionRequest>,
    ) -> Result<Response<pb::IncidentAction>, Status> {
        actions::create(self, req).await
    }
    async fn update_incident_action(
        &self,
        req: Request<pb::UpdateIncidentActionRequest>,
    ) -> Result<Response<pb::IncidentAction>, Status> {
        actions::update(self, req).await
    }
    async fn set_incident_action_status(
        &self,
        req: Request<pb::SetIncidentActionStatusRequest>,
    ) -> Result<Response<pb::SetIncidentActionStatusResponse>, Status> {
        actions::set_status(self, req).await
    }
    async fn delete_incident_action(
        &self,
        req: Request<pb::DeleteIncidentActionRequest>,
    ) -> Result<Response<pb::DeleteIncidentActionResponse>, Status> {
        actions::delete(self, req).await
    }
    async fn add_incident_loss(
        &self,
        req: Request<pb::AddIncidentLossRequest>,
    ) -> Result<Response<pb::IncidentLoss>, Status> {
        losses::add_loss(self, req).await
    }
    async fn delete_incident_loss(
        &self,
        req: Request<pb::DeleteIncidentLossRequest>,
    ) -> Result<Response<pb::DeleteIncidentLossResponse>, Status> {
        losses::delete_loss(self, req).await
    }
    async fn add_incident_lesson(
        &self,
        req: Request<pb::AddIncidentLessonRequest>,
    ) -> Result<Response<pb::IncidentLesson>, Status> {
        losses::add_lesson(self, req).await
    }
    async fn mark_lesson_planned(
        &self,
        req: Request<pb::MarkLessonPlannedRequest>,
    ) -> Result<Response<pb::IncidentLesson>, Status> {
        losses::mark_planned(self, req).await
    }
    async fn get_incident_dashboard(
        &self,
        req: Request<pb::IncidentDashboardRequest>,
    ) -> Result<Response<pb::IncidentDashboard>, Status> {
        self.dashboard(req).await
    }

    async fn list_incident_attachments(
        &self,
        req: Request<pb::ListIncidentAttachmentsRequest>,
    ) -> Result<Response<pb::ListIncidentAttachmentsResponse>, Status> {
        self.list_attachments(req).await
    }
    async fn add_incident_attachment(
        &self,
        req: Request<pb::AddIncidentAttachmentRequest>,
    ) -> Result<Response<pb::IncidentAttachment>, Status> {
        self.add_attachment(req).await
    }
    async fn get_incident_attachment_content(
        &self,
        req: Request<pb::GetIncidentAttachmentContentRequest>,
    ) -> Result<Response<pb::IncidentAttachmentContent>, Status> {
        self.attachment_content(req).await
    }
    async fn delete_incident_attachment(
        &self,
        req: Request<pb::DeleteIncidentAttachmentRequest>,
    ) -> Result<Response<pb::DeleteIncidentAttachmentResponse>, Status> {
        self.delete_attachment(req).await
    }

    type ExportIncidentsStream = reports::ExportStream;
    async fn export_incidents(
        &self,
        req: Request<pb::ListIncidentsRequest>,
    ) -> Result<Response<Self::ExportIncidentsStream>, Status> {
        self.export_register(req).await
    }
}
