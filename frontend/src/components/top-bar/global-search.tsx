// Global search: a button in the top bar (and Ctrl/Cmd+K or "/") opens a
// dialog with a combobox. Results come in groups: from 2 characters the
// records the caller may read (Risks, Controls, Action plans by reference or
// title, at most 4 each; GET /api/v1/search), then Pages, Files and Contacts
// (at most 4 each); arrows move, Enter opens, Escape closes. A record opens
// its page; a contact opens the person: Settings › Users filtered to them for
// whoever manages users, else the register filtered to the risks they own,
// else an email to them.
import { Avatar, Box, Button, Group, Kbd, Loader, Modal, Stack, Text, TextInput, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconChecklist,
  IconCornerDownLeft,
  IconFileText,
  IconSearch,
  IconSearchOff,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bookmarkSections, useBookmarks } from '@/lib/bookmarks';
import { FILE_SIZE_UNITS, formatDate, formatFileSize, initials } from '@/lib/format';
import { useGlobalSearch, type ContactResult, type FileResult, type PageResult, type SearchGroup } from '@/lib/global-search';
import { useCan } from '@/lib/permissions';
import { useRecordSearch, type RecordGroup, type RecordHit, type RecordKind } from '@/lib/record-search';
import { PageIcon } from './page-icon';
import { pageGroup, pageTitle } from './page-meta';
import classes from './top-bar-widgets.module.css';
import { useAvatarUrl } from './use-avatar-url';

type Option =
  | { kind: 'page'; key: string; item: PageResult }
  | { kind: 'file'; key: string; item: FileResult }
  | { kind: 'contact'; key: string; item: ContactResult }
  | { kind: 'record'; key: string; item: RecordHit; record: RecordKind };

type OptionGroup = { id: string; label: string; more: number; options: Option[]; first: number };

const GROUP_KEYS = { Pages: 'pages', Files: 'files', Contacts: 'contacts' } as const;
const RECORD_KEYS = { risks: 'risks', controls: 'controls', action_plans: 'actionPlans' } as const;
const RECORD_ICONS = { risks: IconAlertTriangle, controls: IconShieldCheck, action_plans: IconChecklist } as const;
const RECORD_COLORS = { risks: 'danger', controls: 'success', action_plans: 'warning' } as const;

function recordOptions(group: RecordGroup): Option[] {
  return group.data.map((item) => ({ kind: 'record', key: `${group.kind}-${item.id}`, item, record: group.kind }));
}
const SUGGESTIONS = 6;

function toOptions(group: SearchGroup): Option[] {
  switch (group.groupTitle) {
    case 'Pages':
      return group.data.map((item) => ({ kind: 'page', key: `page-${item.id}`, item }));
    case 'Files':
      return group.data.map((item) => ({ kind: 'file', key: `file-${item.id}`, item }));
    case 'Contacts':
      return group.data.map((item) => ({ kind: 'contact', key: `contact-${item.id}`, item }));
  }
}

function fileSizeUnits(t: TFunction): string[] {
  return FILE_SIZE_UNITS.map((unit) => t(`topbar.search.units.${unit}`, { defaultValue: unit }));
}

/** A contact's picture (fetched with the bearer header when it is this site's) or initials. */
function ContactAvatar({ name, img }: { name: string; img: string }) {
  const src = useAvatarUrl(img);
  return (
    <Avatar src={src} alt="" size={34} radius="xl" color="primary" variant="light">
      {initials(name)}
    </Avatar>
  );
}

