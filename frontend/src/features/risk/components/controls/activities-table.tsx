// A control's activities: name, owner, frequency (spec section 9 labels), due
// date (red when overdue), status and outcome, with complete / edit / delete
// for those who may change them; a breached one offers "Raise incident"
// (`raiseIncidentHref`, given to those who may record incidents).
import { ActionIcon, Badge, Button, Group, Menu, Table, Text } from '@mantine/core';
import { IconAlertOctagon, IconAlertTriangle, IconCheck, IconDotsVertical, IconEdit, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import { formatDate } from '@/lib/format';
import type { ControlActivity } from '../../api/types';
import { OutcomeBadge, StatusBadge } from '../badges';
import { useFrequencyLabel } from '../frequency';

type Props = {
  activities: readonly ControlActivity[];
  canWrite: boolean;
  onComplete: (activity: ControlActivity) => void;
  onEdit: (activity: ControlActivity) => void;
  onDelete: (activity: ControlActivity) => void;
  /** The new-incident form prefilled from a breached activity; not given, no "Raise incident". */
  raiseIncidentHref?: (activity: ControlActivity) => string;
};

export function ActivitiesTable({ activities, canWrite, onComplete, onEdit, onDelete, raiseIncidentHref }: Props) {
  const { t, i18n } = useTranslation();
  const frequencyLabel = useFrequencyLabel();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            <Table.Th>{t('controls.activities.columns.name')}</Table.Th>
            <Table.Th>{t('controls.activities.columns.owner')}</Table.Th>
            <Table.Th>{t('controls.activities.columns.frequency')}</Table.Th>
            <Table.Th>{t('controls.activities.columns.due')}</Table.Th>
            <Table.Th>{t('controls.activities.columns.status')}</Table.Th>
            <Table.Th>{t('controls.activities.columns.outcome')}</Table.Th>
            {canWrite ? <Table.Th w={150}>{t('list.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {activities.map((activity) => {
            const overdue = activity.status === 'over';
            return (
              <Table.Tr key={activity.id} data-testid="activity-row" data-status={activity.status}>
                <Table.Td>
                  <Text size="sm" fw={600} c="var(--rh-heading-color)">
                    {activity.name}
                  </Text>
                  {activity.comment ? (
                    <Text size="xs" c="dimmed" lineClamp={1}>
                      {activity.comment}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={activity.owner_name ? undefined : 'dimmed'}>
                    {activity.owner_name ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="outline" color="gray" tt="none" data-testid="activity-frequency">
                    {frequencyLabel(activity.frequency, activity.repeat)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {overdue ? (
                      <IconAlertTriangle
                        size={14}
                        color="var(--mantine-color-danger-6)"
                        aria-label={t('controls.activities.overdue')}
                      />
                    ) : null}
                    <Text
                      size="sm"
                      c={overdue ? 'danger' : undefined}
                      fw={overdue ? 600 : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                      data-overdue={overdue || undefined}
                    >
                      {formatDate(activity.due_date, i18n.language) || '—'}
                    </Text>
                  </Group>
                  {activity.status === 'complete' && activity.completed_at ? (
                    <Text size="xs" c="dimmed">
                      {t('controls.activities.completedOn', { date: formatDate(activity.completed_at, i18n.language) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={activity.status} />
                </Table.Td>
                <Table.Td>
                  {activity.outcome ? (
                    <Group gap={6} wrap="nowrap">
                      <OutcomeBadge outcome={activity.outcome} />
                      {activity.outcome === 'breached' && raiseIncidentHref ? (
                        <Button
                          component={Link}
                          to={raiseIncidentHref(activity)}
                          size="compact-xs"
                          variant="light"
                          color="danger"
                          leftSection={<IconAlertOctagon size={12} />}
                          aria-label={t('riskIncidents.raiseNamed', { name: activity.name })}
                          data-testid="raise-incident"
                        >
                          {t('riskIncidents.raise')}
                        </Button>
                      ) : null}
                    </Group>
                  ) : (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                {canWrite ? (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {activity.status !== 'complete' ? (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="success"
                          leftSection={<IconCheck size={14} />}
                          onClick={() => onComplete(activity)}
                          aria-label={t('controls.activities.completeNamed', { name: activity.name })}
                        >
                          {t('controls.activities.complete')}
                        </Button>
                      ) : null}
                      <Menu position="bottom-end" width={180}>
                        <Menu.Target>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            aria-label={t('controls.activities.menu', { name: activity.name })}
                          >
                            <IconDotsVertical size={18} stroke={1.6} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconEdit size={16} />} onClick={() => onEdit(activity)}>
                            {t('controls.activities.edit')}
                          </Menu.Item>
                          <Menu.Item color="danger" leftSection={<IconTrash size={16} />} onClick={() => onDelete(activity)}>
                            {t('controls.activities.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
