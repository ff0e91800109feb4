//! The chat app's tables: each user's threads (`chat_threads`, keyed by owner
//! and contact) and their messages (`chat_messages`, one row per side of a
//! conversation), each user's presence (`chat_presence`, whose row also marks
//! that their sample threads were written) and the sample contacts
//! (`chat_samples`, seeded by the migration). Persistence only.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveValue::Set,
    ColumnTrait, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
    QuerySelect,
    sea_query::{Expr, OnConflict, Query},
};

/// One side of a conversation: the owner's thread with a contact.
pub mod thread {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chat_threads")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub owner_id: String,
        #[sea_orm(primary_key, auto_increment = false)]
        pub contact_id: String,
        /// The contact's name when the thread last changed: shown when the
        /// contact is no longer among the active users.
        pub contact_name: String,
        pub is_pinned: bool,
        /// The latest message's time: threads are listed by it.
        pub last_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// One message in one owner's thread (a message between two users is two rows).
pub mod message {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chat_messages")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub owner_id: String,
        pub contact_id: String,
        #[sea_orm(column_type = "Text")]
        pub text: String,
        pub sent_at: DateTimeUtc,
        pub is_sent: bool,
        pub is_seen: bool,
        /// The message's id, the same in both threads holding it.
        pub message_key: String,
        /// When the sender deleted it (the text is then empty).
        pub deleted_at: Option<DateTimeUtc>,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A user's chosen presence.
pub mod presence {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chat_presence")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub user_id: String,
        pub status: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// A sample contact, the same for everyone.
pub mod sample {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "chat_samples")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub uid: String,
        pub display_name: String,
        pub about: String,
        pub photo_url: String,
        pub status: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The sample contacts the migration writes: uid, name, about, presence.
pub const SAMPLE_CONTACTS: &[(&str, &str, &str, &str)] = &[
    (
        "sample-1",
        "Felecia Rower",
        "Compliance officer, keeps the policy library tidy.",
        "offline",
    ),
    (
        "sample-2",
        "Adalberto Granzin",
        "Internal audit. Ask me about sampling.",
        "online",
    ),
    (
        "sample-3",
        "Joaquina Weisenborn",
        "Information security, on call this week.",
        "do not disturb",
    ),
    (
        "sample-4",
        "Verla Morgano",
        "Operational risk analyst.",
        "away",
    ),
    (
        "sample-5",
        "Margot Henschke",
        "Business continuity planning.",
        "online",
    ),
];

/// A message to write: text, minutes before now, sent by the owner, seen.
pub type SampleMessage = (&'static str, i64, bool, bool);

/// The threads a new user starts with: contact, pinned, messages.
pub const SAMPLE_THREADS: &[(&str, bool, &[SampleMessage])] = &[
    (
        "sample-2",
        true,
        &[
            (
                "Hi! Do you have a minute for the Q3 control testing plan?",
                190,
                false,
                true,
            ),
            ("Sure, what do you need?", 185, true, true),
            (
                "The sample sizes for the access reviews. 25 per quarter enough?",
                180,
                false,
                true,
            ),
            (
                "25 works for the quarterly ones, take 40 for the monthly controls.",
                170,
                true,
                true,
            ),
            (
                "Great, I'll update the plan and share it tomorrow.",
                165,
                false,
                false,
            ),
        ],
    ),
    (
        "sample-4",
        false,
        &[
            (
                "The vendor outage incident is closed, the lessons are in.",
                1500,
                false,
                true,
            ),
            (
                "Thanks, I'll link them to the cloud risk.",
                1490,
                true,
                true,
            ),
            (
                "Could you review the residual rating before Friday?",
                60,
                false,
                false,
            ),
        ],
    ),
    (
        "sample-1",
        false,
        &[
            (
                "The new data retention policy is published.",
                4400,
                true,
                true,
            ),
            ("Perfect, I'll add it to the library.", 4380, false, true),
        ],
    ),
];

/// Marks `user_id` as a user of the app (presence `status`); true when they
/// were not one yet (the caller then writes their sample threads in the same
/// transaction). Two first calls at once insert one row.
pub async fn claim_first_open<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    status: &str,
) -> Result<bool, DbErr> {
    let insert = Query::insert()
        .into_table(presence::Entity)
        .columns([presence::Column::UserId, presence::Column::Status])
        .values_panic([user_id.into(), status.into()])
        .on_conflict(
            OnConflict::column(presence::Column::UserId)
                .do_nothing()
                .to_owned(),
        )
        .to_owned();
    Ok(conn.execute(&insert).await?.rows_affected() == 1)
}

/// Every sample contact, by uid.
pub async fn samples<C: ConnectionTrait>(conn: &C) -> Result<Vec<sample::Model>, DbErr> {
    sample::Entity::find()
        .order_by_asc(sample::Column::Uid)
        .all(conn)
        .await
}

/// One sample contact.
pub async fn sample<C: ConnectionTrait>(
    conn: &C,
    uid: &str,
) -> Result<Option<sample::Model>, DbErr> {
    sample::Entity::find_by_id(uid.to_owned()).one(conn).await
}

/// The presence of each of `user_ids` that chose one (the others have none).
pub async fn presences<C: ConnectionTrait>(
    conn: &C,
    user_ids: Vec<String>,
) -> Result<Vec<presence::Model>, DbErr> {
    let mut out = Vec::new();
    // A few hundred ids to a statement.
    for chunk in user_ids.chunks(500) {
        out.extend(
            presence::Entity::find()
                .filter(presence::Column::UserId.is_in(chunk.to_vec()))
                .all(conn)
                .await?,
        );
    }
    Ok(out)
}

/// Stores `user_id`'s presence.
pub async fn set_presence<C: ConnectionTrait>(
    conn: &C,
    user_id: &str,
    status: &str,
) -> Result<(), DbErr> {
    presence::Entity::insert(presence::ActiveModel {
        user_id: Set(user_id.to_owned()),
        status: Set(status.to_owned()),
    })
    .on_conflict(
        OnConflict::column(presence::Column::UserId)
            .update_column(presence::Column::Status)
            .to_owned(),
    )
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// `owner_id`'s threads, pinned first, then the latest activity first.
pub async fn threads<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
) -> Result<Vec<thread::Model>, DbErr> {
    thread::Entity::find()
        .filter(thread::Column::OwnerId.eq(owner_id))
        .order_by_desc(thread::Column::IsPinned)
        .order_by_desc(thread::Column::LastAt)
        .order_by_asc(thread::Column::ContactId)
        .all(conn)
        .await
}

/// `owner_id`'s thread with `contact_id`, if any.
pub async fn thread<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
    contact_id: &str,
) -> Result<Option<thread::Model>, DbErr> {
    thread::Entity::find_by_id((owner_id.to_owned(), contact_id.to_owned()))
        .one(conn)
        .await
}

fn of_thread(owner_id: &str, contact_id: &str) -> sea_orm::Select<message::Entity> {
    message::Entity::find()
        .filter(message::Column::OwnerId.eq(owner_id))
        .filter(message::Column::ContactId.eq(contact_id))
}

/// How many messages the thread holds.
pub async fn count_messages<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
    contact_id: &str,
) -> Result<u64, DbErr> {
    of_thread(owner_id, contact_id).count(conn).await
}

/// The thread's messages from the `skip`th newest on, at most `limit`,
/// oldest first.
pub async fn latest_messages<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
    contact_id: &str,
    skip: u64,
    limit: u64,
) -> Result<Vec<message::Model>, DbErr> {
    let mut rows = of_thread(owner_id, contact_id)
        .order_by_desc(message::Column::SentAt)
        .order_by_desc(message::Column::Id)
        .offset(skip)
        .limit(limit)
        .all(conn)
        .await?;
    rows.reverse();
    Ok(rows)
}

