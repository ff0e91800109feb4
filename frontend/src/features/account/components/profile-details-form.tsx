// Profile details: the picture, the name (PATCH /api/app/user; a 422 puts the
// server's message under the field), and the email and role, which only an
// administrator changes.
import { Button, Divider, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconMail, IconShieldCheck, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { NAME_MAX, useUpdateProfile, type Profile } from '../api/profile';
import { AvatarEditor } from './avatar-editor';
import { SectionCard } from '@/components/ui/section-card';

type Values = { name: string };

export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { name: profile.name },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, string>> = checkRequired({ name: values.name.trim() }, ['name']);
      if (!errors.name && values.name.trim().length > NAME_MAX) {
        errors.name = t('profile.details.nameTooLong', { count: NAME_MAX });
      }
      return errors;
    },
  });

  const nameError = form.errors.name === REQUIRED ? true : form.errors.name;
  const changed = form.values.name.trim() !== profile.name;

  const submit = form.onSubmit(({ name }) =>
    update.mutate(
      { name: name.trim() },
      {
        onSuccess: (saved) => {
          const next = saved?.name ?? name.trim();
          form.setInitialValues({ name: next });
          form.setValues({ name: next });
          notifications.show({ color: 'success', message: t('profile.details.saved') });
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields) form.setErrors(fields);
        },
      },
    ),
  );

  return (
    <SectionCard title={t('profile.details.title')} description={t('profile.details.description')}>
      <AvatarEditor profile={profile} />
      <Divider my="lg" />
      <form noValidate onSubmit={submit} aria-label={t('profile.details.title')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              {...form.getInputProps('name')}
              error={nameError}
              label={<FieldLabel missing={form.errors.name === REQUIRED}>{t('profile.details.name')}</FieldLabel>}
              placeholder={t('profile.details.namePlaceholder')}
              leftSection={<IconUser size={16} stroke={1.6} />}
              autoComplete="name"
              withAsterisk
            />
            <TextInput
              label={t('profile.details.email')}
              value={profile.email}
              readOnly
              variant="filled"
              leftSection={<IconMail size={16} stroke={1.6} />}
              description={t('profile.details.emailHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <TextInput
              label={t('profile.details.role')}
              value={t(`roles.${profile.role}`, { defaultValue: profile.role })}
              readOnly
              variant="filled"
              leftSection={<IconShieldCheck size={16} stroke={1.6} />}
              description={t('profile.details.roleHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </SimpleGrid>
          <Group gap="sm" mt="xs">
            <Button type="submit" loading={update.isPending} disabled={!changed}>
              {t('common.saveChanges')}
            </Button>
            <Button
              variant="default"
              disabled={!form.isDirty() || update.isPending}
              onClick={() => form.reset()}
            >
              {t('profile.details.reset')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
