//! The top bar's global search (spec section 2): Pages from the settings
//! service's catalogue, Files from the risk service's attachments, Contacts
//! from the auth service's active users. Each group is asked for in parallel
//! and is independent: a service that is down leaves its group empty (and a
//! warning in the log) instead of failing the search.

use actix_web::{HttpResponse, web};
use proto::{auth::v1 as auth_pb, risk::v1 as risk_pb, settings::v1 as settings_pb};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{context::Ctx, error::HttpError, routes::bookmarks::granted, state::AppState};

/// Results per group (spec section 9).
pub const SEARCH_LIMIT: usize = 4;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchQuery {
    /// Searched for as a case-insensitive substring, trimmed; blank finds nothing.
    #[serde(default)]
    pub q: String,
}

/// A page the caller may open whose title or link matches.
#[derive(Serialize, ToSchema)]
pub struct PageHit {
    pub id: u32,
    /// The SPA route id.
    pub target: String,
    pub title: String,
    pub link: String,
    /// Tabler icon name.
    pub icon: String,
}

/// A file attached to a live risk, control or action plan.
#[derive(Serialize, ToSchema)]
pub struct FileHit {
    pub id: String,
    /// The file name.
    pub title: String,
    /// Who uploaded it.
    pub by: String,
    /// Bytes.
    pub size: u64,
    /// Its download path.
    pub file: String,
    /// The SPA page of the risk, control or action plan it belongs to.
    pub link: String,
    /// Uploaded at, RFC 3339.
    pub date: String,
}

/// An active user whose name or email matches.
#[derive(Serialize, ToSchema)]
pub struct ContactHit {
    pub id: String,
    /// The user's name.
    pub title: String,
    pub email: String,
    /// Picture URL; empty for none.
    pub img: String,
    /// Joined at, RFC 3339.
    pub date: String,
}

/// One group of results.
#[derive(Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SearchGroup<T> {
    /// `Pages`, `Files` or `Contacts`.
    pub group_title: String,
    /// At most this many in `data` (4).
    pub search_limit: u32,
    /// How many match in all (at least `data`'s length).
    pub total: u64,
    pub data: Vec<T>,
}

/// Any of the three groups.
#[derive(Serialize)]
#[serde(untagged)]
pub enum AnyGroup {
    Pages(SearchGroup<PageHit>),
    Files(SearchGroup<FileHit>),
    Contacts(SearchGroup<ContactHit>),
}

/// A kind of hit, with the component name of its group's schema:
/// `SearchGroup<T>` alone would give the three shapes one name, each
/// overwriting the last (and leave the hits' own schemas out).
trait Hit: ToSchema {
    const GROUP: &'static str;
}

impl Hit for PageHit {
    const GROUP: &'static str = "PageGroup";
}

impl Hit for FileHit {
    const GROUP: &'static str = "FileGroup";
}

impl Hit for ContactHit {
    const GROUP: &'static str = "ContactGroup";
}

type Schemas = Vec<(
    String,
    utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>,
)>;

/// Adds `T`'s group and `T` itself to the components.
fn add_group<T: Hit>(schemas: &mut Schemas) {
    schemas.push((
        T::GROUP.into(),
        <SearchGroup<T> as utoipa::PartialSchema>::schema(),
    ));
    schemas.push((T::name().into_owned(), T::schema()));
    T::schemas(schemas);
}

// Documented by hand as `anyOf`: the derive says `oneOf`, which an empty
// group (valid as each of the three) breaks.
impl utoipa::PartialSchema for AnyGroup {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::{Ref, schema::AnyOfBuilder};
        AnyOfBuilder::new()
            .item(Ref::from_schema_name(PageHit::GROUP))
            .item(Ref::from_schema_name(FileHit::GROUP))
            .item(Ref::from_schema_name(ContactHit::GROUP))
            .description(Some("Any of the three groups."))
            .into()
    }
}

impl ToSchema for AnyGroup {
    fn schemas(schemas: &mut Schemas) {
        add_group::<PageHit>(schemas);
        add_group::<FileHit>(schemas);
        add_group::<ContactHit>(schemas);
    }
}

#[derive(Serialize, ToSchema)]
pub struct SearchResult {
    /// Always Pages, Files, Contacts in this order.
    #[serde(rename = "searchResult")]
    pub search_result: Vec<AnyGroup>,
}

/// A group of at most [`SEARCH_LIMIT`] hits; `total` never below what is shown.
fn group<T>(title: &str, mut hits: Vec<T>, total: u64) -> SearchGroup<T> {
    let total = total.max(hits.len() as u64);
    hits.truncate(SEARCH_LIMIT);
    SearchGroup {
        group_title: title.to_owned(),
        search_limit: SEARCH_LIMIT as u32,
        total,
        data: hits,
    }
}

/// The group's hits, or none (with a warning) when its service failed.
fn or_empty<T>(title: &str, answer: Result<(Vec<T>, u64), tonic::Status>) -> SearchGroup<T> {
    match answer {
        Ok((hits, total)) => group(title, hits, total),
        Err(status) => {
            tracing::warn!(group = title, code = ?status.code(), message = status.message(),
                "global search group left empty");
            group(title, Vec::new(), 0)
        }
    }
}

/// The SPA page that shows a file's parent.
pub fn parent_link(entity_type: &str, entity_id: &str) -> String {
    match entity_type {
        "risk" => format!("/risk/risk/{entity_id}"),
        "control" => format!("/risk/control/{entity_id}"),
        // Action plans have no page of their own: their list.
        _ => "/risk/action/plan".to_owned(),
    }
}