function OptionContent({ option, language }: { option: Option; language: string }) {
  const { t } = useTranslation();
  let icon: ReactNode;
  let title: string;
  let detail: ReactNode;
  switch (option.kind) {
    case 'record': {
      const Icon = RECORD_ICONS[option.record];
      icon = (
        <ThemeIcon size={34} radius="md" variant="light" color={RECORD_COLORS[option.record]}>
          <Icon size={18} stroke={1.6} />
        </ThemeIcon>
      );
      title = option.item.title;
      detail = [option.item.reference, option.item.status ? t(`status.${option.item.status}`, { defaultValue: option.item.status }) : null]
        .filter(Boolean)
        .join(' · ');
      break;
    }
    case 'page': {
      icon = (
        <ThemeIcon size={34} radius="md" variant="light" color="primary">
          <PageIcon page={option.item} size={18} />
        </ThemeIcon>
      );
      title = pageTitle(t, option.item);
      detail = pageGroup(t, option.item) ?? option.item.link;
      break;
    }
    case 'file':
      icon = (
        <ThemeIcon size={34} radius="md" variant="light" color="info">
          <IconFileText size={18} stroke={1.6} />
        </ThemeIcon>
      );
      title = option.item.title;
      detail = [
        option.item.by ? t('topbar.search.fileBy', { name: option.item.by }) : null,
        formatFileSize(Number(option.item.size) || 0, fileSizeUnits(t)),
        formatDate(option.item.date, language) || null,
      ]
        .filter(Boolean)
        .join(' · ');
      break;
    case 'contact':
      icon = <ContactAvatar name={option.item.title} img={option.item.img} />;
      title = option.item.title;
      detail = option.item.email;
      break;
  }
  return (
    <>
      <Box aria-hidden style={{ flexShrink: 0 }}>
        {icon}
      </Box>
      <Box miw={0} style={{ flex: 1 }}>
        <Text className={classes.optionTitle} truncate>
          {title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {detail}
        </Text>
      </Box>
      <IconCornerDownLeft size={16} className={classes.optionEnter} aria-hidden />
    </>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const navigate = useNavigate();
  const listId = useId();
  const [text, setText] = useState('');
  const search = useGlobalSearch(text);
  const records = useRecordSearch(text);
  const canManageUsers = useCan('settings.manage');
  const canReadRisks = useCan('risk.read');
  const bookmarks = useBookmarks();
  const typed = text.trim().length > 0;

  const groups: OptionGroup[] = useMemo(() => {
    let first = 0;
    const numbered = (list: Omit<OptionGroup, 'first'>[]) =>
      list.map((group) => {
        const start = first;
        first += group.options.length;
        return { ...group, first: start };
      });
    if (!typed) {
      // Before typing: the quick bookmarks (or the first pages) as suggestions.
      const all = bookmarks.data ?? [];
      const quick = bookmarkSections(all).quick;
      const pages = (quick.length > 0 ? quick : all).slice(0, SUGGESTIONS);
      return pages.length > 0
        ? numbered([
            {
              id: 'suggestions',
              label: t('topbar.search.suggestions'),
              more: 0,
              options: pages.map((item) => ({ kind: 'page' as const, key: `page-${item.id}`, item })),
            },
          ])
        : [];
    }
    return numbered([
      ...(records.data ?? []).map((group) => ({
        id: group.kind,
        label: t(`topbar.search.groups.${RECORD_KEYS[group.kind]}`),
        more: Math.max(0, group.total - group.data.length),
        options: recordOptions(group),
      })),
      ...(search.data ?? []).map((group) => ({
        id: group.groupTitle,
        label: t(`topbar.search.groups.${GROUP_KEYS[group.groupTitle]}`),
        more: Math.max(0, (group.total ?? 0) - group.data.length),
        options: toOptions(group),
      })),
    ]);
  }, [typed, bookmarks.data, search.data, records.data, t]);

  const options = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const [active, setActive] = useState(0);
  // A new set of results starts again at the first one.
  const [shownFor, setShownFor] = useState(options);
  if (shownFor !== options) {
    setShownFor(options);
    setActive(0);
  }
  const current = options.length > 0 ? Math.min(active, options.length - 1) : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (option: Option) => {
    onClose();
    switch (option.kind) {
      case 'page':
      case 'file':
      case 'record':
        void navigate(option.item.link);
        break;
      case 'contact':
        if (canManageUsers) void navigate(`/settings/user?q=${encodeURIComponent(option.item.email)}`);
        else if (canReadRisks) void navigate(`/risk/all?owner_id=${encodeURIComponent(String(option.item.id))}`);
        else window.location.assign(`mailto:${option.item.email}`);
        break;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((current + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((current - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = options[current];
      if (option) choose(option);
    }
  };

  let state: ReactNode = null;
  if (typed && search.isError && !search.data) {
    state = (
      <Stack align="center" gap={8} className={classes.searchState}>
        <Text fw={600} className={classes.heading}>
          {t('topbar.search.unavailable')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void search.refetch()}>
          {t('topbar.retry')}
        </Button>
      </Stack>
    );
  } else if (typed && options.length === 0 && !search.isFetching && !search.settling && !(records.active && records.isFetching)) {
    state = (
      <Stack align="center" gap={6} className={classes.searchState}>
        <ThemeIcon size={52} radius="xl" variant="light" color="gray" aria-hidden>
          <IconSearchOff size={26} stroke={1.5} />
        </ThemeIcon>
        <Text fw={600} mt={6} className={classes.heading}>
          {t('topbar.search.noResults', { query: text.trim() })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('topbar.search.noResultsHint')}
        </Text>
      </Stack>
    );
  } else if (!typed && options.length === 0) {
    state = (
      <Text size="sm" c="dimmed" className={classes.searchState}>
        {t('topbar.search.intro')}
      </Text>
    );
  }

  return (
    <>
      <div className={classes.searchInputWrap}>
        <TextInput
          data-autofocus
          // Focused on mount, before the dialog's fade-in, so the first keys typed are not lost.
          autoFocus
          variant="unstyled"
          classNames={{ input: classes.searchInput }}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          placeholder={t('topbar.search.placeholder')}
          leftSection={<IconSearch size={20} stroke={1.7} />}
          rightSection={
            typed && (search.isFetching || search.settling || (records.active && records.isFetching)) ? <Loader size={16} /> : null
          }
          role="combobox"
          aria-label={t('topbar.search.label')}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <Box
        id={listId}
        role="listbox"
        aria-label={t('topbar.search.results')}
        className={classes.searchResults}
        mah="min(60vh, 520px)"
        style={{ overflowY: 'auto' }}
        hidden={options.length === 0}
      >
        {groups.map((group) => (
          <div key={group.id} role="group" aria-labelledby={`${listId}-${group.id}`}>
            <div className={classes.searchGroupLabel}>
              <span id={`${listId}-${group.id}`}>{group.label}</span>
              {group.more > 0 ? (
                <span className={classes.searchMore}>{t('topbar.search.more', { count: group.more })}</span>
              ) : null}
            </div>
            {group.options.map((option, n) => {
              const i = group.first + n;
              return (
                <div
                  key={option.key}
                  id={optionId(i)}
                  role="option"
                  aria-selected={i === current}
                  className={classes.option}
                  onMouseMove={() => i !== current && setActive(i)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(option)}
                >
                  <OptionContent option={option} language={language} />
                </div>
              );
            })}
          </div>
        ))}
      </Box>
      {state}
      <div className={classes.searchFooter} aria-hidden>
        <Group gap={6} wrap="nowrap">
          <Kbd className={classes.key}>↑</Kbd>
          <Kbd className={classes.key}>↓</Kbd>
          {t('topbar.search.hintNavigate')}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Kbd className={classes.key}>↵</Kbd>
          {t('topbar.search.hintOpen')}
        </Group>
        <Group gap={6} wrap="nowrap">
          <Kbd className={classes.key}>Esc</Kbd>
          {t('topbar.search.hintClose')}
        </Group>
      </div>
    </>
  );
}

/** The search button of the top bar and its dialog (also opened by Ctrl/Cmd+K and "/"). */
export function GlobalSearch() {
  const { t } = useTranslation();
  const [opened, { open: show, close }] = useDisclosure(false);
  // Every opening starts with an empty query (even one during the closing fade).
  const [session, setSession] = useState(0);
  const open = () => {
    if (opened) return;
    setSession((n) => n + 1);
    show();
  };
  const os = useOs();
  const mac = os === 'macos' || os === 'ios';
  // Ctrl/Cmd+K works even from a text field; "/" only outside one (Shift+/ for
  // layouts such as German, where "/" is a shifted key).
  useHotkeys([['mod+K', open]], []);
  useHotkeys([
    ['/', open],
    ['shift+/', open],
  ]);

  return (
    <>
      <UnstyledButton
        className={classes.searchTrigger}
        onClick={open}
        aria-label={t('topbar.search.open')}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? 'Meta+K /' : 'Control+K /'}
      >
        <IconSearch size={22} stroke={1.6} className={classes.searchTriggerIcon} aria-hidden />
        <span className={classes.searchTriggerLabel}>{t('topbar.search.trigger')}</span>
        <span className={classes.searchTriggerKeys} aria-hidden>
          {mac ? '⌘K' : 'Ctrl K'}
        </span>
      </UnstyledButton>
      <Modal.Root opened={opened} onClose={close} size={640} yOffset="10vh" radius="lg" returnFocus>
        <Modal.Overlay backgroundOpacity={0.35} blur={3} />
        <Modal.Content aria-label={t('topbar.search.label')} className={classes.searchContent}>
          <SearchPanel key={session} onClose={close} />
        </Modal.Content>
      </Modal.Root>
    </>
  );
}
