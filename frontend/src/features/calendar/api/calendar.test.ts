// The calendar's events call keeps the X-Risk-Events header of the answer
// it got, also when the token was renewed after a 401 and the call replayed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, setAuthToken } from '@/lib/api-client';
import { fetchEvents } from './calendar';

const RANGE = { start: '2026-11-01', end: '2026-12-01' };

function events(status: number, headers: Record<string, string> = {}) {
  const body = status === 200 ? [{ id: 1, title: 'Audit' }] : { error: { code: 'TOKEN_INVALID', message: 'Invalid' } };
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

describe('fetchEvents', () => {
  const fetchMock = vi.fn();

  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setAuthToken('expired');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    setAuthToken(null);
    configureApiClient({ refreshSession: undefined });
  });

  it('reads the flag of the replayed answer after a token renewal', async () => {
    const refreshSession = vi.fn(async () => {
      setAuthToken('fresh');
      return true;
    });
    configureApiClient({ refreshSession });
    fetchMock.mockResolvedValueOnce(events(401)).mockResolvedValueOnce(events(200, { 'X-Risk-Events': 'unavailable' }));

    const answer = await fetchEvents(RANGE);

    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(answer).toEqual({ events: [{ id: 1, title: 'Audit' }], risk: 'unavailable' });
    const [url, replay] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/api/apps/calendar/events?start=2026-11-01&end=2026-12-01');
    expect(replay.headers).toMatchObject({ Authorization: 'Bearer fresh' });
  });

  it('reads the flag of a first answer, and says shown without one', async () => {
    fetchMock.mockResolvedValueOnce(events(200, { 'X-Risk-Events': 'not-granted' })).mockResolvedValueOnce(events(200));
    await expect(fetchEvents(RANGE)).resolves.toMatchObject({ risk: 'not-granted' });
    await expect(fetchEvents(RANGE)).resolves.toMatchObject({ risk: 'shown' });
  });
});
