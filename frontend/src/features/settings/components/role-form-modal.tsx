// Add a role or edit one (a built-in role keeps its name). The role the
// signed-in user holds is left to an administrator (role-rules): read only.
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { FormModal } from '@/components/ui/form-modal';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { useRoleMutations } from '../api/roles';
import type { Role } from '../api/types';
import { canEditRole } from './role-rules';

/** The API's rule: 2-32 lowercase letters, digits, '-' or '_', starting with a letter. */
const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_-]{1,31}$/;

type Props = { opened: boolean; role: Role | null; onClose: () => void };

export function RoleFormModal({ opened, role, onClose }: Props) {
  const { t } = useTranslation();
  const { create, update } = useRoleMutations();
  const me = useAuth().user;
  const readOnly = role !== null && !canEditRole(me, role.name);
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', description: '' },
    validate: (values) => {
      const errors: Record<string, string> = checkRequired(values, ['name']);
      if (!errors.name && !ROLE_NAME_PATTERN.test(values.name)) errors.name = t('settings.roles.form.nameRule');
      return errors;
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues({ name: role?.name ?? '', description: role?.description ?? '' });
    // What it opened with is not a change.
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, role]);

  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) form.setErrors(fields);
    else if (isApiError(error) && (error.code === 'ROLE_EXISTS' || error.code === 'BUILT_IN_ROLE')) {
      form.setFieldError('name', errorMessage(error));
    }
  };

  const submit = form.onSubmit((values) => {
    const body = { name: values.name.trim(), description: values.description.trim() };
    const done = (saved: Role) => {
      notifications.show({ color: 'success', message: t('settings.roles.saved', { name: saved.name }) });
      onClose();
    };
    if (role) {
      update.mutate(
        {
          current: role.name,
          description: body.description,
          ...(role.built_in || body.name === role.name ? {} : { name: body.name }),
        },
        { onSuccess: done, onError },
      );
    } else {
      create.mutate(body, { onSuccess: done, onError });
    }
  });

  const nameError = form.errors.name;
  return (
    <FormModal
      dirty={form.isDirty()}
      opened={opened}
      onClose={onClose}
      title={role ? t('settings.roles.form.editTitle') : t('settings.roles.form.createTitle')}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          {readOnly ? (
            <Alert color="warning" variant="light">
              {t('settings.roles.ownRole')}
            </Alert>
          ) : null}
          <TextInput
            {...form.getInputProps('name')}
            error={nameError === REQUIRED ? true : nameError}
            label={<FieldLabel missing={nameError === REQUIRED}>{t('settings.roles.form.name')}</FieldLabel>}
            withAsterisk
            description={role?.built_in ? t('settings.roles.form.builtInName') : t('settings.roles.form.nameHint')}
            disabled={role?.built_in || readOnly}
            placeholder="auditor"
            autoComplete="off"
            data-autofocus
          />
          <Textarea
            {...form.getInputProps('description')}
            label={t('settings.roles.form.description')}
            disabled={readOnly}
            autosize
            minRows={2}
            maxRows={5}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} disabled={readOnly}>
              {role ? t('common.saveChanges') : t('settings.roles.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
