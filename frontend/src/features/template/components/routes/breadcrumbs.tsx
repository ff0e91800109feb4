// /components/breadcrumbs: separators, icons, a long trail truncated, and a
// trail in a card header.
import { Anchor, Breadcrumbs, Card, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowNarrowRight, IconChevronRight, IconFolder, IconHome, IconSlash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const TRAIL = ['home', 'library', 'data'] as const;
const LONG = ['home', 'projects', 'riskhub', 'frontend', 'components', 'data'] as const;

/** Links that stay on the page (examples): they only mark where the user is. */
function Crumb({ children, current = false }: { children: ReactNode; current?: boolean }) {
  return current ? (
    <Text size="sm" fw={500} aria-current="page">
      {children}
    </Text>
  ) : (
    <Anchor href="#" size="sm" onClick={(e) => e.preventDefault()}>
      {children}
    </Anchor>
  );
}

export function BreadcrumbsPage() {
  const { t } = useTranslation('template-components');
  const trail = (separator: ReactNode, label: string) => (
    <Breadcrumbs separator={separator} aria-label={label}>
      {TRAIL.map((item, i) => (
        <Crumb key={item} current={i === TRAIL.length - 1}>
          {t(`breadcrumbs.items.${item}`)}
        </Crumb>
      ))}
    </Breadcrumbs>
  );

  const shown = [LONG[0], LONG[LONG.length - 2], LONG[LONG.length - 1]];
  const hidden = LONG.slice(1, -2).map((item) => t(`breadcrumbs.items.${item}`));

  return (
    <TemplatePage route="tplBreadcrumbs" description={t('breadcrumbs.description')}>
      <ExampleGrid>
        <ExampleCard title={t('breadcrumbs.separators.title')} description={t('breadcrumbs.separators.description')}>
          <Stack gap="md">
            {trail('/', t('breadcrumbs.separators.slash'))}
            {trail(<IconChevronRight size={14} />, t('breadcrumbs.separators.chevron'))}
            {trail(<IconArrowNarrowRight size={14} />, t('breadcrumbs.separators.arrow'))}
            {trail('•', t('breadcrumbs.separators.dot'))}
            {trail(<IconSlash size={14} />, t('breadcrumbs.separators.slash'))}
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('breadcrumbs.icons.title')} description={t('breadcrumbs.icons.description')}>
          <Stack gap="md">
            <Breadcrumbs separator={<IconChevronRight size={14} />} aria-label={t('breadcrumbs.icons.title')}>
              <Crumb>
                <Group gap={4} wrap="nowrap">
                  <IconHome size={15} />
                  {t('breadcrumbs.items.home')}
                </Group>
              </Crumb>
              <Crumb>
                <Group gap={4} wrap="nowrap">
                  <IconFolder size={15} />
                  {t('breadcrumbs.items.library')}
                </Group>
              </Crumb>
              <Crumb current>{t('breadcrumbs.items.data')}</Crumb>
            </Breadcrumbs>
            <Breadcrumbs separator="/" aria-label={t('breadcrumbs.icons.onlyHome')}>
              <Crumb>
                <IconHome size={16} aria-label={t('breadcrumbs.items.home')} />
              </Crumb>
              <Crumb>{t('breadcrumbs.items.projects')}</Crumb>
              <Crumb current>{t('breadcrumbs.items.riskhub')}</Crumb>
            </Breadcrumbs>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('breadcrumbs.long.title')} description={t('breadcrumbs.long.description')}>
          <Stack gap="md">
            <Breadcrumbs separator={<IconChevronRight size={14} />} aria-label={t('breadcrumbs.long.full')} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
              {LONG.map((item, i) => (
                <Crumb key={item} current={i === LONG.length - 1}>
                  {t(`breadcrumbs.items.${item}`)}
                </Crumb>
              ))}
            </Breadcrumbs>
            <Breadcrumbs separator={<IconChevronRight size={14} />} aria-label={t('breadcrumbs.long.short')}>
              <Crumb>{t(`breadcrumbs.items.${shown[0]}`)}</Crumb>
              <Tooltip label={hidden.join(' / ')} withArrow>
                <Text size="sm" c="dimmed" tabIndex={0} style={{ cursor: 'help' }}>
                  …
                </Text>
              </Tooltip>
              <Crumb>{t(`breadcrumbs.items.${shown[1]}`)}</Crumb>
              <Crumb current>{t(`breadcrumbs.items.${shown[2]}`)}</Crumb>
            </Breadcrumbs>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('breadcrumbs.header.title')} description={t('breadcrumbs.header.description')}>
          <Card withBorder padding="md" radius="md">
            <Card.Section withBorder inheritPadding py="sm">
              <Group justify="space-between" wrap="wrap">
                <Text fw={600}>{t('breadcrumbs.header.cardTitle')}</Text>
                {trail(<IconChevronRight size={14} />, t('breadcrumbs.header.title'))}
              </Group>
            </Card.Section>
            <Text size="sm" c="dimmed" mt="sm">
              {t('breadcrumbs.header.body')}
            </Text>
          </Card>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
