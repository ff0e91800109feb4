//! The mail app's rules and use cases: which view lists what, the sample
//! mails on a user's first open, the changes a user makes to their own mails,
//! drafts, and the sending of a mail between users (limited per sender).
//! Every use case works on the verified caller's mailbox only; another
//! user's mail id is "not found".

use std::collections::{BTreeMap, BTreeSet};

use chrono::Utc;
use platform::error::{ApiError, ErrorKind};
use platform::grpc::Caller;
use sea_orm::{DatabaseConnection, DbErr, TransactionTrait};

use crate::domain::send_limit::{Refused, SendLimiter};
use crate::store::{
    mail::{self as store, MailChange, MailRow, NewMail, View},
    mail_seed,
};

/// The folders a mail can be in.
pub const FOLDERS: [&str; 5] = ["inbox", "sent", "draft", "trash", "spam"];
/// The view of starred mails (not a folder: a mail keeps its folder).
pub const STARRED: &str = "starred";
/// The template's labels.
pub const LABELS: [&str; 4] = ["personal", "company", "important", "private"];

/// Longest subject, in characters.
pub const MAX_SUBJECT: usize = 200;
/// Longest message, in characters (before sanitizing).
pub const MAX_MESSAGE: usize = 20_000;
/// Most addresses of one mail (to, cc and bcc together).
pub const MAX_RECIPIENTS: usize = 50;
/// Most mails one change may name.
pub const MAX_IDS: usize = 500;

/// Field errors keyed by the request's field name.
pub type Fields = BTreeMap<String, String>;

/// A refusal of the mail app or an unexpected failure.
#[derive(Debug, thiserror::Error)]
pub enum MailError {
    /// Field errors (`VALIDATION_FAILED`, 422).
    #[error("invalid input: {0:?}")]
    Invalid(Fields),
    /// No mail of that id in the caller's mailbox (someone else's included).
    #[error("no such mail")]
    NotFound,
    /// The gateway vouched for no signed-in caller.
    #[error("no signed-in caller")]
    NotSignedIn,
    /// The caller sent as many mails as the window allows (429).
    #[error("sending limit reached; retry in {retry_after_secs} s")]
    RateLimited { retry_after_secs: u64 },
    /// A failing database: logged once, never sent out.
    #[error("{0}: {1}")]
    Internal(&'static str, DbErr),
}

impl MailError {
    fn field(field: &str, message: impl Into<String>) -> Self {
        Self::Invalid([(field.to_owned(), message.into())].into())
    }

