// "/": the Risk dashboard. A greeting, the module's figures (risks, pending
// approvals, controls, open action plans), risks by net rating in the rating
// colours, the net heat map (active risks; it says how many inactive ones
// it leaves out: total_risks counts them, the map does not), top risks, risks over appetite, overdue control
// activities and action plans, and (with audit.read) the latest changes;
// all from GET /api/v1/reports/dashboard.
import { Alert, Button, Grid, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconAlertCircle,
  IconChecklist,
  IconClipboardCheck,
  IconListDetails,
  IconLock,
  IconShieldHalf,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { HeatMapGrid } from '@/components/ui/heat-map-grid';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { StatCard } from '@/components/ui/stat-card';
import { useAuth, useUser } from '@/lib/auth';
import { useCan } from '@/lib/permissions';
import { useRecentActivity, useRiskDashboard, type RiskDashboard } from '../api/dashboard';
import { OverdueActivityList, OverduePlanList, OverdueReviewList } from '../components/overdue-lists';
import { RatingChart } from '../components/rating-chart';
import { RecentActivity } from '../components/recent-activity';
import { RiskTable } from '../components/risk-table';
import { WelcomeCard } from '../components/welcome-card';

export function DashboardRoute() {
  const { t } = useTranslation();
  const signedIn = useAuth().user;
  const { data: current } = useUser();
  const user = current ?? signedIn;
  const canRead = useCan('risk.read');
  const canAudit = useCan('audit.read');
  const dashboard = useRiskDashboard({ enabled: canRead });
  const recent = useRecentActivity({ enabled: canRead && canAudit });
  const data = dashboard.data;

  return (
    <>
      <PageHeader route="dashboard" />
      <Stack gap="lg">
        {user ? <WelcomeCard user={user} /> : null}

        {!canRead ? (
          <EmptyState icon={IconLock} title={t('riskDashboard.noAccess.title')} description={t('riskDashboard.noAccess.body')} />
        ) : dashboard.isError ? (
          <Alert color="danger" icon={<IconAlertCircle />} title={t('riskDashboard.loadError')}>
            <Button variant="light" color="danger" size="xs" mt="sm" onClick={() => void dashboard.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </Alert>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
              <StatCard
                label={t('riskDashboard.stats.risks')}
                value={data?.total_risks}
                icon={IconListDetails}
                color="primary"
                to="/risk/all"
              />
              <StatCard
                label={t('riskDashboard.stats.pending')}
                value={data?.pending_approvals}
                icon={IconClipboardCheck}
                color="warning"
                to="/risk/all?approval_status=pending"
              />
              <StatCard
                label={t('riskDashboard.stats.controls')}
                value={data?.total_controls}
                icon={IconShieldHalf}
                color="success"
                to="/risk/control"
              />
              <StatCard
                label={t('riskDashboard.stats.plans')}
                value={data?.open_action_plans}
                icon={IconChecklist}
                color="info"
                to="/risk/action/plan"
              />
            </SimpleGrid>

            <Grid gutter="lg" align="stretch">
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <SectionCard divided padded={false} fill title={t('riskDashboard.byRating.title')} testId="rating-chart">
                  <div style={{ padding: 'var(--mantine-spacing-lg)' }}>
                    {data ? (
                      data.by_net_rating.length > 0 ? (
                        <RatingChart counts={data.by_net_rating} />
                      ) : (
                        <Text c="dimmed" size="sm" ta="center">
                          {t('riskDashboard.byRating.empty')}
                        </Text>
                      )
                    ) : (
                      <Skeleton height={220} />
                    )}
                  </div>
                </SectionCard>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 7 }}>
                <SectionCard divided padded={false} fill
                  title={t('riskDashboard.heatMap.title')}
                  link={{ to: '/risk/report', label: t('riskDashboard.heatMap.all') }}
                  testId="net-heat-map"
                >
                  <div style={{ padding: 'var(--mantine-spacing-lg)' }}>
                    {data ? (
                      <>
                        <HeatMapGrid
                          map={data.net_heat_map}
                          compact
                          itemHref={(item) => `/risk/risk/${encodeURIComponent(item.id)}`}
                          ratingLabel={(rating) => t(`ratings.${rating}`, { defaultValue: rating })}
                        />
                        <InactiveLeftOut placed={placedRisks(data)} total={data.total_risks} />
                      </>
                    ) : (
                      <Skeleton height={240} />
                    )}
                  </div>
                </SectionCard>
              </Grid.Col>

              <Grid.Col span={{ base: 12, lg: 7 }}>
                <SectionCard divided padded={false} fill
                  title={t('riskDashboard.topRisks.title')}
                  link={{ to: '/risk/all?sort=-net_score', label: t('riskDashboard.topRisks.all') }}
                >
                  {data ? <RiskTable risks={data.top_risks} show="trend" /> : <Skeleton height={180} m="lg" />}
                </SectionCard>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <SectionCard divided padded={false} fill
                  title={t('riskDashboard.appetite.title')}
                  count={data?.over_appetite.length}
                  countColor={data && data.over_appetite.length > 0 ? 'danger' : 'success'}
                  link={{ to: '/risk/report?tab=appetite', label: t('riskDashboard.appetite.all') }}
                >
                  {data ? <RiskTable risks={data.over_appetite} show="appetite" /> : <Skeleton height={180} m="lg" />}
                </SectionCard>
              </Grid.Col>

              <Grid.Col span={{ base: 12, md: 6 }}>
                <SectionCard divided padded={false} fill
                  title={t('riskDashboard.overdueActivities.title')}
                  count={data?.overdue_activities.length}
                  countColor={data && data.overdue_activities.length > 0 ? 'danger' : 'success'}
                  link={{ to: '/risk/report?tab=overdue', label: t('riskDashboard.overdueActivities.all') }}
                >
                  {data ? (
                    <OverdueActivityList activities={data.overdue_activities} />
                  ) : (
                    <Skeleton height={160} m="lg" />
                  )}
                </SectionCard>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <SectionCard divided padded={false} fill
                  title={t('riskDashboard.overduePlans.title')}
                  count={data?.overdue_action_plans.length}
                  countColor={data && data.overdue_action_plans.length > 0 ? 'danger' : 'success'}
                  link={{ to: '/risk/action/plan?overdue=true', label: t('riskDashboard.overduePlans.all') }}
                >
                  {data ? <OverduePlanList plans={data.overdue_action_plans} /> : <Skeleton height={160} m="lg" />}
                </SectionCard>
              </Grid.Col>

              <Grid.Col span={12}>
                <SectionCard divided padded={false} fill
                  title={t('riskReview.dashboard.title')}
                  count={data?.overdue_reviews}
                  countColor={data && data.overdue_reviews > 0 ? 'danger' : 'success'}
                  testId="overdue-reviews"
                >
                  {data ? <OverdueReviewList risks={data.overdue_review_risks} /> : <Skeleton height={160} m="lg" />}
                </SectionCard>
              </Grid.Col>

              {canAudit ? (
                <Grid.Col span={12}>
                  <SectionCard divided padded={false} fill
                    title={t('riskDashboard.recent.title')}
                    link={{ to: '/risk/activity', label: t('riskDashboard.recent.all') }}
                    testId="recent-activity"
                  >
                    <RecentActivity events={recent.data} loading={recent.isPending} />
                  </SectionCard>
                </Grid.Col>
              ) : null}
            </Grid>
          </>
        )}
      </Stack>
    </>
  );
}

/** The risks the net heat map places: the active ones. */
function placedRisks(data: RiskDashboard): number {
  return data.net_heat_map.cells.reduce((sum, cell) => sum + cell.count, 0);
}

/** "38 of 41 risks; 3 inactive ones left out", when the map leaves any out. */
function InactiveLeftOut({ placed, total }: { placed: number; total: number }) {
  const { t } = useTranslation();
  const left = total - placed;
  if (left <= 0) return null;
  return (
    <Text size="xs" c="dimmed" mt="sm" data-testid="inactive-left-out">
      {t('reports.heatMap.inactiveLeftOut', { shown: placed, total, count: left })}
    </Text>
  );
}
