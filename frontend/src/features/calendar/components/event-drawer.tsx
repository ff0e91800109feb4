// Add or edit an event in a drawer (the template's calendar sidebar form):
// title, label, all day, start and end (the end not before the start).
import { Group, Select, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { FormDrawer } from '@/components/ui/form-drawer';
import { handleApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { REQUIRED } from '@/lib/validation';
import { useEventMutations } from '../api/calendar';
import { formErrors, inputOfForm, LABELS, withAllDay, type EventFormValues } from '../lib/calendar-events';

type Props = {
  opened: boolean;
  /** The event's id when editing; null for a new one. */
  eventId: number | null;
  /** The form's first values. */
  initial: EventFormValues;
  onClose: () => void;
};

export function EventDrawer({ opened, eventId, initial, onClose }: Props) {
  const { t } = useTranslation();
  const { add, update, remove } = useEventMutations();
  const form = useForm<EventFormValues>({
    mode: 'controlled',
    initialValues: initial,
    validate: (values) => {
      const errors = formErrors(values);
      return Object.fromEntries(
        Object.entries(errors).map(([name, error]) => [name, error === 'required' ? REQUIRED : t('calendar.form.endBeforeStart')]),
      );
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(initial);
    form.resetDirty(initial);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, initial]);

  const done = (message: string) => () => {
    notifications.show({ color: 'success', message });
    onClose();
  };
  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) form.setErrors(fields);
    else handleApiError(error);
  };
  const submit = form.onSubmit((values) => {
    const input = inputOfForm(values);
    if (eventId === null) add.mutate(input, { onSuccess: done(t('calendar.notices.added')), onError });
    else update.mutate({ id: eventId, ...input }, { onSuccess: done(t('calendar.notices.saved')), onError });
  });

  const err = (name: keyof EventFormValues) => {
    const error = form.errors[name];
    return error === REQUIRED ? true : error;
  };
  const missing = (name: keyof EventFormValues) => form.errors[name] === REQUIRED;
  const inputType = form.values.allDay ? 'date' : 'datetime-local';
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={eventId === null ? t('calendar.form.newTitle') : t('calendar.form.editTitle')}
      onSubmit={submit}
      submit={{
        label: eventId === null ? t('calendar.form.add') : t('common.saveChanges'),
        loading: add.isPending || update.isPending,
      }}
      danger={
        eventId !== null
          ? {
              label: t('calendar.form.remove'),
              loading: remove.isPending,
              onClick: () => remove.mutate(eventId, { onSuccess: done(t('calendar.notices.removed')), onError: handleApiError }),
            }
          : null
      }
    >
      <TextInput
        {...form.getInputProps('title')}
        error={err('title')}
        label={<FieldLabel missing={missing('title')}>{t('calendar.form.title')}</FieldLabel>}
        placeholder={t('calendar.form.titlePlaceholder')}
        withAsterisk
        maxLength={200}
        data-autofocus
      />
      <Select
        {...form.getInputProps('label')}
        error={err('label')}
        label={<FieldLabel missing={missing('label')}>{t('calendar.form.label')}</FieldLabel>}
        withAsterisk
        data={LABELS.map((l) => ({ value: l.value, label: t(`calendar.labels.${l.value}`) }))}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Switch
        checked={form.values.allDay}
        onChange={(e) => form.setValues(withAllDay(form.values, e.currentTarget.checked))}
        label={t('calendar.form.allDay')}
      />
      <Group grow align="flex-start">
        <TextInput
          {...form.getInputProps('start')}
          type={inputType}
          error={err('start')}
          label={<FieldLabel missing={missing('start')}>{t('calendar.form.start')}</FieldLabel>}
          withAsterisk
        />
        <TextInput
          {...form.getInputProps('end')}
          type={inputType}
          error={err('end')}
          label={<FieldLabel missing={missing('end')}>{t('calendar.form.end')}</FieldLabel>}
          withAsterisk
        />
      </Group>
    </FormDrawer>
  );
}
