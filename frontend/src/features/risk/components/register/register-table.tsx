// One page of the register: reference, title, category, owner, gross and net
// ratings, trend, approval status, status and last change. A row opens the
// risk (click, or the title link from the keyboard). The table fits its card:
// lower-value columns go as it narrows (lists.module.css) and the title wraps.
import { Anchor, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SelectPageHeader, SelectRowCell } from '@/components/bulk/selection-cells';
import type { Selection } from '@/components/bulk/use-selection';
import { SortHeader } from '@/components/ui/sort-header';
import surfaces from '@/components/ui/surfaces.module.css';
import { formatDate } from '@/lib/format';
import type { Risk } from '../../api/types';
import { registerSort, type SortField } from '../../lib/register-params';
import { RatingBadge, StatusBadge, Trend } from '../badges';
import lists from '../../routes/lists.module.css';
import { ReassessmentFlag } from '../detail/reassessment';

type RegisterTableProps = {
  rows: Risk[];
  /** The loading, failed and empty states (a `TableStates`), shown in place of rows. */
  states: ReactNode;
  sort: string;
  onSort: (sort: string) => void;
  dimmed?: boolean;
  busy?: boolean;
  /** Rows can be picked for bulk actions (a first checkbox column). */
  selection?: Selection<Risk>;
};

export const REGISTER_COLUMNS = 10;

export function RegisterTable({ rows, states, sort, onSort, dimmed, busy, selection }: RegisterTableProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const head = (field: SortField, label: string, w?: number) => (
    <SortHeader column={field} sort={sort} onSort={onSort} w={w} {...registerSort(field)}>
      {label}
    </SortHeader>
  );

  return (
    <Table.ScrollContainer minWidth={560} className={lists.fit}>
      <Table
        className={lists.register}
        verticalSpacing="sm"
        horizontalSpacing="sm"
        highlightOnHover
        aria-busy={busy}
        aria-label={t('risk.register.tableLabel')}
      >
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            {selection ? <SelectPageHeader rows={rows} selection={selection} /> : null}
            {head('reference', t('risk.register.columns.reference'), 110)}
            {head('title', t('risk.register.columns.title'))}
            <Table.Th>{t('risk.register.columns.category')}</Table.Th>
            <Table.Th>{t('risk.register.columns.owner')}</Table.Th>
            {head('gross_score', t('risk.register.columns.gross'), 130)}
            {head('net_score', t('risk.register.columns.net'), 130)}
            <Table.Th w={80}>{t('risk.register.columns.trend')}</Table.Th>
            <Table.Th w={120}>{t('risk.register.columns.approval')}</Table.Th>
            <Table.Th w={100}>{t('risk.register.columns.status')}</Table.Th>
            {head('updated_at', t('risk.register.columns.updated'), 110)}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: dimmed ? 0.6 : 1 }}>
          {states}
          {rows.map((risk) => {
            const href = `/risk/risk/${encodeURIComponent(risk.id)}`;
            return (
              <Table.Tr
                key={risk.id}
                data-testid="risk-row"
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a,button')) return;
                  navigate(href);
                }}
                style={{ cursor: 'pointer' }}
              >
                {selection ? <SelectRowCell item={risk} label={risk.reference} selection={selection} /> : null}
                <Table.Td>
                  <Text size="sm" ff="monospace" fw={500}>
                    {risk.reference}
                  </Text>
                </Table.Td>
                <Table.Td className={lists.title}>
                  <Group gap={6} wrap="nowrap">
                    <Anchor component={Link} to={href} size="sm" fw={600} c="var(--rh-heading-color)">
                      {risk.title}
                    </Anchor>
                    {risk.over_appetite ? (
                      <Tooltip label={t('risk.register.overAppetite')}>
                        <IconFlame
                          size={16}
                          color="var(--mantine-color-danger-6)"
                          aria-label={t('risk.register.overAppetite')}
                          role="img"
                          style={{ flexShrink: 0 }}
                        />
                      </Tooltip>
                    ) : null}
                    <ReassessmentFlag risk={risk} />
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={risk.category_name ? undefined : 'dimmed'}>
                    {risk.category_name ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={risk.owner_name ? undefined : 'dimmed'}>
                    {risk.owner_name ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <RatingBadge rating={risk.gross_risk} />
                </Table.Td>
                <Table.Td>
                  <RatingBadge rating={risk.net_risk} />
                </Table.Td>
                <Table.Td>
                  <Trend value={risk.trend} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={risk.approval_status} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={risk.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {formatDate(risk.updated_at, i18n.language)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
