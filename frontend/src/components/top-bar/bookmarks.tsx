// Bookmarks in the top bar: the quick list (up to 10 starred pages as icons)
// and the star button's searchable list of every page with a star toggle each.
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  CloseButton,
  Popover,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Tooltip,
} from '@mantine/core';
import { IconLayoutList, IconSearch, IconStar, IconStarFilled, IconStars } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { bookmarkSections, MAX_QUICK_BOOKMARKS, useBookmarks, useToggleBookmark, type Bookmark } from '@/lib/bookmarks';
import { useStarredViews, viewLink } from '@/lib/saved-views';
import { StarredViewRows } from './starred-views';
import { PageIcon } from './page-icon';
import { pageGroup, pageTitle } from './page-meta';
import classes from './top-bar-widgets.module.css';

/** Case- and accent-insensitive form for matching ("Catégories" ~ "categories"). */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function matches(t: TFunction, bookmark: Bookmark, needle: string): boolean {
  if (!needle) return true;
  const haystack = [pageTitle(t, bookmark), bookmark.title, pageGroup(t, bookmark) ?? ''].join(' ');
  return fold(haystack).includes(needle);
}

/** The starred pages, as icon links with their title as a tooltip. */
export function QuickBookmarks() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data } = useBookmarks();
  const quick = useMemo(() => bookmarkSections(data ?? []).quick, [data]);
  const views = useStarredViews();
  if (quick.length === 0 && views.length === 0) return null;
  // Two pages of the same name (the Risk and the Incident dashboards) get their group added.
  const titles = quick.map((bookmark) => pageTitle(t, bookmark));
  const label = (bookmark: Bookmark, title: string) => {
    const group = pageGroup(t, bookmark);
    return group && titles.filter((other) => other === title).length > 1 ? `${title} · ${group}` : title;
  };

  return (
    <nav className={classes.quickList} aria-label={t('topbar.bookmarks.quickList')}>
      {quick.map((bookmark) => {
        const title = label(bookmark, pageTitle(t, bookmark));
        const current = pathname === bookmark.link;
        return (
          <Tooltip key={bookmark.id} label={title} openDelay={250}>
            <ActionIcon
              component={Link}
              to={bookmark.link}
              variant="subtle"
              color="gray"
              size={38}
              radius="xl"
              className={classes.iconButton}
              aria-label={title}
              aria-current={current ? 'page' : undefined}
              data-active={current || undefined}
            >
              <PageIcon page={bookmark} size={20} />
            </ActionIcon>
          </Tooltip>
        );
      })}
      {views.map((view) => (
        <Tooltip key={view.id} label={view.name} openDelay={250}>
          <ActionIcon
            component={Link}
            to={viewLink(view)}
            variant="subtle"
            color="gray"
            size={38}
            radius="xl"
            className={classes.iconButton}
            aria-label={t('views.bookmarks.open', { name: view.name })}
          >
            <IconLayoutList size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      ))}
    </nav>
  );
}

type RowProps = {
  bookmark: Bookmark;
  onToggle: (bookmark: Bookmark) => void;
  onOpen: () => void;
};

function BookmarkRow({ bookmark, onToggle, onOpen }: RowProps) {
  const { t } = useTranslation();
  const title = pageTitle(t, bookmark);
  const group = pageGroup(t, bookmark);
  return (
    <li className={classes.bookmarkRow}>
      <Link to={bookmark.link} className={classes.bookmarkLink} onClick={onOpen}>
        <ThemeIcon size={32} radius="md" variant="light" color={bookmark.quick ? 'primary' : 'gray'} aria-hidden>
          <PageIcon page={bookmark} size={18} />
        </ThemeIcon>
        <Box miw={0}>
          <Text size="sm" fw={500} className={classes.heading} truncate>
            {title}
          </Text>
          {group ? (
            <Text size="xs" c="dimmed" truncate>
              {group}
            </Text>
          ) : null}
        </Box>
      </Link>
      <ActionIcon
        variant="subtle"
        color="gray"
        radius="xl"
        size={32}
        className={classes.star}
        aria-pressed={bookmark.starred}
        aria-label={
          bookmark.starred ? t('topbar.bookmarks.unstar', { title }) : t('topbar.bookmarks.star', { title })
        }
        onClick={() => onToggle(bookmark)}
      >
        {bookmark.starred ? <IconStarFilled size={18} /> : <IconStar size={18} stroke={1.6} />}
      </ActionIcon>
    </li>
  );
}