/// Creates `owner_id`'s thread with `contact_id` (pinned as asked) unless it
/// exists; moves its latest activity to `at` and refreshes the contact's name.
pub async fn touch_thread<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
    contact_id: &str,
    contact_name: &str,
    pinned_if_new: bool,
    at: DateTime<Utc>,
) -> Result<(), DbErr> {
    thread::Entity::insert(thread::ActiveModel {
        owner_id: Set(owner_id.to_owned()),
        contact_id: Set(contact_id.to_owned()),
        contact_name: Set(contact_name.to_owned()),
        is_pinned: Set(pinned_if_new),
        last_at: Set(at),
    })
    .on_conflict(
        OnConflict::columns([thread::Column::OwnerId, thread::Column::ContactId])
            .update_columns([thread::Column::ContactName, thread::Column::LastAt])
            .to_owned(),
    )
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// A message to store in one owner's thread.
pub struct NewMessage<'a> {
    /// The id both sides' copies share.
    pub key: &'a str,
    pub owner_id: &'a str,
    pub contact_id: &'a str,
    pub text: &'a str,
    pub sent_at: DateTime<Utc>,
    pub is_sent: bool,
    pub is_seen: bool,
}

/// Appends a message to its owner's thread.
pub async fn insert_message<C: ConnectionTrait>(conn: &C, m: NewMessage<'_>) -> Result<(), DbErr> {
    message::Entity::insert(message::ActiveModel {
        owner_id: Set(m.owner_id.to_owned()),
        contact_id: Set(m.contact_id.to_owned()),
        text: Set(m.text.to_owned()),
        sent_at: Set(m.sent_at),
        is_sent: Set(m.is_sent),
        is_seen: Set(m.is_seen),
        message_key: Set(m.key.to_owned()),
        deleted_at: Set(None),
        ..Default::default()
    })
    .exec_without_returning(conn)
    .await?;
    Ok(())
}

