// The signed-in user's messages: the top bar's summary (GET
// /api/app/mail/summary), the paged list of My Messages (GET /api/v1/messages)
// and the read / unread / read-all calls. Every change reloads both.
// Shared code because the top bar (shell) and the My Messages page use it.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';

/** A message as the gateway sends it (spec section 3). */
export type Message = {
  id: string;
  subject: string;
  /** HTML, sanitized by the server; sanitize again before rendering. */
  body: string;
  /** "No" while unread, "Yes" once read. */
  read: string;
  /** A theme colour name: primary, success, danger, warning, info. */
  color: string;
  created_at: string;
  /** The SPA path of the item it is about (a risk, control, action plan, the account); null for none. */
  link?: string | null;
};

/** GET /api/app/mail/summary: the newest messages and the unread count. */
export type MessageSummary = { messages: Message[]; unread: number };

/** GET /api/v1/messages */
export type MessagePage = {
  data: Message[];
  page: number;
  per_page: number;
  total: number;
  unread?: number;
};

export type MessageListParams = { page: number; per_page: number; unreadOnly: boolean };

/** Spec section 3: the value "No" means unread. */
export function isUnread(message: Pick<Message, 'read'>): boolean {
  return message.read === 'No';
}

/** An unread count as a badge shows it: "99+" past 99. */
export function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

const THEME_COLORS = ['primary', 'success', 'danger', 'warning', 'info'] as const;

/** The message's colour as a theme colour (primary when the server sends something else). */
export function messageColor(message: Pick<Message, 'color'>): (typeof THEME_COLORS)[number] {
  const color = message.color?.toLowerCase();
  return (THEME_COLORS as readonly string[]).includes(color) ? (color as (typeof THEME_COLORS)[number]) : 'primary';
}

export const messageKeys = {
  all: ['messages'] as const,
  summary: () => [...messageKeys.all, 'summary'] as const,
  list: (params: MessageListParams) => [...messageKeys.all, 'list', params] as const,
};

export const messageSummaryQuery = () =>
  queryOptions({
    queryKey: messageKeys.summary(),
    queryFn: ({ signal }) => api.get<MessageSummary>('/api/app/mail/summary', { signal }),
    // Spec section 8: a failing messages call is ignored.
    meta: { silent: true },
    retry: false,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/** The top bar's summary; `enabled` lets the top bar hold it back at start (spec section 9). */
export function useMessageSummary({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...messageSummaryQuery(), enabled });
}

/** GET /api/v1/messages?page=&per_page=&unread=true */
export function fetchMessages(params: MessageListParams, signal?: AbortSignal): Promise<MessagePage> {
  return api.get<MessagePage>('/api/v1/messages', {
    signal,
    query: { page: params.page, per_page: params.per_page, unread: params.unreadOnly ? true : undefined },
  });
}

/** One page of My Messages; the previous page stays on screen while the next loads. */
export function useMessageList(params: MessageListParams) {
  return useQuery({
    queryKey: messageKeys.list(params),
    queryFn: ({ signal }) => fetchMessages(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/app/global/account/messages/read?id= */
export function markMessageRead(id: string): Promise<Message> {
  return api.get<Message>('/api/app/global/account/messages/read', { query: { id } });
}

/** POST /api/v1/messages/{id}/unread */
export function markMessageUnread(id: string): Promise<Message> {
  return api.post<Message>(`/api/v1/messages/${encodeURIComponent(id)}/unread`);
}

/** POST /api/v1/messages/read-all */
export function markAllMessagesRead(): Promise<{ updated: number }> {
  return api.post<{ updated: number }>('/api/v1/messages/read-all');
}

function useReloadMessages() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: messageKeys.all });
}

/**
 * Marks an opened message read, then reloads the summary (spec section 4)
 * and the list. Quiet on failure: the message is on screen either way.
 */
export function useMarkMessageRead() {
  const reload = useReloadMessages();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => reload(),
    meta: { silent: true },
  });
}

export function useMarkMessageUnread() {
  const reload = useReloadMessages();
  return useMutation({ mutationFn: markMessageUnread, onSuccess: () => reload() });
}

export function useMarkAllMessagesRead() {
  const reload = useReloadMessages();
  return useMutation({ mutationFn: markAllMessagesRead, onSuccess: () => reload() });
}