    fn db(context: &'static str) -> impl FnOnce(DbErr) -> Self {
        move |e| Self::Internal(context, e)
    }
}

impl From<MailError> for ApiError {
    fn from(e: MailError) -> Self {
        match e {
            MailError::Invalid(fields) => ApiError::validation(fields),
            MailError::NotFound => {
                ApiError::new(ErrorKind::NotFound, "MAIL_NOT_FOUND", "No such mail.")
            }
            MailError::NotSignedIn => ApiError::new(
                ErrorKind::PermissionDenied,
                "FORBIDDEN",
                "Sorry, Restricted Action",
            ),
            MailError::RateLimited { retry_after_secs } => ApiError::new(
                ErrorKind::RateLimited,
                "MAIL_RATE_LIMITED",
                "You have sent too many mails in a short time. Try again later.",
            )
            .with_retry_after(retry_after_secs),
            MailError::Internal(context, cause) => platform::error::failure(context, &cause),
        }
    }
}

impl From<Refused> for MailError {
    fn from(r: Refused) -> Self {
        Self::RateLimited {
            retry_after_secs: r.retry_after_secs,
        }
    }
}

/// The caller's address and name, as the gateway read them from the token.
#[derive(Clone, Debug, Default)]
pub struct Owner {
    pub address: String,
    pub name: String,
}

fn user_of(caller: &Caller) -> Result<&str, MailError> {
    if caller.user_id.is_empty() {
        Err(MailError::NotSignedIn)
    } else {
        Ok(&caller.user_id)
    }
}

/// The view a list filter names: a folder, the starred view or a label
/// (empty means the inbox).
pub fn view_of(filter: &str) -> Result<View, MailError> {
    let f = filter.trim().to_lowercase();
    if f.is_empty() {
        Ok(View::Folder("inbox".into()))
    } else if f == STARRED {
        Ok(View::Starred)
    } else if FOLDERS.contains(&f.as_str()) {
        Ok(View::Folder(f))
    } else if LABELS.contains(&f.as_str()) {
        Ok(View::Label(f))
    } else {
        Err(MailError::field("filter", "Unknown folder or label."))
    }
}

/// Runs the read `then` on the caller's mailbox: on their first open in
/// one write transaction that writes their sample mails first (SQLite's
/// IMMEDIATE mode, so two first opens at once wait for each other instead of
/// failing; the second finds the mailbox opened and writes nothing).
async fn with_mailbox<T>(
    db: &DatabaseConnection,
    user: &str,
    owner: &Owner,
    then: impl AsyncFnOnce(&sea_orm::DatabaseTransaction) -> Result<T, DbErr>,
) -> Result<T, MailError> {
    let opened = store::mailbox_opened(db, user)
        .await
        .map_err(MailError::db("opening a mailbox"))?;
    let txn = if opened {
        db.begin().await
    } else {
        platform::db::begin_write(db).await
    }
    .map_err(MailError::db("opening a mailbox"))?;
    let read = async {
        if !opened && store::open_mailbox(&txn, user).await? {
            let samples = mail_seed::sample_mails(user, &owner.address, &owner.name, Utc::now());
            store::insert_many(&txn, samples).await?;
        }
        then(&txn).await
    }
    .await
    .map_err(MailError::db("reading a mailbox"))?;
    txn.commit()
        .await
        .map_err(MailError::db("opening a mailbox"))?;
    Ok(read)
}

/// One page of the caller's mails of `filter`, searched for `q`, newest first.
pub async fn list(
    db: &DatabaseConnection,
    caller: &Caller,
    owner: &Owner,
    filter: &str,
    q: &str,
    page: u64,
    per_page: u64,
) -> Result<(Vec<MailRow>, u64), MailError> {
    let user = user_of(caller)?;
    let view = view_of(filter)?;
    let q = q.trim().to_lowercase();
    with_mailbox(db, user, owner, async |txn| {
        store::list(txn, user, &view, &q, page, per_page).await
    })
    .await
}

/// Total and unread mails of a folder or label.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    pub total: u64,
    pub unread: u64,
}

/// The caller's counts per folder (and the starred view) and per label;
/// the starred view and the labels leave the trash out, as their lists do.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub folders: BTreeMap<String, Count>,
    pub labels: BTreeMap<String, Count>,
}

fn tally(rows: &[(String, String, bool, bool)]) -> Counts {
    let mut c = Counts::default();
    for f in FOLDERS.iter().chain([&STARRED]) {
        c.folders.insert((*f).to_owned(), Count::default());
    }
    for l in LABELS {
        c.labels.insert(l.to_owned(), Count::default());
    }
    let add = |count: &mut Count, unread: bool| {
        count.total += 1;
        count.unread += u64::from(unread);
    };
    for (folder, labels, starred, unread) in rows {
        if let Some(count) = c.folders.get_mut(folder) {
            add(count, *unread);
        }
        if folder == store::TRASH {
            continue;
        }
        if *starred && let Some(count) = c.folders.get_mut(STARRED) {
            add(count, *unread);
        }
        for label in store::list_of::<String>(labels) {
            if let Some(count) = c.labels.get_mut(&label) {
                add(count, *unread);
            }
        }
    }
    c
}

/// The caller's counts (writing their sample mails on a first open).
pub async fn counts(
    db: &DatabaseConnection,
    caller: &Caller,
    owner: &Owner,
) -> Result<Counts, MailError> {
    let user = user_of(caller)?;
    let rows = with_mailbox(db, user, owner, async |txn| {
        store::tally_rows(txn, user).await
    })
    .await?;
    Ok(tally(&rows))
}

