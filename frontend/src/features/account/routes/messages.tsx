// /user/messages: My Messages. Every message of the signed-in user, newest
// first and paged by the server; All / Unread filter (kept in the address);
// opening one shows its sanitized body and marks it read; a message can be
// marked unread again, and all can be marked read at once.
import {
  ActionIcon,
  Box,
  Button,
  Card,
  Divider,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChecks, IconMail, IconMailCheck, IconMailOpened, IconMailbox } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MessageModal } from '@/components/top-bar/message-view';
import { ListFooter } from '@/components/ui/list-footer';
import { PageHeader } from '@/components/ui/page-header';
import { handleApiError } from '@/lib/api-client';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import {
  isUnread,
  messageColor,
  useMarkAllMessagesRead,
  useMarkMessageRead,
  useMarkMessageUnread,
  useMessageList,
  useMessageSummary,
  type Message,
} from '@/lib/messages';
import { htmlToText } from '@/lib/sanitize';
import classes from './messages.module.css';

const PER_PAGE_OPTIONS = [10, 20, 50] as const;
const DEFAULT_PER_PAGE = 10;

type Filter = 'all' | 'unread';

function useMessageParams() {
  const [params, setParams] = useSearchParams();
  const filter: Filter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const perPageParam = Number(params.get('per_page'));
  const perPage = (PER_PAGE_OPTIONS as readonly number[]).includes(perPageParam) ? perPageParam : DEFAULT_PER_PAGE;

  const update = (next: { filter?: Filter; page?: number; perPage?: number }) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        const set = (key: string, value: string | undefined) => (value ? out.set(key, value) : out.delete(key));
        if (next.filter !== undefined) set('filter', next.filter === 'unread' ? 'unread' : undefined);
        if (next.perPage !== undefined) set('per_page', next.perPage === DEFAULT_PER_PAGE ? undefined : String(next.perPage));
        if (next.page !== undefined) set('page', next.page > 1 ? String(next.page) : undefined);
        return out;
      },
      { replace: true },
    );
  };
  return { filter, page, perPage, update };
}

type RowProps = {
  message: Message;
  language: string;
  onOpen: (message: Message) => void;
  onToggleRead: (message: Message) => void;
  busy: boolean;
};

function MessageRow({ message, language, onOpen, onToggleRead, busy }: RowProps) {
  const { t } = useTranslation();
  const unread = isUnread(message);
  const color = messageColor(message);
  const toggleLabel = unread ? t('messagesPage.markRead') : t('messagesPage.markUnread');
  return (
    <li className={classes.row} data-unread={unread || undefined}>
      <UnstyledButton
        className={classes.rowMain}
        onClick={() => onOpen(message)}
        aria-label={unread ? t('messagesPage.openUnread', { subject: message.subject }) : message.subject}
      >
        <ThemeIcon size={42} radius="xl" variant="light" color={color} aria-hidden>
          {unread ? <IconMail size={20} stroke={1.7} /> : <IconMailOpened size={20} stroke={1.7} />}
        </ThemeIcon>
        <Box miw={0} style={{ flex: 1 }}>
          <Group gap={8} wrap="nowrap">
            {unread ? (
              <span
                className={classes.dot}
                style={{ '--dot-color': `var(--mantine-color-${color}-6)` } as CSSProperties}
                aria-hidden
              />
            ) : null}
            <Text className={classes.subject} truncate>
              {message.subject}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" lineClamp={1} mt={2}>
            {htmlToText(message.body)}
          </Text>
        </Box>
        <Text
          component="time"
          dateTime={message.created_at}
          title={formatDateTime(message.created_at, language)}
          size="xs"
          c="dimmed"
          className={classes.time}
        >
          {formatRelativeTime(message.created_at, language)}
        </Text>
      </UnstyledButton>
      <Tooltip label={toggleLabel} openDelay={300}>
        <ActionIcon
          variant="subtle"
          color="gray"
          radius="xl"
          size={36}
          className={classes.rowAction}
          aria-label={`${toggleLabel}: ${message.subject}`}
          onClick={() => onToggleRead(message)}
          disabled={busy}
        >
          {unread ? <IconMailOpened size={18} stroke={1.6} /> : <IconMail size={18} stroke={1.6} />}
        </ActionIcon>
      </Tooltip>
    </li>
  );
}

function ListSkeleton() {
  return (
    <Stack gap={0} aria-busy>
      {[0, 1, 2, 3, 4].map((i) => (
        <Group key={i} gap="md" px="lg" py="md" wrap="nowrap">
          <Skeleton circle height={42} />
          <Box style={{ flex: 1 }}>
            <Skeleton height={12} width="45%" mb={10} />
            <Skeleton height={10} width="80%" />
          </Box>
          <Skeleton height={10} width={60} />
        </Group>
      ))}
    </Stack>
  );
}

