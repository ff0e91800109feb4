// Add or edit a function: name, parent (never itself or one of its own
// sub-functions), head (a user) and description.
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { FormModal } from '@/components/ui/form-modal';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { useFunctionMutations } from '@/lib/api/functions';
import type { ManagedUser, OrgFunction } from '../api/types';
import { pathTo, subtreeIds, type TreeNode } from '@/components/tree/tree';

type Values = { name: string; parent_id: string; head_user_id: string; description: string };

type Props = {
  opened: boolean;
  /** The function to edit; null to add one. */
  fn: OrgFunction | null;
  /** For a new function: its preset parent. */
  parentId?: string | null;
  tree: readonly TreeNode<OrgFunction>[];
  functions: readonly OrgFunction[];
  users: readonly ManagedUser[];
  onClose: () => void;
  onSaved?: (fn: OrgFunction) => void;
};

export function FunctionFormModal({ opened, fn, parentId = null, tree, functions, users, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { create, update } = useFunctionMutations();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: '', parent_id: '', head_user_id: '', description: '' },
    validate: (values) => checkRequired(values, ['name']),
  });

  useEffect(() => {
    if (!opened) return;
    const values = {
      name: fn?.name ?? '',
      parent_id: fn ? (fn.parent_id ?? '') : (parentId ?? ''),
      head_user_id: fn?.head_user_id ?? '',
      description: fn?.description ?? '',
    };
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, fn, parentId]);

  const parentOptions = useMemo(() => {
    const excluded = fn ? subtreeIds(tree, fn.id) : new Set<string>();
    return functions
      .filter((candidate) => !excluded.has(candidate.id))
      .map((candidate) => ({
        value: candidate.id,
        label: pathTo(tree, candidate.id)
          .map((step) => step.name)
          .join(' › ') || candidate.name,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [fn, tree, functions]);

  const headOptions = useMemo(() => {
    const options = users.map((user) => ({ value: user.id, label: `${user.name} · ${user.email}` }));
    // Keep the current head selectable even when not in the loaded page.
    if (fn?.head_user_id && !users.some((user) => user.id === fn.head_user_id)) {
      options.unshift({ value: fn.head_user_id, label: fn.head_name ?? fn.head_user_id });
    }
    return options;
  }, [users, fn]);

  const submit = form.onSubmit((values) => {
    const body = {
      name: values.name.trim(),
      parent_id: values.parent_id || null,
      head_user_id: values.head_user_id || null,
      description: values.description.trim(),
    };
    const options = {
      onSuccess: (saved: OrgFunction) => {
        notifications.show({ color: 'success', message: t('settings.functions.saved', { name: saved.name }) });
        onSaved?.(saved);
        onClose();
      },
      onError: (error: unknown) => {
        const fields = serverFieldErrors(error);
        if (fields) form.setErrors(fields);
      },
    };
    if (fn) update.mutate({ id: fn.id, ...body }, options);
    else create.mutate(body, options);
  });

  const nameError = form.errors.name;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      dirty={form.isDirty()}
      title={fn ? t('settings.functions.form.editTitle') : t('settings.functions.form.createTitle')}
      size="lg"
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput
            {...form.getInputProps('name')}
            error={nameError === REQUIRED ? true : nameError}
            label={<FieldLabel missing={nameError === REQUIRED}>{t('settings.functions.form.name')}</FieldLabel>}
            withAsterisk
            placeholder={t('settings.functions.form.namePlaceholder')}
            autoComplete="off"
            data-autofocus
          />
          <Group grow align="flex-start" wrap="wrap">
            <Select
              {...form.getInputProps('parent_id')}
              label={t('settings.functions.form.parent')}
              placeholder={t('settings.functions.form.noParent')}
              data={parentOptions}
              searchable
              clearable
              nothingFoundMessage={t('list.nothingFound')}
              miw={220}
            />
            <Select
              {...form.getInputProps('head_user_id')}
              label={t('settings.functions.form.head')}
              placeholder={t('settings.functions.form.noHead')}
              data={headOptions}
              searchable
              clearable
              nothingFoundMessage={t('list.nothingFound')}
              miw={220}
            />
          </Group>
          <Textarea
            {...form.getInputProps('description')}
            label={t('settings.functions.form.description')}
            autosize
            minRows={3}
            maxRows={6}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {fn ? t('common.saveChanges') : t('settings.functions.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
