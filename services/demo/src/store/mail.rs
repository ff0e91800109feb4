//! Rows of the mail app: each user's mails (`mail_messages`, every query
//! keyed by the owner's user id) and the mailboxes whose sample mails were
//! written (`mailboxes`). Which view lists what, and the rules of a change,
//! are in `domain::mail`.

use chrono::{DateTime, Utc};
use sea_orm::{
    ActiveValue::{NotSet, Set},
    ColumnTrait, Condition, ConnectionTrait, DbErr, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder, QuerySelect,
    sea_query::{Expr, ExprTrait, LikeExpr, OnConflict},
};
use serde::{Deserialize, Serialize};

pub mod entity {
    use sea_orm::entity::prelude::*;

    /// One mail in one mailbox: a sent mail is one row per mailbox it is in.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mail_messages")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i32,
        /// The user whose mailbox holds this copy.
        pub owner_id: String,
        pub sender: String,
        pub sender_name: String,
        /// JSON array of addresses.
        #[sea_orm(column_type = "Text")]
        pub to_json: String,
        #[sea_orm(column_type = "Text")]
        pub cc_json: String,
        #[sea_orm(column_type = "Text")]
        pub bcc_json: String,
        pub subject: String,
        /// Sanitized HTML.
        #[sea_orm(column_type = "Text")]
        pub message: String,
        /// Sender name, sender, subject and the message's text, lowercased:
        /// what the search looks in (not the markup).
        #[sea_orm(column_type = "Text")]
        pub search_text: String,
        /// JSON array of [`super::Attachment`].
        #[sea_orm(column_type = "Text")]
        pub attachments_json: String,
        pub is_starred: bool,
        /// JSON array of label names.
        pub labels_json: String,
        pub sent_at: DateTimeUtc,
        pub mail_folder: String,
        pub unread: bool,
        pub img: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod mailbox {
    use sea_orm::entity::prelude::*;

    /// A user whose sample mails are written (once, on their first open).
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "mailboxes")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub owner_id: String,
        pub opened_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub use entity::{Column, Model as MailRow};

/// A file a mail names, as stored in `attachments_json`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attachment {
    pub file_name: String,
    pub thumbnail: String,
    pub url: String,
    pub size: String,
}

/// A mail to store in one mailbox.
#[derive(Clone, Debug, Default)]
pub struct NewMail {
    pub owner_id: String,
    pub sender: String,
    pub sender_name: String,
    pub to: Vec<String>,
    pub cc: Vec<String>,
    pub bcc: Vec<String>,
    pub subject: String,
    /// Already sanitized.
    pub message: String,
    pub attachments: Vec<Attachment>,
    pub is_starred: bool,
    pub labels: Vec<String>,
    pub sent_at: DateTime<Utc>,
    pub mail_folder: String,
    pub unread: bool,
    pub img: String,
}

/// Which mails a list shows (besides the owner and the search).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum View {
    /// The mails of one folder.
    Folder(String),
    /// Starred mails outside the trash.
    Starred,
    /// Mails with this label outside the trash.
    Label(String),
}

/// The folder that the starred view and the labels leave out.
pub const TRASH: &str = "trash";
/// The folder of drafts: the only mails whose content changes.
pub const DRAFT: &str = "draft";

/// Decodes a JSON list column; a damaged value reads as empty.
pub fn list_of<T: for<'de> Deserialize<'de>>(json: &str) -> Vec<T> {
    serde_json::from_str(json).unwrap_or_default()
}

fn json<T: Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_else(|_| "[]".into())
}

