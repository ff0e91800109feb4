//! The template's mail app (spec section 7's `/api/email/*` calls), answered
//! by the demo service's `MailService` in the spec's JSON (`isStarred`,
//! `mailFolder`, ...). The mailbox is always the signed-in caller's: the
//! owner's address and name come from the verified token, never the body.
//!
//! Our extensions (docs in the OpenAPI): `page`/`perPage` on the list, with
//! the total in `X-Total-Count` (the body stays the spec's list); opening one
//! mail; counts per folder and label; the product's users as contacts;
//! sending, delivered to each recipient that is a user of the product
//! (addresses resolved through the auth service) and limited per sender
//! (429 `MAIL_RATE_LIMITED` with `Retry-After`); and drafts: save, change,
//! discard, send.

use std::collections::{BTreeMap, BTreeSet};

use actix_web::{HttpResponse, web};
use platform::error::ApiError;
use proto::{auth::v1 as apb, demo::v1 as pb};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// A file a mail names.
#[derive(Serialize, ToSchema)]
pub struct EmailAttachment {
    #[serde(rename = "fileName")]
    pub file_name: String,
    pub thumbnail: String,
    pub url: String,
    /// As shown, e.g. "5mb".
    pub size: String,
}

/// A mail of the caller's mailbox (spec section 3's Email).
#[derive(Serialize, ToSchema)]
pub struct Email {
    pub id: i32,
    /// The sender's address.
    pub sender: String,
    pub sender_name: String,
    pub to: Vec<String>,
    pub cc: Vec<String>,
    /// Only on the sender's own copy.
    pub bcc: Vec<String>,
    pub subject: String,
    /// Sanitized HTML.
    pub message: String,
    pub attachments: Vec<EmailAttachment>,
    #[serde(rename = "isStarred")]
    pub is_starred: bool,
    /// personal, company, important, private.
    pub labels: Vec<String>,
    /// When it was sent, RFC 3339 (UTC).
    pub time: String,
    /// YYYY-MM-DD (UTC).
    pub day: String,
    pub year: i32,
    /// Earlier mails of the thread (none are kept).
    #[schema(no_recursion)]
    pub replies: Vec<Email>,
    /// inbox, sent, draft, trash or spam.
    #[serde(rename = "mailFolder")]
    pub mail_folder: String,
    pub unread: bool,
    /// The sender's picture URL; empty for none.
    pub img: String,
}

impl From<pb::Mail> for Email {
    fn from(m: pb::Mail) -> Self {
        let pb::Mail {
            id,
            sender,
            sender_name,
            to,
            cc,
            bcc,
            subject,
            message,
            attachments,
            is_starred,
            labels,
            time,
            day,
            year,
            replies,
            mail_folder,
            unread,
            img,
        } = m;
        Self {
            id,
            sender,
            sender_name,
            to,
            cc,
            bcc,
            subject,
            message,
            attachments: attachments
                .into_iter()
                .map(|a| EmailAttachment {
                    file_name: a.file_name,
                    thumbnail: a.thumbnail,
                    url: a.url,
                    size: a.size,
                })
                .collect(),
            is_starred,
            labels,
            time,
            day,
            year,
            replies: replies.into_iter().map(Into::into).collect(),
            mail_folder,
            unread,
            img,
        }
    }
}

/// 200 with the mails a change touched, or its refusal under this route's
/// JSON field names ([`renamed`]).
fn changed(
    res: Result<tonic::Response<pb::MailsResponse>, tonic::Status>,
    names: &[(&str, &str)],
) -> Result<HttpResponse, HttpError> {
    let mails: Vec<Email> = res
        .map_err(|s| renamed(s, names))?
        .into_inner()
        .mails
        .into_iter()
        .map(Into::into)
        .collect();
    Ok(HttpResponse::Ok().json(mails))
}

/// The caller's mailbox address and name, from the verified token.
fn owner(ctx: &Ctx) -> Result<pb::MailOwner, HttpError> {
    let i = ctx.identity()?;
    Ok(pb::MailOwner {
        address: i.email.clone(),
        name: i.name.clone(),
    })
}

