//! The chat app's rules and use cases. Contacts are the product's other
//! users (a directory the gateway reads from the auth service and passes in)
//! plus the sample contacts; a message between two users is stored on both
//! sides (the sender's copy sent, the recipient's unseen). Every use case
//! works on the caller's own threads and first writes their sample threads if
//! this is their first visit, in the same transaction.

use chrono::{DateTime, Duration, Utc};
use platform::error::{ApiError, ErrorKind};
use platform::validate::{Check, Fields};
use sea_orm::{DatabaseConnection, DbErr};

use crate::domain::send_limit::SendLimiter;
use crate::store::chat::{self as store, NewMessage, SAMPLE_THREADS, message, thread};

/// The longest message, in characters.
pub const TEXT_MAX: usize = 2000;
/// How many of a thread's latest messages the chat list carries.
pub const THREAD_LATEST: u64 = 100;
const PER_PAGE_DEFAULT: u64 = 20;
const PER_PAGE_MAX: u64 = 100;

/// A user's presence (spec section 4); the default, "active", is online.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    Online,
    Away,
    DoNotDisturb,
    Offline,
}

impl Presence {
    /// Every value, as stored and sent.
    pub const ALL: [&'static str; 4] = ["online", "away", "do not disturb", "offline"];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Online => "online",
            Self::Away => "away",
            Self::DoNotDisturb => "do not disturb",
            Self::Offline => "offline",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "online" => Some(Self::Online),
            "away" => Some(Self::Away),
            "do not disturb" => Some(Self::DoNotDisturb),
            "offline" => Some(Self::Offline),
            _ => None,
        }
    }
}

/// Why a chat call was refused.
#[derive(Debug, thiserror::Error)]
pub enum ChatError {
    /// Field errors keyed by the JSON names (`VALIDATION_FAILED`, 422).
    #[error("invalid input: {0:?}")]
    Invalid(Fields),
    /// The caller has no thread with that contact (`CHAT_NOT_FOUND`, 404).
    #[error("no such chat")]
    ThreadNotFound,
    /// No user and no sample contact has that id (`CHAT_CONTACT_NOT_FOUND`, 404).
    #[error("no such contact")]
    ContactNotFound,
    /// None of the caller's threads holds a message with that id
    /// (`CHAT_MESSAGE_NOT_FOUND`, 404).
    #[error("no such message")]
    MessageNotFound,
    /// The caller received the message: only its sender may delete it
    /// (`CHAT_MESSAGE_NOT_SENDER`, 403).
    #[error("not the sender")]
    NotSender,
    /// The gateway vouched for no signed-in user (`NOT_SIGNED_IN`, 401).
    #[error("no signed-in caller")]
    NoCaller,
    /// Past the sender's limit (`CHAT_RATE_LIMITED`, 429 with `Retry-After`).
    #[error("sending too fast")]
    RateLimited { retry_after_secs: u64 },
    #[error("chat store: {0}")]
    Store(#[from] DbErr),
}

impl From<ChatError> for ApiError {
    fn from(e: ChatError) -> Self {
        match e {
            ChatError::Invalid(fields) => ApiError::validation(fields),
            ChatError::ThreadNotFound => {
                ApiError::new(ErrorKind::NotFound, "CHAT_NOT_FOUND", "No such chat.")
            }
            ChatError::ContactNotFound => ApiError::new(
                ErrorKind::NotFound,
                "CHAT_CONTACT_NOT_FOUND",
                "No such contact.",
            ),
            ChatError::MessageNotFound => ApiError::new(
                ErrorKind::NotFound,
                "CHAT_MESSAGE_NOT_FOUND",
                "No such message.",
            ),
            ChatError::NotSender => ApiError::new(
                ErrorKind::PermissionDenied,
                "CHAT_MESSAGE_NOT_SENDER",
                "Only the sender can delete a message.",
            ),
            ChatError::NoCaller => ApiError::new(
                ErrorKind::Unauthenticated,
                "NOT_SIGNED_IN",
                "Sorry, Authentication failed",
            ),
            ChatError::RateLimited { retry_after_secs } => ApiError::new(
                ErrorKind::RateLimited,
                "CHAT_RATE_LIMITED",
                "You are sending messages too fast. Try again in a moment.",
            )
            .with_retry_after(retry_after_secs),
            ChatError::Store(e) => platform::error::failure("chat store", &e),
        }
    }
}

fn field(name: &str, message: &str) -> ChatError {
    let mut f = Fields::new();
    f.insert(name.to_owned(), message.to_owned());
    ChatError::Invalid(f)
}

/// The signed-in caller.
#[derive(Clone, Debug)]
pub struct Me {
    pub id: String,
    pub name: String,
}

impl Me {
    /// The caller, or [`ChatError::NoCaller`] when the gateway vouched for none.
    pub fn new(id: String, name: String) -> Result<Self, ChatError> {
        if id.is_empty() {
            return Err(ChatError::NoCaller);
        }
        Ok(Self { id, name })
    }
}

/// A user of the product, as the gateway passed it in.
#[derive(Clone, Debug, Default)]
pub struct DirectoryUser {
    pub id: String,
    pub name: String,
    pub about: String,
    pub photo_url: String,
}

/// Someone to chat with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Contact {
    pub uid: String,
    pub display_name: String,
    pub about: String,
    pub photo_url: String,
    pub status: &'static str,
}

