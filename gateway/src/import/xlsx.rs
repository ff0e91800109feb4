//! The first worksheet of an XLSX file as text cells, read by calamine's
//! streaming cell reader (no grid is built: a cell far away costs nothing).
//!
//! calamine trusts the archive: it inflates every part it opens and keeps
//! the shared strings whole, reserving room for as many as the file says
//! (`uniqueCount`). So before calamine sees a file, [`check_archive`]
//! bounds the number of parts, each part's declared and real inflated size
//! (declared sizes can lie: the real ones are counted while inflating into
//! nothing) and the shared strings' count, declared and real. The sheet's
//! declared dimension is checked before its cells are read, and the cells'
//! rows, columns and text are bounded as they come ([`super::Rows`]).

use std::{
    borrow::Cow,
    io::{BufReader, Cursor, Read},
};

use calamine::{DataRef, Reader, SheetType, Xlsx};
use quick_xml::events::Event;

use super::{Limits, ReadError, Rows, Sheet};

/// Parts in the archive (a workbook of one sheet has about a dozen).
const MAX_PARTS: usize = 1_000;
/// One part inflated (a sheet of 10,000 rows of the templates is ~10 MB).
const MAX_PART_BYTES: u64 = 32 * 1_048_576;
/// All parts inflated together.
const MAX_INFLATED_BYTES: u64 = 64 * 1_048_576;
/// The shared-strings part inflated: calamine keeps it in memory.
const MAX_SHARED_STRINGS_BYTES: u64 = 16 * 1_048_576;
/// Distinct strings (calamine keeps each, and reserves room for as many as
/// the file declares): more than a full import of the templates can hold.
const MAX_SHARED_STRINGS: u64 = 500_000;

fn broken(e: impl std::fmt::Display) -> ReadError {
    ReadError::Broken(e.to_string())
}

fn too_large(what: String) -> ReadError {
    ReadError::TooLarge(what)
}

/// The first worksheet's rows, within `limits`.
pub fn read(bytes: &[u8], limits: Limits) -> Result<Sheet, ReadError> {
    check_archive(bytes)?;
    let mut book: Xlsx<_> = Xlsx::new(Cursor::new(bytes)).map_err(broken)?;
    let first = book
        .sheets_metadata()
        .iter()
        .find(|s| s.typ == SheetType::WorkSheet)
        .map(|s| s.name.clone())
        .ok_or_else(|| ReadError::Broken("the workbook has no worksheet".into()))?;
    let mut cells = book.worksheet_cells_reader(&first).map_err(broken)?;
    let declared = cells.dimensions();
    limits
        .place(declared.end.0.into(), 0)
        .and_then(|()| limits.place(0, declared.end.1.into()))
        .map_err(|e| too_large(format!("the sheet declares its size as too large: {e}")))?;
    let mut rows = Rows::new(limits);
    while let Some(cell) = cells.next_cell().map_err(broken)? {
        let (row, column) = cell.get_position();
        rows.put(row, column, &text(cell.get_value()))?;
    }
    Ok(rows.into_sheet())
}

/// A cell's value as the import reads it: numbers without a trailing ".0",
/// dates as `YYYY-MM-DD` (with the time when it has one).
fn text<'a>(value: &'a DataRef<'_>) -> Cow<'a, str> {
    match value {
        DataRef::SharedString(s) => Cow::Borrowed(s),
        DataRef::String(s) | DataRef::DateTimeIso(s) | DataRef::DurationIso(s) => Cow::Borrowed(s),
        DataRef::Int(n) => Cow::Owned(n.to_string()),
        DataRef::Float(f) => Cow::Owned(number(*f)),
        DataRef::Bool(b) => Cow::Borrowed(if *b { "TRUE" } else { "FALSE" }),
        DataRef::DateTime(d) => Cow::Owned(match d.as_datetime() {
            Some(t) if t.time() == chrono::NaiveTime::MIN => t.format("%Y-%m-%d").to_string(),
            Some(t) => t.format("%Y-%m-%d %H:%M:%S").to_string(),
            None => number(d.as_f64()),
        }),
        DataRef::Error(e) => Cow::Owned(e.to_string()),
        DataRef::Empty => Cow::Borrowed(""),
    }
}

