// CSV for spreadsheets, built in the browser (the selected rows of a list):
// a UTF-8 byte order mark so Excel reads accents right, CRLF line ends,
// fields quoted when they hold a separator, quote or line break, and a cell
// that a spreadsheet would run as a formula (= + - @, tab, CR) prefixed with
// an apostrophe so it stays text.
import { saveBlob } from './download';

export type CsvColumn<T> = {
  /** The column's label, as the screen shows it (translated). */
  label: string;
  value: (row: T) => string | number | boolean | null | undefined;
};

export const CSV_BOM = '\uFEFF';

/** One CSV field. */
export function csvField(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row of labels, one row per item. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [
    columns.map((column) => csvField(column.label)).join(','),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row))).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** Offers the rows as a CSV download named `fileName`. */
export function downloadCsv<T>(fileName: string, columns: readonly CsvColumn<T>[], rows: readonly T[]): void {
  saveBlob(new Blob([toCsv(columns, rows)], { type: 'text/csv;charset=utf-8' }), fileName);
}
