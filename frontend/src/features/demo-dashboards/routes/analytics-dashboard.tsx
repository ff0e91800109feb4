// /dashboard/analytics: the template's analytics dashboard, made real ("/"
// stays the risk dashboard). The figures come from GET /api/dashboard/analytics
// (the users app's people, the shop's orders, the data list): people, active
// share, orders and customers as cards; orders and sign-ups per week over 12
// weeks; people by status, role and department; the data list's popularity.
import { Grid } from '@mantine/core';
import {
  IconBuilding,
  IconChartDonut,
  IconFlame,
  IconReceipt,
  IconShieldHalf,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { useAnalyticsDashboard } from '../api/dashboards';

/** The stat cards' window: the last 30 days of the series. */
const RECENT_DAYS = 30;
import {
  ActivityTrendCard,
  BarsCard,
  DashboardError,
  DashboardSkeleton,
  DonutCard,
} from '../components/dashboard-cards';
import { useDashboardFormats } from '../components/use-dashboard-formats';
import {
  countOf,
  countSlices,
  dayTotal,
  DEPARTMENTS,
  percentOf,
  themeColor,
  USER_ROLES,
  USER_STATUSES,
} from '../lib/dashboard-data';

/** The popularity bands, coolest to hottest. */
const BAND_COLORS = ['danger', 'warning', 'info', 'primary', 'success'];

export function AnalyticsDashboardRoute() {
  const { t } = useTranslation();
  const { count } = useDashboardFormats();
  const dashboard = useAnalyticsDashboard();
  const data = dashboard.data;
  const header = <PageHeader route="analyticsDashboard" description={t('demoDashboards.analytics.subtitle')} />;

  if (dashboard.error && !data) {
    return (
      <>
        {header}
        <DashboardError query={dashboard} />
      </>
    );
  }

  const days = data?.days ?? [];
  const recent = days.slice(-RECENT_DAYS);
  const active = data ? countOf(data.usersByStatus, 'active') : 0;
  const label = (group: string) => (key: string) => t(`demoDashboards.${group}.${key}`, { defaultValue: key });
  return (
    <>
      {header}
      <StatGrid>
        <StatCard
          label={t('demoDashboards.analytics.stats.users')}
          value={data ? count(data.userCount) : undefined}
          hint={t('demoDashboards.analytics.stats.usersHint', { count: dayTotal(recent, 'signups'), days: RECENT_DAYS })}
          icon={IconUsers}
          color="primary"
          to="/app/user/list"
        />
        <StatCard
          label={t('demoDashboards.analytics.stats.active')}
          value={data ? count(active) : undefined}
          hint={t('demoDashboards.analytics.stats.activeHint', { percent: percentOf(active, data?.userCount ?? 0) })}
          icon={IconUserCheck}
          color="success"
        />
        <StatCard
          label={t('demoDashboards.analytics.stats.orders', { days: RECENT_DAYS })}
          value={data ? count(dayTotal(recent, 'orders')) : undefined}
          hint={t('demoDashboards.analytics.stats.ordersHint', { count: data?.orderCount ?? 0 })}
          icon={IconReceipt}
          color="info"
          to="/ecommerce-dashboard"
        />
        <StatCard
          label={t('demoDashboards.analytics.stats.customers')}
          value={data ? count(data.customers) : undefined}
          hint={t('demoDashboards.analytics.stats.customersHint', { percent: percentOf(data?.customers ?? 0, data?.userCount ?? 0) })}
          icon={IconUsersGroup}
          color="warning"
        />
      </StatGrid>
      {data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <ActivityTrendCard days={days} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <DonutCard
              title={t('demoDashboards.analytics.status.title')}
              icon={IconChartDonut}
              slices={countSlices(data.usersByStatus, USER_STATUSES, label('userStatus'))}
              totalLabel={t('demoDashboards.analytics.status.total')}
              testId="user-status-card"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <BarsCard
              title={t('demoDashboards.analytics.role.title')}
              icon={IconShieldHalf}
              slices={countSlices(data.usersByRole, USER_ROLES, label('role'))}
              testId="user-role-card"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <BarsCard
              title={t('demoDashboards.analytics.department.title')}
              icon={IconBuilding}
              slices={countSlices(data.usersByDepartment, DEPARTMENTS, label('department'))}
              testId="user-department-card"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <BarsCard
              title={t('demoDashboards.analytics.popularity.title')}
              description={t('demoDashboards.analytics.popularity.description', { count: data.listProductCount })}
              icon={IconFlame}
              slices={data.popularity.map((band, i) => ({
                key: band.key,
                label: band.key,
                value: band.count,
                color: themeColor(BAND_COLORS[i] ?? 'primary'),
              }))}
              testId="popularity-card"
            />
          </Grid.Col>
        </Grid>
      ) : (
        <DashboardSkeleton spans={[8, 4, 4, 4, 4]} />
      )}
    </>
  );
}
