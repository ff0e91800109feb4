// A fake gateway for the screens' tests (risk, incident): `fetch` answers from a
// table of handlers keyed "METHOD /path"; every request is recorded.
import { vi } from 'vitest';

export type Handler = (request: { url: URL; body: unknown }) => { status?: number; body?: unknown } | unknown;

export type FakeServer = {
  requests: { method: string; url: URL; body: unknown }[];
  /** Requests to `METHOD /path`. */
  calls: (key: string) => { url: URL; body: unknown }[];
};

export function json(status: number, body: unknown) {
  return { status, body };
}

function isAnswer(value: unknown): value is { status: number; body?: unknown } {
  return typeof value === 'object' && value !== null && 'status' in value && typeof value.status === 'number';
}

export function fakeServer(handlers: Record<string, Handler>): FakeServer {
  const requests: FakeServer['requests'] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, url, body });
      const handler = handlers[`${method} ${url.pathname}`];
      if (!handler) {
        return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: 'No route' } }), { status: 404 });
      }
      const result = handler({ url, body });
      const answer = isAnswer(result) ? result : { status: 200, body: result };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return {
    requests,
    calls: (key) =>
      requests.filter((r) => `${r.method} ${r.url.pathname}` === key).map(({ url, body }) => ({ url, body })),
  };
}