/// The caller's mails of `ids`, all of them, or NOT_FOUND.
async fn owned_all(
    db: &impl sea_orm::ConnectionTrait,
    user: &str,
    ids: &[i32],
) -> Result<Vec<MailRow>, MailError> {
    let unique: BTreeSet<i32> = ids.iter().copied().collect();
    let ids: Vec<i32> = unique.into_iter().collect();
    let rows = store::owned(db, user, &ids)
        .await
        .map_err(MailError::db("reading mails"))?;
    if rows.len() != ids.len() {
        return Err(MailError::NotFound);
    }
    Ok(rows)
}

fn check_ids(ids: &[i32]) -> Result<(), MailError> {
    if ids.is_empty() {
        Err(MailError::field("mail_ids", "Required"))
    } else if ids.len() > MAX_IDS {
        Err(MailError::field(
            "mail_ids",
            format!("At most {MAX_IDS} mails at once."),
        ))
    } else {
        Ok(())
    }
}

/// Applies a change to each of the caller's mails `ids` in one transaction
/// (all or none) and answers them as they now are, in the order of `ids`.
async fn change_each(
    db: &DatabaseConnection,
    caller: &Caller,
    ids: &[i32],
    change: impl Fn(&MailRow) -> MailChange,
) -> Result<Vec<MailRow>, MailError> {
    let user = user_of(caller)?;
    check_ids(ids)?;
    let txn = platform::db::begin_write(db)
        .await
        .map_err(MailError::db("changing mails"))?;
    let rows = owned_all(&txn, user, ids).await?;
    for row in &rows {
        store::update(&txn, row.id, change(row))
            .await
            .map_err(MailError::db("changing mails"))?;
    }
    let mut after = store::owned(&txn, user, &rows.iter().map(|r| r.id).collect::<Vec<_>>())
        .await
        .map_err(MailError::db("changing mails"))?;
    txn.commit()
        .await
        .map_err(MailError::db("changing mails"))?;
    let mut ordered = Vec::with_capacity(after.len());
    for id in ids {
        if let Some(i) = after.iter().position(|r| r.id == *id) {
            ordered.push(after.swap_remove(i));
        }
    }
    Ok(ordered)
}

/// Opens one of the caller's mails: it is read from now on.
pub async fn open(db: &DatabaseConnection, caller: &Caller, id: i32) -> Result<MailRow, MailError> {
    let mut rows = change_each(db, caller, &[id], |_| MailChange {
        unread: Some(false),
        ..Default::default()
    })
    .await?;
    rows.pop().ok_or(MailError::NotFound)
}

/// Toggles the star of one of the caller's mails.
pub async fn toggle_star(
    db: &DatabaseConnection,
    caller: &Caller,
    id: i32,
) -> Result<MailRow, MailError> {
    let mut rows = change_each(db, caller, &[id], |m| MailChange {
        is_starred: Some(!m.is_starred),
        ..Default::default()
    })
    .await?;
    rows.pop().ok_or(MailError::NotFound)
}

/// Moves the caller's mails `ids` to `folder` (a folder, not the starred view).
pub async fn move_to(
    db: &DatabaseConnection,
    caller: &Caller,
    ids: &[i32],
    folder: &str,
) -> Result<Vec<MailRow>, MailError> {
    let folder = folder.trim().to_lowercase();
    if !FOLDERS.contains(&folder.as_str()) {
        return Err(MailError::field(
            "mail_folder",
            if folder.is_empty() {
                "Required"
            } else {
                "Unknown folder."
            },
        ));
    }
    change_each(db, caller, ids, |_| MailChange {
        mail_folder: Some(folder.clone()),
        ..Default::default()
    })
    .await
}

/// Marks the caller's mails `ids` unread (or read).
pub async fn mark_unread(
    db: &DatabaseConnection,
    caller: &Caller,
    ids: &[i32],
    unread: bool,
) -> Result<Vec<MailRow>, MailError> {
    change_each(db, caller, ids, |_| MailChange {
        unread: Some(unread),
        ..Default::default()
    })
    .await
}

