// The mails of one folder or label: a toolbar (select all/none, move, labels,
// read/unread, search) over one row per mail (select, star, sender, subject
// with a preview, labels, time), newest first as the server pages them.
import { ActionIcon, Avatar, Box, Button, Checkbox, Group, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import {
  IconMail,
  IconMailOpened,
  IconMailbox,
  IconPaperclip,
  IconStar,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '@/components/ui/search-input';
import { htmlToText } from '@/lib/sanitize';
import type { Email } from '../api/mail';
import { labelColor, listTime, selectionState, toggleSelected } from '../lib/mail';
import classes from './mail.module.css';
import { LabelMenu, MoveMenu } from './mail-menus';

type MailListProps = {
  mails: Email[];
  loading: boolean;
  /** The list could not be loaded: say so, with a retry. */
  onRetry?: () => void;
  search: string;
  onSearch: (q: string) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  onOpen: (mail: Email) => void;
  onToggleStar: (mail: Email) => void;
  onMove: (ids: number[], folder: string) => void;
  onMarkUnread: (ids: number[], unread: boolean) => void;
  onToggleLabel: (ids: number[], label: string) => void;
  /** The folder shown: a mail is not moved to where it is. */
  filter: string;
};

export function MailList(props: MailListProps) {
  const { t, i18n } = useTranslation();
  const { mails, selected, onSelect, filter } = props;
  const shown = mails.map((m) => m.id);
  const state = selectionState(selected, shown);
  const chosen = selected.filter((id) => shown.includes(id));
  const none = chosen.length === 0;
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <>
      <div className={classes.toolbar}>
        <Checkbox
          aria-label={t(state === 'all' ? 'email.selectNone' : 'email.selectAll')}
          checked={state === 'all'}
          indeterminate={state === 'some'}
          onChange={() => onSelect(state === 'all' ? [] : shown)}
          disabled={mails.length === 0}
          mr={4}
        />
        <MoveMenu position="bottom-start" disabled={none} current={filter} onPick={(folder) => props.onMove(chosen, folder)} />
        <LabelMenu position="bottom-start" disabled={none} onPick={(label) => props.onToggleLabel(chosen, label)} />
        <Tooltip label={t('email.markRead')} openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={none}
            aria-label={t('email.markRead')}
            onClick={() => props.onMarkUnread(chosen, false)}
          >
            <IconMailOpened size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('email.markUnread')} openDelay={300}>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={none}
            aria-label={t('email.markUnread')}
            onClick={() => props.onMarkUnread(chosen, true)}
          >
            <IconMail size={18} stroke={1.7} />
          </ActionIcon>
        </Tooltip>
        {filter !== 'trash' ? (
          <Tooltip label={t('email.delete')} openDelay={300}>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={none}
              aria-label={t('email.delete')}
              onClick={() => props.onMove(chosen, 'trash')}
            >
              <IconTrash size={18} stroke={1.7} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        {!none ? (
          <Text size="sm" c="dimmed" ml={4} aria-live="polite">
            {t('email.selected', { count: chosen.length })}
          </Text>
        ) : null}
        <SearchInput
          value={props.search}
          onSearch={props.onSearch}
          placeholder={t('email.search')}
          aria-label={t('email.search')}
          ml="auto"
          w={{ base: '100%', sm: 280 }}
        />
      </div>
      {props.loading ? (
        <ListSkeleton />
      ) : props.onRetry ? (
        <Stack align="center" gap="sm" py={72} px="lg" ta="center">
          <Text fw={600} className={classes.heading}>
            {t('email.loadFailed')}
          </Text>
          <Button variant="light" onClick={props.onRetry}>
            {t('common.tryAgain')}
          </Button>
        </Stack>
      ) : mails.length === 0 ? (
        <Stack align="center" gap={8} py={72} px="lg" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconMailbox size={32} stroke={1.5} />
          </ThemeIcon>
          <Text fw={600} fz="lg" mt="xs" className={classes.heading}>
            {props.search ? t('email.noMatch') : t('email.empty')}
          </Text>
          <Text c="dimmed" size="sm">
            {props.search ? t('email.noMatchHint') : t('email.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <ul className={classes.list} aria-label={t('email.listLabel')}>
          {mails.map((mail) => (
            <MailRow
              key={mail.id}
              mail={mail}
              language={language}
              selected={selected.includes(mail.id)}
              onSelect={() => onSelect(toggleSelected(selected, mail.id))}
              onOpen={() => props.onOpen(mail)}
              onToggleStar={() => props.onToggleStar(mail)}
            />
          ))}
        </ul>
      )}
    </>
  );
}

type RowProps = {
  mail: Email;
  language: string;
  selected: boolean;
  onSelect: () => void;
  onOpen: () => void;
  onToggleStar: () => void;
};

function MailRow({ mail, language, selected, onSelect, onOpen, onToggleStar }: RowProps) {
  const { t } = useTranslation();
  const outgoing = mail.mailFolder === 'sent' || mail.mailFolder === 'draft';
  // A draft may not name anyone yet: say so rather than leave the column blank.
  const name = outgoing ? mail.to.join(', ') || t('email.noRecipient') : mail.sender_name;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') onOpen();
  };
  return (
    <li
      className={classes.row}
      data-unread={mail.unread || undefined}
      data-selected={selected || undefined}
      onClick={onOpen}
      onKeyDown={onKey}
      tabIndex={0}
      aria-label={mail.unread ? t('email.openUnread', { subject: mail.subject }) : mail.subject}
      data-testid="mail-row"
    >
      <Checkbox
        checked={selected}
        onChange={onSelect}
        onClick={(e) => e.stopPropagation()}
        aria-label={t('email.selectOne', { subject: mail.subject })}
      />
      <ActionIcon
        variant="subtle"
        color={mail.isStarred ? 'warning' : 'gray'}
        onClick={(e) => {
          e.stopPropagation();
          onToggleStar();
        }}
        aria-label={mail.isStarred ? t('email.unstar') : t('email.star')}
        aria-pressed={mail.isStarred}
      >
        {mail.isStarred ? <IconStarFilled size={18} className={classes.starOn} /> : <IconStar size={18} stroke={1.6} />}
      </ActionIcon>
      <Avatar src={mail.img || null} name={mail.sender_name} color="initials" size={32} radius="xl" />
      <Text className={classes.sender} truncate>
        {name}
      </Text>
      <Box className={classes.summary}>
        <span className={classes.subject}>{mail.subject}</span>
        <Text span c="dimmed" size="sm">
          {' – '}
          {htmlToText(mail.message)}
        </Text>
      </Box>
      <Group gap={4} wrap="nowrap" visibleFrom="sm">
        {mail.attachments.length > 0 ? <IconPaperclip size={16} stroke={1.6} aria-label={t('email.hasFiles')} /> : null}
        {mail.labels.map((label) => (
          <Tooltip key={label} label={t(`email.labels.${label}`)} openDelay={300}>
            <span
              className={classes.dot}
              style={{ backgroundColor: `var(--mantine-color-${labelColor(label)}-6)` }}
              aria-label={t(`email.labels.${label}`)}
            />
          </Tooltip>
        ))}
      </Group>
      <Text component="time" dateTime={mail.time} className={classes.time}>
        {listTime(mail.time, language)}
      </Text>
    </li>
  );
}

function ListSkeleton() {
  return (
    <Stack gap={0} aria-busy>
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Group key={i} gap="md" px="lg" py="md" wrap="nowrap">
          <Skeleton height={18} width={18} />
          <Skeleton circle height={32} />
          <Skeleton height={12} width="20%" />
          <Skeleton height={12} style={{ flex: 1 }} />
          <Skeleton height={10} width={50} />
        </Group>
      ))}
    </Stack>
  );
}
