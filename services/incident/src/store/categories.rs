//! Incident categories: entity and queries.

use sea_orm::{
    Condition, DatabaseConnection, DbErr, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder,
};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, DeriveEntityModel)]
    #[sea_orm(table_name = "incident_categories")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub name: String,
        /// Empty for a root category.
        pub parent_id: String,
        pub description: String,
        /// Hours after the report day's start to notify (0: no deadline).
        pub notification_hours: i32,
        /// Actual loss above which linked risks are re-assessed (0: none).
        pub loss_threshold: f64,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The default categories a new installation starts with: (id, parent, name, description).
pub const DEFAULTS: &[(&str, &str, &str, &str)] = &[
    ("inc-fraud", "", "Fraud", "Internal or external fraud"),
    ("inc-outage", "", "IT outage", "Loss of systems or services"),
    (
        "inc-data",
        "",
        "Data breach",
        "Loss or exposure of personal or confidential data",
    ),
    (
        "inc-safety",
        "",
        "Health and safety",
        "Injury, near miss or unsafe condition",
    ),
    (
        "inc-complaint",
        "",
        "Customer complaint",
        "A complaint that points to a control failure",
    ),
    (
        "inc-regulatory",
        "",
        "Regulatory breach",
        "A breach of a law, rule or licence condition",
    ),
    (
        "inc-supplier",
        "",
        "Supplier failure",
        "A third party failed to deliver",
    ),
];

pub async fn list(
    db: &DatabaseConnection,
    q: &str,
    page: u64,
    per_page: u64,
) -> Result<(Vec<entity::Model>, u64), DbErr> {
    let mut cond = Condition::all();
    if !q.trim().is_empty() {
        cond = cond.add(platform::db::contains_text(entity::Column::Name, q));
    }
    let paginator = entity::Entity::find()
        .filter(cond)
        .order_by_asc(entity::Column::ParentId)
        .order_by_asc(entity::Column::Name)
        .paginate(db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.saturating_sub(1)).await?;
    Ok((rows, total))
}
