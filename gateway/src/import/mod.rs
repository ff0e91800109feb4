//! Spreadsheets read for a bulk import (issue 13): a CSV or an XLSX file
//! becomes a [`Sheet`] of text cells, its first row the headings. What the
//! cells mean is the importing route's business; the services check them.
//! [`route`] and [`names`] are what the import routes share.

mod csv;
pub mod names;
pub mod route;
mod xlsx;

pub use route::{MAX_ROWS, Problem};

/// A file's rows as text: the headings, then the data rows with their line
/// in the file (the headings are line 1).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub headings: Vec<String>,
    pub rows: Vec<(u32, Vec<String>)>,
}

impl Sheet {
    fn from_lines(lines: Vec<Vec<String>>) -> Self {
        let mut it = lines.into_iter();
        let headings = it
            .next()
            .unwrap_or_default()
            .into_iter()
            .map(|h| h.trim().to_owned())
            .collect();
        let rows = it
            .enumerate()
            .map(|(i, cells)| (i as u32 + 2, cells))
            // A row with nothing in it is not a record (spreadsheets end in them).
            .filter(|(_, cells)| cells.iter().any(|c| !c.trim().is_empty()))
            .collect();
        Self { headings, rows }
    }

    /// The cell of `row` under the heading `name` (ignoring case and a
    /// trailing `*`, the template's mark of a required column), trimmed;
    /// empty when there is no such column or cell.
    pub fn cell<'a>(&self, row: &'a [String], name: &str) -> &'a str {
        self.column(name)
            .and_then(|i| row.get(i))
            .map_or("", |c| c.trim())
    }

    /// The index of the column headed `name` (as [`Sheet::cell`] reads it).
    pub fn column(&self, name: &str) -> Option<usize> {
        self.headings
            .iter()
            .position(|h| h.trim_end_matches('*').trim().eq_ignore_ascii_case(name))
    }
}

/// Why a file could not be read at all.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ReadError {
    #[error("the file is not a CSV or XLSX file")]
    UnknownType,
    #[error("the spreadsheet could not be read: {0}")]
    Broken(String),
}

/// Reads a CSV (by its name or content) or an XLSX (a zip) file.
pub fn read(file_name: &str, bytes: &[u8]) -> Result<Sheet, ReadError> {
    let lower = file_name.to_ascii_lowercase();
    if bytes.starts_with(b"PK\x03\x04") {
        return xlsx::read(bytes).map(Sheet::from_lines);
    }
    if lower.ends_with(".xlsx") {
        return Err(ReadError::Broken("not a zip archive".into()));
    }
    if lower.ends_with(".csv") || lower.ends_with(".txt") || lower.is_empty() {
        let text = std::str::from_utf8(bytes)
            .map_err(|_| ReadError::Broken("a CSV file must be UTF-8".into()))?;
        return Ok(Sheet::from_lines(csv::parse(text)));
    }
    Err(ReadError::UnknownType)
}
