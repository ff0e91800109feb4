/* eslint-disable react-refresh/only-export-components -- a test helper, never hot-reloaded */
// Test helpers for the top bar: a fetch stand-in answering from a table of
// handlers keyed by "METHOD /path" (query string excluded) that records every
// call, and a render inside the providers with Mantine in its test mode (no
// transitions, no detached-dropdown hiding, which jsdom's zero-size layout trips).
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { theme } from '@/config/theme';

export type MockCall = { method: string; path: string; url: URL; body: unknown };
type Handler = (call: MockCall) => unknown;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Replaces fetch; unknown routes answer 404. Returns the recorded calls. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: MockCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, url, body };
    calls.push(call);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json(404, { error: { code: 'ROUTE_NOT_FOUND', message: 'No such API endpoint.' } });
    const answer = handler(call);
    return answer instanceof Response ? answer : json(200, answer);
  });
  return {
    calls,
    /** Calls to `METHOD /path`. */
    callsTo: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

/** Shows the current address, for asserting navigation. */
function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderTopBarPart(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {children}
                    <Location />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { client, ...render(ui, { wrapper: Wrapper }) };
}
