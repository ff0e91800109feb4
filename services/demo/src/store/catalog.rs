//! The data list's products and the contacts grid's rows: sea-orm entities
//! and the queries and changes of the catalogue, each in one transaction.
//! The list's order is `position` ascending: the seeded products sit at
//! their id, a new product at one before the smallest (it goes first).

use sea_orm::{
    ActiveModelTrait, ColumnTrait, ConnectionTrait, DatabaseConnection, DbErr, EntityTrait,
    QueryFilter, QueryOrder, QuerySelect, SqlErr, TransactionTrait,
};

use crate::domain::catalog::{
    CatalogError, Popularity, Product, ProductFields, ProductInput, popularity,
};

pub mod product {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "catalog_products")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i32,
        /// The place in the list's order (ascending).
        pub position: i32,
        pub name: String,
        pub category: String,
        pub price: String,
        pub img: String,
        pub order_status: String,
        pub pop_value: i32,
        /// Derived from `pop_value` on every write (domain::catalog::popularity).
        pub pop_color: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

pub mod contact {
    use sea_orm::entity::prelude::*;

    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "catalog_contacts")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub id: i32,
        pub firstname: String,
        pub lastname: String,
        pub company: String,
        pub address: String,
        pub city: String,
        pub country: String,
        pub state: String,
        pub zip: String,
        pub phone: String,
        pub fax: String,
        pub email: String,
        pub web: String,
        pub followers: i32,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

fn db_err(context: &'static str) -> impl FnOnce(DbErr) -> CatalogError {
    move |e| CatalogError::Internal(context, e)
}

fn to_product(row: product::Model) -> Product {
    // The colour follows the value (the stored one is for SQL readers), so
    // a row edited by hand cannot show a colour its value does not have.
    let color = popularity(i64::from(row.pop_value)).color;
    Product {
        id: u32::try_from(row.id).unwrap_or_default(),
        fields: ProductFields {
            name: row.name,
            category: row.category,
            price: row.price,
            img: row.img,
            order_status: row.order_status,
            popularity: Popularity {
                value: u32::try_from(row.pop_value).unwrap_or_default(),
                color,
            },
        },
    }
}

/// The stored row of `fields` at `id` and `position`.
pub fn product_row(id: i32, position: i32, fields: &ProductFields) -> product::Model {
    let pop = fields.popularity;
    product::Model {
        id,
        position,
        name: fields.name.clone(),
        category: fields.category.clone(),
        price: fields.price.clone(),
        img: fields.img.clone(),
        order_status: fields.order_status.clone(),
        pop_value: i32::try_from(pop.value).unwrap_or_default(),
        pop_color: pop.color.as_str().to_owned(),
    }
}

/// Every product in the list's order.
pub async fn all_products(db: &DatabaseConnection) -> Result<Vec<Product>, CatalogError> {
    let rows = product::Entity::find()
        .order_by_asc(product::Column::Position)
        .order_by_asc(product::Column::Id)
        .all(db)
        .await
        .map_err(db_err("listing products"))?;
    Ok(rows.into_iter().map(to_product).collect())
}

async fn find(db: &impl ConnectionTrait, id: u32) -> Result<product::Model, CatalogError> {
    let key = i32::try_from(id).map_err(|_| CatalogError::ProductNotFound(id))?;
    product::Entity::find_by_id(key)
        .one(db)
        .await
        .map_err(db_err("reading a product"))?
        .ok_or(CatalogError::ProductNotFound(id))
}

/// Applies `changes` to product `id` (checked, popularity recoloured).
pub async fn update_product(
    db: &DatabaseConnection,
    id: u32,
    changes: &ProductInput,
) -> Result<Product, CatalogError> {
    let txn = db.begin().await.map_err(db_err("updating a product"))?;
    let row = find(&txn, id).await?;
    let position = row.position;
    let fields = to_product(row).fields.updated(changes)?;
    let next = product_row(i32::try_from(id).unwrap_or_default(), position, &fields);
    product::ActiveModel::from(next.clone())
        .reset_all()
        .update(&txn)
        .await
        .map_err(db_err("updating a product"))?;
    txn.commit().await.map_err(db_err("updating a product"))?;
    Ok(to_product(next))
}

