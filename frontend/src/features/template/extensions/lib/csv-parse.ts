// A small CSV reader for the import example (lib/csv.ts only writes): comma
// or semicolon separated (whichever the header line uses more), fields in
// double quotes may hold separators, quotes ("") and line breaks; a UTF-8
// byte order mark is dropped; blank lines are skipped.

export class CsvSyntaxError extends Error {
  constructor(readonly line: number) {
    super(`Unclosed quote starting on line ${line}`);
    this.name = 'CsvSyntaxError';
  }
}

function detectSeparator(text: string): ',' | ';' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const commas = firstLine.split(',').length;
  const semicolons = firstLine.split(';').length;
  return semicolons > commas ? ';' : ',';
}

/** The rows of `text`, each a list of fields. Throws CsvSyntaxError on an unclosed quote. */
export function parseCsv(input: string): string[][] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let quoteLine = 1;
  const endRow = () => {
    row.push(field);
    field = '';
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
    } else if (char === '"' && field === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      endRow();
    } else {
      field += char;
    }
  }
  if (quoted) throw new CsvSyntaxError(quoteLine);
  if (field !== '' || row.length > 0) endRow();
  return rows;
}
