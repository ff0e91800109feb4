//! gRPC transport of the settings service: reads the caller, converts each
//! request (`TryFrom` in [`convert`]), calls the domain or the store, and
//! answers through [`convert`]. Errors are `ApiError`s, turned into statuses
//! by `?` (platform's `From<ApiError> for Status`, ADR 5).

pub mod auth_client;
mod convert;

use platform::{bus::Relay, error::internal, grpc::Caller};
use proto::settings::v1::{self as pb, settings_service_server::SettingsService};
use sea_orm::{DatabaseConnection, DbErr};
use tonic::{Request, Response, Status};

use crate::{
    domain::{
        bookmarks,
        functions::{self, FunctionForCreate, FunctionForUpdate, FunctionQuery},
        messages::MessageQuery,
        pages::{self, BookmarkChange, PageSearch},
        require_user,
    },
    store::{
        audit_events::{self as audit_store, AuditQuery},
        functions as function_store, messages,
    },
};
use convert::{audit_event_pb, bookmark_pb, function_pb, message_pb, page_pb};

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
        let MessageQuery {
            page,
            per_page,
            unread_only,
        } = req.into_inner().try_into()?;
        let user = require_user(&caller)?;
        let (rows, total, unread) =
            messages::list(&self.db, user, page, per_page, unread_only).await?;
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
        let m = messages::mark_read(&self.db, require_user(&caller)?, &id).await?;
        Ok(Response::new(message_pb(m)))
    }

    async fn mark_message_unread(
        &self,
        req: Request<pb::MarkMessageUnreadRequest>,
    ) -> Result<Response<pb::Message>, Status> {
        let caller = Caller::of(&req);
        let pb::MarkMessageUnreadRequest { id } = req.into_inner();
        let m = messages::mark_unread(&self.db, require_user(&caller)?, &id).await?;
        Ok(Response::new(message_pb(m)))
    }

    async fn mark_all_messages_read(
        &self,
        req: Request<pb::MarkAllMessagesReadRequest>,
    ) -> Result<Response<pb::MarkAllMessagesReadResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::MarkAllMessagesReadRequest {} = req.into_inner();
        let updated = messages::mark_all_read(&self.db, require_user(&caller)?).await?;
        Ok(Response::new(pb::MarkAllMessagesReadResponse { updated }))
    }

    async fn list_bookmarks(
        &self,
        req: Request<pb::ListBookmarksRequest>,
    ) -> Result<Response<pb::ListBookmarksResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::ListBookmarksRequest { granted } = req.into_inner();
        let list = bookmarks::list(&self.db, require_user(&caller)?, &granted).await?;
        Ok(Response::new(pb::ListBookmarksResponse {
            bookmarks: list.iter().map(bookmark_pb).collect(),
        }))
    }

    async fn set_bookmark(
        &self,
        req: Request<pb::SetBookmarkRequest>,
    ) -> Result<Response<pb::Bookmark>, Status> {
        let caller = Caller::of(&req);
        let change = BookmarkChange::try_from(req.into_inner())?;
        let b = bookmarks::set(&self.db, require_user(&caller)?, change).await?;
        Ok(Response::new(bookmark_pb(&b)))
    }

    async fn search_pages(
        &self,
        req: Request<pb::SearchPagesRequest>,
    ) -> Result<Response<pb::SearchPagesResponse>, Status> {
        let PageSearch { q, limit, granted } = req.into_inner().try_into()?;
        let (hits, total) = pages::search(&q, &granted, limit);
        Ok(Response::new(pb::SearchPagesResponse {
            pages: hits.into_iter().map(page_pb).collect(),
            total: total as u64,
        }))
    }

    async fn list_functions(
        &self,
        req: Request<pb::ListFunctionsRequest>,
    ) -> Result<Response<pb::ListFunctionsResponse>, Status> {
        let FunctionQuery { q, page, per_page } = req.into_inner().try_into()?;
        let (rows, total) = function_store::list(&self.db, &q, page, per_page)
            .await
            .map_err(internal::<DbErr>("listing functions"))?;
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
        let input = FunctionForCreate::try_from(req.into_inner())?;
        let f = functions::create(&self.db, &caller, input).await?;
        self.relay.wake();
        Ok(Response::new(function_pb(f)))
    }

    async fn update_function(
        &self,
        req: Request<pb::UpdateFunctionRequest>,
    ) -> Result<Response<pb::Function>, Status> {
        let caller = Caller::of(&req);
        let input = FunctionForUpdate::try_from(req.into_inner())?;
        let f = functions::update(&self.db, &caller, input).await?;
        self.relay.wake();
        Ok(Response::new(function_pb(f)))
    }

    async fn delete_function(
        &self,
        req: Request<pb::DeleteFunctionRequest>,
    ) -> Result<Response<pb::DeleteFunctionResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::DeleteFunctionRequest { id } = req.into_inner();
        functions::delete(&self.db, &caller, &id).await?;
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
        } = req.into_inner().try_into()?;
        let (rows, total) = audit_store::list(&self.db, &filter, page, per_page)
            .await
            .map_err(internal::<DbErr>("listing audit events"))?;
        Ok(Response::new(pb::ListAuditEventsResponse {
            events: rows.into_iter().map(audit_event_pb).collect(),
            total,
        }))
    }
}
