// /incident: the incident dashboard (incident.read). Figures from
// GET /api/v1/incident-reports/dashboard: mean time to close, overdue actions
// and notifications (linking to the lists they count), pending approval; open
// vs closed, incidents by experience type, the 12-month trend, and losses per
// risk category and per function, as charts.
import { Alert, Button, Grid, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconBellRinging, IconClockHour4, IconHourglass, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ModuleUnavailable } from '@/components/errors/module-unavailable';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard, StatGrid } from '@/components/ui/stat-card';
import { errorMessage, isServiceUnavailable } from '@/lib/api-client';
import { useIncidentDashboard } from '../api/dashboard';
import { CountTrend, ExperienceBars, LossBars, LossTrend, StatusDonut } from '../components/dashboard/dashboard-charts';

export function IncidentDashboardRoute() {
  const { t } = useTranslation();
  const dashboard = useIncidentDashboard();
  const data = dashboard.data;
  const retry = () => void dashboard.refetch();

  if (dashboard.error && !data) {
    return (
      <>
        <PageHeader route="incidentDashboard" description={t('incidentDashboard.subtitle')} />
        {isServiceUnavailable(dashboard.error) ? (
          <ModuleUnavailable module="incident" onRetry={retry} retrying={dashboard.isFetching} />
        ) : (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} title={t('incidentDashboard.failed')}>
            <Stack gap="sm" align="flex-start">
              {errorMessage(dashboard.error)}
              <Button size="xs" variant="light" color="danger" onClick={retry} loading={dashboard.isFetching}>
                {t('common.tryAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
      </>
    );
  }

  const meanDays = data ? Math.round(data.mean_days_to_close * 10) / 10 : undefined;
  // The gateway fills by_risk_category from the risk service: linked risks but no categories means it did not answer.
  // The gateway says when the risk service did not answer (an empty list alone
  // may just mean no linked risk has a category).
  const riskUnavailable = Boolean(data?.by_risk_category_unavailable);

  return (
    <>
      <PageHeader route="incidentDashboard" description={t('incidentDashboard.subtitle')} />
      <StatGrid>
        <StatCard
          label={t('incidentDashboard.stats.meanDaysToClose')}
          value={meanDays}
          hint={t('incidentDashboard.stats.meanDaysHint')}
          icon={IconClockHour4}
          color="info"
        />
        <StatCard
          label={t('incidentDashboard.stats.overdueActions')}
          value={data?.overdue_actions}
          hint={t('incidentDashboard.stats.overdueActionsHint')}
          icon={IconListCheck}
          color="danger"
          to="/incident/actions?overdue=true"
        />
        <StatCard
          label={t('incidentDashboard.stats.notificationOverdue')}
          value={data?.notification_overdue}
          hint={t('incidentDashboard.stats.notificationOverdueHint')}
          icon={IconBellRinging}
          color="warning"
          to="/incident/all?notification_overdue=true"
        />
        <StatCard
          label={t('incidentDashboard.stats.pendingApproval')}
          value={data?.pending_approval}
          hint={t('incidentDashboard.stats.pendingApprovalHint')}
          icon={IconHourglass}
          color="primary"
          to="/incident/all?approval_status=pending"
        />
      </StatGrid>
      {data ? (
        <Grid gutter="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <StatusDonut data={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ExperienceBars tallies={data.by_experience_type ?? []} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <CountTrend trend={data.trend ?? []} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 6 }}>
            <LossTrend trend={data.trend ?? []} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <LossBars kind="riskCategory" tallies={data.by_risk_category ?? []} riskUnavailable={riskUnavailable} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <LossBars kind="function" tallies={data.by_function ?? []} />
          </Grid.Col>
        </Grid>
      ) : (
        <Grid gutter="lg" aria-busy>
          {[5, 7, 6, 6].map((span, i) => (
            <Grid.Col key={i} span={{ base: 12, md: span }}>
              <Skeleton height={240} radius="md" />
            </Grid.Col>
          ))}
        </Grid>
      )}
    </>
  );
}
