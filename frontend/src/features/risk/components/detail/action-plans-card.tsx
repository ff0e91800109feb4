// The risk's action plans: owner, priority, due date (overdue flagged),
// progress and status.
import { Badge, Group, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconListCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import surfaces from '@/components/ui/surfaces.module.css';
import { formatDate } from '@/lib/format';
import type { ActionPlan } from '../../api/types';
import { PriorityBadge, ProgressBar, StatusBadge } from '../badges';
import { SectionCard } from '@/components/ui/section-card';

export function ActionPlansCard({ plans }: { plans: ActionPlan[] }) {
  const { t, i18n } = useTranslation();
  return (
    <SectionCard title={t('risk.detail.plans')} icon={IconListCheck} count={plans.length} padded={false} id="risk-plans">
      <Table.ScrollContainer minWidth={760}>
        <Table verticalSpacing="xs" horizontalSpacing="lg" aria-label={t('risk.detail.plans')}>
          <Table.Thead className={surfaces.tableHead}>
            <Table.Tr>
              <Table.Th>{t('risk.detail.plan.title')}</Table.Th>
              <Table.Th>{t('risk.form.plan.owner')}</Table.Th>
              <Table.Th>{t('risk.form.plan.priority')}</Table.Th>
              <Table.Th>{t('risk.form.plan.dueDate')}</Table.Th>
              <Table.Th w={170}>{t('risk.detail.plan.progress')}</Table.Th>
              <Table.Th>{t('risk.detail.plan.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {plans.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={6}>
                  <Text c="dimmed" size="sm" ta="center" py="md">
                    {t('risk.detail.plan.none')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {plans.map((plan) => (
              <Table.Tr key={plan.id} data-testid="plan-row">
                <Table.Td>
                  <Text size="xs" ff="monospace" c="dimmed">
                    {plan.reference}
                  </Text>
                  <Text size="sm" fw={500}>
                    {plan.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={plan.owner_name ? undefined : 'dimmed'}>
                    {plan.owner_name ?? '–'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <PriorityBadge priority={plan.priority} />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" c={plan.overdue ? 'danger' : undefined} fw={plan.overdue ? 600 : undefined}>
                      {formatDate(plan.due_date, i18n.language) || '–'}
                    </Text>
                    {plan.overdue ? (
                      <Badge color="danger" variant="light" size="sm" tt="none" leftSection={<IconAlertTriangle size={12} />}>
                        {t('risk.detail.plan.overdue')}
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
    </SectionCard>
  );
}
