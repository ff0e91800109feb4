// The chat screen's rules, kept apart from React so they are tested alone:
// the thread list in the server's order with unread counts, the contacts
// without a thread, presence colours and labels.
import type { ChatContact, ChatMessage, ChatsData, ChatThread, Presence } from '../api/chat';

export type ThreadRow = {
  contact: ChatContact;
  thread: ChatThread;
  last: ChatMessage | undefined;
  unread: number;
};

/** Received messages the caller has not seen yet. */
export function unreadCount(thread: ChatThread): number {
  return thread.msg.filter((m) => !m.isSent && !m.isSeen).length;
}

/** A contact the list lacks (gone from the directory): a name-less stand-in. */
function placeholder(uid: string): ChatContact {
  return { uid, displayName: uid, about: '', photoURL: '', status: 'offline' };
}

/** The caller's threads in the server's order (pinned first, then the latest activity). */
export function threadRows(data: ChatsData): ThreadRow[] {
  const byId = new Map(data.contacts.map((c) => [c.uid, c]));
  return data.chatOrder.flatMap((uid) => {
    const thread = data.chats[uid];
    if (!thread) return [];
    return [
      {
        contact: byId.get(uid) ?? placeholder(uid),
        thread,
        last: thread.msg[thread.msg.length - 1],
        unread: unreadCount(thread),
      },
    ];
  });
}

/** The contacts the caller has no thread with yet. */
export function contactsWithoutThread(data: ChatsData): ChatContact[] {
  return data.contacts.filter((c) => !data.chats[c.uid]);
}

/** Every unread message across the threads. */
export function totalUnread(data: ChatsData): number {
  return Object.values(data.chats).reduce((sum, t) => sum + unreadCount(t), 0);
}

/** The Mantine colour of a presence dot. */
export function presenceColor(status: Presence): string {
  switch (status) {
    case 'online':
      return 'success';
    case 'away':
      return 'warning';
    case 'do not disturb':
      return 'danger';
    default:
      return 'gray';
  }
}

/** The i18n key of a presence's label. */
export function presenceKey(status: Presence): string {
  return status === 'do not disturb' ? 'chat.presence.dnd' : `chat.presence.${status}`;
}

export const PRESENCES: readonly Presence[] = ['online', 'away', 'do not disturb', 'offline'];

/** Messages of one day share a date divider: the day of an RFC 3339 time, local. */
export function dayOf(time: string): string {
  const d = new Date(time);
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
}
