// /ecommerce-dashboard: the template's eCommerce dashboard, made real. The
// figures come from GET /api/dashboard/ecommerce (the shop's orders and
// products, the data list's order statuses): revenue, orders, average order
// and units as cards; revenue / orders per day over 30 days; the data list's
// order statuses; products per category; the top products; low stock.
import { Grid } from '@mantine/core';
import {
  IconBuildingWarehouse,
  IconCategory,
  IconChartDonut,
  IconCoin,
  IconPackages,
  IconReceipt,
  IconShoppingBag,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { useEcommerceDashboard } from '../api/dashboards';
import {
  BarsCard,
  DashboardError,
  DashboardSkeleton,
  DonutCard,
  LowStockCard,
  SalesTrendCard,
  TopProductsCard,
} from '../components/dashboard-cards';
import { useDashboardFormats } from '../components/use-dashboard-formats';
import { countSlices, dayTotal, ORDER_STATUSES, themeColor } from '../lib/dashboard-data';

export function EcommerceDashboardRoute() {
  const { t } = useTranslation();
  const { count, money } = useDashboardFormats();
  const dashboard = useEcommerceDashboard();
  const data = dashboard.data;
  const header = <PageHeader route="ecommerceDashboard" description={t('demoDashboards.ecommerce.subtitle')} />;

  if (dashboard.error && !data) {
    return (
      <>
        {header}
        <DashboardError query={dashboard} />
      </>
    );
  }

  const days = data?.days ?? [];
  const recent = dayTotal(days, 'revenueCents');
  return (
    <>
      {header}
      <StatGrid>
        <StatCard
          label={t('demoDashboards.ecommerce.stats.revenue')}
          value={data ? money(data.revenueCents) : undefined}
          hint={t('demoDashboards.ecommerce.stats.revenueHint', { amount: money(recent), days: days.length })}
          icon={IconCoin}
          color="success"
        />
        <StatCard
          label={t('demoDashboards.ecommerce.stats.orders')}
          value={data ? count(data.orderCount) : undefined}
          hint={t('demoDashboards.ecommerce.stats.ordersHint', { count: data?.customers ?? 0 })}
          icon={IconReceipt}
          color="primary"
          to="/ecommerce/shop"
        />
        <StatCard
          label={t('demoDashboards.ecommerce.stats.average')}
          value={data ? money(data.averageOrderCents) : undefined}
          hint={t('demoDashboards.ecommerce.stats.averageHint')}
          icon={IconShoppingBag}
          color="info"
        />
        <StatCard
          label={t('demoDashboards.ecommerce.stats.units')}
          value={data ? count(data.unitsSold) : undefined}
          hint={t('demoDashboards.ecommerce.stats.unitsHint', { count: data?.productCount ?? 0 })}
          icon={IconPackages}
          color="warning"
        />
      </StatGrid>
      {data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <SalesTrendCard days={days} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <DonutCard
              title={t('demoDashboards.ecommerce.statuses.title')}
              description={t('demoDashboards.ecommerce.statuses.description')}
              icon={IconChartDonut}
              slices={countSlices(data.orderStatuses, ORDER_STATUSES, (key) =>
                t(`demoDashboards.orderStatus.${key.replace(' ', '_')}`, { defaultValue: key }),
              )}
              totalLabel={t('demoDashboards.ecommerce.statuses.total')}
              testId="order-status-card"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <TopProductsCard products={data.topProducts} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <LowStockCard items={data.lowStock} threshold={data.lowStockThreshold} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <BarsCard
              title={t('demoDashboards.ecommerce.categories.title')}
              description={t('demoDashboards.ecommerce.categories.description')}
              icon={IconCategory}
              slices={data.categories.map((c) => ({
                key: c.name,
                label: c.name,
                value: c.products,
                color: themeColor('primary'),
              }))}
              testId="categories-card"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <BarsCard
              title={t('demoDashboards.ecommerce.stock.title')}
              description={t('demoDashboards.ecommerce.stock.description')}
              icon={IconBuildingWarehouse}
              slices={data.categories.map((c) => ({
                key: c.name,
                label: c.name,
                value: c.stock,
                color: themeColor('info'),
              }))}
              testId="stock-card"
            />
          </Grid.Col>
        </Grid>
      ) : (
        <DashboardSkeleton spans={[8, 4, 8, 4]} />
      )}
    </>
  );
}