/// Adds a product with the highest id plus one, first in the list's order.
/// Two adds at once may pick the same id: the loser tries again.
pub async fn add_product(
    db: &DatabaseConnection,
    fields: &ProductFields,
) -> Result<Product, CatalogError> {
    let mut attempts = 0;
    loop {
        attempts += 1;
        match try_add(db, fields).await {
            Err(CatalogError::Internal(_, e))
                if attempts < 5
                    && matches!(e.sql_err(), Some(SqlErr::UniqueConstraintViolation(_))) =>
            {
                continue;
            }
            other => return other,
        }
    }
}

async fn try_add(db: &DatabaseConnection, fields: &ProductFields) -> Result<Product, CatalogError> {
    let txn = db.begin().await.map_err(db_err("adding a product"))?;
    let (max_id, min_position): (Option<i32>, Option<i32>) = product::Entity::find()
        .select_only()
        .column_as(product::Column::Id.max(), "max_id")
        .column_as(product::Column::Position.min(), "min_position")
        .into_tuple()
        .one(&txn)
        .await
        .map_err(db_err("adding a product"))?
        .unwrap_or((None, None));
    let row = product_row(
        max_id.unwrap_or(0) + 1,
        min_position.unwrap_or(1) - 1,
        fields,
    );
    product::ActiveModel::from(row.clone())
        .reset_all()
        .insert(&txn)
        .await
        .map_err(db_err("adding a product"))?;
    txn.commit().await.map_err(db_err("adding a product"))?;
    Ok(to_product(row))
}

/// Removes product `id`; answers it as it was.
pub async fn delete_product(db: &DatabaseConnection, id: u32) -> Result<Product, CatalogError> {
    let txn = db.begin().await.map_err(db_err("deleting a product"))?;
    let row = find(&txn, id).await?;
    product::Entity::delete_by_id(row.id)
        .exec(&txn)
        .await
        .map_err(db_err("deleting a product"))?;
    txn.commit().await.map_err(db_err("deleting a product"))?;
    Ok(to_product(row))
}

/// Removes every product of `ids` or, when one does not exist, none.
/// Answers the ids removed, ascending.
pub async fn delete_products(
    db: &DatabaseConnection,
    ids: &[u32],
) -> Result<Vec<u32>, CatalogError> {
    let mut wanted: Vec<u32> = ids.to_vec();
    wanted.sort_unstable();
    wanted.dedup();
    let keys: Vec<i32> = wanted
        .iter()
        .map(|id| i32::try_from(*id).map_err(|_| CatalogError::ProductNotFound(*id)))
        .collect::<Result<_, _>>()?;
    let txn = db.begin().await.map_err(db_err("deleting products"))?;
    let found: Vec<i32> = product::Entity::find()
        .select_only()
        .column(product::Column::Id)
        .filter(product::Column::Id.is_in(keys.clone()))
        .into_tuple()
        .all(&txn)
        .await
        .map_err(db_err("deleting products"))?;
    if let Some(missing) = keys.iter().find(|k| !found.contains(k)) {
        // Dropping the transaction rolls it back: nothing is removed.
        return Err(CatalogError::ProductNotFound(
            u32::try_from(*missing).unwrap_or_default(),
        ));
    }
    product::Entity::delete_many()
        .filter(product::Column::Id.is_in(keys))
        .exec(&txn)
        .await
        .map_err(db_err("deleting products"))?;
    txn.commit().await.map_err(db_err("deleting products"))?;
    Ok(wanted)
}

/// Every contact, by id.
pub async fn all_contacts(db: &DatabaseConnection) -> Result<Vec<contact::Model>, CatalogError> {
    contact::Entity::find()
        .order_by_asc(contact::Column::Id)
        .all(db)
        .await
        .map_err(db_err("listing contacts"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domain::catalog::PopColor;

    #[test]
    fn a_row_carries_the_colour_of_its_value() {
        let fields = ProductFields {
            name: "A".into(),
            category: "Audio".into(),
            price: "1".into(),
            img: String::new(),
            order_status: "pending".into(),
            popularity: popularity(60),
        };
        let row = product_row(3, -2, &fields);
        assert_eq!(row.pop_color, PopColor::Primary.as_str());
        assert_eq!(to_product(row).fields, fields);
    }
}
