//! Bulk import of risks from a spreadsheet (`/api/v1/risks/import`, issue
//! 13): a template to fill in, a dry run that reports every row's problems
//! (line, column, message) and writes nothing, and the import itself, all
//! rows or none, each audited and in the approval workflow like a create.
//! The gateway reads the file and turns names into ids (categories from the
//! risk service, functions from settings, owners' emails from auth); the
//! risk service checks every row as it checks a create.

use std::collections::{BTreeSet, HashMap};

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use platform::error::{ApiError, ErrorKind};
use proto::{auth::v1 as apb, risk::v1 as pb, settings::v1 as spb};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::upload_body;
use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    import::{self, Sheet},
    state::AppState,
};

/// The columns of the template, in order (a `*` marks the required ones in
/// the heading row of the template; the reader ignores it).
pub const COLUMNS: &[(&str, bool)] = &[
    ("title", true),
    ("description", false),
    ("risk_event", false),
    ("causes", false),
    ("effects", false),
    ("category", true),
    ("function", true),
    ("owner_email", true),
    ("gross_likelihood", true),
    ("gross_impact", true),
    ("status", false),
    ("response", false),
    ("appetite", false),
];

/// The most rows one import may hold (the risk service's limit too).
const MAX_ROWS: usize = 10_000;

/// Owners' emails looked up one by one beyond the first page of users: a
/// file cannot make the gateway call the auth service once per row.
const MAX_EMAIL_LOOKUPS: usize = 200;

/// The column a field error of the risk service belongs to.
fn column_of(field: &str) -> &str {
    match field {
        "category_id" => "category",
        "function_id" => "function",
        "owner_id" => "owner_email",
        f => f,
    }
}

#[derive(Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct ImportQuery {
    /// The file's name: `.csv` or `.xlsx`.
    pub file_name: String,
    /// true: check every row and write nothing.
    #[serde(default)]
    pub dry_run: bool,
    /// true sends the imported risks for approval; false keeps them proposed.
    #[serde(default)]
    pub submit: bool,
}

/// One problem: the file's line (1 is the heading row; 0 the whole file),
/// its column (empty: the row) and what is wrong.
#[derive(Clone, Debug, Serialize, ToSchema, PartialEq, Eq)]
pub struct Problem {
    pub line: u32,
    pub column: String,
    pub message: String,
}

/// What an import found and did.
#[derive(Debug, Serialize, ToSchema)]
pub struct ImportResult {
    /// Data rows read.
    pub rows: u32,
    /// Risks written: 0 on a dry run or when any row has a problem.
    pub imported: u32,
    /// The new risks' references, in row order.
    pub references: Vec<String>,
    /// Every problem of every row; empty when the file is good.
    pub problems: Vec<Problem>,
    pub dry_run: bool,
}

fn refused(code: &'static str, message: String) -> HttpError {
    HttpError(ApiError::new(ErrorKind::InvalidArgument, code, message))
}

/// Checks (dry run) or imports a CSV or XLSX file of risks: the body is the
/// file itself.
#[utoipa::path(post, path = "/api/v1/risks/import", tag = "risk", params(ImportQuery),
    request_body(content = Vec<u8>, content_type = "application/octet-stream"),
    security(("bearer" = [])),
    responses((status = 200, body = ImportResult, description = "A dry run: every problem found, nothing written"),
              (status = 201, body = ImportResult, description = "Every row imported"),
              (status = 422, body = ImportResult, description = "Rows with problems: nothing written"),
              (status = 400, body = ErrorBody, description = "Not a CSV or XLSX file, or larger than the upload limit")))]
