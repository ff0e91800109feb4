// A fake gateway for the account pages' tests: `fetch` answers from a table
// of handlers keyed "METHOD /path"; every request is recorded with its
// headers and body (JSON parsed, a file kept as the Blob it was).
import { vi } from 'vitest';

export type Answer = { status: number; body?: unknown };
export type Recorded = { method: string; url: URL; headers: Record<string, string>; body: unknown };
export type Handler = (request: Recorded) => Answer | unknown;

export const answer = (status: number, body?: unknown): Answer => ({ status, body });

export const errorBody = (code: string, message: string, fields?: Record<string, string>) => ({
  error: { code, message, ...(fields ? { fields } : {}) },
});

const isAnswer = (value: unknown): value is Answer =>
  typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';

export function fakeServer(handlers: Record<string, Handler>) {
  const requests: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const raw = init?.body;
      const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
      const request = { method, url, headers: { ...(init?.headers as Record<string, string>) }, body };
      requests.push(request);
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) return new Response(JSON.stringify(errorBody('ROUTE_NOT_FOUND', 'No route')), { status: 404 });
      const result = handler(request);
      const { status, body: out } = isAnswer(result) ? result : { status: 200, body: result };
      // jsdom's Blob is not the one fetch's Response reads: hand over its bytes.
      if (out instanceof Blob) return new Response(await out.arrayBuffer(), { status });
      return new Response(out === undefined ? null : JSON.stringify(out), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    requests,
    calls: (key: string) => requests.filter((r) => `${r.method} ${r.url.pathname}` === key),
  };
}
