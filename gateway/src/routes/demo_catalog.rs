//! The data list and the contacts grid (spec section 7's mock calls, now
//! answered by the demo service's CatalogService): the spec's paths and
//! camelCase JSON, written here from the protobuf answers (ADR 0021).

use actix_web::{HttpResponse, web};
use platform::error::ApiError;
use proto::demo::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// How popular a product is.
#[derive(Serialize, ToSchema)]
pub struct Popularity {
    /// 0 to 100.
    #[serde(rename = "popValue")]
    pub pop_value: u32,
    /// success (75 or more), primary (55 to under 75), warning (35 to under
    /// 55), danger (under 35).
    pub color: String,
}

/// A product of the data list (spec section 3). Named apart in the
/// OpenAPI document: the shop's `Product` is another shape.
#[derive(Serialize, ToSchema)]
#[schema(as = DataListProduct)]
pub struct Product {
    pub id: u32,
    pub name: String,
    /// Computers, Audio or Fitness.
    pub category: String,
    /// A decimal string such as "69.99".
    pub price: String,
    /// A picture the SPA serves, e.g. "/img/products/watch.svg".
    pub img: String,
    /// on hold, delivered, canceled or pending.
    pub order_status: String,
    pub popularity: Popularity,
}

impl From<pb::Product> for Product {
    fn from(p: pb::Product) -> Self {
        let pop = p.popularity.unwrap_or_default();
        Self {
            id: p.id,
            name: p.name,
            category: p.category,
            price: p.price,
            img: p.img,
            order_status: p.order_status,
            popularity: Popularity {
                pop_value: pop.pop_value,
                color: pop.color,
            },
        }
    }
}

/// A text or a number in a client's JSON (`"69.99"` or `69.99`).
#[derive(Deserialize)]
#[serde(untagged)]
pub enum TextOrNumber {
    Text(String),
    Number(serde_json::Number),
}

impl TextOrNumber {
    fn text(self) -> String {
        match self {
            Self::Text(t) => t,
            Self::Number(n) => n.to_string(),
        }
    }
}

/// The popularity a client sends; the colour is always recomputed.
#[derive(Deserialize, ToSchema)]
pub struct PopularityInput {
    /// A whole number up to 100 (a number or its text); below 0 is stored as 0.
    #[serde(rename = "popValue")]
    #[schema(value_type = Option<f64>)]
    pub pop_value: Option<TextOrNumber>,
}

/// A product as a client sends it. On add, name, category, price and
/// order_status are required; on update, only the given fields change.
#[derive(Deserialize, ToSchema)]
pub struct ProductObj {
    /// The product to change or remove (ignored on add: the id is max + 1).
    pub id: Option<u32>,
    pub name: Option<String>,
    pub category: Option<String>,
    /// A decimal with at most two places, as text ("69.99") or a number.
    #[schema(value_type = Option<String>)]
    pub price: Option<TextOrNumber>,
    pub img: Option<String>,
    pub order_status: Option<String>,
    pub popularity: Option<PopularityInput>,
}

impl ProductObj {
    fn input(self) -> pb::ProductInput {
        pb::ProductInput {
            name: self.name,
            category: self.category,
            price: self.price.map(TextOrNumber::text),
            img: self.img,
            order_status: self.order_status,
            pop_value: self
                .popularity
                .and_then(|p| p.pop_value)
                .map(TextOrNumber::text),
        }
    }
}

/// The body of the data list's changes: `{obj}`.
#[derive(Deserialize, ToSchema)]
pub struct ObjBody {
    pub obj: Option<ProductObj>,
}

/// The body of delete-selected: `{arr}`, the ids to remove.
#[derive(Deserialize, ToSchema)]
pub struct ArrBody {
    pub arr: Option<Vec<u32>>,
}

/// What delete-selected removed.
#[derive(Serialize, ToSchema)]
pub struct Deleted {
    /// The ids removed, ascending.
    pub arr: Vec<u32>,
}

/// Paging, search and sort of the data list.
#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DataQuery {
    /// 1-based page (default 1).
    pub page: Option<u32>,
    /// Products per page, 1 to 100 (default 4, the spec's page without parameters).
    #[serde(rename = "perPage")]
    #[param(rename = "perPage")]
    pub per_page: Option<u32>,
    /// Case-insensitive text matched against name, category, price and
    /// order_status; products where a field starts with it come first.
    pub q: Option<String>,
    /// id, name, category, price, order_status or popularity; a leading
    /// "-" sorts descending. Default: the list's order (newest added first).
    pub sort: Option<String>,
}

/// A page of the data list.
#[derive(Serialize, ToSchema)]
pub struct DataPage {
    pub data: Vec<Product>,
    /// Pages of perPage products in the (searched) list, at least 1.
    #[serde(rename = "totalPages")]
    pub total_pages: u32,
    /// Products in the (searched) list.
    #[serde(rename = "totalRecords")]
    pub total_records: u32,
}

/// A row of the contacts grid (spec section 3).
#[derive(Serialize, ToSchema)]
pub struct Contact {
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
    pub followers: u32,
}

/// The contacts grid's rows: `{data:[contacts]}`.
#[derive(Serialize, ToSchema)]
pub struct ContactsResponse {
    pub data: Vec<Contact>,
}

