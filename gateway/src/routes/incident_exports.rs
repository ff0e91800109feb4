//! The incident register as CSV, XLSX or PDF
//! (`/api/v1/incidents/export.{csv,xlsx,pdf}`), with the list's filters, in
//! the requester's language, from the incident service's ExportIncidents
//! stream exactly as the risk register's exports are made
//! (`routes::reports`): CSV and XLSX hold every row, written as the batches
//! arrive; a PDF holds at most [`PDF_LIMIT`] rows and says so. Managers,
//! functions and linked risks are named one batch at a time (a linked risk
//! the risk service cannot name is written by its id).

use std::collections::HashMap;

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use platform::permissions::INCIDENT_READ;
use proto::incident::v1 as ipb;
use serde::Deserialize;
use utoipa::IntoParams;

use super::{
    linked_risks::{FOUND, Risks, function_names},
    names::Names,
    reports::PDF_LIMIT,
};
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    export::{
        self, Cell, Column, Format, Table,
        labels::{
            CAUSE_CATEGORIES, ESCALATION_LEVELS, EXPERIENCE_TYPES, INCIDENT_STATUS, Lang, STATUS,
            incidents, label, word, yes_no,
        },
        stream::Batches,
    },
    state::AppState,
};

/// What an export takes besides the register's filters.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ExportParams {
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

/// The name of the incident category a filter names (best effort: the
/// id when it cannot be found).
async fn category_name(state: &AppState, ctx: &Ctx, id: &str) -> String {
    for page in 1..=10 {
        let Ok(res) = state
            .clients
            .incident_as(ctx)
            .list_incident_categories(ipb::ListIncidentCategoriesRequest {
                page,
                per_page: 100,
                q: String::new(),
            })
            .await
        else {
            break;
        };
        let res = res.into_inner();
        let n = res.categories.len();
        if let Some(c) = res.categories.into_iter().find(|c| c.id == id) {
            return c.name;
        }
        if n < 100 {
            break;
        }
    }
    id.to_owned()
}

/// The export's columns (the CSV's header line), in `lang`.
pub fn columns(lang: Lang) -> Vec<Column> {
    [
        ("reference", 9),
        ("title", 30),
        ("category", 14),
        ("function", 14),
        ("manager", 14),
        ("location", 12),
        ("occurred_on", 10),
        ("reported_on", 10),
        ("experience_type", 12),
        ("cause_category", 12),
        ("escalation_level", 10),
        ("breach", 6),
        ("actual_loss", 10),
        ("estimated_loss", 10),
        ("status", 7),
        ("approval", 9),
        ("notify_by", 12),
        ("notification_overdue", 7),
        ("linked_risks", 16),
        ("open_actions", 6),
        ("updated", 10),
    ]
    .into_iter()
    .map(|(w, width)| Column {
        heading: word(w, lang).to_owned(),
        width,
    })
    .collect()
}

/// A code as its label; empty stays empty.
fn coded(table: &'static [export::labels::Label], code: &str, lang: Lang) -> Cell {
    Cell::text(if code.is_empty() {
        String::new()
    } else {
        label(table, code, lang)
    })
}

/// An amount as a spreadsheet reads it (no grouping, two decimals at most).
fn amount(v: f64) -> Cell {
    let text = if v.fract() == 0.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.2}")
    };
    Cell::text(text)
}