/// Renames the service's field names in a validation error to this
/// route's JSON names (`mail_ids` → `emailIds`, ...).
fn renamed(status: tonic::Status, names: &[(&str, &str)]) -> HttpError {
    let mut e = ApiError::from_status(&status);
    for (from, to) in names {
        if let Some(msg) = e.fields.remove(*from) {
            e.fields.insert((*to).to_owned(), msg);
        }
    }
    HttpError(e)
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct MailsQuery {
    /// A folder (inbox, sent, draft, starred, trash, spam) or a label
    /// (personal, company, important, private); default inbox.
    pub filter: Option<String>,
    /// Case-insensitive search in sender name, sender, subject and message.
    pub q: Option<String>,
    /// Our extension: 1-based page (default 1).
    pub page: Option<u32>,
    /// Our extension: mails per page, 1..=100 (default 20); without `page`
    /// and `perPage` the answer is the spec's list of the first 100.
    #[serde(rename = "perPage")]
    pub per_page: Option<u32>,
}

/// The answer of [`list`]: every mail when not paged, else one page.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum MailList {
    All(Vec<Email>),
    Page(EmailPage),
}

/// One page of mails with its place (our extension, answered when the
/// query names `page` or `perPage`, like the data list's `{data, totalPages}`).
#[derive(Serialize, ToSchema)]
pub struct EmailPage {
    pub data: Vec<Email>,
    /// Mails matching in all.
    pub total: u64,
    pub page: u64,
    #[serde(rename = "perPage")]
    pub per_page: u64,
    #[serde(rename = "totalPages")]
    pub total_pages: u64,
}

/// The caller's mails of a folder or label, newest first: the spec's list
/// (the first 100), or with `page`/`perPage` one page in an [`EmailPage`].
/// Either way `X-Total-Count` holds how many match in all.
#[utoipa::path(get, path = "/api/email/mails", tag = "demo", params(MailsQuery), security(("bearer" = [])),
    responses((status = 200, description = "A list of Email, or an EmailPage when paged", body = MailList,
            headers(("X-Total-Count" = u64, description = "Mails matching in all"))),
        (status = 401, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<MailsQuery>,
) -> Result<HttpResponse, HttpError> {
    let MailsQuery {
        filter,
        q,
        page,
        per_page,
    } = query.into_inner();
    let paged = page.is_some() || per_page.is_some();
    let (page, per_page) = if paged {
        (page.unwrap_or(1), per_page.unwrap_or(0))
    } else {
        (1, 100)
    };
    let res = state
        .clients
        .mail_as(&ctx)
        .list_mails(pb::ListMailsRequest {
            owner: Some(owner(&ctx)?),
            filter: filter.unwrap_or_default(),
            q: q.unwrap_or_default(),
            page,
            per_page,
        })
        .await?
        .into_inner();
    let (page, per_page) = platform::grpc::paging(page, per_page);
    let data: Vec<Email> = res.mails.into_iter().map(Email::from).collect();
    let mut ok = HttpResponse::Ok();
    ok.insert_header(("X-Total-Count", res.total.to_string()));
    Ok(ok.json(if paged {
        MailList::Page(EmailPage {
            data,
            total: res.total,
            page,
            per_page,
            total_pages: res.total.div_ceil(per_page),
        })
    } else {
        MailList::All(data)
    }))
}

/// Opens one of the caller's mails, which marks it read (our extension).
#[utoipa::path(get, path = "/api/email/mails/{id}", tag = "demo", params(("id" = i32, Path)), security(("bearer" = [])),
    responses((status = 200, body = Email), (status = 400, body = ErrorBody), (status = 404, body = ErrorBody)))]
pub async fn get(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let id = mail_id(&id)?;
    let m = state
        .clients
        .mail_as(&ctx)
        .get_mail(pb::GetMailRequest { id })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Email::from(m)))
}

/// A mail id from the path: a positive number, else 400.
fn mail_id(raw: &str) -> Result<i32, HttpError> {
    raw.parse::<i32>().ok().filter(|id| *id > 0).ok_or_else(|| {
        HttpError(crate::error::bad_request(
            "BAD_REQUEST",
            "A mail id is a positive number.",
        ))
    })
}

/// Total and unread mails of a folder or label.
#[derive(Serialize, ToSchema)]
pub struct MailCount {
    pub total: u64,
    pub unread: u64,
}

/// The mail sidebar's counts (our extension).
#[derive(Serialize, ToSchema)]
pub struct MailCounts {
    /// inbox, sent, draft, starred, trash, spam.
    pub folders: BTreeMap<String, MailCount>,
    /// personal, company, important, private (trash left out).
    pub labels: BTreeMap<String, MailCount>,
}

#[utoipa::path(get, path = "/api/email/counts", tag = "demo", security(("bearer" = [])),
    responses((status = 200, body = MailCounts), (status = 401, body = ErrorBody)))]
