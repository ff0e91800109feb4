//! Schema and sample data of the demo database.

use sea_orm_migration::{prelude::*, schema::*};

use crate::store::autocomplete::TITLES;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(platform::outbox::CreateOutbox),
            Box::new(CreateAutocomplete),
            Box::new(CreateCatalog),
            Box::new(CreateMail),
            Box::new(CreateChat),
            Box::new(CreateTodoCalendar),
            Box::new(CreateUsersShop),
            Box::new(ChatMessageDelete),
            Box::new(JoinedAndSampleOrders),
        ]
    }
}

struct CreateAutocomplete;

impl MigrationName for CreateAutocomplete {
    fn name(&self) -> &str {
        "m0002_create_autocomplete"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateAutocomplete {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("autocomplete_items")
                .if_not_exists()
                .col(integer("id").primary_key())
                .col(string("title"))
                .col(integer("rank"))
                .to_owned(),
        )
        .await?;
        let mut insert = Query::insert()
            .into_table("autocomplete_items")
            .columns(["id", "title", "rank"])
            .to_owned();
        for (i, title) in TITLES.iter().enumerate() {
            let n = i as i32 + 1;
            insert.values_panic([n.into(), (*title).into(), n.into()]);
        }
        m.exec_stmt(insert).await
    }
}

/// The todo and calendar apps' tables (ADR 0021): per-user rows keyed by the
/// user and a per-user id, and one row per user holding their last id.
struct CreateTodoCalendar;

