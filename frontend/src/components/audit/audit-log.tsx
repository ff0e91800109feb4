// The parts of an audit log screen that Settings' Logs and the risk Audit
// Trail (and next the incident module's) share: the date range filter, the
// table with its paging footer and event drawer (the export: `use-audit-export`).
import { Divider, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '@/components/ui/list-footer';
import { PER_PAGE_OPTIONS } from '@/lib/list-params';
import type { AppModule } from '@/lib/module-status';
import { AuditDrawer, type AuditEvent, type AuditLook } from './audit-drawer';
import { AuditTable } from './audit-table';
import { auditRangeInvalid, isAuditDate } from './audit-range';

/** From and to date inputs; `<texts>.filters.{from,to,rangeInvalid}` label them. */
export function AuditDateRange({
  texts,
  from,
  to,
  onChange,
}: {
  texts: string;
  from: string;
  to: string;
  onChange: (changes: { from?: string; to?: string }) => void;
}) {
  const { t } = useTranslation();
  const set = (key: 'from' | 'to', value: string) => {
    if (value === '' || isAuditDate(value)) onChange({ [key]: value });
  };
  return (
    <>
      <TextInput
        type="date"
        label={t(`${texts}.filters.from`)}
        leftSection={<IconCalendar size={16} stroke={1.6} />}
        value={from}
        max={to || undefined}
        onChange={(event) => set('from', event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t(`${texts}.filters.to`)}
        leftSection={<IconCalendar size={16} stroke={1.6} />}
        value={to}
        min={from || undefined}
        error={auditRangeInvalid(from, to) ? t(`${texts}.filters.rangeInvalid`) : undefined}
        onChange={(event) => set('to', event.currentTarget.value)}
      />
    </>
  );
}

type EventsQuery = {
  data?: { data: AuditEvent[]; total: number };
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** One page of events, the paging footer, and the drawer a row opens. */
export function AuditLog({
  events,
  look,
  module,
  filtered,
  page,
  perPage,
  onPage,
  onFilterActor,
  entityCell,
}: {
  events: EventsQuery;
  look: AuditLook;
  module: AppModule;
  filtered: boolean;
  page: number;
  perPage: number;
  onPage: (changes: { page?: number; per_page?: number }) => void;
  /** The drawer's "only this actor" button. */
  onFilterActor: (actorId: string) => void;
  entityCell: (event: AuditEvent) => ReactNode;
}) {
  const [open, setOpen] = useState<AuditEvent | null>(null);
  return (
    <>
      <AuditTable
        events={events.data?.data ?? []}
        look={look}
        loading={events.isPending}
        fetching={events.isFetching}
        stale={events.isPlaceholderData}
        filtered={filtered}
        module={module}
        error={events.error}
        onRetry={() => void events.refetch()}
        onOpen={setOpen}
        entityCell={entityCell}
      />
      <Divider />
      <ListFooter
        page={page}
        perPage={perPage}
        total={events.data?.total ?? 0}
        perPageOptions={PER_PAGE_OPTIONS}
        onPageChange={(next) => onPage({ page: next })}
        onPerPageChange={(next) => onPage({ per_page: next })}
      />
      <AuditDrawer
        event={open}
        look={look}
        onClose={() => setOpen(null)}
        onFilterActor={(actorId) => {
          setOpen(null);
          onFilterActor(actorId);
        }}
      />
    </>
  );
}
