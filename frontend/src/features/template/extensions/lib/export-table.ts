// Export of a table's rows (export and export-selected examples): CSV through
// lib/csv.ts, XLSX through write-excel-file (a bold header row), both saved
// with lib/download.ts under the chosen file name.
import writeXlsxFile, { type SheetData } from 'write-excel-file/browser';
import { toCsv } from '@/lib/csv';
import { saveBlob } from '@/lib/download';

export type ExportFormat = 'xlsx' | 'csv';

export type ExportColumn<T> = {
  key: string;
  label: string;
  value: (row: T) => string | number;
};

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The sheet: a bold header row of labels, then one row per item. */
export function sheetData<T>(columns: readonly ExportColumn<T>[], rows: readonly T[]): SheetData {
  return [
    columns.map((column) => ({ value: column.label, fontWeight: 'bold' as const })),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ];
}

/** A safe file name with the format's extension: "Q3 report" -> "Q3 report.xlsx". */
export function exportFileName(name: string, format: ExportFormat): string {
  const base = name.trim().replace(/[\\/:*?"<>|]+/g, '-').replace(/\.(xlsx|csv)$/i, '') || 'export';
  return `${base}.${format}`;
}

/** Builds the file and offers it for download; resolves with the file name. */
export async function exportTable<T>(
  format: ExportFormat,
  name: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): Promise<string> {
  const fileName = exportFileName(name, format);
  if (format === 'csv') {
    saveBlob(
      new Blob([toCsv(columns.map((column) => ({ label: column.label, value: column.value })), rows)], {
        type: 'text/csv;charset=utf-8',
      }),
      fileName,
    );
    return fileName;
  }
  const blob = await writeXlsxFile(sheetData(columns, rows), { sheet: 'Data' }).toBlob();
  saveBlob(blob.type ? blob : new Blob([blob], { type: XLSX_MIME }), fileName);
  return fileName;
}
