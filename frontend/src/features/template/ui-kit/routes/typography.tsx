// /ui-element/typography: headings and display sizes, paragraphs, inline
// text elements, blockquotes, lists, a description list, code and keys.
import { Blockquote, Box, Code, Group, Kbd, List, Mark, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconQuote } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;
const DISPLAY = [
  { key: 'd1', size: 56 },
  { key: 'd2', size: 48 },
  { key: 'd3', size: 40 },
  { key: 'd4', size: 32 },
] as const;

export function TypographyPage() {
  const { t } = useTranslation('template-ui-kit');
  const items = t('typography.listItems', { returnObjects: true }) as string[];
  return (
    <TemplatePage route="tplTypography" description={t('typography.description')}>
      <ExampleGrid>
        <ExampleCard title={t('typography.headings.title')} description={t('typography.headings.description')}>
          <Stack gap="xs">
            {HEADINGS.map((order) => (
              <Group key={order} justify="space-between" wrap="nowrap" gap="md">
                <Title order={order}>{t('typography.headingSample', { n: order })}</Title>
                <Code>{`h${order}`}</Code>
              </Group>
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('typography.display.title')} description={t('typography.display.description')}>
          <Stack gap="xs">
            {DISPLAY.map((d) => (
              <Group key={d.key} justify="space-between" wrap="nowrap" gap="md">
                <Text fz={d.size} fw={300} lh={1.15} c="var(--rh-heading-color)">
                  {t('typography.displaySample', { n: d.key.slice(1) })}
                </Text>
                <Code>{`${d.size}px`}</Code>
              </Group>
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('typography.paragraphs.title')} description={t('typography.paragraphs.description')}>
          <Stack gap="sm">
            <Text fz="lg" fw={400}>
              {t('typography.lead')}
            </Text>
            <Text>{t('typography.paragraph')}</Text>
            <Text size="sm" c="dimmed">
              {t('typography.muted')}
            </Text>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('typography.inline.title')} description={t('typography.inline.description')}>
          <Stack gap={8}>
            <Text>
              <Mark color="warning">{t('typography.inlineMark')}</Mark>
            </Text>
            <Text>
              <del>{t('typography.inlineDel')}</del>
            </Text>
            <Text>
              <s>{t('typography.inlineS')}</s>
            </Text>
            <Text>
              <ins>{t('typography.inlineIns')}</ins>
            </Text>
            <Text>
              <u>{t('typography.inlineU')}</u>
            </Text>
            <Text>
              <small>{t('typography.inlineSmall')}</small>
            </Text>
            <Text>
              <strong>{t('typography.inlineStrong')}</strong>
            </Text>
            <Text>
              <em>{t('typography.inlineEm')}</em>
            </Text>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('typography.quotes.title')} description={t('typography.quotes.description')}>
          <Stack gap="md">
            <Blockquote color="primary" icon={<IconQuote size={20} />} cite={`– ${t('typography.quoteAuthor')}`} mt="sm">
              {t('typography.quote')}
            </Blockquote>
            <Blockquote color="success" cite={`– ${t('typography.quoteAuthor2')}`} radius="md">
              {t('typography.quote2')}
            </Blockquote>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('typography.lists.title')} description={t('typography.lists.description')}>
          <Stack gap="md">
            <Group align="flex-start" grow gap="lg">
              <Box>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
                  {t('typography.unordered')}
                </Text>
                <List size="sm" spacing={4}>
                  {items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Box>
              <Box>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
                  {t('typography.ordered')}
                </Text>
                <List type="ordered" size="sm" spacing={4}>
                  {items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Box>
            </Group>
            <Group align="flex-start" grow gap="lg">
              <Box>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
                  {t('typography.unstyled')}
                </Text>
                <List size="sm" spacing={4} listStyleType="none">
                  {items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Box>
              <Box>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
                  {t('typography.withIcons')}
                </Text>
                <List
                  size="sm"
                  spacing={4}
                  icon={<IconCircleCheck size={16} color="var(--mantine-color-success-filled)" />}
                  center
                >
                  {items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              </Box>
            </Group>
            <Box>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
                {t('typography.inlineList')}
              </Text>
              <Group gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {items.map((item, i) => (
                  <Text key={item} component="li" size="sm">
                    {item}
                    {i < items.length - 1 ? <Text span c="dimmed" ms="xs">•</Text> : null}
                  </Text>
                ))}
              </Group>
            </Box>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('typography.dl.title')} description={t('typography.dl.description')}>
          <Box component="dl" m={0} style={{ display: 'grid', gridTemplateColumns: 'minmax(110px, max-content) 1fr', gap: '10px 20px' }}>
            {(['term1', 'term2', 'term3', 'term4'] as const).map((term) => (
              <Fragment key={term}>
                <Text component="dt" fw={600} size="sm">
                  {t(`typography.${term}`)}
                </Text>
                <Text component="dd" m={0} size="sm" c="dimmed">
                  {t(`typography.${term}Text`)}
                </Text>
              </Fragment>
            ))}
          </Box>
        </ExampleCard>
        <ExampleCard title={t('typography.code.title')} description={t('typography.code.description')}>
          <Stack gap="sm">
            <Text size="sm">
              {t('typography.codeInline')} <Code>{'<Title order={1} />'}</Code>
            </Text>
            <Code block>{`const risk = { id: 'R-101', score: 12, owner: 'admin@demo.com' };\nconsole.log(risk.score);`}</Code>
            <Text size="sm">
              {t('typography.kbdText')} <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>
            </Text>
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