pub async fn counts(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .mail_as(&ctx)
        .count_mails(pb::CountMailsRequest {
            owner: Some(owner(&ctx)?),
        })
        .await?
        .into_inner();
    let map = |m: std::collections::HashMap<String, pb::MailCount>| {
        m.into_iter()
            .map(|(k, c)| {
                (
                    k,
                    MailCount {
                        total: c.total,
                        unread: c.unread,
                    },
                )
            })
            .collect()
    };
    Ok(HttpResponse::Ok().json(MailCounts {
        folders: map(res.folders),
        labels: map(res.labels),
    }))
}

/// A product user to write to.
#[derive(Serialize, ToSchema)]
pub struct MailContact {
    pub name: String,
    pub email: String,
    /// Picture URL; empty for none.
    pub img: String,
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ContactsQuery {
    /// Matches name or address.
    pub q: Option<String>,
}

/// The product's active users to address a mail to, up to 100 by name
/// (our extension, for the compose form's suggestions).
#[utoipa::path(get, path = "/api/email/contacts", tag = "demo", params(ContactsQuery), security(("bearer" = [])),
    responses((status = 200, body = Vec<MailContact>), (status = 401, body = ErrorBody)))]
pub async fn contacts(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<ContactsQuery>,
) -> Result<HttpResponse, HttpError> {
    let users = user_options(&state, &ctx, query.into_inner().q.unwrap_or_default()).await?;
    Ok(HttpResponse::Ok().json(
        users
            .into_iter()
            .map(|u| MailContact {
                name: u.name,
                email: u.email,
                img: u.avatar_url,
            })
            .collect::<Vec<_>>(),
    ))
}

async fn user_options(
    state: &AppState,
    ctx: &Ctx,
    q: String,
) -> Result<Vec<apb::UserOption>, HttpError> {
    Ok(state
        .clients
        .auth_as(ctx)
        .list_user_options(apb::ListUserOptionsRequest {
            q,
            permission: String::new(),
        })
        .await?
        .into_inner()
        .users)
}

/// Most addresses looked up one by one (beyond the first 100 users).
const MAX_LOOKUPS: usize = 50;

/// The users the addresses belong to (address lowercased → user), found
/// among the first 100 active users and then one lookup per address not
/// among them; an address of no one is simply absent (the service refuses it).
async fn resolve(
    state: &AppState,
    ctx: &Ctx,
    addresses: &BTreeSet<String>,
) -> Result<BTreeMap<String, apb::UserOption>, HttpError> {
    let mut found = BTreeMap::new();
    let add = |users: Vec<apb::UserOption>, found: &mut BTreeMap<String, apb::UserOption>| {
        for u in users {
            let email = u.email.to_lowercase();
            if addresses.contains(&email) || u.id == ctx.caller().user_id {
                found.insert(email, u);
            }
        }
    };
    add(user_options(state, ctx, String::new()).await?, &mut found);
    let missing: Vec<&String> = addresses
        .iter()
        .filter(|a| !found.contains_key(*a) && a.contains('@'))
        .take(MAX_LOOKUPS)
        .collect();
    for a in missing {
        add(user_options(state, ctx, a.clone()).await?, &mut found);
    }
    Ok(found)
}

/// The users to deliver to and the sender's picture: the addresses of
/// to, cc and bcc resolved through the auth service ([`resolve`]).
async fn recipients(
    state: &AppState,
    ctx: &Ctx,
    fields: [&[String]; 3],
) -> Result<(Vec<pb::MailRecipient>, String), HttpError> {
    let addresses: BTreeSet<String> = fields
        .into_iter()
        .flatten()
        .map(|a| a.trim().to_lowercase())
        .filter(|a| !a.is_empty())
        .collect();
    let me = ctx.identity()?.user_id.clone();
    let users = resolve(state, ctx, &addresses).await?;
    let sender_img = users
        .values()
        .find(|u| u.id == me)
        .map(|u| u.avatar_url.clone())
        .unwrap_or_default();
    let list = users
        .into_iter()
        .filter(|(address, _)| addresses.contains(address))
        .map(|(address, u)| pb::MailRecipient {
            user_id: u.id,
            address,
        })
        .collect();
    Ok((list, sender_img))
}

/// A mail to send or a draft to save (our extension): addresses, subject,
/// HTML message.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct SendBody {
    pub to: Vec<String>,
    pub cc: Vec<String>,
    pub bcc: Vec<String>,
    /// 1 to 200 characters to send; a draft's may be empty.
    pub subject: String,
    /// HTML, at most 20000 characters; sanitized when stored.
    pub message: String,
}

impl From<SendBody> for pb::MailLetter {
    fn from(b: SendBody) -> Self {
        let SendBody {
            to,
            cc,
            bcc,
            subject,
            message,
        } = b;
        Self {
            to,
            cc,
            bcc,
            subject,
            message,
        }
    }
}