/// One incident as the export's cells, in the order of [`columns`].
fn row(i: &ipb::Incident, lang: Lang) -> Vec<Cell> {
    let risks = i
        .linked_risks
        .iter()
        .map(|l| {
            if l.state == FOUND && !l.reference.is_empty() {
                l.reference.clone()
            } else {
                l.id.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(", ");
    vec![
        Cell::text(&i.reference),
        Cell::text(&i.title),
        Cell::text(&i.category_name),
        Cell::text(&i.function_name),
        Cell::text(&i.manager_name),
        Cell::text(&i.location),
        Cell::date(&i.occurred_on),
        Cell::date(&i.reported_on),
        coded(EXPERIENCE_TYPES, &i.experience_type, lang),
        coded(CAUSE_CATEGORIES, &i.cause_category, lang),
        coded(ESCALATION_LEVELS, &i.escalation_level, lang),
        Cell::text(yes_no(i.breach, lang)),
        amount(i.actual_loss),
        amount(i.estimated_loss),
        coded(INCIDENT_STATUS, &i.status, lang),
        coded(STATUS, &i.approval_status, lang),
        if i.notify_by.is_empty() {
            Cell::text("")
        } else {
            Cell::instant(&i.notify_by)
        },
        Cell::text(yes_no(i.notification_overdue, lang)),
        Cell::text(risks),
        Cell::text(i.open_actions.to_string()),
        Cell::date(&i.updated_at),
    ]
}

/// What the filters were, in words, for the report's subtitle.
fn describe(
    q: &ipb::ListIncidentsRequest,
    category: &str,
    functions: &HashMap<String, String>,
    lang: Lang,
) -> String {
    let mut parts = vec![];
    let mut add = |w: &str, v: &str| {
        if !v.is_empty() {
            parts.push(format!("{}: {v}", word(w, lang)));
        }
    };
    add("search", &q.q);
    if !q.status.is_empty() {
        add("status", &label(INCIDENT_STATUS, &q.status, lang));
    }
    if !q.approval_status.is_empty() {
        add("approval", &label(STATUS, &q.approval_status, lang));
    }
    if !q.category_id.is_empty() {
        add("category", category);
    }
    if !q.function_id.is_empty() {
        add(
            "function",
            functions.get(&q.function_id).map_or("…", String::as_str),
        );
    }
    if !q.experience_type.is_empty() {
        add(
            "experience_type",
            &label(EXPERIENCE_TYPES, &q.experience_type, lang),
        );
    }
    if !q.escalation_level.is_empty() {
        add(
            "escalation_level",
            &label(ESCALATION_LEVELS, &q.escalation_level, lang),
        );
    }
    add("occurred_from", &q.occurred_from);
    add("occurred_to", &q.occurred_to);
    add("linked_risk", &q.risk_id);
    match q.breach.as_str() {
        "true" => parts.push(word("breaches_only", lang).to_owned()),
        "false" => parts.push(word("no_breach", lang).to_owned()),
        _ => {}
    }
    if q.notification_overdue {
        parts.push(word("notification_overdue", lang).to_owned());
    }
    if parts.is_empty() {
        word("all_incidents", lang).into()
    } else {
        parts.join(", ")
    }
}

/// An export under way: the stream of batches and what naming them needs.
pub struct IncidentRows {
    stream: tonic::Streaming<ipb::IncidentBatch>,
    /// The first batch, read when the export was opened.
    first: Option<Vec<ipb::Incident>>,
    /// How many incidents the export holds in all.
    pub total: u64,
    functions: HashMap<String, String>,
    lang: Lang,
    state: web::Data<AppState>,
    ctx: Ctx,
    /// The download's export slot, given back when the download ends.
    _slot: tokio::sync::OwnedSemaphorePermit,
}

impl IncidentRows {
    /// Starts the export and reads its first batch, so that a refusal or a
    /// bad filter is an error answer, not a cut download.
    async fn open(
        state: web::Data<AppState>,
        ctx: Ctx,
        q: &ipb::ListIncidentsRequest,
        lang: Lang,
    ) -> Result<Self, HttpError> {
        let slot = state.exports.take()?;
        let functions = function_names(&state, &ctx).await;
        let mut stream = state
            .clients
            .incident_as(&ctx)
            .export_incidents(q.clone())
            .await?
            .into_inner();
        let first = stream.message().await?.unwrap_or_default();
        Ok(Self {
            stream,
            first: Some(first.incidents),
            total: first.total,
            functions,
            lang,
            state,
            ctx,
            _slot: slot,
        })
    }

    /// Names one batch: managers (one auth call) and linked risks (one
    /// risk call, best effort).
    async fn named(&self, mut list: Vec<ipb::Incident>) -> Result<Vec<ipb::Incident>, HttpError> {
        let mut names = Names::default();
        for i in &list {
            names.want(&Some(i.manager_id.clone()));
        }
        let ids = list
            .iter()
            .flat_map(|i| i.risk_ids.iter().cloned())
            .collect();
        let (loaded, risks) = futures::join!(
            names.load(&self.state, &self.ctx),
            Risks::of(&self.state, &self.ctx, ids)
        );
        loaded?;
        for i in &mut list {
            i.manager_name = names.get(&i.manager_id).unwrap_or_default().to_owned();
            i.function_name = self
                .functions
                .get(&i.function_id)
                .cloned()
                .unwrap_or_default();
            i.linked_risks = i.risk_ids.iter().map(|id| risks.link(id)).collect();
        }
        Ok(list)
    }
}

impl Batches for IncidentRows {
    async fn next_batch(&mut self) -> Result<Option<Vec<Vec<Cell>>>, HttpError> {
        let list = match self.first.take() {
            Some(list) => list,
            None => match self.stream.message().await? {
                Some(batch) => batch.incidents,
                None => return Ok(None),
            },
        };
        let list = self.named(list).await?;
        Ok(Some(list.iter().map(|i| row(i, self.lang)).collect()))
    }
}

/// The incident register with the given filters, as CSV.
#[utoipa::path(get, path = "/api/v1/incidents/export.csv", tag = "incident", params(ipb::ListIncidentsRequest, ExportParams),
    security(("bearer" = [])),
    responses((status = 200, content_type = "text/csv", description = "Every matching row, streamed"),
              (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "Without report.export or incident.read"),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody, description = "Too many exports at once"),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn export_csv(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<ipb::ListIncidentsRequest>,
    params: web::Query<ExportParams>,
) -> Result<HttpResponse, HttpError> {
    export(state, ctx, req, query, params, Format::Csv).await
}

/// The incident register with the given filters, as an Excel workbook.
#[utoipa::path(get, path = "/api/v1/incidents/export.xlsx", tag = "incident", params(ipb::ListIncidentsRequest, ExportParams),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
               description = "Every matching row"),
              (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "Without report.export or incident.read"),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody, description = "Too many exports at once"),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn export_xlsx(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<ipb::ListIncidentsRequest>,
    params: web::Query<ExportParams>,
) -> Result<HttpResponse, HttpError> {
    export(state, ctx, req, query, params, Format::Xlsx).await
}

/// The incident register with the given filters, as a PDF.
#[utoipa::path(get, path = "/api/v1/incidents/export.pdf", tag = "incident", params(ipb::ListIncidentsRequest, ExportParams),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/pdf",
               description = "The first 2,000 matching rows; the subtitle says how many match"),
              (status = 400, body = ErrorBody), (status = 401, body = ErrorBody),
              (status = 403, body = ErrorBody, description = "Without report.export or incident.read"),
              (status = 422, body = ErrorBody), (status = 429, body = ErrorBody, description = "Too many exports at once"),
              (status = 503, body = ErrorBody, description = "The incident service is down")))]