/// The labels with `label` toggled: added when absent, removed when there.
pub fn toggled(labels: &[String], label: &str) -> Vec<String> {
    if labels.iter().any(|l| l == label) {
        labels.iter().filter(|l| *l != label).cloned().collect()
    } else {
        let mut out = labels.to_vec();
        out.push(label.to_owned());
        out
    }
}

/// Toggles `label` on each of the caller's mails `ids`.
pub async fn toggle_label(
    db: &DatabaseConnection,
    caller: &Caller,
    ids: &[i32],
    label: &str,
) -> Result<Vec<MailRow>, MailError> {
    let label = label.trim().to_lowercase();
    if !LABELS.contains(&label.as_str()) {
        return Err(MailError::field(
            "label",
            if label.is_empty() {
                "Required"
            } else {
                "Unknown label."
            },
        ));
    }
    change_each(db, caller, ids, |m| MailChange {
        labels: Some(toggled(&store::list_of(&m.labels_json), &label)),
        ..Default::default()
    })
    .await
}

/// What the writer of a mail fills in: addresses, subject, HTML message.
#[derive(Clone, Debug, Default)]
pub struct Letter {
    pub to: Vec<String>,
    pub cc: Vec<String>,
    pub bcc: Vec<String>,
    pub subject: String,
    pub message: String,
}

impl Letter {
    /// The letter a stored mail holds (a draft to send).
    fn of(row: &MailRow) -> Self {
        Self {
            to: store::list_of(&row.to_json),
            cc: store::list_of(&row.cc_json),
            bcc: store::list_of(&row.bcc_json),
            subject: row.subject.clone(),
            message: row.message.clone(),
        }
    }
}

/// Address (lowercased) to the user it belongs to, as the gateway found them.
pub type Recipients = BTreeMap<String, String>;

/// A mail to send, as the gateway passes it.
#[derive(Clone, Debug, Default)]
pub struct Outgoing {
    pub owner: Owner,
    pub sender_img: String,
    pub letter: Letter,
    pub recipients: Recipients,
}

/// A draft to save: a new one (`id` 0) or the new content of one.
#[derive(Clone, Debug, Default)]
pub struct Draft {
    pub owner: Owner,
    pub id: i32,
    pub letter: Letter,
}

/// Whether `s` looks like an email address: one `@`, something on both
/// sides, a dot in the domain, no spaces.
pub fn is_address(s: &str) -> bool {
    let Some((local, domain)) = s.split_once('@') else {
        return false;
    };
    !local.is_empty()
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !domain.contains('@')
        && !s.chars().any(char::is_whitespace)
        && s.len() <= 254
}

/// The addresses of one field trimmed and lowercased (blanks dropped), with
/// the field's error: a malformed address, or (when sending, `recipients`
/// given) one that is no product user.
fn addresses(
    field: &str,
    list: &[String],
    recipients: Option<&Recipients>,
    errors: &mut Fields,
) -> Vec<String> {
    let list: Vec<String> = list
        .iter()
        .map(|a| a.trim().to_lowercase())
        .filter(|a| !a.is_empty())
        .collect();
    if let Some(bad) = list.iter().find(|a| !is_address(a)) {
        errors.insert(field.into(), format!("Not an email address: {bad}"));
    } else if let Some(unknown) = recipients.and_then(|r| list.iter().find(|a| !r.contains_key(*a)))
    {
        errors.insert(field.into(), format!("No user has this address: {unknown}"));
    }
    list
}

/// A checked letter: addresses, subject and sanitized message.
#[derive(Debug, PartialEq, Eq)]
pub struct Checked {
    pub to: Vec<String>,
    pub cc: Vec<String>,
    pub bcc: Vec<String>,
    pub subject: String,
    pub message: String,
}

