import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage, syncLanguageAtSignIn } from './account-language';
import { setAuthToken } from './api-client';
import i18n from './i18n';

function captureFetch() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(async () => {
  setAuthToken(null);
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the account language', () => {
  it('saves an explicit choice on the account when signed in', async () => {
    const calls = captureFetch();
    setAuthToken('token');
    chooseLanguage('fr');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('fr'));
    expect(calls[0]).toMatchObject({ url: '/api/app/user', method: 'PATCH', body: { language: 'fr' } });
  });

  it("applies the account's language at sign-in", async () => {
    const calls = captureFetch();
    syncLanguageAtSignIn({ language: 'de' });
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('de'));
    expect(calls).toEqual([]);
  });

  it('keeps and saves a language picked on the sign-in page instead', async () => {
    const calls = captureFetch();
    chooseLanguage('pt');
    expect(calls).toEqual([]);
    setAuthToken('token');
    syncLanguageAtSignIn({ language: 'de' });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ language: 'pt' });
    await vi.waitFor(() => expect(i18n.resolvedLanguage).toBe('pt'));
  });
});
