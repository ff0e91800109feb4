// /extensions/i18n: the app's own i18next. Choosing a language here is the
// top bar's choice (lib/account-language: i18next switches, lib/i18n keeps
// it in localStorage, the account saves it), so the whole app follows.
// Sample texts, plurals and Intl formatting of numbers, currencies, dates,
// relative times and lists in the current language.
import { Badge, Card, Group, SegmentedControl, SimpleGrid, Slider, Stack, Table, Text, Title } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flag } from '@/components/ui/flags';
import { chooseLanguage } from '@/lib/account-language';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES } from '@/lib/i18n';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const SAMPLE_DATE = new Date(Date.UTC(2026, 2, 14, 15, 30));
const PLURAL_COUNTS = [0, 1, 2, 5, 21] as const;

export function I18nPage() {
  const { t, i18n } = useTranslation('template-extensions');
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const [count, setCount] = useState(3);

  const formats = useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const rows: [string, string][] = [
      ['number', number.format(1234567.891)],
      ['percent', new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(0.256)],
      ['compact', new Intl.NumberFormat(language, { notation: 'compact' }).format(2_450_000)],
      ['eur', new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(1299.5)],
      ['usd', new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(1299.5)],
      ['brl', new Intl.NumberFormat(language, { style: 'currency', currency: 'BRL' }).format(1299.5)],
      ['dateLong', new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(SAMPLE_DATE)],
      ['dateShort', new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone: 'UTC' }).format(SAMPLE_DATE)],
      ['relative', new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-1, 'day')],
      ['relativeWeeks', new Intl.RelativeTimeFormat(language).format(3, 'week')],
      ['list', new Intl.ListFormat(language, { type: 'conjunction' }).format([t('i18n.fruits.apple'), t('i18n.fruits.pear'), t('i18n.fruits.plum')])],
    ];
    return rows;
  }, [language, t]);

  const pluralRules = useMemo(() => new Intl.PluralRules(language), [language]);

  return (
    <TemplatePage route="tplI18n" description={t('i18n.description')}>
      <ExampleGrid>
        <ExampleCard title={t('i18n.switchTitle')} description={t('i18n.switchHint')}>
          <Stack gap="md">
            <SegmentedControl
              fullWidth
              value={language}
              onChange={(value) => {
                if (isLanguage(value)) chooseLanguage(value);
              }}
              data={LANGUAGES.map((entry) => ({
                value: entry.code,
                label: (
                  <Group gap={6} justify="center" wrap="nowrap" lang={entry.code}>
                    <Flag code={entry.code} />
                    <span>{entry.label}</span>
                  </Group>
                ),
              }))}
              aria-label={t('i18n.switchTitle')}
            />
            <Group gap="xs">
              <IconLanguage size={18} color="var(--mantine-color-dimmed)" />
              <Text size="sm">{t('i18n.current')}</Text>
              <Badge variant="light" data-testid="current-language">
                {LANGUAGES.find((entry) => entry.code === language)?.label} ({language})
              </Badge>
            </Group>
          </Stack>
        </ExampleCard>

        <ExampleCard title={t('i18n.samplesTitle')} description={t('i18n.samplesHint')}>
          <Card withBorder radius="md" padding="md">
            <Title order={4} mb={4}>
              {t('i18n.sample.greeting')}
            </Title>
            <Text size="sm" c="dimmed" mb="sm">
              {t('i18n.sample.intro')}
            </Text>
            <Group gap="xs">
              <Badge color="success" variant="light">
                {t('i18n.sample.status')}
              </Badge>
              <Badge color="warning" variant="light">
                {t('i18n.sample.due', { date: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(SAMPLE_DATE) })}
              </Badge>
            </Group>
          </Card>
        </ExampleCard>

        <ExampleCard title={t('i18n.formatTitle')} description={t('i18n.formatHint')} flush>
          <Table verticalSpacing="xs" horizontalSpacing="lg" striped>
            <Table.Tbody>
              {formats.map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {t(`i18n.formats.${key}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500} data-testid={`format-${key}`}>
                      {value}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ExampleCard>

        <ExampleCard title={t('i18n.pluralTitle')} description={t('i18n.pluralHint')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
              {PLURAL_COUNTS.map((value) => (
                <Group key={value} justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{t('i18n.risks', { count: value })}</Text>
                  <Badge size="xs" variant="outline" color="gray">
                    {pluralRules.select(value)}
                  </Badge>
                </Group>
              ))}
            </SimpleGrid>
            <Text size="sm" fw={500}>
              {t('i18n.tryCount')}
            </Text>
            <Slider value={count} onChange={setCount} min={0} max={12} marks={[{ value: 0 }, { value: 1 }, { value: 12 }]} aria-label={t('i18n.tryCount')} />
            <Text size="sm" data-testid="plural-live">
              {t('i18n.messages', { count })}
            </Text>
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
