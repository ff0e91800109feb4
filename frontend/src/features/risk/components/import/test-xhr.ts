// An XMLHttpRequest stand-in for the import tests: the upload reports its
// progress (half, then all of the file), then the request goes to the
// (mocked) fetch, so mockFetch records and answers it like any other call.
import { vi } from 'vitest';

type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ProgressHandler } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private answerHeaders: Headers | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  getResponseHeader(name: string) {
    return this.answerHeaders?.get(name) ?? null;
  }

  send(body: Blob) {
    const total = body.size || 1;
    this.upload.onprogress?.({ lengthComputable: true, loaded: Math.floor(total / 2), total });
    this.upload.onprogress?.({ lengthComputable: true, loaded: total, total });
    void fetch(this.url, { method: this.method, headers: this.headers, body })
      .then(async (response) => {
        this.status = response.status;
        this.answerHeaders = response.headers;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => this.onerror?.());
  }
}

/** Routes XMLHttpRequest through fetch for the rest of the test. */
export function fakeXhr() {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
