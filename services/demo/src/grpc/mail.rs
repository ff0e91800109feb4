//! gRPC transport of the mail app (`demo.v1.MailService`): reads the request
//! and the verified caller, calls `domain::mail`, answers in protobuf.

use chrono::Datelike;
use platform::{error::ApiError, grpc::Caller};
use proto::demo::v1::{self as pb, mail_service_server::MailService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::{
    domain::mail::{self as domain, Count, Draft, Letter, MailError, Outgoing, Owner, Recipients},
    domain::send_limit::SendLimiter,
    store::mail::{self as store, Attachment, MailRow},
};

pub struct MailGrpc {
    db: DatabaseConnection,
    limit: SendLimiter,
}

impl MailGrpc {
    pub fn new(db: DatabaseConnection, limit: SendLimiter) -> Self {
        Self { db, limit }
    }
}

fn status(e: MailError) -> Status {
    ApiError::from(e).into_status()
}

fn owner(o: Option<pb::MailOwner>) -> Owner {
    let pb::MailOwner { address, name } = o.unwrap_or_default();
    Owner { address, name }
}

fn mail(row: MailRow) -> pb::Mail {
    let MailRow {
        id,
        owner_id: _,
        sender,
        sender_name,
        to_json,
        cc_json,
        bcc_json,
        subject,
        message,
        search_text: _,
        attachments_json,
        is_starred,
        labels_json,
        sent_at,
        mail_folder,
        unread,
        img,
    } = row;
    pb::Mail {
        id,
        sender,
        sender_name,
        to: store::list_of(&to_json),
        cc: store::list_of(&cc_json),
        bcc: store::list_of(&bcc_json),
        subject,
        message,
        attachments: store::list_of::<Attachment>(&attachments_json)
            .into_iter()
            .map(|a| {
                let Attachment {
                    file_name,
                    thumbnail,
                    url,
                    size,
                } = a;
                pb::MailAttachment {
                    file_name,
                    thumbnail,
                    url,
                    size,
                }
            })
            .collect(),
        is_starred,
        labels: store::list_of(&labels_json),
        time: sent_at.to_rfc3339_opts(chrono::SecondsFormat::Secs, true),
        day: sent_at.format("%Y-%m-%d").to_string(),
        year: sent_at.year(),
        replies: vec![],
        mail_folder,
        unread,
        img,
    }
}

/// The letter of a request (none reads as empty).
fn letter(l: Option<pb::MailLetter>) -> Letter {
    let pb::MailLetter {
        to,
        cc,
        bcc,
        subject,
        message,
    } = l.unwrap_or_default();
    Letter {
        to,
        cc,
        bcc,
        subject,
        message,
    }
}

/// The users the gateway resolved, by lowercased address.
fn recipients(list: Vec<pb::MailRecipient>) -> Recipients {
    list.into_iter()
        .map(|pb::MailRecipient { user_id, address }| (address.to_lowercase(), user_id))
        .collect()
}

/// The sender's copy of a sent mail and how many mailboxes received it.
fn sent((row, delivered): (MailRow, u32)) -> Response<pb::SendMailResponse> {
    Response::new(pb::SendMailResponse {
        mail: Some(mail(row)),
        delivered,
    })
}

fn mails(rows: Vec<MailRow>) -> pb::MailsResponse {
    pb::MailsResponse {
        mails: rows.into_iter().map(mail).collect(),
    }
}

fn count(c: Count) -> pb::MailCount {
    let Count { total, unread } = c;
    pb::MailCount { total, unread }
}

#[tonic::async_trait]
impl MailService for MailGrpc {
    async fn list_mails(
        &self,
        req: Request<pb::ListMailsRequest>,
    ) -> Result<Response<pb::ListMailsResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::ListMailsRequest {
            owner: o,
            filter,
            q,
            page,
            per_page,
        } = req.into_inner();
        let (page, per_page) = platform::grpc::paging(page, per_page);
        let (rows, total) = domain::list(&self.db, &caller, &owner(o), &filter, &q, page, per_page)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::ListMailsResponse {
            mails: rows.into_iter().map(mail).collect(),
            total,
        }))
    }

    async fn count_mails(
        &self,
        req: Request<pb::CountMailsRequest>,
    ) -> Result<Response<pb::CountMailsResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::CountMailsRequest { owner: o } = req.into_inner();
        let c = domain::counts(&self.db, &caller, &owner(o))
            .await
            .map_err(status)?;
        Ok(Response::new(pb::CountMailsResponse {
            folders: c.folders.into_iter().map(|(k, v)| (k, count(v))).collect(),
            labels: c.labels.into_iter().map(|(k, v)| (k, count(v))).collect(),
        }))
    }

    async fn get_mail(
        &self,
        req: Request<pb::GetMailRequest>,
    ) -> Result<Response<pb::Mail>, Status> {
        let caller = Caller::of(&req);
        let pb::GetMailRequest { id } = req.into_inner();
        let row = domain::open(&self.db, &caller, id).await.map_err(status)?;
        Ok(Response::new(mail(row)))
    }

    async fn set_starred(
        &self,
        req: Request<pb::SetStarredRequest>,
    ) -> Result<Response<pb::Mail>, Status> {
        let caller = Caller::of(&req);
        let pb::SetStarredRequest { mail_id } = req.into_inner();
        let row = domain::toggle_star(&self.db, &caller, mail_id)
            .await
            .map_err(status)?;
        Ok(Response::new(mail(row)))
    }

    async fn move_mails(
        &self,
        req: Request<pb::MoveMailsRequest>,
    ) -> Result<Response<pb::MailsResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::MoveMailsRequest {
            mail_ids,
            mail_folder,
        } = req.into_inner();
        let rows = domain::move_to(&self.db, &caller, &mail_ids, &mail_folder)
            .await
            .map_err(status)?;
        Ok(Response::new(mails(rows)))
    }

    async fn mark_unread(
        &self,
        req: Request<pb::MarkUnreadRequest>,
    ) -> Result<Response<pb::MailsResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::MarkUnreadRequest { mail_ids, unread } = req.into_inner();
        let rows = domain::mark_unread(&self.db, &caller, &mail_ids, unread)
            .await
            .map_err(status)?;
        Ok(Response::new(mails(rows)))
    }

    async fn set_labels(
        &self,
        req: Request<pb::SetLabelsRequest>,
    ) -> Result<Response<pb::MailsResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::SetLabelsRequest { mail_ids, label } = req.into_inner();
        let rows = domain::toggle_label(&self.db, &caller, &mail_ids, &label)
            .await
            .map_err(status)?;
        Ok(Response::new(mails(rows)))
    }

    async fn send_mail(
        &self,
        req: Request<pb::SendMailRequest>,
    ) -> Result<Response<pb::SendMailResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::SendMailRequest {
            owner: o,
            sender_img,
            recipients: r,
            letter: l,
        } = req.into_inner();
        let outgoing = Outgoing {
            owner: owner(o),
            sender_img,
            letter: letter(l),
            recipients: recipients(r),
        };
        domain::send(&self.db, &self.limit, &caller, outgoing)
            .await
            .map(sent)
            .map_err(status)
    }

    async fn save_draft(
        &self,
        req: Request<pb::SaveDraftRequest>,
    ) -> Result<Response<pb::Mail>, Status> {
        let caller = Caller::of(&req);
        let pb::SaveDraftRequest {
            owner: o,
            id,
            letter: l,
        } = req.into_inner();
        let draft = Draft {
            owner: owner(o),
            id,
            letter: letter(l),
        };
        let row = domain::save_draft(&self.db, &caller, draft)
            .await
            .map_err(status)?;
        Ok(Response::new(mail(row)))
    }

    async fn delete_draft(
        &self,
        req: Request<pb::DeleteDraftRequest>,
    ) -> Result<Response<pb::DeleteDraftResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::DeleteDraftRequest { id } = req.into_inner();
        domain::delete_draft(&self.db, &caller, id)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::DeleteDraftResponse {}))
    }

    async fn send_draft(
        &self,
        req: Request<pb::SendDraftRequest>,
    ) -> Result<Response<pb::SendMailResponse>, Status> {
        let caller = Caller::of(&req);
        let pb::SendDraftRequest {
            owner: o,
            sender_img,
            id,
            recipients: r,
        } = req.into_inner();
        domain::send_draft(
            &self.db,
            &self.limit,
            &caller,
            &owner(o),
            &sender_img,
            id,
            &recipients(r),
        )
        .await
        .map(sent)
        .map_err(status)
    }
}