/// Checks a letter. To send (`recipients` given): at least one recipient,
/// every address a product user, a subject. A draft: well-formed addresses
/// and something written. Both: at most 50 addresses, a subject of at most
/// 200 characters, a message of at most 20000 (sanitized: scripts, handlers
/// and styles dropped).
fn check_letter(l: &Letter, recipients: Option<&Recipients>) -> Result<Checked, MailError> {
    let sending = recipients.is_some();
    let mut errors = Fields::new();
    let to = addresses("to", &l.to, recipients, &mut errors);
    let cc = addresses("cc", &l.cc, recipients, &mut errors);
    let bcc = addresses("bcc", &l.bcc, recipients, &mut errors);
    let count = to.len() + cc.len() + bcc.len();
    if count == 0 && sending {
        errors.insert("to".into(), "Required".into());
    } else if count > MAX_RECIPIENTS {
        errors.insert(
            "to".into(),
            format!("At most {MAX_RECIPIENTS} addresses in all."),
        );
    }
    let subject = l.subject.trim().to_owned();
    if subject.is_empty() && sending {
        errors.insert("subject".into(), "Required".into());
    } else if subject.chars().count() > MAX_SUBJECT {
        errors.insert(
            "subject".into(),
            format!("At most {MAX_SUBJECT} characters."),
        );
    }
    if l.message.chars().count() > MAX_MESSAGE {
        errors.insert(
            "message".into(),
            format!("At most {MAX_MESSAGE} characters."),
        );
    }
    if !sending && count == 0 && subject.is_empty() && store::text_of(&l.message).trim().is_empty()
    {
        errors.insert(
            "message".into(),
            "An empty draft is not saved: write an address, a subject or a message.".into(),
        );
    }
    if !errors.is_empty() {
        return Err(MailError::Invalid(errors));
    }
    Ok(Checked {
        to,
        cc,
        bcc,
        subject,
        message: ammonia::clean(&l.message),
    })
}

/// Checks an outgoing mail (see [`check_letter`]).
pub fn check(m: &Outgoing) -> Result<Checked, MailError> {
    check_letter(&m.letter, Some(&m.recipients))
}

/// Now at microseconds: what PostgreSQL keeps, so an answer equals a re-read.
fn now() -> chrono::DateTime<Utc> {
    chrono::SubsecRound::trunc_subsecs(Utc::now(), 6)
}

/// The row of a checked letter in the caller's `folder`, from the owner.
fn written(user: &str, owner: &Owner, img: &str, c: Checked, folder: &str) -> NewMail {
    NewMail {
        owner_id: user.to_owned(),
        sender: owner.address.trim().to_lowercase(),
        sender_name: owner.name.clone(),
        to: c.to,
        cc: c.cc,
        bcc: c.bcc,
        subject: c.subject,
        message: c.message,
        sent_at: now(),
        mail_folder: folder.into(),
        unread: false,
        img: img.to_owned(),
        ..Default::default()
    }
}

/// Writes a sent mail: the sender's copy `sent` (with bcc) and an unread
/// copy without bcc in the inbox of every recipient user (each once).
/// Answers the sender's copy and how many mailboxes received it.
async fn deliver(
    txn: &sea_orm::DatabaseTransaction,
    sent: NewMail,
    recipients: &Recipients,
) -> Result<(MailRow, u32), DbErr> {
    let receivers: BTreeSet<&String> = sent
        .to
        .iter()
        .chain(&sent.cc)
        .chain(&sent.bcc)
        .filter_map(|a| recipients.get(a))
        .collect();
    let copies: Vec<NewMail> = receivers
        .iter()
        .map(|owner_id| NewMail {
            owner_id: (*owner_id).clone(),
            bcc: vec![],
            mail_folder: "inbox".into(),
            unread: true,
            ..sent.clone()
        })
        .collect();
    let delivered = copies.len() as u32;
    let row = store::insert(txn, sent).await?;
    store::insert_many(txn, copies).await?;
    Ok((row, delivered))
}

/// Sends a mail from the caller (counted against their sending limit):
/// their copy in sent and the recipients' copies, in one transaction.
/// Answers the sender's copy and how many mailboxes received it.
pub async fn send(
    db: &DatabaseConnection,
    limit: &SendLimiter,
    caller: &Caller,
    m: Outgoing,
) -> Result<(MailRow, u32), MailError> {
    let user = user_of(caller)?;
    let c = check(&m)?;
    limit.hit(user).await?;
    let sent = written(user, &m.owner, &m.sender_img, c, "sent");
    let txn = platform::db::begin_write(db)
        .await
        .map_err(MailError::db("sending a mail"))?;
    let out = deliver(&txn, sent, &m.recipients)
        .await
        .map_err(MailError::db("sending a mail"))?;
    txn.commit()
        .await
        .map_err(MailError::db("sending a mail"))?;
    Ok(out)
}

