// /api/v1/audit-events restricted to the risk service: the Audit Trail's
// events (newest first, server-paged) and its CSV export with the same filters
// (the shared lib/api/audit-events), and the entity types and actions it records.
import type { AuditEvent } from '@/components/audit/audit-drawer';
import {
  AUDIT_EXPORT_PATH,
  exportServiceAuditEvents,
  serviceAuditKeys,
  useServiceAuditEvents,
  type ServiceAuditFilters,
  type ServiceAuditQuery,
} from '@/lib/api/audit-events';

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

export type AuditTrailFilters = ServiceAuditFilters;

export type AuditTrailQuery = ServiceAuditQuery;

export const auditTrailKeys = { all: serviceAuditKeys.all('risk') };

export function useAuditTrail(query: AuditTrailQuery, options: { enabled?: boolean } = {}) {
  return useServiceAuditEvents('risk', query, options);
}

export const AUDIT_TRAIL_EXPORT_PATH = AUDIT_EXPORT_PATH;

/** Downloads the CSV of every risk event matching `filters`, in the screen's language; resolves with the file name. */
export function exportAuditTrail(filters: AuditTrailFilters, today = new Date()): Promise<string> {
  return exportServiceAuditEvents('risk', filters, 'risk-audit-trail', today);
}
