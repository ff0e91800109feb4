// A compact list of action plans (on a control's page and in the reports):
// reference, title, linked risk, owner, priority, due date, progress, status.
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import { formatDate } from '@/lib/format';
import type { ActionPlan } from '../../api/types';
import { PriorityBadge, ProgressBar, StatusBadge } from '../badges';

export function PlansTable({ plans, withRisk = true }: { plans: readonly ActionPlan[]; withRisk?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            <Table.Th>{t('actionPlans.columns.reference')}</Table.Th>
            <Table.Th>{t('actionPlans.columns.title')}</Table.Th>
            {withRisk ? <Table.Th>{t('actionPlans.columns.risk')}</Table.Th> : null}
            <Table.Th>{t('actionPlans.columns.owner')}</Table.Th>
            <Table.Th>{t('actionPlans.columns.priority')}</Table.Th>
            <Table.Th>{t('actionPlans.columns.due')}</Table.Th>
            <Table.Th>{t('actionPlans.columns.progress')}</Table.Th>
            <Table.Th>{t('actionPlans.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan.id} data-testid="plan-row">
              <Table.Td>
                <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {plan.reference}
                </Text>
              </Table.Td>
              <Table.Td maw={280}>
                <Anchor
                  component={Link}
                  to={`/risk/action/plan?q=${encodeURIComponent(plan.reference)}`}
                  size="sm"
                  fw={600}
                  lineClamp={2}
                >
                  {plan.title}
                </Anchor>
              </Table.Td>
              {withRisk ? (
                <Table.Td>
                  {plan.risk_id ? (
                    <Anchor
                      component={Link}
                      to={`/risk/risk/${encodeURIComponent(plan.risk_id)}`}
                      size="sm"
                      ff="monospace"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {plan.risk_reference ?? plan.risk_id.slice(0, 8)}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              ) : null}
              <Table.Td>
                <Text size="sm" c={plan.owner_name ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                  {plan.owner_name ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <PriorityBadge priority={plan.priority} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" c={plan.overdue ? 'danger' : undefined} style={{ whiteSpace: 'nowrap' }}>
                    {formatDate(plan.due_date, i18n.language) || '—'}
                  </Text>
                  {plan.overdue ? (
                    <Badge color="danger" variant="filled" size="sm" tt="none" leftSection={<IconAlertTriangle size={11} />}>
                      {t('actionPlans.overdue')}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <ProgressBar value={plan.progress} />
              </Table.Td>
              <Table.Td>
                <StatusBadge status={plan.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
