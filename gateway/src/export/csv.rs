//! CSV (RFC 4180), with cells that a spreadsheet would run as formulas
//! defused. Every file starts with a UTF-8 byte order mark: without it Excel
//! reads the file in the machine's legacy code page and garbles accents.

use super::Table;

/// The UTF-8 byte order mark that starts every CSV file.
pub const BOM: &str = "\u{feff}";

/// One CSV cell: quoted when needed; a leading `= + - @`, tab or CR gets a `'`
/// so that opening the file never runs a formula (CSV injection).
pub fn cell(v: &str) -> String {
    let v = if v.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{v}")
    } else {
        v.to_owned()
    };
    if v.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", v.replace('"', "\"\""))
    } else {
        v
    }
}

/// One CSV record: the cells, escaped, and the line end.
pub fn line<'a>(cells: impl IntoIterator<Item = &'a str>) -> String {
    let mut out = cells.into_iter().map(cell).collect::<Vec<_>>().join(",");
    out.push('\n');
    out
}

/// The start of a file: the byte order mark and the header line.
pub fn start<'a>(headings: impl IntoIterator<Item = &'a str>) -> String {
    let mut out = String::from(BOM);
    out.push_str(&line(headings));
    out
}

/// The start of a table's file: the byte order mark and its header line.
pub fn header(t: &Table) -> String {
    start(t.columns.iter().map(|c| c.heading.as_str()))
}

/// The lines of some rows.
pub fn rows(rows: &[Vec<super::Cell>]) -> String {
    rows.iter()
        .map(|r| line(r.iter().map(|c| c.text.as_str())))
        .collect()
}

pub fn render(t: &Table) -> String {
    header(t) + &rows(&t.rows)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Cell, Column};

    #[test]
    fn cells_are_quoted_and_defused() {
        assert_eq!(cell("plain"), "plain");
        assert_eq!(cell("a,b"), "\"a,b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("=HYPERLINK(1)"), "'=HYPERLINK(1)");
    }

    #[test]
    fn a_table_becomes_a_header_and_rows() {
        let t = Table {
            columns: vec![
                Column {
                    heading: "Reference".into(),
                    width: 8,
                },
                Column {
                    heading: "Title".into(),
                    width: 30,
                },
            ],
            rows: vec![vec![Cell::text("R-0001"), Cell::text("Fire, flood")]],
            ..Default::default()
        };
        assert_eq!(
            render(&t),
            "\u{feff}Reference,Title\nR-0001,\"Fire, flood\"\n"
        );
        assert_eq!(&render(&t).as_bytes()[..3], b"\xEF\xBB\xBF", "a UTF-8 BOM");
    }
}