/// 3.0 → "3", 2.5 → "2.5" (as the spreadsheet shows it without a format).
fn number(f: f64) -> String {
    if f.is_finite() && f.fract() == 0.0 && f.abs() < 1e15 {
        format!("{}", f as i64)
    } else {
        f.to_string()
    }
}

/// Refuses an archive whose parts are too many or inflate past the bounds,
/// or whose shared strings are too many, before calamine opens it.
fn check_archive(bytes: &[u8]) -> Result<(), ReadError> {
    let mut zip = zip::ZipArchive::new(Cursor::new(bytes)).map_err(broken)?;
    if zip.len() > MAX_PARTS {
        return Err(too_large(format!(
            "the workbook has more than {MAX_PARTS} parts"
        )));
    }
    // What the archive says first: a bomb that says what it is costs nothing.
    let mut declared = 0u64;
    for i in 0..zip.len() {
        let part = zip.by_index_raw(i).map_err(broken)?;
        check_part(&part.name().map_err(broken)?, part.size())?;
        declared = declared.saturating_add(part.size());
    }
    check_total(declared)?;
    // Then what it holds: each part inflated into nothing, counted.
    let mut inflated = 0u64;
    for i in 0..zip.len() {
        let part = zip.by_index(i).map_err(broken)?;
        let name = part.name().map_err(broken)?.into_owned();
        let shared_strings = is_shared_strings(&name);
        let mut counted = Counted {
            inner: part,
            bytes: 0,
        };
        if shared_strings {
            count_shared_strings(&mut counted)?;
        }
        std::io::copy(
            &mut (&mut counted).take(MAX_PART_BYTES + 1),
            &mut std::io::sink(),
        )
        .map_err(broken)?;
        check_part(&name, counted.bytes)?;
        inflated = inflated.saturating_add(counted.bytes);
        check_total(inflated)?;
    }
    Ok(())
}

fn is_shared_strings(name: &str) -> bool {
    name.to_ascii_lowercase().ends_with("sharedstrings.xml")
}

fn check_part(name: &str, size: u64) -> Result<(), ReadError> {
    let bound = if is_shared_strings(name) {
        MAX_SHARED_STRINGS_BYTES
    } else {
        MAX_PART_BYTES
    };
    if size > bound {
        return Err(too_large(format!(
            "the part {name} inflates to more than {} MB",
            bound / 1_048_576
        )));
    }
    Ok(())
}

fn check_total(size: u64) -> Result<(), ReadError> {
    if size > MAX_INFLATED_BYTES {
        return Err(too_large(format!(
            "the workbook inflates to more than {} MB",
            MAX_INFLATED_BYTES / 1_048_576
        )));
    }
    Ok(())
}

/// A reader that counts what passes through it.
struct Counted<R> {
    inner: R,
    bytes: u64,
}

impl<R: Read> Read for Counted<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.bytes += n as u64;
        Ok(n)
    }
}

