// /cards/analytics: goal overview (radial progress), sessions by device
// (donut), revenue report (bars and a trend), browser states, an activity
// timeline and sales per country, drawn with the shared SVG charts.
import { Avatar, Badge, Group, Progress, RingProgress, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core';
import { IconBrandChrome, IconBrandEdge, IconBrandFirefox, IconBrandOpera, IconBrandSafari, IconCheck, IconFileText, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BarChart, DonutChart, TrendChart } from '@/components/charts/charts';
import surfaces from '@/components/ui/surfaces.module.css';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';

const color = (name: string, shade = 6) => `var(--mantine-color-${name}-${shade})`;

const BROWSERS = [
  { key: 'chrome', icon: IconBrandChrome, share: 54.4, color: 'primary' },
  { key: 'safari', icon: IconBrandSafari, share: 24.6, color: 'info' },
  { key: 'firefox', icon: IconBrandFirefox, share: 9.8, color: 'warning' },
  { key: 'edge', icon: IconBrandEdge, share: 7.1, color: 'success' },
  { key: 'opera', icon: IconBrandOpera, share: 4.1, color: 'danger' },
] as const;

const COUNTRIES = [
  { code: 'US', sales: 8656, change: 25.8 },
  { code: 'DE', sales: 5420, change: 12.4 },
  { code: 'FR', sales: 4870, change: -6.1 },
  { code: 'BR', sales: 3190, change: 9.7 },
  { code: 'PT', sales: 2145, change: -2.3 },
] as const;

export function CardsAnalyticsPage() {
  const { t, i18n } = useTranslation('template-ui-kit');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const money = (n: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);
  const region = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const months = Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short' }).format(new Date(2026, i, 1)),
  );
  const devices = [
    { key: 'desktop', label: t('cardsAnalytics.desktop'), value: 4820, color: color('primary') },
    { key: 'mobile', label: t('cardsAnalytics.mobile'), value: 2830, color: color('warning') },
    { key: 'tablet', label: t('cardsAnalytics.tablet'), value: 660, color: color('danger') },
  ];
  const revenueBars = months.map((m, i) => ({ key: m, label: m, value: [8200, 9600, 7400, 11200, 10400, 12800, 14100][i]!, color: color('primary', i === 6 ? 6 : 3) }));
  const goal = 83;

  return (
    <TemplatePage route="tplCardsAnalytics" description={t('cardsAnalytics.description')}>
      <Stack gap="lg">
      <ExampleGrid cols={3}>
        <ExampleCard title={t('cardsAnalytics.goal.title')} description={t('cardsAnalytics.goal.description')}>
          <Stack align="center" gap="sm">
            <RingProgress
              size={190}
              thickness={14}
              roundCaps
              sections={[{ value: goal, color: 'success' }]}
              label={
                <Stack gap={0} align="center">
                  <Text fz={30} fw={700}>
                    {goal}%
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('cardsAnalytics.goal.done')}
                  </Text>
                </Stack>
              }
            />
            <SimpleGrid cols={2} w="100%" spacing={0} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <Stack gap={0} align="center" py="sm" style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}>
                <Text size="xs" c="dimmed">
                  {t('cardsAnalytics.goal.completed')}
                </Text>
                <Text fw={700}>{number(786617)}</Text>
              </Stack>
              <Stack gap={0} align="center" py="sm">
                <Text size="xs" c="dimmed">
                  {t('cardsAnalytics.goal.inProgress')}
                </Text>
                <Text fw={700}>{number(13561)}</Text>
              </Stack>
            </SimpleGrid>
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('cardsAnalytics.devices.title')} description={t('cardsAnalytics.devices.description')}>
          <DonutChart
            slices={devices}
            label={devices.map((d) => `${d.label}: ${number(d.value)}`).join(', ')}
            totalLabel={t('cardsAnalytics.devices.total')}
            format={number}
          />
        </ExampleCard>
        <ExampleCard title={t('cardsAnalytics.browsers.title')} description={t('cardsAnalytics.browsers.description')}>
          <Stack gap="md">
            {BROWSERS.map((b) => (
              <Group key={b.key} gap="sm" wrap="nowrap">
                <b.icon size={22} stroke={1.6} color={color(b.color)} />
                <Text size="sm" w={70}>
                  {t(`cardsAnalytics.browsers.${b.key}`)}
                </Text>
                <Progress value={b.share} color={b.color} size="sm" style={{ flex: 1 }} aria-label={t(`cardsAnalytics.browsers.${b.key}`)} />
                <Text size="sm" fw={600} w={48} ta="end">
                  <bdi>{`${b.share}%`}</bdi>
                </Text>
              </Group>
            ))}
          </Stack>
        </ExampleCard>
      </ExampleGrid>
      <ExampleGrid>
        <ExampleCard title={t('cardsAnalytics.revenue.title')} description={t('cardsAnalytics.revenue.description')}>
          <Stack gap="md">
            <Group gap="xl">
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('cardsAnalytics.revenue.earning')}
                </Text>
                <Text fz={22} fw={700}>
                  {money(73800)}
                </Text>
              </Stack>
              <Stack gap={0}>
                <Text size="xs" c="dimmed">
                  {t('cardsAnalytics.revenue.expense')}
                </Text>
                <Text fz={22} fw={700}>
                  {money(28400)}
                </Text>
              </Stack>
            </Group>
            <TrendChart
              months={months}
              series={[
                { key: 'earning', label: t('cardsAnalytics.revenue.earning'), color: color('primary'), values: revenueBars.map((b) => b.value), area: true },
                { key: 'expense', label: t('cardsAnalytics.revenue.expense'), color: color('warning'), values: [3200, 4100, 3900, 4800, 4400, 5200, 2800], dashed: true },
              ]}
              label={t('cardsAnalytics.revenue.title')}
              format={(v) => number(v)}
            />
          </Stack>
        </ExampleCard>
        <ExampleCard title={t('cardsAnalytics.monthly.title')} description={t('cardsAnalytics.monthly.description')}>
          <BarChart items={revenueBars} label={t('cardsAnalytics.monthly.title')} format={money} />
        </ExampleCard>
        <ExampleCard title={t('cardsAnalytics.timeline.title')} description={t('cardsAnalytics.timeline.description')}>
          <Timeline active={3} bulletSize={26} lineWidth={2} color="primary">
            <Timeline.Item bullet={<IconFileText size={14} />} title={t('cardsAnalytics.timeline.e1')}>
              <Text size="sm" c="dimmed">
                {t('cardsAnalytics.timeline.e1Text')}
              </Text>
              <Text size="xs" c="dimmed" mt={4}>
                {t('cardsAnalytics.timeline.minutes', { n: 12 })}
              </Text>
            </Timeline.Item>
            <Timeline.Item bullet={<IconUserPlus size={14} />} title={t('cardsAnalytics.timeline.e2')} color="success">
              <Group gap="xs" mt={4}>
                <Avatar size="sm" color="success" radius="50%">
                  JL
                </Avatar>
                <Text size="sm" c="dimmed">
                  {t('cardsAnalytics.timeline.e2Text')}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" mt={4}>
                {t('cardsAnalytics.timeline.minutes', { n: 45 })}
              </Text>
            </Timeline.Item>
            <Timeline.Item bullet={<IconCheck size={14} />} title={t('cardsAnalytics.timeline.e3')} color="info">
              <Text size="sm" c="dimmed">
                {t('cardsAnalytics.timeline.e3Text')}
              </Text>
              <Badge variant="light" color="info" mt={6}>
                {t('cardsAnalytics.timeline.closed')}
              </Badge>
            </Timeline.Item>
            <Timeline.Item title={t('cardsAnalytics.timeline.e4')} color="warning">
              <Text size="sm" c="dimmed">
                {t('cardsAnalytics.timeline.e4Text')}
              </Text>
            </Timeline.Item>
          </Timeline>
        </ExampleCard>
        <ExampleCard title={t('cardsAnalytics.countries.title')} description={t('cardsAnalytics.countries.description')} flush>
          <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover>
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>
                <Table.Th>{t('cardsAnalytics.countries.country')}</Table.Th>
                <Table.Th ta="end">{t('cardsAnalytics.countries.sales')}</Table.Th>
                <Table.Th ta="end">{t('cardsAnalytics.countries.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {COUNTRIES.map((c) => (
                <Table.Tr key={c.code}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Avatar size="sm" radius="50%" color="primary" variant="light">
                        {c.code}
                      </Avatar>
                      <Text size="sm">{region.of(c.code)}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="end" fw={600}>
                    {money(c.sales)}
                  </Table.Td>
                  <Table.Td ta="end">
                    <Badge variant="light" color={c.change >= 0 ? 'success' : 'danger'}>
                      <bdi>{`${c.change >= 0 ? '+' : ''}${c.change}%`}</bdi>
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ExampleCard>
      </ExampleGrid>
      </Stack>
    </TemplatePage>
  );
}
