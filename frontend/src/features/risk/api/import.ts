// Bulk import of risks or controls (POST /api/v1/{risks|controls}/import):
// the file itself is the body; a dry run reports every problem and writes
// nothing, the import writes every row or none. The templates come from the
// gateway too. The file is sent with XMLHttpRequest, the one browser API
// that reports upload progress; the answer is read as apiRequest reads it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, getAuthToken, toApiError } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { riskKeys } from './risks';

/** What a file is imported as. */
export type ImportKind = 'risks' | 'controls';

export const importPath = (kind: ImportKind) => `/api/v1/${kind}/import`;

export type ImportProblem = { line: number; column: string; message: string };

export type ImportResult = {
  rows: number;
  imported: number;
  references: string[];
  problems: ImportProblem[];
  dry_run: boolean;
};

/** `submit` (send for approval) is for risks only. */
export type ImportInput = { file: File; submit: boolean; onProgress?: (percent: number) => void };

function query({ file, submit }: ImportInput, dryRun: boolean): Record<string, string> {
  return { file_name: file.name, dry_run: dryRun ? 'true' : 'false', submit: submit ? 'true' : 'false' };
}

/** The answer to a sent file: its JSON, or the ApiError apiRequest would have thrown. */
async function read(xhr: XMLHttpRequest, path: string): Promise<ImportResult> {
  const response = new Response(xhr.responseText || null, {
    status: xhr.status,
    headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
  });
  if (!response.ok) throw await toApiError(response, path);
  return (await response.json()) as ImportResult;
}

/** Sends the file with upload progress; a 401 is replayed by apiRequest (which refreshes the session). */
async function upload(path: string, input: ImportInput, dryRun: boolean): Promise<ImportResult> {
  const params = new URLSearchParams(query(input, dryRun)).toString();
  const xhr = await new Promise<XMLHttpRequest>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${path}?${params}`);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Content-Type', 'application/octet-stream');
    const token = getAuthToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) input.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    // The whole file is sent: what remains is the server's work.
    request.upload.onload = () => input.onProgress?.(100);
    request.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error', path }));
    request.onload = () => resolve(request);
    request.send(input.file);
  });
  input.onProgress?.(100);
  if (xhr.status === 401) return post(path, input, dryRun);
  return read(xhr, path);
}

/** The plain request (no progress): the replay after a 401. */
function post(path: string, input: ImportInput, dryRun: boolean): Promise<ImportResult> {
  return apiRequest<ImportResult>(path, {
    method: 'POST',
    query: query(input, dryRun),
    headers: { 'Content-Type': 'application/octet-stream' },
    body: input.file,
  });
}

/** Checks every row; writes nothing. */
export function useCheckImport(kind: ImportKind) {
  return useMutation({
    mutationFn: (input: ImportInput) => upload(importPath(kind), input, true),
    meta: { silent: true },
  });
}

/** Imports every row (all or none); the risk module is read again afterwards. */
export function useRunImport(kind: ImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportInput) => upload(importPath(kind), input, false),
    onSuccess: () => client.invalidateQueries({ queryKey: riskKeys.module }),
    meta: { silent: true },
  });
}

export function downloadImportTemplate(kind: ImportKind, format: 'xlsx' | 'csv'): Promise<string> {
  const stem = kind === 'risks' ? 'risk' : 'control';
  return downloadFile(`${importPath(kind)}/template.${format}`, { fileName: `${stem}-import-template.${format}` });
}