/// Marks seen the messages of `owner_id`'s thread with `contact_id` that
/// `sent` says (received ones, or sent ones for the contact's read receipt);
/// returns how many changed.
pub async fn mark_seen<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
    contact_id: &str,
    sent: Option<bool>,
) -> Result<u64, DbErr> {
    let mut update = message::Entity::update_many()
        .col_expr(message::Column::IsSeen, Expr::value(true))
        .filter(message::Column::OwnerId.eq(owner_id))
        .filter(message::Column::ContactId.eq(contact_id))
        .filter(message::Column::IsSeen.eq(false));
    if let Some(sent) = sent {
        update = update.filter(message::Column::IsSent.eq(sent));
    }
    Ok(update.exec(conn).await?.rows_affected)
}

/// Pins or unpins a thread; false when it does not exist.
pub async fn set_pinned<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
    contact_id: &str,
    pinned: bool,
) -> Result<bool, DbErr> {
    let res = thread::Entity::update_many()
        .col_expr(thread::Column::IsPinned, Expr::value(pinned))
        .filter(thread::Column::OwnerId.eq(owner_id))
        .filter(thread::Column::ContactId.eq(contact_id))
        .exec(conn)
        .await?;
    Ok(res.rows_affected == 1)
}

/// `owner_id`'s copy of the message `key`, if they hold one.
pub async fn message_by_key<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
    key: &str,
) -> Result<Option<message::Model>, DbErr> {
    message::Entity::find()
        .filter(message::Column::OwnerId.eq(owner_id))
        .filter(message::Column::MessageKey.eq(key))
        .one(conn)
        .await
}

/// Marks `owner_id`'s copy of the message `key` in the thread with
/// `contact_id` deleted at `at`, dropping its text; false when there is none.
pub async fn mark_deleted<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
    contact_id: &str,
    key: &str,
    at: DateTime<Utc>,
) -> Result<bool, DbErr> {
    let res = message::Entity::update_many()
        .col_expr(message::Column::Text, Expr::value(""))
        .col_expr(message::Column::DeletedAt, Expr::value(at))
        .filter(message::Column::OwnerId.eq(owner_id))
        .filter(message::Column::ContactId.eq(contact_id))
        .filter(message::Column::MessageKey.eq(key))
        .exec(conn)
        .await?;
    Ok(res.rows_affected > 0)
}

/// Removes every message of `owner_id`'s thread with `contact_id` (the
/// contact's copies stay); returns how many.
pub async fn delete_messages<C: ConnectionTrait>(
    conn: &C,
    owner_id: &str,
    contact_id: &str,
) -> Result<u64, DbErr> {
    let res = message::Entity::delete_many()
        .filter(message::Column::OwnerId.eq(owner_id))
        .filter(message::Column::ContactId.eq(contact_id))
        .exec(conn)
        .await?;
    Ok(res.rows_affected)
}
