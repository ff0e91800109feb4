//! Record search for the top bar (issue 13, ADR 0018): risks, controls and
//! action plans whose reference or title holds the text, at most
//! [`RECORD_LIMIT`] of each kind with the count of all. It is a route of its
//! own beside `/api/main-search/data`, whose shape the spec fixes (Pages,
//! Files, Contacts).
//!
//! The route is open to every signed-in user; the records are risk data, so
//! the kinds are asked for only when the caller's role grants `risk.read`
//! (without it the answer has no groups). The three list calls run in
//! parallel with the risk service's own search (`q`: reference or title,
//! case-insensitive, wildcards taken literally).

use actix_web::{HttpResponse, web};
use proto::risk::v1 as pb;
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError, bad_request},
    routes::bookmarks::granted,
    state::AppState,
};

/// Records per kind: the top bar shows at most 4 of a group (spec section 9).
pub const RECORD_LIMIT: u32 = 4;
/// Fewer characters than this find nothing (one letter matches half the register).
pub const MIN_QUERY_CHARS: usize = 2;
/// Longer texts are refused: no title or reference is this long.
pub const MAX_QUERY_CHARS: usize = 200;

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RecordSearchQuery {
    /// Found in a record's reference or title (case-insensitive, trimmed);
    /// under 2 characters finds nothing, over 200 is refused.
    #[serde(default)]
    pub q: String,
}

/// One record found.
#[derive(Serialize, ToSchema, Debug, PartialEq)]
pub struct RecordHit {
    pub id: String,
    /// R-0042, C-0012, AP-0007.
    pub reference: String,
    pub title: String,
    /// A risk's approval status, a control's state, a plan's status.
    pub status: String,
    /// The SPA page that opens it.
    pub link: String,
}

/// The records of one kind.
#[derive(Serialize, ToSchema)]
pub struct RecordGroup {
    /// `risks`, `controls` or `action_plans`.
    pub kind: String,
    /// How many match in all (at least `data`'s length).
    pub total: u64,
    /// At most 4.
    pub data: Vec<RecordHit>,
}

#[derive(Serialize, ToSchema)]
pub struct RecordSearchResult {
    /// Risks, controls, action plans in this order; a kind whose service
    /// failed is left out, and all are when the caller may not read risks
    /// or the text is under 2 characters.
    pub groups: Vec<RecordGroup>,
}

fn risk_hit(r: pb::Risk) -> RecordHit {
    RecordHit {
        link: format!("/risk/risk/{}", r.id),
        id: r.id,
        reference: r.reference,
        title: r.title,
        status: r.approval_status,
    }
}

fn control_hit(c: pb::Control) -> RecordHit {
    RecordHit {
        link: format!("/risk/control/{}", c.id),
        id: c.id,
        reference: c.reference,
        title: c.title,
        status: c.state,
    }
}

/// Plans have no page of their own: their list, searched for the reference.
fn plan_hit(p: pb::ActionPlan) -> RecordHit {
    RecordHit {
        link: format!("/risk/action/plan?q={}", query_escape(&p.reference)),
        id: p.id,
        reference: p.reference,
        title: p.title,
        status: p.status,
    }
}

/// `text` safe in a query string: unreserved characters kept, others percent-encoded.
fn query_escape(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

/// The group, or none (with a warning) when its call failed.
fn group_of(
    kind: &str,
    answer: Result<(Vec<RecordHit>, u64), tonic::Status>,
) -> Option<RecordGroup> {
    match answer {
        Ok((mut data, total)) => {
            data.truncate(RECORD_LIMIT as usize);
            Some(RecordGroup {
                kind: kind.to_owned(),
                total: total.max(data.len() as u64),
                data,
            })
        }
        Err(status) => {
            tracing::warn!(kind, code = ?status.code(), message = status.message(),
                "record search kind left out");
            None
        }
    }
}

/// The trimmed text to search for; `None` when it is too short to search.
fn search_text(raw: &str) -> Result<Option<String>, HttpError> {
    let q = raw.trim();
    if q.chars().count() > MAX_QUERY_CHARS {
        return Err(bad_request(
            "INVALID_QUERY",
            format!("search for at most {MAX_QUERY_CHARS} characters"),
        )
        .into());
    }
    Ok((q.chars().count() >= MIN_QUERY_CHARS).then(|| q.to_owned()))
}

/// Risks, controls and action plans whose reference or title holds `q`, at
/// most 4 of each with their totals; none for a caller without `risk.read`.
#[utoipa::path(get, path = "/api/v1/search", tag = "user", params(RecordSearchQuery),
    security(("bearer" = [])),
    responses((status = 200, body = RecordSearchResult),
              (status = 400, body = ErrorBody, description = "q over 200 characters"),
              (status = 401, body = ErrorBody)))]
