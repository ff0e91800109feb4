// /app/user/edit?id=: a sample user's edit form in three tabs (account,
// information, social). Spec section 5: a required field is flagged with the
// red 'Required' tag as soon as it is emptied and on save; the server checks
// the same and more (422 with field names), shown beside each field.
import {
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDeviceFloppy, IconInfoCircle, IconShare, IconUser } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FieldLabel } from '@/components/ui/field-label';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/routes';
import { serverFieldErrors } from '@/lib/form-errors';
import { REQUIRED, editField, hasErrors, type FormState } from '@/lib/validation';
import { useDemoUser, useUpdateDemoUser, type DemoUser } from '../api/users';
import { PermissionsTable } from '../components/permissions-table';
import { UserAvatar } from '../components/user-badges';
import { UserLoadState } from '../components/user-load-state';
import {
  CONTACT_OPTIONS,
  DEPARTMENTS,
  GENDERS,
  LANGUAGES,
  REQUIRED_FIELDS,
  ROLES,
  STATUSES,
  checkUserForm,
  firstTabWithError,
  fromForm,
  idFromSearch,
  toForm,
  type EditTab,
  type UserFormField,
  type UserFormFields,
} from '../lib/users';

export function UserEditRoute() {
  const [search] = useSearchParams();
  const id = idFromSearch(search);
  const user = useDemoUser(id);
  if (!user.data) return <UserLoadState route="appUserEdit" backTo={paths.appUserList} id={id} query={user} />;
  // A new form per user (and per saved version), so the fields start from it.
  return <EditForm key={`${user.data.id}`} user={user.data} />;
}

