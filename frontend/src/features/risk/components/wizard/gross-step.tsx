// Wizard step 2: the gross (inherent) rating, picked on the method's
// likelihood x impact matrix.
import { Group, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { methodLevelLabel } from '@/lib/method-labels';
import { FieldLabel } from '@/components/ui/field-label';
import { REQUIRED } from '@/lib/validation';
import type { RiskMethod } from '../../api/types';
import { rateRisk } from '../../lib/net-rating';
import type { FieldErrors } from '../../lib/required';
import { RatingBadge } from '../badges';
import { fieldId, isFlagged } from '../risk-form/field-state';
import { RiskMatrix } from '../risk-form/risk-matrix';

type GrossStepProps = {
  method: RiskMethod;
  likelihood: number | null;
  impact: number | null;
  errors: FieldErrors;
  onPick: (likelihood: number, impact: number) => void;
  idPrefix?: string;
};

export function GrossStep({ method, likelihood, impact, errors, onPick, idPrefix = 'wizard' }: GrossStepProps) {
  const { t } = useTranslation();
  const missingL = isFlagged(errors, 'gross_likelihood');
  const missingI = isFlagged(errors, 'gross_impact');
  const picked = likelihood && impact ? rateRisk(method, likelihood, impact) : null;
  const message = [errors.gross_likelihood, errors.gross_impact].find((e) => e && e !== REQUIRED);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('risk.wizard.gross.intro')}
      </Text>
      <Input.Wrapper
        labelElement="div"
        label={<FieldLabel missing={missingL || missingI}>{t('risk.wizard.gross.matrix')}</FieldLabel>}
        withAsterisk
        error={message}
      >
        <Paper withBorder radius="md" p="md" mt={6}>
          <RiskMatrix
            method={method}
            value={likelihood && impact ? { likelihood, impact } : null}
            onPick={onPick}
            label={t('risk.wizard.gross.matrix')}
            id={fieldId(idPrefix, 'gross')}
            invalid={missingL || missingI}
          />
        </Paper>
      </Input.Wrapper>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('risk.matrix.likelihood')}
          </Text>
          <Text fw={600}>{likelihood ? `${likelihood} · ${methodLevelLabel(t, method.likelihood_labels[likelihood - 1] ?? '')}` : '–'}</Text>
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('risk.matrix.impact')}
          </Text>
          <Text fw={600}>{impact ? `${impact} · ${methodLevelLabel(t, method.impact_labels[impact - 1] ?? '')}` : '–'}</Text>
        </Paper>
        <Paper withBorder radius="md" p="sm" aria-live="polite">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('risk.wizard.gross.rating')}
          </Text>
          <Group gap="xs" mt={2}>
            {picked ? <RatingBadge rating={picked} /> : <Text c="dimmed">{t('risk.wizard.gross.none')}</Text>}
          </Group>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
