// Add or edit an action plan: title, description, the risk and control it
// serves, owner, priority, start and due dates, progress (0-100) and status.
// An edit sends the version read; a 409 shows the stale message and saves nothing.
// Editing a plan also shows its attachments below the form (saved on their own).
import { Box, Button, Group, Select, SimpleGrid, Slider, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { FormModal } from '@/components/ui/form-modal';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { useActionPlanMutations } from '../../api/action-plans';
import { localToday, planDateProblem } from '../../lib/plan-dates';
import type { ActionPlan, ActionPlanInput, ActionPlanStatus, Level } from '../../api/types';
import { AttachmentsCard } from '@/components/attachments/attachments-card';
import { CommentsCard } from '../comments/comments-card';
import { progressBand } from '../look';
import { isStale, LEVELS, PLAN_STATUSES } from '../controls/form-options';
import { ItemSelect, OwnerSelect } from '../controls/pickers';
import { StaleAlert } from '../controls/stale-alert';

type Values = {
  title: string;
  description: string;
  risk_id: string;
  control_id: string;
  owner_id: string;
  priority: Level;
  start_date: string;
  due_date: string;
  progress: number;
  status: ActionPlanStatus;
};

const EMPTY: Values = {
  title: '',
  description: '',
  risk_id: '',
  control_id: '',
  owner_id: '',
  priority: 'Medium',
  start_date: '',
  due_date: '',
  progress: 0,
  status: 'in_progress',
};

type Props = {
  opened: boolean;
  /** The plan to edit; null to add one. */
  plan: ActionPlan | null;
  onClose: () => void;
  /** After a 409: fetch the latest version. */
  onReload: () => void;
};

export function PlanFormModal({ opened, plan, onClose, onReload }: Props) {
  const { t } = useTranslation();
  const { create, update } = useActionPlanMutations();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = checkRequired(values, ['title', 'due_date']);
      const problem = errors.due_date ? null : planDateProblem(values, localToday(), plan?.due_date);
      if (problem) errors.due_date = t(`actionPlans.form.${problem}`);
      return errors;
    },
  });

  useEffect(() => {
    if (!opened) return;
    create.reset();
    update.reset();
    form.setValues(
      plan
        ? {
            title: plan.title,
            description: plan.description,
            risk_id: plan.risk_id ?? '',
            control_id: plan.control_id ?? '',
            owner_id: plan.owner_id ?? '',
            priority: plan.priority,
            start_date: plan.start_date,
            due_date: plan.due_date,
            progress: plan.progress,
            status: plan.status,
          }
        : { ...EMPTY, start_date: new Date().toISOString().slice(0, 10) },
    );
    // What it opened with is not a change.
    form.resetDirty();
    form.clearErrors();
    // Reset only when the dialog opens for another plan.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, plan]);

  const missing = (field: keyof Values) => form.errors[field] === REQUIRED;
  const fieldError = (field: keyof Values) => (form.errors[field] === REQUIRED ? true : form.errors[field]);
  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) form.setErrors(fields);
  };

  const submit = form.onSubmit((values) => {
    const body: ActionPlanInput = {
      title: values.title.trim(),
      description: values.description.trim(),
      risk_id: values.risk_id || null,
      control_id: values.control_id || null,
      owner_id: values.owner_id || null,
      priority: values.priority,
      start_date: values.start_date,
      due_date: values.due_date,
      progress: Math.round(values.progress),
      status: values.status,
    };
    const done = (saved: ActionPlan, key: string) => {
      notifications.show({ color: 'success', message: t(key, { reference: saved.reference }) });
      onClose();
    };
    if (plan) {
      update.mutate(
        { id: plan.id, version: plan.version, plan: body },
        { onSuccess: (saved) => done(saved, 'actionPlans.updated'), onError },
      );
    } else {
      create.mutate(body, { onSuccess: (saved) => done(saved, 'actionPlans.created'), onError });
    }
  });

  const stale = isStale(update.error);
  const band = progressBand(form.values.progress);
  const title = plan ? t('actionPlans.form.editTitle', { reference: plan.reference }) : t('actionPlans.form.createTitle');

  return (
    <FormModal dirty={form.isDirty()} opened={opened} onClose={onClose} title={title} size="xl" centered>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          {stale ? (
            <StaleAlert
              onReload={() => {
                onReload();
                onClose();
              }}
            />
          ) : null}
          <TextInput
            {...form.getInputProps('title')}
            error={fieldError('title')}
            label={<FieldLabel missing={missing('title')}>{t('actionPlans.form.title')}</FieldLabel>}
            withAsterisk
            placeholder={t('actionPlans.form.titlePlaceholder')}
            data-autofocus
          />
          <Textarea
            {...form.getInputProps('description')}
            label={t('actionPlans.form.description')}
            autosize
            minRows={2}
            maxRows={6}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ItemSelect
              kind="risk"
              label={t('actionPlans.form.risk')}
              placeholder={t('actionPlans.form.noRisk')}
              value={form.values.risk_id}
              onChange={(value) => form.setFieldValue('risk_id', value)}
              known={
                plan?.risk_id ? { id: plan.risk_id, reference: plan.risk_reference ?? '', title: '' } : null
              }
              error={fieldError('risk_id')}
            />
            <ItemSelect
              kind="control"
              label={t('actionPlans.form.control')}
              placeholder={t('actionPlans.form.noControl')}
              value={form.values.control_id}
              onChange={(value) => form.setFieldValue('control_id', value)}
              error={fieldError('control_id')}
            />
            <OwnerSelect
              label={t('actionPlans.form.owner')}
              value={form.values.owner_id}
              onChange={(value) => form.setFieldValue('owner_id', value)}
              knownName={plan?.owner_name}
              error={fieldError('owner_id')}
            />
            <Select
              {...form.getInputProps('priority')}
              error={fieldError('priority')}
              label={t('actionPlans.form.priority')}
              data={LEVELS.map((value) => ({ value, label: t(`priority.${value}`) }))}
              allowDeselect={false}
            />
            <TextInput
              {...form.getInputProps('start_date')}
              error={fieldError('start_date')}
              type="date"
              leftSection={<IconCalendar size={16} stroke={1.6} />}
              label={t('actionPlans.form.startDate')}
            />
            <TextInput
              {...form.getInputProps('due_date')}
              error={fieldError('due_date')}
              type="date"
              min={plan ? form.values.start_date || undefined : [form.values.start_date, localToday()].sort().pop()}
              leftSection={<IconCalendar size={16} stroke={1.6} />}
              label={<FieldLabel missing={missing('due_date')}>{t('actionPlans.form.dueDate')}</FieldLabel>}
              withAsterisk
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Stack gap={6}>
              <Group justify="space-between">
                <Text size="sm" fw={500} id="plan-progress-label">
                  {t('actionPlans.form.progress')}
                </Text>
                <Text size="sm" fw={600} c={band.tone}>
                  {Math.round(form.values.progress)}%
                </Text>
              </Group>
              <Slider
                aria-labelledby="plan-progress-label"
                thumbLabel={t('actionPlans.form.progress')}
                value={form.values.progress}
                onChange={(value) => {
                  form.setFieldValue('progress', value);
                  // 100% is complete (the server's rule); below it, a plan marked complete is not.
                  if (value >= 100) form.setFieldValue('status', 'complete');
                  else if (form.values.status === 'complete') form.setFieldValue('status', 'in_progress');
                }}
                min={0}
                max={100}
                step={5}
                color={band.tone}
                marks={[{ value: 0 }, { value: 50 }, { value: 100 }]}
                label={(value) => `${value}%`}
              />
              {form.errors.progress && form.errors.progress !== REQUIRED ? (
                <Text size="xs" c="danger">
                  {form.errors.progress}
                </Text>
              ) : null}
            </Stack>
            <Select
              {...form.getInputProps('status')}
              onChange={(value) => {
                const status = (value ?? 'in_progress') as ActionPlanStatus;
                form.setFieldValue('status', status);
                if (status === 'complete') form.setFieldValue('progress', 100);
                else if (form.values.progress >= 100) form.setFieldValue('progress', 95);
              }}
              error={fieldError('status')}
              label={t('actionPlans.form.status')}
              data={PLAN_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              allowDeselect={false}
            />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} disabled={stale}>
              {plan ? t('common.saveChanges') : t('actionPlans.add')}
            </Button>
          </Group>
        </Stack>
      </form>
      {plan ? (
        <>
          <Box mt="lg">
            <AttachmentsCard entityType="action_plan" entityId={plan.id} />
          </Box>
          <Box mt="lg">
            <CommentsCard entityType="action_plan" entityId={plan.id} />
          </Box>
        </>
      ) : null}
    </FormModal>
  );
}