function EditForm({ user }: { user: DemoUser }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useUpdateDemoUser();
  const [tab, setTab] = useState<EditTab>('account');
  const [form, setForm] = useState<FormState<UserFormFields>>({ fields: toForm(user), errors: {} });
  const [permissions, setPermissions] = useState(user.permissions);
  const { fields, errors } = form;

  const set = <K extends UserFormField>(name: K, value: UserFormFields[K]) =>
    setForm((state) => editField(state, name, value, REQUIRED_FIELDS.includes(name)));

  /** A field's label (with the 'Required' tag) and its other error, if any. */
  const label = (name: UserFormField, text: ReactNode = t(`usersApp.fields.${name.replace(/^(location|social_links)\./, '')}`)) => (
    <FieldLabel missing={errors[name] === REQUIRED}>{text}</FieldLabel>
  );
  const error = (name: UserFormField) => (errors[name] && errors[name] !== REQUIRED ? errors[name] : undefined);
  const required = (name: UserFormField) => REQUIRED_FIELDS.includes(name);
  const text = (name: UserFormField, extra: { label?: ReactNode; placeholder?: string; type?: string } = {}) => (
    <TextInput
      label={label(name, extra.label)}
      aria-required={required(name)}
      type={extra.type}
      placeholder={extra.placeholder}
      value={fields[name] as string}
      onChange={(event) => set(name, event.currentTarget.value)}
      error={error(name)}
      data-field={name}
    />
  );
  const choice = (name: UserFormField, prefix: string, values: readonly string[]) => (
    <Select
      label={label(name)}
      aria-required={required(name)}
      data={values.map((value) => ({ value, label: t(`usersApp.${prefix}.${value}`) }))}
      value={(fields[name] as string) || null}
      onChange={(value) => set(name, (value ?? '') as never)}
      error={error(name)}
      allowDeselect={false}
      data-field={name}
    />
  );

  const submit = () => {
    const missing = checkUserForm(fields);
    if (hasErrors(missing)) {
      setForm((state) => ({ ...state, errors: { ...state.errors, ...missing } }));
      setTab(firstTabWithError(missing) ?? tab);
      notifications.show({ color: 'danger', message: t('usersApp.edit.fixFields') });
      return;
    }
    save.mutate(fromForm(user, fields, permissions), {
      onSuccess: (saved) => {
        notifications.show({ color: 'success', message: t('usersApp.edit.saved', { name: saved.name }) });
        void navigate(`${paths.appUserView}?id=${saved.id}`);
      },
      onError: (failure) => {
        const server = serverFieldErrors(failure);
        if (!server) return;
        setForm((state) => ({ ...state, errors: { ...state.errors, ...server } }));
        setTab(firstTabWithError(server) ?? tab);
      },
    });
  };

  const tabError = (which: EditTab) =>
    Object.entries(errors).some(([name, message]) => message && (firstTabWithError({ [name]: message }) === which));

  return (
    <>
      <PageHeader
        route="appUserEdit"
        actions={
          <Button component={Link} to={`${paths.appUserView}?id=${user.id}`} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {t('usersApp.edit.cancel')}
          </Button>
        }
      />
      <Card padding={0}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Tabs value={tab} onChange={(value) => setTab((value as EditTab) ?? 'account')} keepMounted={false}>
            <Tabs.List px="lg" pt="sm">
              {(
                [
                  ['account', IconUser],
                  ['information', IconInfoCircle],
                  ['social', IconShare],
                ] as const
              ).map(([value, TabIcon]) => (
                <Tabs.Tab
                  key={value}
                  value={value}
                  leftSection={<TabIcon size={16} />}
                  color={tabError(value) ? 'danger' : undefined}
                  c={tabError(value) ? 'danger' : undefined}
                >
                  {t(`usersApp.edit.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="account" p="lg">
              <Stack gap="lg">
                <Group gap="md">
                  <UserAvatar user={{ ...user, name: fields.name || user.name }} size={72} radius="md" />
                  <div>
                    <Title order={2} fz={18}>
                      {fields.name || user.name}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('usersApp.edit.avatarHint')}
                    </Text>
                  </div>
                </Group>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                  {text('username')}
                  {text('name')}
                  {text('email', { type: 'email' })}
                  {choice('status', 'status', STATUSES)}
                  {choice('role', 'roles', ROLES)}
                  {choice('department', 'departments', DEPARTMENTS)}
                  {text('company')}
                  <Switch
                    mt={28}
                    label={t('usersApp.fields.is_verified')}
                    checked={fields.is_verified}
                    onChange={(event) => set('is_verified', event.currentTarget.checked)}
                  />
                </SimpleGrid>
                <div>
                  <Title order={3} fz={16} mb={4}>
                    {t('usersApp.permissions.title')}
                  </Title>
                  <Card withBorder padding={0} mt="sm">
                    <PermissionsTable
                      permissions={permissions}
                      onChange={(area, right, value) =>
                        setPermissions((current) => ({ ...current, [area]: { ...current[area], [right]: value } }))
                      }
                    />
                  </Card>
                </div>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="information" p="lg">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {text('dob', { type: 'date' })}
                {text('mobile')}
                {text('website', { placeholder: 'https://' })}
                {text('country')}
                <MultiSelect
                  label={label('languages_known')}
                  aria-required
                  data={LANGUAGES.map((value) => ({ value, label: t(`usersApp.languages.${value}`) }))}
                  value={fields.languages_known}
                  onChange={(value) => set('languages_known', value)}
                  error={error('languages_known')}
                  data-field="languages_known"
                />
                <Radio.Group
                  label={label('gender')}
                  value={fields.gender}
                  onChange={(value) => set('gender', value)}
                  error={error('gender')}
                >
                  <Group mt={8}>
                    {GENDERS.map((value) => (
                      <Radio key={value} value={value} label={t(`usersApp.genders.${value}`)} />
                    ))}
                  </Group>
                </Radio.Group>
                <Checkbox.Group
                  label={t('usersApp.fields.contact_options')}
                  value={fields.contact_options}
                  onChange={(value) => set('contact_options', value)}
                  error={error('contact_options')}
                >
                  <Group mt={8}>
                    {CONTACT_OPTIONS.map((value) => (
                      <Checkbox key={value} value={value} label={t(`usersApp.contactOptions.${value}`)} />
                    ))}
                  </Group>
                </Checkbox.Group>
              </SimpleGrid>
              <Title order={3} fz={16} mt="xl" mb="md">
                {t('usersApp.view.address')}
              </Title>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {text('location.add_line_1')}
                {text('location.add_line_2')}
                {text('location.post_code')}
                {text('location.city')}
                {text('location.state')}
                {text('location.country', { label: t('usersApp.fields.locationCountry') })}
              </SimpleGrid>
            </Tabs.Panel>
            <Tabs.Panel value="social" p="lg">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                {(['twitter', 'facebook', 'instagram', 'github', 'codepen'] as const).map((key) => (
                  <div key={key}>{text(`social_links.${key}`, { label: t(`usersApp.social.${key}`), placeholder: 'https://' })}</div>
                ))}
                {text('social_links.slack', { label: t('usersApp.social.slack'), placeholder: '@' })}
              </SimpleGrid>
            </Tabs.Panel>
          </Tabs>
          <Group justify="flex-end" gap="sm" px="lg" py="md" style={{ borderTop: '1px solid var(--rh-border-color, var(--mantine-color-default-border))' }}>
            <Button component={Link} to={`${paths.appUserView}?id=${user.id}`} variant="default">
              {t('usersApp.edit.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} />}>
              {t('usersApp.edit.save')}
            </Button>
          </Group>
        </form>
      </Card>
    </>
  );
}
