// /pages/search: a search results page over the top bar's own searches (the
// records the caller may read, and pages, files and contacts), in tabs: All,
// Risks, Incidents, People, Pages. The text is kept in ?q=.
import { Anchor, Avatar, Badge, Box, Card, Group, Loader, Stack, Tabs, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconChecklist, IconFileText, IconSearch, IconSearchOff, IconShieldCheck } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageIcon } from '@/components/top-bar/page-icon';
import { pageGroup, pageTitle } from '@/components/top-bar/page-meta';
import { FILE_SIZE_UNITS, formatDate, formatFileSize, initials } from '@/lib/format';
import { useGlobalSearch } from '@/lib/global-search';
import { RECORD_MIN_CHARS, useRecordSearch } from '@/lib/record-search';
import { TemplatePage } from '../../components/example-card';
import { SEARCH_TABS, allHits, hitsForTab, type SearchHit, type SearchTab } from '../lib/search-tabs';

const RECORD_ICONS = { risks: IconAlertTriangle, controls: IconShieldCheck, action_plans: IconChecklist } as const;
const RECORD_COLORS = { risks: 'danger', controls: 'success', action_plans: 'warning' } as const;
const RECORD_LABELS = { risks: 'search.kinds.risk', controls: 'search.kinds.control', action_plans: 'search.kinds.actionPlan' } as const;

function HitRow({ hit }: { hit: SearchHit }) {
  const { t, i18n } = useTranslation();
  const { t: tc } = useTranslation('template-charts');
  const language = i18n.resolvedLanguage ?? 'en';
  let icon;
  let title;
  let meta;
  let to: string | null = null;
  let href: string | null = null;
  let badge = '';
  switch (hit.kind) {
    case 'record': {
      const IconR = RECORD_ICONS[hit.record];
      icon = (
        <ThemeIcon variant="light" color={RECORD_COLORS[hit.record]} size={40} radius="md">
          <IconR size={20} />
        </ThemeIcon>
      );
      title = hit.item.title;
      meta = hit.item.reference;
      to = hit.item.link;
      badge = tc(RECORD_LABELS[hit.record]);
      break;
    }
    case 'page':
      icon = (
        <ThemeIcon variant="light" color="primary" size={40} radius="md">
          <PageIcon page={hit.item} />
        </ThemeIcon>
      );
      title = pageTitle(t, hit.item);
      meta = [pageGroup(t, hit.item), hit.item.link].filter(Boolean).join(' · ');
      to = hit.item.link;
      badge = tc('search.kinds.page');
      break;
    case 'file':
      icon = (
        <ThemeIcon variant="light" color="info" size={40} radius="md">
          <IconFileText size={20} />
        </ThemeIcon>
      );
      title = hit.item.title;
      meta = [hit.item.by, formatFileSize(hit.item.size, FILE_SIZE_UNITS, language), formatDate(hit.item.date, language)].filter(Boolean).join(' · ');
      to = hit.item.link;
      badge = tc('search.kinds.file');
      break;
    case 'contact':
      icon = (
        <Avatar color="primary" radius="xl" size={40}>
          {initials(hit.item.title)}
        </Avatar>
      );
      title = hit.item.title;
      meta = hit.item.email;
      href = `mailto:${hit.item.email}`;
      badge = tc('search.kinds.person');
      break;
  }
  return (
    <Group gap="md" wrap="nowrap" py="sm" px="lg" style={{ borderTop: '1px solid var(--rh-border-color)' }} data-testid="search-hit">
      {icon}
      <Box style={{ flex: 1, minWidth: 0 }}>
        {to ? (
          <Anchor component={Link} to={to} fw={600} truncate="end" display="block">
            {title}
          </Anchor>
        ) : (
          <Anchor href={href ?? undefined} fw={600} truncate="end" display="block">
            {title}
          </Anchor>
        )}
        <Text size="sm" c="dimmed" truncate="end">
          {meta}
        </Text>
      </Box>
      <Badge variant="light" color="gray" visibleFrom="sm">
        {badge}
      </Badge>
    </Group>
  );
}

export function SearchPage() {
  const { t } = useTranslation('template-charts');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [tab, setTab] = useState<SearchTab>('all');
  const search = useGlobalSearch(text);
  const records = useRecordSearch(text);

  const hits = useMemo(() => allHits(records.data, search.data), [records.data, search.data]);
  const shown = hitsForTab(hits, tab);
  const typed = text.trim().length > 0;
  const loading = typed && (search.isFetching || search.settling || (records.active && records.isFetching));

  const update = (value: string) => {
    setText(value);
    const next = new URLSearchParams(params);
    if (value.trim()) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true });
  };

  return (
    <TemplatePage route="tplSearch" description={t('search.description')}>
      <Stack gap="lg">
        <Card p="lg">
          <TextInput
            size="md"
            leftSection={<IconSearch size={18} />}
            rightSection={loading ? <Loader size="xs" /> : null}
            placeholder={t('search.placeholder')}
            aria-label={t('search.placeholder')}
            value={text}
            onChange={(event) => update(event.currentTarget.value)}
          />
          {typed ? (
            <Text size="sm" c="dimmed" mt="xs" data-testid="search-summary">
              {t('search.summary', { count: hits.length, q: text.trim() })}
            </Text>
          ) : (
            <Text size="sm" c="dimmed" mt="xs">
              {t('search.hint', { min: RECORD_MIN_CHARS })}
            </Text>
          )}
        </Card>
        <Card p={0}>
          <Tabs value={tab} onChange={(value) => setTab((value as SearchTab | null) ?? 'all')}>
            <Tabs.List px="md" pt="xs">
              {SEARCH_TABS.map((id) => (
                <Tabs.Tab key={id} value={id} rightSection={typed ? <Badge size="xs" variant="light" circle>{hitsForTab(hits, id).length}</Badge> : null}>
                  {t(`search.tabs.${id}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {shown.length > 0 ? (
            <Box>
              {shown.map((hit) => (
                <HitRow key={hit.key} hit={hit} />
              ))}
            </Box>
          ) : (
            <Stack align="center" gap="xs" p="xl" ta="center">
              <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                {typed ? <IconSearchOff size={26} /> : <IconSearch size={26} />}
              </ThemeIcon>
              <Text fw={600}>{typed && !loading ? t('search.empty.title') : t('search.start.title')}</Text>
              <Text size="sm" c="dimmed">
                {typed && !loading ? t('search.empty.text') : t('search.start.text')}
              </Text>
            </Stack>
          )}
        </Card>
      </Stack>
    </TemplatePage>
  );
}
