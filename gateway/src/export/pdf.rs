//! A small PDF writer for report tables: A4 landscape, the standard
//! Helvetica fonts (no embedding), a header row repeated on every page,
//! rating colours as cell fills, page numbers. Text outside Latin-1 prints
//! as `?` (the standard fonts' WinAnsi encoding).

use super::{Table, parse_hex, text_on};

const PAGE_W: f64 = 842.0;
const PAGE_H: f64 = 595.0;
const MARGIN: f64 = 36.0;
const FONT: f64 = 8.0;
const ROW_H: f64 = 14.0;

/// PDF string literal bytes in WinAnsi (Latin-1 for our purposes).
fn pdf_text(s: &str) -> String {
    let mut out = String::new();
    for ch in s.chars() {
        match ch {
            '(' | ')' | '\\' => {
                out.push('\\');
                out.push(ch);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            c if (c as u32) < 0x20 => {}
            c if (c as u32) < 0x7f => out.push(c),
            c if (0xa0..=0xff).contains(&(c as u32)) => {
                out.push_str(&format!("\\{:03o}", c as u32))
            }
            _ => out.push('?'),
        }
    }
    out
}

/// Cuts `s` to about `width` points of Helvetica at `size` (average glyph 0.52 em).
fn fit(s: &str, width: f64, size: f64) -> String {
    let max = ((width / (size * 0.52)).floor() as usize).max(1);
    let n = s.chars().count();
    if n <= max {
        s.to_owned()
    } else {
        let mut t: String = s.chars().take(max.saturating_sub(1)).collect();
        t.push('~');
        t
    }
}

fn rgb(c: (u8, u8, u8)) -> String {
    format!(
        "{:.3} {:.3} {:.3}",
        f64::from(c.0) / 255.0,
        f64::from(c.1) / 255.0,
        f64::from(c.2) / 255.0
    )
}

fn page_content(
    t: &Table,
    rows: &[Vec<super::Cell>],
    widths: &[f64],
    page: usize,
    pages: usize,
) -> String {
    let mut s = String::new();
    let mut y = PAGE_H - MARGIN;
    s.push_str(&format!(
        "BT /F2 14 Tf {MARGIN} {:.1} Td ({}) Tj ET\n",
        y - 14.0,
        pdf_text(&t.title)
    ));
    y -= 30.0;
    s.push_str(&format!(
        "BT /F1 9 Tf 0.4 0.4 0.4 rg {MARGIN} {y:.1} Td ({}) Tj ET\n",
        pdf_text(&t.subtitle)
    ));
    y -= 16.0;
    // Header row.
    let total_w: f64 = widths.iter().sum();
    s.push_str(&format!(
        "0.451 0.404 0.941 rg {MARGIN} {:.1} {total_w:.1} {ROW_H} re f\n",
        y - ROW_H
    ));
    let mut x = MARGIN;
    for (c, w) in t.columns.iter().zip(widths) {
        s.push_str(&format!(
            "BT /F2 {FONT} Tf 1 1 1 rg {:.1} {:.1} Td ({}) Tj ET\n",
            x + 3.0,
            y - ROW_H + 4.0,
            pdf_text(&fit(&c.heading, w - 6.0, FONT))
        ));
        x += w;
    }
    y -= ROW_H;
    for (i, row) in rows.iter().enumerate() {
        if i % 2 == 1 {
            s.push_str(&format!(
                "0.965 0.965 0.975 rg {MARGIN} {:.1} {total_w:.1} {ROW_H} re f\n",
                y - ROW_H
            ));
        }
        let mut x = MARGIN;
        for (cell, w) in row.iter().zip(widths) {
            let mut color = (40, 40, 40);
            if let Some(fill) = cell.fill.as_deref().and_then(parse_hex) {
                s.push_str(&format!(
                    "{} rg {:.1} {:.1} {:.1} {:.1} re f\n",
                    rgb(fill),
                    x + 1.0,
                    y - ROW_H + 1.5,
                    w - 2.0,
                    ROW_H - 3.0
                ));
                color = text_on(fill);
            }
            s.push_str(&format!(
                "BT /F1 {FONT} Tf {} rg {:.1} {:.1} Td ({}) Tj ET\n",
                rgb(color),
                x + 3.0,
                y - ROW_H + 4.0,
                pdf_text(&fit(&cell.text, w - 6.0, FONT))
            ));
            x += w;
        }
        y -= ROW_H;
    }
    s.push_str(&format!(
        "BT /F1 8 Tf 0.5 0.5 0.5 rg {:.1} {:.1} Td (Page {page} of {pages}) Tj ET\n",
        PAGE_W - MARGIN - 60.0,
        MARGIN - 16.0
    ));
    s
}

pub fn render(t: &Table) -> Vec<u8> {
    let usable = PAGE_W - 2.0 * MARGIN;
    let units: f64 = t
        .columns
        .iter()
        .map(|c| f64::from(c.width.max(1)))
        .sum::<f64>()
        .max(1.0);
    let widths: Vec<f64> = t
        .columns
        .iter()
        .map(|c| usable * f64::from(c.width.max(1)) / units)
        .collect();
    let per_page = ((PAGE_H - 2.0 * MARGIN - 60.0) / ROW_H).floor() as usize;
    let chunks: Vec<&[Vec<super::Cell>]> = if t.rows.is_empty() {
        vec![&[]]
    } else {
        t.rows.chunks(per_page).collect()
    };
    let pages = chunks.len();

    // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, then a
    // page and its content stream per page.
    let mut objects: Vec<String> = vec![
        "<< /Type /Catalog /Pages 2 0 R >>".into(),
        String::new(),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>".into(),
        "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>"
            .into(),
    ];
    let mut kids = vec![];
    for (i, rows) in chunks.iter().enumerate() {
        let page_id = objects.len() + 1;
        let content_id = page_id + 1;
        kids.push(format!("{page_id} 0 R"));
        objects.push(format!(
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {PAGE_W} {PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents {content_id} 0 R >>"
        ));
        let content = page_content(t, rows, &widths, i + 1, pages);
        objects.push(format!(
            "<< /Length {} >>\nstream\n{content}endstream",
            content.len()
        ));
    }
    objects[1] = format!(
        "<< /Type /Pages /Kids [{}] /Count {pages} >>",
        kids.join(" ")
    );

    let mut out = b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n".to_vec();
    let mut offsets = vec![];
    for (i, o) in objects.iter().enumerate() {
        offsets.push(out.len());
        out.extend_from_slice(format!("{} 0 obj\n{o}\nendobj\n", i + 1).as_bytes());
    }
    let xref = out.len();
    out.extend_from_slice(
        format!("xref\n0 {}\n0000000000 65535 f \n", objects.len() + 1).as_bytes(),
    );
    for off in offsets {
        out.extend_from_slice(format!("{off:010} 00000 n \n").as_bytes());
    }
    out.extend_from_slice(
        format!(
            "trailer\n<< /Size {} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n",
            objects.len() + 1
        )
        .as_bytes(),
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::{Cell, Column};

    fn table(rows: usize) -> Table {
        Table {
            title: "Risk register".into(),
            subtitle: "All risks".into(),
            columns: vec![
                Column {
                    heading: "Reference".into(),
                    width: 8,
                },
                Column {
                    heading: "Net".into(),
                    width: 10,
                },
            ],
            rows: (0..rows)
                .map(|i| {
                    vec![
                        Cell::text(format!("R-{i:04}")),
                        Cell::filled("High", "#EA5455"),
                    ]
                })
                .collect(),
        }
    }

    #[test]
    fn a_long_table_spans_pages_with_a_valid_cross_reference() {
        let bytes = render(&table(100));
        let text = String::from_utf8_lossy(&bytes);
        assert!(text.starts_with("%PDF-1.4"));
        assert!(text.contains("/Count 4"), "100 rows at 33 a page");
        assert!(text.contains("(R-0099)"));
        // startxref points at the xref table.
        let at: usize = text
            .rsplit("startxref\n")
            .next()
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!(bytes[at..].starts_with(b"xref"), "offsets count bytes");
    }

    #[test]
    fn text_is_escaped_and_cut_to_its_column() {
        assert_eq!(pdf_text("a(b)\\c"), "a\\(b\\)\\\\c");
        assert_eq!(pdf_text("Müller"), "M\\374ller");
        assert_eq!(pdf_text("日本"), "??");
        assert_eq!(fit("abcdefghij", 20.0, 8.0), "abc~");
        assert_eq!(fit("abcd", 20.0, 8.0), "abcd");
    }
}
