// /risk/activity: Audit Trail (audit.read). The risk service's audit events,
// newest first, server-paged, filtered by entity type, action, actor, date
// range and free text (kept in the URL); a row opens its before/after diff;
// the same filters export CSV (the shared components/audit screen).
import { useTranslation } from 'react-i18next';
import { ServiceAuditTrail } from '@/components/audit/service-audit-trail';
import { RISK_ACTIONS, RISK_ENTITY_TYPES } from '../api/audit-trail';
import { actionColor, entityHref, entityLabel } from '../components/audit/audit-look';

export function AuditTrailRoute() {
  const { t } = useTranslation();
  return (
    <ServiceAuditTrail
      service="risk"
      route="riskAuditTrail"
      subtitle={t('auditTrail.subtitle')}
      searchPlaceholder={t('auditTrail.searchPlaceholder')}
      entityTypes={RISK_ENTITY_TYPES}
      actions={RISK_ACTIONS}
      look={{ actionColor, entityName: entityLabel, entityHref }}
      exportPrefix="risk-audit-trail"
      views="audit_trail"
    />
  );
}
