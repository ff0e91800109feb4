//! The mail app's rules and use cases: which view lists what, the sample
//! mails on a user's first open, the changes a user makes to their own mails
//! and the sending of a mail between users. Every use case works on the
//! verified caller's mailbox only; another user's mail id is "not found".

use std::collections::{BTreeMap, BTreeSet};

use chrono::Utc;
use platform::error::{ApiError, ErrorKind};
use platform::grpc::Caller;
use sea_orm::{DatabaseConnection, DbErr, TransactionTrait};

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
            MailError::Internal(context, cause) => platform::error::failure(context, &cause),
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

/// A mail to send, as the gateway passes it.
#[derive(Clone, Debug, Default)]
pub struct Outgoing {
    pub owner: Owner,
    pub sender_img: String,
    pub to: Vec<String>,
    pub cc: Vec<String>,
    pub bcc: Vec<String>,
    pub subject: String,
    pub message: String,
    /// Address (lowercased) to the user it belongs to, as the gateway found them.
    pub recipients: BTreeMap<String, String>,
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
/// the field's error: a malformed address or one that is no product user.
fn addresses(
    field: &str,
    list: &[String],
    recipients: &BTreeMap<String, String>,
    errors: &mut Fields,
) -> Vec<String> {
    let list: Vec<String> = list
        .iter()
        .map(|a| a.trim().to_lowercase())
        .filter(|a| !a.is_empty())
        .collect();
    if let Some(bad) = list.iter().find(|a| !is_address(a)) {
        errors.insert(field.into(), format!("Not an email address: {bad}"));
    } else if let Some(unknown) = list.iter().find(|a| !recipients.contains_key(*a)) {
        errors.insert(field.into(), format!("No user has this address: {unknown}"));
    }
    list
}

/// A checked outgoing mail: addresses, subject and sanitized message.
#[derive(Debug, PartialEq, Eq)]
pub struct Checked {
    pub to: Vec<String>,
    pub cc: Vec<String>,
    pub bcc: Vec<String>,
    pub subject: String,
    pub message: String,
}

/// Checks an outgoing mail: at least one recipient, every address a product
/// user, a subject of 1 to 200 characters, a message of at most 20000
/// (sanitized: scripts, handlers and styles dropped).
pub fn check(m: &Outgoing) -> Result<Checked, MailError> {
    let mut errors = Fields::new();
    let to = addresses("to", &m.to, &m.recipients, &mut errors);
    let cc = addresses("cc", &m.cc, &m.recipients, &mut errors);
    let bcc = addresses("bcc", &m.bcc, &m.recipients, &mut errors);
    let count = to.len() + cc.len() + bcc.len();
    if count == 0 {
        errors.insert("to".into(), "Required".into());
    } else if count > MAX_RECIPIENTS {
        errors.insert(
            "to".into(),
            format!("At most {MAX_RECIPIENTS} addresses in all."),
        );
    }
    let subject = m.subject.trim().to_owned();
    if subject.is_empty() {
        errors.insert("subject".into(), "Required".into());
    } else if subject.chars().count() > MAX_SUBJECT {
        errors.insert(
            "subject".into(),
            format!("At most {MAX_SUBJECT} characters."),
        );
    }
    if m.message.chars().count() > MAX_MESSAGE {
        errors.insert(
            "message".into(),
            format!("At most {MAX_MESSAGE} characters."),
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
        message: ammonia::clean(&m.message),
    })
}

/// Sends a mail from the caller: their copy in sent (with bcc), and an
/// unread copy without bcc in the inbox of every recipient user (each
/// once), all in one transaction. Answers the sender's copy and how many
/// mailboxes received it.
pub async fn send(
    db: &DatabaseConnection,
    caller: &Caller,
    m: Outgoing,
) -> Result<(MailRow, u32), MailError> {
    let user = user_of(caller)?;
    let c = check(&m)?;
    // Microseconds: what PostgreSQL keeps, so the answer equals a re-read.
    let now = chrono::SubsecRound::trunc_subsecs(Utc::now(), 6);
    let base = NewMail {
        owner_id: user.to_owned(),
        sender: m.owner.address.trim().to_lowercase(),
        sender_name: m.owner.name.clone(),
        to: c.to.clone(),
        cc: c.cc.clone(),
        bcc: c.bcc.clone(),
        subject: c.subject,
        message: c.message,
        sent_at: now,
        mail_folder: "sent".into(),
        unread: false,
        img: m.sender_img.clone(),
        ..Default::default()
    };
    let receivers: BTreeSet<&String> =
        c.to.iter()
            .chain(&c.cc)
            .chain(&c.bcc)
            .filter_map(|a| m.recipients.get(a))
            .collect();
    let copies: Vec<NewMail> = receivers
        .iter()
        .map(|owner_id| NewMail {
            owner_id: (*owner_id).clone(),
            bcc: vec![],
            mail_folder: "inbox".into(),
            unread: true,
            ..base.clone()
        })
        .collect();
    let delivered = copies.len() as u32;
    let txn = platform::db::begin_write(db)
        .await
        .map_err(MailError::db("sending a mail"))?;
    let sent = store::insert(&txn, base)
        .await
        .map_err(MailError::db("sending a mail"))?;
    store::insert_many(&txn, copies)
        .await
        .map_err(MailError::db("sending a mail"))?;
    txn.commit()
        .await
        .map_err(MailError::db("sending a mail"))?;
    Ok((sent, delivered))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outgoing(to: &[&str]) -> Outgoing {
        Outgoing {
            to: to.iter().map(|s| (*s).to_owned()).collect(),
            subject: "Hello".into(),
            message: "<p>Hi</p><script>alert(1)</script>".into(),
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
        let Err(MailError::Invalid(f)) = check(&Outgoing {
            subject: " ".into(),
            ..outgoing(&[])
        }) else {
            panic!("an empty mail passed");
        };
        assert_eq!(
            (f["to"].as_str(), f["subject"].as_str()),
            ("Required", "Required")
        );
        let Err(MailError::Invalid(f)) = check(&Outgoing {
            cc: vec!["not an address".into()],
            ..outgoing(&["ed@demo.com"])
        }) else {
            panic!("a malformed address passed");
        };
        assert!(f.contains_key("cc"));
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
    }
}
