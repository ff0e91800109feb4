// GET /api/v1/audit-events for one risk (needs audit.read): who changed what
// and when, newest first.
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page } from './types';

/** The fields of an audit event the risk page shows. */
export type RiskAuditEvent = {
  id: string;
  occurred_at: string;
  action: string;
  actor_name?: string | null;
  actor?: { id: string; name: string } | null;
  changes: { before: unknown; after: unknown } | null;
};

export function useRiskAuditEvents(riskId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: ['risk', 'audit-events', riskId ?? ''] as const,
    queryFn: ({ signal }) =>
      api.get<Page<RiskAuditEvent>>('/api/v1/audit-events', {
        query: { entity_type: 'risk', entity_id: riskId, per_page: 20 },
        signal,
      }),
    enabled: Boolean(riskId) && (options.enabled ?? true),
  });
}