/// A thread with its latest messages.
#[derive(Clone, Debug)]
pub struct Thread {
    pub row: thread::Model,
    pub messages: Vec<message::Model>,
    pub total: u64,
}

/// What the chat app shows.
#[derive(Clone, Debug)]
pub struct ChatView {
    pub contacts: Vec<Contact>,
    pub threads: Vec<Thread>,
    pub status: Presence,
}

/// A message to send, before its checks.
#[derive(Clone, Debug, Default)]
pub struct SendInput {
    pub contact_id: String,
    pub text: String,
    pub is_pinned: bool,
    /// The recipient when the id is a user of the product.
    pub recipient: Option<DirectoryUser>,
}

/// A stored message.
#[derive(Clone, Debug)]
pub struct Sent {
    /// The message's id, the same in both threads.
    pub id: String,
    pub contact_id: String,
    pub text: String,
    pub time: DateTime<Utc>,
    pub is_pinned: bool,
    /// A user received a copy (not a sample contact).
    pub delivered: bool,
}

/// Whether `name` matches a chat search (spec section 5: the display name,
/// case-insensitive; an empty search matches all).
pub fn matches(name: &str, q: &str) -> bool {
    let q = q.trim();
    q.is_empty() || name.to_lowercase().contains(&q.to_lowercase())
}

/// A new message id (shared by the copies of one message).
fn new_key() -> String {
    uuid::Uuid::new_v4().to_string()
}

fn presence_of(stored: Option<&str>) -> Presence {
    stored.and_then(Presence::parse).unwrap_or(Presence::Online)
}

/// Writes the caller's sample threads on their first visit (in `txn`).
async fn ensure_started<C: sea_orm::ConnectionTrait>(txn: &C, me: &Me) -> Result<(), DbErr> {
    if !store::claim_first_open(txn, &me.id, Presence::Online.as_str()).await? {
        return Ok(());
    }
    // Microseconds: what PostgreSQL keeps, so the answer equals a re-read.
    let now = chrono::SubsecRound::trunc_subsecs(Utc::now(), 6);
    for (contact, pinned, messages) in SAMPLE_THREADS {
        let Some(sample) = store::sample(txn, contact).await? else {
            continue;
        };
        let last = messages.iter().map(|m| m.1).min().unwrap_or(0);
        store::touch_thread(
            txn,
            &me.id,
            contact,
            &sample.display_name,
            *pinned,
            now - Duration::minutes(last),
        )
        .await?;
        for (text, minutes_ago, is_sent, is_seen) in *messages {
            store::insert_message(
                txn,
                NewMessage {
                    key: &new_key(),
                    owner_id: &me.id,
                    contact_id: contact,
                    text,
                    sent_at: now - Duration::minutes(*minutes_ago),
                    is_sent: *is_sent,
                    is_seen: *is_seen,
                },
            )
            .await?;
        }
    }
    Ok(())
}

