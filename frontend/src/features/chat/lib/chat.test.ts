import { describe, expect, it } from 'vitest';
import type { ChatsData } from '../api/chat';
import { contactsWithoutThread, presenceColor, presenceKey, threadRows, totalUnread, unreadCount } from './chat';

let nextId = 0;
const msg = (textContent: string, isSent: boolean, isSeen: boolean) => ({
  id: `m${++nextId}`,
  textContent,
  time: '2026-11-27T10:00:00Z',
  isSent,
  isSeen,
  isDeleted: false,
});

const data: ChatsData = {
  status: 'online',
  contacts: [
    { uid: 'a', displayName: 'Ann', about: '', photoURL: '', status: 'online' },
    { uid: 'b', displayName: 'Bob', about: '', photoURL: '', status: 'away' },
    { uid: 'c', displayName: 'Cid', about: '', photoURL: '', status: 'offline' },
  ],
  chats: {
    b: { isPinned: true, msg: [msg('hi', false, false), msg('yo', true, false), msg('?', false, false)], totalMessages: 3 },
    a: { isPinned: false, msg: [msg('old', false, true)], totalMessages: 1 },
    gone: { isPinned: false, msg: [], totalMessages: 0 },
  },
  chatOrder: ['b', 'a', 'gone'],
};

describe('the chat list', () => {
  it('lists threads in the server order with their last message and unread count', () => {
    const rows = threadRows(data);
    expect(rows.map((r) => r.contact.uid)).toEqual(['b', 'a', 'gone']);
    expect(rows[0]!.last?.textContent).toBe('?');
    expect(rows[0]!.unread).toBe(2);
    expect(rows[1]!.unread).toBe(0);
  });

  it('keeps a thread whose contact left the directory, under a stand-in', () => {
    const gone = threadRows(data)[2]!;
    expect(gone.contact.displayName).toBe('gone');
    expect(gone.last).toBeUndefined();
  });

  it('counts only received messages not seen yet', () => {
    expect(unreadCount(data.chats.b!)).toBe(2);
    expect(totalUnread(data)).toBe(2);
  });

  it('offers the contacts without a thread as new chats', () => {
    expect(contactsWithoutThread(data).map((c) => c.uid)).toEqual(['c']);
  });
});

describe('presence', () => {
  it('has a colour and a label for each of the four values', () => {
    expect(presenceColor('online')).toBe('success');
    expect(presenceColor('away')).toBe('warning');
    expect(presenceColor('do not disturb')).toBe('danger');
    expect(presenceColor('offline')).toBe('gray');
    expect(presenceKey('do not disturb')).toBe('chat.presence.dnd');
    expect(presenceKey('away')).toBe('chat.presence.away');
  });
});
