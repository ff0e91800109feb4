// A fetch stand-in for route tests: answers each path (without its query)
// from a table, records every request, and returns 404 for anything else.
import { vi } from 'vitest';

/** The answer's status (200), JSON body and any more headers (e.g. Retry-After). */
type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
export type Answer = Reply | ((request: Recorded) => Reply);
export type Recorded = { method: string; url: URL; body: unknown };

export function mockFetch(routes: Record<string, Answer>) {
  const calls: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    // A file upload's body is the Blob itself, recorded as it is.
    const sent = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    const request: Recorded = { method, url, body: sent };
    calls.push(request);
    const answer = routes[`${method} ${url.pathname}`] ?? routes[url.pathname];
    if (!answer) {
      return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: 'No such API endpoint.' } }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const { status = 200, body, headers } = typeof answer === 'function' ? answer(request) : answer;
    return new Response(status === 204 ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, requests: (path: string) => calls.filter((call) => call.url.pathname === path) };
}
