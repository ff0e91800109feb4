// Add or edit a control activity: name, owner, frequency (One Off, Periodic
// with its repeat, Continuous) and due date.
import { Button, Group, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { FormModal } from '@/components/ui/form-modal';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { useActivityMutations } from '../../api/controls';
import type { ControlActivity, ControlActivityInput, Frequency, Repeat } from '../../api/types';
import { FREQUENCIES, REPEATS } from './form-options';
import { OwnerSelect } from './pickers';

type Values = { name: string; owner_id: string; frequency: Frequency; repeat: Repeat; due_date: string };

type Props = {
  opened: boolean;
  controlId: string;
  /** The activity to edit; null to add one. */
  activity: ControlActivity | null;
  onClose: () => void;
};

export function ActivityFormModal({ opened, controlId, activity, onClose }: Props) {
  const { t } = useTranslation();
  const { create, update } = useActivityMutations();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', owner_id: '', frequency: 'one_off', repeat: '', due_date: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = checkRequired(values, ['name', 'due_date']);
      if (values.frequency === 'periodic' && !values.repeat) errors.repeat = REQUIRED;
      return errors;
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues({
      name: activity?.name ?? '',
      owner_id: activity?.owner_id ?? '',
      frequency: activity?.frequency ?? 'one_off',
      repeat: activity?.repeat ?? '',
      due_date: activity?.due_date ?? '',
    });
    // What it opened with is not a change.
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, activity]);

  const missing = (field: keyof Values) => form.errors[field] === REQUIRED;
  const fieldError = (field: keyof Values) => (form.errors[field] === REQUIRED ? true : form.errors[field]);
  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) form.setErrors(fields);
  };

  const submit = form.onSubmit((values) => {
    const input: ControlActivityInput = {
      name: values.name.trim(),
      owner_id: values.owner_id || null,
      frequency: values.frequency,
      repeat: values.frequency === 'periodic' ? values.repeat : '',
      due_date: values.due_date,
    };
    const done = (saved: ControlActivity) => {
      notifications.show({
        color: 'success',
        message: t(activity ? 'controls.activities.updated' : 'controls.activities.created', { name: saved.name }),
      });
      onClose();
    };
    if (activity) update.mutate({ id: activity.id, input }, { onSuccess: done, onError });
    else create.mutate({ controlId, input }, { onSuccess: done, onError });
  });

  const title = activity ? t('controls.activities.form.editTitle') : t('controls.activities.form.createTitle');
  return (
    <FormModal dirty={form.isDirty()} opened={opened} onClose={onClose} title={title} size="lg" centered>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('name')}
            error={fieldError('name')}
            label={<FieldLabel missing={missing('name')}>{t('controls.activities.form.name')}</FieldLabel>}
            withAsterisk
            placeholder={t('controls.activities.form.namePlaceholder')}
            data-autofocus
          />
          <OwnerSelect
            label={t('controls.activities.form.owner')}
            value={form.values.owner_id}
            onChange={(value) => form.setFieldValue('owner_id', value)}
            knownName={activity?.owner_name}
            error={fieldError('owner_id')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="activity-frequency-label">
              {t('controls.activities.form.frequency')}
            </Text>
            <SegmentedControl
              aria-labelledby="activity-frequency-label"
              value={form.values.frequency}
              onChange={(value) => form.setFieldValue('frequency', value as Frequency)}
              data={FREQUENCIES.map((value) => ({ value, label: t(`frequency.${value}`) }))}
            />
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {form.values.frequency === 'periodic' ? (
              <Select
                {...form.getInputProps('repeat')}
                error={fieldError('repeat')}
                label={<FieldLabel missing={missing('repeat')}>{t('controls.activities.form.repeat')}</FieldLabel>}
                withAsterisk
                placeholder={t('controls.activities.form.repeatPlaceholder')}
                data={REPEATS.map((value) => ({ value, label: t(`frequency.repeat.${value}`) }))}
              />
            ) : null}
            <TextInput
              {...form.getInputProps('due_date')}
              error={fieldError('due_date')}
              type="date"
              leftSection={<IconCalendar size={16} stroke={1.6} />}
              label={<FieldLabel missing={missing('due_date')}>{t('controls.activities.form.dueDate')}</FieldLabel>}
              withAsterisk
            />
          </SimpleGrid>
          {form.values.frequency === 'periodic' ? (
            <Text size="xs" c="dimmed">
              {t('controls.activities.form.periodicHint')}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {activity ? t('common.saveChanges') : t('controls.activities.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
