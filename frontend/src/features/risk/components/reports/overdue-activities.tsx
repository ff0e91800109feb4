// Control activities past their due date: the control (a link to it), the
// activity, its owner, frequency and due date.
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import { formatDate } from '@/lib/format';
import type { ControlActivity } from '../../api/types';
import { StatusBadge } from '../badges';
import { useFrequencyLabel } from '../frequency';

export function OverdueActivities({ activities }: { activities: readonly ControlActivity[] }) {
  const { t, i18n } = useTranslation();
  const frequencyLabel = useFrequencyLabel();
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            <Table.Th>{t('reports.overdue.columns.control')}</Table.Th>
            <Table.Th>{t('reports.overdue.columns.activity')}</Table.Th>
            <Table.Th>{t('reports.overdue.columns.owner')}</Table.Th>
            <Table.Th>{t('reports.overdue.columns.frequency')}</Table.Th>
            <Table.Th>{t('reports.overdue.columns.due')}</Table.Th>
            <Table.Th>{t('reports.overdue.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activities.map((activity) => (
            <Table.Tr key={activity.id} data-testid="overdue-activity">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/risk/control/${encodeURIComponent(activity.control_id)}`}
                  size="sm"
                  ff="monospace"
                  fw={600}
                >
                  {activity.control_reference ?? activity.control_id.slice(0, 8)}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {activity.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={activity.owner_name ? undefined : 'dimmed'}>
                  {activity.owner_name ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{frequencyLabel(activity.frequency, activity.repeat)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="danger" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(activity.due_date, i18n.language) || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={activity.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
