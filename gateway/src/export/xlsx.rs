//! XLSX through rust_xlsxwriter: a bold header, frozen, filterable, with the
//! rating colours kept.

use rust_xlsxwriter::{Color, Format, Workbook};

use super::{Table, parse_hex, text_on};

pub fn render(t: &Table) -> anyhow::Result<Vec<u8>> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    sheet.set_name(sheet_name(&t.title))?;
    let bold = Format::new().set_bold();
    let header = Format::new()
        .set_bold()
        .set_background_color(Color::RGB(0x7367F0))
        .set_font_color(Color::White);
    sheet.write_string_with_format(0, 0, &t.title, &bold.clone().set_font_size(14))?;
    sheet.write_string(1, 0, &t.subtitle)?;
    let top = 3u32;
    for (c, col) in t.columns.iter().enumerate() {
        let c = c as u16;
        sheet.write_string_with_format(top, c, &col.heading, &header)?;
        sheet.set_column_width(c, f64::from(col.width.clamp(6, 60)))?;
    }
    for (r, row) in t.rows.iter().enumerate() {
        let r = top + 1 + r as u32;
        for (c, cell) in row.iter().enumerate() {
            let c = c as u16;
            match cell.fill.as_deref().and_then(parse_hex) {
                Some(rgb) => {
                    let fg = text_on(rgb);
                    let f = Format::new()
                        .set_background_color(Color::RGB(rgb_u32(rgb)))
                        .set_font_color(Color::RGB(rgb_u32(fg)));
                    sheet.write_string_with_format(r, c, &cell.text, &f)?;
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
    sheet.set_freeze_panes(top + 1, 0)?;
    if !t.columns.is_empty() {
        sheet.autofilter(
            top,
            0,
            top + t.rows.len() as u32,
            t.columns.len() as u16 - 1,
        )?;
    }
    Ok(book.save_to_buffer()?)
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
}
