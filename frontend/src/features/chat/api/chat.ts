// The chat app's calls (spec section 7's chat calls and our additions):
// contacts and chats (searched on the server by display name), sending,
// mark-all-seen, pinning, the caller's presence, deleting one's own message
// (for both sides) and clearing a conversation (for oneself), and a ticket
// to open the live event stream (lib/live). Every change reloads the chat data.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';

/** online, away, do not disturb or offline (spec section 4). */
export type Presence = 'online' | 'away' | 'do not disturb' | 'offline';

/** Someone to chat with (spec section 3's chat contact). */
export type ChatContact = {
  uid: string;
  displayName: string;
  about: string;
  photoURL: string;
  status: Presence;
};

/** One message of a thread. */
export type ChatMessage = {
  /** The same on both sides of the conversation. */
  id: string;
  /** Empty once deleted. */
  textContent: string;
  /** RFC 3339. */
  time: string;
  isSent: boolean;
  isSeen: boolean;
  /** The sender deleted it: shown as "This message was deleted" to both sides. */
  isDeleted: boolean;
};

/** The caller's thread with one contact: its latest messages. */
export type ChatThread = { isPinned: boolean; msg: ChatMessage[]; totalMessages: number };

/** GET /api/app/chat/chats. */
export type ChatsData = {
  contacts: ChatContact[];
  chats: Record<string, ChatThread>;
  /** The keys of `chats`, pinned first, then the latest activity first. */
  chatOrder: string[];
  status: Presence;
};

export const chatKeys = {
  all: ['chat'] as const,
  chats: (q: string) => ['chat', 'chats', q] as const,
};

export function useChats(q: string) {
  return useQuery({
    queryKey: chatKeys.chats(q),
    queryFn: ({ signal }) => api.get<ChatsData>('/api/app/chat/chats', { signal, query: q ? { q } : undefined }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads every chat query (after a change or a live notice); the same function on every render. */
export function useReloadChats() {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries({ queryKey: chatKeys.all }), [client]);
}

export type Outgoing = { contactId: string; message: string; isPinned: boolean };

export function useSendMessage() {
  const reload = useReloadChats();
  return useMutation({
    mutationFn: ({ contactId, message, isPinned }: Outgoing) =>
      api.post<{ contactId: string; message: ChatMessage; isPinned: boolean }>('/api/app/chat/send-message', {
        contactId,
        message: { textContent: message, time: new Date().toISOString(), isSent: true, isSeen: false },
        isPinned,
      }),
    onSuccess: reload,
    // The chat says why a message was not sent (too fast: beside the box) or hands the error on.
    meta: { silent: true },
  });
}

export function useMarkAllSeen() {
  const reload = useReloadChats();
  return useMutation({
    mutationFn: (contactId: string) => api.post<{ marked: number }>('/api/apps/chat/mark-all-seen/', { contactId }),
    onSuccess: (answer) => {
      if (answer.marked > 0) void reload();
    },
    // Opening a thread is not something to toast about.
    meta: { silent: true },
  });
}

export function useSetPinned() {
  const reload = useReloadChats();
  return useMutation({
    mutationFn: ({ contactId, value }: { contactId: string; value: boolean }) =>
      api.post<{ contactId: string; isPinned: boolean }>('/api/apps/chat/set-pinned/', { contactId, value }),
    onSuccess: reload,
  });
}

export function useSetStatus() {
  const reload = useReloadChats();
  return useMutation({
    mutationFn: (status: Presence) => api.post<{ status: Presence }>('/api/app/chat/status', { status }),
    onSuccess: reload,
  });
}

/** Deletes a message the caller sent, for both sides (the contact's open chat learns it live). */
export function useDeleteMessage() {
  const reload = useReloadChats();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ contactId: string; messageId: string }>(`/api/app/chat/messages/${encodeURIComponent(id)}`),
    onSuccess: reload,
  });
}

/** Clears the caller's side of a conversation (the contact keeps theirs). */
export function useClearChat() {
  const reload = useReloadChats();
  return useMutation({
    mutationFn: (contactId: string) =>
      api.delete<{ contactId: string; cleared: number }>(`/api/app/chat/chats/${encodeURIComponent(contactId)}/messages`),
    onSuccess: reload,
  });
}

/** A single-use ticket for GET /api/app/chat/stream (EventSource cannot send the token). */
export function streamTicket(): Promise<{ ticket: string; expiresIn: number }> {
  return api.post('/api/app/chat/stream-ticket');
}
