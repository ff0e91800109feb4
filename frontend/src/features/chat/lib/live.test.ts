import { describe, expect, it, vi } from 'vitest';
import { openChatStream, reconnectDelay, type EventSourceLike, type LiveDeps } from './live';

class FakeSource implements EventSourceLike {
  listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown = {}) {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

function harness(tickets: (() => Promise<{ ticket: string }>)[] = []) {
  const sources: FakeSource[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  let n = 0;
  const deps: LiveDeps = {
    ticket: () => (tickets[n] ? tickets[n++]!() : Promise.resolve({ ticket: `t${++n}` })),
    source: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    setTimer: (fn, ms) => {
      timers.push({ fn, ms });
      return timers.length;
    },
    clearTimer: vi.fn(),
  };
  const handlers = { onMessage: vi.fn(), onPresence: vi.fn(), onDeleted: vi.fn(), onResync: vi.fn(), onState: vi.fn() };
  return { sources, timers, deps, handlers };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('the chat stream', () => {
  it('opens with a fresh ticket and hands on messages and presence', async () => {
    const h = harness();
    const stop = openChatStream(h.handlers, h.deps);
    await settle();
    expect(h.sources[0]!.url).toBe('/api/app/chat/stream?ticket=t1');
    h.sources[0]!.emit('ready');
    expect(h.handlers.onState).toHaveBeenLastCalledWith('live');
    h.sources[0]!.emit('message', { contactId: 'u2', message: { textContent: 'hi' } });
    h.sources[0]!.emit('presence', { uid: 'u2', status: 'away' });
    expect(h.handlers.onMessage).toHaveBeenCalledWith({ contactId: 'u2', message: { textContent: 'hi' } });
    expect(h.handlers.onPresence).toHaveBeenCalledWith({ uid: 'u2', status: 'away' });
    h.sources[0]!.emit('deleted', { contactId: 'u2', messageId: 'm1' });
    expect(h.handlers.onDeleted).toHaveBeenCalledWith({ contactId: 'u2', messageId: 'm1' });
    expect(h.handlers.onResync).not.toHaveBeenCalled();
    stop();
    expect(h.sources[0]!.closed).toBe(true);
  });

  it('after an error waits, then reconnects with a new ticket and reloads', async () => {
    const h = harness();
    openChatStream(h.handlers, h.deps);
    await settle();
    h.sources[0]!.emit('ready');
    h.sources[0]!.onerror?.(new Event('error'));
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.handlers.onState).toHaveBeenLastCalledWith('reconnecting');
    expect(h.timers[0]!.ms).toBe(1000);
    h.timers[0]!.fn();
    await settle();
    expect(h.sources[1]!.url).toBe('/api/app/chat/stream?ticket=t2');
    h.sources[1]!.emit('ready');
    // Whatever came while it was down is reloaded.
    expect(h.handlers.onResync).toHaveBeenCalledTimes(1);
  });

  it('retries a failed ticket with a growing pause', async () => {
    const fail = () => Promise.reject(new Error('offline'));
    const h = harness([fail, fail]);
    openChatStream(h.handlers, h.deps);
    await settle();
    expect(h.sources).toHaveLength(0);
    expect(h.timers[0]!.ms).toBe(1000);
    h.timers[0]!.fn();
    await settle();
    expect(h.timers[1]!.ms).toBe(2000);
  });

  it('opens a new stream at once when the server ends one', async () => {
    const h = harness();
    openChatStream(h.handlers, h.deps);
    await settle();
    h.sources[0]!.emit('expired');
    await settle();
    expect(h.sources[0]!.closed).toBe(true);
    expect(h.sources).toHaveLength(2);
    expect(h.timers).toHaveLength(0);
  });

  it('pauses 1 s doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
