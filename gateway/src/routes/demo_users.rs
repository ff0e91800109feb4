//! The users app (spec section 3 "Detailed user", section 7 `GET
//! /api/users/list`), answered by the demo service's UsersService. Called
//! without parameters the list answers the bare array the mock answered;
//! with any of page, perPage, role, status, department or q it answers one
//! page `{data, total, page, perPage, totalPages}` (our documented addition).

use actix_web::{HttpResponse, web};
use platform::error::{ApiError, ErrorKind};
use proto::demo::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::demo_page::Paged;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    state::AppState,
};

/// What a sample user may do in one area.
#[derive(Serialize, Deserialize, ToSchema, Default, Clone, Copy)]
#[serde(default)]
pub struct AreaPermission {
    pub read: bool,
    pub write: bool,
    pub create: bool,
    pub delete: bool,
}

/// Per-area permissions (spec section 6).
#[derive(Serialize, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct UserPermissions {
    pub users: AreaPermission,
    pub posts: AreaPermission,
    pub comments: AreaPermission,
}

/// A postal address.
#[derive(Serialize, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct UserLocation {
    pub add_line_1: String,
    pub add_line_2: String,
    pub post_code: String,
    pub city: String,
    pub state: String,
    pub country: String,
}

/// Social profiles (URLs; slack a handle).
#[derive(Serialize, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct UserSocialLinks {
    pub twitter: String,
    pub facebook: String,
    pub instagram: String,
    pub github: String,
    pub codepen: String,
    pub slack: String,
}

/// A detailed sample user, with the spec's field names. Also the body of
/// `POST /api/users/update` (every field; the id says which user).
#[derive(Serialize, Deserialize, ToSchema, Default)]
#[serde(default)]
pub struct DemoUser {
    pub id: u32,
    pub username: String,
    /// A local image path, or empty for initials.
    pub avatar: String,
    pub email: String,
    pub name: String,
    /// YYYY-MM-DD.
    pub dob: String,
    /// male, female or other.
    pub gender: String,
    pub country: String,
    /// admin, user or staff.
    pub role: String,
    /// active, blocked or deactivated.
    pub status: String,
    pub is_verified: bool,
    /// sales, development or management.
    pub department: String,
    pub company: String,
    pub mobile: String,
    pub website: String,
    pub languages_known: Vec<String>,
    /// Any of email, message, phone.
    pub contact_options: Vec<String>,
    pub location: UserLocation,
    pub social_links: UserSocialLinks,
    pub permissions: UserPermissions,
    /// When they joined, RFC 3339 UTC (our addition; read only: an edit
    /// keeps the stored one).
    #[schema(read_only)]
    pub created_at: String,
}

/// The list's query; any parameter given switches to the paged answer.
#[derive(Deserialize, IntoParams, Default)]
#[into_params(parameter_in = Query)]
pub struct UsersQuery {
    /// 1-based page (default 1).
    pub page: Option<u32>,
    /// Users per page, 1..=100 (default 20).
    #[serde(rename = "perPage")]
    #[param(rename = "perPage")]
    pub per_page: Option<u32>,
    /// admin, user or staff.
    pub role: Option<String>,
    /// active, blocked or deactivated.
    pub status: Option<String>,
    /// sales, development or management.
    pub department: Option<String>,
    /// Case-insensitive search over name, username, email, company, country.
    pub q: Option<String>,
}

fn area_of(a: Option<pb::DemoUserAreaPermission>) -> AreaPermission {
    let a = a.unwrap_or_default();
    AreaPermission {
        read: a.read,
        write: a.write,
        create: a.create,
        delete: a.delete,
    }
}

fn area_pb(a: AreaPermission) -> Option<pb::DemoUserAreaPermission> {
    Some(pb::DemoUserAreaPermission {
        read: a.read,
        write: a.write,
        create: a.create,
        delete: a.delete,
    })
}

impl From<pb::DemoUser> for DemoUser {
    fn from(u: pb::DemoUser) -> Self {
        let location = u.location.unwrap_or_default();
        let social = u.social_links.unwrap_or_default();
        let permissions = u.permissions.unwrap_or_default();
        Self {
            id: u.id,
            username: u.username,
            avatar: u.avatar,
            email: u.email,
            name: u.name,
            dob: u.dob,
            gender: u.gender,
            country: u.country,
            role: u.role,
            status: u.status,
            is_verified: u.is_verified,
            department: u.department,
            company: u.company,
            mobile: u.mobile,
            website: u.website,
            languages_known: u.languages_known,
            contact_options: u.contact_options,
            location: UserLocation {
                add_line_1: location.add_line_1,
                add_line_2: location.add_line_2,
                post_code: location.post_code,
                city: location.city,
                state: location.state,
                country: location.country,
            },
            social_links: UserSocialLinks {
                twitter: social.twitter,
                facebook: social.facebook,
                instagram: social.instagram,
                github: social.github,
                codepen: social.codepen,
                slack: social.slack,
            },
            permissions: UserPermissions {
                users: area_of(permissions.users),
                posts: area_of(permissions.posts),
                comments: area_of(permissions.comments),
            },
            created_at: u.created_at,
        }
    }
}