/// Everyone the caller can chat with: the directory's other users, the
/// sample contacts, and anyone they have a thread with who left the
/// directory, each with their presence, by display name.
async fn contacts<C: sea_orm::ConnectionTrait>(
    conn: &C,
    me: &Me,
    directory: Vec<DirectoryUser>,
    threads: &[thread::Model],
) -> Result<Vec<Contact>, DbErr> {
    let mut users: Vec<DirectoryUser> = directory.into_iter().filter(|u| u.id != me.id).collect();
    for t in threads {
        let sample = t.contact_id.starts_with("sample-");
        if !sample && !users.iter().any(|u| u.id == t.contact_id) {
            users.push(DirectoryUser {
                id: t.contact_id.clone(),
                name: t.contact_name.clone(),
                ..Default::default()
            });
        }
    }
    let stored = store::presences(conn, users.iter().map(|u| u.id.clone()).collect()).await?;
    let mut out: Vec<Contact> = users
        .into_iter()
        .map(|u| {
            let status = stored
                .iter()
                .find(|p| p.user_id == u.id)
                .map(|p| p.status.as_str());
            Contact {
                uid: u.id,
                display_name: u.name,
                about: u.about,
                photo_url: u.photo_url,
                status: presence_of(status).as_str(),
            }
        })
        .collect();
    out.extend(store::samples(conn).await?.into_iter().map(|s| Contact {
        uid: s.uid,
        display_name: s.display_name,
        about: s.about,
        photo_url: s.photo_url,
        status: presence_of(Some(&s.status)).as_str(),
    }));
    out.sort_by(|a, b| {
        a.display_name
            .to_lowercase()
            .cmp(&b.display_name.to_lowercase())
            .then_with(|| a.uid.cmp(&b.uid))
    });
    Ok(out)
}

/// The chat app for the caller: contacts and threads matching `q`, and their
/// own presence. The first visit writes the sample threads first.
pub async fn open(
    db: &DatabaseConnection,
    me: &Me,
    directory: Vec<DirectoryUser>,
    q: &str,
) -> Result<ChatView, ChatError> {
    let txn = platform::db::begin_write(db).await?;
    ensure_started(&txn, me).await?;
    let rows = store::threads(&txn, &me.id).await?;
    let contacts: Vec<Contact> = contacts(&txn, me, directory, &rows)
        .await?
        .into_iter()
        .filter(|c| matches(&c.display_name, q))
        .collect();
    let mut threads = Vec::new();
    for row in rows {
        if !contacts.iter().any(|c| c.uid == row.contact_id) {
            continue;
        }
        let total = store::count_messages(&txn, &me.id, &row.contact_id).await?;
        let messages =
            store::latest_messages(&txn, &me.id, &row.contact_id, 0, THREAD_LATEST).await?;
        threads.push(Thread {
            row,
            messages,
            total,
        });
    }
    let own = store::presences(&txn, vec![me.id.clone()]).await?;
    txn.commit().await?;
    Ok(ChatView {
        contacts,
        threads,
        status: presence_of(own.first().map(|p| p.status.as_str())),
    })
}

/// The contacts the caller has a thread with, matching `q`: pinned threads
/// first, then the latest activity first.
pub async fn contacts_with_thread(
    db: &DatabaseConnection,
    me: &Me,
    directory: Vec<DirectoryUser>,
    q: &str,
) -> Result<Vec<Contact>, ChatError> {
    let view = open(db, me, directory, q).await?;
    Ok(view
        .threads
        .iter()
        .filter_map(|t| {
            view.contacts
                .iter()
                .find(|c| c.uid == t.row.contact_id)
                .cloned()
        })
        .collect())
}

