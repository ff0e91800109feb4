//! XLSX through rust_xlsxwriter in its constant-memory mode: rows go to a
//! temporary file as they are written (never all in memory), and the
//! workbook is zipped straight into any writer, e.g. the response's body
//! (docs/adr/0015-streamed-exports.md). A bold header, frozen, filterable,
//! with the rating colours kept. Dates and instants are real Excel dates (a
//! serial number with a date format), so that a spreadsheet sorts, filters
//! and computes with them.

use std::{collections::HashMap, io::Write};

use chrono::{Datelike, Timelike};
use rust_xlsxwriter::{Color, ExcelDateTime, Format, Workbook};

use super::{Cell, Table, When, parse_hex, text_on};

/// An Excel date of a cell's date or instant (UTC).
fn excel_date(w: When) -> Result<ExcelDateTime, rust_xlsxwriter::XlsxError> {
    let day = |d: chrono::NaiveDate| {
        ExcelDateTime::from_ymd(d.year() as u16, d.month() as u8, d.day() as u8)
    };
    match w {
        When::Date(d) => day(d),
        When::Instant(t) => day(t.date())?.and_hms(t.hour() as u16, t.minute() as u8, t.second()),
    }
}

/// The row of the column headings; data starts below it.
const TOP: u32 = 3;

/// Writes `head`'s title, subtitle and headings (its rows are not used),
/// then every row of `batches` in order, then saves the workbook into
/// `out`. `stop` is asked between batches: true ends the writing early
/// (the reader has gone). Returns the rows written.
pub fn write<W: Write + Send>(
    head: &Table,
    batches: impl IntoIterator<Item = Vec<Vec<Cell>>>,
    stop: impl Fn() -> bool,
    out: W,
) -> anyhow::Result<u32> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet_with_constant_memory()?;
    sheet.set_name(sheet_name(&head.title))?;
    let bold = Format::new().set_bold();
    let header = Format::new()
        .set_bold()
        .set_background_color(Color::RGB(0x7367F0))
        .set_font_color(Color::White);
    sheet.write_string_with_format(0, 0, &head.title, &bold.clone().set_font_size(14))?;
    sheet.write_string(1, 0, &head.subtitle)?;
    for (c, col) in head.columns.iter().enumerate() {
        let c = c as u16;
        sheet.write_string_with_format(TOP, c, &col.heading, &header)?;
        sheet.set_column_width(c, f64::from(col.width.clamp(6, 60)))?;
    }
    let date = Format::new().set_num_format("yyyy-mm-dd");
    let instant = Format::new().set_num_format("yyyy-mm-dd hh:mm:ss");
    // One format per rating colour, not one per cell.
    let mut fills: HashMap<(u8, u8, u8), Format> = HashMap::new();
    let mut r = TOP;
    for batch in batches {
        if stop() {
            anyhow::bail!("the download was abandoned");
        }
        for row in batch {
            r += 1;
            for (c, cell) in row.iter().enumerate() {
                let c = c as u16;
                if let Some(w) = cell.when {
                    let format = match w {
                        When::Date(_) => &date,
                        When::Instant(_) => &instant,
                    };
                    sheet.write_datetime_with_format(r, c, &excel_date(w)?, format)?;
                    continue;
                }
                match cell.fill.as_deref().and_then(parse_hex) {
                    Some(rgb) => {
                        let f = fills.entry(rgb).or_insert_with(|| {
                            Format::new()
                                .set_background_color(Color::RGB(rgb_u32(rgb)))
                                .set_font_color(Color::RGB(rgb_u32(text_on(rgb))))
                        });
                        sheet.write_string_with_format(r, c, &cell.text, f)?;
                    }
                    None => match cell.text.parse::<f64>() {
                        // Numbers stay numbers (scores, progress).
                        Ok(n) if !cell.text.starts_with('0') || cell.text == "0" => {
                            sheet.write_number(r, c, n)?;
                        }
                        _ => {
                            sheet.write_string(r, c, &cell.text)?;
                        }
                    },
                }
            }
        }
    }
    sheet.set_freeze_panes(TOP + 1, 0)?;
    if !head.columns.is_empty() {
        sheet.autofilter(TOP, 0, r, head.columns.len() as u16 - 1)?;
    }
    book.save_to_writer(out)?;
    Ok(r - TOP)
}

/// A whole table as an XLSX file in memory (small tables, tests).
pub fn render(t: &Table) -> anyhow::Result<Vec<u8>> {
    let mut out = vec![];
    write(t, [t.rows.clone()], || false, &mut out)?;
    Ok(out)
}

fn rgb_u32((r, g, b): (u8, u8, u8)) -> u32 {
    (u32::from(r) << 16) | (u32::from(g) << 8) | u32::from(b)
}

/// Sheet names: at most 31 characters, none of `[]:*?/\`.
fn sheet_name(title: &str) -> String {
    let s: String = title
        .chars()
        .filter(|c| !"[]:*?/\\".contains(*c))
        .take(31)
        .collect();
    if s.trim().is_empty() {
        "Report".into()
    } else {
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Cell, Column};

    #[test]
    fn the_workbook_is_a_zip_with_a_sheet() {
        let t = Table {
            title: "Risk register: all [active]".into(),
            columns: vec![Column {
                heading: "Net".into(),
                width: 10,
            }],
            rows: vec![
                vec![Cell::filled("High", "#EA5455")],
                vec![Cell::text("12")],
            ],
            ..Default::default()
        };
        let bytes = render(&t).unwrap();
        assert_eq!(&bytes[..2], b"PK");
        assert!(bytes.len() > 1000);
        assert_eq!(sheet_name(&t.title), "Risk register all active");
    }

    #[test]
    fn dates_are_excel_dates() {
        assert_eq!(
            excel_date(When::Date(
                chrono::NaiveDate::from_ymd_opt(2026, 1, 2).unwrap()
            ))
            .unwrap()
            .to_excel(),
            46024.0
        );
        let t = chrono::NaiveDate::from_ymd_opt(2026, 1, 2)
            .unwrap()
            .and_hms_opt(12, 0, 0)
            .unwrap();
        assert_eq!(excel_date(When::Instant(t)).unwrap().to_excel(), 46024.5);
    }
}
