//! gRPC transport of the settings service: reads the caller, converts each
//! request (`TryFrom` in [`convert`]), calls the domain or the store, and
//! answers through [`convert`]. Errors are `SettingsError`s, turned into
//! statuses in one step, [`status`] (through `ApiError`, ADR 5).

pub mod auth_client;
mod convert;

use platform::{bus::Relay, error::ApiError, grpc::Caller};
use proto::settings::v1::{self as pb, settings_service_server::SettingsService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::{
    domain::{
        SettingsError,
        audit::AuditQuery,
        bookmarks,
        functions::{self, FunctionForCreate, FunctionForUpdate, FunctionQuery},
        messages::{self, MessageQuery, SystemMessage},
        pages::{self, BookmarkChange, PageSearch},
        saved_views::{self, ViewForCreate, ViewForUpdate},
    },
    store::audit_events as audit_store,
};
use convert::{audit_event_pb, bookmark_pb, function_pb, message_pb, page_pb, saved_view_pb};

/// The one step from a settings error to the wire: through its one mapping
/// to `ApiError`, then `ApiError::into_status`.
fn status(e: SettingsError) -> Status {
    ApiError::from(e).into_status()
}

pub struct SettingsGrpc {
    db: DatabaseConnection,
    relay: Relay,
}

impl SettingsGrpc {
    pub fn new(db: DatabaseConnection, relay: Relay) -> Self {
        Self { db, relay }
    }
}

#[tonic::async_trait]
impl SettingsService for SettingsGrpc {
    async fn list_messages(
        &self,
        req: Request<pb::ListMessagesRequest>,
    ) -> Result<Response<pb::ListMessagesResponse>, Status> {
        let caller = Caller::of(&req);
        let query = MessageQuery::try_from(req.into_inner()).map_err(status)?;
        let (rows, total, unread) = messages::list(&self.db, &caller, query)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ListMessagesResponse {
            messages: rows.into_iter().map(message_pb).collect(),
            total,
            unread,
        }))
    }

    async fn mark_message_read(
        &self,
        req: Request<pb::MarkMessageReadRequest>,
    ) -> Result<Response<pb::Message>, Status> {
        let caller = Caller::of(&req);
        let pb::MarkMessageReadRequest { id } = req.into_inner();
        let m = messages::set_read(&self.db, &caller, &id, true)
            .await
            .map_err(status)?;
        Ok(Response::new(message_pb(m)))
    }

    async fn send_system_message(
        &self,
        req: Request<pb::SendSystemMessageRequest>,
    ) -> Result<Response<pb::SendSystemMessageResponse>, Status> {
        let caller = Caller::of(&req);
        let message = SystemMessage::from(req.into_inner());
        messages::send_system(&self.db, &caller, message)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::SendSystemMessageResponse {}))
    }

    async fn mark_message_unread(
        &self,
        req: Request<pb::MarkMessageUnreadRequest>,
    ) -> Result<Response<pb::Message>, Status> {
        let caller = Caller::of(&req);
        let pb::MarkMessageUnreadRequest { id } = req.into_inner();
        let m = messages::set_read(&self.db, &caller, &id, false)
            .await
            .map_err(status)?;
        Ok(Response::new(message_pb(m)))
    }

    async fn mark_all_messages_read(
        &self,
        req: Request<pb::MarkAllMessagesReadRequest>,
    ) -> Result<Response<pb::MarkAllMessagesReadResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::MarkAllMessagesReadRequest {} = req.into_inner();
        let updated = messages::mark_all_read(&self.db, &caller)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::MarkAllMessagesReadResponse { updated }))
    }

    async fn list_bookmarks(
        &self,
        req: Request<pb::ListBookmarksRequest>,
    ) -> Result<Response<pb::ListBookmarksResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::ListBookmarksRequest { granted } = req.into_inner();
        let list = bookmarks::list(&self.db, &caller, &granted)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ListBookmarksResponse {
            bookmarks: list.iter().map(bookmark_pb).collect(),
        }))
    }

    async fn set_bookmark(
        &self,
        req: Request<pb::SetBookmarkRequest>,
    ) -> Result<Response<pb::Bookmark>, Status> {
        let caller = Caller::of(&req);
        let change = BookmarkChange::try_from(req.into_inner()).map_err(status)?;
        let b = bookmarks::set(&self.db, &caller, change)
            .await
            .map_err(status)?;
        Ok(Response::new(bookmark_pb(&b)))
    }

    async fn search_pages(
        &self,
        req: Request<pb::SearchPagesRequest>,
    ) -> Result<Response<pb::SearchPagesResponse>, Status> {
        let PageSearch { q, limit, granted } = req.into_inner().try_into().map_err(status)?;
        let (hits, total) = pages::search(&q, &granted, limit);
        Ok(Response::new(pb::SearchPagesResponse {
            pages: hits.into_iter().map(page_pb).collect(),
            total: total as u64,
        }))
    }

    async fn list_saved_views(
        &self,
        req: Request<pb::ListSavedViewsRequest>,
    ) -> Result<Response<pb::ListSavedViewsResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::ListSavedViewsRequest { list } = req.into_inner();
        let views = saved_views::list(&self.db, &caller, &list)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ListSavedViewsResponse {
            views: views.into_iter().map(saved_view_pb).collect(),
        }))
    }

    async fn create_saved_view(
        &self,
        req: Request<pb::CreateSavedViewRequest>,
    ) -> Result<Response<pb::SavedView>, Status> {
        let caller = Caller::of(&req);
        let input = ViewForCreate::try_from(req.into_inner()).map_err(status)?;
        let v = saved_views::create(&self.db, &caller, input)
            .await
            .map_err(status)?;
        self.relay.wake();
        Ok(Response::new(saved_view_pb(v)))
    }

    async fn update_saved_view(
        &self,
        req: Request<pb::UpdateSavedViewRequest>,
    ) -> Result<Response<pb::SavedView>, Status> {
        let caller = Caller::of(&req);
        let input = ViewForUpdate::try_from(req.into_inner()).map_err(status)?;
        let v = saved_views::update(&self.db, &caller, input)
            .await
            .map_err(status)?;
        self.relay.wake();
        Ok(Response::new(saved_view_pb(v)))
    }

    async fn delete_saved_view(
        &self,
        req: Request<pb::DeleteSavedViewRequest>,
    ) -> Result<Response<pb::DeleteSavedViewResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::DeleteSavedViewRequest { id } = req.into_inner();
        saved_views::delete(&self.db, &caller, &id)
            .await
            .map_err(status)?;
        self.relay.wake();
        Ok(Response::new(pb::DeleteSavedViewResponse {}))
    }

    async fn list_functions(
        &self,
        req: Request<pb::ListFunctionsRequest>,
    ) -> Result<Response<pb::ListFunctionsResponse>, Status> {
        let query = FunctionQuery::try_from(req.into_inner()).map_err(status)?;
        let (rows, total) = functions::list(&self.db, query).await.map_err(status)?;
        Ok(Response::new(pb::ListFunctionsResponse {
            functions: rows.into_iter().map(function_pb).collect(),
            total,
        }))
    }

    async fn create_function(
        &self,
        req: Request<pb::CreateFunctionRequest>,
    ) -> Result<Response<pb::Function>, Status> {
        let caller = Caller::of(&req);
        let input = FunctionForCreate::try_from(req.into_inner()).map_err(status)?;
        let f = functions::create(&self.db, &caller, input)
            .await
            .map_err(status)?;
        self.relay.wake();
        Ok(Response::new(function_pb(f)))
    }

    async fn update_function(
        &self,
        req: Request<pb::UpdateFunctionRequest>,
    ) -> Result<Response<pb::Function>, Status> {
        let caller = Caller::of(&req);
        let input = FunctionForUpdate::try_from(req.into_inner()).map_err(status)?;
        let f = functions::update(&self.db, &caller, input)
            .await
            .map_err(status)?;
        self.relay.wake();
        Ok(Response::new(function_pb(f)))
    }

    async fn delete_function(
        &self,
        req: Request<pb::DeleteFunctionRequest>,
    ) -> Result<Response<pb::DeleteFunctionResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::DeleteFunctionRequest { id } = req.into_inner();
        functions::delete(&self.db, &caller, &id)
            .await
            .map_err(status)?;
        self.relay.wake();
        Ok(Response::new(pb::DeleteFunctionResponse {}))
    }

    async fn list_audit_events(
        &self,
        req: Request<pb::ListAuditEventsRequest>,
    ) -> Result<Response<pb::ListAuditEventsResponse>, Status> {
        let AuditQuery {
            filter,
            page,
            per_page,
        } = req.into_inner().try_into().map_err(status)?;
        let (rows, total) = audit_store::list(&self.db, &filter, page, per_page)
            .await
            .map_err(|e| status(e.into()))?;
        Ok(Response::new(pb::ListAuditEventsResponse {
            events: rows.into_iter().map(audit_event_pb).collect(),
            total,
        }))
    }
}
