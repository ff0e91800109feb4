// The wizard's side card: the gross rating picked so far, the net rating the
// server will compute (previewed), the appetite check, and what will be created.
import { Alert, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskMethod } from '../../api/types';
import { isOverAppetite, type NetPreview } from '../../lib/net-rating';
import type { WizardState } from '../../lib/wizard-state';
import { RatingBadge } from '../badges';
import { RiskMatrix } from '../risk-form/risk-matrix';

type WizardSummaryProps = {
  method: RiskMethod;
  state: WizardState;
  preview: NetPreview | null;
  saved: boolean;
};

export function WizardSummary({ method, state, preview, saved }: WizardSummaryProps) {
  const { t } = useTranslation();
  const over = preview ? isOverAppetite(method, preview.net, state.risk.appetite) : false;
  const row = (label: string, value: ReactNode) => (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value}
    </Group>
  );
  return (
    <Card padding="lg" style={{ position: 'sticky', top: 96 }} aria-labelledby="wizard-summary-title">
      <Title order={2} fz={16} mb="md" id="wizard-summary-title">
        {t('risk.wizard.summary.title')}
      </Title>
      <Stack gap="sm">
        <Text size="sm" fw={600} lineClamp={2} c={state.risk.title.trim() ? undefined : 'dimmed'}>
          {state.risk.title.trim() || t('risk.wizard.summary.untitled')}
        </Text>
        {row(t('risk.wizard.summary.gross'), <RatingBadge rating={preview?.gross} />)}
        {row(
          preview?.overridden ? t('risk.wizard.summary.netOverridden') : t('risk.wizard.summary.net'),
          <RatingBadge rating={preview?.net} />,
        )}
        {row(
          t('risk.wizard.summary.appetite'),
          <Text size="sm" fw={500}>
            {state.risk.appetite ? t(`ratings.${state.risk.appetite}`, { defaultValue: state.risk.appetite }) : '–'}
          </Text>,
        )}
        {over ? (
          <Alert color="danger" variant="light" p="xs" icon={<IconAlertTriangle size={16} />}>
            <Text size="xs">{t('risk.wizard.summary.overAppetite')}</Text>
          </Alert>
        ) : null}
        {preview ? (
          <Stack align="center" gap={4} mt={4}>
            <RiskMatrix
              method={method}
              size="sm"
              value={{ likelihood: preview.net_likelihood, impact: preview.net_impact }}
              ghost={{ likelihood: state.risk.gross_likelihood ?? 0, impact: state.risk.gross_impact ?? 0 }}
              label={t('risk.wizard.summary.matrix')}
            />
            <Text size="xs" c="dimmed" ta="center">
              {t('risk.wizard.summary.matrixLegend')}
            </Text>
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {t('risk.wizard.summary.pickGross')}
          </Text>
        )}
        <Divider />
        {row(
          t('risk.wizard.summary.controls'),
          <Text size="sm" fw={500}>
            {t('risk.wizard.summary.controlCount', {
              linked: state.linked.length,
              created: state.new_controls.length,
            })}
          </Text>,
        )}
        {row(
          t('risk.wizard.summary.plans'),
          <Text size="sm" fw={500}>
            {state.action_plans.length}
          </Text>,
        )}
        <Group gap={6} mt={4}>
          <IconDeviceFloppy size={14} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="xs" c="dimmed" aria-live="polite">
            {saved ? t('risk.wizard.summary.draftKept') : t('risk.wizard.summary.draftEmpty')}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
