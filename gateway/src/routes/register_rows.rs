//! The register's rows for an export, in the requester's language: either
//! as they arrive from the risk service's ExportRisks stream (the screen's
//! filters), one batch at a time, or the risks picked on the screen
//! (`ids`, at most [`MAX_IDS`]): a few are read by id, more are picked
//! from the filtered register's stream (one pass, cheaper than hundreds of
//! reads). Owner, category and function as names, statuses and ratings as
//! the screens name them, the day of the last change as a date.

use std::collections::{BTreeMap, HashMap, HashSet};

use actix_web::web;
use futures::{StreamExt, TryStreamExt};
use proto::risk::v1 as pb;

use super::names::named;
use crate::{
    context::Ctx,
    error::HttpError,
    export::{
        Cell, Column,
        labels::{Lang, RATINGS, STATUS, label, word, yes_no},
    },
    state::AppState,
};

/// The most risks one "export selected" names.
pub const MAX_IDS: usize = 500;

/// How many risks of a selection are read at once.
const READS_AT_ONCE: usize = 8;

/// Up to this many ids are read one by one; a larger selection is picked
/// from the register's stream.
const DIRECT_READS: usize = 25;

/// The export's columns (the CSV's header line), in `lang`.
pub fn columns(lang: Lang) -> Vec<Column> {
    [
        ("reference", 8),
        ("title", 30),
        ("category", 14),
        ("function", 14),
        ("owner", 12),
        ("gross", 11),
        ("control", 11),
        ("net", 11),
        ("trend", 5),
        ("appetite", 8),
        ("over_appetite", 7),
        ("response", 8),
        ("approval", 9),
        ("status", 7),
        ("open_plans", 6),
        ("updated", 10),
    ]
    .into_iter()
    .map(|(w, width)| Column {
        heading: word(w, lang).to_owned(),
        width,
    })
    .collect()
}

fn rating_cell(r: &Option<pb::Rating>, lang: Lang) -> Cell {
    match r {
        Some(r) if !r.rating.is_empty() => Cell::filled(
            format!("{} ({})", label(RATINGS, &r.rating, lang), r.score),
            &r.color,
        ),
        _ => Cell::text(""),
    }
}

/// A status-like code as its label; empty stays empty.
fn status(code: &str, lang: Lang) -> Cell {
    Cell::text(if code.is_empty() {
        String::new()
    } else {
        label(STATUS, code, lang)
    })
}

/// One risk as the export's cells, in the order of [`columns`].
fn row(r: &pb::Risk, functions: &HashMap<String, String>, lang: Lang) -> Vec<Cell> {
    let opt = |v: &Option<String>| Cell::text(v.clone().unwrap_or_default());
    vec![
        Cell::text(&r.reference),
        Cell::text(&r.title),
        opt(&r.category_name),
        Cell::text(
            r.function_id
                .as_ref()
                .and_then(|f| functions.get(f).cloned())
                .unwrap_or_default(),
        ),
        opt(&r.owner_name),
        rating_cell(&r.gross_risk, lang),
        rating_cell(&r.control_rating, lang),
        rating_cell(&r.net_risk, lang),
        Cell::text(r.trend.to_string()),
        Cell::text(if r.appetite.is_empty() {
            String::new()
        } else {
            label(RATINGS, &r.appetite, lang)
        }),
        Cell::text(yes_no(r.over_appetite, lang)),
        status(&r.response, lang),
        status(&r.approval_status, lang),
        status(&r.status, lang),
        Cell::text(r.open_action_plans.to_string()),
        Cell::date(&r.updated_at),
    ]
}

/// Every function's name by id.
pub async fn function_names(
    state: &AppState,
    ctx: &Ctx,
) -> Result<HashMap<String, String>, HttpError> {
    let all = super::all_pages::functions(state, ctx).await?;
    Ok(all.into_iter().map(|f| (f.id, f.name)).collect())
}

/// Every risk category's name by id.
pub async fn category_names(
    state: &AppState,
    ctx: &Ctx,
) -> Result<HashMap<String, String>, HttpError> {
    let all = super::all_pages::risk_categories(state, ctx).await?;
    Ok(all.into_iter().map(|c| (c.id, c.name)).collect())
}

/// The risk ids of an `ids` parameter: comma-separated, blanks dropped,
/// each once, in the order given; at most [`MAX_IDS`] (422 otherwise).
pub fn parse_ids(ids: &str) -> Result<Vec<String>, HttpError> {
    let mut seen = HashSet::new();
    let ids: Vec<String> = ids
        .split(',')
        .map(str::trim)
        .filter(|i| !i.is_empty())
        .filter(|i| seen.insert(*i))
        .map(str::to_owned)
        .collect();
    let problem = if ids.is_empty() {
        Some("Name at least one risk.".to_owned())
    } else if ids.len() > MAX_IDS {
        Some(format!("At most {MAX_IDS} risks can be exported at once."))
    } else if ids.iter().any(|i| i.len() > 64) {
        Some("A risk id is at most 64 characters.".to_owned())
    } else {
        None
    };
    match problem {
        Some(p) => Err(platform::error::ApiError::validation(BTreeMap::from([(
            "ids".to_owned(),
            p,
        )]))
        .into()),
        None => Ok(ids),
    }
}

