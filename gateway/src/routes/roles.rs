//! Roles, the permission catalogue and the role × permission matrix.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use proto::auth::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    routes::Page,
    state::AppState,
};

#[derive(Serialize, ToSchema)]
pub struct RoleDto {
    pub name: String,
    pub description: String,
    pub built_in: bool,
    pub user_count: u64,
    pub permissions: Vec<String>,
    /// Whether the caller may give this role to a user (an administrator
    /// any; anyone else only a role whose permissions they all hold).
    pub assignable: bool,
}

impl From<pb::Role> for RoleDto {
    fn from(r: pb::Role) -> Self {
        Self {
            name: r.name,
            description: r.description,
            built_in: r.built_in,
            user_count: r.user_count,
            permissions: r.permissions,
            assignable: r.assignable,
        }
    }
}

#[derive(Serialize, ToSchema)]
pub struct PermissionDto {
    pub name: String,
    /// risk, incident, settings, audit, reports.
    pub area: String,
    pub description: String,
}

#[derive(Serialize, ToSchema)]
pub struct PermissionList {
    pub data: Vec<PermissionDto>,
}

#[derive(Deserialize, ToSchema)]
pub struct NewRole {
    #[serde(default)]
    pub name: String,
    #[serde(default)]
    pub description: String,
}

#[derive(Deserialize, ToSchema)]
pub struct RoleChanges {
    pub name: Option<String>,
    pub description: Option<String>,
}

#[derive(Deserialize, ToSchema)]
pub struct PermissionChanges {
    /// Permission name → granted; unlisted permissions keep their value.
    #[serde(default)]
    pub permissions: HashMap<String, bool>,
}

#[utoipa::path(get, path = "/api/v1/roles", tag = "settings", security(("bearer" = [])),
    responses((status = 200, body = Page<RoleDto>)))]
pub async fn list(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let roles = state
        .clients
        .auth_as(&ctx)
        .list_roles(pb::ListRolesRequest {})
        .await?
        .into_inner()
        .roles;
    let total = roles.len() as u64;
    Ok(HttpResponse::Ok().json(Page {
        data: roles.into_iter().map(RoleDto::from).collect(),
        page: 1,
        per_page: total.max(1),
        total,
    }))
}

#[utoipa::path(post, path = "/api/v1/roles", tag = "settings", request_body = NewRole, security(("bearer" = [])),
    responses((status = 201, body = RoleDto), (status = 409, body = ErrorBody, description = "ROLE_EXISTS"),
              (status = 422, body = ErrorBody)))]
pub async fn create(
    state: web::Data<AppState>,
    ctx: Ctx,
    body: web::Json<NewRole>,
) -> Result<HttpResponse, HttpError> {
    let b = body.into_inner();
    let role = state
        .clients
        .auth_as(&ctx)
        .create_role(pb::CreateRoleRequest {
            name: b.name,
            description: b.description,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Created().json(RoleDto::from(role)))
}

#[utoipa::path(patch, path = "/api/v1/roles/{name}", tag = "settings", request_body = RoleChanges,
    security(("bearer" = [])),
    responses((status = 200, body = RoleDto), (status = 409, body = ErrorBody, description = "BUILT_IN_ROLE, ROLE_EXISTS")))]
pub async fn update(
    state: web::Data<AppState>,
    ctx: Ctx,
    name: web::Path<String>,
    body: web::Json<RoleChanges>,
) -> Result<HttpResponse, HttpError> {
    let b = body.into_inner();
    let role = state
        .clients
        .auth_as(&ctx)
        .update_role(pb::UpdateRoleRequest {
            name: name.into_inner(),
            new_name: b.name,
            description: b.description,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(RoleDto::from(role)))
}

#[utoipa::path(delete, path = "/api/v1/roles/{name}", tag = "settings", security(("bearer" = [])),
    responses((status = 204), (status = 409, body = ErrorBody, description = "ROLE_IN_USE, BUILT_IN_ROLE")))]
pub async fn delete(
    state: web::Data<AppState>,
    ctx: Ctx,
    name: web::Path<String>,
) -> Result<HttpResponse, HttpError> {
    state
        .clients
        .auth_as(&ctx)
        .delete_role(pb::DeleteRoleRequest {
            name: name.into_inner(),
        })
        .await?;
    Ok(HttpResponse::NoContent().finish())
}

/// Saves a role's row of the matrix; takes effect on its members' next request.
#[utoipa::path(put, path = "/api/v1/roles/{name}/permissions", tag = "settings", request_body = PermissionChanges,
    security(("bearer" = [])),
    responses((status = 200, body = RoleDto), (status = 409, body = ErrorBody, description = "ADMIN_KEEPS_ALL")))]
pub async fn set_permissions(
    state: web::Data<AppState>,
    ctx: Ctx,
    name: web::Path<String>,
    body: web::Json<PermissionChanges>,
) -> Result<HttpResponse, HttpError> {
    let role = state
        .clients
        .auth_as(&ctx)
        .set_role_permissions(pb::SetRolePermissionsRequest {
            role: name.into_inner(),
            permissions: body.into_inner().permissions,
        })
        .await?
        .into_inner();
    Ok(HttpResponse::Ok().json(RoleDto::from(role)))
}

#[utoipa::path(get, path = "/api/v1/permissions", tag = "settings", security(("bearer" = [])),
    responses((status = 200, body = PermissionList)))]
pub async fn permissions(state: web::Data<AppState>, ctx: Ctx) -> Result<HttpResponse, HttpError> {
    let list = state
        .clients
        .auth_as(&ctx)
        .list_permissions(pb::ListPermissionsRequest {})
        .await?
        .into_inner()
        .permissions;
    Ok(HttpResponse::Ok().json(PermissionList {
        data: list
            .into_iter()
            .map(|p| PermissionDto {
                name: p.name,
                area: p.area,
                description: p.description,
            })
            .collect(),
    }))
}
