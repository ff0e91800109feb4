//! Report tables as PDF through krilla (docs/adr/0015-streamed-exports.md):
//! A4 landscape, embedded and subsetted Unicode fonts (DejaVu Sans, with
//! Droid Sans Fallback for the scripts DejaVu lacks, e.g. Chinese), columns
//! sized to their content, text wrapped inside its cell (never cut), a
//! header row repeated on every page, rating colours as cell fills, page
//! numbers.

use std::{collections::HashMap, ops::Range};

use krilla::{
    Document,
    color::rgb,
    geom::{PathBuilder, Point, Rect},
    metadata::Metadata,
    num::NormalizedF32,
    page::PageSettings,
    paint::Fill,
    surface::Surface,
    text::{Font, GlyphId, KrillaGlyph},
};
use skrifa::{
    MetadataProvider,
    instance::{LocationRef, Size},
};

use super::{Cell, Table, parse_hex, text_on};

const PAGE_W: f32 = 842.0;
const PAGE_H: f32 = 595.0;
const MARGIN: f32 = 20.0;
const SIZE: f32 = 7.0;
const LINE: f32 = SIZE * 1.25;
const PAD: f32 = 3.0;
/// The narrowest a column gets before its words are broken.
const MIN_COL: f32 = 24.0;
/// Where the table starts: below the title and the subtitle.
const TABLE_TOP: f32 = MARGIN + 38.0;
/// Room kept at the bottom of each page for its number.
const FOOTER: f32 = 18.0;

const REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
const BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");
const FALLBACK: &[u8] = include_bytes!("../../assets/fonts/DroidSansFallback.ttf");

/// Regular or bold text.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Style {
    Regular,
    Bold,
}

/// One font: its bytes for krilla (which embeds a subset) and its cmap and
/// advances for measuring.
struct Face {
    font: Font,
    glyphs: skrifa::charmap::Charmap<'static>,
    metrics: skrifa::metrics::GlyphMetrics<'static>,
    units_per_em: f32,
}

impl Face {
    fn new(bytes: &'static [u8]) -> anyhow::Result<Self> {
        let f = skrifa::FontRef::new(bytes)?;
        let font = Font::new(bytes.into(), 0)
            .ok_or_else(|| anyhow::anyhow!("an embedded font does not load"))?;
        Ok(Self {
            units_per_em: f32::from(
                f.metrics(Size::unscaled(), LocationRef::default())
                    .units_per_em,
            ),
            glyphs: f.charmap(),
            metrics: f.glyph_metrics(Size::unscaled(), LocationRef::default()),
            font,
        })
    }
}

/// A character as drawn: which face, which glyph, its advance in em.
#[derive(Clone, Copy)]
struct Glyph {
    face: usize,
    id: u32,
    advance: f32,
}

/// The fonts and what was measured with them.
struct Fonts {
    /// Regular, bold, fallback.
    faces: [Face; 3],
    cache: HashMap<(char, Style), Glyph>,
}

impl Fonts {
    fn new() -> anyhow::Result<Self> {
        Ok(Self {
            faces: [Face::new(REGULAR)?, Face::new(BOLD)?, Face::new(FALLBACK)?],
            cache: HashMap::new(),
        })
    }

    /// The style's face when it has the character, else the fallback's,
    /// else the style's "missing" glyph.
    fn glyph(&mut self, c: char, style: Style) -> Glyph {
        if let Some(g) = self.cache.get(&(c, style)) {
            return *g;
        }
        let own = match style {
            Style::Regular => 0,
            Style::Bold => 1,
        };
        let (face, id) = [own, 2]
            .into_iter()
            .find_map(|i| self.faces[i].glyphs.map(c).map(|g| (i, g)))
            .unwrap_or((own, skrifa::GlyphId::NOTDEF));
        let f = &self.faces[face];
        let advance = f.metrics.advance_width(id).unwrap_or(0.0) / f.units_per_em;
        let g = Glyph {
            face,
            id: id.to_u32(),
            advance,
        };
        self.cache.insert((c, style), g);
        g
    }

    fn width(&mut self, s: &str, style: Style, size: f32) -> f32 {
        s.chars().map(|c| self.glyph(c, style).advance).sum::<f32>() * size
    }

