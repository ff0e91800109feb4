// Overdue control activities, action plans and risk reviews: what, whose,
// and since when.
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import { formatDate } from '@/lib/format';
import type { DashboardActivity, DashboardPlan, DashboardReviewRisk } from '../api/dashboard';
import { priorityColor } from './look';

function Row({ children }: { children: ReactNode }) {
  return (
    <Group
      justify="space-between"
      wrap="nowrap"
      px="lg"
      py={10}
      gap="sm"
      className={surfaces.divided}
    >
      {children}
    </Group>
  );
}

export function OverdueActivityList({ activities }: { activities: readonly DashboardActivity[] }) {
  const { t, i18n } = useTranslation();
  if (activities.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        {t('riskDashboard.overdueActivities.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {activities.map((activity) => (
        <Row key={activity.id}>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate data-testid="overdue-activity">
              {activity.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              <bdi>
                <Anchor
                  component={Link}
                  to={`/risk/control/${encodeURIComponent(activity.control_id)}`}
                  size="xs"
                  underline="always"
                >
                  {activity.control_reference ?? t('riskDashboard.overdueActivities.control')}
                </Anchor>
                {activity.owner_name ? ` · ${activity.owner_name}` : ''}
              </bdi>
            </Text>
          </div>
          <Text size="sm" c="danger" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatDate(activity.due_date, i18n.language)}
          </Text>
        </Row>
      ))}
    </Stack>
  );
}

export function OverduePlanList({ plans }: { plans: readonly DashboardPlan[] }) {
  const { t, i18n } = useTranslation();
  if (plans.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        {t('riskDashboard.overduePlans.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {plans.map((plan) => (
        <Row key={plan.id}>
          <div style={{ minWidth: 0 }}>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" fw={600} truncate data-testid="overdue-plan">
                {plan.title}
              </Text>
              <Badge size="xs" variant="light" color={priorityColor(plan.priority)} tt="none" style={{ flex: 'none' }}>
                {t(`priority.${plan.priority}`, { defaultValue: plan.priority })}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed" truncate>
              <bdi>
                {plan.reference}
                {plan.risk_id ? (
                  <>
                    {' · '}
                    <Anchor
                      component={Link}
                      to={`/risk/risk/${encodeURIComponent(plan.risk_id)}`}
                      size="xs"
                      underline="always"
                    >
                      {plan.risk_reference ?? t('riskDashboard.overduePlans.risk')}
                    </Anchor>
                  </>
                ) : null}
                {plan.owner_name ? ` · ${plan.owner_name}` : ''}
                {` · ${plan.progress}%`}
              </bdi>
            </Text>
          </div>
          <Text size="sm" c="danger" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatDate(plan.due_date, i18n.language)}
          </Text>
        </Row>
      ))}
    </Stack>
  );
}

export function OverdueReviewList({ risks }: { risks: readonly DashboardReviewRisk[] }) {
  const { t, i18n } = useTranslation();
  if (risks.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" size="sm">
        {t('riskReview.dashboard.empty')}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {risks.map((risk) => (
        <Row key={risk.id}>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} truncate data-testid="overdue-review">
              <Anchor component={Link} to={`/risk/risk/${encodeURIComponent(risk.id)}`} size="sm" fw={600}>
                {risk.title}
              </Anchor>
            </Text>
            <Text size="xs" c="dimmed" truncate>
              <bdi>
                {risk.reference}
                {risk.owner_name ? ` · ${risk.owner_name}` : ''}
              </bdi>
            </Text>
          </div>
          <Text size="sm" c="danger" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatDate(risk.next_review_on, i18n.language)}
          </Text>
        </Row>
      ))}
    </Stack>
  );
}
