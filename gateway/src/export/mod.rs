//! Report files rendered by the server from what a screen shows: one table
//! model, three formats. CSV and XLSX are written row by row as the rows
//! arrive (any number of rows, flat memory); a PDF is laid out whole (it has
//! a row limit, see `routes::reports`).
//!
//! Every export reads in the requester's language ([`labels`]): headings,
//! statuses, ratings, actions and fields as the screens name them, people,
//! categories and functions by name. Dates stay machine-readable: a CSV
//! writes a date as ISO `YYYY-MM-DD` and an instant as `YYYY-MM-DD
//! HH:MM:SS` in UTC (both open as dates in a spreadsheet), and starts with
//! a UTF-8 byte order mark so that Excel reads accents right; an XLSX
//! writes them as real Excel dates (a serial number with a date format).

pub mod csv;
pub mod labels;
pub mod pdf;
pub mod stream;
pub mod xlsx;

/// A table to export: a title, column headings and rows of text cells. A
/// cell may carry a background colour (a rating's colour, `#RRGGBB`).
#[derive(Clone, Debug, Default)]
pub struct Table {
    pub title: String,
    /// A line under the title: filters, date, who.
    pub subtitle: String,
    pub columns: Vec<Column>,
    pub rows: Vec<Vec<Cell>>,
}

#[derive(Clone, Debug)]
pub struct Column {
    pub heading: String,
    /// Relative width (characters, roughly).
    pub width: u16,
}

#[derive(Clone, Debug, Default)]
pub struct Cell {
    /// What a CSV or a PDF shows; for a date, its ISO form.
    pub text: String,
    pub fill: Option<String>,
    /// Set for a date or an instant: an XLSX writes it as an Excel date.
    pub when: Option<When>,
}

/// A date or an instant (UTC) in a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    Date(chrono::NaiveDate),
    Instant(chrono::NaiveDateTime),
}

impl Cell {
    pub fn text(s: impl Into<String>) -> Self {
        Self {
            text: s.into(),
            ..Default::default()
        }
    }

    pub fn filled(s: impl Into<String>, color: &str) -> Self {
        Self {
            text: s.into(),
            fill: Some(color.to_owned()).filter(|c| parse_hex(c).is_some()),
            when: None,
        }
    }

    /// The day of an RFC 3339 instant or a `YYYY-MM-DD` date, written
    /// `YYYY-MM-DD`; an empty or unreadable value stays text.
    pub fn date(v: &str) -> Self {
        match v
            .get(..10)
            .and_then(|d| chrono::NaiveDate::parse_from_str(d, "%Y-%m-%d").ok())
        {
            Some(d) => Self {
                text: d.format("%Y-%m-%d").to_string(),
                fill: None,
                when: Some(When::Date(d)),
            },
            None => Self::text(v),
        }
    }

    /// An RFC 3339 instant in UTC, written `YYYY-MM-DD HH:MM:SS`; an
    /// unreadable value stays text.
    pub fn instant(v: &str) -> Self {
        match chrono::DateTime::parse_from_rfc3339(v) {
            Ok(t) => {
                let t = t.naive_utc();
                Self {
                    text: t.format("%Y-%m-%d %H:%M:%S").to_string(),
                    fill: None,
                    when: Some(When::Instant(t)),
                }
            }
            Err(_) => Self::text(v),
        }
    }
}

/// `#RRGGBB` as three 0-255 values.
pub fn parse_hex(c: &str) -> Option<(u8, u8, u8)> {
    let h = c.strip_prefix('#')?;
    if h.len() != 6 {
        return None;
    }
    let v = |i: usize| u8::from_str_radix(&h[i..i + 2], 16).ok();
    Some((v(0)?, v(2)?, v(4)?))
}

/// Black or white text on a fill, whichever reads better.
pub fn text_on(fill: (u8, u8, u8)) -> (u8, u8, u8) {
    let lum = 0.2126 * f64::from(fill.0) + 0.7152 * f64::from(fill.1) + 0.0722 * f64::from(fill.2);
    if lum > 153.0 {
        (0, 0, 0)
    } else {
        (255, 255, 255)
    }
}

/// The formats a report can be downloaded in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Csv,
    Xlsx,
    Pdf,
}

impl Format {
    pub fn parse(ext: &str) -> Option<Self> {
        Some(match ext {
            "csv" => Self::Csv,
            "xlsx" => Self::Xlsx,
            "pdf" => Self::Pdf,
            _ => return None,
        })
    }

    pub fn content_type(self) -> &'static str {
        match self {
            Self::Csv => "text/csv; charset=utf-8",
            Self::Xlsx => "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
            Self::Pdf => "application/pdf",
        }
    }

    pub fn ext(self) -> &'static str {
        match self {
            Self::Csv => "csv",
            Self::Xlsx => "xlsx",
            Self::Pdf => "pdf",
        }
    }
}
