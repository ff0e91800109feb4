// /ui-element/typography: headings and display sizes, paragraphs, inline
// text elements, blockquotes, lists, a description list, code and keys.
import { Blockquote, Box, Code, Group, Kbd, List, Mark, Stack, Text, Title, type ListProps } from '@mantine/core';
import { IconCircleCheck, IconQuote } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const HEADINGS = [1, 2, 3, 4, 5, 6] as const;
const DISPLAY = [
  { key: 'd1', size: 56 },
  { key: 'd2', size: 48 },
  { key: 'd3', size: 40 },
  { key: 'd4', size: 32 },
] as const;

/** A sample with its size or tag at the end of the line. */
function SampleRow({ code, children }: { code: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      {children}
      <Code>{code}</Code>
    </Group>
  );
}

/** A list example under its small capitalised label. */
function ListSample({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={6}>
        {label}
      </Text>
      {children}
    </Box>
  );
}

export function TypographyPage() {
  const { t } = useTranslation('template-ui-kit');
  const items = t('typography.listItems', { returnObjects: true }) as string[];
  // One line each, in the order shown.
  const inline: ReactNode[] = [
    <Mark color="warning">{t('typography.inlineMark')}</Mark>,
    <del>{t('typography.inlineDel')}</del>,
    <s>{t('typography.inlineS')}</s>,
    <ins>{t('typography.inlineIns')}</ins>,
    <u>{t('typography.inlineU')}</u>,
    <small>{t('typography.inlineSmall')}</small>,
    <strong>{t('typography.inlineStrong')}</strong>,
    <em>{t('typography.inlineEm')}</em>,
  ];
  // The list styles, two to a row.
  const lists: { label: string; props: ListProps }[] = [
    { label: t('typography.unordered'), props: {} },
    { label: t('typography.ordered'), props: { type: 'ordered' } },
    { label: t('typography.unstyled'), props: { listStyleType: 'none' } },
    { label: t('typography.withIcons'), props: { icon: <IconCircleCheck size={16} color="var(--mantine-color-success-filled)" />, center: true } },
  ];
  return (
    <TemplatePage route="tplTypography" description={t('typography.description')}>
      <ExampleGrid>
        <ExampleCard title={t('typography.headings.title')} description={t('typography.headings.description')}>
          <Stack gap="xs">
            {HEADINGS.map((order) => (
              <SampleRow key={order} code={`h${order}`}>
                <Title order={order}>{t('typography.headingSample', { n: order })}</Title>
              </SampleRow>
            ))}
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('typography.display.title')} description={t('typography.display.description')}>
          <Stack gap="xs">
            {DISPLAY.map((d) => (
              <SampleRow key={d.key} code={`${d.size}px`}>
                <Text fz={d.size} fw={300} lh={1.15} c="var(--rh-heading-color)">
                  {t('typography.displaySample', { n: d.key.slice(1) })}
                </Text>
              </SampleRow>
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
            {inline.map((element, index) => (
              <Text key={index}>{element}</Text>
            ))}
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
            {[lists.slice(0, 2), lists.slice(2)].map((pair) => (
              <Group key={pair[0]?.label} align="flex-start" grow gap="lg">
                {pair.map(({ label, props }) => (
                  <ListSample key={label} label={label}>
                    <List size="sm" spacing={4} {...props}>
                      {items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  </ListSample>
                ))}
              </Group>
            ))}
            <ListSample label={t('typography.inlineList')}>
              <Group gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {items.map((item, i) => (
                  <Text key={item} component="li" size="sm">
                    {item}
                    {i < items.length - 1 ? <Text span c="dimmed" ms="xs">•</Text> : null}
                  </Text>
                ))}
              </Group>
            </ListSample>
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
