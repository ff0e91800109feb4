// /api/v1/audit-events: the audit log and its CSV export.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { exportLanguage } from '@/lib/export-language';
import { settingsKeys } from './keys';
import type { AuditEvent, Page } from './types';

export type AuditFilters = {
  service?: string;
  actor_id?: string;
  action?: string;
  entity_type?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
  q?: string;
};

export type AuditQuery = AuditFilters & { page: number; per_page: number };

export function useAuditEvents(query: AuditQuery) {
  return useQuery({
    queryKey: [...settingsKeys.audit, query],
    queryFn: ({ signal }) => api.get<Page<AuditEvent>>('/api/v1/audit-events', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const AUDIT_EXPORT_PATH = '/api/v1/audit-events/export.csv';

/** Downloads the CSV of every event matching `filters`, in the screen's language; resolves with the file name. */
export function exportAuditEvents(filters: AuditFilters, today = new Date()): Promise<string> {
  const stamp = today.toISOString().slice(0, 10);
  return downloadFile(AUDIT_EXPORT_PATH, {
    query: { ...filters, lang: exportLanguage() },
    fileName: `audit-events-${stamp}.csv`,
    accept: 'text/csv',
  });
}