/// Does a risk read by id pass the screen's filters? The filters of
/// ListRisksRequest, but for `awaiting_my_approval`, `after` and paging
/// (`as_of` is refused with ids). A deleted risk is left out unless the
/// filter asks for the deleted ones.
fn matches(r: &pb::Risk, q: &pb::ListRisksRequest) -> bool {
    let is = |filter: &str, v: &str| filter.is_empty() || filter == v;
    let opt = |filter: &str, v: &Option<String>| filter.is_empty() || v.as_deref() == Some(filter);
    let text = q.q.trim().to_lowercase();
    let deleted_wanted = q.approval_status == "deleted";
    (r.approval_status == "deleted") == deleted_wanted
        && (text.is_empty()
            || r.reference.to_lowercase().contains(&text)
            || r.title.to_lowercase().contains(&text))
        && is(&q.status, &r.status)
        && opt(&q.category_id, &r.category_id)
        && opt(&q.function_id, &r.function_id)
        && opt(&q.owner_id, &r.owner_id)
        && (deleted_wanted || is(&q.approval_status, &r.approval_status))
        && (q.rating.is_empty() || r.net_risk.as_ref().is_some_and(|n| n.rating == q.rating))
        && (!q.over_appetite || r.over_appetite)
}

/// Sorts risks read by id as the register would: `sort` is reference
/// (default), title, net_score, gross_score or updated_at, `-` for
/// descending; ties by reference.
fn sort(risks: &mut [pb::Risk], sort: &str) {
    let (desc, key) = match sort.strip_prefix('-') {
        Some(k) => (true, k),
        None => (false, sort),
    };
    let score = |r: &Option<pb::Rating>| r.as_ref().map_or(0, |r| r.score);
    risks.sort_by(|a, b| {
        let by = match key {
            "title" => a.title.to_lowercase().cmp(&b.title.to_lowercase()),
            "net_score" => score(&a.net_risk).cmp(&score(&b.net_risk)),
            "gross_score" => score(&a.gross_risk).cmp(&score(&b.gross_risk)),
            "updated_at" => a.updated_at.cmp(&b.updated_at),
            _ => std::cmp::Ordering::Equal,
        };
        let by = by.then_with(|| a.reference.cmp(&b.reference));
        if desc { by.reverse() } else { by }
    });
}

/// An export under way: the stream of batches and what naming them needs.
pub struct RegisterRows {
    /// None for a selection, whose rows are all in `first`.
    stream: Option<tonic::Streaming<pb::RiskBatch>>,
    /// The first batch, read when the export was opened.
    first: Option<Vec<pb::Risk>>,
    /// How many risks the export holds in all.
    pub total: u64,
    /// Function names by id.
    pub functions: HashMap<String, String>,
    /// The language of the cells.
    pub lang: Lang,
    state: web::Data<AppState>,
    ctx: Ctx,
    /// The download's export slot, given back when the download ends.
    _slot: tokio::sync::OwnedSemaphorePermit,
}

impl RegisterRows {
    /// Starts the export and reads its first batch, so that a refusal or a
    /// bad filter is an error answer, not a cut download. With `ids`, reads
    /// those risks (those not found or not passing the filters are left
    /// out) and sorts them as the register would.
    pub async fn open(
        state: web::Data<AppState>,
        ctx: Ctx,
        q: &pb::ListRisksRequest,
        ids: Option<Vec<String>>,
        lang: Lang,
    ) -> Result<Self, HttpError> {
        let slot = state.exports.take()?;
        let functions = function_names(&state, &ctx).await?;
        let (stream, first, total) = match ids {
            None => {
                // The call's deadline covers its start (the count and the
                // first batch); the batches then flow at the pace of the
                // download.
                let mut stream = state
                    .clients
                    .risk_as(&ctx)
                    .export_risks(q.clone())
                    .await?
                    .into_inner();
                let first = stream.message().await?.unwrap_or_default();
                (Some(stream), first.risks, first.total)
            }
            Some(ids) if ids.len() <= DIRECT_READS => {
                let mut risks = read_many(&state, &ctx, ids).await?;
                risks.retain(|r| matches(r, q));
                sort(&mut risks, &q.sort);
                let total = risks.len() as u64;
                (None, risks, total)
            }
            Some(ids) => {
                let risks = pick(&state, &ctx, q, &ids.into_iter().collect()).await?;
                let total = risks.len() as u64;
                (None, risks, total)
            }
        };
        Ok(Self {
            stream,
            total,
            first: Some(first),
            functions,
            lang,
            state,
            ctx,
            _slot: slot,
        })
    }