pub async fn search(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<RecordSearchQuery>,
) -> Result<HttpResponse, HttpError> {
    let Some(q) = search_text(&query.q)? else {
        return Ok(HttpResponse::Ok().json(RecordSearchResult { groups: Vec::new() }));
    };
    let may_read = granted(&state, &ctx)
        .await?
        .iter()
        .any(|p| p == platform::permissions::RISK_READ);
    if !may_read {
        return Ok(HttpResponse::Ok().json(RecordSearchResult { groups: Vec::new() }));
    }
    let risks = async {
        let res = state
            .clients
            .risk_as(&ctx)
            .list_risks(pb::ListRisksRequest {
                q: q.clone(),
                per_page: RECORD_LIMIT,
                page: 1,
                ..Default::default()
            })
            .await?
            .into_inner();
        Ok((res.risks.into_iter().map(risk_hit).collect(), res.total))
    };
    let controls = async {
        let res = state
            .clients
            .risk_as(&ctx)
            .list_controls(pb::ListControlsRequest {
                q: q.clone(),
                per_page: RECORD_LIMIT,
                page: 1,
                ..Default::default()
            })
            .await?
            .into_inner();
        Ok((
            res.controls.into_iter().map(control_hit).collect(),
            res.total,
        ))
    };
    let plans = async {
        let res = state
            .clients
            .risk_as(&ctx)
            .list_action_plans(pb::ListActionPlansRequest {
                q: q.clone(),
                per_page: RECORD_LIMIT,
                page: 1,
                sort: "reference".to_owned(),
                ..Default::default()
            })
            .await?
            .into_inner();
        Ok((
            res.action_plans.into_iter().map(plan_hit).collect(),
            res.total,
        ))
    };
    let (r, c, p) = tokio::join!(risks, controls, plans);
    let groups = [
        group_of("risks", r),
        group_of("controls", c),
        group_of("action_plans", p),
    ]
    .into_iter()
    .flatten()
    .collect();
    Ok(HttpResponse::Ok().json(RecordSearchResult { groups }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_finds_nothing_and_long_text_is_refused() {
        assert_eq!(search_text("  R ").unwrap(), None);
        assert_eq!(search_text(" R-0042 ").unwrap().as_deref(), Some("R-0042"));
        assert!(search_text(&"x".repeat(MAX_QUERY_CHARS)).unwrap().is_some());
        assert!(search_text(&"x".repeat(MAX_QUERY_CHARS + 1)).is_err());
    }

    #[test]
    fn a_plan_opens_its_list_searched_for_it() {
        let hit = plan_hit(pb::ActionPlan {
            id: "p1".into(),
            reference: "AP-0007".into(),
            ..Default::default()
        });
        assert_eq!(hit.link, "/risk/action/plan?q=AP-0007");
        assert_eq!(query_escape("a b&é"), "a%20b%26%C3%A9");
    }

    #[test]
    fn a_group_keeps_four_and_a_failed_one_is_left_out() {
        let hits = (0..7)
            .map(|n| {
                risk_hit(pb::Risk {
                    id: n.to_string(),
                    ..Default::default()
                })
            })
            .collect();
        let g = group_of("risks", Ok((hits, 2))).unwrap();
        assert_eq!((g.data.len(), g.total), (4, 4));
        assert_eq!(g.data[0].link, "/risk/risk/0");
        assert!(group_of("risks", Err(tonic::Status::unavailable("down"))).is_none());
    }
}
