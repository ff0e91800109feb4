//! gRPC transport of the settings service: reads each request (through
//! [`convert`]), calls the domain or the store, answers through [`convert`].

pub mod auth_client;
mod convert;

use platform::{
    bus::Relay,
    error::{ApiError, internal},
    grpc::Caller,
};
use proto::settings::v1::{self as pb, settings_service_server::SettingsService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::{
    domain::{
        functions::{self, FunctionForCreate, FunctionForUpdate},
        pages, require_user,
    },
    store::{
        audit_events::{self as audit_store, AuditFilter},
        bookmarks, functions as function_store, messages,
    },
};
use convert::{bookmark_pb, function_pb, message_pb, page_pb};

pub struct SettingsGrpc {
    db: DatabaseConnection,
    relay: Relay,
}

impl SettingsGrpc {
    pub fn new(db: DatabaseConnection, relay: Relay) -> Self {
        Self { db, relay }
    }
}

/// A search limit: 1..=20, 4 when unset.
fn search_limit(limit: u32) -> usize {
    match limit {
        0 => pages::SEARCH_LIMIT,
        n => n.min(20) as usize,
    }
}

#[tonic::async_trait]
impl SettingsService for SettingsGrpc {
    async fn list_messages(
        &self,
        req: Request<pb::ListMessagesRequest>,
    ) -> Result<Response<pb::ListMessagesResponse>, Status> {
        let caller = Caller::of(&req);
        let r = req.into_inner();
        let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
        let (rows, total, unread) = messages::list(
            &self.db,
            require_user(&caller)?,
            page,
            per_page,
            r.unread_only,
        )
        .await?;
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
        let m = messages::mark_read(&self.db, require_user(&caller)?, &req.into_inner().id).await?;
        Ok(Response::new(message_pb(m)))
    }

    async fn mark_message_unread(
        &self,
        req: Request<pb::MarkMessageUnreadRequest>,
    ) -> Result<Response<pb::Message>, Status> {
        let caller = Caller::of(&req);
        let m =
            messages::mark_unread(&self.db, require_user(&caller)?, &req.into_inner().id).await?;
        Ok(Response::new(message_pb(m)))
    }

    async fn mark_all_messages_read(
        &self,
        req: Request<pb::MarkAllMessagesReadRequest>,
    ) -> Result<Response<pb::MarkAllMessagesReadResponse>, Status> {
        let caller = Caller::of(&req);
        let updated = messages::mark_all_read(&self.db, require_user(&caller)?).await?;
        Ok(Response::new(pb::MarkAllMessagesReadResponse { updated }))
    }

    async fn list_bookmarks(
        &self,
        req: Request<pb::ListBookmarksRequest>,
    ) -> Result<Response<pb::ListBookmarksResponse>, Status> {
        let caller = Caller::of(&req);
        let granted = req.into_inner().granted;
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
        let r = req.into_inner();
        let b = bookmarks::set(
            &self.db,
            require_user(&caller)?,
            &r.granted,
            r.page_id,
            r.starred,
        )
        .await?;
        Ok(Response::new(bookmark_pb(&b)))
    }

    async fn search_pages(
        &self,
        req: Request<pb::SearchPagesRequest>,
    ) -> Result<Response<pb::SearchPagesResponse>, Status> {
        let r = req.into_inner();
        let (hits, total) = pages::search(&r.q, &r.granted, search_limit(r.limit));
        Ok(Response::new(pb::SearchPagesResponse {
            pages: hits.into_iter().map(page_pb).collect(),
            total: total as u64,
        }))
    }

    async fn list_functions(
        &self,
        req: Request<pb::ListFunctionsRequest>,
    ) -> Result<Response<pb::ListFunctionsResponse>, Status> {
        let r = req.into_inner();
        let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
        let (rows, total) = function_store::list(&self.db, &r.q, page, per_page)
            .await
            .map_err(internal::<sea_orm::DbErr>("listing functions"))?;
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
        functions::delete(&self.db, &caller, &req.into_inner().id).await?;
        self.relay.wake();
        Ok(Response::new(pb::DeleteFunctionResponse {}))
    }

    async fn list_audit_events(
        &self,
        req: Request<pb::ListAuditEventsRequest>,
    ) -> Result<Response<pb::ListAuditEventsResponse>, Status> {
        let r = req.into_inner();
        let (page, per_page) = platform::grpc::paging(r.page, r.per_page);
        let bound = |s: &str, end: bool| {
            audit_store::parse_bound(s, end).map_err(|m| {
                let mut fields = std::collections::BTreeMap::new();
                fields.insert(if end { "to" } else { "from" }.to_owned(), m);
                ApiError::validation(fields).into_status()
            })
        };
        let filter = AuditFilter {
            service: r.service,
            action: r.action,
            actor_id: r.actor_id,
            q: r.q,
            entity_type: r.entity_type,
            entity_id: r.entity_id,
            from: bound(&r.from, false)?,
            until: bound(&r.to, true)?,
        };
        let (rows, total) = audit_store::list(&self.db, &filter, page, per_page)
            .await
            .map_err(internal::<sea_orm::DbErr>("listing audit events"))
            .map_err(ApiError::into_status)?;
        let events = rows
            .into_iter()
            .map(|e| pb::AuditEvent {
                id: e.id,
                occurred_at: e.occurred_at.to_rfc3339(),
                actor_id: e.actor_id,
                actor_name: e.actor_name,
                service: e.service,
                entity_type: e.entity_type,
                entity_id: e.entity_id,
                action: e.action,
                changes_json: e.changes,
                request_id: e.request_id,
                trace_id: e.trace_id,
                source_ip: e.source_ip,
            })
            .collect();
        Ok(Response::new(pb::ListAuditEventsResponse { events, total }))
    }
}
