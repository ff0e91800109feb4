//! The first worksheet of an XLSX file as text cells: the shared strings,
//! inline strings and numbers of `xl/worksheets/sheet1.xml`. A small reader
//! of the few elements a sheet's values live in, not a general XML parser:
//! an import needs the values, not formats or formulas.

use std::io::{Cursor, Read};

use super::ReadError;

/// Bigger than any sheet of 10,000 risks; stops a zip bomb.
const MAX_XML_BYTES: u64 = 64 * 1024 * 1024;

pub fn read(bytes: &[u8]) -> Result<Vec<Vec<String>>, ReadError> {
    let broken = |e: &dyn std::fmt::Display| ReadError::Broken(e.to_string());
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(|e| broken(&e))?;
    let mut text = |name: &str| -> Result<Option<String>, ReadError> {
        let Ok(file) = zip.by_name(name) else {
            return Ok(None);
        };
        let mut s = String::new();
        file.take(MAX_XML_BYTES)
            .read_to_string(&mut s)
            .map_err(|e| broken(&e))?;
        Ok(Some(s))
    };
    let shared = text("xl/sharedStrings.xml")?
        .map(|x| shared_strings(&x))
        .unwrap_or_default();
    let sheet = text("xl/worksheets/sheet1.xml")?
        .ok_or_else(|| ReadError::Broken("no first worksheet".into()))?;
    Ok(rows(&sheet, &shared))
}

/// Each `<si>`'s text: its `<t>` runs joined.
fn shared_strings(xml: &str) -> Vec<String> {
    elements(xml, "si").map(texts).collect()
}

/// The rows of a sheet: each `<row>`'s cells placed by their reference
/// (empty cells in between are left out of the file).
fn rows(xml: &str, shared: &[String]) -> Vec<Vec<String>> {
    let mut out: Vec<Vec<String>> = vec![];
    for row in elements(xml, "row") {
        let mut cells: Vec<String> = vec![];
        for (attrs, body) in elements_with_attrs(row, "c") {
            let col = attr(attrs, "r").map_or(cells.len(), column_of);
            let value = match attr(attrs, "t") {
                Some("s") => inner(body, "v")
                    .and_then(|v| v.trim().parse::<usize>().ok())
                    .and_then(|i| shared.get(i).cloned())
                    .unwrap_or_default(),
                Some("inlineStr") => texts(body),
                _ => inner(body, "v").map(unescape).unwrap_or_default(),
            };
            if cells.len() <= col {
                cells.resize(col + 1, String::new());
            }
            cells[col] = value;
        }
        out.push(cells);
    }
    out
}

/// "C12" -> 2 (0-based column).
fn column_of(reference: &str) -> usize {
    reference
        .chars()
        .take_while(char::is_ascii_alphabetic)
        .fold(0, |n, c| {
            n * 26 + (c.to_ascii_uppercase() as usize - 'A' as usize + 1)
        })
        .saturating_sub(1)
}

/// The bodies of every `<tag ...>body</tag>` (a self-closing one has none).
fn elements<'a>(xml: &'a str, tag: &'a str) -> impl Iterator<Item = &'a str> {
    elements_with_attrs(xml, tag).map(|(_, body)| body)
}

/// (attributes, body) of every `<tag ...>body</tag>` or `<tag .../>`.
fn elements_with_attrs<'a>(xml: &'a str, tag: &'a str) -> impl Iterator<Item = (&'a str, &'a str)> {
    let open = format!("<{tag}");
    let close = format!("</{tag}>");
    let mut rest = xml;
    std::iter::from_fn(move || {
        loop {
            let start = rest.find(&open)?;
            let after = &rest[start + open.len()..];
            // `<c` must not match `<cols>`: the name ends at a space, '>' or '/'.
            if !after.starts_with([' ', '>', '/', '\t', '\n', '\r']) {
                rest = after;
                continue;
            }
            let end_of_open = after.find('>')?;
            let attrs = &after[..end_of_open];
            if attrs.ends_with('/') {
                rest = &after[end_of_open + 1..];
                return Some((attrs.trim_end_matches('/'), ""));
            }
            let body_and_rest = &after[end_of_open + 1..];
            let end = body_and_rest.find(&close)?;
            rest = &body_and_rest[end + close.len()..];
            return Some((attrs, &body_and_rest[..end]));
        }
    })
}

