// "Re-assessment due": an incident linked this risk, or its loss passed its
// category's threshold (docs/incident-module.md); the flag clears with a new
// assessment or a recorded review. A banner on the risk's page and a flag in
// the register's row, each with the reason.
import { Alert, Badge, Tooltip } from '@mantine/core';
import { IconRefreshAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Risk } from '../../api/types';
import { reassessmentReasonText } from '../../lib/reassessment';

/** The banner on the risk's page; nothing when no re-assessment is due. */
export function ReassessmentAlert({ risk }: { risk: Risk }) {
  const { t } = useTranslation();
  if (!risk.reassessment_due) return null;
  return (
    <Alert
      color="warning"
      variant="light"
      icon={<IconRefreshAlert size={18} />}
      title={t('riskIncidents.reassessment.title')}
      data-testid="reassessment-due"
    >
      {t('riskIncidents.reassessment.body', { reason: reassessmentReasonText(t, risk.reassessment_reason) })}
    </Alert>
  );
}

/** The register row's flag, its reason in the tooltip. */
export function ReassessmentFlag({ risk }: { risk: Risk }) {
  const { t } = useTranslation();
  if (!risk.reassessment_due) return null;
  const reason = reassessmentReasonText(t, risk.reassessment_reason);
  return (
    <Tooltip label={reason} multiline maw={280}>
      <Badge
        color="warning"
        variant="light"
        size="sm"
        tt="none"
        leftSection={<IconRefreshAlert size={12} />}
        style={{ flexShrink: 0 }}
        aria-label={t('riskIncidents.reassessment.flagLabel', { reason })}
        data-testid="reassessment-flag"
      >
        {t('riskIncidents.reassessment.badge')}
      </Badge>
    </Tooltip>
  );
}
