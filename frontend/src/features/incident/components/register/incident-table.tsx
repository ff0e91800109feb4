// One page of All Incidents: reference, title, category, occurred on,
// experience type, escalation, open / closed, approval, actual loss, linked
// risks and the reporting clock. A row opens the incident (click, or the
// title link from the keyboard).
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SortHeader } from '@/components/ui/sort-header';
import { StatusBadge } from '@/components/ui/status-badge';
import surfaces from '@/components/ui/surfaces.module.css';
import { formatDate, formatNumber } from '@/lib/format';
import type { Incident } from '../../api/types';
import { amountOptions } from '../../lib/enums';
import { incidentHref } from '../../lib/paths';
import { registerSort, type SortField } from '../../lib/register-params';
import { ClockBadge, EscalationBadge, ExperienceBadge, OpenClosedBadge } from '../badges';

type IncidentTableProps = {
  rows: Incident[];
  /** The loading, failed and empty states (a `TableStates`), shown in place of rows. */
  states: ReactNode;
  sort: string;
  onSort: (sort: string) => void;
  dimmed?: boolean;
  busy?: boolean;
};

export const INCIDENT_COLUMNS = 11;

const linkedCount = (incident: Incident) => incident.risk_ids?.length || incident.linked_risks?.length || 0;

export function IncidentTable({ rows, states, sort, onSort, dimmed, busy }: IncidentTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const column = (key: string) => t(`incidentRegister.columns.${key}`);
  const head = (field: SortField, label: string, w?: number) => (
    <SortHeader column={field} sort={sort} onSort={onSort} w={w} {...registerSort(field)}>
      {label}
    </SortHeader>
  );

  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" highlightOnHover aria-busy={busy} aria-label={t('incidentRegister.tableLabel')}>
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            {head('reference', column('reference'), 110)}
            {head('title', column('title'))}
            <Table.Th>{column('category')}</Table.Th>
            {head('occurred_on', column('occurred'), 120)}
            <Table.Th>{column('experience')}</Table.Th>
            <Table.Th>{column('escalation')}</Table.Th>
            {head('status', column('status'), 100)}
            <Table.Th>{column('approval')}</Table.Th>
            {head('actual_loss', column('loss'), 120)}
            <Table.Th w={80}>{column('risks')}</Table.Th>
            <Table.Th>{column('clock')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: dimmed ? 0.6 : 1 }}>
          {states}
          {rows.map((incident) => {
            const href = incidentHref(incident.id);
            return (
              <Table.Tr
                key={incident.id}
                data-testid="incident-row"
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a,button')) return;
                  navigate(href);
                }}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td>
                  <Text size="sm" ff="monospace" fw={500}>
                    {incident.reference}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={href} size="sm" fw={600} c="var(--rh-heading-color)">
                      {incident.title}
                    </Anchor>
                    {incident.breach ? (
                      <Badge size="xs" color="danger" variant="outline" tt="none">
                        {t('incidentRegister.breach')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={incident.category_name ? undefined : 'dimmed'}>
                    {incident.category_name || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(incident.occurred_on, i18n.language)}</Text>
                </Table.Td>
                <Table.Td>
                  <ExperienceBadge value={incident.experience_type} />
                </Table.Td>
                <Table.Td>
                  <EscalationBadge value={incident.escalation_level} />
                </Table.Td>
                <Table.Td>
                  <OpenClosedBadge status={incident.status} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={incident.approval_status} />
                </Table.Td>
                <Table.Td ta="end">
                  <Text size="sm" ff="monospace" data-testid="actual-loss">
                    {formatNumber(incident.actual_loss, i18n.language, amountOptions())}
                  </Text>
                </Table.Td>
                <Table.Td ta="center">
                  <Text size="sm" c={linkedCount(incident) ? undefined : 'dimmed'} data-testid="risk-count">
                    {linkedCount(incident)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ClockBadge incident={incident} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
