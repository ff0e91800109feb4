//! Report downloads rendered by the server: the register (with the screen's
//! filters) as CSV, XLSX or PDF.

use std::collections::HashMap;

use actix_web::{HttpResponse, web};
use proto::{risk::v1 as pb, settings::v1 as spb};

use super::names::named;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    export::{Cell, Column, Format, Table},
    state::AppState,
};

/// The most rows a download holds.
const EXPORT_LIMIT: usize = 10_000;

fn col(heading: &str, width: u16) -> Column {
    Column {
        heading: heading.into(),
        width,
    }
}

fn rating_cell(r: &Option<pb::Rating>) -> Cell {
    match r {
        Some(r) if !r.rating.is_empty() => {
            Cell::filled(format!("{} ({})", r.rating, r.score), &r.color)
        }
        _ => Cell::text(""),
    }
}

/// What the filters were, in words, for the report's subtitle.
fn describe(q: &pb::ListRisksRequest, functions: &HashMap<String, String>) -> String {
    let mut parts = vec![];
    let mut add = |label: &str, v: &str| {
        if !v.is_empty() {
            parts.push(format!("{label}: {v}"));
        }
    };
    add("search", &q.q);
    add("net rating", &q.rating);
    add("approval", &q.approval_status);
    add("status", &q.status);
    add("category", &q.category_id);
    add(
        "function",
        functions
            .get(&q.function_id)
            .map_or(q.function_id.as_str(), String::as_str),
    );
    add("owner", &q.owner_id);
    add("as of", &q.as_of);
    if q.over_appetite {
        parts.push("over appetite".into());
    }
    if parts.is_empty() {
        "All risks".into()
    } else {
        parts.join(", ")
    }
}

/// The register with the given filters, as CSV.
#[utoipa::path(get, path = "/api/v1/reports/register.csv", tag = "risk", params(pb::ListRisksRequest),
    security(("bearer" = [])),
    responses((status = 200, content_type = "text/csv", description = "At most 10 000 rows"),
              (status = 403, body = ErrorBody)))]
pub async fn register_csv(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRisksRequest>,
) -> Result<HttpResponse, HttpError> {
    register(state, ctx, query, Format::Csv).await
}

/// The register with the given filters, as an Excel workbook.
#[utoipa::path(get, path = "/api/v1/reports/register.xlsx", tag = "risk", params(pb::ListRisksRequest),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
               description = "At most 10 000 rows"),
              (status = 403, body = ErrorBody)))]
pub async fn register_xlsx(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRisksRequest>,
) -> Result<HttpResponse, HttpError> {
    register(state, ctx, query, Format::Xlsx).await
}

/// The register with the given filters, as a PDF.
#[utoipa::path(get, path = "/api/v1/reports/register.pdf", tag = "risk", params(pb::ListRisksRequest),
    security(("bearer" = [])),
    responses((status = 200, content_type = "application/pdf", description = "At most 10 000 rows"),
              (status = 403, body = ErrorBody)))]
pub async fn register_pdf(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRisksRequest>,
) -> Result<HttpResponse, HttpError> {
    register(state, ctx, query, Format::Pdf).await
}

async fn register(
    state: web::Data<AppState>,
    ctx: Ctx,
    query: web::Query<pb::ListRisksRequest>,
    format: Format,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let mut risk = state.clients.risk_as(&ctx);
    let mut risks: Vec<pb::Risk> = vec![];
    let mut page = 1;
    loop {
        let res = risk
            .list_risks(pb::ListRisksRequest {
                page,
                per_page: 100,
                ..q.clone()
            })
            .await?
            .into_inner();
        let n = res.risks.len();
        risks.extend(res.risks);
        if n < 100 || risks.len() as u64 >= res.total || risks.len() >= EXPORT_LIMIT {
            break;
        }
        page += 1;
    }
    risks.truncate(EXPORT_LIMIT);
    let risks = named(&state, &ctx, risks).await?;
    let functions: HashMap<String, String> = state
        .clients
        .settings_as(&ctx)
        .list_functions(spb::ListFunctionsRequest {
            page: 1,
            per_page: 100,
            q: String::new(),
        })
        .await?
        .into_inner()
        .functions
        .into_iter()
        .map(|f| (f.id, f.name))
        .collect();
    let now = chrono::Utc::now();
    let table = Table {
        title: "Risk register".into(),
        subtitle: format!(
            "{} · {} risk(s) · {} UTC · {}",
            describe(&q, &functions),
            risks.len(),
            now.format("%Y-%m-%d %H:%M"),
            ctx.caller().name
        ),
        columns: vec![
            col("Reference", 8),
            col("Title", 30),
            col("Category", 14),
            col("Function", 14),
            col("Owner", 12),
            col("Gross", 11),
            col("Control", 11),
            col("Net", 11),
            col("Trend", 5),
            col("Appetite", 8),
            col("Over appetite", 7),
            col("Response", 8),
            col("Approval", 9),
            col("Status", 7),
            col("Open plans", 6),
            col("Updated", 10),
        ],
        rows: risks
            .iter()
            .map(|r| {
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
                    rating_cell(&r.gross_risk),
                    rating_cell(&r.control_rating),
                    rating_cell(&r.net_risk),
                    Cell::text(r.trend.to_string()),
                    Cell::text(&r.appetite),
                    Cell::text(if r.over_appetite { "yes" } else { "no" }),
                    Cell::text(&r.response),
                    Cell::text(&r.approval_status),
                    Cell::text(&r.status),
                    Cell::text(r.open_action_plans.to_string()),
                    Cell::text(r.updated_at.get(..10).unwrap_or_default()),
                ]
            })
            .collect(),
    };
    let bytes = format
        .render(&table)
        .map_err(platform::error::internal::<anyhow::Error>(
            "rendering a report",
        ))?;
    let name = format!(
        "risk-register-{}.{}",
        now.format("%Y%m%d-%H%M%S"),
        format.ext()
    );
    Ok(HttpResponse::Ok()
        .content_type(format.content_type())
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"{name}\""),
        ))
        .body(bytes))
}