/// One page of a thread (page 1 holds the newest messages), oldest first
/// within the page, and the thread's size.
pub async fn messages(
    db: &DatabaseConnection,
    me: &Me,
    contact_id: &str,
    page: u64,
    per_page: u64,
) -> Result<(Vec<message::Model>, u64), ChatError> {
    let mut fields = Fields::new();
    Check::new("", &mut fields).required("contactId", contact_id.trim());
    if !(per_page == 0 || (1..=PER_PAGE_MAX).contains(&per_page)) {
        fields.insert("perPage".into(), format!("Between 1 and {PER_PAGE_MAX}."));
    }
    if !fields.is_empty() {
        return Err(ChatError::Invalid(fields));
    }
    let per_page = if per_page == 0 {
        PER_PAGE_DEFAULT
    } else {
        per_page
    };
    let page = page.max(1);
    if store::thread(db, &me.id, contact_id).await?.is_none() {
        return Err(ChatError::ThreadNotFound);
    }
    let total = store::count_messages(db, &me.id, contact_id).await?;
    let rows =
        store::latest_messages(db, &me.id, contact_id, (page - 1) * per_page, per_page).await?;
    Ok((rows, total))
}

/// Sends a message: appends it to the caller's thread (created with the
/// given pin if missing) and, when the contact is a user, to theirs as an
/// unseen received message, in one transaction.
pub async fn send(
    db: &DatabaseConnection,
    limit: &SendLimiter,
    me: &Me,
    input: SendInput,
) -> Result<Sent, ChatError> {
    let contact_id = input.contact_id.trim().to_owned();
    let text = input.text.trim().to_owned();
    let mut fields = Fields::new();
    let mut check = Check::new("", &mut fields);
    check.required("contactId", &contact_id);
    check.required("message", &text);
    if text.chars().count() > TEXT_MAX {
        check.err("message", format!("At most {TEXT_MAX} characters."));
    }
    if contact_id == me.id {
        check.err("contactId", "You cannot chat with yourself.");
    }
    if !fields.is_empty() {
        return Err(ChatError::Invalid(fields));
    }
    limit
        .hit(&me.id)
        .await
        .map_err(|r| ChatError::RateLimited {
            retry_after_secs: r.retry_after_secs,
        })?;
    let txn = platform::db::begin_write(db).await?;
    ensure_started(&txn, me).await?;
    let contact_name = match &input.recipient {
        Some(user) => user.name.clone(),
        None => match store::sample(&txn, &contact_id).await? {
            Some(sample) => sample.display_name,
            None => return Err(ChatError::ContactNotFound),
        },
    };
    // Microseconds: what PostgreSQL keeps, so the answer equals a re-read.
    let now = chrono::SubsecRound::trunc_subsecs(Utc::now(), 6);
    let key = new_key();
    store::touch_thread(
        &txn,
        &me.id,
        &contact_id,
        &contact_name,
        input.is_pinned,
        now,
    )
    .await?;
    store::insert_message(
        &txn,
        NewMessage {
            key: &key,
            owner_id: &me.id,
            contact_id: &contact_id,
            text: &text,
            sent_at: now,
            is_sent: true,
            is_seen: false,
        },
    )
    .await?;
    let delivered = input.recipient.is_some();
    if delivered {
        store::touch_thread(&txn, &contact_id, &me.id, &me.name, false, now).await?;
        store::insert_message(
            &txn,
            NewMessage {
                key: &key,
                owner_id: &contact_id,
                contact_id: &me.id,
                text: &text,
                sent_at: now,
                is_sent: false,
                is_seen: false,
            },
        )
        .await?;
    }
    let is_pinned = store::thread(&txn, &me.id, &contact_id)
        .await?
        .is_some_and(|t| t.is_pinned);
    txn.commit().await?;
    Ok(Sent {
        id: key,
        contact_id,
        text,
        time: now,
        is_pinned,
        delivered,
    })
}

/// Marks every message of the caller's thread with `contact_id` seen.
pub async fn mark_seen(
    db: &DatabaseConnection,
    me: &Me,
    contact_id: &str,
) -> Result<u64, ChatError> {
    if contact_id.trim().is_empty() {
        return Err(field("contactId", "Required"));
    }
    let txn = platform::db::begin_write(db).await?;
    if store::thread(&txn, &me.id, contact_id).await?.is_none() {
        return Err(ChatError::ThreadNotFound);
    }
    let marked = store::mark_seen(&txn, &me.id, contact_id, None).await?;
    txn.commit().await?;
    Ok(marked)
}