pub async fn import(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<ImportQuery>,
    body: web::Payload,
) -> Result<HttpResponse, HttpError> {
    let limit = state.config.max_upload_bytes;
    let too_large = || {
        refused(
            "PAYLOAD_TOO_LARGE",
            format!(
                "The file is larger than the limit of {:.0} MB.",
                limit as f64 / 1_048_576.0
            ),
        )
    };
    let bytes = upload_body::read(&req, body, limit)
        .await
        .map_err(|e| e.answer(too_large))?;
    let q = query.into_inner();
    let sheet = import::read(&q.file_name, &bytes).map_err(|e| {
        refused(
            "IMPORT_UNREADABLE",
            format!("The file could not be read: {e}."),
        )
    })?;

    // Refused before any name is looked up: a file is read whole, but the
    // lookups and the service's work grow with its rows.
    if sheet.rows.len() > MAX_ROWS {
        return Err(refused(
            "IMPORT_TOO_LARGE",
            format!(
                "At most {MAX_ROWS} rows in one import; this file has {}.",
                sheet.rows.len()
            ),
        ));
    }
    let mut problems = missing_columns(&sheet);
    let names = Names::load(&state, &ctx, &sheet).await?;
    let mut rows = Vec::with_capacity(sheet.rows.len());
    for (line, cells) in &sheet.rows {
        let (risk, mut found) = names.risk(&sheet, *line, cells);
        problems.append(&mut found);
        rows.push(pb::ImportRiskRow {
            line: *line,
            risk: Some(risk),
        });
    }
    let read = rows.len() as u32;
    // Problems found here already stop the import: the service still checks
    // every row, for a complete report, but writes nothing.
    let dry_run = q.dry_run || !problems.is_empty();
    let res = state
        .clients
        .risk_bulk_as(&ctx)
        .import_risks(pb::ImportRisksRequest {
            rows,
            dry_run,
            submit: q.submit,
        })
        .await?
        .into_inner();
    // A name not found here comes back from the service as "Required":
    // the first message says more.
    let ours: BTreeSet<(u32, String)> = problems
        .iter()
        .map(|p| (p.line, p.column.clone()))
        .collect();
    problems.extend(
        res.problems
            .into_iter()
            .map(|p| Problem {
                line: p.line,
                column: column_of(&p.column).to_owned(),
                message: p.message,
            })
            .filter(|p| !ours.contains(&(p.line, p.column.clone()))),
    );
    problems.sort_by(|a, b| (a.line, &a.column).cmp(&(b.line, &b.column)));
    problems.dedup();
    let result = ImportResult {
        rows: read,
        imported: res.imported,
        references: res.references,
        problems,
        dry_run: q.dry_run,
    };
    Ok(if q.dry_run {
        HttpResponse::Ok().json(result)
    } else if result.problems.is_empty() {
        HttpResponse::Created().json(result)
    } else {
        HttpResponse::UnprocessableEntity().json(result)
    })
}

fn missing_columns(sheet: &Sheet) -> Vec<Problem> {
    let mut problems = vec![];
    if sheet.rows.is_empty() {
        problems.push(Problem {
            line: 0,
            column: String::new(),
            message: "The file has no rows below its headings.".into(),
        });
    }
    for (name, required) in COLUMNS {
        if *required && sheet.column(name).is_none() {
            problems.push(Problem {
                line: 1,
                column: (*name).into(),
                message: "This column is missing.".into(),
            });
        }
    }
    problems
}

/// Names in the file and their ids.
struct Names {
    /// Category name (lower-case), "parent / child" path or id -> ids.
    categories: HashMap<String, BTreeSet<String>>,
    functions: HashMap<String, BTreeSet<String>>,
    owners: HashMap<String, String>,
}

fn key(s: &str) -> String {
    platform::names::sibling_key(s)
}

