import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { riskCategoryKeys, useRiskCategories, useRiskCategoryMutations, type RiskCategory } from './risk-categories';

/** A fake gateway holding a category table; every request is counted. */
function fakeCategories(initial: RiskCategory[]) {
  let rows = [...initial];
  const gets = { count: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Partial<RiskCategory>) : {};
      const id = decodeURIComponent(url.pathname.split('/')[4] ?? '');
      let answer: unknown = null;
      if (method === 'GET') {
        gets.count += 1;
        answer = { data: rows, page: 1, per_page: 100, total: rows.length };
      } else if (method === 'POST') {
        answer = { id: `cat-${rows.length + 1}`, risk_count: 0, description: '', parent_id: '', name: '', ...body };
        rows = [...rows, answer as RiskCategory];
      } else if (method === 'PUT') {
        rows = rows.map((row) => (row.id === id ? { ...row, ...body } : row));
        answer = rows.find((row) => row.id === id);
      } else if (method === 'DELETE') {
        rows = rows.filter((row) => row.id !== id);
        return new Response(null, { status: 204 });
      }
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return gets;
}

function wrapper(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

const operational: RiskCategory = { id: 'cat-1', name: 'Operational', parent_id: '', description: '', risk_count: 1 };

describe('risk categories: one key for every screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses one query key for the list', () => {
    expect(riskCategoryKeys.all).toEqual(['risk-categories']);
  });

  it('refreshes the register pick list when Settings creates, edits or deletes a category', async () => {
    const gets = fakeCategories([operational]);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } } });
    // The register's pick list and the Settings screen's mutations share one client, as in the app.
    const pickList = renderHook(() => useRiskCategories({ silent: true }), { wrapper: wrapper(client) });
    const settings = renderHook(() => useRiskCategoryMutations(), { wrapper: wrapper(client) });
    await waitFor(() => expect(pickList.result.current.data?.map((c) => c.name)).toEqual(['Operational']));
    expect(gets.count).toBe(1);

    await act(() => settings.result.current.create.mutateAsync({ name: 'Cyber', parent_id: '', description: '' }));
    await waitFor(() => expect(pickList.result.current.data?.map((c) => c.name)).toEqual(['Operational', 'Cyber']));

    await act(() =>
      settings.result.current.update.mutateAsync({ id: 'cat-2', name: 'Cyber security', parent_id: '', description: '' }),
    );
    await waitFor(() =>
      expect(pickList.result.current.data?.map((c) => c.name)).toEqual(['Operational', 'Cyber security']),
    );

    await act(() => settings.result.current.remove.mutateAsync('cat-1'));
    await waitFor(() => expect(pickList.result.current.data?.map((c) => c.name)).toEqual(['Cyber security']));
    expect(gets.count).toBe(4);
  });
});
