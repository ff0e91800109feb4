// /api/v1/audit-events restricted to one service (the risk Audit Trail, the
// incident Activity): its events, newest first, server-paged, and the CSV
// export of the same filters in the screen's language.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '@/components/audit/audit-drawer';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { exportLanguage } from '@/lib/export-language';

/** The services whose trail a module screen shows. */
export type AuditService = 'risk' | 'incident';

export type ServiceAuditFilters = {
  entity_type?: string;
  actor_id?: string;
  action?: string;
  q?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
};

export type ServiceAuditQuery = ServiceAuditFilters & { page: number; per_page: number };

type Page<T> = { data: T[]; page: number; per_page: number; total: number };

/** The query keys sit under the module's key, so a module's changes refresh its trail. */
export const serviceAuditKeys = { all: (service: AuditService) => [service, 'audit-events'] as const };

export function useServiceAuditEvents(service: AuditService, query: ServiceAuditQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...serviceAuditKeys.all(service), query],
    queryFn: ({ signal }) => api.get<Page<AuditEvent>>('/api/v1/audit-events', { query: { ...query, service }, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export const AUDIT_EXPORT_PATH = '/api/v1/audit-events/export.csv';

/** Downloads the CSV of every event of `service` matching `filters`; resolves with the file name (`<prefix>-<day>.csv`). */
export function exportServiceAuditEvents(
  service: AuditService,
  filters: ServiceAuditFilters,
  prefix: string,
  today = new Date(),
): Promise<string> {
  return downloadFile(AUDIT_EXPORT_PATH, {
    query: { ...filters, service, lang: exportLanguage() },
    fileName: `${prefix}-${today.toISOString().slice(0, 10)}.csv`,
    accept: 'text/csv',
  });
}