impl Names {
    async fn load(state: &AppState, ctx: &Ctx, sheet: &Sheet) -> Result<Self, HttpError> {
        let mut categories: HashMap<String, BTreeSet<String>> = HashMap::new();
        let mut all = vec![];
        for page in 1.. {
            let res = state
                .clients
                .risk_as(ctx)
                .list_risk_categories(pb::ListRiskCategoriesRequest {
                    page,
                    per_page: 100,
                    q: String::new(),
                })
                .await?
                .into_inner();
            let n = res.categories.len();
            all.extend(res.categories);
            if n < 100 || all.len() as u64 >= res.total {
                break;
            }
        }
        let by_id: HashMap<&str, &str> = all
            .iter()
            .map(|c| (c.id.as_str(), c.name.as_str()))
            .collect();
        for c in &all {
            let ids = BTreeSet::from([c.id.clone()]);
            categories
                .entry(c.id.to_lowercase())
                .or_default()
                .extend(ids.clone());
            categories
                .entry(key(&c.name))
                .or_default()
                .extend(ids.clone());
            if let Some(parent) = by_id.get(c.parent_id.as_str()) {
                categories
                    .entry(key(&format!("{parent} / {}", c.name)))
                    .or_default()
                    .extend(ids);
            }
        }
        let mut functions: HashMap<String, BTreeSet<String>> = HashMap::new();
        let mut seen = 0u64;
        for page in 1.. {
            let res = state
                .clients
                .settings_as(ctx)
                .list_functions(spb::ListFunctionsRequest {
                    page,
                    per_page: 100,
                    q: String::new(),
                })
                .await?
                .into_inner();
            let n = res.functions.len();
            seen += n as u64;
            for f in res.functions {
                functions
                    .entry(f.id.to_lowercase())
                    .or_default()
                    .insert(f.id.clone());
                functions.entry(key(&f.name)).or_default().insert(f.id);
            }
            if n < 100 || seen >= res.total {
                break;
            }
        }
        let emails: BTreeSet<String> = sheet
            .rows
            .iter()
            .map(|(_, cells)| sheet.cell(cells, "owner_email").to_lowercase())
            .filter(|e| !e.is_empty())
            .collect();
        // Everyone listed at once (up to 100, by name), then one lookup for
        // each email not among them.
        let lookup = |q: String| async move {
            state
                .clients
                .auth_as(ctx)
                .list_user_options(apb::ListUserOptionsRequest {
                    q,
                    permission: String::new(),
                })
                .await
                .map(|r| r.into_inner().users)
        };
        let mut known: HashMap<String, String> = lookup(String::new())
            .await?
            .into_iter()
            .map(|u| (u.email.to_lowercase(), u.id))
            .collect();
        let mut owners = HashMap::new();
        let mut lookups = 0;
        for email in emails {
            if !known.contains_key(&email) && lookups < MAX_EMAIL_LOOKUPS {
                lookups += 1;
                for u in lookup(email.clone()).await? {
                    known.insert(u.email.to_lowercase(), u.id);
                }
            }
            if let Some(id) = known.get(&email) {
                owners.insert(email, id.clone());
            }
        }
        Ok(Self {
            categories,
            functions,
            owners,
        })
    }

