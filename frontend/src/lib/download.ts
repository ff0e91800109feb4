// Downloads a file from the API: fetched with the bearer header (a plain link
// cannot send it), then saved through a temporary Blob URL and anchor.
import { apiBlob, type RequestOptions } from './api-client';

/** Offers `blob` to the user as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export type DownloadOptions = {
  query?: RequestOptions['query'];
  /** Used when the server sends no Content-Disposition file name. */
  fileName: string;
  accept?: string;
  signal?: AbortSignal;
};

/** GETs `path` with the session's bearer header and saves the answer; resolves with the file name used. */
export async function downloadFile(path: string, options: DownloadOptions): Promise<string> {
  const { blob, fileName } = await apiBlob(path, {
    query: options.query,
    accept: options.accept,
    signal: options.signal,
  });
  const name = fileName || options.fileName;
  saveBlob(blob, name);
  return name;
}
