//! CSV as spreadsheets write it (RFC 4180: quoted fields with doubled
//! quotes and line breaks inside, CRLF or LF), a UTF-8 byte-order mark, and
//! ';' instead of ',' where the heading line says so (European Excel).
//!
//! Parsed by `csv-core`, the `csv` crate's own parser, one field at a time
//! into a buffer of one cell's limit: the `csv` crate's `Reader` would hold a
//! whole record first (eight bytes of bounds per field, so a line of ten
//! million delimiters costs 80 MB before any limit could be checked).
//! Lines are counted by record: a record's line is its row when a
//! spreadsheet program opens the file.

use csv_core::{ReadFieldResult, ReaderBuilder};

use super::{Limits, ReadError, Rows, Sheet};

/// The rows of a CSV file, within `limits`.
pub fn read(bytes: &[u8], limits: Limits) -> Result<Sheet, ReadError> {
    let text = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    let mut reader = ReaderBuilder::new().delimiter(delimiter(text)).build();
    let mut rows = Rows::new(limits);
    // One cell's bytes, and one more to tell a cell at the limit from one past it.
    let mut field = vec![0u8; limits.cell_bytes + 1];
    let (mut input, mut used) = (text, 0usize);
    let (mut row, mut column) = (0u32, 0u32);
    loop {
        let (result, read, written) = reader.read_field(input, &mut field[used..]);
        input = &input[read..];
        used += written;
        match result {
            // The whole file is one buffer: the next call reads its end.
            ReadFieldResult::InputEmpty => {}
            ReadFieldResult::OutputFull => {
                return Err(ReadError::TooLarge(format!(
                    "a cell holds more than {} characters (line {}, column {})",
                    limits.cell_bytes,
                    row as u64 + 1,
                    column as u64 + 1
                )));
            }
            ReadFieldResult::Field { record_end } => {
                let cell = std::str::from_utf8(&field[..used])
                    .map_err(|_| ReadError::Broken("a CSV file must be UTF-8".into()))?;
                if row == 0 && column == 0 {
                    // The heading line is the headings even when it is empty.
                    rows.touch(row)?;
                }
                rows.put(row, column, cell)?;
                used = 0;
                if record_end {
                    row = row.saturating_add(1);
                    column = 0;
                } else {
                    column = column.saturating_add(1);
                }
            }
            ReadFieldResult::End => break,
        }
    }
    Ok(rows.into_sheet())
}

/// ';' when the heading line has more of them than ',' (Excel in most of
/// Europe writes CSV with ';'), else ','.
fn delimiter(text: &[u8]) -> u8 {
    let first = text.split(|b| *b == b'\n').next().unwrap_or_default();
    let count = |d: u8| first.iter().filter(|b| **b == d).count();
    if count(b';') > count(b',') {
        b';'
    } else {
        b','
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        rows: 10,
        columns: 4,
        cell_bytes: 64,
        text_bytes: 1024,
    };

    fn rows(text: &str) -> Sheet {
        read(text.as_bytes(), LIMITS).unwrap()
    }

    #[test]
    fn quotes_commas_and_line_breaks_inside_a_field_stay_in_it() {
        let sheet = rows(
            "\u{feff}title,description\r\n\"Fraud, internal\",\"Said \"\"no\"\"\nthen yes\"\r\nLast,\n",
        );
        assert_eq!(sheet.headings, ["title", "description"]);
        assert_eq!(
            sheet.rows,
            [
                (
                    2,
                    vec!["Fraud, internal".into(), "Said \"no\"\nthen yes".into()]
                ),
                (3, vec!["Last".into()]),
            ]
        );
    }

    #[test]
    fn a_semicolon_heading_line_splits_on_semicolons() {
        let sheet = rows("title;gross_likelihood\nStörung, groß;3");
        assert_eq!(sheet.rows[0].1, ["Störung, groß", "3"]);
    }

    #[test]
    fn rows_columns_and_cells_past_the_limits_are_refused() {
        let many_rows = "t\n".repeat(12);
        assert!(
            matches!(read(many_rows.as_bytes(), LIMITS), Err(ReadError::TooLarge(m)) if m.contains("line 12"))
        );
        assert!(matches!(
            read(b"a,b,c,d,e\n", LIMITS),
            Err(ReadError::TooLarge(m)) if m.contains("column 5")
        ));
        // Empty fields past the last column are no values (trailing commas).
        assert_eq!(
            read(b"a,b,c,d,,,,\n", LIMITS).unwrap().headings,
            ["a", "b", "c", "d"]
        );
        let long = format!("t\n{}\n", "x".repeat(65));
        assert!(
            matches!(read(long.as_bytes(), LIMITS), Err(ReadError::TooLarge(m)) if m.contains("64"))
        );
        let at_limit = format!("t\n{}\n", "x".repeat(64));
        assert_eq!(read(at_limit.as_bytes(), LIMITS).unwrap().rows.len(), 1);
    }

    #[test]
    fn a_file_that_is_not_utf8_is_broken() {
        assert!(matches!(
            read(b"title\n\xff\xfe\n", LIMITS),
            Err(ReadError::Broken(_))
        ));
    }

    #[test]
    fn blank_lines_are_no_records() {
        let sheet = rows("title\n\nFire\n\n");
        assert_eq!(sheet.rows.len(), 1);
        assert_eq!(sheet.rows[0].1, ["Fire"]);
    }
}
