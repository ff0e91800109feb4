// The demo dashboards' cards: donuts and bars of a breakdown, the daily
// revenue / orders chart, the weekly orders / sign-ups chart, the top products and the
// low-stock tables, and the page's error and loading states. The charts are
// the shared SVG ones (src/components/charts).
import { Alert, Badge, Button, Grid, Group, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconChartLine, IconPackage, IconTrophy, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart, DonutChart, TrendChart } from '@/components/charts/charts';
import type { ChartSlice } from '@/components/charts/chart-data';
import { ModuleUnavailable } from '@/components/errors/module-unavailable';
import { EmptyRows } from '@/components/ui/empty-rows';
import { SectionCard } from '@/components/ui/section-card';
import surfaces from '@/components/ui/surfaces.module.css';
import { errorMessage, isServiceUnavailable } from '@/lib/api-client';
import type { DayFigures, StockItem, TopProduct } from '../api/dashboards';
import { dayValues, themeColor, weekly } from '../lib/dashboard-data';
import { summary, useDashboardFormats } from './use-dashboard-formats';

type BreakdownProps = {
  title: string;
  icon: Icon;
  slices: ChartSlice[];
  testId: string;
  description?: string;
};

/** A breakdown as a donut with its total in the middle. */
export function DonutCard({ title, icon, slices, testId, description, totalLabel }: BreakdownProps & { totalLabel: string }) {
  const { t } = useTranslation();
  const { count } = useDashboardFormats();
  return (
    <SectionCard title={title} icon={icon} description={description} fill testId={testId}>
      <DonutChart
        slices={slices}
        totalLabel={totalLabel}
        label={t('demoDashboards.chartAria', { title, summary: summary(slices, count) })}
        format={count}
      />
    </SectionCard>
  );
}

/** A breakdown as horizontal bars. */
export function BarsCard({ title, icon, slices, testId, description }: BreakdownProps) {
  const { t } = useTranslation();
  const { count } = useDashboardFormats();
  return (
    <SectionCard title={title} icon={icon} description={description} fill testId={testId}>
      <BarChart
        items={slices}
        label={t('demoDashboards.chartAria', { title, summary: summary(slices, count) })}
        format={count}
        testId={`${testId}-bar`}
      />
    </SectionCard>
  );
}

/** Revenue (an area) or orders (a line) per day, switched above the chart. */
export function SalesTrendCard({ days }: { days: readonly DayFigures[] }) {
  const { t } = useTranslation();
  const { count, money, axisMoney, day } = useDashboardFormats();
  const [shown, setShown] = useState<'revenue' | 'orders'>('revenue');
  const labels = days.map((d) => day(d.date));
  const revenue = shown === 'revenue';
  const values = dayValues(days, revenue ? 'revenueCents' : 'orders');
  const describe = values.map((v, i) => `${labels[i]}: ${revenue ? money(v * 100) : count(v)}`).join(', ');
  const title = t('demoDashboards.ecommerce.trend.title', { days: days.length });
  return (
    <SectionCard
      title={title}
      icon={IconChartLine}
      fill
      testId="sales-trend-card"
      actions={
        <SegmentedControl
          size="xs"
          value={shown}
          onChange={(value) => setShown(value === 'orders' ? 'orders' : 'revenue')}
          data={[
            { value: 'revenue', label: t('demoDashboards.ecommerce.trend.revenue') },
            { value: 'orders', label: t('demoDashboards.ecommerce.trend.orders') },
          ]}
          aria-label={t('demoDashboards.ecommerce.trend.switch')}
        />
      }
    >
      <TrendChart
        months={labels}
        maxLabels={8}
        label={t('demoDashboards.chartAria', { title, summary: describe })}
        format={revenue ? axisMoney : count}
        series={[
          revenue
            ? { key: 'revenue', label: t('demoDashboards.ecommerce.trend.revenue'), color: themeColor('primary'), values, area: true }
            : { key: 'orders', label: t('demoDashboards.ecommerce.trend.orders'), color: themeColor('success'), values },
        ]}
      />
    </SectionCard>
  );
}

