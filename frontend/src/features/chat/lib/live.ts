// The live event stream of the chat app (GET /api/app/chat/stream). The
// browser's EventSource cannot send the bearer token, so each connection
// first asks for a single-use ticket; when the stream fails or the server
// ends it (`expired`, after 10 minutes), a new ticket opens a new one, with
// a growing pause after failures. EventSource's own retry would reuse a
// spent ticket, so it is closed and replaced instead.
import type { ChatMessage, ChatContact, Presence } from '../api/chat';

export type MessageNotice = { contactId: string; message: ChatMessage; contact?: Partial<ChatContact> };
export type PresenceNotice = { uid: string; status: Presence };
/** A message of the thread with `contactId` was deleted by its sender. */
export type DeletedNotice = { contactId: string; messageId: string };
export type LiveState = 'connecting' | 'live' | 'reconnecting';

export type LiveHandlers = {
  onMessage: (notice: MessageNotice) => void;
  onPresence: (notice: PresenceNotice) => void;
  onDeleted: (notice: DeletedNotice) => void;
  /** Notices were missed (or the stream came back): reload everything. */
  onResync: () => void;
  onState?: (state: LiveState) => void;
};

/** What the stream needs from the outside (replaced in tests). */
export type LiveDeps = {
  ticket: () => Promise<{ ticket: string }>;
  source: (url: string) => EventSourceLike;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
};

/** The part of EventSource used here. */
export type EventSourceLike = {
  addEventListener: (type: string, listener: (event: MessageEvent) => void) => void;
  onerror: ((event: Event) => void) | null;
  close: () => void;
};

/** The pause before the `attempt`th reconnection (0-based): 1 s doubling up to 30 s. */
export function reconnectDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openChatStream(handlers: LiveHandlers, deps: LiveDeps): () => void {
  let stopped = false;
  let source: EventSourceLike | null = null;
  let timer: unknown = null;
  let failures = 0;
  let connectedBefore = false;

  const schedule = (ms: number) => {
    timer = deps.setTimer(() => {
      timer = null;
      void connect();
    }, ms);
  };

  const retry = () => {
    source?.close();
    source = null;
    if (stopped) return;
    handlers.onState?.('reconnecting');
    schedule(reconnectDelay(failures));
    failures += 1;
  };

  const connect = async () => {
    if (stopped) return;
    handlers.onState?.(connectedBefore ? 'reconnecting' : 'connecting');
    let ticket: string;
    try {
      ticket = (await deps.ticket()).ticket;
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const s = deps.source(`/api/app/chat/stream?ticket=${encodeURIComponent(ticket)}`);
    source = s;
    s.addEventListener('ready', () => {
      failures = 0;
      handlers.onState?.('live');
      // What arrived while the stream was down is only in the reloaded data.
      if (connectedBefore) handlers.onResync();
      connectedBefore = true;
    });
    s.addEventListener('message', (e) => {
      const notice = parse<MessageNotice>(e);
      if (notice) handlers.onMessage(notice);
    });
    s.addEventListener('presence', (e) => {
      const notice = parse<PresenceNotice>(e);
      if (notice) handlers.onPresence(notice);
    });
    s.addEventListener('deleted', (e) => {
      const notice = parse<DeletedNotice>(e);
      if (notice) handlers.onDeleted(notice);
    });
    s.addEventListener('resync', () => handlers.onResync());
    s.addEventListener('expired', () => {
      // A planned end: a new stream at once.
      s.close();
      source = null;
      if (!stopped) void connect();
    });
    s.onerror = () => {
      if (source === s) retry();
    };
  };

  void connect();
  return () => {
    stopped = true;
    if (timer !== null) deps.clearTimer(timer);
    source?.close();
    source = null;
  };
}
