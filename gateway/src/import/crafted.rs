//! Workbooks made to hurt a reader (issue 30), for the tests of the import
//! readers here and of the import routes in the all-in-one: each is a real
//! zip archive with the parts calamine looks for, and one thing wrong.
//! Built only for tests (`cfg(test)` or the `crafted-files` feature).

use std::io::{Cursor, Write};

use zip::{CompressionMethod, ZipWriter, write::SimpleFileOptions};

const CONTENT_TYPES: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>"#;
const ROOT_RELS: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>"#;
const WORKBOOK: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Risks" sheetId="1" r:id="rId1"/></sheets></workbook>"#;
const WORKBOOK_RELS: &str = r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>"#;

/// A part's body: bytes, or one piece repeated (written piece by piece, so a
/// bomb is never whole in memory).
pub enum Body<'a> {
    Bytes(&'a [u8]),
    Repeated {
        head: &'a str,
        piece: &'a str,
        times: usize,
        tail: &'a str,
    },
}

/// A workbook of one sheet (`sheet_data`: what goes inside `<worksheet>`)
/// and, when given, a shared-strings part.
pub fn workbook(sheet: Body<'_>, shared_strings: Option<Body<'_>>) -> Vec<u8> {
    let mut zip = ZipWriter::new(Cursor::new(Vec::new()));
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .compression_level(Some(9));
    let mut part = |name: &str, body: Body<'_>| {
        zip.start_file(name, options).expect("a new part");
        match body {
            Body::Bytes(b) => zip.write_all(b).expect("written"),
            Body::Repeated {
                head,
                piece,
                times,
                tail,
            } => {
                zip.write_all(head.as_bytes()).expect("written");
                let chunk = piece.repeat(64 * 1024 / piece.len().max(1) + 1);
                let per_chunk = chunk.len() / piece.len().max(1);
                let mut left = times;
                while left > 0 {
                    let n = left.min(per_chunk);
                    zip.write_all(&chunk.as_bytes()[..n * piece.len()])
                        .expect("written");
                    left -= n;
                }
                zip.write_all(tail.as_bytes()).expect("written");
            }
        }
    };
    part("[Content_Types].xml", Body::Bytes(CONTENT_TYPES.as_bytes()));
    part("_rels/.rels", Body::Bytes(ROOT_RELS.as_bytes()));
    part("xl/workbook.xml", Body::Bytes(WORKBOOK.as_bytes()));
    part(
        "xl/_rels/workbook.xml.rels",
        Body::Bytes(WORKBOOK_RELS.as_bytes()),
    );
    part("xl/worksheets/sheet1.xml", sheet);
    if let Some(strings) = shared_strings {
        part("xl/sharedStrings.xml", strings);
    }
    zip.finish().expect("a finished archive").into_inner()
}

/// A worksheet part around `cells` (rows of `<c>` elements).
pub fn sheet_xml(dimension: &str, rows: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="{dimension}"/><sheetData>{rows}</sheetData></worksheet>"#
    )
}