impl From<DemoUser> for pb::DemoUser {
    fn from(u: DemoUser) -> Self {
        Self {
            id: u.id,
            username: u.username,
            avatar: u.avatar,
            email: u.email,
            name: u.name,
            dob: u.dob,
            gender: u.gender,
            country: u.country,
            role: u.role,
            status: u.status,
            is_verified: u.is_verified,
            department: u.department,
            company: u.company,
            mobile: u.mobile,
            website: u.website,
            languages_known: u.languages_known,
            contact_options: u.contact_options,
            location: Some(pb::DemoUserLocation {
                add_line_1: u.location.add_line_1,
                add_line_2: u.location.add_line_2,
                post_code: u.location.post_code,
                city: u.location.city,
                state: u.location.state,
                country: u.location.country,
            }),
            social_links: Some(pb::DemoUserSocialLinks {
                twitter: u.social_links.twitter,
                facebook: u.social_links.facebook,
                instagram: u.social_links.instagram,
                github: u.social_links.github,
                codepen: u.social_links.codepen,
                slack: u.social_links.slack,
            }),
            permissions: Some(pb::DemoUserPermissions {
                users: area_pb(u.permissions.users),
                posts: area_pb(u.permissions.posts),
                comments: area_pb(u.permissions.comments),
            }),
            created_at: u.created_at,
        }
    }
}

fn not_found() -> HttpError {
    ApiError::new(ErrorKind::NotFound, "USER_NOT_FOUND", "No such user.").into()
}

/// The answer of [`list`]: every user as a bare array, or one page.
#[derive(Serialize, ToSchema)]
#[serde(untagged)]
pub enum UserList {
    All(Vec<DemoUser>),
    Page(Paged<DemoUser>),
}

/// The sample users: every one as a bare array (the mock's answer) when no
/// parameter is given, else one filtered page.
#[utoipa::path(get, path = "/api/users/list", tag = "demo", params(UsersQuery),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Without parameters: every user as an array. With any: one page.", body = UserList),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 422, description = "An unknown role, status or department", body = ErrorBody)))]
pub async fn list(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<UsersQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let paged = q.page.is_some()
        || q.per_page.is_some()
        || q.role.is_some()
        || q.status.is_some()
        || q.department.is_some()
        || q.q.is_some();
    let res = state
        .clients
        .users_as(&ctx)
        .list_demo_users(pb::ListDemoUsersRequest {
            page: q.page.unwrap_or(1),
            per_page: q.per_page.unwrap_or(0),
            role: q.role.unwrap_or_default(),
            status: q.status.unwrap_or_default(),
            department: q.department.unwrap_or_default(),
            q: q.q.unwrap_or_default(),
            all: !paged,
        })
        .await?
        .into_inner();
    let users: Vec<DemoUser> = res.users.into_iter().map(Into::into).collect();
    Ok(HttpResponse::Ok().json(if paged {
        UserList::Page(Paged::of(users, res.total, res.page, res.per_page))
    } else {
        UserList::All(users)
    }))
}

/// One sample user (404 `USER_NOT_FOUND` when unknown).
#[utoipa::path(get, path = "/api/users/{id}", tag = "demo",
    params(("id" = u32, Path, description = "The user's id")),
    security(("bearer" = [])),
    responses((status = 200, body = DemoUser), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody)))]
pub async fn get(
    state: web::Data<AppState>,
    ctx: Ctx,
    id: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    let id: u32 = id.parse().map_err(|_| not_found())?;
    let res = state
        .clients
        .users_as(&ctx)
        .get_demo_user(pb::GetDemoUserRequest { id })
        .await?
        .into_inner();
    let user: DemoUser = res.user.ok_or_else(not_found)?.into();
    Ok(HttpResponse::Ok().json(user))
}

/// Edits a sample user: the body is the whole user (its id says which);
/// 404 for an unknown id, 422 with the field names when a field is missing
/// or wrong (nothing is written then).
#[utoipa::path(post, path = "/api/users/update", tag = "demo", request_body = DemoUser,
    security(("bearer" = [])),
    responses((status = 200, description = "The user as saved", body = DemoUser),
        (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
        (status = 404, body = ErrorBody), (status = 422, body = ErrorBody)))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<DemoUser>,
) -> Result<HttpResponse, HttpError> {
    let res = state
        .clients
        .users_as(&ctx)
        .update_demo_user(pb::UpdateDemoUserRequest {
            user: Some(body.into_inner().into()),
        })
        .await?
        .into_inner();
    let user: DemoUser = res.user.ok_or_else(not_found)?.into();
    Ok(HttpResponse::Ok().json(user))
}
