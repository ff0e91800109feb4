// One action plan in the wizard: title, owner, priority, start and due dates.
import { ActionIcon, Badge, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import type { Level } from '../../api/types';
import type { Option } from '../../lib/option-lists';
import type { FieldErrors } from '../../lib/required';
import type { DraftPlan } from '../../lib/wizard-state';
import { PriorityBadge } from '../badges';
import { errorProp, fieldId, isFlagged } from '../risk-form/field-state';

type PlanCardProps = {
  plan: DraftPlan;
  index: number;
  users: Option[];
  errors: FieldErrors;
  onChange: <K extends keyof DraftPlan>(key: K, value: DraftPlan[K]) => void;
  onRemove: () => void;
};

const LEVELS: Level[] = ['High', 'Medium', 'Low'];

export function PlanCard({ plan, index, users, errors, onChange, onRemove }: PlanCardProps) {
  const { t } = useTranslation();
  const key = (field: string) => `action_plans.${index}.${field}`;
  const id = (field: string) => fieldId('wizard', key(field));
  const label = (field: string, text: string) => <FieldLabel missing={isFlagged(errors, key(field))}>{text}</FieldLabel>;
  const name = plan.title.trim() || t('risk.wizard.plans.newN', { n: index + 1 });

  return (
    <Paper withBorder radius="md" p="md" data-testid="new-plan">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Badge variant="light" color="info" tt="none">
            {t('risk.wizard.plans.badge', { n: index + 1 })}
          </Badge>
          <Text fw={600} truncate>
            {name}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          {plan.priority ? <PriorityBadge priority={plan.priority} /> : null}
          <Tooltip label={t('risk.wizard.plans.remove')}>
            <ActionIcon
              variant="subtle"
              color="danger"
              aria-label={t('risk.wizard.plans.removeNamed', { name })}
              onClick={onRemove}
            >
              <IconTrash size={18} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Stack gap="sm">
        <TextInput
          id={id('title')}
          label={label('title', t('risk.form.plan.title'))}
          withAsterisk
          value={plan.title}
          onChange={(event) => onChange('title', event.currentTarget.value)}
          error={errorProp(errors, key('title'))}
          maxLength={200}
        />
        <Textarea
          id={id('description')}
          label={t('risk.form.plan.description')}
          value={plan.description}
          onChange={(event) => onChange('description', event.currentTarget.value)}
          error={errorProp(errors, key('description'))}
          autosize
          minRows={1}
          maxRows={6}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Select
            id={id('owner_id')}
            label={t('risk.form.plan.owner')}
            placeholder={t('risk.form.plan.ownerDefault')}
            data={users}
            value={plan.owner_id}
            onChange={(value) => onChange('owner_id', value)}
            error={errorProp(errors, key('owner_id'))}
            searchable
            clearable
            nothingFoundMessage={t('list.nothingFound')}
          />
          <Select
            id={id('priority')}
            label={label('priority', t('risk.form.plan.priority'))}
            withAsterisk
            data={LEVELS.map((value) => ({ value, label: t(`priority.${value}`) }))}
            value={plan.priority}
            onChange={(value) => onChange('priority', (value as Level | null) ?? null)}
            error={errorProp(errors, key('priority'))}
          />
          <TextInput
            id={id('start_date')}
            type="date"
            label={t('risk.form.plan.startDate')}
            value={plan.start_date}
            onChange={(event) => onChange('start_date', event.currentTarget.value)}
            error={errorProp(errors, key('start_date'))}
          />
          <TextInput
            id={id('due_date')}
            type="date"
            label={label('due_date', t('risk.form.plan.dueDate'))}
            withAsterisk
            min={plan.start_date || undefined}
            value={plan.due_date}
            onChange={(event) => onChange('due_date', event.currentTarget.value)}
            error={errorProp(errors, key('due_date'))}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
