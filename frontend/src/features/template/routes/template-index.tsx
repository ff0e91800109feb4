// /template: the catalogue of the admin template's pages (spec section 2,
// "Template and demo routes"), by section, with a filter. It is the one menu
// item of the Template group, so ~100 routes do not crowd the product's menus.
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { ROUTES, type RouteId } from '@/config/routes';
import { TEMPLATE_ROUTES, TEMPLATE_SECTIONS, type TemplateSection } from '@/config/template-routes';
import { TemplatePage } from '../components/example-card';

type Section = TemplateSection | 'apps';

/** Template routes that live elsewhere in the route table (apps, account and blank pages). */
const OTHER_ROUTES: Partial<Record<Section, readonly RouteId[]>> = {
  apps: [
    'analyticsDashboard',
    'ecommerceDashboard',
    'todo',
    'chat',
    'email',
    'calendar',
    'shop',
    'shopWishlist',
    'shopCheckout',
    'shopProduct',
    'dataList',
    'dataListThumb',
    'appUserList',
    'appUserView',
    'appUserEdit',
  ],
  tables: ['contactsGrid'],
  pages: ['login', 'register', 'forgotPassword', 'resetPassword', 'lockScreen', 'profileView', 'pagesUserList', 'pagesUserView'],
  misc: ['comingSoon', 'notFound', 'serverError', 'notAuthorized', 'maintenance'],
};

/** Pages in the blank layout (no menu): sign-in, error and status pages. */
const BLANK: ReadonlySet<RouteId> = new Set<RouteId>([
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'lockScreen',
  'comingSoon',
  'notFound',
  'serverError',
  'notAuthorized',
  'maintenance',
]);

type Entry = { id: RouteId; path: string; title: string };

export function TemplateIndexRoute() {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');

  const sections = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const order: Section[] = ['apps', ...TEMPLATE_SECTIONS];
    return order
      .map((section) => {
        const own = (Object.keys(TEMPLATE_ROUTES) as (keyof typeof TEMPLATE_ROUTES)[]).filter(
          (id) => TEMPLATE_ROUTES[id].section === section,
        );
        const entries: Entry[] = [...own, ...(OTHER_ROUTES[section] ?? [])].map((id) => ({
          id,
          path: ROUTES[id].path,
          title: t(ROUTES[id].titleKey),
        }));
        const shown = needle
          ? entries.filter((e) => e.title.toLowerCase().includes(needle) || e.path.toLowerCase().includes(needle))
          : entries;
        return { section, entries: shown };
      })
      .filter((s) => s.entries.length > 0);
  }, [query, t]);

  return (
    <TemplatePage
      route="templateIndex"
      description={t('template.index.description')}
      actions={
        <TextInput
          aria-label={t('template.index.search')}
          placeholder={t('template.index.search')}
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          w={260}
        />
      }
    >
      {sections.length === 0 ? (
        <Card padding="xl">
          <Text c="dimmed" ta="center">
            {t('template.index.none', { query: query.trim() })}
          </Text>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg" verticalSpacing="lg">
          {sections.map(({ section, entries }) => (
            <SectionCard
              key={section}
              title={t(`template.sections.${section}`)}
              count={entries.length}
              testId={`template-section-${section}`}
            >
              <Stack gap={6}>
                {entries.map((entry) => (
                  <Group key={entry.id} justify="space-between" wrap="nowrap" gap="xs">
                    <Anchor component={Link} to={entry.path} size="sm">
                      {entry.title}
                    </Anchor>
                    <Group gap={6} wrap="nowrap">
                      {BLANK.has(entry.id) ? (
                        <Badge size="xs" variant="light" color="gray" tt="none" title={t('template.index.public')}>
                          {t('template.index.public')}
                        </Badge>
                      ) : null}
                      <Text size="xs" c="dimmed" ff="monospace" dir="ltr">
                        {entry.path}
                      </Text>
                    </Group>
                  </Group>
                ))}
              </Stack>
            </SectionCard>
          ))}
        </SimpleGrid>
      )}
    </TemplatePage>
  );
}