function Section({ label, aside, children }: { label: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <div className={classes.sectionLabel}>
        <span id={id}>{label}</span>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The star button and its searchable list of all pages. */
export function BookmarksMenu() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [search, setSearch] = useState('');
  const bookmarks = useBookmarks();
  const toggle = useToggleBookmark();

  const needle = fold(search.trim());
  const sections = useMemo(() => {
    const all = bookmarkSections(bookmarks.data ?? []);
    return {
      quick: all.quick.filter((b) => matches(t, b, needle)),
      waiting: all.waiting.filter((b) => matches(t, b, needle)),
      others: all.others.filter((b) => matches(t, b, needle)),
      quickCount: all.quick.length,
    };
  }, [bookmarks.data, needle, t]);

  const onToggle = (bookmark: Bookmark) => toggle.mutate({ id: bookmark.id, starred: !bookmark.starred });
  const close = () => setOpened(false);
  const nothing = sections.quick.length + sections.waiting.length + sections.others.length === 0;

  let body;
  if (bookmarks.isPending) {
    body = (
      <Stack gap="sm" p="md" aria-busy>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={32} radius="md" />
        ))}
      </Stack>
    );
  } else if (bookmarks.isError) {
    body = (
      <Stack align="center" gap={8} px="lg" py="xl" ta="center">
        <Text size="sm" fw={600} className={classes.heading}>
          {t('topbar.bookmarks.unavailable')}
        </Text>
        <Button size="xs" variant="light" onClick={() => void bookmarks.refetch()}>
          {t('topbar.retry')}
        </Button>
      </Stack>
    );
  } else if (nothing) {
    body = (
      <Text size="sm" c="dimmed" ta="center" px="lg" py="xl">
        {needle ? t('topbar.bookmarks.noMatch', { query: search.trim() }) : t('topbar.bookmarks.noPages')}
      </Text>
    );
  } else {
    const rows = (list: Bookmark[]) => (
      <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.map((b) => (
          <BookmarkRow key={b.id} bookmark={b} onToggle={onToggle} onOpen={close} />
        ))}
      </Box>
    );
    body = (
      <div className={classes.bookmarkList}>
        <Box pb={8}>
          <StarredViewRows needle={needle} onOpen={close} fold={fold} />
          {sections.quick.length > 0 ? (
            <Section
              label={t('topbar.bookmarks.quickSection')}
              aside={
                <Badge size="xs" variant="light" color="primary" radius="sm">
                  {sections.quickCount}/{MAX_QUICK_BOOKMARKS}
                </Badge>
              }
            >
              {rows(sections.quick)}
            </Section>
          ) : null}
          {sections.waiting.length > 0 ? (
            <Section label={t('topbar.bookmarks.waitingSection')}>
              <Text className={classes.waitingHint}>
                {t('topbar.bookmarks.waitingHint', { max: MAX_QUICK_BOOKMARKS })}
              </Text>
              {rows(sections.waiting)}
            </Section>
          ) : null}
          {sections.others.length > 0 ? (
            <Section label={t('topbar.bookmarks.allSection')}>{rows(sections.others)}</Section>
          ) : null}
        </Box>
      </div>
    );
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      onClose={() => setSearch('')}
      width={360}
      position="bottom-start"
      offset={12}
      shadow="lg"
      radius="md"
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label={t('topbar.bookmarks.button')} openDelay={250} disabled={opened}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={38}
            radius="xl"
            className={classes.iconButton}
            aria-label={t('topbar.bookmarks.button')}
            onClick={() => setOpened((o) => !o)}
          >
            <IconStar size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown className={classes.panel} role="dialog" aria-label={t('topbar.bookmarks.title')}>
        <div className={classes.panelHeader}>
          <Text className={classes.panelTitle}>{t('topbar.bookmarks.title')}</Text>
          <IconStars size={18} stroke={1.6} color="var(--mantine-color-warning-6)" aria-hidden />
        </div>
        <Box px={14} pb={6}>
          <TextInput
            data-autofocus
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            placeholder={t('topbar.bookmarks.searchPlaceholder')}
            aria-label={t('topbar.bookmarks.searchPlaceholder')}
            leftSection={<IconSearch size={16} stroke={1.6} />}
            rightSection={
              search ? (
                <CloseButton size="sm" aria-label={t('topbar.bookmarks.clearSearch')} onClick={() => setSearch('')} />
              ) : null
            }
          />
        </Box>
        {body}
      </Popover.Dropdown>
    </Popover>
  );
}
