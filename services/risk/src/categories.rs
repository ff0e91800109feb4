//! Risk categories: entity and queries.

use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, DbErr, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder,
};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "risk_categories")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        pub name: String,
        /// Empty for a root category.
        pub parent_id: String,
        pub description: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// The default category tree a new installation starts with: (id, parent, name, description).
pub const DEFAULTS: &[(&str, &str, &str, &str)] = &[
    (
        "cat-strategic",
        "",
        "Strategic",
        "Risks to the organisation's objectives and business model",
    ),
    (
        "cat-operational",
        "",
        "Operational",
        "Risks from failed processes, people and systems",
    ),
    (
        "cat-financial",
        "",
        "Financial",
        "Market, credit and liquidity risks",
    ),
    (
        "cat-compliance",
        "",
        "Compliance",
        "Legal and regulatory obligations",
    ),
    (
        "cat-technology",
        "",
        "Technology",
        "Information security and IT risks",
    ),
    (
        "cat-reputational",
        "",
        "Reputational",
        "Risks to trust and brand",
    ),
    (
        "cat-ops-process",
        "cat-operational",
        "Process failure",
        "Errors in execution and delivery",
    ),
    (
        "cat-ops-people",
        "cat-operational",
        "People",
        "Key person, conduct and safety risks",
    ),
    (
        "cat-ops-third",
        "cat-operational",
        "Third parties",
        "Suppliers and outsourcing",
    ),
    (
        "cat-fin-credit",
        "cat-financial",
        "Credit",
        "Counterparty default",
    ),
    (
        "cat-fin-liquidity",
        "cat-financial",
        "Liquidity",
        "Funding and cash flow",
    ),
    (
        "cat-comp-privacy",
        "cat-compliance",
        "Data protection",
        "Personal data handling",
    ),
    (
        "cat-comp-aml",
        "cat-compliance",
        "Financial crime",
        "Fraud, bribery and money laundering",
    ),
    (
        "cat-tech-cyber",
        "cat-technology",
        "Cyber security",
        "Attacks on systems and data",
    ),
    (
        "cat-tech-availability",
        "cat-technology",
        "Availability",
        "Outages and disaster recovery",
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
        cond = cond.add(entity::Column::Name.contains(q.trim()));
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