export function MessagesRoute() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { filter, page, perPage, update } = useMessageParams();
  const list = useMessageList({ page, per_page: perPage, unreadOnly: filter === 'unread' });
  const summary = useMessageSummary();
  const markRead = useMarkMessageRead();
  const markUnread = useMarkMessageUnread();
  const markAll = useMarkAllMessagesRead();
  const [opened, setOpened] = useState<Message | null>(null);

  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const unread = summary.data?.unread ?? list.data?.unread ?? 0;

  const open = (message: Message) => {
    setOpened(message);
    if (isUnread(message)) markRead.mutate(message.id);
  };

  const toggleRead = (message: Message) => {
    // The read call is silent where opening a message marks it; this click is explicit.
    if (isUnread(message)) markRead.mutate(message.id, { onError: handleApiError });
    else markUnread.mutate(message.id);
  };

  const readAll = () =>
    markAll.mutate(undefined, {
      onSuccess: ({ updated }) =>
        notifications.show({ color: 'success', message: t('messagesPage.allRead', { count: updated }) }),
    });

  let content;
  if (list.isPending) {
    content = <ListSkeleton />;
  } else if (list.isError && !list.data) {
    content = (
      <Stack align="center" gap="sm" py={48} px="lg" ta="center">
        <Text fw={600} className={classes.heading}>
          {t('messagesPage.loadFailed')}
        </Text>
        <Button variant="light" onClick={() => void list.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    );
  } else if (rows.length === 0) {
    const caughtUp = filter === 'unread';
    content = (
      <Stack align="center" gap={8} py={56} px="lg" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color={caughtUp ? 'success' : 'primary'} aria-hidden>
          {caughtUp ? <IconMailCheck size={32} stroke={1.5} /> : <IconMailbox size={32} stroke={1.5} />}
        </ThemeIcon>
        <Text fw={600} fz="lg" mt="xs" className={classes.heading}>
          {caughtUp ? t('messagesPage.caughtUp') : t('messagesPage.empty')}
        </Text>
        <Text c="dimmed" size="sm" maw={440}>
          {caughtUp ? t('messagesPage.caughtUpHint') : t('messagesPage.emptyHint')}
        </Text>
        {caughtUp ? (
          <Button variant="light" mt="sm" onClick={() => update({ filter: 'all', page: 1 })}>
            {t('messagesPage.showAll')}
          </Button>
        ) : page > 1 ? (
          <Button variant="light" mt="sm" onClick={() => update({ page: 1 })}>
            {t('messagesPage.firstPage')}
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    content = (
      <ul className={classes.list} aria-label={t('messagesPage.listLabel')} aria-busy={list.isFetching || undefined}>
        {rows.map((message) => (
          <MessageRow
            key={message.id}
            message={message}
            language={language}
            onOpen={open}
            onToggleRead={toggleRead}
            busy={
              (markRead.isPending && markRead.variables === message.id) ||
              (markUnread.isPending && markUnread.variables === message.id)
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <PageHeader
        route="messages"
        description={t('messagesPage.subtitle')}
        actions={
          <Button
            variant="light"
            leftSection={<IconChecks size={18} />}
            onClick={readAll}
            loading={markAll.isPending}
            disabled={unread === 0}
          >
            {t('messagesPage.markAllRead')}
          </Button>
        }
      />
      <Card padding={0}>
        <Group justify="space-between" px="lg" py="md" gap="sm" wrap="wrap">
          <SegmentedControl
            value={filter}
            onChange={(value) => update({ filter: value as Filter, page: 1 })}
            data={[
              { value: 'all', label: t('messagesPage.filterAll') },
              {
                value: 'unread',
                label: unread > 0 ? t('messagesPage.filterUnreadCount', { count: unread }) : t('messagesPage.filterUnread'),
              },
            ]}
            aria-label={t('messagesPage.filterLabel')}
            radius="md"
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {unread > 0 ? t('messagesPage.unreadSummary', { count: unread }) : t('messagesPage.noUnread')}
          </Text>
        </Group>
        <Divider />
        {content}
        {total > 0 ? (
          <>
            <Divider />
            <ListFooter
              page={page}
              perPage={perPage}
              total={total}
              perPageOptions={PER_PAGE_OPTIONS}
              onPageChange={(next) => update({ page: next })}
              onPerPageChange={(next) => update({ perPage: next, page: 1 })}
            />
          </>
        ) : null}
      </Card>
      <MessageModal
        message={opened}
        onClose={() => setOpened(null)}
        actions={
          <Button
            variant="default"
            leftSection={<IconMail size={16} />}
            onClick={() => {
              if (opened) markUnread.mutate(opened.id);
              setOpened(null);
            }}
          >
            {t('messagesPage.markUnread')}
          </Button>
        }
      />
    </>
  );
}
