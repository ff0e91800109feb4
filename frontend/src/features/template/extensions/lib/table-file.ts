// Reading a spreadsheet the user picked (import example): .xlsx through
// read-excel-file, .csv through the small parser here; the first row is the
// header. Refused: another type, a file over the size limit, an empty file
// or sheet, a file that cannot be read.
import { readSheet } from 'read-excel-file/browser';
import { CsvSyntaxError, parseCsv } from './csv-parse';

export type TableFileError = 'wrong-type' | 'too-large' | 'empty' | 'unreadable';

export type TableFile =
  | { ok: true; kind: 'csv' | 'xlsx'; header: string[]; rows: string[][] }
  | { ok: false; error: TableFileError };

export const IMPORT_MAX_BYTES = 1024 * 1024;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function kindOf(file: File): 'csv' | 'xlsx' | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.xlsx') || file.type === XLSX_TYPE) return 'xlsx';
  return null;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

function table(kind: 'csv' | 'xlsx', cells: string[][]): TableFile {
  const rows = cells.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) return { ok: false, error: 'empty' };
  const [header = [], ...body] = rows;
  const width = Math.max(...rows.map((row) => row.length));
  const pad = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? '');
  return { ok: true, kind, header: pad(header), rows: body.map(pad) };
}

/** Reads `file`'s text (File.text where the browser has it, FileReader otherwise). */
function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file);
  });
}

/** The header and rows of a CSV or XLSX file, or why it was refused. */
export async function readTableFile(file: File, maxBytes = IMPORT_MAX_BYTES): Promise<TableFile> {
  const kind = kindOf(file);
  if (!kind) return { ok: false, error: 'wrong-type' };
  if (file.size > maxBytes) return { ok: false, error: 'too-large' };
  if (file.size === 0) return { ok: false, error: 'empty' };
  try {
    if (kind === 'csv') return table('csv', parseCsv(await readText(file)));
    const sheet = await readSheet(file);
    return table(
      'xlsx',
      sheet.map((row) => row.map(cellText)),
    );
  } catch (error) {
    if (error instanceof CsvSyntaxError || error instanceof Error) return { ok: false, error: 'unreadable' };
    throw error;
  }
}
