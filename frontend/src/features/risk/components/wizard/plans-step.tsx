// Wizard step 5: optional action plans to bring the risk down.
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Option } from '../../lib/option-lists';
import type { FieldErrors } from '../../lib/required';
import type { DraftPlan } from '../../lib/wizard-state';
import { PlanCard } from './plan-card';

type PlansStepProps = {
  plans: DraftPlan[];
  users: Option[];
  errors: FieldErrors;
  onAdd: () => void;
  onChange: <K extends keyof DraftPlan>(index: number, key: K, value: DraftPlan[K]) => void;
  onRemove: (index: number) => void;
};

export function PlansStep({ plans, users, errors, onAdd, onChange, onRemove }: PlansStepProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={560}>
          {t('risk.wizard.plans.intro')}
        </Text>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAdd}>
          {t('risk.wizard.plans.add')}
        </Button>
      </Group>
      {plans.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t('risk.wizard.plans.none')}
        </Text>
      ) : (
        plans.map((plan, index) => (
          <PlanCard
            key={plan.key}
            plan={plan}
            index={index}
            users={users}
            errors={errors}
            onChange={(key, value) => onChange(index, key, value)}
            onRemove={() => onRemove(index)}
          />
        ))
      )}
    </Stack>
  );
}
