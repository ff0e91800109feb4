// /pages/knowledge-base: searchable category cards with their article count;
// a category lists its articles, an article shows its text. Where the reader
// is lives in the query (?category=&article=), so the browser's back works.
import { Anchor, Badge, Box, Button, Card, Grid, Group, NavLink, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconChevronRight,
  IconFileText,
  IconRocket,
  IconSettings,
  IconUrgent,
  type Icon,
} from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TemplatePage } from '../../components/example-card';
import { SearchHero } from '../components/search-hero';
import { KB_CATEGORIES, KB_CATEGORY_IDS, kbLocation, searchArticles, type KbArticle, type KbCategory } from '../lib/knowledge-base';

const ICONS: Record<KbCategory, { icon: Icon; color: string }> = {
  gettingStarted: { icon: IconRocket, color: 'primary' },
  riskRegister: { icon: IconAlertTriangle, color: 'danger' },
  incidents: { icon: IconUrgent, color: 'warning' },
  administration: { icon: IconSettings, color: 'info' },
};

export function KnowledgeBasePage() {
  const { t } = useTranslation('template-charts');
  const [params, setParams] = useSearchParams();
  const { category, article } = kbLocation(params);
  const [query, setQuery] = useState('');

  const go = (next: { category?: KbCategory; article?: string }) => {
    const search = new URLSearchParams();
    if (next.category) search.set('category', next.category);
    if (next.category && next.article) search.set('article', next.article);
    setParams(search);
    setQuery('');
  };

  const articles = useMemo<KbArticle[]>(
    () => KB_CATEGORY_IDS.flatMap((cat) => KB_CATEGORIES[cat].map((id) => ({ id, category: cat, title: t(`kb.articles.${id}.title`) }))),
    [t],
  );
  const found = useMemo(() => searchArticles(articles, query), [articles, query]);
  const categoryTitle = (cat: KbCategory) => t(`kb.categories.${cat}.title`);

  const articleLink = (item: KbArticle) => (
    <Anchor key={item.id} component="button" type="button" onClick={() => go({ category: item.category, article: item.id })} size="sm" ta="start">
      <Group gap={6} wrap="nowrap">
        <IconChevronRight size={14} style={{ flexShrink: 0 }} />
        {item.title}
      </Group>
    </Anchor>
  );

  let content;
  if (category && article) {
    const siblings = articles.filter((item) => item.category === category);
    content = (
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <Card p="xs">
            <Text size="xs" tt="uppercase" fw={600} c="dimmed" px="sm" py={6}>
              {categoryTitle(category)}
            </Text>
            {siblings.map((item) => (
              <NavLink
                key={item.id}
                component="button"
                type="button"
                active={item.id === article}
                label={item.title}
                leftSection={<IconFileText size={16} />}
                onClick={() => go({ category, article: item.id })}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          <Card p="xl" data-testid="kb-article">
            <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={() => go({ category })} mb="md" w="fit-content">
              {t('kb.backTo', { category: categoryTitle(category) })}
            </Button>
            <Title order={2} mb={4}>
              {t(`kb.articles.${article}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mb="lg">
              {t('kb.readTime', { count: 2 })}
            </Text>
            <Stack gap="md">
              <Text>{t(`kb.articles.${article}.p1`)}</Text>
              <Text>{t(`kb.articles.${article}.p2`)}</Text>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    );
  } else if (category) {
    const { icon: IconC, color } = ICONS[category];
    content = (
      <Card p="xl" data-testid="kb-category">
        <Button variant="subtle" size="compact-sm" leftSection={<IconArrowLeft size={14} />} onClick={() => go({})} mb="md" w="fit-content">
          {t('kb.allCategories')}
        </Button>
        <Group gap="sm" mb="lg" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color={color}>
            <IconC size={24} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="xl">
              {categoryTitle(category)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`kb.categories.${category}.subtitle`)}
            </Text>
          </div>
        </Group>
        <Stack gap={0}>
          {KB_CATEGORIES[category].map((id) => (
            <Box key={id} py="sm" style={{ borderTop: '1px solid var(--rh-border-color)' }}>
              <Anchor component="button" type="button" fw={600} onClick={() => go({ category, article: id })} ta="start">
                {t(`kb.articles.${id}.title`)}
              </Anchor>
              <Text size="sm" c="dimmed" lineClamp={1}>
                {t(`kb.articles.${id}.p1`)}
              </Text>
            </Box>
          ))}
        </Stack>
      </Card>
    );
  } else {
    content = (
      <Stack gap="lg">
        <SearchHero title={t('kb.hero.title')} subtitle={t('kb.hero.subtitle')} searchLabel={t('kb.search')} query={query} onQueryChange={setQuery} />
        {query.trim() ? (
          <Card p="lg" data-testid="kb-results">
            <Text fw={600} mb="sm">
              {t('kb.found', { count: found.length })}
            </Text>
            <Stack gap="xs">
              {found.map((item) => (
                <Group key={item.id} gap="xs" justify="space-between" wrap="nowrap">
                  {articleLink(item)}
                  <Badge variant="light" color={ICONS[item.category].color}>
                    {categoryTitle(item.category)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          </Card>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="lg">
          {KB_CATEGORY_IDS.map((cat) => {
            const { icon: IconC, color } = ICONS[cat];
            return (
              <Card key={cat} p="lg" data-testid={`kb-card-${cat}`}>
                <Stack gap="sm" h="100%">
                  <Group gap="sm" wrap="nowrap">
                    <ThemeIcon size={40} radius="md" variant="light" color={color}>
                      <IconC size={22} />
                    </ThemeIcon>
                    <div>
                      <Text fw={600}>{categoryTitle(cat)}</Text>
                      <Text size="xs" c="dimmed">
                        {t('kb.articleCount', { count: KB_CATEGORIES[cat].length })}
                      </Text>
                    </div>
                  </Group>
                  <Stack gap={6} style={{ flex: 1 }}>
                    {articles.filter((item) => item.category === cat).map(articleLink)}
                  </Stack>
                  <Button variant="light" color={color} onClick={() => go({ category: cat })} rightSection={<IconChevronRight size={16} />}>
                    {t('kb.open', { category: categoryTitle(cat) })}
                  </Button>
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
      </Stack>
    );
  }

  return (
    <TemplatePage route="tplKnowledgeBase" description={t('kb.description')}>
      {content}
    </TemplatePage>
  );
}
