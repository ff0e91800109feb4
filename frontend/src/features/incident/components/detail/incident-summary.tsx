// Every field of the incident (DOMAIN.md "Incidents"), labelled in the
// user's language, fixed values translated; text with its line breaks.
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { LineBreaks } from '@/lib/line-breaks';
import type { Incident } from '../../api/types';
import { amountOptions, enumLabel } from '../../lib/enums';
import { EscalationBadge, ExperienceBadge, OpenClosedBadge } from '../badges';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }} data-testid={testId}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div style={{ fontSize: 'var(--mantine-font-size-sm)', overflowWrap: 'anywhere' }}>{children}</div>
    </Stack>
  );
}

const dash = (value: string | null | undefined) => (value ? value : '—');

export function IncidentSummary({ incident, userNames }: { incident: Incident; userNames: ReadonlyMap<string, string> }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => t(`incidentFields.labels.${key}`);
  const amount = (value: number) => formatNumber(value, i18n.language, amountOptions());
  return (
    <SectionCard title={t('incidentDetail.summary')} icon={IconFileDescription} id="incident-summary">
      <Stack gap="lg">
        <Field label={label('description')}>
          {incident.description ? <LineBreaks text={incident.description} /> : <Text c="dimmed">—</Text>}
        </Field>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="md">
          <Field label={label('reference')}>{incident.reference}</Field>
          <Field label={label('category')}>{dash(incident.category_name)}</Field>
          <Field label={label('function')}>{dash(incident.function_name)}</Field>
          <Field label={label('location')}>{dash(incident.location)}</Field>
          <Field label={label('occurred_on')}>{formatDate(incident.occurred_on, i18n.language) || '—'}</Field>
          <Field label={label('reported_on')}>{formatDate(incident.reported_on, i18n.language) || '—'}</Field>
          <Field label={label('reported_by')}>{dash(incident.reported_by)}</Field>
          <Field label={label('reporter_type')}>{enumLabel(t, 'reporter_type', incident.reporter_type)}</Field>
          <Field label={label('detection_method')}>{dash(incident.detection_method)}</Field>
          <Field label={label('source')}>{enumLabel(t, 'source', incident.source)}</Field>
          <Field label={label('cause_category')}>{enumLabel(t, 'cause_category', incident.cause_category)}</Field>
          <Field label={label('experience_type')}>
            <ExperienceBadge value={incident.experience_type} />
          </Field>
          <Field label={label('actual_loss')} testId="field-actual-loss">
            {amount(incident.actual_loss)}
          </Field>
          <Field label={label('estimated_loss')}>{amount(incident.estimated_loss)}</Field>
          <Field label={label('max_potential_loss')}>{amount(incident.max_potential_loss)}</Field>
          <Field label={label('escalation_level')}>
            <EscalationBadge value={incident.escalation_level} />
          </Field>
          <Field label={label('manager')}>
            {incident.manager_name || userNames.get(incident.manager_id) || dash(incident.manager_id)}
          </Field>
          <Field label={label('approval_status')}>
            <StatusBadge status={incident.approval_status} />
          </Field>
          <Field label={label('breach')}>
            {incident.breach ? (
              <Badge color="danger" variant="light" tt="none">
                {t('incidentFields.yes')}
              </Badge>
            ) : (
              t('incidentFields.no')
            )}
          </Field>
          <Field label={label('status')}>
            <OpenClosedBadge status={incident.status} />
            {incident.closed_at ? (
              <Text size="xs" c="dimmed" mt={4}>
                {t('incidentDetail.closedAt', { at: formatDateTime(incident.closed_at, i18n.language) })}
              </Text>
            ) : null}
          </Field>
          <Field label={label('actions')}>
            {t('incidentDetail.actionsCount', { open: incident.open_actions, total: incident.total_actions })}
          </Field>
          {incident.control_id ? (
            <Field label={label('control')}>
              <Link to={`/risk/control/${encodeURIComponent(incident.control_id)}`}>{t('incidentDetail.openControl')}</Link>
            </Field>
          ) : null}
          <Field label={label('created_at')}>
            {formatDateTime(incident.created_at, i18n.language)}
            {userNames.get(incident.created_by) ? ` · ${userNames.get(incident.created_by)}` : ''}
          </Field>
          <Field label={label('updated_at')}>{formatDateTime(incident.updated_at, i18n.language)}</Field>
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