    /// Draws one line of text with its baseline at `at`, switching faces
    /// where a character needs the fallback.
    fn draw(&mut self, surface: &mut Surface, at: Point, s: &str, style: Style, size: f32) {
        let mut x = at.x;
        let mut run: Vec<KrillaGlyph> = vec![];
        let mut run_face = usize::MAX;
        let mut run_start = 0;
        let flush = |surface: &mut Surface,
                     run: &mut Vec<KrillaGlyph>,
                     face: usize,
                     range: Range<usize>,
                     x: &mut f32,
                     faces: &[Face; 3]| {
            if run.is_empty() {
                return;
            }
            // Glyph ranges are relative to the run's own text.
            let text = &s[range];
            surface.draw_glyphs(
                Point::from_xy(*x, at.y),
                run,
                faces[face].font.clone(),
                text,
                size,
                false,
            );
            *x += run.iter().map(|g| g.x_advance).sum::<f32>() * size;
            run.clear();
        };
        for (i, c) in s.char_indices() {
            let g = self.glyph(c, style);
            if g.face != run_face {
                flush(
                    surface,
                    &mut run,
                    run_face,
                    run_start..i,
                    &mut x,
                    &self.faces,
                );
                run_face = g.face;
                run_start = i;
            }
            let start = i - run_start;
            run.push(KrillaGlyph::new(
                GlyphId::new(g.id),
                g.advance,
                0.0,
                0.0,
                0.0,
                start..start + c.len_utf8(),
                None,
            ));
        }
        flush(
            surface,
            &mut run,
            run_face,
            run_start..s.len(),
            &mut x,
            &self.faces,
        );
    }

    /// `s` broken into lines no wider than `width`: at spaces where it can,
    /// inside a word only when the word alone is wider.
    fn wrap(&mut self, s: &str, style: Style, size: f32, width: f32) -> Vec<String> {
        let mut lines = vec![];
        for paragraph in s.split('\n') {
            let mut line = String::new();
            let mut line_w = 0.0;
            let space = self.width(" ", style, size);
            for word in paragraph.split_whitespace() {
                let w = self.width(word, style, size);
                let gap = if line.is_empty() { 0.0 } else { space };
                if line_w + gap + w <= width {
                    if !line.is_empty() {
                        line.push(' ');
                    }
                    line.push_str(word);
                    line_w += gap + w;
                    continue;
                }
                if !line.is_empty() {
                    lines.push(std::mem::take(&mut line));
                    line_w = 0.0;
                }
                if w <= width {
                    line.push_str(word);
                    line_w = w;
                    continue;
                }
                // A word wider than the column: break it between characters.
                for c in word.chars() {
                    let cw = self.glyph(c, style).advance * size;
                    if line_w + cw > width && !line.is_empty() {
                        lines.push(std::mem::take(&mut line));
                        line_w = 0.0;
                    }
                    line.push(c);
                    line_w += cw;
                }
            }
            lines.push(line);
        }
        lines
    }
}

/// Column widths that fit the usable width. Every column gets what its
/// content needs on one line (`max`) when there is room; otherwise each
/// starts at its longest word (`min`, so words stay whole), the columns that
/// lack little (a rating, a name, a date) get their full line while their
/// share allows, and the rest share what is left in proportion to what they
/// lack: a long title wraps, "Medium (10)" does not.
fn column_widths(min: &[f32], max: &[f32], usable: f32) -> Vec<f32> {
    let total_max: f32 = max.iter().sum();
    if total_max <= usable {
        // Room to spare: spread it in proportion, the table spans the page.
        let k = usable / total_max.max(1.0);
        return max.iter().map(|w| w * k).collect();
    }
    let total_min: f32 = min.iter().sum();
    if total_min >= usable {
        // Not even the longest words fit: shrink them alike (words break).
        let k = usable / total_min.max(1.0);
        return min.iter().map(|w| w * k).collect();
    }
    let lack: Vec<f32> = min.iter().zip(max).map(|(lo, hi)| hi - lo).collect();
    let mut by_lack: Vec<usize> = (0..min.len()).collect();
    by_lack.sort_by(|a, b| lack[*a].total_cmp(&lack[*b]));
    let mut widths = min.to_vec();
    let mut spare = usable - total_min;
    let mut lacking: f32 = lack.iter().sum();
    for (k, &i) in by_lack.iter().enumerate() {
        if lack[i] <= spare / (by_lack.len() - k) as f32 {
            widths[i] += lack[i];
            spare -= lack[i];
            lacking -= lack[i];
            continue;
        }
        for &j in &by_lack[k..] {
            widths[j] += lack[j] * spare / lacking.max(1.0);
        }
        break;
    }
    widths
}

