// /pages/faq: questions about RiskHub by category (risk register, ratings,
// action plans, incidents, account), a search box that filters them all, the
// answers in accordions and a "still have questions" contact card.
import { Accordion, Badge, Box, Card, Grid, Group, NavLink, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChecklist,
  IconGauge,
  IconInfoCircle,
  IconMail,
  IconPhone,
  IconSearchOff,
  IconUrgent,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TemplatePage } from '../../components/example-card';
import { SearchHero } from '../components/search-hero';
import { FAQ_CATEGORIES, FAQ_CATEGORY_IDS, filterFaq, type FaqCategory, type FaqEntry } from '../lib/faq';

const ICONS: Record<FaqCategory, Icon> = {
  general: IconInfoCircle,
  risks: IconAlertTriangle,
  ratings: IconGauge,
  actions: IconChecklist,
  incidents: IconUrgent,
  account: IconUserCircle,
};

export function FaqPage() {
  const { t } = useTranslation('template-charts');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory>('general');

  const entries = useMemo<FaqEntry[]>(
    () =>
      FAQ_CATEGORY_IDS.flatMap((cat) =>
        FAQ_CATEGORIES[cat].map((id) => ({ id, category: cat, question: t(`faq.questions.${id}.q`), answer: t(`faq.questions.${id}.a`) })),
      ),
    [t],
  );
  const found = useMemo(() => filterFaq(entries, query), [entries, query]);
  const searching = query.trim().length > 0;
  const counts = (cat: FaqCategory) => found.filter((entry) => entry.category === cat).length;
  const shownCategories = searching ? FAQ_CATEGORY_IDS.filter((cat) => counts(cat) > 0) : [category];

  return (
    <TemplatePage route="tplFaq" description={t('faq.description')}>
      <Stack gap="lg">
        <SearchHero title={t('faq.hero.title')} subtitle={t('faq.hero.subtitle')} searchLabel={t('faq.search')} query={query} onQueryChange={setQuery}>
          {searching ? (
            <Text size="sm" c="dimmed" data-testid="faq-count">
              {t('faq.found', { count: found.length })}
            </Text>
          ) : null}
        </SearchHero>

        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
            <Card p="xs">
              <Stack gap={4} role="tablist" aria-label={t('faq.categoriesLabel')}>
                {FAQ_CATEGORY_IDS.map((cat) => {
                  const IconC = ICONS[cat];
                  const active = !searching && cat === category;
                  return (
                    <NavLink
                      key={cat}
                      component="button"
                      type="button"
                      role="tab"
                      aria-selected={active}
                      active={active}
                      variant="filled"
                      label={t(`faq.categories.${cat}.title`)}
                      leftSection={<IconC size={18} />}
                      rightSection={
                        <Badge size="sm" variant={active ? 'white' : 'light'} color={active ? 'primary' : 'gray'}>
                          {searching ? counts(cat) : FAQ_CATEGORIES[cat].length}
                        </Badge>
                      }
                      onClick={() => {
                        setCategory(cat);
                        setQuery('');
                      }}
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                    />
                  );
                })}
              </Stack>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
            <Stack gap="lg">
              {shownCategories.length === 0 ? (
                <Card p="xl">
                  <Stack align="center" gap="xs" ta="center">
                    <ThemeIcon size={48} radius="xl" variant="light" color="gray">
                      <IconSearchOff size={26} />
                    </ThemeIcon>
                    <Text fw={600}>{t('faq.empty.title')}</Text>
                    <Text c="dimmed" size="sm">
                      {t('faq.empty.text')}
                    </Text>
                  </Stack>
                </Card>
              ) : null}
              {shownCategories.map((cat) => {
                const IconC = ICONS[cat];
                const list = found.filter((entry) => entry.category === cat);
                return (
                  <Box key={cat} data-testid={`faq-category-${cat}`}>
                    <Group gap="sm" mb="md" wrap="nowrap">
                      <ThemeIcon size={42} radius="md" variant="light">
                        <IconC size={24} />
                      </ThemeIcon>
                      <div>
                        <Title order={3} fz="lg">
                          {t(`faq.categories.${cat}.title`)}
                        </Title>
                        <Text size="sm" c="dimmed">
                          {t(`faq.categories.${cat}.subtitle`)}
                        </Text>
                      </div>
                    </Group>
                    <Accordion variant="separated" radius="md" defaultValue={searching ? null : list[0]?.id}>
                      {list.map((entry) => (
                        <Accordion.Item key={entry.id} value={entry.id} data-testid="faq-question">
                          <Accordion.Control>
                            <Text fw={500}>{entry.question}</Text>
                          </Accordion.Control>
                          <Accordion.Panel>
                            <Text size="sm" c="dimmed">
                              {entry.answer}
                            </Text>
                          </Accordion.Panel>
                        </Accordion.Item>
                      ))}
                    </Accordion>
                  </Box>
                );
              })}
            </Stack>
          </Grid.Col>
        </Grid>

        <Stack align="center" gap={6} ta="center" mt="xl">
          <Badge variant="light">{t('faq.contact.badge')}</Badge>
          <Title order={3}>{t('faq.contact.title')}</Title>
          <Text c="dimmed" maw={560}>
            {t('faq.contact.text')}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={820} mx="auto" w="100%">
          <Card p="xl" ta="center">
            <Stack align="center" gap={6}>
              <ThemeIcon size={44} radius="md" variant="light">
                <IconPhone size={24} />
              </ThemeIcon>
              <Text fw={600} size="lg" dir="ltr">
                +49 30 1234 5678
              </Text>
              <Text size="sm" c="dimmed">
                {t('faq.contact.phone')}
              </Text>
            </Stack>
          </Card>
          <Card p="xl" ta="center">
            <Stack align="center" gap={6}>
              <ThemeIcon size={44} radius="md" variant="light">
                <IconMail size={24} />
              </ThemeIcon>
              <Text fw={600} size="lg" component="a" href="mailto:support@riskhub.example" c="primary">
                support@riskhub.example
              </Text>
              <Text size="sm" c="dimmed">
                {t('faq.contact.email')}
              </Text>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </TemplatePage>
  );
}
