// The left panel: the caller's status, the search, their chats (pinned
// first, with the last message, its time and an unread count) and the
// contacts they have no chat with yet.
import { Badge, Group, ScrollArea, Stack, Text, Tooltip } from '@mantine/core';
import { IconPinnedFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import type { ChatContact } from '../api/chat';
import type { ThreadRow } from '../lib/chat';
import classes from './chat.module.css';
import { ContactAvatar } from './contact-avatar';

type ContactListProps = {
  header: ReactNode;
  search: string;
  onSearch: (q: string) => void;
  rows: ThreadRow[];
  others: ChatContact[];
  active: string | null;
  onOpen: (uid: string) => void;
  formatTime: (time: string) => string;
};

type ContactRowProps = {
  contact: ChatContact;
  active: string | null;
  testId: string;
  onOpen: (uid: string) => void;
  /** Beside the name (the pin). */
  mark?: ReactNode;
  /** The line under the name. */
  line: ReactNode;
  /** At the end of the row (time, unread count). */
  aside?: ReactNode;
};

/** One clickable row: the contact's avatar, name and a line under it. */
function ContactRow({ contact, active, testId, onOpen, mark, line, aside }: ContactRowProps) {
  return (
    <button
      type="button"
      role="listitem"
      className={classes.row}
      data-active={contact.uid === active}
      data-testid={testId}
      onClick={() => onOpen(contact.uid)}
    >
      <ContactAvatar name={contact.displayName} photo={contact.photoURL} status={contact.status} />
      <div style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} truncate>
            {contact.displayName}
          </Text>
          {mark}
        </Group>
        <Text size="sm" className={classes.muted} truncate>
          {line}
        </Text>
      </div>
      {aside}
    </button>
  );
}

/** A titled list of rows, with a line when it is empty. */
function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <>
      <Text className={classes.sectionTitle} component="h2">
        {title}
      </Text>
      <div className={classes.rows} role="list">
        {empty !== null ? (
          <Text size="sm" c="dimmed" px="md" py="xs">
            {empty}
          </Text>
        ) : null}
        {children}
      </div>
    </>
  );
}

export function ContactList({ header, search, onSearch, rows, others, active, onOpen, formatTime }: ContactListProps) {
  const { t } = useTranslation();
  const emptyText = (none: boolean, key: string) => (none ? (search ? t('chat.noMatch') : t(key)) : null);
  return (
    <aside className={classes.sidebar} aria-label={t('chat.listLabel')}>
      <Stack gap="sm" className={classes.sidebarHead}>
        {header}
        <SearchInput value={search} onSearch={onSearch} placeholder={t('chat.search')} aria-label={t('chat.search')} />
      </Stack>
      <ScrollArea className={classes.listScroll} type="auto">
        <Section title={t('chat.chats')} empty={emptyText(rows.length === 0, 'chat.noChats')}>
          {rows.map(({ contact, thread, last, unread }) => (
            <ContactRow
              key={contact.uid}
              contact={contact}
              active={active}
              testId={`chat-row-${contact.uid}`}
              onOpen={onOpen}
              mark={
                thread.isPinned ? (
                  <Tooltip label={t('chat.pinned')}>
                    <IconPinnedFilled size={14} aria-label={t('chat.pinned')} style={{ flexShrink: 0 }} />
                  </Tooltip>
                ) : null
              }
              line={
                last
                  ? `${last.isSent ? t('chat.you') : ''}${last.isDeleted ? t('chat.deleted') : last.textContent}`
                  : contact.about
              }
              aside={
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  {last ? (
                    <Text size="xs" className={classes.muted}>
                      {formatTime(last.time)}
                    </Text>
                  ) : null}
                  {unread > 0 ? (
                    <Badge size="sm" circle color="danger" aria-label={t('chat.unread', { count: unread })}>
                      {unread}
                    </Badge>
                  ) : null}
                </Stack>
              }
            />
          ))}
        </Section>
        <Section title={t('chat.contacts')} empty={emptyText(others.length === 0, 'chat.noContacts')}>
          {others.map((contact) => (
            <ContactRow
              key={contact.uid}
              contact={contact}
              active={active}
              testId={`chat-contact-${contact.uid}`}
              onOpen={onOpen}
              line={contact.about}
            />
          ))}
        </Section>
      </ScrollArea>
    </aside>
  );
}
