//! gRPC transport of the data list and the contacts grid: proto ⇄ domain,
//! the store's calls, and the catalogue's errors mapped once to a status.

use proto::demo::v1::{self as pb, catalog_service_server::CatalogService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::domain::catalog::{CatalogError, Product, ProductFields, ProductInput};
use crate::domain::catalog_list::{ListQuery, arrange};
use crate::store::catalog::{self as store, contact};

/// The catalogue is shared: every signed-in caller (the gateway checked)
/// sees and changes the same products.
pub struct CatalogGrpc {
    db: DatabaseConnection,
}

impl CatalogGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

fn status(e: CatalogError) -> Status {
    e.into_api().into_status()
}

type Reply<T> = Result<Response<T>, Status>;

/// Rows as their messages.
fn messages<T, M: From<T>>(rows: Vec<T>) -> Vec<M> {
    rows.into_iter().map(Into::into).collect()
}

/// The answer of a catalogue call as its message, or its error as a status.
fn reply<T, M: From<T>>(r: Result<T, CatalogError>) -> Reply<M> {
    r.map(|v| Response::new(v.into())).map_err(status)
}

impl From<pb::ProductInput> for ProductInput {
    fn from(input: pb::ProductInput) -> Self {
        let pb::ProductInput {
            name,
            category,
            price,
            img,
            order_status,
            pop_value,
        } = input;
        Self {
            name,
            category,
            price,
            img,
            order_status,
            pop_value,
        }
    }
}

impl From<Product> for pb::Product {
    fn from(p: Product) -> Self {
        let Product {
            id,
            fields:
                ProductFields {
                    name,
                    category,
                    price,
                    img,
                    order_status,
                    popularity,
                },
        } = p;
        Self {
            id,
            name,
            category,
            price,
            img,
            order_status,
            popularity: Some(pb::Popularity {
                pop_value: popularity.value,
                color: popularity.color.as_str().to_owned(),
            }),
        }
    }
}

/// A contact row as its message (the message's literal names every field,
/// so a new proto field breaks the build until it is filled).
impl From<contact::Model> for pb::Contact {
    fn from(c: contact::Model) -> Self {
        Self {
            id: u32::try_from(c.id).unwrap_or_default(),
            firstname: c.firstname,
            lastname: c.lastname,
            company: c.company,
            address: c.address,
            city: c.city,
            country: c.country,
            state: c.state,
            zip: c.zip,
            phone: c.phone,
            fax: c.fax,
            email: c.email,
            web: c.web,
            followers: u32::try_from(c.followers).unwrap_or_default(),
        }
    }
}

#[tonic::async_trait]
impl CatalogService for CatalogGrpc {
    async fn list_all_products(
        &self,
        _req: Request<pb::ListAllProductsRequest>,
    ) -> Reply<pb::ListAllProductsResponse> {
        reply(
            store::all_products(&self.db)
                .await
                .map(|rows| pb::ListAllProductsResponse {
                    products: messages(rows),
                }),
        )
    }

    async fn list_products(
        &self,
        req: Request<pb::ListProductsRequest>,
    ) -> Result<Response<pb::ListProductsResponse>, Status> {
        let pb::ListProductsRequest {
            page,
            per_page,
            q,
            sort,
        } = req.into_inner();
        let query = ListQuery::new(page, per_page, &q, &sort).map_err(status)?;
        let products = store::all_products(&self.db).await.map_err(status)?;
        let page = arrange(products, &query);
        Ok(Response::new(pb::ListProductsResponse {
            products: messages(page.products),
            total_pages: page.total_pages,
            total_records: page.total_records,
        }))
    }

    async fn update_product(&self, req: Request<pb::UpdateProductRequest>) -> Reply<pb::Product> {
        let pb::UpdateProductRequest { id, changes } = req.into_inner();
        let changes: ProductInput = changes.unwrap_or_default().into();
        reply(store::update_product(&self.db, id, &changes).await)
    }

    async fn add_product(&self, req: Request<pb::AddProductRequest>) -> Reply<pb::Product> {
        let pb::AddProductRequest { product } = req.into_inner();
        let fields = ProductFields::for_add(&product.unwrap_or_default().into()).map_err(status)?;
        reply(store::add_product(&self.db, &fields).await)
    }

    async fn delete_product(&self, req: Request<pb::DeleteProductRequest>) -> Reply<pb::Product> {
        reply(store::delete_product(&self.db, req.into_inner().id).await)
    }

    async fn delete_products(
        &self,
        req: Request<pb::DeleteProductsRequest>,
    ) -> Result<Response<pb::DeleteProductsResponse>, Status> {
        let pb::DeleteProductsRequest { ids } = req.into_inner();
        if ids.is_empty() {
            return Err(status(CatalogError::field(
                "arr",
                "Pick at least one product",
            )));
        }
        let ids = store::delete_products(&self.db, &ids)
            .await
            .map_err(status)?;
        Ok(Response::new(pb::DeleteProductsResponse { ids }))
    }

    async fn list_contacts(
        &self,
        _req: Request<pb::ListContactsRequest>,
    ) -> Reply<pb::ListContactsResponse> {
        reply(
            store::all_contacts(&self.db)
                .await
                .map(|rows| pb::ListContactsResponse {
                    contacts: messages(rows),
                }),
        )
    }
}