/// One of the caller's drafts, or NOT_FOUND (another user's, or not a draft).
async fn draft_of(
    db: &impl sea_orm::ConnectionTrait,
    user: &str,
    id: i32,
) -> Result<MailRow, MailError> {
    store::draft(db, user, id)
        .await
        .map_err(MailError::db("reading a draft"))?
        .ok_or(MailError::NotFound)
}

/// Saves a draft in the caller's draft folder: a new one, or the new
/// content of one of theirs (its time becomes the time of this save).
pub async fn save_draft(
    db: &DatabaseConnection,
    caller: &Caller,
    d: Draft,
) -> Result<MailRow, MailError> {
    let user = user_of(caller)?;
    let c = check_letter(&d.letter, None)?;
    let row = written(user, &d.owner, "", c, store::DRAFT);
    if d.id == 0 {
        return store::insert(db, row)
            .await
            .map_err(MailError::db("saving a draft"));
    }
    let txn = platform::db::begin_write(db)
        .await
        .map_err(MailError::db("saving a draft"))?;
    if !store::replace_draft(&txn, user, d.id, row)
        .await
        .map_err(MailError::db("saving a draft"))?
    {
        return Err(MailError::NotFound);
    }
    let saved = draft_of(&txn, user, d.id).await?;
    txn.commit()
        .await
        .map_err(MailError::db("saving a draft"))?;
    Ok(saved)
}

/// Discards one of the caller's drafts for good.
pub async fn delete_draft(
    db: &DatabaseConnection,
    caller: &Caller,
    id: i32,
) -> Result<(), MailError> {
    let user = user_of(caller)?;
    if store::delete_draft(db, user, id)
        .await
        .map_err(MailError::db("discarding a draft"))?
    {
        Ok(())
    } else {
        Err(MailError::NotFound)
    }
}

