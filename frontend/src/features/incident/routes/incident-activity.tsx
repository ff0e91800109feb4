// /incident/activity: the incident service's audit events (incident.read to
// open; the events need audit.read, and without it the screen says so). Newest first, server-paged, filtered by
// entity type, action, actor, date range and text (kept in the URL); a row
// opens its before/after diff; the same filters export CSV. The screen is the
// shared components/audit one the risk Audit Trail uses.
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ServiceAuditTrail } from '@/components/audit/service-audit-trail';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/permissions';
import {
  INCIDENT_ACTIONS,
  INCIDENT_ENTITY_TYPES,
  incidentActionColor,
  incidentEntityHref,
  incidentEntityLabel,
} from '../components/activity/activity-look';

export function IncidentActivityRoute() {
  const { t } = useTranslation();
  const canAudit = useCan('audit.read');
  if (!canAudit) {
    return (
      <>
        <PageHeader route="incidentActivity" description={t('incidentActivity.subtitle')} />
        <EmptyState icon={IconLock} title={t('incidentActivity.noAccess')} description={t('incidentActivity.noAccessHint')} />
      </>
    );
  }
  return (
    <ServiceAuditTrail
      service="incident"
      route="incidentActivity"
      subtitle={t('incidentActivity.subtitle')}
      searchPlaceholder={t('incidentActivity.searchPlaceholder')}
      entityTypes={INCIDENT_ENTITY_TYPES}
      actions={INCIDENT_ACTIONS}
      look={{ actionColor: incidentActionColor, entityName: incidentEntityLabel, entityHref: incidentEntityHref }}
      exportPrefix="incident-activity"
    />
  );
}
