// /api/v1/audit-events restricted to the risk service: the Audit Trail's
// events (newest first, server-paged) and its CSV export with the same filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '@/components/audit/audit-drawer';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { exportLanguage } from '@/lib/export-language';
import type { Page } from './types';

/** One audit event as the gateway stores it (docs/audit-events.md). */
export type { AuditEvent };

/** The entity types the risk service records. */
export const RISK_ENTITY_TYPES = [
  'risk',
  'control',
  'control_activity',
  'action_plan',
  'risk_category',
  'risk_method',
  'comment',
  'saved_view',
] as const;

/** The actions the risk service records. */
export const RISK_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'submitted',
  'approved',
  'rejected',
  're_rated',
  'approval_stale',
  'accepted',
  'acceptance_expired',
  'review_recorded',
  'imported',
  'completed',
  'scheduled',
  'attachment_added',
  'attachment_removed',
] as const;

export type AuditTrailFilters = {
  entity_type?: string;
  actor_id?: string;
  action?: string;
  q?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive. */
  to?: string;
};

export type AuditTrailQuery = AuditTrailFilters & { page: number; per_page: number };

export const auditTrailKeys = { all: ['risk', 'audit-events'] as const };

export function useAuditTrail(query: AuditTrailQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...auditTrailKeys.all, query],
    queryFn: ({ signal }) =>
      api.get<Page<AuditEvent>>('/api/v1/audit-events', { query: { ...query, service: 'risk' }, signal }),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

export const AUDIT_TRAIL_EXPORT_PATH = '/api/v1/audit-events/export.csv';

/** Downloads the CSV of every risk event matching `filters`, in the screen's language; resolves with the file name. */
export function exportAuditTrail(filters: AuditTrailFilters, today = new Date()): Promise<string> {
  return downloadFile(AUDIT_TRAIL_EXPORT_PATH, {
    query: { ...filters, service: 'risk', lang: exportLanguage() },
    fileName: `risk-audit-trail-${today.toISOString().slice(0, 10)}.csv`,
    accept: 'text/csv',
  });
}
