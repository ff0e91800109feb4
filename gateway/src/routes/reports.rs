//! Report downloads rendered by the server: the register (with the screen's
//! filters, or the risks picked on the screen) as CSV, XLSX or PDF, in the
//! requester's language, from the risk service's ExportRisks stream.
//! CSV and XLSX hold every row and are written as the rows arrive (flat
//! memory, docs/adr/0015-streamed-exports.md); a PDF holds at most
//! [`PDF_LIMIT`] rows and says so.

use std::collections::HashMap;

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use proto::risk::v1 as pb;
use serde::Deserialize;
use utoipa::IntoParams;

use super::{
    names::Names,
    register_rows::{RegisterRows, category_names, columns, parse_ids},
};
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    export::{
        self, Format, Table,
        labels::{Lang, RATINGS, STATUS, label, risks, word},
    },
    state::AppState,
};

/// The most rows a PDF holds: a document to read and print, laid out whole
/// in memory. The file's subtitle and the screen's export menu
/// (frontend `PDF_ROW_LIMIT`) both say it.
pub const PDF_LIMIT: usize = 2_000;

/// What an export takes besides the register's filters.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportParams {
    /// Export selected: comma-separated risk ids, at most 500 (422
    /// otherwise). Only those risks are exported (those not found, and
    /// those the other filters leave out, are not), in the `sort` order.
    /// Not with `as_of` (422).
    pub ids: Option<String>,
    /// The language of headings and labels: en, de, fr or pt. Default: the
    /// first of these in `Accept-Language`, else en.
    pub lang: Option<String>,
}

impl ExportParams {
    /// The language of the export.
    pub fn lang(&self, req: &HttpRequest) -> Lang {
        Lang::pick(
            self.lang.as_deref(),
            req.headers()
                .get(header::ACCEPT_LANGUAGE)
                .and_then(|v| v.to_str().ok()),
        )
    }
}

/// The names the subtitle shows for the filters' ids.
#[derive(Default)]
struct FilterNames {
    category: Option<String>,
    owner: Option<String>,
}

impl FilterNames {
    /// Looks up the category and the owner a filter names (best effort:
    /// a failed lookup leaves the filter out of the subtitle's words).
    async fn of(state: &AppState, ctx: &Ctx, q: &pb::ListRisksRequest) -> Self {
        let mut out = Self::default();
        if !q.category_id.is_empty() {
            out.category = category_names(state, ctx)
                .await
                .ok()
                .and_then(|mut m| m.remove(&q.category_id));
        }
        if !q.owner_id.is_empty() {
            let mut names = Names::default();
            names.want(&Some(q.owner_id.clone()));
            if names.load(state, ctx).await.is_ok() {
                out.owner = names.get(&q.owner_id).map(str::to_owned);
            }
        }
        out
    }
}

/// What the filters were, in words, for the report's subtitle.
fn describe(
    q: &pb::ListRisksRequest,
    functions: &HashMap<String, String>,
    names: &FilterNames,
    selected: bool,
    lang: Lang,
) -> String {
    let mut parts = vec![];
    let mut add = |w: &str, v: &str| {
        if !v.is_empty() {
            parts.push(format!("{}: {v}", word(w, lang)));
        }
    };
    add("search", &q.q);
    if !q.rating.is_empty() {
        add("net_rating", &label(RATINGS, &q.rating, lang));
    }
    if !q.approval_status.is_empty() {
        add("approval", &label(STATUS, &q.approval_status, lang));
    }
    if !q.status.is_empty() {
        add("status", &label(STATUS, &q.status, lang));
    }
    if !q.category_id.is_empty() {
        add("category", names.category.as_deref().unwrap_or("…"));
    }
    if !q.function_id.is_empty() {
        add(
            "function",
            functions.get(&q.function_id).map_or("…", String::as_str),
        );
    }
    if !q.owner_id.is_empty() {
        add("owner", names.owner.as_deref().unwrap_or("…"));
    }
    if !q.as_of.is_empty() {
        parts.push(word("as_of", lang).replace("{{date}}", &q.as_of));
    }
    if q.over_appetite {
        parts.push(word("over_appetite", lang).to_owned());
    }
    if selected {
        parts.push(word("selected", lang).to_owned());
    }
    if parts.is_empty() {
        word("all_risks", lang).into()
    } else {
        parts.join(", ")
    }
}

/// The register with the given filters, as CSV.
#[utoipa::path(get, path = "/api/v1/reports/register.csv", tag = "risk", params(pb::ListRisksRequest, ExportParams),
    security(("bearer" = [])),
    responses((status = 200, content_type = "text/csv", description = "Every matching row, streamed"),
              (status = 403, body = ErrorBody),
              (status = 422, description = "More than 500 ids, or ids with as_of", body = ErrorBody)))]
pub async fn register_csv(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<pb::ListRisksRequest>,
    params: web::Query<ExportParams>,
) -> Result<HttpResponse, HttpError> {
    register(state, ctx, req, query, params, Format::Csv).await
}

/// The register with the given filters, as an Excel workbook.
#[utoipa::path(get, path = "/api/v1/reports/register.xlsx", tag = "risk", params(pb::ListRisksRequest, ExportParams),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
               description = "Every matching row"),
              (status = 403, body = ErrorBody),
              (status = 422, description = "More than 500 ids, or ids with as_of", body = ErrorBody)))]
