// Test helpers of the shared API modules: a fake gateway holding one
// resource's table (GET list, POST, PUT/PATCH, DELETE by id; every GET
// counted) and a wrapper sharing one query client between screens.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

type Row = { id: string };

/**
 * Stubs `fetch` with a gateway serving `rows` under `path` (e.g. /api/v1/functions).
 * `extra` answers other GET paths from the current rows (e.g. /api/v1/users/options).
 */
export function fakeResource<T extends Row>(
  path: string,
  initial: T[],
  { created, extra = {} }: { created: (body: Partial<T>, n: number) => T; extra?: Record<string, (rows: T[]) => unknown> },
) {
  let rows = [...initial];
  const gets = { count: 0 };
  const json = (answer: unknown) =>
    new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Partial<T>) : {};
      if (method === 'GET') {
        gets.count += 1;
        const other = extra[url.pathname];
        return json(other ? other(rows) : { data: rows, page: 1, per_page: 100, total: rows.length });
      }
      const id = decodeURIComponent(url.pathname.slice(path.length + 1).split('/')[0] ?? '');
      if (method === 'POST' && url.pathname === path) {
        const row = created(body, rows.length + 1);
        rows = [...rows, row];
        return json(row);
      }
      if (method === 'PUT' || method === 'PATCH') {
        rows = rows.map((row) => (row.id === id ? { ...row, ...body } : row));
        return json(rows.find((row) => row.id === id));
      }
      if (method === 'DELETE') {
        rows = rows.filter((row) => row.id !== id);
        return new Response(null, { status: 204 });
      }
      return json(rows.find((row) => row.id === id));
    }),
  );
  return gets;
}

/** A provider giving every hook rendered with it the same query client, as in the app. */
export function sharedClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } } });
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}
