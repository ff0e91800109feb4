// The register report: every risk with its category, owner, gross, control
// and net ratings, trend, appetite (flagged when over) and approval status.
import { Anchor, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import { EmptyRows } from '@/components/ui/empty-rows';
import { TableStates } from '@/components/ui/table-states';
import type { Risk } from '../../api/types';
import { RatingBadge, StatusBadge, Trend } from '../badges';

type Props = {
  risks: readonly Risk[];
  loading?: boolean;
  /** The report query's error, if it failed, and its retry. */
  error?: unknown;
  onRetry?: () => void;
  /** Column headers that sort (reference, title, gross_score, net_score); plain text when absent. */
  header?: (column: string, label: string) => ReactNode;
  empty: ReactNode;
};

export function RegisterTable({ risks, loading = false, error, onRetry, header, empty }: Props) {
  const { t } = useTranslation();
  const th = (column: string, label: string) => (header ? header(column, label) : <Table.Th key={column}>{label}</Table.Th>);
  const columns = 10;
  return (
    <Table.ScrollContainer minWidth={1160}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            {th('reference', t('reports.register.columns.reference'))}
            {th('title', t('reports.register.columns.title'))}
            <Table.Th>{t('reports.register.columns.category')}</Table.Th>
            <Table.Th>{t('reports.register.columns.owner')}</Table.Th>
            {th('gross_score', t('reports.register.columns.gross'))}
            <Table.Th>{t('reports.register.columns.control')}</Table.Th>
            {th('net_score', t('reports.register.columns.net'))}
            <Table.Th>{t('reports.register.columns.trend')}</Table.Th>
            <Table.Th>{t('reports.register.columns.appetite')}</Table.Th>
            <Table.Th>{t('reports.register.columns.approval')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <TableStates
            columns={columns}
            rows={risks.length}
            loading={loading}
            error={error}
            module="risk"
            onRetry={onRetry}
            empty={<EmptyRows title={empty} />}
          />
          {risks.map((risk) => (
            <Table.Tr key={risk.id} data-testid="register-row">
              <Table.Td>
                <Anchor
                  component={Link}
                  to={`/risk/risk/${encodeURIComponent(risk.id)}`}
                  size="sm"
                  ff="monospace"
                  fw={600}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {risk.reference}
                </Anchor>
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" fw={500} lineClamp={2}>
                  {risk.title}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={risk.category_name ? undefined : 'dimmed'}>
                  {risk.category_name ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={risk.owner_name ? undefined : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
                  {risk.owner_name ?? '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <RatingBadge rating={risk.gross_risk} />
              </Table.Td>
              <Table.Td>
                <RatingBadge rating={risk.control_rating} />
              </Table.Td>
              <Table.Td>
                <RatingBadge rating={risk.net_risk} />
              </Table.Td>
              <Table.Td>
                <Trend value={risk.trend} />
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm">{risk.appetite ? t(`ratings.${risk.appetite}`, { defaultValue: risk.appetite }) : '—'}</Text>
                  {risk.over_appetite ? (
                    <Tooltip label={t('reports.register.overAppetiteHint')}>
                      <Badge
                        color="danger"
                        variant="filled"
                        size="sm"
                        tt="none"
                        leftSection={<IconAlertTriangle size={11} />}
                        data-testid="over-appetite"
                      >
                        {t('reports.register.over')}
                      </Badge>
                    </Tooltip>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={risk.approval_status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
