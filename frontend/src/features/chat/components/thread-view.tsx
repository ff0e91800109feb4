// The right panel: the contact's header (presence, pin toggle), the
// messages with day dividers, and the send box. Opening it marks the
// thread seen (the route does that).
import { ActionIcon, Badge, Button, Group, ScrollArea, Text, TextInput, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconMessages, IconPin, IconPinnedFilled, IconSend } from '@tabler/icons-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatContact, ChatThread } from '../api/chat';
import { dayOf, presenceKey } from '../lib/chat';
import classes from './chat.module.css';
import { ContactAvatar } from './contact-avatar';

/** At most this many characters (the server's limit). */
const TEXT_MAX = 2000;

type ThreadViewProps = {
  contact: ChatContact;
  thread: ChatThread | undefined;
  sending: boolean;
  /** Resolves true once stored (the box is then emptied). */
  onSend: (text: string) => Promise<boolean>;
  onPin: (value: boolean) => void;
  onBack: () => void;
  formatTime: (time: string) => string;
  formatDay: (time: string) => string;
};

export function ThreadView({ contact, thread, sending, onSend, onPin, onBack, formatTime, formatDay }: ThreadViewProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const viewport = useRef<HTMLDivElement>(null);
  const messages = thread?.msg ?? [];
  const count = messages.length;

  // The newest message in view when the thread opens or grows.
  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTo({ top: el.scrollHeight });
  }, [contact.uid, count]);

  const submit = async () => {
    const value = text.trim();
    if (!value || sending) return;
    if (await onSend(value)) setText('');
  };

  return (
    <section className={classes.thread} aria-label={t('chat.threadLabel', { name: contact.displayName })}>
      <div className={classes.threadHead}>
        <ActionIcon variant="subtle" color="gray" hiddenFrom="sm" onClick={onBack} aria-label={t('chat.back')}>
          <IconArrowLeft size={18} />
        </ActionIcon>
        <ContactAvatar name={contact.displayName} photo={contact.photoURL} status={contact.status} size={38} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} truncate>
            {contact.displayName}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {t(presenceKey(contact.status))}
            {contact.about ? ` · ${contact.about}` : ''}
          </Text>
        </div>
        {thread ? (
          <Tooltip label={thread.isPinned ? t('chat.unpin') : t('chat.pin')}>
            <ActionIcon
              variant={thread.isPinned ? 'light' : 'subtle'}
              color={thread.isPinned ? 'primary' : 'gray'}
              size="lg"
              onClick={() => onPin(!thread.isPinned)}
              aria-label={thread.isPinned ? t('chat.unpin') : t('chat.pin')}
              aria-pressed={thread.isPinned}
            >
              {thread.isPinned ? <IconPinnedFilled size={18} /> : <IconPin size={18} />}
            </ActionIcon>
          </Tooltip>
        ) : null}
      </div>
      <ScrollArea className={classes.messages} viewportRef={viewport} type="auto">
        <div className={classes.messagesInner} role="log" aria-live="polite" aria-label={t('chat.messages')}>
          {thread && thread.totalMessages > count ? (
            <Text size="xs" c="dimmed" ta="center">
              {t('chat.older', { count: thread.totalMessages - count })}
            </Text>
          ) : null}
          {count === 0 ? (
            <div className={classes.placeholder} style={{ background: 'none' }}>
              <IconMessages size={40} stroke={1.4} />
              <Text c="dimmed">{t('chat.firstMessage', { name: contact.displayName })}</Text>
            </div>
          ) : null}
          {messages.map((m, i) => {
            const newDay = i === 0 || dayOf(messages[i - 1]!.time) !== dayOf(m.time);
            return (
              <Fragment key={`${m.time}-${i}`}>
                {newDay ? (
                  <Badge className={classes.day} variant="light" color="gray" radius="sm">
                    {formatDay(m.time)}
                  </Badge>
                ) : null}
                <div className={classes.bubbleRow} data-sent={m.isSent}>
                  <div className={classes.bubble}>{m.textContent}</div>
                  <span className={classes.time}>{formatTime(m.time)}</span>
                </div>
              </Fragment>
            );
          })}
        </div>
      </ScrollArea>
      <form
        className={classes.composer}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Group gap="sm" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            placeholder={t('chat.typeMessage')}
            aria-label={t('chat.typeMessage')}
            maxLength={TEXT_MAX}
            autoComplete="off"
          />
          <Button type="submit" leftSection={<IconSend size={16} />} loading={sending} disabled={!text.trim()}>
            {t('chat.send')}
          </Button>
        </Group>
      </form>
    </section>
  );
}