/// A colour, 0-255 each.
type Rgb = (u8, u8, u8);

/// A cell's text as drawn: its style and its fill, if any.
struct Styled<'a> {
    text: &'a str,
    style: Style,
    fill: Option<Rgb>,
}

/// A data row's cells as drawn.
fn styled(row: &[Cell]) -> Vec<Styled<'_>> {
    row.iter()
        .map(|c| Styled {
            text: &c.text,
            style: Style::Regular,
            fill: c.fill.as_deref().and_then(parse_hex),
        })
        .collect()
}

/// A row laid out: each cell's lines and the row's height.
struct Laid {
    lines: Vec<Vec<String>>,
    height: f32,
}

fn lay_out(fonts: &mut Fonts, cells: &[Styled], widths: &[f32]) -> Laid {
    let lines: Vec<Vec<String>> = cells
        .iter()
        .zip(widths)
        .map(|(c, w)| fonts.wrap(c.text, c.style, SIZE, w - 2.0 * PAD))
        .collect();
    let n = lines.iter().map(Vec::len).max().unwrap_or(1).max(1);
    Laid {
        lines,
        height: n as f32 * LINE + 2.0 * PAD,
    }
}

fn fill(surface: &mut Surface, (r, g, b): Rgb) {
    surface.set_fill(Some(Fill {
        paint: rgb::Color::new(r, g, b).into(),
        opacity: NormalizedF32::ONE,
        rule: Default::default(),
    }));
}

fn rect(surface: &mut Surface, x: f32, y: f32, w: f32, h: f32) {
    if let Some(r) = Rect::from_xywh(x, y, w, h) {
        let mut pb = PathBuilder::new();
        pb.push_rect(r);
        if let Some(path) = pb.finish() {
            surface.draw_path(&path);
        }
    }
}

const HEADER_FILL: Rgb = (0x73, 0x67, 0xF0);
const STRIPE: Rgb = (246, 246, 249);
const INK: Rgb = (40, 40, 40);

/// Draws one row's cells: fills first, then each cell's lines.
fn draw_row(
    surface: &mut Surface,
    fonts: &mut Fonts,
    laid: &Laid,
    cells: &[Styled],
    widths: &[f32],
    y: f32,
    default_ink: Rgb,
) {
    let mut x = MARGIN;
    for ((lines, cell), w) in laid.lines.iter().zip(cells).zip(widths) {
        let mut ink = default_ink;
        if let Some(bg) = cell.fill {
            fill(surface, bg);
            rect(surface, x + 1.0, y + 1.0, w - 2.0, laid.height - 2.0);
            ink = text_on(bg);
        }
        fill(surface, ink);
        for (k, line) in lines.iter().enumerate() {
            let baseline = y + PAD + SIZE + k as f32 * LINE;
            fonts.draw(
                surface,
                Point::from_xy(x + PAD, baseline),
                line,
                cell.style,
                SIZE,
            );
        }
        x += w;
    }
}