pub async fn export_pdf(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<ipb::ListIncidentsRequest>,
    params: web::Query<ExportParams>,
) -> Result<HttpResponse, HttpError> {
    export(state, ctx, req, query, params, Format::Pdf).await
}

/// What the title and subtitle say besides the rows.
struct Heading {
    q: ipb::ListIncidentsRequest,
    category: String,
    who: String,
    now: chrono::DateTime<chrono::Utc>,
}

/// The title, the subtitle (filters, the count, when, who) and the columns.
fn head(h: &Heading, rows: &IncidentRows, count: &str) -> Table {
    let lang = rows.lang;
    Table {
        title: word("incident_report_title", lang).into(),
        subtitle: format!(
            "{} · {count} · {} UTC · {}",
            describe(&h.q, &h.category, &rows.functions, lang),
            h.now.format("%Y-%m-%d %H:%M"),
            h.who
        ),
        columns: columns(lang),
        rows: vec![],
    }
}

async fn export(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<ipb::ListIncidentsRequest>,
    params: web::Query<ExportParams>,
    format: Format,
) -> Result<HttpResponse, HttpError> {
    // The route takes report.export; the rows are incidents.
    crate::access::require(&state, &ctx, &req, INCIDENT_READ).await?;
    let q = query.into_inner();
    let lang = params.lang(&req);
    let category = if q.category_id.is_empty() {
        String::new()
    } else {
        category_name(&state, &ctx, &q.category_id).await
    };
    let h = Heading {
        category,
        who: ctx.caller().name,
        now: chrono::Utc::now(),
        q,
    };
    let rows = IncidentRows::open(state, ctx, &h.q, lang).await?;
    let name = format!(
        "incident-register-{}.{}",
        h.now.format("%Y%m%d-%H%M%S"),
        format.ext()
    );
    let mut response = HttpResponse::Ok();
    response
        .content_type(format.content_type())
        .insert_header((header::CONTENT_LANGUAGE, lang.code()))
        .insert_header((
            header::CONTENT_DISPOSITION,
            format!("attachment; filename=\"{name}\""),
        ));
    Ok(match format {
        Format::Csv => {
            let headings = columns(lang).into_iter().map(|c| c.heading).collect();
            response.streaming(export::stream::csv(headings, rows))
        }
        Format::Xlsx => {
            let head = head(&h, &rows, &incidents(rows.total, lang));
            response.streaming(export::stream::xlsx(head, rows))
        }
        Format::Pdf => response.body(pdf(&h, rows).await?),
    })
}

