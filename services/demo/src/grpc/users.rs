//! gRPC transport of the users app: the sample people, shared by every
//! signed-in user (no per-caller data), listed, read and edited.

use platform::error::ApiError;
use proto::demo::v1::{self as pb, users_service_server::UsersService};
use sea_orm::DatabaseConnection;
use tonic::{Request, Response, Status};

use crate::domain::users::{
    AreaPermission, DemoUser, Location, Permissions, SocialLinks, UserFilter, UsersError,
    validate_edit,
};
use crate::store::users as store;

pub struct UsersGrpc {
    db: DatabaseConnection,
}

impl UsersGrpc {
    pub fn new(db: DatabaseConnection) -> Self {
        Self { db }
    }
}

fn status(e: UsersError) -> Status {
    ApiError::from(e).into_status()
}

/// A database failure while doing `what`, as a status.
fn db(what: &'static str) -> impl FnOnce(sea_orm::DbErr) -> Status {
    move |e| status(UsersError::db(what)(e))
}

#[tonic::async_trait]
impl UsersService for UsersGrpc {
    async fn list_demo_users(
        &self,
        req: Request<pb::ListDemoUsersRequest>,
    ) -> Result<Response<pb::ListDemoUsersResponse>, Status> {
        let pb::ListDemoUsersRequest {
            page,
            per_page,
            role,
            status: wanted,
            department,
            q,
            all,
        } = req.into_inner();
        let filter = UserFilter {
            role,
            status: wanted,
            department,
            q,
        }
        .checked()
        .map_err(status)?;
        let (page, per_page) = platform::grpc::paging(page, per_page);
        let (offset, limit) = if all {
            (0, None)
        } else {
            ((page - 1) * per_page, Some(per_page))
        };
        let (users, total) = store::list(&self.db, &filter, offset, limit)
            .await
            .map_err(db("listing sample users"))?;
        Ok(Response::new(pb::ListDemoUsersResponse {
            users: users.into_iter().map(to_pb).collect(),
            total,
            page: if all { 1 } else { page as u32 },
            per_page: if all { total as u32 } else { per_page as u32 },
        }))
    }

    async fn get_demo_user(
        &self,
        req: Request<pb::GetDemoUserRequest>,
    ) -> Result<Response<pb::GetDemoUserResponse>, Status> {
        let id = req.into_inner().id;
        let user = store::get(&self.db, id as i32)
            .await
            .map_err(db("reading a sample user"))?
            .ok_or(UsersError::NotFound(id))
            .map_err(status)?;
        Ok(Response::new(pb::GetDemoUserResponse {
            user: Some(to_pb(user)),
        }))
    }

    async fn update_demo_user(
        &self,
        req: Request<pb::UpdateDemoUserRequest>,
    ) -> Result<Response<pb::UpdateDemoUserResponse>, Status> {
        let user = req.into_inner().user.unwrap_or_default();
        let id = user.id;
        if id == 0 {
            let mut fields = std::collections::BTreeMap::new();
            fields.insert("id".to_owned(), platform::validate::REQUIRED.to_owned());
            return Err(status(UsersError::Invalid(fields)));
        }
        // An unknown id is 404 before any field is judged.
        if id > i32::MAX as u32 {
            return Err(status(UsersError::NotFound(id)));
        }
        let txn = platform::db::begin_write(&self.db)
            .await
            .map_err(db("starting a sample user edit"))?;
        if store::get(&txn, id as i32)
            .await
            .map_err(db("reading a sample user"))?
            .is_none()
        {
            return Err(status(UsersError::NotFound(id)));
        }
        let user = validate_edit(from_pb(user)).map_err(status)?;
        let user = store::replace(&txn, &user)
            .await
            .map_err(db("saving a sample user"))?
            .ok_or(UsersError::NotFound(id))
            .map_err(status)?;
        txn.commit()
            .await
            .map_err(db("committing a sample user edit"))?;
        Ok(Response::new(pb::UpdateDemoUserResponse {
            user: Some(to_pb(user)),
        }))
    }
}

fn area_to_pb(a: AreaPermission) -> pb::DemoUserAreaPermission {
    let AreaPermission {
        read,
        write,
        create,
        delete,
    } = a;
    pb::DemoUserAreaPermission {
        read,
        write,
        create,
        delete,
    }
}

fn area_from_pb(a: Option<pb::DemoUserAreaPermission>) -> AreaPermission {
    let pb::DemoUserAreaPermission {
        read,
        write,
        create,
        delete,
    } = a.unwrap_or_default();
    AreaPermission {
        read,
        write,
        create,
        delete,
    }
}

/// The proto form of a sample user.
pub fn to_pb(u: DemoUser) -> pb::DemoUser {
    let DemoUser {
        id,
        username,
        avatar,
        email,
        name,
        dob,
        gender,
        country,
        role,
        status,
        is_verified,
        department,
        company,
        mobile,
        website,
        languages_known,
        contact_options,
        location,
        social_links,
        permissions,
        created_at,
    } = u;
    let Location {
        add_line_1,
        add_line_2,
        post_code,
        city,
        state,
        country: location_country,
    } = location;
    let SocialLinks {
        twitter,
        facebook,
        instagram,
        github,
        codepen,
        slack,
    } = social_links;
    let Permissions {
        users,
        posts,
        comments,
    } = permissions;
    pb::DemoUser {
        id: id as u32,
        username,
        avatar,
        email,
        name,
        dob,
        gender,
        country,
        role,
        status,
        is_verified,
        department,
        company,
        mobile,
        website,
        languages_known,
        contact_options,
        location: Some(pb::DemoUserLocation {
            add_line_1,
            add_line_2,
            post_code,
            city,
            state,
            country: location_country,
        }),
        social_links: Some(pb::DemoUserSocialLinks {
            twitter,
            facebook,
            instagram,
            github,
            codepen,
            slack,
        }),
        permissions: Some(pb::DemoUserPermissions {
            users: Some(area_to_pb(users)),
            posts: Some(area_to_pb(posts)),
            comments: Some(area_to_pb(comments)),
        }),
        created_at,
    }
}

/// The domain form of a sample user sent for an edit.
fn from_pb(u: pb::DemoUser) -> DemoUser {
    let pb::DemoUser {
        id,
        username,
        avatar,
        email,
        name,
        dob,
        gender,
        country,
        role,
        status,
        is_verified,
        department,
        company,
        mobile,
        website,
        languages_known,
        contact_options,
        location,
        social_links,
        permissions,
        created_at,
    } = u;
    let pb::DemoUserLocation {
        add_line_1,
        add_line_2,
        post_code,
        city,
        state,
        country: location_country,
    } = location.unwrap_or_default();
    let pb::DemoUserSocialLinks {
        twitter,
        facebook,
        instagram,
        github,
        codepen,
        slack,
    } = social_links.unwrap_or_default();
    let pb::DemoUserPermissions {
        users,
        posts,
        comments,
    } = permissions.unwrap_or_default();
    DemoUser {
        id: id as i32,
        username,
        avatar,
        email,
        name,
        dob,
        gender,
        country,
        role,
        status,
        is_verified,
        department,
        company,
        mobile,
        website,
        languages_known,
        contact_options,
        location: Location {
            add_line_1,
            add_line_2,
            post_code,
            city,
            state,
            country: location_country,
        },
        social_links: SocialLinks {
            twitter,
            facebook,
            instagram,
            github,
            codepen,
            slack,
        },
        permissions: Permissions {
            users: area_from_pb(users),
            posts: area_from_pb(posts),
            comments: area_from_pb(comments),
        },
        created_at,
    }
}