fn file_hit(a: risk_pb::Attachment) -> FileHit {
    FileHit {
        link: parent_link(&a.entity_type, &a.entity_id),
        file: format!("/api/v1/attachments/{}/content", a.id),
        id: a.id,
        title: a.file_name,
        by: a.created_by_name,
        size: a.size,
        date: a.created_at,
    }
}

async fn pages(
    state: &AppState,
    ctx: &Ctx,
    q: &str,
    granted: &[String],
) -> Result<(Vec<PageHit>, u64), tonic::Status> {
    let res = state
        .clients
        .settings_as(ctx)
        .search_pages(settings_pb::SearchPagesRequest {
            q: q.to_owned(),
            limit: SEARCH_LIMIT as u32,
            granted: granted.to_vec(),
        })
        .await?
        .into_inner();
    let hits = res
        .pages
        .into_iter()
        .map(|p| PageHit {
            id: p.id,
            target: p.target,
            title: p.title,
            link: p.link,
            icon: p.icon,
        })
        .collect();
    Ok((hits, res.total))
}

async fn files(
    state: &AppState,
    ctx: &Ctx,
    q: &str,
    granted: &[String],
) -> Result<(Vec<FileHit>, u64), tonic::Status> {
    // Files are risk data: only for those who may read the register.
    if !granted
        .iter()
        .any(|p| p == platform::permissions::RISK_READ)
    {
        return Ok((Vec::new(), 0));
    }
    let res = state
        .clients
        .risk_as(ctx)
        .search_attachments(risk_pb::SearchAttachmentsRequest {
            q: q.to_owned(),
            limit: SEARCH_LIMIT as u32,
        })
        .await?
        .into_inner();
    Ok((res.data.into_iter().map(file_hit).collect(), res.total))
}

async fn contacts(
    state: &AppState,
    ctx: &Ctx,
    q: &str,
    granted: &[String],
) -> Result<(Vec<ContactHit>, u64), tonic::Status> {
    // Colleagues are for members of staff: an account that registered
    // itself and holds no permission finds nobody (issue 30).
    if granted.is_empty() {
        return Ok((Vec::new(), 0));
    }
    let res = state
        .clients
        .auth_as(ctx)
        .list_user_options(auth_pb::ListUserOptionsRequest {
            q: q.to_owned(),
            permission: String::new(),
        })
        .await?
        .into_inner();
    let hits = res
        .users
        .into_iter()
        .map(|u| ContactHit {
            id: u.id,
            title: u.name,
            email: u.email,
            img: u.avatar_url,
            date: u.created_at,
        })
        .collect();
    Ok((hits, res.total))
}

/// Pages, files and contacts matching `q`, at most 4 of each, with totals.
#[utoipa::path(get, path = "/api/main-search/data", tag = "user", params(SearchQuery),
    security(("bearer" = [])),
    responses((status = 200, body = SearchResult)))]
pub async fn search(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<SearchQuery>,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner().q.trim().to_owned();
    let answer = if q.is_empty() {
        [
            AnyGroup::Pages(group("Pages", Vec::new(), 0)),
            AnyGroup::Files(group("Files", Vec::new(), 0)),
            AnyGroup::Contacts(group("Contacts", Vec::new(), 0)),
        ]
    } else {
        // Without the permission map (auth down, nothing cached) only what
        // needs no permission is searched.
        let granted = granted(&state, &ctx).await.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "global search without the caller's permissions");
            Vec::new()
        });
        let (p, f, c) = tokio::join!(
            pages(&state, &ctx, &q, &granted),
            files(&state, &ctx, &q, &granted),
            contacts(&state, &ctx, &q, &granted),
        );
        [
            AnyGroup::Pages(or_empty("Pages", p)),
            AnyGroup::Files(or_empty("Files", f)),
            AnyGroup::Contacts(or_empty("Contacts", c)),
        ]
    };
    Ok(HttpResponse::Ok().json(SearchResult {
        search_result: answer.into(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_shows_at_most_four_and_counts_them_all() {
        let g = group("Pages", (1..=7).collect(), 7);
        assert_eq!((g.data, g.total, g.search_limit), (vec![1, 2, 3, 4], 7, 4));
        // A total below what came back is raised to it.
        let g = group("Files", vec![1, 2], 0);
        assert_eq!((g.data.len(), g.total), (2, 2));
    }

    #[test]
    fn a_failed_group_is_empty_not_an_error() {
        let g: SearchGroup<u8> = or_empty("Files", Err(tonic::Status::unavailable("down")));
        assert_eq!(
            (g.group_title.as_str(), g.data.len(), g.total),
            ("Files", 0, 0)
        );
    }

    #[test]
    fn groups_serialize_with_the_spec_field_names() {
        let json = serde_json::to_value(SearchResult {
            search_result: vec![AnyGroup::Pages(group("Pages", Vec::new(), 0))],
        })
        .unwrap();
        assert_eq!(
            json,
            serde_json::json!({"searchResult": [{"groupTitle": "Pages", "searchLimit": 4, "total": 0, "data": []}]})
        );
    }

    #[test]
    fn files_link_to_their_parent_page() {
        assert_eq!(parent_link("risk", "r1"), "/risk/risk/r1");
        assert_eq!(parent_link("control", "c1"), "/risk/control/c1");
        assert_eq!(parent_link("action_plan", "p1"), "/risk/action/plan");
    }
}
