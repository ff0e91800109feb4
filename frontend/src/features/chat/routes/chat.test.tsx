import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockFetch, type Answer } from '@/testing/mock-fetch';
import { renderWithProviders } from '@/testing/render';
import type { ChatsData } from '../api/chat';
import { ChatRoute } from './chat';

const CHATS: ChatsData = {
  contacts: [{ uid: 'u-2', displayName: 'Bo Berg', about: 'Risk team', photoURL: '', status: 'online' }],
  chats: {
    'u-2': {
      isPinned: false,
      totalMessages: 1,
      msg: [{ id: 'm-1', textContent: 'Hello', time: new Date().toISOString(), isSent: false, isSeen: true, isDeleted: false }],
    },
  },
  chatOrder: ['u-2'],
  status: 'online',
};

const TOO_FAST = { code: 'CHAT_RATE_LIMITED', message: 'You are sending messages too fast. Try again in a moment.' };

function setup(sendAnswers: Answer[]) {
  let sent = 0;
  const api = mockFetch({
    'GET /api/app/chat/chats': { body: CHATS },
    'POST /api/app/chat/send-message': (request) => {
      const answer = sendAnswers[Math.min(sent, sendAnswers.length - 1)]!;
      sent += 1;
      return typeof answer === 'function' ? answer(request) : answer;
    },
  });
  renderWithProviders(
    <Routes>
      <Route path="/chat" element={<ChatRoute />} />
    </Routes>,
    { route: '/chat?contact=u-2' },
  );
  return { api, user: userEvent.setup() };
}

async function type(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = await screen.findByRole('textbox', { name: 'Type your message' });
  await user.type(box, text);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return box;
}

describe('the chat app, sending too fast', () => {
  // jsdom lays nothing out and has no scrollTo (the thread scrolls to its newest message).
  beforeAll(() => {
    Element.prototype.scrollTo ??= () => undefined;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the typed message and says when to try again (the Retry-After)', async () => {
    const { api, user } = setup([{ status: 429, body: { error: TOO_FAST }, headers: { 'Retry-After': '5' } }]);
    const box = await type(user, 'Are you there?');

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Your message was not sent; it is still in the box.');
    expect(notice).toHaveTextContent('You are sending messages too fast. Try again in 5 seconds.');
    expect(box).toHaveValue('Are you there?');
    expect(api.requests('/api/app/chat/send-message')).toHaveLength(1);
  });

  it('says "in a moment" when the server gives no Retry-After, and clears the notice once a message goes', async () => {
    const { user } = setup([
      { status: 429, body: { error: TOO_FAST } },
      { body: { contactId: 'u-2', message: CHATS.chats['u-2']!.msg[0], isPinned: false } },
    ]);
    const box = await type(user, 'Hi');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are sending messages too fast. Try again in a moment.');
    expect(box).toHaveValue('Hi');

    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the notice be dismissed', async () => {
    const { user } = setup([{ status: 429, body: { error: TOO_FAST }, headers: { 'Retry-After': '120' } }]);
    await type(user, 'Hi');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Try again in 2 minutes.');
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