/// Counts the `<si>` items of a shared-strings part (and checks the counts
/// it declares), reading no more than the part's bound.
fn count_shared_strings(part: &mut impl Read) -> Result<(), ReadError> {
    let limited = BufReader::new(part.take(MAX_SHARED_STRINGS_BYTES + 1));
    let mut xml = quick_xml::Reader::from_reader(limited);
    let mut buf = Vec::new();
    let mut items = 0u64;
    let too_many = || {
        too_large(format!(
            "the workbook has more than {MAX_SHARED_STRINGS} distinct texts"
        ))
    };
    loop {
        buf.clear();
        match xml.read_event_into(&mut buf) {
            Ok(Event::Start(e) | Event::Empty(e)) => match e.local_name().as_ref() {
                "sst" => {
                    // calamine reserves room for `uniqueCount` strings: a
                    // count that is not a small number is refused, and so
                    // are attributes that another reader might see otherwise.
                    for attr in e.attributes().with_checks(true) {
                        let attr = attr.map_err(|e| broken(format!("shared strings: {e}")))?;
                        if attr.key.local_name().as_ref() == "uniqueCount" {
                            let declared = attr.value.trim().parse::<u64>().ok();
                            if declared.is_none_or(|n| n > MAX_SHARED_STRINGS) {
                                return Err(too_many());
                            }
                        }
                    }
                }
                "si" => {
                    items += 1;
                    if items > MAX_SHARED_STRINGS {
                        return Err(too_many());
                    }
                }
                _ => {}
            },
            Ok(Event::Eof) => return Ok(()),
            // Broken XML: calamine will say what is wrong with it.
            Err(_) => return Ok(()),
            Ok(_) => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMITS: Limits = Limits {
        rows: 100,
        columns: 8,
        cell_bytes: 1024,
        text_bytes: 1_048_576,
    };

    #[test]
    fn a_workbook_written_by_rust_xlsxwriter_reads_back_cell_by_cell() {
        let mut book = rust_xlsxwriter::Workbook::new();
        let sheet = book.add_worksheet();
        sheet.write_string(0, 0, "title").unwrap();
        sheet.write_string(0, 2, "gross_likelihood").unwrap();
        sheet.write_string(1, 0, "Łukasz's <fraud> & co").unwrap();
        sheet.write_number(1, 2, 3).unwrap();
        sheet.write_number(1, 3, 2.5).unwrap();
        sheet.write_string(2, 1, "only B").unwrap();
        let date = rust_xlsxwriter::ExcelDateTime::from_ymd(2026, 3, 31).unwrap();
        let format = rust_xlsxwriter::Format::new().set_num_format("yyyy-mm-dd");
        sheet
            .write_datetime_with_format(3, 0, &date, &format)
            .unwrap();
        let bytes = book.save_to_buffer().unwrap();
        let sheet = read(&bytes, LIMITS).unwrap();
        assert_eq!(sheet.headings, ["title", "", "gross_likelihood"]);
        assert_eq!(
            sheet.rows,
            [
                (
                    2,
                    vec![
                        "Łukasz's <fraud> & co".into(),
                        "".into(),
                        "3".into(),
                        "2.5".into()
                    ]
                ),
                (3, vec!["".into(), "only B".into()]),
                (4, vec!["2026-03-31".into()]),
            ]
        );
    }

    #[test]
    fn not_a_zip_is_a_broken_file() {
        assert!(matches!(
            read(b"PK\x03\x04nonsense", LIMITS),
            Err(ReadError::Broken(_))
        ));
    }

    fn refusal(bytes: &[u8]) -> ReadError {
        read(bytes, crate::import::route::LIMITS).expect_err("refused")
    }

    #[test]
    fn crafted_workbooks_are_refused_as_too_large() {
        use crate::import::crafted;
        for (name, bytes, says) in [
            ("huge column", crafted::huge_column_reference(), "column"),
            (
                "sparse rows",
                crafted::sparse_rows_to_the_last_row(),
                "line 1048576",
            ),
            ("whole grid", crafted::whole_grid_dimension(), "declares"),
            ("a million rows", crafted::a_million_rows(), "inflates"),
            ("bomb", crafted::shared_strings_bomb(), "sharedStrings.xml"),
            (
                "unique count",
                crafted::huge_unique_count(),
                "distinct texts",
            ),
        ] {
            match refusal(&bytes) {
                ReadError::TooLarge(why) => assert!(why.contains(says), "{name}: {why}"),
                other => panic!("{name}: {other:?}"),
            }
        }
    }

    #[test]
    fn a_bomb_that_understates_its_size_is_refused_by_what_it_inflates_to() {
        let bytes = crate::import::crafted::lying_shared_strings_bomb();
        // Whatever the zip reader makes of the lie (reads past it and is
        // counted, or stops at it and fails its checksum): refused, not kept.
        assert!(matches!(
            refusal(&bytes),
            ReadError::TooLarge(_) | ReadError::Broken(_)
        ));
    }

    #[test]
    fn malformed_xml_is_unreadable_and_a_good_workbook_reads() {
        use crate::import::crafted;
        assert!(matches!(
            refusal(&crafted::malformed_xml()),
            ReadError::Broken(_)
        ));
        let sheet = read(&crafted::good(), crate::import::route::LIMITS).unwrap();
        assert_eq!(sheet.headings, ["title", "description"]);
        assert_eq!(sheet.rows[0].1, ["Fire", "The warehouse burns"]);
    }

    #[test]
    fn numbers_read_as_a_spreadsheet_shows_them() {
        assert_eq!(number(3.0), "3");
        assert_eq!(number(-2.0), "-2");
        assert_eq!(number(2.5), "2.5");
        assert_eq!(number(1e20), "100000000000000000000");
    }
}