/** Orders placed and people who joined, per week (the days folded by seven). */
export function ActivityTrendCard({ days }: { days: readonly DayFigures[] }) {
  const { t } = useTranslation();
  const { count, day } = useDashboardFormats();
  const weeks = weekly(days);
  const labels = weeks.map((w) => day(w.start));
  const orders = weeks.map((w) => w.orders);
  const signups = weeks.map((w) => w.signups);
  const title = t('demoDashboards.analytics.activity.title', { count: weeks.length });
  const describe = (values: number[]) => values.map((v, i) => `${labels[i]}: ${count(v)}`).join(', ');
  return (
    <SectionCard
      title={title}
      icon={IconChartLine}
      description={t('demoDashboards.analytics.activity.description')}
      fill
      testId="activity-trend-card"
    >
      <TrendChart
        months={labels}
        maxLabels={12}
        label={t('demoDashboards.analytics.activity.aria', { orders: describe(orders), signups: describe(signups) })}
        format={count}
        series={[
          { key: 'orders', label: t('demoDashboards.analytics.activity.orders'), color: themeColor('primary'), values: orders, area: true },
          {
            key: 'signups',
            label: t('demoDashboards.analytics.activity.signups'),
            color: themeColor('success'),
            values: signups,
            dashed: true,
          },
        ]}
      />
    </SectionCard>
  );
}

/** The most ordered products: units and revenue. */
export function TopProductsCard({ products }: { products: readonly TopProduct[] }) {
  const { t } = useTranslation();
  const { count, money } = useDashboardFormats();
  return (
    <SectionCard title={t('demoDashboards.ecommerce.top.title')} icon={IconTrophy} padded={false} fill testId="top-products-card">
      <Table.ScrollContainer minWidth={460}>
        <Table verticalSpacing="sm" horizontalSpacing="lg" data-testid="top-products-table">
          <Table.Thead className={surfaces.tableHead}>
            <Table.Tr>
              <Table.Th>{t('demoDashboards.ecommerce.top.product')}</Table.Th>
              <Table.Th>{t('demoDashboards.ecommerce.top.category')}</Table.Th>
              <Table.Th ta="right">{t('demoDashboards.ecommerce.top.units')}</Table.Th>
              <Table.Th ta="right">{t('demoDashboards.ecommerce.top.revenue')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {products.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <EmptyRows icon={<IconTrophy size={28} stroke={1.6} />} title={t('demoDashboards.ecommerce.top.empty')} />
                </Table.Td>
              </Table.Tr>
            ) : (
              products.map((p, i) => (
                <Table.Tr key={p.productId} data-testid="top-product-row">
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Badge variant="light" circle color={i === 0 ? 'warning' : 'gray'}>
                        {i + 1}
                      </Badge>
                      <Text size="sm" fw={500} lineClamp={1}>
                        {p.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {p.category}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{count(p.units)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm" fw={600}>
                      {money(p.revenueCents)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

/** Products at or below the low-stock threshold, fewest first. */
export function LowStockCard({ items, threshold }: { items: readonly StockItem[]; threshold: number }) {
  const { t } = useTranslation();
  const { count } = useDashboardFormats();
  return (
    <SectionCard
      title={t('demoDashboards.ecommerce.lowStock.title')}
      description={t('demoDashboards.ecommerce.lowStock.description', { count: threshold })}
      icon={IconPackage}
      fill
      testId="low-stock-card"
    >
      {items.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t('demoDashboards.ecommerce.lowStock.none')}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <Group key={item.productId} component="li" justify="space-between" wrap="nowrap" data-testid="low-stock-row">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.category}
                </Text>
              </Stack>
              <Badge variant="light" color={item.stock <= threshold / 2 ? 'danger' : 'warning'} tt="none" style={{ flex: 'none' }}>
                {t('demoDashboards.ecommerce.lowStock.units', { count: item.stock, formatted: count(item.stock) })}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** What the error view needs of a dashboard's query. */
type FailedQuery = { error: unknown; refetch: () => unknown; isFetching: boolean };

/** The page's answer failed: the service is down (503), or another error with a retry. */
export function DashboardError({ query }: { query: FailedQuery }) {
  const { t } = useTranslation();
  const { error, isFetching: retrying } = query;
  const retry = () => void query.refetch();
  return isServiceUnavailable(error) ? (
    <ModuleUnavailable module={null} onRetry={retry} retrying={retrying} />
  ) : (
    <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title={t('demoDashboards.failed')}>
      <Stack gap="sm" align="flex-start">
        {errorMessage(error)}
        <Button size="xs" variant="light" color="danger" onClick={retry} loading={retrying}>
          {t('common.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Card placeholders while the figures load. */
export function DashboardSkeleton({ spans }: { spans: readonly number[] }) {
  return (
    <Grid gutter="lg" aria-busy data-testid="dashboard-loading">
      {spans.map((span, i) => (
        <Grid.Col key={i} span={{ base: 12, md: span }}>
          <Skeleton height={260} radius="md" />
        </Grid.Col>
      ))}
    </Grid>
  );
}
