//! CSV as spreadsheets write it (RFC 4180): quoted fields with doubled
//! quotes and line breaks inside, CRLF or LF, a UTF-8 byte-order mark, and
//! ';' instead of ',' where the heading line says so (European Excel).

/// The lines of `text`, each a list of fields.
pub fn parse(text: &str) -> Vec<Vec<String>> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let first = text.lines().next().unwrap_or_default();
    let sep = if first.matches(';').count() > first.matches(',').count() {
        ';'
    } else {
        ','
    };
    let mut lines = vec![];
    let mut line = vec![];
    let mut field = String::new();
    let mut quoted = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if quoted {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => quoted = false,
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if field.is_empty() => quoted = true,
            c if c == sep => line.push(std::mem::take(&mut field)),
            '\r' if chars.peek() == Some(&'\n') => {}
            '\n' | '\r' => {
                line.push(std::mem::take(&mut field));
                lines.push(std::mem::take(&mut line));
            }
            _ => field.push(c),
        }
    }
    if !field.is_empty() || !line.is_empty() {
        line.push(field);
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_commas_and_line_breaks_inside_a_field_stay_in_it() {
        let lines = parse(
            "\u{feff}title,description\r\n\"Fraud, internal\",\"Said \"\"no\"\"\nthen yes\"\r\nLast,\n",
        );
        assert_eq!(lines.len(), 3);
        assert_eq!(lines[1], ["Fraud, internal", "Said \"no\"\nthen yes"]);
        assert_eq!(lines[2], ["Last", ""]);
    }

    #[test]
    fn a_semicolon_heading_line_splits_on_semicolons() {
        let lines = parse("title;gross_likelihood\nStörung, groß;3");
        assert_eq!(lines[1], ["Störung, groß", "3"]);
    }
}
