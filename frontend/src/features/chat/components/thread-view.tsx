// The right panel: the contact's header (presence, pin toggle, clear the
// chat), the messages with day dividers (one's own can be deleted for both
// sides, a deleted one says so), and the send box, with a notice above it
// when a message was not sent (the text stays in the box). Opening it marks
// the thread seen (the route does that).
import { ActionIcon, Alert, Badge, Button, Group, ScrollArea, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconBan,
  IconEraser,
  IconMessages,
  IconPin,
  IconPinnedFilled,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/ui/confirm-modal';
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
  /** Resolves true once stored (the box is then emptied); false keeps the text in the box. */
  onSend: (text: string) => Promise<boolean>;
  /** Why the last message was not sent (e.g. sent too fast, and when to try again); none once it went. */
  sendNotice?: string | null;
  onDismissNotice?: () => void;
  onPin: (value: boolean) => void;
  /** Deletes one's own message for both sides. */
  onDelete: (id: string) => Promise<unknown>;
  /** Clears the caller's side of the conversation. */
  onClear: () => Promise<unknown>;
  onBack: () => void;
  formatTime: (time: string) => string;
  formatDay: (time: string) => string;
};

export function ThreadView({
  contact,
  thread,
  sending,
  onSend,
  sendNotice,
  onDismissNotice,
  onPin,
  onDelete,
  onClear,
  onBack,
  formatTime,
  formatDay,
}: ThreadViewProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  // What the confirmation dialog asks about: one message, or the whole chat.
  const [confirm, setConfirm] = useState<{ message: string } | 'clear' | null>(null);
  const [busy, setBusy] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const messages = thread?.msg ?? [];
  const count = messages.length;

  // The newest message in view when the thread opens or grows.
  useEffect(() => {
    const el = viewport.current;
    if (el) el.scrollTo({ top: el.scrollHeight });
  }, [contact.uid, count]);

  const confirmed = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      await (confirm === 'clear' ? onClear() : onDelete(confirm.message));
      setConfirm(null);
    } catch {
      // The error handler toasts; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  };

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
        {count > 0 ? (
          <Tooltip label={t('chat.clear')}>
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={() => setConfirm('clear')} aria-label={t('chat.clear')}>
              <IconEraser size={18} />
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
              <Fragment key={m.id || `${m.time}-${i}`}>
                {newDay ? (
                  <Badge className={classes.day} variant="light" color="gray" radius="sm">
                    {formatDay(m.time)}
                  </Badge>
                ) : null}
                <div className={classes.bubbleRow} data-sent={m.isSent} data-deleted={m.isDeleted}>
                  {m.isDeleted ? (
                    <div className={classes.bubble}>
                      <IconBan size={14} aria-hidden /> {t('chat.deleted')}
                    </div>
                  ) : (
                    <div className={classes.bubble}>{m.textContent}</div>
                  )}
                  <span className={classes.time}>{formatTime(m.time)}</span>
                  {m.isSent && !m.isDeleted && m.id ? (
                    <ActionIcon
                      className={classes.bubbleAction}
                      variant="subtle"
                      color="gray"
                      size="sm"
                      onClick={() => setConfirm({ message: m.id })}
                      aria-label={t('chat.deleteMessage')}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  ) : null}
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
        {sendNotice ? (
          <Alert
            color="warning"
            variant="light"
            mb="sm"
            icon={<IconAlertTriangle size={18} />}
            title={t('chat.notSent')}
            withCloseButton={Boolean(onDismissNotice)}
            closeButtonLabel={t('chat.dismissNotice')}
            onClose={onDismissNotice}
          >
            {sendNotice}
          </Alert>
        ) : null}
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
      <ConfirmModal
        opened={confirm !== null}
        title={confirm === 'clear' ? t('chat.clear') : t('chat.deleteMessage')}
        confirmLabel={confirm === 'clear' ? t('chat.clearConfirm') : t('chat.deleteConfirm')}
        loading={busy}
        onConfirm={() => void confirmed()}
        onClose={() => setConfirm(null)}
      >
        {confirm === 'clear' ? t('chat.clearHint', { name: contact.displayName }) : t('chat.deleteHint')}
      </ConfirmModal>
    </section>
  );
}
