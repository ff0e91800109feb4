// Overriding the computed net rating: a position no worse than gross, and a
// justification (both required once the override is switched on).
import { Select, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { methodLevelLabel } from '@/lib/method-labels';
import { FieldLabel } from '@/components/ui/field-label';
import type { RiskMethod } from '../../api/types';
import type { FieldErrors } from '../../lib/required';
import type { OverrideFields } from '../../lib/risk-fields';
import { errorProp, fieldId, isFlagged } from './field-state';

type OverrideFieldsProps = {
  method: Pick<RiskMethod, 'likelihood_labels' | 'impact_labels'>;
  value: OverrideFields;
  /** The gross position: the override's upper bound. */
  gross: { likelihood: number; impact: number };
  errors: FieldErrors;
  onChange: <K extends keyof OverrideFields>(key: K, value: OverrideFields[K]) => void;
  idPrefix?: string;
};

export function OverrideFieldset({ method, value, gross, errors, onChange, idPrefix = 'risk' }: OverrideFieldsProps) {
  const { t } = useTranslation();
  const id = (key: string) => fieldId(idPrefix, key);
  const levels = (labels: string[], upTo: number) =>
    labels
      .slice(0, Math.max(1, upTo))
      .map((label, i) => ({ value: String(i + 1), label: `${i + 1} · ${methodLevelLabel(t, label)}` }));
  const label = (key: string, text: string) => <FieldLabel missing={isFlagged(errors, key)}>{text}</FieldLabel>;

  return (
    <Stack gap="md">
      <Switch
        id={id('net_override.enabled')}
        label={t('risk.form.override')}
        description={t('risk.form.overrideHint')}
        checked={value.enabled}
        onChange={(event) => onChange('enabled', event.currentTarget.checked)}
      />
      {value.enabled ? (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              id={id('net_override.likelihood')}
              label={label('net_override.likelihood', t('risk.form.netLikelihood'))}
              withAsterisk
              placeholder={t('risk.form.choose')}
              data={levels(method.likelihood_labels, gross.likelihood)}
              value={value.likelihood ? String(value.likelihood) : null}
              onChange={(next) => onChange('likelihood', next ? Number(next) : null)}
              error={errorProp(errors, 'net_override.likelihood')}
            />
            <Select
              id={id('net_override.impact')}
              label={label('net_override.impact', t('risk.form.netImpact'))}
              withAsterisk
              placeholder={t('risk.form.choose')}
              data={levels(method.impact_labels, gross.impact)}
              value={value.impact ? String(value.impact) : null}
              onChange={(next) => onChange('impact', next ? Number(next) : null)}
              error={errorProp(errors, 'net_override.impact')}
            />
          </SimpleGrid>
          <Textarea
            id={id('net_override.justification')}
            label={label('net_override.justification', t('risk.form.justification'))}
            withAsterisk
            description={t('risk.form.justificationHint')}
            value={value.justification}
            onChange={(event) => onChange('justification', event.currentTarget.value)}
            error={errorProp(errors, 'net_override.justification')}
            autosize
            minRows={2}
            maxLength={2000}
          />
        </>
      ) : null}
    </Stack>
  );
}
