// Bulk import of risks (POST /api/v1/risks/import): the file itself is the
// body; a dry run reports every problem and writes nothing, the import
// writes every row or none. The template comes from the gateway too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { riskKeys } from './risks';

export const IMPORT_PATH = '/api/v1/risks/import';

export type ImportProblem = { line: number; column: string; message: string };

export type ImportResult = {
  rows: number;
  imported: number;
  references: string[];
  problems: ImportProblem[];
  dry_run: boolean;
};

export type ImportInput = { file: File; submit: boolean };

function postFile({ file, submit }: ImportInput, dryRun: boolean): Promise<ImportResult> {
  return apiRequest<ImportResult>(IMPORT_PATH, {
    method: 'POST',
    query: { file_name: file.name, dry_run: dryRun ? 'true' : 'false', submit: submit ? 'true' : 'false' },
    headers: { 'Content-Type': 'application/octet-stream' },
    body: file,
  });
}

/** Checks every row; writes nothing. */
export function useCheckImport() {
  return useMutation({ mutationFn: (input: ImportInput) => postFile(input, true), meta: { silent: true } });
}

/** Imports every row (all or none); the register is read again afterwards. */
export function useRunImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) => postFile(input, false),
    onSuccess: () => client.invalidateQueries({ queryKey: riskKeys.module }),
    meta: { silent: true },
  });
}

export function downloadImportTemplate(format: 'xlsx' | 'csv'): Promise<string> {
  return downloadFile(`${IMPORT_PATH}/template.${format}`, { fileName: `risk-import-template.${format}` });
}