/// Pins or unpins the caller's thread with `contact_id`.
pub async fn set_pinned(
    db: &DatabaseConnection,
    me: &Me,
    contact_id: &str,
    value: Option<bool>,
) -> Result<bool, ChatError> {
    let mut fields = Fields::new();
    Check::new("", &mut fields).required("contactId", contact_id.trim());
    if value.is_none() {
        fields.insert("value".into(), "Required".into());
    }
    if !fields.is_empty() {
        return Err(ChatError::Invalid(fields));
    }
    let value = value.unwrap_or_default();
    if !store::set_pinned(db, &me.id, contact_id, value).await? {
        return Err(ChatError::ThreadNotFound);
    }
    Ok(value)
}

/// A deleted message: where it was and whether the contact's copy went too.
#[derive(Clone, Debug)]
pub struct Deleted {
    pub id: String,
    pub contact_id: String,
    /// The contact is a user whose copy is now deleted as well.
    pub delivered: bool,
}

/// Deletes a message the caller sent, on both sides: each copy keeps its
/// place, loses its text and reads as deleted. A received message is the
/// sender's to delete ([`ChatError::NotSender`]); deleting twice is harmless.
pub async fn delete_message(
    db: &DatabaseConnection,
    me: &Me,
    message_id: &str,
) -> Result<Deleted, ChatError> {
    let id = message_id.trim();
    if id.is_empty() {
        return Err(field("messageId", "Required"));
    }
    let txn = platform::db::begin_write(db).await?;
    let Some(own) = store::message_by_key(&txn, &me.id, id).await? else {
        return Err(ChatError::MessageNotFound);
    };
    if !own.is_sent {
        return Err(ChatError::NotSender);
    }
    let now = chrono::SubsecRound::trunc_subsecs(Utc::now(), 6);
    store::mark_deleted(&txn, &me.id, &own.contact_id, id, now).await?;
    let delivered = !own.contact_id.starts_with("sample-")
        && store::mark_deleted(&txn, &own.contact_id, &me.id, id, now).await?;
    txn.commit().await?;
    Ok(Deleted {
        id: id.to_owned(),
        contact_id: own.contact_id,
        delivered,
    })
}

/// Clears the caller's side of the conversation with `contact_id`: their
/// messages go, the thread (and its pin) stays, the contact's side is
/// untouched. Returns how many messages went.
pub async fn clear(db: &DatabaseConnection, me: &Me, contact_id: &str) -> Result<u64, ChatError> {
    if contact_id.trim().is_empty() {
        return Err(field("contactId", "Required"));
    }
    let txn = platform::db::begin_write(db).await?;
    if store::thread(&txn, &me.id, contact_id).await?.is_none() {
        return Err(ChatError::ThreadNotFound);
    }
    let cleared = store::delete_messages(&txn, &me.id, contact_id).await?;
    txn.commit().await?;
    Ok(cleared)
}

/// Stores the caller's presence.
pub async fn set_status(
    db: &DatabaseConnection,
    me: &Me,
    status: &str,
) -> Result<Presence, ChatError> {
    let Some(presence) = Presence::parse(status) else {
        return Err(field(
            "status",
            "One of: online, away, do not disturb, offline.",
        ));
    };
    let txn = platform::db::begin_write(db).await?;
    // A first visit that starts with a status still gets the sample threads.
    ensure_started(&txn, me).await?;
    store::set_presence(&txn, &me.id, presence.as_str()).await?;
    txn.commit().await?;
    Ok(presence)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_matches_the_display_name_whatever_the_case() {
        assert!(matches("Felecia Rower", "rOw"));
        assert!(matches("Felecia Rower", "  "));
        assert!(!matches("Felecia Rower", "verla"));
    }

    #[test]
    fn presence_reads_the_four_spec_values_and_defaults_to_online() {
        for s in Presence::ALL {
            assert_eq!(Presence::parse(s).unwrap().as_str(), s);
        }
        assert_eq!(Presence::parse("busy"), None);
        assert_eq!(presence_of(None), Presence::Online);
        assert_eq!(presence_of(Some("nonsense")), Presence::Online);
    }
}
