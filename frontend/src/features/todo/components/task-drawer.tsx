// Add or edit a task in a drawer (the template's todo sidebar form): title
// (required), description, tags, and the important / starred / done flags.
// A trashed task is shown read-only: the trash is one-way.
import { Alert, Checkbox, Group, MultiSelect, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { FormDrawer } from '@/components/ui/form-drawer';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { useTaskMutations, type TagValue, type Task, type TaskInput } from '../api/todo';
import { TAGS } from '../lib/todo-filter';

type Props = {
  opened: boolean;
  /** The task to edit; null to add one. */
  task: Task | null;
  onClose: () => void;
};

const EMPTY: TaskInput = { title: '', desc: '', tags: [], isImportant: false, isStarred: false, isCompleted: false };

export function TaskDrawer({ opened, task, onClose }: Props) {
  const { t } = useTranslation();
  const { create, update, trash } = useTaskMutations();
  const form = useForm<TaskInput>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => checkRequired({ ...values, title: values.title.trim() }, ['title']),
  });

  useEffect(() => {
    if (!opened) return;
    const values = task
      ? { title: task.title, desc: task.desc, tags: task.tags, isImportant: task.isImportant, isStarred: task.isStarred, isCompleted: task.isCompleted }
      : EMPTY;
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, task]);

  const readOnly = task?.isTrashed ?? false;
  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) form.setErrors(fields);
  };
  const submit = form.onSubmit((values) => {
    const input = { ...values, title: values.title.trim() };
    if (task) {
      update.mutate(
        { id: task.id, ...input },
        {
          onSuccess: () => {
            notifications.show({ color: 'success', message: t('todo.notices.saved') });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: () => {
          notifications.show({ color: 'success', message: t('todo.notices.added') });
          onClose();
        },
        onError,
      });
    }
  });
  const moveToTrash = () => {
    if (!task) return;
    trash.mutate(task.id, {
      onSuccess: () => {
        notifications.show({ color: 'success', message: t('todo.notices.trashed') });
        onClose();
      },
    });
  };

  const titleError = form.errors.title;
  return (
    <FormDrawer
      opened={opened}
      onClose={onClose}
      title={task ? t('todo.form.editTitle') : t('todo.form.newTitle')}
      onSubmit={submit}
      submit={
        readOnly ? null : { label: task ? t('common.saveChanges') : t('todo.form.add'), loading: create.isPending || update.isPending }
      }
      danger={task && !readOnly ? { label: t('todo.actions.trash'), onClick: moveToTrash, loading: trash.isPending } : null}
    >
      {readOnly ? (
        <Alert color="warning" variant="light">
          {t('todo.form.trashedNote')}
        </Alert>
      ) : null}
      <TextInput
        {...form.getInputProps('title')}
        error={titleError === REQUIRED ? true : titleError}
        label={<FieldLabel missing={titleError === REQUIRED}>{t('todo.form.title')}</FieldLabel>}
        placeholder={t('todo.form.titlePlaceholder')}
        withAsterisk
        maxLength={200}
        disabled={readOnly}
        data-autofocus
      />
      <Textarea
        {...form.getInputProps('desc')}
        label={t('todo.form.desc')}
        placeholder={t('todo.form.descPlaceholder')}
        autosize
        minRows={4}
        maxLength={2000}
        disabled={readOnly}
      />
      <MultiSelect
        {...form.getInputProps('tags')}
        onChange={(values) => form.setFieldValue('tags', values as TagValue[])}
        label={t('todo.form.tags')}
        placeholder={form.values.tags.length === 0 ? t('todo.form.tagsPlaceholder') : undefined}
        data={TAGS.map((tag) => ({ value: tag.value, label: t(`todo.tags.${tag.value}`) }))}
        disabled={readOnly}
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap="lg">
        <Checkbox {...form.getInputProps('isImportant', { type: 'checkbox' })} label={t('todo.form.important')} disabled={readOnly} />
        <Checkbox {...form.getInputProps('isStarred', { type: 'checkbox' })} label={t('todo.form.starred')} disabled={readOnly} />
        <Checkbox {...form.getInputProps('isCompleted', { type: 'checkbox' })} label={t('todo.form.completed')} disabled={readOnly} />
      </Group>
    </FormDrawer>
  );
}
