//! Spreadsheets read for a bulk import (issue 13): a CSV or an XLSX file
//! becomes a [`Sheet`] of text cells, its first row the headings. What the
//! cells mean is the importing route's business; the services check them.
//! [`route`] and [`names`] are what the import routes share.
//!
//! Files come from users, so they are read with well-kept parsers (calamine
//! for XLSX, csv-core for CSV; ADR 28) and every size is bounded *while*
//! reading, before memory is taken: rows, columns, the length of a cell and
//! all the text together ([`Limits`]); for XLSX also the archive's declared
//! and real decompressed sizes and the shared-string count ([`xlsx`]).

#[cfg(any(test, feature = "crafted-files"))]
pub mod crafted;
mod csv;
pub mod names;
#[cfg(test)]
mod properties;
pub mod route;
mod xlsx;

pub use route::{MAX_ROWS, Problem};

/// A file's rows as text: the headings, then the data rows with their line
/// in the file (the headings are line 1 when they are on the first line).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sheet {
    pub headings: Vec<String>,
    pub rows: Vec<(u32, Vec<String>)>,
}

impl Sheet {
    /// The first row read is the headings; rows with nothing in them are
    /// not records (spreadsheets end in them).
    fn from_rows(lines: impl IntoIterator<Item = (u32, Vec<String>)>) -> Self {
        let mut it = lines.into_iter();
        let headings = it
            .next()
            .map(|(_, cells)| cells)
            .unwrap_or_default()
            .into_iter()
            .map(|h| h.trim().to_owned())
            .collect();
        let rows = it
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

/// How much of a file is read before it is refused as too large.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Data rows (the heading row is not counted).
    pub rows: usize,
    /// Columns holding a value.
    pub columns: usize,
    /// Bytes of one cell's text.
    pub cell_bytes: usize,
    /// Bytes of all the cells' text together.
    pub text_bytes: usize,
}

impl Limits {
    /// Whether a cell at 0-based (`row`, `column`) is past the limits, and
    /// which limit: rows are counted from the heading row.
    fn place(&self, row: u64, column: u64) -> Result<(), ReadError> {
        if row > self.rows as u64 {
            return Err(ReadError::TooLarge(format!(
                "at most {} rows in one import; this file has a value on line {}",
                self.rows,
                row + 1
            )));
        }
        if column >= self.columns as u64 {
            return Err(ReadError::TooLarge(format!(
                "at most {} columns; this file has a value in column {}",
                self.columns,
                column + 1
            )));
        }
        Ok(())
    }
}

/// Every row of a file, in order, without more than [`Limits`] allows.
#[derive(Debug)]
struct Rows {
    limits: Limits,
    text: usize,
    rows: std::collections::BTreeMap<u32, Vec<String>>,
}

impl Rows {
    fn new(limits: Limits) -> Self {
        Self {
            limits,
            text: 0,
            rows: Default::default(),
        }
    }

    /// Puts a cell's text at 0-based (`row`, `column`); empty text is no value.
    fn put(&mut self, row: u32, column: u32, text: &str) -> Result<(), ReadError> {
        if text.is_empty() {
            return Ok(());
        }
        self.limits.place(row.into(), column.into())?;
        if text.len() > self.limits.cell_bytes {
            return Err(ReadError::TooLarge(format!(
                "a cell holds more than {} characters (line {}, column {})",
                self.limits.cell_bytes,
                row as u64 + 1,
                column as u64 + 1
            )));
        }
        self.text += text.len();
        if self.text > self.limits.text_bytes {
            return Err(ReadError::TooLarge(format!(
                "the cells hold more than {} MB of text",
                self.limits.text_bytes / 1_048_576
            )));
        }
        // Both bounded by `place`: at most rows + 1 rows of `columns` cells.
        let cells = self.rows.entry(row).or_default();
        let column = column as usize;
        if cells.len() <= column {
            cells.resize(column + 1, String::new());
        }
        cells[column] = text.to_owned();
        Ok(())
    }

    /// A line that is there even when empty (a CSV's heading line).
    fn touch(&mut self, row: u32) -> Result<(), ReadError> {
        self.limits.place(row.into(), 0)?;
        self.rows.entry(row).or_default();
        Ok(())
    }

    fn into_sheet(self) -> Sheet {
        Sheet::from_rows(self.rows.into_iter().map(|(row, cells)| (row + 1, cells)))
    }
}

/// Why a file could not be read at all.
#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum ReadError {
    #[error("the file is not a CSV or XLSX file")]
    UnknownType,
    #[error("the spreadsheet could not be read: {0}")]
    Broken(String),
    /// Past one of the [`Limits`] or the archive's bounds: nothing more is read.
    #[error("{0}")]
    TooLarge(String),
}

/// Reads a CSV (by its name or content) or an XLSX (a zip) file.
pub fn read(file_name: &str, bytes: &[u8], limits: Limits) -> Result<Sheet, ReadError> {
    let lower = file_name.to_ascii_lowercase();
    if bytes.starts_with(b"PK\x03\x04") {
        return xlsx::read(bytes, limits);
    }
    if lower.ends_with(".xlsx") {
        return Err(ReadError::Broken("not a zip archive".into()));
    }
    if lower.ends_with(".csv") || lower.ends_with(".txt") || lower.is_empty() {
        return csv::read(bytes, limits);
    }
    Err(ReadError::UnknownType)
}

#[cfg(test)]
mod tests {
    use super::*;

    pub(super) const SMALL: Limits = Limits {
        rows: 3,
        columns: 4,
        cell_bytes: 10,
        text_bytes: 40,
    };

    #[test]
    fn rows_past_the_limits_are_refused_before_they_are_kept() {
        let mut rows = Rows::new(SMALL);
        rows.put(0, 0, "title").unwrap();
        rows.put(3, 3, "last").unwrap();
        assert!(matches!(rows.put(4, 0, "x"), Err(ReadError::TooLarge(m)) if m.contains("line 5")));
        assert!(
            matches!(rows.put(1, 4, "x"), Err(ReadError::TooLarge(m)) if m.contains("column 5"))
        );
        assert!(matches!(
            rows.put(1, 1, "eleven char"),
            Err(ReadError::TooLarge(_))
        ));
        // Empty text is no value: nothing is placed, so nothing is refused.
        rows.put(4_000_000_000, 4_000_000_000, "").unwrap();
        assert_eq!(rows.rows.len(), 2);
    }

    #[test]
    fn the_text_of_all_cells_is_bounded_together() {
        let mut rows = Rows::new(SMALL);
        for i in 0..4 {
            rows.put(i, 0, "ten chars!").unwrap();
        }
        assert!(matches!(rows.put(0, 1, "x"), Err(ReadError::TooLarge(_))));
    }

    #[test]
    fn the_first_row_is_the_headings_and_empty_rows_are_no_records() {
        let mut rows = Rows::new(SMALL);
        rows.put(0, 1, " b ").unwrap();
        rows.put(2, 0, "x").unwrap();
        rows.put(1, 2, " ").unwrap();
        let sheet = rows.into_sheet();
        assert_eq!(sheet.headings, ["", "b"]);
        assert_eq!(sheet.rows, [(3, vec!["x".to_owned()])]);
    }
}
