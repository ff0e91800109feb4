// Add or edit a user: name, email, role, function, and for a new user the
// first password (to be changed at first sign-in). Server field errors (422)
// and EMAIL_TAKEN (409) show on the fields, another refusal (403, 409) above
// them. The role select offers only what the server accepts from the
// signed-in user (role-rules: the roles they may give), and says why.
import { ActionIcon, Alert, Button, Group, PasswordInput, Select, Stack, TextInput, Tooltip } from '@mantine/core';
import { FormModal } from '@/components/ui/form-modal';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconRefresh } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { useUserMutations } from '../api/users';
import type { ManagedUser, OrgFunction, Role } from '../api/types';
import { roleLabel } from './role-look';
import { roleChoice } from './role-rules';
import { generatePassword, MIN_PASSWORD_LENGTH } from './password';

type Values = { name: string; email: string; role: string; function_id: string; password: string };

type UserFormModalProps = {
  opened: boolean;
  /** The user to edit; none to add one. */
  user: ManagedUser | null;
  roles: readonly Role[];
  functions: readonly OrgFunction[];
  onClose: () => void;
};

/** The role a new user starts with, when the signed-in user may give it. */
const DEFAULT_ROLE = 'staff';
const EMPTY: Values = { name: '', email: '', role: '', function_id: '', password: '' };

/** The default role if it is on offer, else the first one offered (none: the user picks). */
function startRole(options: readonly Role[]): string {
  return options.some((role) => role.name === DEFAULT_ROLE) ? DEFAULT_ROLE : (options[0]?.name ?? '');
}

export function UserFormModal({ opened, user, roles, functions, onClose }: UserFormModalProps) {
  const { t } = useTranslation();
  const { create, update } = useUserMutations();
  const me = useAuth().user;
  const editing = user !== null;
  const roleChoices = roleChoice(roles, me, user);
  const required = editing ? (['name', 'email', 'role'] as const) : (['name', 'email', 'role', 'password'] as const);

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = checkRequired(values, required);
      if (!errors.password && !editing && values.password.length < MIN_PASSWORD_LENGTH) {
        errors.password = t('validation.passwordLength', { count: MIN_PASSWORD_LENGTH });
      }
      return errors;
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      user
        ? { name: user.name, email: user.email, role: user.role, function_id: user.function_id ?? '', password: '' }
        : { ...EMPTY, role: startRole(roleChoices.options), password: generatePassword() },
    );
    form.resetDirty();
    form.clearErrors();
    // A refusal shown last time is not this opening's.
    create.reset();
    update.reset();
    // Reset only when the dialog opens for another user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, user]);

  const missing = (field: keyof Values) => form.errors[field] === REQUIRED;
  const fieldError = (field: keyof Values) => {
    const error = form.errors[field];
    return error === REQUIRED ? true : error;
  };

  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) form.setErrors(fields);
    else if (isApiError(error) && error.code === 'EMAIL_TAKEN') form.setFieldError('email', errorMessage(error));
  };

  const submit = form.onSubmit((values) => {
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      role: values.role,
      function_id: values.function_id || null,
    };
    if (user) {
      update.mutate(
        { id: user.id, ...body },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'success', message: t('settings.users.updated', { name: saved.name }) });
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { ...body, password: values.password },
        {
          onSuccess: (saved) => {
            notifications.show({ color: 'success', message: t('settings.users.created', { name: saved.name }) });
            onClose();
          },
          onError,
        },
      );
    }
  });

  // A refusal the fields cannot show (e.g. ROLE_NOT_HELD, USER_HOLDS_MORE, LAST_ADMIN), in the user's language.
  const conflict = [create.error, update.error].find(
    (error) => isApiError(error) && (error.status === 403 || (error.status === 409 && error.code !== 'EMAIL_TAKEN')),
  );

  return (
    <FormModal
      dirty={form.isDirty()}
      opened={opened}
      onClose={onClose}
      title={editing ? t('settings.users.form.editTitle') : t('settings.users.form.createTitle')}
      size="lg"
      centered
    >
      <form noValidate onSubmit={submit} aria-label={editing ? t('settings.users.form.editTitle') : t('settings.users.form.createTitle')}>
        <Stack gap="md">
          {conflict ? (
            <Alert color="danger" variant="light" icon={<IconInfoCircle size={18} />}>
              {errorMessage(conflict)}
            </Alert>
          ) : null}
          <Group grow align="flex-start" wrap="wrap">
            <TextInput
              {...form.getInputProps('name')}
              error={fieldError('name')}
              label={<FieldLabel missing={missing('name')}>{t('settings.users.form.name')}</FieldLabel>}
              withAsterisk
              placeholder={t('settings.users.form.namePlaceholder')}
              autoComplete="off"
              data-autofocus
              miw={220}
            />
            <TextInput
              {...form.getInputProps('email')}
              error={fieldError('email')}
              label={<FieldLabel missing={missing('email')}>{t('settings.users.form.email')}</FieldLabel>}
              withAsterisk
              placeholder="name@company.com"
              type="email"
              autoComplete="off"
              miw={220}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <Select
              {...form.getInputProps('role')}
              error={fieldError('role')}
              label={<FieldLabel missing={missing('role')}>{t('settings.users.form.role')}</FieldLabel>}
              withAsterisk
              data={roleChoices.options.map((role) => ({ value: role.name, label: roleLabel(t, role.name) }))}
              disabled={roleChoices.locked}
              description={roleChoices.hint ? t(`settings.users.roleHint.${roleChoices.hint}`) : undefined}
              allowDeselect={false}
              miw={220}
            />
            <Select
              {...form.getInputProps('function_id')}
              error={fieldError('function_id')}
              label={t('settings.users.form.function')}
              placeholder={t('settings.users.form.noFunction')}
              data={functions.map((fn) => ({ value: fn.id, label: fn.name }))}
              searchable
              clearable
              nothingFoundMessage={t('list.nothingFound')}
              miw={220}
            />
          </Group>
          {editing ? null : (
            <PasswordInput
              {...form.getInputProps('password')}
              error={fieldError('password')}
              label={<FieldLabel missing={missing('password')}>{t('settings.users.form.password')}</FieldLabel>}
              withAsterisk
              description={t('settings.users.form.passwordHint')}
              autoComplete="new-password"
              rightSectionWidth={64}
              rightSection={
                <Group gap={2} wrap="nowrap">
                  <Tooltip label={t('settings.users.form.generate')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={t('settings.users.form.generate')}
                      onClick={() => form.setFieldValue('password', generatePassword())}
                    >
                      <IconRefresh size={15} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              }
            />
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {editing ? t('common.saveChanges') : t('settings.users.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