/// The sender's copy and how many mailboxes received the mail.
#[derive(Serialize, ToSchema)]
pub struct SentMail {
    pub mail: Email,
    pub delivered: u32,
}

/// 201 with the sender's copy and the count of mailboxes reached.
fn sent(res: pb::SendMailResponse) -> Result<HttpResponse, HttpError> {
    Ok(HttpResponse::Created().json(SentMail {
        mail: res
            .mail
            .map(Email::from)
            .ok_or_else(|| HttpError(ApiError::internal()))?,
        delivered: res.delivered,
    }))
}

/// Sends a mail from the caller to users of the product: a copy in the
/// caller's sent folder, one in each recipient's inbox. An address that is
/// no active user's answers 422 under its field (to, cc or bcc). Each user
/// may send `MAIL_SEND_LIMIT` mails per `MAIL_SEND_WINDOW_SECS` (30 per 10
/// minutes by default); past it 429 `MAIL_RATE_LIMITED` with `Retry-After`.
#[utoipa::path(post, path = "/api/email/send", tag = "demo", request_body = SendBody, security(("bearer" = [])),
    responses((status = 201, body = SentMail), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds until sending is allowed again")))))]
pub async fn send(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<SendBody>,
) -> Result<HttpResponse, HttpError> {
    let letter = pb::MailLetter::from(body.into_inner());
    let (recipients, sender_img) =
        recipients(&state, &ctx, [&letter.to, &letter.cc, &letter.bcc]).await?;
    let res = state
        .clients
        .mail_as(&ctx)
        .send_mail(pb::SendMailRequest {
            owner: Some(owner(&ctx)?),
            sender_img,
            recipients,
            letter: Some(letter),
        })
        .await?
        .into_inner();
    sent(res)
}

/// Saves a new draft (or, with `id`, the new content of one of the caller's).
async fn save_draft(
    state: &AppState,
    ctx: &Ctx,
    id: i32,
    body: SendBody,
) -> Result<Email, HttpError> {
    let m = state
        .clients
        .mail_as(ctx)
        .save_draft(pb::SaveDraftRequest {
            owner: Some(owner(ctx)?),
            id,
            letter: Some(body.into()),
        })
        .await?
        .into_inner();
    Ok(Email::from(m))
}

/// Saves a new draft in the caller's draft folder (our extension). Its
/// addresses need not be users yet, but must look like addresses; an empty
/// draft answers 422.
#[utoipa::path(post, path = "/api/email/drafts", tag = "demo", request_body = SendBody, security(("bearer" = [])),
    responses((status = 201, body = Email), (status = 422, body = ErrorBody)))]
pub async fn create_draft(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<SendBody>,
) -> Result<HttpResponse, HttpError> {
    let draft = save_draft(&state, &ctx, 0, body.into_inner()).await?;
    Ok(HttpResponse::Created().json(draft))
}

/// Replaces the content of one of the caller's drafts (our extension);
/// another user's mail, or a mail that is no draft, answers 404.
#[utoipa::path(put, path = "/api/email/drafts/{id}", tag = "demo", params(("id" = i32, Path)), request_body = SendBody, security(("bearer" = [])),
    responses((status = 200, body = Email), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_draft(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
    body: web::Json<SendBody>,
) -> Result<HttpResponse, HttpError> {
    let id = mail_id(&id)?;
    let draft = save_draft(&state, &ctx, id, body.into_inner()).await?;
    Ok(HttpResponse::Ok().json(draft))
}

/// Discards one of the caller's drafts for good (our extension).
#[utoipa::path(delete, path = "/api/email/drafts/{id}", tag = "demo", params(("id" = i32, Path)), security(("bearer" = [])),
    responses((status = 400, body = ErrorBody, description = "The id is not a positive number"), (status = 204), (status = 404, body = ErrorBody)))]
pub async fn delete_draft(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let id = mail_id(&id)?;
    state
        .clients
        .mail_as(&ctx)
        .delete_draft(pb::DeleteDraftRequest { id })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Sends one of the caller's drafts as saved (our extension): delivered
/// like `POST /api/email/send` (same refusals, same limit) and removed from
/// the drafts in the same transaction.
#[utoipa::path(post, path = "/api/email/drafts/{id}/send", tag = "demo", params(("id" = i32, Path)), security(("bearer" = [])),
    responses((status = 400, body = ErrorBody, description = "The id is not a positive number"), (status = 201, body = SentMail), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody),
        (status = 429, body = ErrorBody, headers(("Retry-After" = u64, description = "Seconds until sending is allowed again")))))]