/// The PDF: the first [`PDF_LIMIT`] rows, laid out on a blocking thread.
async fn pdf(h: &Heading, rows: IncidentRows) -> Result<Vec<u8>, HttpError> {
    let lang = rows.lang;
    let count = if rows.total as usize > PDF_LIMIT {
        word("first_of", lang)
            .replace("{{limit}}", &lang.grouped(PDF_LIMIT as u64))
            .replace("{{count}}", &incidents(rows.total, lang))
    } else {
        incidents(rows.total, lang)
    };
    let table = head(h, &rows, &count);
    export::stream::pdf(table, rows, PDF_LIMIT).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_incident_code_has_a_label_in_every_language() {
        let expected: [(&[export::labels::Label], &[&str]); 4] = [
            (INCIDENT_STATUS, &["open", "closed"]),
            (
                EXPERIENCE_TYPES,
                &[
                    "near_miss",
                    "opportunity_cost",
                    "indirect_loss",
                    "direct_financial_loss",
                ],
            ),
            (
                CAUSE_CATEGORIES,
                &["people", "systems", "processes", "external_events"],
            ),
            (ESCALATION_LEVELS, &["management", "executive", "board"]),
        ];
        for (table, codes) in expected {
            for code in codes {
                for lang in Lang::ALL {
                    assert!(
                        export::labels::find(table, code, lang).is_some(),
                        "{code} {lang:?}"
                    );
                }
            }
        }
        for lang in Lang::ALL {
            assert_eq!(columns(lang).len(), 21);
        }
    }

    #[test]
    fn a_row_reads_in_the_language() {
        let i = ipb::Incident {
            reference: "INC-0001".into(),
            experience_type: "near_miss".into(),
            escalation_level: "board".into(),
            status: "closed".into(),
            approval_status: "approved".into(),
            actual_loss: 1250.5,
            occurred_on: "2026-03-04".into(),
            breach: true,
            linked_risks: vec![
                ipb::LinkedRisk {
                    id: "r1".into(),
                    reference: "R-0001".into(),
                    state: FOUND.into(),
                    ..Default::default()
                },
                ipb::LinkedRisk {
                    id: "r2".into(),
                    state: "unavailable".into(),
                    ..Default::default()
                },
            ],
            ..Default::default()
        };
        let cells = row(&i, Lang::De);
        let texts: Vec<&str> = cells.iter().map(|c| c.text.as_str()).collect();
        assert_eq!(texts.len(), columns(Lang::De).len());
        assert_eq!(texts[6], "2026-03-04");
        assert_eq!(texts[8], "Beinahe-Vorfall");
        assert_eq!(texts[10], "Aufsichtsgremium");
        assert_eq!(texts[11], "Ja");
        assert_eq!(texts[12], "1250.50");
        assert_eq!(texts[14], "Geschlossen");
        assert_eq!(texts[15], "Genehmigt");
        assert_eq!(texts[18], "R-0001, r2");
        assert_eq!(columns(Lang::En)[0].heading, "Reference");
    }

    #[test]
    fn the_subtitle_names_the_filters() {
        let q = ipb::ListIncidentsRequest {
            status: "open".into(),
            breach: "true".into(),
            ..Default::default()
        };
        assert_eq!(
            describe(&q, "", &HashMap::new(), Lang::Fr),
            "Statut: Ouvert, Violations uniquement"
        );
        assert_eq!(
            describe(&Default::default(), "", &HashMap::new(), Lang::En),
            "All incidents"
        );
    }
}
