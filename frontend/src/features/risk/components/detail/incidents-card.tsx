// The risk's incidents (GET /api/v1/risks/{id}/incidents, incident.read):
// reference (a link to the incident), title, status, when it happened and its
// actual loss. The risk page shows it only to those who may read incidents.
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardListState } from '@/components/ui/card-list-state';
import { SectionCard } from '@/components/ui/section-card';
import surfaces from '@/components/ui/surfaces.module.css';
import { api } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';

/** The fields of an incident (incident.v1 Incident, docs/incident-module.md) the card shows. */
export type LinkedIncident = {
  id: string;
  reference: string;
  title: string;
  /** open or closed. */
  status: string;
  /** YYYY-MM-DD. */
  occurred_on: string;
  /** Actual losses less recoveries. */
  actual_loss: number;
};

type Page<T> = { data: T[]; page: number; per_page: number; total: number };

/** Under the incident module's key: incident changes refresh it. */
const riskIncidentsKey = (riskId: string) => ['incident', 'risk-incidents', riskId] as const;

function useRiskIncidents(riskId: string) {
  return useQuery({
    queryKey: riskIncidentsKey(riskId),
    queryFn: ({ signal }) =>
      api.get<Page<LinkedIncident>>(`/api/v1/risks/${encodeURIComponent(riskId)}/incidents`, {
        query: { per_page: 100 },
        signal,
      }),
    meta: { silent: true },
  });
}

export function IncidentsCard({ riskId }: { riskId: string }) {
  const { t, i18n } = useTranslation();
  const incidents = useRiskIncidents(riskId);
  const rows = incidents.data?.data ?? [];
  return (
    <SectionCard
      title={t('riskIncidents.title')}
      icon={IconAlertOctagon}
      count={incidents.data?.total}
      padded={false}
      id="risk-incidents"
      testId="risk-incidents"
    >
      <CardListState
        query={incidents}
        empty={rows.length === 0}
        loadFailed={t('riskIncidents.failed')}
        emptyText={t('riskIncidents.none')}
      >
        <Table.ScrollContainer minWidth={620}>
          <Table verticalSpacing="xs" horizontalSpacing="lg" aria-label={t('riskIncidents.title')}>
            <Table.Thead className={surfaces.tableHead}>
              <Table.Tr>
                <Table.Th>{t('riskIncidents.columns.reference')}</Table.Th>
                <Table.Th>{t('riskIncidents.columns.title')}</Table.Th>
                <Table.Th>{t('riskIncidents.columns.status')}</Table.Th>
                <Table.Th>{t('riskIncidents.columns.occurred')}</Table.Th>
                <Table.Th ta="end">{t('riskIncidents.columns.loss')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((incident) => (
                <Table.Tr key={incident.id} data-testid="risk-incident-row">
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={`/incident/all/${encodeURIComponent(incident.id)}`}
                      size="sm"
                      ff="monospace"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {incident.reference}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {incident.title}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={incident.status === 'closed' ? 'success' : 'warning'} variant="light" tt="none">
                      {t(`incidentDashboard.status.${incident.status === 'closed' ? 'closed' : 'open'}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(incident.occurred_on, i18n.language) || '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">
                    <Text size="sm">
                      <bdi>{formatNumber(incident.actual_loss, i18n.language, { maximumFractionDigits: 2 }) || '–'}</bdi>
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </CardListState>
    </SectionCard>
  );
}
