// What the risk is: description, event, causes, effects, classification,
// owner, response, appetite and key risk indicator.
import { Badge, Box, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconFileDescription } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Risk } from '../../api/types';
import { StatusBadge } from '../badges';
import { MultiLine } from '../risk-form/multi-line';
import { SectionCard } from '@/components/ui/section-card';

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={2}>
        {label}
      </Text>
      <Box fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

export function SummaryCard({ risk, functionName }: { risk: Risk; functionName: string | undefined }) {
  const { t } = useTranslation();
  const none = <Text span c="dimmed" size="sm">–</Text>;
  const text = (value: string) => (value.trim() ? <MultiLine text={value} /> : none);
  return (
    <SectionCard title={t('risk.detail.summary')} icon={IconFileDescription} id="risk-summary">
      <Stack gap="md">
        <Field label={t('risk.form.description')}>{text(risk.description)}</Field>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <Field label={t('risk.form.risk_event')}>{text(risk.risk_event)}</Field>
          <Field label={t('risk.form.causes')}>{text(risk.causes)}</Field>
          <Field label={t('risk.form.effects')}>{text(risk.effects)}</Field>
        </SimpleGrid>
        <Divider />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          <Field label={t('risk.form.category')}>{risk.category_name ?? none}</Field>
          <Field label={t('risk.form.function')}>{functionName ?? none}</Field>
          <Field label={t('risk.form.owner')}>{risk.owner_name ?? none}</Field>
          <Field label={t('risk.form.response')}>{risk.response ? <StatusBadge status={risk.response} /> : none}</Field>
          <Field label={t('risk.form.appetite')}>
            {risk.appetite ? (
              <Stack gap={4} align="flex-start">
                <Text size="sm">{t(`ratings.${risk.appetite}`, { defaultValue: risk.appetite })}</Text>
                {risk.over_appetite ? (
                  <Badge color="danger" variant="filled" tt="none" data-testid="over-appetite">
                    {t('risk.detail.overAppetite')}
                  </Badge>
                ) : (
                  <Badge color="success" variant="light" tt="none">
                    {t('risk.detail.withinAppetite')}
                  </Badge>
                )}
              </Stack>
            ) : (
              none
            )}
          </Field>
          <Field label={t('risk.form.kri')}>
            {risk.key_risk_indicator ? (
              <Stack gap={2}>
                <Text size="sm">{risk.key_risk_indicator}</Text>
                {risk.kri_level ? (
                  <Text size="xs" c="dimmed">
                    {t('risk.detail.kriLevel', { level: risk.kri_level })}
                  </Text>
                ) : null}
              </Stack>
            ) : (
              none
            )}
          </Field>
        </SimpleGrid>
      </Stack>
    </SectionCard>
  );
}
