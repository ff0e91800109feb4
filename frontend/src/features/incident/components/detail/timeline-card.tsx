// The incident's timeline: its audit events (GET /api/v1/audit-events?
// service=incident&entity_id=<id>, audit.read), newest first, in the shared
// audit table; a row opens the shared drawer with the before/after diff.
import { Badge } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AuditEvent, AuditLook } from '@/components/audit/audit-drawer';
import { AuditDrawer } from '@/components/audit/audit-drawer';
import { AuditTable } from '@/components/audit/audit-table';
import { SectionCard } from '@/components/ui/section-card';
import { auditActionLabel, auditEntityTypeLabel } from '@/lib/audit-labels';
import { useIncidentAuditEvents } from '../../api/incidents';

/** Removals red, creations and completions green, approvals by outcome, changes blue. */
function actionColor(action: string): string {
  if (/(delet|reject|remov|overdue)/.test(action)) return 'danger';
  if (/(creat|approv|complet|closed|added|planned)/.test(action)) return 'success';
  if (/(submit|pending|reassessment|reopen)/.test(action)) return 'warning';
  return 'info';
}

function entityName(changes: AuditEvent['changes']): string {
  for (const side of [changes?.after, changes?.before]) {
    if (side && typeof side === 'object' && !Array.isArray(side)) {
      const record = side as Record<string, unknown>;
      const parts = [record.reference, record.title].filter((part): part is string => typeof part === 'string' && part !== '');
      if (parts.length > 0) return parts.join(' · ');
    }
  }
  return '';
}

export function TimelineCard({ incidentId }: { incidentId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const events = useIncidentAuditEvents(incidentId);
  const [open, setOpen] = useState<AuditEvent | null>(null);
  const look: AuditLook = {
    texts: 'auditTrail',
    actionColor,
    actionLabel: (action) => auditActionLabel(t, action),
    entityTypeLabel: (type) => auditEntityTypeLabel(t, type),
    entityName,
  };
  const rows = events.data?.data ?? [];
  return (
    <SectionCard
      title={t('incidentDetail.timeline')}
      icon={IconHistory}
      count={events.data?.total}
      id="incident-timeline"
      padded={false}
      divided
    >
      <AuditTable
        events={rows}
        look={look}
        loading={events.isPending}
        fetching={events.isFetching}
        stale={false}
        filtered={false}
        module="incident"
        error={events.error}
        onRetry={() => void events.refetch()}
        onOpen={setOpen}
        entityCell={(event) => (
          <Badge variant="outline" color="gray" tt="none">
            {auditEntityTypeLabel(t, event.entity.type)}
          </Badge>
        )}
      />
      <AuditDrawer
        event={open}
        look={look}
        onClose={() => setOpen(null)}
        onFilterActor={(actorId) => navigate(`/incident/activity?actor_id=${encodeURIComponent(actorId)}`)}
      />
    </SectionCard>
  );
}
