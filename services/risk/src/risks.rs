//! The risk register: entity and queries. (Creating and assessing risks
//! comes with the risk module; the list is what every screen starts from.)

use sea_orm::{
    ColumnTrait, Condition, DatabaseConnection, DbErr, EntityTrait, PaginatorTrait, QueryFilter,
    QueryOrder,
};

pub mod entity {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "risks")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: String,
        #[sea_orm(unique)]
        pub reference: String,
        pub title: String,
        #[sea_orm(column_type = "Text")]
        pub description: String,
        pub category_id: String,
        pub function_id: String,
        pub owner_id: String,
        pub status: String,
        pub approval_status: String,
        pub likelihood: i32,
        pub impact: i32,
        pub created_at: DateTimeUtc,
        pub updated_at: DateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Filters of the register.
#[derive(Debug, Default)]
pub struct RiskFilter {
    pub q: String,
    pub status: String,
    pub category_id: String,
    pub function_id: String,
}

/// One page of risks by reference, and the total matching.
pub async fn list(
    db: &DatabaseConnection,
    f: &RiskFilter,
    page: u64,
    per_page: u64,
) -> Result<(Vec<entity::Model>, u64), DbErr> {
    let mut cond = Condition::all();
    if !f.q.trim().is_empty() {
        let q = f.q.trim();
        cond = cond.add(
            Condition::any()
                .add(entity::Column::Reference.contains(q))
                .add(entity::Column::Title.contains(q)),
        );
    }
    for (col, v) in [
        (entity::Column::Status, &f.status),
        (entity::Column::CategoryId, &f.category_id),
        (entity::Column::FunctionId, &f.function_id),
    ] {
        if !v.is_empty() {
            cond = cond.add(col.eq(v.as_str()));
        }
    }
    let paginator = entity::Entity::find()
        .filter(cond)
        .order_by_asc(entity::Column::Reference)
        .paginate(db, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.saturating_sub(1)).await?;
    Ok((rows, total))
}
