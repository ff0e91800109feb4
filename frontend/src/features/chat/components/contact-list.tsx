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

export function ContactList({ header, search, onSearch, rows, others, active, onOpen, formatTime }: ContactListProps) {
  const { t } = useTranslation();
  return (
    <aside className={classes.sidebar} aria-label={t('chat.listLabel')}>
      <Stack gap="sm" className={classes.sidebarHead}>
        {header}
        <SearchInput value={search} onSearch={onSearch} placeholder={t('chat.search')} aria-label={t('chat.search')} />
      </Stack>
      <ScrollArea className={classes.listScroll} type="auto">
        <Text className={classes.sectionTitle} component="h2">
          {t('chat.chats')}
        </Text>
        <div className={classes.rows} role="list">
          {rows.length === 0 ? (
            <Text size="sm" c="dimmed" px="md" py="xs">
              {search ? t('chat.noMatch') : t('chat.noChats')}
            </Text>
          ) : null}
          {rows.map(({ contact, thread, last, unread }) => (
            <button
              type="button"
              role="listitem"
              key={contact.uid}
              className={classes.row}
              data-active={contact.uid === active}
              data-testid={`chat-row-${contact.uid}`}
              onClick={() => onOpen(contact.uid)}
            >
              <ContactAvatar name={contact.displayName} photo={contact.photoURL} status={contact.status} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Text fw={600} truncate>
                    {contact.displayName}
                  </Text>
                  {thread.isPinned ? (
                    <Tooltip label={t('chat.pinned')}>
                      <IconPinnedFilled size={14} aria-label={t('chat.pinned')} style={{ flexShrink: 0 }} />
                    </Tooltip>
                  ) : null}
                </Group>
                <Text size="sm" className={classes.muted} truncate>
                  {last ? `${last.isSent ? t('chat.you') : ''}${last.textContent}` : contact.about}
                </Text>
              </div>
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
            </button>
          ))}
        </div>
        <Text className={classes.sectionTitle} component="h2">
          {t('chat.contacts')}
        </Text>
        <div className={classes.rows} role="list">
          {others.length === 0 ? (
            <Text size="sm" c="dimmed" px="md" py="xs">
              {search ? t('chat.noMatch') : t('chat.noContacts')}
            </Text>
          ) : null}
          {others.map((contact) => (
            <button
              type="button"
              role="listitem"
              key={contact.uid}
              className={classes.row}
              data-active={contact.uid === active}
              data-testid={`chat-contact-${contact.uid}`}
              onClick={() => onOpen(contact.uid)}
            >
              <ContactAvatar name={contact.displayName} photo={contact.photoURL} status={contact.status} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate>
                  {contact.displayName}
                </Text>
                <Text size="sm" className={classes.muted} truncate>
                  {contact.about}
                </Text>
              </div>
            </button>
          ))}
        </div>
      </ScrollArea>
    </aside>
  );
}
