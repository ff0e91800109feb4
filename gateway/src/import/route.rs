//! What every import route shares (issue 13): its query, its answer, the
//! reading of the uploaded file with the row limit, the problems the
//! gateway finds merged with the service's, and the template download.
//! Each route ([`crate::routes::risk_import`],
//! [`crate::routes::control_import`]) brings its columns and what a row means.

use std::collections::BTreeSet;

use actix_web::{HttpRequest, HttpResponse, http::header, web};
use platform::error::{ApiError, ErrorKind};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};

use super::{Limits, ReadError, Sheet};
use crate::{error::HttpError, routes::upload_body};

/// The most rows one import may hold (the risk service's limit too).
pub const MAX_ROWS: usize = 10_000;

/// A column of a template: its heading and whether a row must fill it (a
/// `*` marks those in the template's heading row; the reader ignores it).
pub type Column = (&'static str, bool);

#[derive(Deserialize, IntoParams, ToSchema)]
#[into_params(parameter_in = Query)]
pub struct ImportQuery {
    /// The file's name: `.csv` or `.xlsx`.
    pub file_name: String,
    /// true: check every row and write nothing.
    #[serde(default)]
    pub dry_run: bool,
    /// Risks only: true sends the imported risks for approval; false keeps
    /// them proposed.
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
    /// Records written: 0 on a dry run or when any row has a problem.
    pub imported: u32,
    /// The new records' references, in row order.
    pub references: Vec<String>,
    /// Every problem of every row; empty when the file is good.
    pub problems: Vec<Problem>,
    pub dry_run: bool,
}

fn refused(code: &'static str, message: String) -> HttpError {
    HttpError(ApiError::new(ErrorKind::InvalidArgument, code, message))
}

/// The most columns with a value (the templates have 13 and 10; a sheet may
/// carry a few of its own, which are ignored).
pub const MAX_COLUMNS: usize = 64;

/// What one import file may hold before it is refused (ADR 28).
pub const LIMITS: Limits = Limits {
    rows: MAX_ROWS,
    columns: MAX_COLUMNS,
    // Excel's own limit for a cell.
    cell_bytes: 32_767 * 4,
    text_bytes: 32 * 1_048_576,
};

/// The uploaded file read as a sheet: 400 PAYLOAD_TOO_LARGE over the upload
/// limit, IMPORT_UNREADABLE when it is not a CSV or XLSX file, and
/// IMPORT_TOO_LARGE past [`LIMITS`] (more than [`MAX_ROWS`] rows, say) —
/// found while reading, so nothing past the limits is kept, and before any
/// name is looked up. The reading runs off the server's request threads.
pub async fn read_upload(
    req: &HttpRequest,
    body: web::Payload,
    limit: usize,
    file_name: &str,
) -> Result<Sheet, HttpError> {
    let too_large = || {
        refused(
            "PAYLOAD_TOO_LARGE",
            format!(
                "The file is larger than the limit of {:.0} MB.",
                limit as f64 / 1_048_576.0
            ),
        )
    };
    let bytes = upload_body::read(req, body, limit)
        .await
        .map_err(|e| e.answer(too_large))?;
    let name = file_name.to_owned();
    let read = web::block(move || super::read(&name, &bytes, LIMITS))
        .await
        .unwrap_or_else(|_| {
            // A reader that panicked: the file is refused, the server stays up.
            tracing::warn!("reading an import file panicked");
            Err(ReadError::Broken("the file could not be parsed".into()))
        });
    read.map_err(|e| match e {
        ReadError::TooLarge(why) => refused(
            "IMPORT_TOO_LARGE",
            format!("The file is too large to import: {why}."),
        ),
        e => refused(
            "IMPORT_UNREADABLE",
            format!("The file could not be read: {e}."),
        ),
    })
}

/// The file's own problems: no rows, or a required column missing.
pub fn missing_columns(sheet: &Sheet, columns: &[Column]) -> Vec<Problem> {
    let mut problems = vec![];
    if sheet.rows.is_empty() {
        problems.push(Problem {
            line: 0,
            column: String::new(),
            message: "The file has no rows below its headings.".into(),
        });
    }
    for (name, required) in columns {
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

/// What the service found and wrote.
pub struct Outcome {
    /// (line, field, message) of every problem the service found.
    pub problems: Vec<(u32, String, String)>,
    pub imported: u32,
    pub references: Vec<String>,
}

/// What the service wrote or found, as the route answers it: 200 for a dry
/// run, 201 when every row was imported, 422 when rows have problems
/// (nothing written). `ours` are the gateway's problems; the service's are
/// put under their column by `column_of`, and left out where the gateway
/// already said more about that cell (a name not found here comes back from
/// the service as "Required"). Problems are listed by line, then in the
/// order of the template's `columns`.
pub fn answer(
    columns: &[Column],
    rows: u32,
    dry_run: bool,
    mut ours: Vec<Problem>,
    theirs: Outcome,
    column_of: impl Fn(&str) -> &str,
) -> HttpResponse {
    let said: BTreeSet<(u32, String)> = ours.iter().map(|p| (p.line, p.column.clone())).collect();
    ours.extend(
        theirs
            .problems
            .into_iter()
            .map(|(line, field, message)| Problem {
                line,
                column: column_of(&field).to_owned(),
                message,
            })
            .filter(|p| !said.contains(&(p.line, p.column.clone()))),
    );
    let place = |column: &str| {
        columns
            .iter()
            .position(|(name, _)| *name == column)
            .unwrap_or(columns.len())
    };
    ours.sort_by(|a, b| {
        (a.line, place(&a.column), &a.column).cmp(&(b.line, place(&b.column), &b.column))
    });
    ours.dedup();
    let result = ImportResult {
        rows,
        imported: theirs.imported,
        references: theirs.references,
        problems: ours,
        dry_run,
    };
    if dry_run {
        HttpResponse::Ok().json(result)
    } else if result.problems.is_empty() {
        HttpResponse::Created().json(result)
    } else {
        HttpResponse::UnprocessableEntity().json(result)
    }
}

#[derive(Deserialize, IntoParams)]
#[into_params(parameter_in = Path)]
pub struct TemplatePath {
    /// `xlsx` or `csv`.
    pub format: String,
}

/// A template to fill in, as `format` (xlsx or csv): the headings of
/// `columns` (required ones marked `*`) and one `example` row; the file is
/// offered as `{stem}.{format}`, its sheet named `sheet_name`.
pub fn template(
    format: &str,
    columns: &[Column],
    example: &[&str],
    sheet_name: &str,
    stem: &str,
) -> Result<HttpResponse, HttpError> {
    let headings: Vec<String> = columns
        .iter()
        .map(|(name, required)| {
            if *required {
                format!("{name} *")
            } else {
                (*name).to_owned()
            }
        })
        .collect();
    let disposition = format!("attachment; filename=\"{stem}.{format}\"");
    match format {
        "csv" => {
            let line = |cells: &mut dyn Iterator<Item = &str>| {
                cells
                    .map(|c| format!("\"{}\"", c.replace('"', "\"\"")))
                    .collect::<Vec<_>>()
                    .join(",")
            };
            let body = format!(
                "\u{feff}{}\r\n{}\r\n",
                line(&mut headings.iter().map(String::as_str)),
                line(&mut example.iter().copied())
            );
            Ok(HttpResponse::Ok()
                .content_type("text/csv; charset=utf-8")
                .insert_header((header::CONTENT_DISPOSITION, disposition))
                .body(body))
        }
        "xlsx" => {
            let build = || -> Result<Vec<u8>, rust_xlsxwriter::XlsxError> {
                let mut book = rust_xlsxwriter::Workbook::new();
                let sheet = book.add_worksheet();
                sheet.set_name(sheet_name)?;
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
                .insert_header((header::CONTENT_DISPOSITION, disposition))
                .body(bytes))
        }
        _ => Err(HttpError(ApiError::new(
            ErrorKind::NotFound,
            "NOT_FOUND",
            "No such template: ask for xlsx or csv.",
        ))),
    }
}
