// A page of audit events as a table: time, actor, the service (when the look
// shows it), action and entity; the shared table states (loading, failed, empty)
// and a row that opens its event (click, Enter or Space). Shared by Settings'
// Logs and the risk Audit Trail; each passes its look and its entity cell.
import { Badge, Table, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import surfaces from '@/components/ui/surfaces.module.css';
import { EmptyRows } from '@/components/ui/empty-rows';
import { TableStates } from '@/components/ui/table-states';
import { auditActionLabel, auditServiceLabel } from '@/lib/audit-labels';
import { formatDateTime } from '@/lib/format';
import type { AppModule } from '@/lib/module-status';
import type { AuditEvent, AuditLook } from './audit-drawer';

export function AuditTable({
  events,
  look,
  loading,
  fetching,
  stale,
  filtered,
  module,
  error,
  onRetry,
  entityCell,
  onOpen,
}: {
  events: readonly AuditEvent[];
  /** Its texts also give `<texts>.columns.*`, `<texts>.empty`, `<texts>.emptyFiltered` and `<texts>.openEvent`. */
  look: AuditLook;
  /** The first page is loading. */
  loading: boolean;
  /** Any page is loading. */
  fetching: boolean;
  /** The rows are the previous page's while the next one loads. */
  stale: boolean;
  /** Filters are set (the empty state says nothing matched). */
  filtered: boolean;
  /** The module whose events these are (a 503 says it is down). */
  module: AppModule;
  /** The list query's error, if it failed, and its retry. */
  error?: unknown;
  onRetry?: () => void;
  /** The entity column of a row. */
  entityCell: (event: AuditEvent) => ReactNode;
  onOpen: (event: AuditEvent) => void;
}) {
  const { t, i18n } = useTranslation();
  const texts = look.texts;
  const columns = look.serviceColor ? 5 : 4;
  const actionLabel = (action: string) => (look.actionLabel ? look.actionLabel(action) : auditActionLabel(t, action));

  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm" horizontalSpacing="lg" highlightOnHover aria-busy={fetching}>
        <Table.Thead className={surfaces.tableHead}>
          <Table.Tr>
            <Table.Th w={210}>{t(`${texts}.columns.time`)}</Table.Th>
            <Table.Th>{t(`${texts}.columns.actor`)}</Table.Th>
            {look.serviceColor ? <Table.Th w={130}>{t(`${texts}.columns.service`)}</Table.Th> : null}
            <Table.Th>{t(`${texts}.columns.action`)}</Table.Th>
            <Table.Th>{t(`${texts}.columns.entity`)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: stale ? 0.6 : 1 }}>
          <TableStates
            columns={columns}
            rows={events.length}
            loading={loading}
            error={error}
            module={module}
            onRetry={onRetry}
            retrying={fetching}
            skeleton={{ rows: 6 }}
            empty={
              <EmptyRows
                icon={<IconHistory size={28} stroke={1.6} />}
                title={filtered ? t(`${texts}.emptyFiltered`) : t(`${texts}.empty`)}
              />
            }
          />
          {events.map((event) => (
            <Table.Tr
              key={event.id}
              data-testid="audit-row"
              data-event-id={event.id}
              style={{ cursor: 'pointer' }}
              tabIndex={0}
              aria-label={t(`${texts}.openEvent`, { action: actionLabel(event.action), actor: event.actor.name })}
              onClick={() => onOpen(event)}
              onKeyDown={(e) => {
                if (e.target !== e.currentTarget) return;
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  onOpen(event);
                }
              }}
            >
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(event.occurred_at, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} c="var(--rh-heading-color)">
                  {event.actor.name || t(`${texts}.unknownActor`)}
                </Text>
              </Table.Td>
              {look.serviceColor ? (
                <Table.Td>
                  <Badge color={look.serviceColor(event.service)} variant="outline" tt="none">
                    {auditServiceLabel(t, event.service)}
                  </Badge>
                </Table.Td>
              ) : null}
              <Table.Td>
                <Badge color={look.actionColor(event.action)} variant="light" tt="none">
                  {actionLabel(event.action)}
                </Badge>
              </Table.Td>
              <Table.Td>{entityCell(event)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