    /// The risk of one row, with the problems of its names and numbers.
    fn risk(&self, sheet: &Sheet, line: u32, cells: &[String]) -> (pb::RiskInput, Vec<Problem>) {
        let mut problems = vec![];
        let cell = |name: &str| sheet.cell(cells, name);
        let mut problem = |column: &str, message: String| {
            problems.push(Problem {
                line,
                column: column.into(),
                message,
            })
        };
        let mut pick = |column: &str, map: &HashMap<String, BTreeSet<String>>, what: &str| {
            let v = cell(column);
            if v.is_empty() {
                return None;
            }
            match map.get(&key(v)).or_else(|| map.get(&v.to_lowercase())) {
                Some(ids) if ids.len() == 1 => ids.iter().next().cloned(),
                Some(_) => {
                    problem(
                        column,
                        format!("Several {what}s are called \"{v}\": write it as Parent / Child."),
                    );
                    None
                }
                None => {
                    problem(column, format!("No such {what}: \"{v}\"."));
                    None
                }
            }
        };
        let category_id = pick("category", &self.categories, "category");
        let function_id = pick("function", &self.functions, "function");
        let email = cell("owner_email").to_lowercase();
        let owner_id = if email.is_empty() {
            None
        } else {
            let found = self.owners.get(&email).cloned();
            if found.is_none() {
                problem(
                    "owner_email",
                    format!("No active user has the email \"{email}\"."),
                );
            }
            found
        };
        let mut level = |column: &str| -> u32 {
            let v = cell(column);
            if v.is_empty() {
                return 0; // the service says Required
            }
            // A spreadsheet may store 3 as "3.0".
            match v.parse::<f64>() {
                Ok(n) if n.fract() == 0.0 && (1.0..=99.0).contains(&n) => n as u32,
                _ => {
                    problem(column, format!("A whole number, not \"{v}\"."));
                    0
                }
            }
        };
        let (gross_likelihood, gross_impact) = (level("gross_likelihood"), level("gross_impact"));
        let text = |name: &str| cell(name).to_owned();
        let risk = pb::RiskInput {
            title: text("title"),
            description: text("description"),
            risk_event: text("risk_event"),
            causes: text("causes"),
            effects: text("effects"),
            category_id,
            function_id,
            owner_id,
            gross_likelihood,
            gross_impact,
            status: text("status").to_lowercase(),
            response: text("response").to_lowercase(),
            appetite: text("appetite"),
            ..Default::default()
        };
        (risk, problems)
    }
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct TemplatePath {
    /// `xlsx` or `csv`.
    pub format: String,
}

/// The import template: the columns (required ones marked `*`) and one
/// example row, as XLSX or CSV.
#[utoipa::path(get, path = "/api/v1/risks/import/template.{format}", tag = "risk", params(TemplatePath),
    security(("bearer" = [])),
    responses((status = 200, description = "The template file"), (status = 404, body = ErrorBody)))]
pub async fn template(path: web::Path<TemplatePath>) -> Result<HttpResponse, HttpError> {
    let headings: Vec<String> = COLUMNS
        .iter()
        .map(|(name, required)| {
            if *required {
                format!("{name} *")
            } else {
                (*name).to_owned()
            }
        })
        .collect();
    let example = [
        "Supplier outage",
        "Our only card processor fails for more than a day",
        "The processor is unavailable",
        "Single supplier; no failover contract",
        "Payments stop; customers leave",
        "Third parties",
        "Operations",
        "editor@demo.com",
        "3",
        "4",
        "active",
        "improve",
        "Medium",
    ];
    match path.format.as_str() {
        "csv" => {
            let line = |cells: &[&str]| {
                cells
                    .iter()
                    .map(|c| format!("\"{}\"", c.replace('"', "\"\"")))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let h: Vec<&str> = headings.iter().map(String::as_str).collect();
            let body = format!("\u{feff}{}\r\n{}\r\n", line(&h), line(&example));
            Ok(HttpResponse::Ok()
                .content_type("text/csv; charset=utf-8")
                .insert_header((
                    header::CONTENT_DISPOSITION,
                    "attachment; filename=\"risk-import-template.csv\"",
                ))
                .body(body))
        }
        "xlsx" => {
            let build = || -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
                let mut book = rust_xlsxwriter::Workbook::new();
                let sheet = book.add_worksheet();
                sheet.set_name("Risks")?;
                let bold = rust_xlsxwriter::Format::new().set_bold();
                for (c, h) in headings.iter().enumerate() {
                    sheet.write_string_with_format(0, c as u16, h, &bold)?;
                    sheet.set_column_width(c as u16, 18)?;
                }
                for (c, v) in example.iter().enumerate() {
                    sheet.write_string(1, c as u16, *v)?;
                }
                sheet.set_freeze_panes(1, 0)?;
                book.save_to_buffer()
            };
            let bytes =
                build().map_err(platform::error::internal::<rust_xlsxwriter::XlsxError>(
                    "writing the import template",
                ))?;
            Ok(HttpResponse::Ok()
                .content_type("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet")
                .insert_header((
                    header::CONTENT_DISPOSITION,
                    "attachment; filename=\"risk-import-template.xlsx\"",
                ))
                .body(bytes))
        }
        _ => Err(HttpError(ApiError::new(
            ErrorKind::NotFound,
            "NOT_FOUND",
            "No such template: ask for xlsx or csv.",
        ))),
    }
}
