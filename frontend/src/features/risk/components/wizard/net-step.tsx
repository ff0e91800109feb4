// Wizard step 4: the net rating previewed with the server's rule, an optional
// override, and the response and appetite.
import { Alert, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RiskMethod } from '../../api/types';
import { isOverAppetite, type NetPreview } from '../../lib/net-rating';
import type { FieldErrors } from '../../lib/required';
import type { OverrideFields, RiskFields } from '../../lib/risk-fields';
import { NetBreakdown } from '../risk-form/net-breakdown';
import { OverrideFieldset } from '../risk-form/override-fields';
import { ResponseFields } from '../risk-form/response-fields';

type NetStepProps = {
  method: RiskMethod;
  risk: RiskFields;
  override: OverrideFields;
  preview: NetPreview | null;
  errors: FieldErrors;
  onRisk: <K extends keyof RiskFields>(key: K, value: RiskFields[K]) => void;
  onOverride: <K extends keyof OverrideFields>(key: K, value: OverrideFields[K]) => void;
};

export function NetStep({ method, risk, override, preview, errors, onRisk, onOverride }: NetStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {preview ? (
        <>
          <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('risk.wizard.net.intro')}
          </Alert>
          <NetBreakdown
            value={{
              ...preview,
              gross_likelihood: risk.gross_likelihood ?? 0,
              gross_impact: risk.gross_impact ?? 0,
              justification: override.justification,
            }}
          />
          {isOverAppetite(method, preview.net, risk.appetite) ? (
            <Alert color="danger" variant="light" icon={<IconAlertTriangle size={18} />}>
              {t('risk.wizard.net.overAppetite', {
                net: t(`ratings.${preview.net.rating}`, { defaultValue: preview.net.rating }),
                appetite: t(`ratings.${risk.appetite}`, { defaultValue: risk.appetite }),
              })}
            </Alert>
          ) : null}
        </>
      ) : (
        <Alert color="warning" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('risk.wizard.net.noGross')}
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <OverrideFieldset
          method={method}
          value={override}
          gross={{ likelihood: risk.gross_likelihood ?? 1, impact: risk.gross_impact ?? 1 }}
          errors={errors}
          onChange={onOverride}
          idPrefix="wizard"
        />
      </Paper>
      <Divider />
      <Stack gap="sm">
        <Title order={3} fz={15}>
          {t('risk.wizard.net.responseTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('risk.wizard.net.responseHint')}
        </Text>
        <ResponseFields method={method} values={risk} errors={errors} onChange={onRisk} idPrefix="wizard" />
      </Stack>
    </Stack>
  );
}
