//! gRPC transport of the chat app (`demo.v1.ChatService`): reads the
//! verified caller and the request, calls `domain::chat`, answers. Every call
//! acts on the caller's own threads.

use platform::{error::ApiError, grpc::Caller};
use proto::demo::v1::{self as pb, chat_service_server::ChatService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::domain::chat::{self, ChatError, Contact, DirectoryUser, Me, SendInput, Thread};
use crate::domain::send_limit::SendLimiter;
use crate::store::chat::message;

pub struct ChatGrpc {
    db: DatabaseConnection,
    limit: SendLimiter,
}

impl ChatGrpc {
    pub fn new(db: DatabaseConnection, limit: SendLimiter) -> Self {
        Self { db, limit }
    }
}

type Reply<T> = Result<Response<T>, Status>;

fn reply<T>(r: Result<T, ChatError>) -> Reply<T> {
    r.map(Response::new)
        .map_err(|e| ApiError::from(e).into_status())
}

fn me<T>(req: &Request<T>) -> Result<Me, Status> {
    let caller = Caller::of(req);
    Me::new(caller.user_id, caller.name).map_err(|e| ApiError::from(e).into_status())
}

#[tonic::async_trait]
impl ChatService for ChatGrpc {
    async fn list_chats(&self, req: Request<pb::ListChatsRequest>) -> Reply<pb::ListChatsResponse> {
        let me = me(&req)?;
        let pb::ListChatsRequest { directory, q } = req.into_inner();
        let directory = directory.into_iter().map(directory_user).collect();
        reply(
            chat::open(&self.db, &me, directory, &q)
                .await
                .map(|v| pb::ListChatsResponse {
                    contacts: v.contacts.into_iter().map(contact).collect(),
                    threads: v.threads.into_iter().map(thread).collect(),
                    status: v.status.as_str().to_owned(),
                }),
        )
    }

    async fn list_chat_contacts(
        &self,
        req: Request<pb::ListChatContactsRequest>,
    ) -> Reply<pb::ListChatContactsResponse> {
        let me = me(&req)?;
        let pb::ListChatContactsRequest { directory, q } = req.into_inner();
        let directory = directory.into_iter().map(directory_user).collect();
        reply(
            chat::contacts_with_thread(&self.db, &me, directory, &q)
                .await
                .map(|c| pb::ListChatContactsResponse {
                    contacts: c.into_iter().map(contact).collect(),
                }),
        )
    }

    async fn list_chat_messages(
        &self,
        req: Request<pb::ListChatMessagesRequest>,
    ) -> Reply<pb::ListChatMessagesResponse> {
        let me = me(&req)?;
        let pb::ListChatMessagesRequest {
            contact_id,
            page,
            per_page,
        } = req.into_inner();
        reply(
            chat::messages(&self.db, &me, &contact_id, page.into(), per_page.into())
                .await
                .map(|(rows, total)| pb::ListChatMessagesResponse {
                    messages: rows.into_iter().map(message).collect(),
                    total,
                }),
        )
    }

    async fn send_chat_message(
        &self,
        req: Request<pb::SendChatMessageRequest>,
    ) -> Reply<pb::SendChatMessageResponse> {
        let me = me(&req)?;
        let pb::SendChatMessageRequest {
            contact_id,
            text,
            is_pinned,
            recipient,
        } = req.into_inner();
        let input = SendInput {
            contact_id,
            text,
            is_pinned,
            recipient: recipient.map(directory_user),
        };
        reply(
            chat::send(&self.db, &self.limit, &me, input)
                .await
                .map(|s| pb::SendChatMessageResponse {
                    contact_id: s.contact_id,
                    message: Some(pb::ChatMessage {
                        text_content: s.text,
                        time: s.time.to_rfc3339(),
                        is_sent: true,
                        is_seen: false,
                        id: s.id,
                        is_deleted: false,
                    }),
                    is_pinned: s.is_pinned,
                    delivered: s.delivered,
                }),
        )
    }

    async fn mark_chat_seen(
        &self,
        req: Request<pb::MarkChatSeenRequest>,
    ) -> Reply<pb::MarkChatSeenResponse> {
        let me = me(&req)?;
        let pb::MarkChatSeenRequest { contact_id } = req.into_inner();
        reply(
            chat::mark_seen(&self.db, &me, &contact_id)
                .await
                .map(|marked| pb::MarkChatSeenResponse { marked }),
        )
    }

    async fn set_chat_pinned(
        &self,
        req: Request<pb::SetChatPinnedRequest>,
    ) -> Reply<pb::SetChatPinnedResponse> {
        let me = me(&req)?;
        let pb::SetChatPinnedRequest { contact_id, value } = req.into_inner();
        reply(
            chat::set_pinned(&self.db, &me, &contact_id, value)
                .await
                .map(|is_pinned| pb::SetChatPinnedResponse {
                    contact_id,
                    is_pinned,
                }),
        )
    }

    async fn set_chat_status(
        &self,
        req: Request<pb::SetChatStatusRequest>,
    ) -> Reply<pb::SetChatStatusResponse> {
        let me = me(&req)?;
        let pb::SetChatStatusRequest { status } = req.into_inner();
        reply(
            chat::set_status(&self.db, &me, &status)
                .await
                .map(|p| pb::SetChatStatusResponse {
                    status: p.as_str().to_owned(),
                }),
        )
    }

    async fn delete_chat_message(
        &self,
        req: Request<pb::DeleteChatMessageRequest>,
    ) -> Reply<pb::DeleteChatMessageResponse> {
        let me = me(&req)?;
        let pb::DeleteChatMessageRequest { message_id } = req.into_inner();
        reply(
            chat::delete_message(&self.db, &me, &message_id)
                .await
                .map(|d| pb::DeleteChatMessageResponse {
                    contact_id: d.contact_id,
                    message_id: d.id,
                    delivered: d.delivered,
                }),
        )
    }

    async fn clear_chat(&self, req: Request<pb::ClearChatRequest>) -> Reply<pb::ClearChatResponse> {
        let me = me(&req)?;
        let pb::ClearChatRequest { contact_id } = req.into_inner();
        reply(
            chat::clear(&self.db, &me, &contact_id)
                .await
                .map(|cleared| pb::ClearChatResponse { cleared }),
        )
    }
}

fn directory_user(u: pb::ChatDirectoryUser) -> DirectoryUser {
    let pb::ChatDirectoryUser {
        id,
        name,
        about,
        photo_url,
    } = u;
    DirectoryUser {
        id,
        name,
        about,
        photo_url,
    }
}

fn contact(c: Contact) -> pb::ChatContact {
    let Contact {
        uid,
        display_name,
        about,
        photo_url,
        status,
    } = c;
    pb::ChatContact {
        uid,
        display_name,
        about,
        photo_url,
        status: status.to_owned(),
    }
}

fn message(m: message::Model) -> pb::ChatMessage {
    let message::Model {
        id: _,
        owner_id: _,
        contact_id: _,
        text,
        sent_at,
        is_sent,
        is_seen,
        message_key,
        deleted_at,
    } = m;
    pb::ChatMessage {
        text_content: text,
        time: sent_at.to_rfc3339(),
        is_sent,
        is_seen,
        id: message_key,
        is_deleted: deleted_at.is_some(),
    }
}

fn thread(t: Thread) -> pb::ChatThread {
    let Thread {
        row,
        messages,
        total,
    } = t;
    pb::ChatThread {
        contact_id: row.contact_id,
        is_pinned: row.is_pinned,
        messages: messages.into_iter().map(message).collect(),
        total_messages: total,
    }
}