pub async fn send_draft(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let id = mail_id(&id)?;
    let mut client = state.clients.mail_as(&ctx);
    // The draft's addresses, to find their users (the service reads the
    // draft again in its transaction and refuses what changed meanwhile).
    let draft = client
        .get_mail(pb::GetMailRequest { id })
        .await?
        .into_inner();
    let (recipients, sender_img) =
        recipients(&state, &ctx, [&draft.to, &draft.cc, &draft.bcc]).await?;
    let res = client
        .send_draft(pb::SendDraftRequest {
            owner: Some(owner(&ctx)?),
            sender_img,
            id,
            recipients,
        })
        .await?
        .into_inner();
    sent(res)
}

/// `{mailId}`: the mail whose star toggles.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct SetStarredBody {
    #[serde(rename = "mailId")]
    pub mail_id: i32,
}

/// Toggles the star of one of the caller's mails; answers it as it now is.
#[utoipa::path(post, path = "/api/email/set-starred", tag = "demo", request_body = SetStarredBody, security(("bearer" = [])),
    responses((status = 422, body = ErrorBody), (status = 200, body = Email), (status = 404, body = ErrorBody)))]
pub async fn set_starred(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<SetStarredBody>,
) -> Result<HttpResponse, HttpError> {
    let mail_id = body.mail_id;
    if mail_id <= 0 {
        return Err(HttpError(
            ApiError::validation(Default::default()).with_field("mailId", "Required"),
        ));
    }
    let m = state
        .clients
        .mail_as(&ctx)
        .set_starred(pb::SetStarredRequest { mail_id })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Email::from(m)))
}

/// `{selectedEmails, mailFolder}`.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct MoveBody {
    #[serde(rename = "selectedEmails")]
    pub selected_emails: Vec<i32>,
    /// inbox, sent, draft, trash or spam.
    #[serde(rename = "mailFolder")]
    pub mail_folder: String,
}

/// Moves the caller's chosen mails to a folder (all or none); answers them.
#[utoipa::path(post, path = "/api/email/move-mails", tag = "demo", request_body = MoveBody, security(("bearer" = [])),
    responses((status = 200, body = Vec<Email>), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn move_mails(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<MoveBody>,
) -> Result<HttpResponse, HttpError> {
    let MoveBody {
        selected_emails,
        mail_folder,
    } = body.into_inner();
    let res = state
        .clients
        .mail_as(&ctx)
        .move_mails(pb::MoveMailsRequest {
            mail_ids: selected_emails,
            mail_folder,
        })
        .await;
    changed(
        res,
        &[
            ("mail_ids", "selectedEmails"),
            ("mail_folder", "mailFolder"),
        ],
    )
}

/// `{emailIds, unreadFlag}`.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct MarkUnreadBody {
    #[serde(rename = "emailIds")]
    pub email_ids: Vec<i32>,
    /// True marks them unread, false read.
    #[serde(rename = "unreadFlag")]
    pub unread_flag: bool,
}

/// Marks the caller's chosen mails unread or read (all or none); answers them.
#[utoipa::path(post, path = "/api/email/mark-unread", tag = "demo", request_body = MarkUnreadBody, security(("bearer" = [])),
    responses((status = 200, body = Vec<Email>), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn mark_unread(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<MarkUnreadBody>,
) -> Result<HttpResponse, HttpError> {
    let MarkUnreadBody {
        email_ids,
        unread_flag,
    } = body.into_inner();
    let res = state
        .clients
        .mail_as(&ctx)
        .mark_unread(pb::MarkUnreadRequest {
            mail_ids: email_ids,
            unread: unread_flag,
        })
        .await;
    changed(res, &[("mail_ids", "emailIds")])
}

/// `{emailIds, label}`.
#[derive(Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct SetLabelsBody {
    #[serde(rename = "emailIds")]
    pub email_ids: Vec<i32>,
    /// personal, company, important or private.
    pub label: String,
}

/// Toggles a label on each of the caller's chosen mails (all or none); answers them.
#[utoipa::path(post, path = "/api/email/set-labels", tag = "demo", request_body = SetLabelsBody, security(("bearer" = [])),
    responses((status = 200, body = Vec<Email>), (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn set_labels(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<SetLabelsBody>,
) -> Result<HttpResponse, HttpError> {
    let SetLabelsBody { email_ids, label } = body.into_inner();
    let res = state
        .clients
        .mail_as(&ctx)
        .set_labels(pb::SetLabelsRequest {
            mail_ids: email_ids,
            label,
        })
        .await;
    changed(res, &[("mail_ids", "emailIds")])
}