/// The text of some HTML: tags dropped, the common entities decoded.
pub fn text_of(html: &str) -> String {
    let mut out = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => {
                in_tag = true;
                out.push(' ');
            }
            '>' if in_tag => in_tag = false,
            _ if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&nbsp;", " ")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

/// What the search looks in: sender name, sender, subject, message text.
fn search_text(m: &NewMail) -> String {
    [
        m.sender_name.as_str(),
        &m.sender,
        &m.subject,
        &text_of(&m.message),
    ]
    .join("\n")
    .to_lowercase()
}

fn active(m: NewMail) -> entity::ActiveModel {
    entity::ActiveModel {
        id: NotSet,
        search_text: Set(search_text(&m)),
        owner_id: Set(m.owner_id),
        sender: Set(m.sender),
        sender_name: Set(m.sender_name),
        to_json: Set(json(&m.to)),
        cc_json: Set(json(&m.cc)),
        bcc_json: Set(json(&m.bcc)),
        subject: Set(m.subject),
        message: Set(m.message),
        attachments_json: Set(json(&m.attachments)),
        is_starred: Set(m.is_starred),
        labels_json: Set(json(&m.labels)),
        sent_at: Set(m.sent_at),
        mail_folder: Set(m.mail_folder),
        unread: Set(m.unread),
        img: Set(m.img),
    }
}

/// Whether the owner's sample mails were written already.
pub async fn mailbox_opened(db: &impl ConnectionTrait, owner: &str) -> Result<bool, DbErr> {
    Ok(mailbox::Entity::find_by_id(owner).one(db).await?.is_some())
}

/// Notes the owner's mailbox as opened; true when this call did (so its
/// caller writes the sample mails), false when it already was.
pub async fn open_mailbox(db: &impl ConnectionTrait, owner: &str) -> Result<bool, DbErr> {
    let inserted = mailbox::Entity::insert(mailbox::ActiveModel {
        owner_id: Set(owner.to_owned()),
        opened_at: Set(Utc::now()),
    })
    .on_conflict(
        OnConflict::column(mailbox::Column::OwnerId)
            .do_nothing()
            .to_owned(),
    )
    .exec_without_returning(db)
    .await?;
    Ok(inserted == 1)
}

/// Stores several mails.
pub async fn insert_many(db: &impl ConnectionTrait, mails: Vec<NewMail>) -> Result<(), DbErr> {
    if mails.is_empty() {
        return Ok(());
    }
    entity::Entity::insert_many(mails.into_iter().map(active))
        .exec_without_returning(db)
        .await?;
    Ok(())
}

/// Stores one mail and answers it with its id.
pub async fn insert(db: &impl ConnectionTrait, mail: NewMail) -> Result<MailRow, DbErr> {
    let res = entity::Entity::insert(active(mail)).exec(db).await?;
    entity::Entity::find_by_id(res.last_insert_id)
        .one(db)
        .await?
        .ok_or_else(|| DbErr::RecordNotFound("the mail just stored".into()))
}

/// Escapes `%`, `_` and `\` for a LIKE pattern with `\` as escape.
fn like_escaped(s: &str) -> String {
    s.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

/// The owner's mails of `view` whose search text contains `q` (lowercased
/// by the caller; empty for all), newest first: one page and the total.
pub async fn list(
    db: &impl ConnectionTrait,
    owner: &str,
    view: &View,
    q: &str,
    page: u64,
    per_page: u64,
) -> Result<(Vec<MailRow>, u64), DbErr> {
    let mut find = entity::Entity::find().filter(Column::OwnerId.eq(owner));
    find = match view {
        View::Folder(folder) => find.filter(Column::MailFolder.eq(folder.as_str())),
        View::Starred => find
            .filter(Column::IsStarred.eq(true))
            .filter(Column::MailFolder.ne(TRASH)),
        View::Label(label) => find
            .filter(
                Expr::col(Column::LabelsJson)
                    .like(LikeExpr::new(format!("%\"{}\"%", like_escaped(label))).escape('\\')),
            )
            .filter(Column::MailFolder.ne(TRASH)),
    };
    if !q.is_empty() {
        find = find.filter(
            Expr::col(Column::SearchText)
                .like(LikeExpr::new(format!("%{}%", like_escaped(q))).escape('\\')),
        );
    }
    let paginator = find
        .order_by_desc(Column::SentAt)
        .order_by_desc(Column::Id)
        .paginate(db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.saturating_sub(1)).await?;
    Ok((rows, total))
}

/// What the counts of a mailbox are made of, one tuple per mail:
/// folder, labels JSON, starred, unread.
pub async fn tally_rows(
    db: &impl ConnectionTrait,
    owner: &str,
) -> Result<Vec<(String, String, bool, bool)>, DbErr> {
    entity::Entity::find()
        .select_only()
        .column(Column::MailFolder)
        .column(Column::LabelsJson)
        .column(Column::IsStarred)
        .column(Column::Unread)
        .filter(Column::OwnerId.eq(owner))
        .into_tuple()
        .all(db)
        .await
}

/// The owner's mails among `ids` (someone else's are simply not there).
pub async fn owned(
    db: &impl ConnectionTrait,
    owner: &str,
    ids: &[i32],
) -> Result<Vec<MailRow>, DbErr> {
    entity::Entity::find()
        .filter(Column::OwnerId.eq(owner))
        .filter(Column::Id.is_in(ids.iter().copied()))
        .all(db)
        .await
}

/// The mail `id` if it is a draft of `owner`'s.
fn draft_of(owner: &str, id: i32) -> Condition {
    Condition::all()
        .add(Column::Id.eq(id))
        .add(Column::OwnerId.eq(owner))
        .add(Column::MailFolder.eq(DRAFT))
}

/// The owner's draft `id`, if it is one of theirs and a draft.
pub async fn draft(
    db: &impl ConnectionTrait,
    owner: &str,
    id: i32,
) -> Result<Option<MailRow>, DbErr> {
    entity::Entity::find()
        .filter(draft_of(owner, id))
        .one(db)
        .await
}

/// Overwrites the owner's draft `id` with `mail`; false when there is no
/// such draft of theirs.
pub async fn replace_draft(
    db: &impl ConnectionTrait,
    owner: &str,
    id: i32,
    mail: NewMail,
) -> Result<bool, DbErr> {
    // The letter and its time; the star, labels and files stay.
    let letter = entity::ActiveModel {
        is_starred: NotSet,
        labels_json: NotSet,
        attachments_json: NotSet,
        unread: NotSet,
        ..active(mail)
    };
    let res = entity::Entity::update_many()
        .set(letter)
        .filter(draft_of(owner, id))
        .exec(db)
        .await?;
    Ok(res.rows_affected == 1)
}

/// Deletes the owner's draft `id`; false when there is no such draft of theirs.
pub async fn delete_draft(db: &impl ConnectionTrait, owner: &str, id: i32) -> Result<bool, DbErr> {
    let res = entity::Entity::delete_many()
        .filter(draft_of(owner, id))
        .exec(db)
        .await?;
    Ok(res.rows_affected == 1)
}

/// What a change sets on one mail; `None` keeps the value.
#[derive(Clone, Debug, Default)]
pub struct MailChange {
    pub is_starred: Option<bool>,
    pub unread: Option<bool>,
    pub mail_folder: Option<String>,
    pub labels: Option<Vec<String>>,
}

/// Applies `change` to the mail `id` (the caller checked it is the owner's).
pub async fn update(db: &impl ConnectionTrait, id: i32, change: MailChange) -> Result<(), DbErr> {
    entity::Entity::update(entity::ActiveModel {
        id: Set(id),
        is_starred: change.is_starred.map_or(NotSet, Set),
        unread: change.unread.map_or(NotSet, Set),
        mail_folder: change.mail_folder.map_or(NotSet, Set),
        labels_json: change.labels.map_or(NotSet, |l| Set(json(&l))),
        ..Default::default()
    })
    .exec(db)
    .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_of_html_drops_tags_and_decodes_entities() {
        assert_eq!(
            text_of("<p>Hi&nbsp;<b>Tom</b> &amp; co</p>").trim(),
            "Hi  Tom  & co"
        );
    }

    #[test]
    fn the_search_text_holds_the_four_fields_lowercased_and_not_the_markup() {
        let t = search_text(&NewMail {
            sender: "Ann@Mail.com".into(),
            sender_name: "Ann Lee".into(),
            subject: "Budget".into(),
            message: "<strong>Q3</strong>".into(),
            to: vec!["bob@mail.com".into()],
            ..Default::default()
        });
        assert!(t.contains("ann@mail.com") && t.contains("ann lee") && t.contains("budget"));
        assert!(t.contains("q3") && !t.contains("strong") && !t.contains("bob"));
    }

    #[test]
    fn like_patterns_escape_wildcards() {
        assert_eq!(like_escaped("50%_a\\b"), "50\\%\\_a\\\\b");
    }
}
