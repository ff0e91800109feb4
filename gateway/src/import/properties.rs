//! Property tests of the import readers (issue 30): random bytes, and good
//! workbooks and CSV files truncated or mutated at random, never make a
//! reader panic, never give more rows or columns than the limits, and never
//! make the process's resident memory peak more than a bound above where it
//! was. The seed is fixed: a run is the same run every time.

use proptest::{
    collection::vec,
    prelude::*,
    test_runner::{Config, RngSeed},
};

use crate::import::{self, Limits, ReadError, crafted::PeakMemory, route::LIMITS};

/// The most memory one read of a file of a few KB may take at once: the cell
/// buffer, calamine's buffers and the zip reader's tables, with room.
const MEMORY_BOUND: u64 = 16 * 1_048_576;

fn config() -> Config {
    Config {
        cases: 400,
        rng_seed: RngSeed::Fixed(30),
        failure_persistence: None,
        ..Config::default()
    }
}

/// Reads `bytes` as `name`, checking what any answer must hold.
fn read_within_bounds(name: &str, bytes: &[u8]) -> Result<(), TestCaseError> {
    let watch = PeakMemory::start();
    let read = import::read(name, bytes, LIMITS);
    let rise = watch.rise();
    prop_assert!(
        rise <= MEMORY_BOUND,
        "reading {} bytes raised the peak memory by {rise} bytes",
        bytes.len()
    );
    if let Ok(sheet) = read {
        prop_assert!(sheet.rows.len() <= LIMITS.rows);
        prop_assert!(sheet.headings.len() <= LIMITS.columns);
        for (_, cells) in &sheet.rows {
            prop_assert!(cells.len() <= LIMITS.columns);
        }
    }
    Ok(())
}

/// A small real workbook (what the template download gives, filled in).
fn workbook() -> Vec<u8> {
    let mut book = rust_xlsxwriter::Workbook::new();
    let sheet = book.add_worksheet();
    for (c, h) in [
        "title *",
        "description",
        "gross_likelihood *",
        "owner_email *",
    ]
    .iter()
    .enumerate()
    {
        sheet.write_string(0, c as u16, *h).unwrap();
    }
    for r in 1..20u32 {
        sheet.write_string(r, 0, format!("Risk {r}")).unwrap();
        sheet.write_string(r, 1, "Ünïcode & <markup>").unwrap();
        sheet.write_number(r, 2, f64::from(r % 5 + 1)).unwrap();
        sheet.write_string(r, 3, "editor@demo.com").unwrap();
    }
    book.save_to_buffer().unwrap()
}

const CSV: &str = "\u{feff}title,description,gross_likelihood\r\n\"Fire, big\",\"Said \"\"no\"\"\nthen yes\",3\r\nFlood,,2\r\n";

proptest! {
    #![proptest_config(config())]

    #[test]
    fn random_bytes_as_either_kind_of_file(
        bytes in vec(any::<u8>(), 0..4096),
        as_zip in any::<bool>(),
    ) {
        let mut bytes = bytes;
        if as_zip {
            // Past the "is it a zip" test, into the XLSX reader.
            bytes.splice(0..0, *b"PK\x03\x04");
        }
        read_within_bounds("upload.xlsx", &bytes)?;
        read_within_bounds("upload.csv", &bytes)?;
    }

    #[test]
    fn a_workbook_cut_short_anywhere(cut in 0.0f64..1.0) {
        let book = workbook();
        let end = (book.len() as f64 * cut) as usize;
        read_within_bounds("risks.xlsx", &book[..end])?;
    }

    #[test]
    fn a_workbook_with_bytes_changed(changes in vec((0.0f64..1.0, any::<u8>()), 1..12)) {
        let mut book = workbook();
        for (at, byte) in changes {
            let i = (book.len() as f64 * at) as usize;
            let last = book.len() - 1;
            book[i.min(last)] = byte;
        }
        read_within_bounds("risks.xlsx", &book)?;
    }

    #[test]
    fn a_csv_file_cut_short_or_changed(
        cut in 0usize..CSV.len(),
        changes in vec((0usize..CSV.len(), any::<u8>()), 0..8),
    ) {
        let mut bytes = CSV.as_bytes()[..cut].to_vec();
        for (at, byte) in changes {
            if let Some(b) = bytes.get_mut(at) {
                *b = byte;
            }
        }
        read_within_bounds("risks.csv", &bytes)?;
    }
}

#[test]
fn the_unchanged_files_read_and_the_limits_are_those_of_the_routes() {
    let sheet = import::read("risks.xlsx", &workbook(), LIMITS).unwrap();
    assert_eq!(sheet.rows.len(), 19);
    assert_eq!(
        sheet.rows[0].1,
        ["Risk 1", "Ünïcode & <markup>", "2", "editor@demo.com"]
    );
    let sheet = import::read("risks.csv", CSV.as_bytes(), LIMITS).unwrap();
    assert_eq!(sheet.rows.len(), 2);
    // The bounds the properties check are the routes' own, and the
    // templates fit them several times over.
    assert_eq!(LIMITS.rows, import::MAX_ROWS);
    const {
        assert!(LIMITS.columns >= 4 * crate::routes::risk_import::COLUMNS.len());
        assert!(LIMITS.columns >= 4 * crate::routes::control_import::COLUMNS.len());
    }
    let small = Limits { rows: 1, ..LIMITS };
    assert!(matches!(
        import::read("risks.csv", CSV.as_bytes(), small),
        Err(ReadError::TooLarge(_))
    ));
}