pub async fn register_xlsx(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<pb::ListRisksRequest>,
    params: web::Query<ExportParams>,
) -> Result<HttpResponse, HttpError> {
    register(state, ctx, req, query, params, Format::Xlsx).await
}

/// The register with the given filters, as a PDF.
#[utoipa::path(get, path = "/api/v1/reports/register.pdf", tag = "risk", params(pb::ListRisksRequest, ExportParams),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/pdf", description = "The first 2,000 matching rows; the subtitle says how many match"),
              (status = 403, body = ErrorBody),
              (status = 422, description = "More than 500 ids, or ids with as_of", body = ErrorBody)))]
pub async fn register_pdf(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<pb::ListRisksRequest>,
    params: web::Query<ExportParams>,
) -> Result<HttpResponse, HttpError> {
    register(state, ctx, req, query, params, Format::Pdf).await
}

/// The file's name and its Content-Disposition header.
fn attachment(format: Format, now: chrono::DateTime<chrono::Utc>) -> (&'static str, String) {
    let name = format!(
        "risk-register-{}.{}",
        now.format("%Y%m%d-%H%M%S"),
        format.ext()
    );
    (
        "Content-Disposition",
        format!("attachment; filename=\"{name}\""),
    )
}

/// What the title and subtitle say besides the rows.
struct Heading {
    q: pb::ListRisksRequest,
    names: FilterNames,
    selected: bool,
    who: String,
    now: chrono::DateTime<chrono::Utc>,
}

/// The title, the subtitle (filters, the count, when, who) and the columns.
fn head(h: &Heading, rows: &RegisterRows, count: &str) -> Table {
    let lang = rows.lang;
    Table {
        title: word("report_title", lang).into(),
        subtitle: format!(
            "{} · {count} · {} UTC · {}",
            describe(&h.q, &rows.functions, &h.names, h.selected, lang),
            h.now.format("%Y-%m-%d %H:%M"),
            h.who
        ),
        columns: columns(lang),
        rows: vec![],
    }
}

async fn register(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<pb::ListRisksRequest>,
    params: web::Query<ExportParams>,
    format: Format,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let lang = params.lang(&req);
    let ids = params.ids.as_deref().map(parse_ids).transpose()?;
    if ids.is_some() && !q.as_of.is_empty() {
        return Err(platform::error::ApiError::validation(
            [(
                "ids".to_owned(),
                "A selection is exported from the current register, not as of a date.".to_owned(),
            )]
            .into(),
        )
        .into());
    }
    let heading = Heading {
        names: FilterNames::of(&state, &ctx, &q).await,
        selected: ids.is_some(),
        who: ctx.caller().name,
        now: chrono::Utc::now(),
        q,
    };
    let rows = RegisterRows::open(state, ctx, &heading.q, ids, lang).await?;
    let mut response = HttpResponse::Ok();
    response
        .content_type(format.content_type())
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        .insert_header(attachment(format, heading.now));
    Ok(match format {
        Format::Csv => {
            let headings = columns(lang).into_iter().map(|c| c.heading).collect();
            response.streaming(export::stream::csv(headings, rows))
        }
        Format::Xlsx => {
            let head = head(&heading, &rows, &risks(rows.total, lang));
            response.streaming(export::stream::xlsx(head, rows))
        }
        Format::Pdf => response.body(pdf(&heading, rows).await?),
    })
}

/// The register's rows are a source of batches for the streamed writers
/// (`export::stream`, shared with the incident register's exports).
impl export::stream::Batches for RegisterRows {
    async fn next_batch(&mut self) -> Result<Option<Vec<Vec<export::Cell>>>, HttpError> {
        self.next().await
    }
}

/// The PDF: the first [`PDF_LIMIT`] rows, laid out on a blocking thread.
async fn pdf(h: &Heading, rows: RegisterRows) -> Result<Vec<u8>, HttpError> {
    let lang = rows.lang;
    let count = if rows.total as usize > PDF_LIMIT {
        word("first_of", lang)
            .replace("{{limit}}", &lang.grouped(PDF_LIMIT as u64))
            .replace("{{count}}", &risks(rows.total, lang))
    } else {
        risks(rows.total, lang)
    };
    let table = head(h, &rows, &count);
    export::stream::pdf(table, rows, PDF_LIMIT).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_subtitle_names_the_filters_in_the_language() {
        let q = pb::ListRisksRequest {
            approval_status: "pending".into(),
            rating: "High".into(),
            owner_id: "usr-1".into(),
            ..Default::default()
        };
        let names = FilterNames {
            category: None,
            owner: Some("Sam Patel".into()),
        };
        assert_eq!(
            describe(&q, &HashMap::new(), &names, true, Lang::De),
            "Nettobewertung: Hoch, Freigabe: Ausstehend, Verantwortlich: Sam Patel, ausgewählt"
        );
        assert_eq!(
            describe(
                &Default::default(),
                &HashMap::new(),
                &names,
                false,
                Lang::Fr
            ),
            "Tous les risques"
        );
    }
}
