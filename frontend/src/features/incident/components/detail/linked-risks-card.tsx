// The risks the incident links, as the gateway found them in the risk
// service: a link to the risk's page when found (with its "re-assessment
// due" flag), "no longer exists" when the risk is gone, "unavailable" when the
// risk service did not answer.
import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconLink, IconRefreshAlert } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import surfaces from '@/components/ui/surfaces.module.css';
import { SectionCard } from '@/components/ui/section-card';
import type { Incident, LinkedRisk } from '../../api/types';

/** The linked risks of the incident; ids without an entry show as unavailable. */
function linkedRisks(incident: Incident): LinkedRisk[] {
  const known = new Map((incident.linked_risks ?? []).map((risk) => [risk.id, risk]));
  const ids = incident.risk_ids?.length ? incident.risk_ids : [...known.keys()];
  return ids.map(
    (id) => known.get(id) ?? { id, reference: '', title: '', state: 'unavailable', reassessment_due: false },
  );
}

function RiskLine({ risk }: { risk: LinkedRisk }) {
  const { t } = useTranslation();
  const short = risk.reference || risk.id.slice(0, 8);
  if (risk.state === 'found') {
    return (
      <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="linked-risk" data-state="found">
        <Anchor component={Link} to={`/risk/risk/${encodeURIComponent(risk.id)}`} size="sm" fw={600}>
          {[risk.reference, risk.title].filter(Boolean).join(' · ')}
        </Anchor>
        {risk.reassessment_due ? (
          <Tooltip label={t('incidentDetail.risks.reassessmentHint')}>
            <Badge color="warning" variant="light" tt="none" leftSection={<IconRefreshAlert size={12} />} style={{ flex: 'none' }}>
              {t('incidentDetail.risks.reassessmentDue')}
            </Badge>
          </Tooltip>
        ) : null}
      </Group>
    );
  }
  const missing = risk.state === 'missing';
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between" data-testid="linked-risk" data-state={risk.state}>
      <Text size="sm" c="dimmed" ff={risk.reference ? undefined : 'monospace'}>
        {[short, risk.title].filter(Boolean).join(' · ')}
      </Text>
      <Tooltip label={missing ? t('incidentDetail.risks.missingHint') : t('incidentDetail.risks.unavailableHint')}>
        <Badge
          color={missing ? 'dark' : 'gray'}
          variant="light"
          tt="none"
          leftSection={<IconAlertTriangle size={12} />}
          style={{ flex: 'none' }}
        >
          {missing ? t('incidentDetail.risks.missing') : t('incidentDetail.risks.unavailable')}
        </Badge>
      </Tooltip>
    </Group>
  );
}

export function LinkedRisksCard({ incident }: { incident: Incident }) {
  const { t } = useTranslation();
  const risks = linkedRisks(incident);
  return (
    <SectionCard title={t('incidentDetail.risks.title')} icon={IconLink} count={risks.length} id="incident-risks">
      {risks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('incidentDetail.risks.none')}
        </Text>
      ) : (
        <Stack gap="xs">
          {risks.map((risk) => (
            <div key={risk.id} className={surfaces.divided}>
              <RiskLine risk={risk} />
            </div>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