/// A 422 naming the missing field.
fn required(field: &str) -> HttpError {
    HttpError(ApiError::validation(Default::default()).with_field(field, "Required"))
}

fn obj_of(body: web::Json<ObjBody>) -> Result<ProductObj, HttpError> {
    body.into_inner().obj.ok_or_else(|| required("obj"))
}

#[utoipa::path(get, path = "/api/datalist/initial-data", tag = "demo", security(("bearer" = [])),
    description = "Every product of the data list (a JSON array), the newest added first.",
    responses((status = 200, body = Vec<Product>), (status = 401, body = ErrorBody)))]
pub async fn initial_data(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .catalog_as(&ctx)
        .list_all_products(pb::ListAllProductsRequest {})
        .await?
        .into_inner();
    let products: Vec<Product> = res.products.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(products))
}

#[utoipa::path(get, path = "/api/datalist/data", tag = "demo", security(("bearer" = [])),
    description = "One page of the data list: `{data, totalPages}` (and `totalRecords`); \
        without paging parameters the first 4 products. Our additions: `q` and `sort`.",
    params(DataQuery),
    responses((status = 200, body = DataPage), (status = 401, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn data(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<DataQuery>,
) -> Result<HttpResponse, HttpError> {
    let DataQuery {
        page,
        per_page,
        q,
        sort,
    } = query.into_inner();
    if page == Some(0) {
        return Err(HttpError(
            ApiError::validation(Default::default()).with_field("page", "At least 1"),
        ));
    }
    if per_page == Some(0) {
        return Err(HttpError(
            ApiError::validation(Default::default()).with_field("perPage", "At least 1"),
        ));
    }
    let res = state
        .clients
        .catalog_as(&ctx)
        .list_products(pb::ListProductsRequest {
            page: page.unwrap_or(1),
            per_page: per_page.unwrap_or(0),
            q: q.unwrap_or_default(),
            sort: sort.unwrap_or_default(),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(DataPage {
        data: res.products.into_iter().map(Into::into).collect(),
        total_pages: res.total_pages,
        total_records: res.total_records,
    }))
}

#[utoipa::path(post, path = "/api/datalist/update-data", tag = "demo", security(("bearer" = [])),
    description = "Merges `obj` into the product `obj.id`; the popularity colour is recomputed. \
        Answers the product as stored.",
    request_body = ObjBody,
    responses((status = 200, body = Product), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update_data(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ObjBody>,
) -> Result<HttpResponse, HttpError> {
    let obj = obj_of(body)?;
    let id = obj.id.ok_or_else(|| required("id"))?;
    let product = state
        .clients
        .catalog_as(&ctx)
        .update_product(pb::UpdateProductRequest {
            id,
            changes: Some(obj.input()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Product::from(product)))
}

#[utoipa::path(post, path = "/api/datalist/add-data", tag = "demo", security(("bearer" = [])),
    description = "Adds `obj` with id = the highest id + 1, first in the list. Name, category, \
        price and order_status are required (422 names the fields). Answers the product.",
    request_body = ObjBody,
    responses((status = 200, body = Product), (status = 401, body = ErrorBody),
        (status = 422, body = ErrorBody)))]
pub async fn add_data(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ObjBody>,
) -> Result<HttpResponse, HttpError> {
    let obj = obj_of(body)?;
    let product = state
        .clients
        .catalog_as(&ctx)
        .add_product(pb::AddProductRequest {
            product: Some(obj.input()),
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Product::from(product)))
}

#[utoipa::path(post, path = "/api/datalist/delete-data", tag = "demo", security(("bearer" = [])),
    description = "Removes the product `obj.id`; answers it as it was.",
    request_body = ObjBody,
    responses((status = 200, body = Product), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn delete_data(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ObjBody>,
) -> Result<HttpResponse, HttpError> {
    let id = obj_of(body)?.id.ok_or_else(|| required("id"))?;
    let product = state
        .clients
        .catalog_as(&ctx)
        .delete_product(pb::DeleteProductRequest { id })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Product::from(product)))
}

#[utoipa::path(post, path = "/api/datalist/delete-selected", tag = "demo", security(("bearer" = [])),
    description = "Removes every product of `arr` in one transaction: when one id does not \
        exist (404) none is removed.",
    request_body = ArrBody,
    responses((status = 200, body = Deleted), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn delete_selected(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<ArrBody>,
) -> Result<HttpResponse, HttpError> {
    let ids = body.into_inner().arr.ok_or_else(|| required("arr"))?;
    let res = state
        .clients
        .catalog_as(&ctx)
        .delete_products(pb::DeleteProductsRequest { ids })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(Deleted { arr: res.ids }))
}

#[utoipa::path(get, path = "/api/aggrid/data", tag = "demo", security(("bearer" = [])),
    description = "Every row of the contacts grid: `{data:[contacts]}` (about 200; the grid \
        sorts, filters and pages them itself).",
    responses((status = 200, body = ContactsResponse), (status = 401, body = ErrorBody)))]
pub async fn aggrid_data(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .catalog_as(&ctx)
        .list_contacts(pb::ListContactsRequest {})
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(ContactsResponse {
        data: res
            .contacts
            .into_iter()
            .map(|c| Contact {
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
                followers: c.followers,
            })
            .collect(),
    }))
}
