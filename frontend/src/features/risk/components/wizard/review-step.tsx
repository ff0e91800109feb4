// The wizard's last step: everything entered, section by section, each with
// a way back to its step.
import { Anchor, Badge, Box, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { methodLevelLabel } from '@/lib/method-labels';
import type { RiskMethod } from '../../api/types';
import type { NetPreview } from '../../lib/net-rating';
import { labelOf } from '../../lib/option-lists';
import { STEP, type WizardState } from '../../lib/wizard-state';
import { PriorityBadge, RatingBadge, StatusBadge } from '../badges';
import { MultiLine } from '../risk-form/multi-line';
import type { FormOptions } from '../risk-form/use-form-options';

type ReviewStepProps = {
  method: RiskMethod;
  state: WizardState;
  preview: NetPreview | null;
  options: FormOptions;
  onEdit: (step: number) => void;
};

function Item({ label, children }: { label: ReactNode; children: ReactNode }) {
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

export function ReviewStep({ method, state, preview, options, onEdit }: ReviewStepProps) {
  const { t } = useTranslation();
  const none = <Text span c="dimmed">–</Text>;
  const textOr = (value: string) => (value.trim() ? <MultiLine text={value.trim()} /> : none);
  const section = (title: string, step: number, children: ReactNode) => (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3} fz={15}>
          {title}
        </Title>
        <Anchor component="button" type="button" size="sm" onClick={() => onEdit(step)}>
          {t('risk.wizard.review.edit', { section: title })}
        </Anchor>
      </Group>
      {children}
    </Stack>
  );
  const { risk } = state;

  return (
    <Stack gap="lg">
      {section(
        t('risk.wizard.steps.identify'),
        STEP.identify,
        <Stack gap="sm">
          <Item label={t('risk.form.title')}>{textOr(risk.title)}</Item>
          <Item label={t('risk.form.description')}>{textOr(risk.description)}</Item>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Item label={t('risk.form.risk_event')}>{textOr(risk.risk_event)}</Item>
            <Item label={t('risk.form.causes')}>{textOr(risk.causes)}</Item>
            <Item label={t('risk.form.effects')}>{textOr(risk.effects)}</Item>
            <Item label={t('risk.form.category')}>{labelOf(options.categories, risk.category_id) ?? none}</Item>
            <Item label={t('risk.form.function')}>{labelOf(options.functions, risk.function_id) ?? none}</Item>
            <Item label={t('risk.form.owner')}>{labelOf(options.users, risk.owner_id) ?? none}</Item>
          </SimpleGrid>
        </Stack>,
      )}
      <Divider />
      {section(
        t('risk.wizard.steps.gross'),
        STEP.gross,
        <Group gap="md">
          <RatingBadge rating={preview?.gross} />
          {risk.gross_likelihood && risk.gross_impact ? (
            <Text size="sm" c="dimmed">
              {t('risk.wizard.review.position', {
                likelihood: methodLevelLabel(t, method.likelihood_labels[risk.gross_likelihood - 1] ?? String(risk.gross_likelihood)),
                impact: methodLevelLabel(t, method.impact_labels[risk.gross_impact - 1] ?? String(risk.gross_impact)),
              })}
            </Text>
          ) : null}
        </Group>,
      )}
      <Divider />
      {section(
        t('risk.wizard.steps.controls'),
        STEP.controls,
        state.linked.length + state.new_controls.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('risk.wizard.review.noControls')}
          </Text>
        ) : (
          <Stack gap={6}>
            {state.linked.map((c) => (
              <Group key={c.id} gap="xs" wrap="nowrap">
                <Text size="sm" ff="monospace" c="dimmed">
                  {c.reference}
                </Text>
                <Text size="sm" truncate style={{ flex: 1 }}>
                  {c.title}
                </Text>
                <StatusBadge status={c.state} />
              </Group>
            ))}
            {state.new_controls.map((c, i) => (
              <Group key={c.key} gap="xs" wrap="nowrap">
                <Badge size="sm" variant="light" tt="none">
                  {t('risk.wizard.controls.newBadge')}
                </Badge>
                <Text size="sm" truncate style={{ flex: 1 }}>
                  {c.title.trim() || t('risk.wizard.controls.newN', { n: i + 1 })}
                </Text>
                {c.state ? <StatusBadge status={c.state} /> : null}
              </Group>
            ))}
          </Stack>
        ),
      )}
      <Divider />
      {section(
        t('risk.wizard.steps.net'),
        STEP.net,
        <Stack gap="sm">
          <Group gap="md">
            <RatingBadge rating={preview?.net} />
            {preview?.overridden ? (
              <Badge color="warning" variant="light" tt="none">
                {t('risk.wizard.review.overridden')}
              </Badge>
            ) : null}
          </Group>
          {state.override.enabled ? (
            <Item label={t('risk.form.justification')}>{textOr(state.override.justification)}</Item>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <Item label={t('risk.form.response')}>{risk.response ? t(`status.${risk.response}`) : none}</Item>
            <Item label={t('risk.form.appetite')}>
              {risk.appetite ? t(`ratings.${risk.appetite}`, { defaultValue: risk.appetite }) : none}
            </Item>
            <Item label={t('risk.form.kri')}>
              {risk.key_risk_indicator.trim()
                ? `${risk.key_risk_indicator.trim()}${risk.kri_level.trim() ? ` (${risk.kri_level.trim()})` : ''}`
                : none}
            </Item>
          </SimpleGrid>
        </Stack>,
      )}
      <Divider />
      {section(
        t('risk.wizard.steps.plans'),
        STEP.plans,
        state.action_plans.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('risk.wizard.review.noPlans')}
          </Text>
        ) : (
          <Stack gap={6}>
            {state.action_plans.map((p, i) => (
              <Group key={p.key} gap="xs" wrap="nowrap">
                <Text size="sm" truncate style={{ flex: 1 }}>
                  {p.title.trim() || t('risk.wizard.plans.newN', { n: i + 1 })}
                </Text>
                {p.due_date ? (
                  <Text size="xs" c="dimmed">
                    {t('risk.wizard.review.due', { date: p.due_date })}
                  </Text>
                ) : null}
                {p.priority ? <PriorityBadge priority={p.priority} /> : null}
              </Group>
            ))}
          </Stack>
        ),
      )}
    </Stack>
  );
}