    /// The next batch as rows; None after the last.
    pub async fn next(&mut self) -> Result<Option<Vec<Vec<Cell>>>, HttpError> {
        let risks = match self.first.take() {
            Some(risks) => risks,
            None => match self.stream.as_mut() {
                Some(stream) => match stream.message().await? {
                    Some(batch) => batch.risks,
                    None => return Ok(None),
                },
                None => return Ok(None),
            },
        };
        let risks = named(&self.state, &self.ctx, risks).await?;
        Ok(Some(
            risks
                .iter()
                .map(|r| row(r, &self.functions, self.lang))
                .collect(),
        ))
    }
}

/// The risks of the filtered register whose id is in `ids`, in its order:
/// one pass over the ExportRisks stream, keeping at most `ids.len()` risks.
async fn pick(
    state: &AppState,
    ctx: &Ctx,
    q: &pb::ListRisksRequest,
    ids: &HashSet<String>,
) -> Result<Vec<pb::Risk>, HttpError> {
    let mut stream = state
        .clients
        .risk_as(ctx)
        .export_risks(q.clone())
        .await?
        .into_inner();
    let mut out = vec![];
    while let Some(batch) = stream.message().await? {
        out.extend(batch.risks.into_iter().filter(|r| ids.contains(&r.id)));
        if out.len() == ids.len() {
            break;
        }
    }
    Ok(out)
}

/// The risks of `ids` that exist (deleted ones included), a few reads at
/// a time.
async fn read_many(
    state: &AppState,
    ctx: &Ctx,
    ids: Vec<String>,
) -> Result<Vec<pb::Risk>, HttpError> {
    let found: Vec<Option<pb::Risk>> = futures::stream::iter(ids)
        .map(|id| async move {
            match state
                .clients
                .risk_as(ctx)
                .get_risk(pb::GetRiskRequest { id })
                .await
            {
                Ok(detail) => Ok(detail.into_inner().risk),
                Err(s) if s.code() == tonic::Code::NotFound => Ok(None),
                Err(s) => Err(HttpError::from(s)),
            }
        })
        .buffered(READS_AT_ONCE)
        .try_collect()
        .await?;
    Ok(found.into_iter().flatten().collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn risk(reference: &str, title: &str, net: u32) -> pb::Risk {
        pb::Risk {
            reference: reference.into(),
            title: title.into(),
            status: "active".into(),
            approval_status: "approved".into(),
            net_risk: Some(pb::Rating {
                score: net,
                rating: "High".into(),
                ..Default::default()
            }),
            ..Default::default()
        }
    }

    #[test]
    fn ids_are_a_comma_list_of_at_most_500() {
        assert_eq!(parse_ids(" a, b,,a ,c").unwrap(), ["a", "b", "c"]);
        assert!(parse_ids(" , ").is_err());
        let many: Vec<String> = (0..=MAX_IDS).map(|i| format!("r{i}")).collect();
        let err = parse_ids(&many.join(",")).unwrap_err();
        assert_eq!(err.0.fields.keys().collect::<Vec<_>>(), ["ids"]);
        assert!(parse_ids(&many[..MAX_IDS].join(",")).is_ok());
    }

    #[test]
    fn a_selection_keeps_the_filters_and_the_sort() {
        let mut rs = vec![risk("R-2", "beta", 4), risk("R-1", "Alpha", 9)];
        sort(&mut rs, "");
        assert_eq!(rs[0].reference, "R-1");
        sort(&mut rs, "-net_score");
        assert_eq!(rs[0].reference, "R-1");
        sort(&mut rs, "title");
        assert_eq!(rs[0].title, "Alpha");
        let q = |f: fn(&mut pb::ListRisksRequest)| {
            let mut q = pb::ListRisksRequest::default();
            f(&mut q);
            q
        };
        assert!(matches(&rs[0], &q(|_| {})));
        assert!(matches(&rs[0], &q(|q| q.q = "alp".into())));
        assert!(!matches(&rs[0], &q(|q| q.status = "inactive".into())));
        assert!(!matches(&rs[0], &q(|q| q.rating = "Low".into())));
        let mut gone = risk("R-3", "gone", 1);
        gone.approval_status = "deleted".into();
        assert!(!matches(&gone, &q(|_| {})));
        assert!(matches(&gone, &q(|q| q.approval_status = "deleted".into())));
    }

    #[test]
    fn a_row_reads_in_the_language() {
        let mut r = risk("R-1", "Fire", 12);
        r.response = "monitor".into();
        r.updated_at = "2026-03-04T05:06:07Z".into();
        r.over_appetite = true;
        let cells = row(&r, &HashMap::new(), Lang::De);
        let texts: Vec<&str> = cells.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(texts[7], "Hoch (12)");
        assert_eq!(texts[10], "Ja");
        assert_eq!(texts[11], "Beobachten");
        assert_eq!(texts[12], "Genehmigt");
        assert_eq!(texts[13], "Aktiv");
        assert_eq!(texts[15], "2026-03-04");
        assert!(cells[15].when.is_some(), "the day is a date");
        assert_eq!(columns(Lang::De)[0].heading, "Referenz");
    }
}