/// An inline-string cell.
pub fn cell(reference: &str, text: &str) -> String {
    format!(r#"<c r="{reference}" t="inlineStr"><is><t>{text}</t></is></c>"#)
}

fn from_sheet(xml: &str) -> Vec<u8> {
    workbook(Body::Bytes(xml.as_bytes()), None)
}

/// A good workbook: the headings and one risk.
pub fn good() -> Vec<u8> {
    from_sheet(&sheet_xml(
        "A1:B2",
        &format!(
            r#"<row r="1">{}{}</row><row r="2">{}{}</row>"#,
            cell("A1", "title"),
            cell("B1", "description"),
            cell("A2", "Fire"),
            cell("B2", "The warehouse burns")
        ),
    ))
}

/// A cell whose column reference is twelve letters long (~10^17 columns).
pub fn huge_column_reference() -> Vec<u8> {
    from_sheet(&sheet_xml(
        "A1",
        &format!(
            r#"<row r="1">{}{}</row>"#,
            cell("A1", "title"),
            cell("ZZZZZZZZZZZZ1", "far away")
        ),
    ))
}

/// Legal references at Excel's own corners: column XFD, row 1,048,576,
/// with nothing between (and a dimension that does not say so).
pub fn sparse_rows_to_the_last_row() -> Vec<u8> {
    from_sheet(&sheet_xml(
        "A1:B3",
        &format!(
            r#"<row r="1">{}</row><row r="2">{}</row><row r="1048576">{}</row>"#,
            cell("A1", "title"),
            cell("A2", "Fire"),
            cell("XFD1048576", "last")
        ),
    ))
}

/// A sheet that declares itself the size of the whole grid.
pub fn whole_grid_dimension() -> Vec<u8> {
    from_sheet(&sheet_xml(
        "A1:XFD1048576",
        &format!(r#"<row r="1">{}</row>"#, cell("A1", "title")),
    ))
}

/// A million rows with one value each: more rows than any import takes.
pub fn a_million_rows() -> Vec<u8> {
    workbook(
        Body::Repeated {
            head: r#"<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>"#,
            piece: r#"<row><c t="inlineStr"><is><t>x</t></is></c></row>"#,
            times: 1_000_000,
            tail: "</sheetData></worksheet>",
        },
        None,
    )
}

/// Shared strings that inflate to 256 MB (and say so).
pub fn shared_strings_bomb() -> Vec<u8> {
    bomb(256 * 1_048_576)
}

/// The same bomb, its declared sizes rewritten to 1 KB: only counting what
/// it really inflates to finds it.
pub fn lying_shared_strings_bomb() -> Vec<u8> {
    let mut bytes = bomb(256 * 1_048_576);
    declare_size(&mut bytes, "xl/sharedStrings.xml", 1024);
    bytes
}

fn bomb(bytes: usize) -> Vec<u8> {
    let piece = "<si><t>aaaaaaaaaaaaaaaaaaaaaaaa</t></si>";
    let sheet = sheet_xml("A1", r#"<row r="1"><c r="A1" t="s"><v>0</v></c></row>"#);
    workbook(
        Body::Bytes(sheet.as_bytes()),
        Some(Body::Repeated {
            head: r#"<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="1" uniqueCount="1">"#,
            piece,
            times: bytes / piece.len(),
            tail: "</sst>",
        }),
    )
}

/// Few shared strings that declare themselves ten billion (calamine would
/// reserve room for that many).
pub fn huge_unique_count() -> Vec<u8> {
    let sheet = sheet_xml("A1", r#"<row r="1"><c r="A1" t="s"><v>0</v></c></row>"#);
    let strings = r#"<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10000000000" uniqueCount="10000000000"><si><t>title</t></si></sst>"#;
    workbook(
        Body::Bytes(sheet.as_bytes()),
        Some(Body::Bytes(strings.as_bytes())),
    )
}

/// A sheet whose XML stops in the middle of a cell.
pub fn malformed_xml() -> Vec<u8> {
    from_sheet(
        r#"<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>title</t></is"#,
    )
}

/// Rewrites the uncompressed size a part declares, in its local header and
/// in the central directory (archives written here have no zip64 fields).
pub fn declare_size(archive: &mut [u8], name: &str, size: u32) {
    let name = name.as_bytes();
    let le = |b: &[u8]| u16::from_le_bytes([b[0], b[1]]) as usize;
    let mut i = 0;
    while i + 46 <= archive.len() {
        match &archive[i..i + 4] {
            // Local file header: name at 30, uncompressed size at 22.
            b"PK\x03\x04"
                if archive[i + 30..].starts_with(name) && le(&archive[i + 26..]) == name.len() =>
            {
                archive[i + 22..i + 26].copy_from_slice(&size.to_le_bytes());
            }
            // Central directory header: name at 46, uncompressed size at 24.
            b"PK\x01\x02"
                if archive[i + 46..].starts_with(name) && le(&archive[i + 28..]) == name.len() =>
            {
                archive[i + 24..i + 28].copy_from_slice(&size.to_le_bytes());
            }
            _ => {}
        }
        i += 1;
    }
}

/// The rise of this process's peak resident memory (`VmHWM`) from when it
/// was started, which resets the peak (Linux: `clear_refs` 5). Tests run one
/// per process (nextest), so the rise is what the code under test took.
pub struct PeakMemory {
    start: u64,
}

impl PeakMemory {
    pub fn start() -> Self {
        std::fs::write("/proc/self/clear_refs", "5").expect("the peak memory is reset");
        Self {
            start: status_bytes("VmRSS"),
        }
    }

    /// Bytes the peak rose by since [`PeakMemory::start`].
    pub fn rise(&self) -> u64 {
        status_bytes("VmHWM").saturating_sub(self.start)
    }
}

/// A `kB` line of `/proc/self/status`, in bytes.
fn status_bytes(key: &str) -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    status
        .lines()
        .find_map(|l| l.strip_prefix(key)?.strip_prefix(':'))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .expect("a kB figure")
        * 1024
}
