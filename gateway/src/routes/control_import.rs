//! Bulk import of controls from a spreadsheet (`/api/v1/controls/import`,
//! issue 13), as risks are imported ([`super::risk_import`]): a template, a
//! dry run that reports every row's problems (line, column, message) and
//! writes nothing, and the import itself, all rows or none, each audited
//! like a create. The columns are what the control form asks; a control is
//! not rated until the file rates it (no default adequacy or
//! effectiveness). Linked risks are given by reference ("R-0001; R-0004")
//! and resolved by the risk service.

use actix_web::{HttpRequest, HttpResponse, web};
use proto::risk::v1 as pb;

use crate::{
    context::Ctx,
    error::{ErrorBody, HttpError},
    import::{
        Problem, Sheet,
        names::{self, NameMap, key},
        route::{self, Column, ImportQuery, ImportResult, TemplatePath},
    },
    state::AppState,
};

/// The columns of the template, in order.
pub const COLUMNS: &[Column] = &[
    ("title", true),
    ("description", false),
    ("intention", true),
    ("criticality", true),
    ("owner", false),
    ("function", false),
    ("state", false),
    ("adequacy", true),
    ("effectiveness", true),
    ("risks", false),
];

/// The template's example row (no risks: a reference depends on the
/// register it is imported into).
const EXAMPLE: &[&str] = &[
    "Dual approval of payments",
    "Every payment over 10,000 is approved by a second person",
    "prevent",
    "High",
    "editor@demo.com",
    "Operations",
    "in_place",
    "2",
    "2",
    "",
];

/// The column a field error of the risk service belongs to.
fn column_of(field: &str) -> &str {
    match field {
        "owner_id" => "owner",
        "function_id" => "function",
        "risk_ids" => "risks",
        f => f,
    }
}

/// Checks (dry run) or imports a CSV or XLSX file of controls: the body is
/// the file itself.
#[utoipa::path(post, path = "/api/v1/controls/import", tag = "risk", params(ImportQuery),
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
    let method = state
        .clients
        .risk_as(&ctx)
        .get_risk_method(pb::GetRiskMethodRequest {})
        .await?
        .into_inner();
    let names = Names {
        functions: names::functions(&state, &ctx).await?,
        owners: names::owners(&state, &ctx, &sheet, "owner").await?,
        adequacy: method.adequacy_labels,
        effectiveness: method.effectiveness_labels,
    };
    let rows: Vec<pb::ImportControlRow> = sheet
        .rows
        .iter()
        .map(|(line, cells)| names.row(&sheet, *line, cells, &mut problems))
        .collect();
    let read = rows.len() as u32;
    // As for risks: problems found here stop the import, the service still
    // checks every row for a complete report.
    let res = state
        .clients
        .risk_bulk_as(&ctx)
        .import_controls(pb::ImportControlsRequest {
            rows,
            dry_run: q.dry_run || !problems.is_empty(),
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

/// The names of a file and their ids, and the method's rating labels.
struct Names {
    functions: NameMap,
    owners: NameMap,
    adequacy: Vec<String>,
    effectiveness: Vec<String>,
}

/// A rating level: its number (1 the best; "2.0" as a spreadsheet may store
/// it) or its label in the method (`labels`, best first); 0 when empty (the
/// service says Required: a control is rated by its owner, never by default).
fn level(v: &str, labels: &[String]) -> Result<u32, String> {
    if v.is_empty() {
        return Ok(0);
    }
    if let Ok(n) = v.parse::<f64>() {
        if n.fract() == 0.0 && (1.0..=99.0).contains(&n) {
            return Ok(n as u32);
        }
    } else if let Some(i) = labels.iter().position(|l| key(l) == key(v)) {
        return Ok(i as u32 + 1);
    }
    let named: Vec<String> = labels
        .iter()
        .enumerate()
        .map(|(i, l)| format!("{} ({l})", i + 1))
        .collect();
    Err(format!("One of {}, not \"{v}\".", named.join(", ")))
}

impl Names {
    /// The control of one row; the problems of its names and ratings are
    /// added to `problems`.
    fn row(
        &self,
        sheet: &Sheet,
        line: u32,
        cells: &[String],
        problems: &mut Vec<Problem>,
    ) -> pb::ImportControlRow {
        let cell = |name: &str| sheet.cell(cells, name);
        let function_id = self.functions.pick(
            cell("function"),
            line,
            "function",
            "function",
            "write its id",
            problems,
        );
        let owner_id = self.owners.pick(
            cell("owner"),
            line,
            "owner",
            "user",
            "write the email",
            problems,
        );
        let mut rated = |column: &str, labels: &[String]| match level(cell(column), labels) {
            Ok(n) => n,
            Err(message) => {
                problems.push(Problem {
                    line,
                    column: column.into(),
                    message,
                });
                0
            }
        };
        let adequacy = rated("adequacy", &self.adequacy);
        let effectiveness = rated("effectiveness", &self.effectiveness);
        // As the form: "High" and "high" are one level, "in place" is in_place,
        // and a control not said to be in place is proposed.
        let mut criticality = cell("criticality").to_lowercase();
        if let Some(first) = criticality.get(..1) {
            criticality = first.to_uppercase() + &criticality[1..];
        }
        let state = match key(cell("state")).replace([' ', '-'], "_").as_str() {
            "" => "proposed".to_owned(),
            s => s.to_owned(),
        };
        let risk_references = cell("risks")
            .split([';', ',', '\n'])
            .map(str::trim)
            .filter(|r| !r.is_empty())
            .map(str::to_owned)
            .collect();
        pb::ImportControlRow {
            line,
            control: Some(pb::ControlInput {
                title: cell("title").to_owned(),
                description: cell("description").to_owned(),
                intention: cell("intention").to_lowercase(),
                criticality,
                category_id: None,
                function_id,
                owner_id,
                state,
                adequacy,
                effectiveness,
                risk_ids: vec![],
            }),
            risk_references,
        }
    }
}

/// The control import template: the columns (required ones marked `*`) and
/// one example row, as XLSX or CSV.
#[utoipa::path(get, path = "/api/v1/controls/import/template.{format}", tag = "risk", params(TemplatePath),
    security(("bearer" = [])),
    responses((status = 200, description = "The template file"), (status = 404, body = ErrorBody)))]
pub async fn template(path: web::Path<TemplatePath>) -> Result<HttpResponse, HttpError> {
    route::template(
        &path.format,
        COLUMNS,
        EXAMPLE,
        "Controls",
        "control-import-template",
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rating_is_a_level_or_its_label_and_never_a_default() {
        let labels = vec![
            "Strong".to_owned(),
            "Adequate".to_owned(),
            "Weak".to_owned(),
        ];
        assert_eq!(level("", &labels), Ok(0));
        assert_eq!(level("2", &labels), Ok(2));
        assert_eq!(level("3.0", &labels), Ok(3));
        assert_eq!(level(" weak ", &labels), Ok(3));
        let err = level("great", &labels).unwrap_err();
        assert!(
            err.contains("1 (Strong)") && err.contains("\"great\""),
            "{err}"
        );
        assert!(level("2.5", &labels).is_err());
    }
}