fn inner<'a>(xml: &'a str, tag: &'a str) -> Option<&'a str> {
    elements(xml, tag).next()
}

/// Every `<t>` text of a string item or inline string, joined and unescaped;
/// phonetic runs (`<rPh>`) are not the text.
fn texts(xml: &str) -> String {
    let without_phonetic: String = {
        let mut s = String::new();
        let mut rest = xml;
        while let Some(i) = rest.find("<rPh") {
            s.push_str(&rest[..i]);
            rest = rest[i..].find("</rPh>").map_or("", |j| &rest[i + j + 6..]);
        }
        s.push_str(rest);
        s
    };
    elements(&without_phonetic, "t").map(unescape).collect()
}

fn attr<'a>(attrs: &'a str, name: &str) -> Option<&'a str> {
    let key = format!("{name}=\"");
    let mut rest = attrs;
    loop {
        let i = rest.find(&key)?;
        // A whole attribute name: `r="` must not match `sqref="`.
        if i == 0 || rest[..i].ends_with([' ', '\t', '\n', '\r']) {
            let v = &rest[i + key.len()..];
            return v.find('"').map(|j| &v[..j]);
        }
        rest = &rest[i + key.len()..];
    }
}

fn unescape(s: &str) -> String {
    if !s.contains('&') {
        return s.to_owned();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        let Some(end) = tail.find(';') else {
            out.push_str(tail);
            return out;
        };
        let entity = &tail[1..end];
        let decoded = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            e if e.starts_with("#x") => u32::from_str_radix(&e[2..], 16)
                .ok()
                .and_then(char::from_u32),
            e if e.starts_with('#') => e[1..].parse().ok().and_then(char::from_u32),
            _ => None,
        };
        match decoded {
            Some(c) => out.push(c),
            None => out.push_str(&tail[..=end]),
        }
        rest = &tail[end + 1..];
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_workbook_written_by_rust_xlsxwriter_reads_back_cell_by_cell() {
        let mut book = rust_xlsxwriter::Workbook::new();
        let sheet = book.add_worksheet();
        sheet.write_string(0, 0, "title").unwrap();
        sheet.write_string(0, 2, "gross_likelihood").unwrap();
        sheet.write_string(1, 0, "Łukasz's <fraud> & co").unwrap();
        sheet.write_number(1, 2, 3).unwrap();
        sheet.write_string(2, 1, "only B").unwrap();
        let bytes = book.save_to_buffer().unwrap();
        let rows = read(&bytes).unwrap();
        assert_eq!(rows[0], ["title", "", "gross_likelihood"]);
        assert_eq!(rows[1], ["Łukasz's <fraud> & co", "", "3"]);
        assert_eq!(rows[2], ["", "only B"]);
    }

    #[test]
    fn inline_strings_entities_and_column_letters() {
        let xml = r#"<sheetData><row r="1"><c r="AA1" t="inlineStr"><is><t>a &amp; b&#x21;</t></is></c><c r="B1" s="3"/></row></sheetData>"#;
        let rows = rows(xml, &[]);
        assert_eq!(rows[0].len(), 27);
        assert_eq!(rows[0][26], "a & b!");
        assert_eq!(column_of("C12"), 2);
    }

    #[test]
    fn not_a_zip_is_a_broken_file() {
        assert!(matches!(
            read(b"PK\x03\x04nonsense"),
            Err(ReadError::Broken(_))
        ));
    }
}