impl MigrationName for CreateTodoCalendar {
    fn name(&self) -> &str {
        "m0006_create_todo_calendar"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateTodoCalendar {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for owners in ["todo_users", "calendar_users"] {
            m.create_table(
                Table::create()
                    .table(owners)
                    .if_not_exists()
                    .col(string("user_id").primary_key())
                    .col(integer("last_id"))
                    .to_owned(),
            )
            .await?;
        }
        m.create_table(
            Table::create()
                .table("todo_tasks")
                .if_not_exists()
                .col(string("user_id"))
                .col(integer("id"))
                .col(text("title"))
                .col(text("description"))
                .col(boolean("is_important"))
                .col(boolean("is_starred"))
                .col(boolean("is_completed"))
                .col(boolean("is_trashed"))
                .col(text("tags"))
                .primary_key(Index::create().col("user_id").col("id"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("calendar_events")
                .if_not_exists()
                .col(string("user_id"))
                .col(integer("id"))
                .col(text("title"))
                .col(big_integer("start_at"))
                .col(big_integer("end_at"))
                .col(string("label"))
                .col(boolean("all_day"))
                .col(boolean("selectable"))
                .primary_key(Index::create().col("user_id").col("id"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("calendar_events_user_start")
                .table("calendar_events")
                .col("user_id")
                .col("start_at")
                .if_not_exists()
                .to_owned(),
        )
        .await
    }
}

/// The mail app: each user's mails (one row per mailbox a mail is in) and
/// the mailboxes whose sample mails were written (on their first open).
struct CreateMail;

impl MigrationName for CreateMail {
    fn name(&self) -> &str {
        "m0004_create_mail"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateMail {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("mailboxes")
                .if_not_exists()
                .col(string("owner_id").primary_key())
                .col(timestamp_with_time_zone("opened_at"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("mail_messages")
                .if_not_exists()
                .col(pk_auto("id"))
                .col(string("owner_id"))
                .col(string("sender"))
                .col(string("sender_name"))
                .col(text("to_json"))
                .col(text("cc_json"))
                .col(text("bcc_json"))
                .col(string("subject"))
                .col(text("message"))
                .col(text("search_text"))
                .col(text("attachments_json"))
                .col(boolean("is_starred"))
                .col(string("labels_json"))
                .col(timestamp_with_time_zone("sent_at"))
                .col(string("mail_folder"))
                .col(boolean("unread"))
                .col(string("img"))
                .to_owned(),
        )
        .await?;
        // A list is one owner's folder, newest first.
        m.create_index(
            Index::create()
                .name("mail_messages_owner_folder_sent")
                .table("mail_messages")
                .col("owner_id")
                .col("mail_folder")
                .col("sent_at")
                .if_not_exists()
                .to_owned(),
        )
        .await
    }
}

/// The chat app: threads and messages per user, presence, and the sample
/// contacts everyone can see (store::chat).
struct CreateChat;

impl MigrationName for CreateChat {
    fn name(&self) -> &str {
        "m0005_create_chat"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateChat {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        m.create_table(
            Table::create()
                .table("chat_samples")
                .if_not_exists()
                .col(string("uid").primary_key())
                .col(string("display_name"))
                .col(string("about"))
                .col(string("photo_url"))
                .col(string("status"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("chat_presence")
                .if_not_exists()
                .col(string("user_id").primary_key())
                .col(string("status"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("chat_threads")
                .if_not_exists()
                .col(string("owner_id"))
                .col(string("contact_id"))
                .col(string("contact_name"))
                .col(boolean("is_pinned"))
                .col(timestamp_with_time_zone("last_at"))
                .primary_key(Index::create().col("owner_id").col("contact_id"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("chat_messages")
                .if_not_exists()
                .col(big_pk_auto("id"))
                .col(string("owner_id"))
                .col(string("contact_id"))
                .col(text("text"))
                .col(timestamp_with_time_zone("sent_at"))
                .col(boolean("is_sent"))
                .col(boolean("is_seen"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("chat_messages_thread")
                .table("chat_messages")
                .col("owner_id")
                .col("contact_id")
                .col("sent_at")
                .if_not_exists()
                .to_owned(),
        )
        .await?;
        let mut insert = Query::insert()
            .into_table("chat_samples")
            .columns(["uid", "display_name", "about", "photo_url", "status"])
            .to_owned();
        for (uid, name, about, status) in crate::store::chat::SAMPLE_CONTACTS {
            insert.values_panic([
                (*uid).into(),
                (*name).into(),
                (*about).into(),
                "".into(),
                (*status).into(),
            ]);
        }
        m.exec_stmt(insert).await
    }
}
/// Chat messages get an id shared by both sides of a conversation (existing
/// rows: one of their own) and a deletion time (a deleted message keeps its
/// place without its text).
struct ChatMessageDelete;

impl MigrationName for ChatMessageDelete {
    fn name(&self) -> &str {
        "m0008_chat_message_delete"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for ChatMessageDelete {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        // One column a statement: SQLite alters one at a time.
        for column in [
            string("message_key").default("").to_owned(),
            timestamp_with_time_zone_null("deleted_at"),
        ] {
            let mut column = column;
            m.alter_table(
                Table::alter()
                    .table("chat_messages")
                    .add_column(&mut column)
                    .to_owned(),
            )
            .await?;
        }
        // The same SQL in SQLite and PostgreSQL.
        m.get_connection()
            .execute_unprepared(
                "UPDATE chat_messages SET message_key = 'm-' || CAST(id AS TEXT) \
                 WHERE message_key = ''",
            )
            .await?;
        m.create_index(
            Index::create()
                .name("chat_messages_key")
                .table("chat_messages")
                .col("owner_id")
                .col("message_key")
                .if_not_exists()
                .to_owned(),
        )
        .await
    }
}

/// The users app's people get a join time (spread over the year before this
/// moment), the shop's orders a `sample` mark, and the shop with no orders
/// yet a sample history of the 90 days before (store::shop_seed). One
/// transaction on every backend: all of it or nothing.
struct JoinedAndSampleOrders;

impl MigrationName for JoinedAndSampleOrders {
    fn name(&self) -> &str {
        "m0009_users_joined_sample_orders"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for JoinedAndSampleOrders {
    fn use_transaction(&self) -> Option<bool> {
        Some(true)
    }

    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        for (table, column) in [
            (
                "demo_users",
                big_integer("created_micros").default(0).to_owned(),
            ),
            ("shop_orders", boolean("sample").default(false).to_owned()),
        ] {
            let mut column = column;
            m.alter_table(
                Table::alter()
                    .table(table)
                    .add_column(&mut column)
                    .to_owned(),
            )
            .await?;
        }
        let now = chrono::Utc::now().timestamp_micros();
        let db = m.get_connection();
        crate::store::users::seed_joined(db, now).await?;
        crate::store::shop_seed::seed_history(db, now).await?;
        Ok(())
    }
}

/// The users app's sample people and the shop's catalogue (both shared),
/// and the shop's per-user wishlist, cart, orders and started mark.
struct CreateUsersShop;

impl MigrationName for CreateUsersShop {
    fn name(&self) -> &str {
        "m0007_create_users_shop"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateUsersShop {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use sea_orm::{EntityTrait, IntoActiveModel};

        use crate::store::{shop, users};
        m.create_table(
            Table::create()
                .table("demo_users")
                .if_not_exists()
                .col(integer("id").primary_key())
                .col(string("username"))
                .col(string("avatar"))
                .col(string("email"))
                .col(string("name"))
                .col(string("dob"))
                .col(string("gender"))
                .col(string("country"))
                .col(string("role"))
                .col(string("status"))
                .col(boolean("is_verified"))
                .col(string("department"))
                .col(string("company"))
                .col(string("mobile"))
                .col(string("website"))
                .col(text("languages_known"))
                .col(text("contact_options"))
                .col(text("location"))
                .col(text("social_links"))
                .col(text("permissions"))
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("shop_products")
                .if_not_exists()
                .col(integer("id").primary_key())
                .col(string("name"))
                .col(string("brand"))
                .col(text("description"))
                .col(big_integer("price_cents"))
                .col(integer("rating"))
                .col(string("category"))
                .col(string("image"))
                .col(boolean("has_free_shipping"))
                .col(integer("stock"))
                .col(integer("featured_rank"))
                .to_owned(),
        )
        .await?;
        for (table, extra) in [("shop_wishlist", None), ("shop_cart", Some("quantity"))] {
            let mut t = Table::create()
                .table(table)
                .if_not_exists()
                .col(string("user_id"))
                .col(integer("product_id"))
                .col(big_integer("added_at"))
                .primary_key(Index::create().col("user_id").col("product_id"))
                .to_owned();
            if let Some(col) = extra {
                t.col(integer(col));
            }
            m.create_table(t).await?;
        }
        m.create_table(
            Table::create()
                .table("shop_orders")
                .if_not_exists()
                .col(string("id").primary_key())
                .col(string("user_id"))
                .col(string("placed_at"))
                .col(big_integer("placed_micros"))
                .col(text("address"))
                .col(string("payment_method"))
                .col(text("lines"))
                .col(integer("item_count"))
                .col(big_integer("subtotal_cents"))
                .col(big_integer("delivery_cents"))
                .col(big_integer("total_cents"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("shop_orders_user")
                .table("shop_orders")
                .col("user_id")
                .col("placed_micros")
                .if_not_exists()
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("shop_started")
                .if_not_exists()
                .col(string("user_id").primary_key())
                .to_owned(),
        )
        .await?;
        let db = m.get_connection();
        users::entity::Entity::insert_many(users::samples().iter().map(users::seed_row))
            .exec_without_returning(db)
            .await?;
        shop::products::Entity::insert_many(
            shop::sample_products()
                .into_iter()
                .map(IntoActiveModel::into_active_model),
        )
        .exec_without_returning(db)
        .await?;
        Ok(())
    }
}

/// The data list's products and the contacts grid's rows, with their
/// sample (store::catalog_seed): shared by every user.
struct CreateCatalog;

impl MigrationName for CreateCatalog {
    fn name(&self) -> &str {
        "m0003_create_catalog"
    }
}

#[async_trait::async_trait]
impl MigrationTrait for CreateCatalog {
    async fn up(&self, m: &SchemaManager) -> Result<(), DbErr> {
        use crate::store::catalog_seed;
        m.create_table(
            Table::create()
                .table("catalog_products")
                .if_not_exists()
                .col(integer("id").primary_key())
                .col(integer("position"))
                .col(string("name"))
                .col(string("category"))
                .col(string("price"))
                .col(string("img"))
                .col(string("order_status"))
                .col(integer("pop_value"))
                .col(string("pop_color"))
                .to_owned(),
        )
        .await?;
        m.create_index(
            Index::create()
                .name("catalog_products_position")
                .table("catalog_products")
                .col("position")
                .to_owned(),
        )
        .await?;
        m.create_table(
            Table::create()
                .table("catalog_contacts")
                .if_not_exists()
                .col(integer("id").primary_key())
                .col(string("firstname"))
                .col(string("lastname"))
                .col(string("company"))
                .col(string("address"))
                .col(string("city"))
                .col(string("country"))
                .col(string("state"))
                .col(string("zip"))
                .col(string("phone"))
                .col(string("fax"))
                .col(string("email"))
                .col(string("web"))
                .col(integer("followers"))
                .to_owned(),
        )
        .await?;
        let mut products = Query::insert()
            .into_table("catalog_products")
            .columns([
                "id",
                "position",
                "name",
                "category",
                "price",
                "img",
                "order_status",
                "pop_value",
                "pop_color",
            ])
            .to_owned();
        for p in catalog_seed::product_rows() {
            products.values_panic([
                p.id.into(),
                p.position.into(),
                p.name.into(),
                p.category.into(),
                p.price.into(),
                p.img.into(),
                p.order_status.into(),
                p.pop_value.into(),
                p.pop_color.into(),
            ]);
        }
        m.exec_stmt(products).await?;
        let mut contacts = Query::insert()
            .into_table("catalog_contacts")
            .columns([
                "id",
                "firstname",
                "lastname",
                "company",
                "address",
                "city",
                "country",
                "state",
                "zip",
                "phone",
                "fax",
                "email",
                "web",
                "followers",
            ])
            .to_owned();
        for c in catalog_seed::contact_rows() {
            contacts.values_panic([
                c.id.into(),
                c.firstname.into(),
                c.lastname.into(),
                c.company.into(),
                c.address.into(),
                c.city.into(),
                c.country.into(),
                c.state.into(),
                c.zip.into(),
                c.phone.into(),
                c.fax.into(),
                c.email.into(),
                c.web.into(),
                c.followers.into(),
            ]);
        }
        m.exec_stmt(contacts).await
    }
}
