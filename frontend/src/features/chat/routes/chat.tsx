// /chat: live chat between the product's users (plus sample contacts).
// The list and the thread come from GET /api/app/chat/chats (searched on the
// server); a new message or a contact's presence change arrives over the
// event stream (lib/live) and reloads the data; opening a thread marks it
// seen. The open contact is in the address (`?contact=`). A message sent
// too fast (429 CHAT_RATE_LIMITED) stays in the box, and a notice says when
// to try again (the server's Retry-After).
import { Badge, Card, Loader, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle, IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { handleApiError, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { retryWait, type RetryWait } from '@/lib/retry-after';
import {
  type ChatsData,
  streamTicket,
  useChats,
  useClearChat,
  useDeleteMessage,
  useMarkAllSeen,
  useReloadChats,
  useSendMessage,
  useSetPinned,
  useSetStatus,
} from '../api/chat';
import { ContactList } from '../components/contact-list';
import { StatusMenu } from '../components/status-menu';
import { ThreadView } from '../components/thread-view';
import classes from '../components/chat.module.css';
import { contactsWithoutThread, threadRows, unreadCount } from '../lib/chat';
import { openChatStream, type LiveState } from '../lib/live';

function useFormatters() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
    const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
    const day = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', day: 'numeric', month: 'long' });
    const today = new Date().toDateString();
    return {
      /** The time for today's messages, the date for older ones. */
      short: (iso: string) => {
        const d = new Date(iso);
        return d.toDateString() === today ? time.format(d) : date.format(d);
      },
      time: (iso: string) => time.format(new Date(iso)),
      day: (iso: string) => day.format(new Date(iso)),
    };
  }, [i18n.language]);
}

/** A message to `contactId` refused for being sent too fast, with the wait the server asked for (if it said). */
type TooFast = { contactId: string; wait: RetryWait | undefined };

export function ChatRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const active = params.get('contact');
  const [search, setSearch] = useState('');
  const [live, setLive] = useState<LiveState>('connecting');
  const chats = useChats(search);
  const reload = useReloadChats();
  const send = useSendMessage();
  const markSeen = useMarkAllSeen();
  const setPinned = useSetPinned();
  const setStatus = useSetStatus();
  const deleteMessage = useDeleteMessage();
  const clearChat = useClearChat();
  const format = useFormatters();
  const [tooFast, setTooFast] = useState<TooFast | null>(null);

  const data: ChatsData | undefined = chats.data;
  const rows = useMemo(() => (data ? threadRows(data) : []), [data]);
  const others = useMemo(() => (data ? contactsWithoutThread(data) : []), [data]);
  const contact = data?.contacts.find((c) => c.uid === active);
  const thread = active ? data?.chats[active] : undefined;
  const unread = thread ? unreadCount(thread) : 0;

  // Opening a thread (or a message arriving in the open one) marks it seen.
  const { mutate: markSeenMutate } = markSeen;
  useEffect(() => {
    if (active && unread > 0) markSeenMutate(active);
  }, [active, unread, markSeenMutate]);

  // Names of senders for the toast of a message to another thread.
  const names = useRef(new Map<string, string>());
  useEffect(() => {
    for (const c of data?.contacts ?? []) names.current.set(c.uid, c.displayName);
  }, [data]);
  const activeRef = useRef(active);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  useEffect(
    () =>
      openChatStream(
        {
          onMessage: (notice) => {
            void reload();
            if (!notice.message.isSent && notice.contactId !== activeRef.current) {
              const name = notice.contact?.displayName ?? names.current.get(notice.contactId) ?? '';
              notifications.show({
                title: t('chat.newMessage', { name }),
                message: notice.message.textContent,
                color: 'primary',
                icon: <IconMessageCircle size={18} />,
              });
            }
          },
          onPresence: () => void reload(),
          // A message deleted by its sender: shown as deleted once reloaded.
          onDeleted: () => void reload(),
          onResync: () => void reload(),
          onState: setLive,
        },
        {
          ticket: streamTicket,
          source: (url) => new EventSource(url),
          setTimer: (fn, ms) => window.setTimeout(fn, ms),
          clearTimer: (handle) => window.clearTimeout(handle as number),
        },
      ),
    [reload, t],
  );

  /** Sends; true once stored. Sent too fast, the notice says when to retry; other failures toast. */
  const sendMessage = async (contactId: string, message: string): Promise<boolean> => {
    try {
      await send.mutateAsync({ contactId, message, isPinned: false });
      setTooFast(null);
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === 'CHAT_RATE_LIMITED') {
        setTooFast({ contactId, wait: retryWait(error.retryAfter) });
      } else {
        handleApiError(error);
      }
      return false;
    }
  };

  const tooFastText = (wait: RetryWait | undefined) =>
    wait ? t(`chat.tooFast.${wait.unit}`, { count: wait.count }) : t('errors.CHAT_RATE_LIMITED');

  const open = (uid: string | null) => {
    const next = new URLSearchParams(params);
    if (uid) next.set('contact', uid);
    else next.delete('contact');
    setParams(next, { replace: true });
  };

  const liveBadge =
    live === 'live' ? (
      <Badge variant="light" color="success" leftSection={<IconPlugConnected size={12} />}>
        {t('chat.live.on')}
      </Badge>
    ) : (
      <Tooltip label={t('chat.live.offHint')}>
        <Badge variant="light" color="warning" leftSection={<IconPlugConnectedX size={12} />}>
          {live === 'connecting' ? t('chat.live.connecting') : t('chat.live.reconnecting')}
        </Badge>
      </Tooltip>
    );

  return (
    <>
      <PageHeader route="chat" description={t('chat.description')} actions={liveBadge} />
      <Card className={classes.shell} data-open={Boolean(contact)} withBorder>
        <ContactList
          header={
            <StatusMenu
              name={user?.name ?? ''}
              photo={user?.avatar ?? ''}
              status={data?.status ?? 'online'}
              onChange={(status) => setStatus.mutate(status)}
            />
          }
          search={search}
          onSearch={setSearch}
          rows={rows}
          others={others}
          active={active}
          onOpen={open}
          formatTime={format.short}
        />
        {chats.isPending ? (
          <div className={classes.placeholder}>
            <Loader />
          </div>
        ) : contact ? (
          <ThreadView
            key={contact.uid}
            contact={contact}
            thread={thread}
            sending={send.isPending}
            onSend={(message) => sendMessage(contact.uid, message)}
            sendNotice={tooFast?.contactId === contact.uid ? tooFastText(tooFast.wait) : null}
            onDismissNotice={() => setTooFast(null)}
            onPin={(value) => setPinned.mutate({ contactId: contact.uid, value })}
            onDelete={(id) => deleteMessage.mutateAsync(id)}
            onClear={() => clearChat.mutateAsync(contact.uid)}
            onBack={() => open(null)}
            formatTime={format.time}
            formatDay={format.day}
          />
        ) : (
          <div className={classes.placeholder}>
            <IconMessageCircle size={56} stroke={1.3} color="var(--mantine-color-primary-filled)" />
            <Text fw={600} size="lg">
              {t('chat.startTitle')}
            </Text>
            <Text c="dimmed" maw={360}>
              {t('chat.startHint')}
            </Text>
          </div>
        )}
      </Card>
    </>
  );
}