pub fn render(t: &Table) -> anyhow::Result<Vec<u8>> {
    let mut fonts = Fonts::new()?;
    let usable = PAGE_W - 2.0 * MARGIN;
    // What each column needs: its longest cell on one line (max), and its
    // longest word, heading included (min).
    let mut min = vec![MIN_COL; t.columns.len()];
    let mut max = vec![MIN_COL; t.columns.len()];
    for (i, c) in t.columns.iter().enumerate() {
        let cells = t.rows.iter().filter_map(|r| r.get(i));
        for (text, style, whole) in cells
            .map(|c| (c.text.as_str(), Style::Regular, c.fill.is_some()))
            .chain([(c.heading.as_str(), Style::Bold, false)])
        {
            // A rating ("Medium (10)") is read as one: it never wraps.
            if whole {
                min[i] = min[i].max(fonts.width(text, style, SIZE) + 2.0 * PAD);
            }
            for word in text.split_whitespace() {
                min[i] = min[i].max(fonts.width(word, style, SIZE) + 2.0 * PAD);
            }
            // A heading may wrap; a cell's content wants its one line.
            if style == Style::Regular {
                max[i] = max[i].max(fonts.width(text, style, SIZE) + 2.0 * PAD);
            }
        }
        max[i] = max[i].max(min[i]);
    }
    let widths = column_widths(&min, &max, usable);
    // The header's fill is drawn once across the table, not per cell.
    let header_cells: Vec<Styled> = t
        .columns
        .iter()
        .map(|c| Styled {
            text: &c.heading,
            style: Style::Bold,
            fill: None,
        })
        .collect();
    let header = lay_out(&mut fonts, &header_cells, &widths);
    // Pages: rows laid out first, so every page knows the page count.
    let bottom = PAGE_H - MARGIN - FOOTER;
    let mut pages: Vec<Vec<(usize, Laid)>> = vec![vec![]];
    let mut y = TABLE_TOP + header.height;
    for (i, row) in t.rows.iter().enumerate() {
        let laid = lay_out(&mut fonts, &styled(row), &widths);
        let page_has_rows = pages.last().is_some_and(|p| !p.is_empty());
        if y + laid.height > bottom && page_has_rows {
            pages.push(vec![]);
            y = TABLE_TOP + header.height;
        }
        y += laid.height;
        if let Some(p) = pages.last_mut() {
            p.push((i, laid));
        }
    }

    let mut doc = Document::new();
    doc.set_metadata(
        Metadata::new()
            .title(t.title.clone())
            .creator("RiskHub".into()),
    );
    let count = pages.len();
    let total_w: f32 = widths.iter().sum();
    for (n, rows) in pages.iter().enumerate() {
        let mut page = doc.start_page_with(
            PageSettings::from_wh(PAGE_W, PAGE_H).ok_or_else(|| anyhow::anyhow!("page size"))?,
        );
        let mut s = page.surface();
        fill(&mut s, INK);
        fonts.draw(
            &mut s,
            Point::from_xy(MARGIN, MARGIN + 14.0),
            &t.title,
            Style::Bold,
            14.0,
        );
        fill(&mut s, (100, 100, 100));
        fonts.draw(
            &mut s,
            Point::from_xy(MARGIN, MARGIN + 28.0),
            &t.subtitle,
            Style::Regular,
            8.5,
        );
        fill(&mut s, HEADER_FILL);
        rect(&mut s, MARGIN, TABLE_TOP, total_w, header.height);
        draw_row(
            &mut s,
            &mut fonts,
            &header,
            &header_cells,
            &widths,
            TABLE_TOP,
            (255, 255, 255),
        );
        let mut y = TABLE_TOP + header.height;
        for (k, (i, laid)) in rows.iter().enumerate() {
            if k % 2 == 1 {
                fill(&mut s, STRIPE);
                rect(&mut s, MARGIN, y, total_w, laid.height);
            }
            draw_row(
                &mut s,
                &mut fonts,
                laid,
                &styled(&t.rows[*i]),
                &widths,
                y,
                INK,
            );
            y += laid.height;
        }
        fill(&mut s, (128, 128, 128));
        let label = format!("Page {} of {count}", n + 1);
        let w = fonts.width(&label, Style::Regular, 8.0);
        fonts.draw(
            &mut s,
            Point::from_xy(PAGE_W - MARGIN - w, PAGE_H - MARGIN + 4.0),
            &label,
            Style::Regular,
            8.0,
        );
        s.finish();
        page.finish();
    }
    doc.finish()
        .map_err(|e| anyhow::anyhow!("writing the PDF: {e:?}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::Column;

    /// The text of every page, as a PDF reader extracts it (through the
    /// fonts' ToUnicode maps).
    pub fn text_of(pdf: &[u8]) -> String {
        let doc = lopdf::Document::load_mem(pdf).expect("a readable PDF");
        let pages: Vec<u32> = doc.get_pages().keys().copied().collect();
        doc.extract_text(&pages).expect("extractable text")
    }

    fn table(rows: Vec<Vec<Cell>>) -> Table {
        let col = |h: &str, w| Column {
            heading: h.into(),
            width: w,
        };
        Table {
            title: "Risk register".into(),
            subtitle: "All risks · first 2,000 of 100,040 risks".into(),
            columns: vec![
                col("Reference", 8),
                col("Title", 30),
                col("Owner", 12),
                col("Net", 11),
            ],
            rows,
        }
    }

    #[test]
    fn non_latin_names_are_in_the_text_and_nothing_is_cut() {
        let names = ["Łukasz Żółć", "Zoë Brontë", "Ђорђе Петровић", "李雷"];
        let rows = names
            .iter()
            .enumerate()
            .map(|(i, n)| {
                vec![
                    Cell::text(format!("R-{i:04}")),
                    Cell::text(format!(
                        "Supplier outage reported by {n}, with a long description that wraps"
                    )),
                    Cell::text(*n),
                    Cell::filled("Medium (10)", "#FF9F43"),
                ]
            })
            .collect();
        let pdf = render(&table(rows)).unwrap();
        assert!(pdf.starts_with(b"%PDF-"));
        let text = text_of(&pdf);
        for n in names {
            assert!(text.contains(n), "{n} is missing from: {text}");
        }
        assert!(text.contains("Medium (10)"), "a rating reads whole: {text}");
        assert!(text.contains("first 2,000 of 100,040 risks"), "{text}");
        assert!(!text.contains('~'), "no cell is cut: {text}");
        assert!(!text.contains('?'), "no character is replaced: {text}");
        // The fonts are embedded as subsets, not whole (DejaVu alone is 740 KB).
        assert!(pdf.len() < 150_000, "{} bytes", pdf.len());
    }

    #[test]
    fn a_long_table_spans_pages_each_with_the_header_and_a_page_number() {
        let rows = (0..120)
            .map(|i| {
                vec![
                    Cell::text(format!("R-{i:04}")),
                    Cell::text("A title"),
                    Cell::text("Sam"),
                    Cell::filled("High (16)", "#EA5455"),
                ]
            })
            .collect();
        let pdf = render(&table(rows)).unwrap();
        let doc = lopdf::Document::load_mem(&pdf).unwrap();
        let pages = doc.get_pages().len();
        assert!(pages >= 2, "{pages} page(s)");
        let last = doc.extract_text(&[pages as u32]).unwrap();
        assert!(last.contains("Reference"), "the header repeats: {last}");
        assert!(last.contains(&format!("Page {pages} of {pages}")), "{last}");
        assert!(text_of(&pdf).contains("R-0119"));
    }

    #[test]
    fn short_columns_keep_their_line_and_long_ones_share_the_rest() {
        // Title: words up to 60, one line 400; date: 50 either way.
        let w = column_widths(&[60.0, 50.0], &[400.0, 50.0], 300.0);
        assert_eq!(w, [250.0, 50.0]);
        // A rating (40 to 60) keeps its line; two titles share the rest.
        let w = column_widths(&[40.0, 50.0, 50.0], &[60.0, 400.0, 200.0], 300.0);
        assert_eq!(w[0], 60.0);
        assert!(
            (w[1] - 148.0).abs() < 0.5 && (w[2] - 92.0).abs() < 0.5,
            "{w:?}"
        );
        // Room for every line: spread in proportion.
        assert_eq!(
            column_widths(&[10.0, 10.0], &[100.0, 100.0], 400.0),
            [200.0, 200.0]
        );
        // Not even the words fit: shrunk alike.
        assert_eq!(
            column_widths(&[100.0, 300.0], &[200.0, 300.0], 200.0),
            [50.0, 150.0]
        );
    }

    #[test]
    fn text_wraps_at_spaces_and_breaks_only_words_too_long_for_the_column() {
        let mut f = Fonts::new().unwrap();
        let width = f.width("Medium (10)", Style::Regular, SIZE);
        assert_eq!(
            f.wrap("Medium (10)", Style::Regular, SIZE, width),
            ["Medium (10)"],
            "a cell that fits stays whole"
        );
        let lines = f.wrap("Medium (10)", Style::Regular, SIZE, width - 1.0);
        assert_eq!(lines, ["Medium", "(10)"], "no character is lost");
        let long = f.wrap("Supercalifragilistic", Style::Regular, SIZE, 20.0);
        assert!(long.len() > 1);
        assert_eq!(long.concat(), "Supercalifragilistic");
    }

    #[test]
    fn chinese_takes_the_fallback_font_and_latin_the_main_one() {
        let mut f = Fonts::new().unwrap();
        assert_eq!(f.glyph('Ł', Style::Regular).face, 0);
        assert_eq!(f.glyph('Ђ', Style::Regular).face, 0);
        assert_eq!(f.glyph('李', Style::Regular).face, 2);
        assert_eq!(f.glyph('Z', Style::Bold).face, 1);
        assert!(f.glyph('李', Style::Regular).id != 0);
    }
}
