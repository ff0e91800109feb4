//! Bulk import of risks from a spreadsheet (`/api/v1/risks/import`, issue
//! 13): a template to fill in, a dry run that reports every row's problems
//! (line, column, message) and writes nothing, and the import itself, all
//! rows or none, each audited and in the approval workflow like a create.
//! The gateway reads the file and turns names into ids (categories from the
//! risk service, functions from settings, owners from auth: see
//! [`crate::import::names`]); the risk service checks every row as it checks
//! a create. What every import shares is [`crate::import::route`].

use actix_web::{HttpRequest, HttpResponse, web};
use proto::risk::v1 as pb;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    import::{
        Problem, Sheet,
        names::{self, NameMap},
        route::{self, Column, ImportQuery, ImportResult, TemplatePath},
    },
    state::AppState,
};

/// The columns of the template, in order.
pub const COLUMNS: &[Column] = &[
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

/// The template's example row.
const EXAMPLE: &[&str] = &[
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

/// The column a field error of the risk service belongs to.
fn column_of(field: &str) -> &str {
    match field {
        "category_id" => "category",
        "function_id" => "function",
        "owner_id" => "owner_email",
        f => f,
    }
}

/// Checks (dry run) or imports a CSV or XLSX file of risks: the body is the
/// file itself.
#[utoipa::path(post, path = "/api/v1/risks/import", tag = "risk", params(ImportQuery),
    request_body(content = Vec<u8>, content_type = "application/octet-stream"),
    security(("bearer" = [])),
    responses((status = 200, body = ImportResult, description = "A dry run: every problem found, nothing written"),
              (status = 201, body = ImportResult, description = "Every row imported"),
              (status = 422, body = ImportResult, description = "Rows with problems: nothing written"),
              (status = 400, body = ErrorBody, description = "Not a CSV or XLSX file, more than 10,000 rows, or larger than the upload limit")))]
pub async fn import(
    state: web::Data<AppState>,
    ctx: Ctx,
    req: HttpRequest,
    query: web::Query<ImportQuery>,
    body: web::Payload,
) -> Result<HttpResponse, HttpError> {
    let q = query.into_inner();
    let sheet = route::read_upload(&req, body, state.config.max_upload_bytes, &q.file_name).await?;
    let mut problems = route::missing_columns(&sheet, COLUMNS);
    let names = Names {
        categories: names::categories(&state, &ctx).await?,
        functions: names::functions(&state, &ctx).await?,
        owners: names::owners(&state, &ctx, &sheet, "owner_email").await?,
    };
    let rows: Vec<pb::ImportRiskRow> = sheet
        .rows
        .iter()
        .map(|(line, cells)| pb::ImportRiskRow {
            line: *line,
            risk: Some(names.risk(&sheet, *line, cells, &mut problems)),
        })
        .collect();
    let read = rows.len() as u32;
    // Problems found here already stop the import: the service still checks
    // every row, for a complete report, but writes nothing.
    let res = state
        .clients
        .risk_bulk_as(&ctx)
        .import_risks(pb::ImportRisksRequest {
            rows,
            dry_run: q.dry_run || !problems.is_empty(),
            submit: q.submit,
        })
        .await?
        .into_inner();
    let theirs = route::Outcome {
        problems: res
            .problems
            .into_iter()
            .map(|p| (p.line, p.column, p.message))
            .collect(),
        imported: res.imported,
        references: res.references,
    };
    Ok(route::answer(
        COLUMNS, read, q.dry_run, problems, theirs, column_of,
    ))
}

/// The names of a file and their ids.
struct Names {
    categories: NameMap,
    functions: NameMap,
    owners: NameMap,
}

impl Names {
    /// The risk of one row; the problems of its names and numbers are added
    /// to `problems`.
    fn risk(
        &self,
        sheet: &Sheet,
        line: u32,
        cells: &[String],
        problems: &mut Vec<Problem>,
    ) -> pb::RiskInput {
        let cell = |name: &str| sheet.cell(cells, name);
        let tree = "write it as Parent / Child";
        let category_id = self.categories.pick(
            cell("category"),
            line,
            "category",
            "category",
            tree,
            problems,
        );
        let function_id = self.functions.pick(
            cell("function"),
            line,
            "function",
            "function",
            tree,
            problems,
        );
        let email = cell("owner_email").to_lowercase();
        let owner_id = if email.is_empty() {
            None
        } else {
            let mut none = vec![];
            let found = self.owners.pick(
                &email,
                line,
                "owner_email",
                "user",
                "write the email",
                &mut none,
            );
            if found.is_none() {
                problems.push(Problem {
                    line,
                    column: "owner_email".into(),
                    message: format!("No active user has the email \"{email}\"."),
                });
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
                    problems.push(Problem {
                        line,
                        column: column.into(),
                        message: format!("A whole number, not \"{v}\"."),
                    });
                    0
                }
            }
        };
        let (gross_likelihood, gross_impact) = (level("gross_likelihood"), level("gross_impact"));
        let text = |name: &str| cell(name).to_owned();
        pb::RiskInput {
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
        }
    }
}

/// The import template: the columns (required ones marked `*`) and one
/// example row, as XLSX or CSV.
#[utoipa::path(get, path = "/api/v1/risks/import/template.{format}", tag = "risk", params(TemplatePath),
    security(("bearer" = [])),
    responses((status = 200, description = "The template file"), (status = 404, body = ErrorBody)))]
pub async fn template(path: web::Path<TemplatePath>) -> Result<HttpResponse, HttpError> {
    route::template(
        &path.format,
        COLUMNS,
        EXAMPLE,
        "Risks",
        "risk-import-template",
    )
}