/// Sends one of the caller's drafts as saved (counted against their sending
/// limit): in one transaction the sent copy and the recipients' copies are
/// written and the draft removed.
pub async fn send_draft(
    db: &DatabaseConnection,
    limit: &SendLimiter,
    caller: &Caller,
    owner: &Owner,
    sender_img: &str,
    id: i32,
    recipients: &Recipients,
) -> Result<(MailRow, u32), MailError> {
    let user = user_of(caller)?;
    let txn = platform::db::begin_write(db)
        .await
        .map_err(MailError::db("sending a draft"))?;
    let draft = draft_of(&txn, user, id).await?;
    let c = check_letter(&Letter::of(&draft), Some(recipients))?;
    limit.hit(user).await?;
    let sent = written(user, owner, sender_img, c, "sent");
    let out = async {
        let out = deliver(&txn, sent, recipients).await?;
        store::delete_draft(&txn, user, id).await?;
        Ok(out)
    }
    .await
    .map_err(MailError::db("sending a draft"))?;
    txn.commit()
        .await
        .map_err(MailError::db("sending a draft"))?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letter(to: &[&str]) -> Letter {
        Letter {
            to: to.iter().map(|s| (*s).to_owned()).collect(),
            subject: "Hello".into(),
            message: "<p>Hi</p><script>alert(1)</script>".into(),
            ..Default::default()
        }
    }

    fn outgoing(to: &[&str]) -> Outgoing {
        Outgoing {
            letter: letter(to),
            recipients: [("ed@demo.com".to_owned(), "u-ed".to_owned())].into(),
            ..Default::default()
        }
    }

    #[test]
    fn a_filter_names_a_folder_the_starred_view_or_a_label() {
        assert_eq!(view_of("").unwrap(), View::Folder("inbox".into()));
        assert_eq!(view_of("Spam").unwrap(), View::Folder("spam".into()));
        assert_eq!(view_of("starred").unwrap(), View::Starred);
        assert_eq!(view_of("company").unwrap(), View::Label("company".into()));
        assert!(
            matches!(view_of("archive"), Err(MailError::Invalid(f)) if f.contains_key("filter"))
        );
    }

    #[test]
    fn a_label_toggles() {
        let on = toggled(&["company".into()], "private");
        assert_eq!(on, ["company", "private"]);
        assert_eq!(toggled(&on, "company"), ["private"]);
    }

    #[test]
    fn an_outgoing_mail_needs_a_known_recipient_and_a_subject() {
        let ok = check(&outgoing(&[" Ed@Demo.com "])).unwrap();
        assert_eq!(ok.to, ["ed@demo.com"]);
        assert!(!ok.message.contains("script"), "{}", ok.message);
        let Err(MailError::Invalid(f)) = check(&outgoing(&["nobody@demo.com"])) else {
            panic!("an unknown address passed");
        };
        assert!(f["to"].contains("nobody@demo.com"));
        let mut empty = outgoing(&[]);
        empty.letter.subject = " ".into();
        let Err(MailError::Invalid(f)) = check(&empty) else {
            panic!("an empty mail passed");
        };
        assert_eq!(
            (f["to"].as_str(), f["subject"].as_str()),
            ("Required", "Required")
        );
        let mut bad = outgoing(&["ed@demo.com"]);
        bad.letter.cc = vec!["not an address".into()];
        let Err(MailError::Invalid(f)) = check(&bad) else {
            panic!("a malformed address passed");
        };
        assert!(f.contains_key("cc"));
    }

    #[test]
    fn a_draft_may_name_anyone_and_lack_a_subject_but_not_be_empty() {
        let d = check_letter(
            &Letter {
                subject: String::new(),
                ..letter(&["Nobody@Demo.com"])
            },
            None,
        )
        .unwrap();
        assert_eq!(
            (d.to, d.subject.as_str()),
            (vec!["nobody@demo.com".to_owned()], "")
        );
        let Err(MailError::Invalid(f)) = check_letter(&letter(&["not an address"]), None) else {
            panic!("a malformed address passed");
        };
        assert!(f.contains_key("to"));
        let Err(MailError::Invalid(f)) = check_letter(
            &Letter {
                message: "<p> </p>".into(),
                ..Default::default()
            },
            None,
        ) else {
            panic!("an empty draft passed");
        };
        assert!(f.contains_key("message"));
    }

    #[test]
    fn counts_leave_the_trash_out_of_the_starred_view_and_the_labels() {
        let row = |folder: &str, labels: &str, starred, unread| {
            (folder.to_owned(), labels.to_owned(), starred, unread)
        };
        let c = tally(&[
            row("inbox", r#"["company"]"#, true, true),
            row("inbox", "[]", false, false),
            row("trash", r#"["company"]"#, true, true),
        ]);
        assert_eq!(
            c.folders["inbox"],
            Count {
                total: 2,
                unread: 1
            }
        );
        assert_eq!(
            c.folders["trash"],
            Count {
                total: 1,
                unread: 1
            }
        );
        assert_eq!(
            c.folders["starred"],
            Count {
                total: 1,
                unread: 1
            }
        );
        assert_eq!(
            c.labels["company"],
            Count {
                total: 1,
                unread: 1
            }
        );
        assert_eq!(c.labels["private"], Count::default());
    }

    #[test]
    fn each_refusal_keeps_its_reason() {
        let a: ApiError = MailError::NotFound.into();
        assert_eq!(
            (a.kind, a.reason.as_str()),
            (ErrorKind::NotFound, "MAIL_NOT_FOUND")
        );
        let a: ApiError = MailError::field("label", "Required").into();
        assert_eq!(a.reason, "VALIDATION_FAILED");
        let a: ApiError = MailError::RateLimited {
            retry_after_secs: 42,
        }
        .into();
        assert_eq!(
            (a.kind, a.reason.as_str(), a.retry_after_secs),
            (ErrorKind::RateLimited, "MAIL_RATE_LIMITED", Some(42))
        );
    }
}
