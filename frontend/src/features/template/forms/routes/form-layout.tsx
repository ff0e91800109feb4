// /forms/layout/form-layout: the same kind of form laid out horizontally,
// vertically, in columns, with icons and in sectioned cards. Submit checks
// the required fields (spec section 5: a red 'Required' tag beside each
// missing one) and shows the values once none is missing.
import { Box, Button, Checkbox, Fieldset, Grid, Group, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconBuilding, IconLock, IconPhone, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { SubmittedValues } from '../components/submitted-values';
import { useRequiredForm } from '../components/use-required-form';

const COUNTRIES = ['de', 'fr', 'pt', 'br', 'ca', 'gb', 'us'] as const;

/** A label column beside the field on wide screens, above it on narrow ones. */
function HorizontalRow({ label, htmlFor, children }: { label: ReactNode; htmlFor: string; children: ReactNode }) {
  return (
    <Grid align="center" gutter="xs">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <Text component="label" htmlFor={htmlFor} size="sm" fw={500}>
          {label}
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>{children}</Grid.Col>
    </Grid>
  );
}

function Actions({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('template-forms');
  return (
    <Group gap="sm" mt="md">
      <Button type="submit">{t('common.submit')}</Button>
      <Button variant="default" onClick={onReset}>
        {t('common.reset')}
      </Button>
    </Group>
  );
}

function HorizontalForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm({ firstName: '', email: '', mobile: '', password: '' }, ['firstName', 'email', 'password']);
  return (
    <ExampleCard title={t('formLayout.horizontal')} description={t('formLayout.horizontalHint')} testId="form-horizontal">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="sm">
          <HorizontalRow htmlFor="h-first" label={<FieldLabel missing={form.missing('firstName')}>{t('formLayout.firstName')}</FieldLabel>}>
            <TextInput id="h-first" value={form.values.firstName} onChange={(e) => form.set('firstName', e.currentTarget.value)} error={form.missing('firstName')} />
          </HorizontalRow>
          <HorizontalRow htmlFor="h-email" label={<FieldLabel missing={form.missing('email')}>{t('formLayout.email')}</FieldLabel>}>
            <TextInput id="h-email" type="email" value={form.values.email} onChange={(e) => form.set('email', e.currentTarget.value)} error={form.missing('email')} />
          </HorizontalRow>
          <HorizontalRow htmlFor="h-mobile" label={t('formLayout.mobile')}>
            <TextInput id="h-mobile" value={form.values.mobile} onChange={(e) => form.set('mobile', e.currentTarget.value)} />
          </HorizontalRow>
          <HorizontalRow htmlFor="h-password" label={<FieldLabel missing={form.missing('password')}>{t('formLayout.password')}</FieldLabel>}>
            <PasswordInput id="h-password" value={form.values.password} onChange={(e) => form.set('password', e.currentTarget.value)} error={form.missing('password')} />
          </HorizontalRow>
        </Stack>
        <Actions onReset={form.reset} />
      </form>
      {form.submitted ? (
        <SubmittedValues
          rows={[
            { label: t('formLayout.firstName'), value: form.submitted.firstName },
            { label: t('formLayout.email'), value: form.submitted.email },
            { label: t('formLayout.mobile'), value: form.submitted.mobile },
            { label: t('formLayout.password'), value: '•'.repeat(form.submitted.password.length) },
          ]}
        />
      ) : null}
    </ExampleCard>
  );
}

function VerticalForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm({ fullName: '', email: '', subject: '', remember: false }, ['fullName', 'email', 'subject']);
  return (
    <ExampleCard title={t('formLayout.vertical')} description={t('formLayout.verticalHint')} testId="form-vertical">
      <form onSubmit={form.submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={<FieldLabel missing={form.missing('fullName')}>{t('formLayout.fullName')}</FieldLabel>}
            value={form.values.fullName}
            onChange={(e) => form.set('fullName', e.currentTarget.value)}
            error={form.missing('fullName')}
          />
          <TextInput
            label={<FieldLabel missing={form.missing('email')}>{t('formLayout.email')}</FieldLabel>}
            type="email"
            value={form.values.email}
            onChange={(e) => form.set('email', e.currentTarget.value)}
            error={form.missing('email')}
          />
          <TextInput
            label={<FieldLabel missing={form.missing('subject')}>{t('formLayout.subject')}</FieldLabel>}
            value={form.values.subject}
            onChange={(e) => form.set('subject', e.currentTarget.value)}
            error={form.missing('subject')}
          />
          <Checkbox label={t('formLayout.remember')} checked={form.values.remember} onChange={(e) => form.set('remember', e.currentTarget.checked)} />
        </Stack>
        <Actions onReset={form.reset} />
      </form>
      {form.submitted ? (
        <SubmittedValues
          rows={[
            { label: t('formLayout.fullName'), value: form.submitted.fullName },
            { label: t('formLayout.email'), value: form.submitted.email },
            { label: t('formLayout.subject'), value: form.submitted.subject },
            { label: t('formLayout.remember'), value: form.submitted.remember ? t('formLayout.yes') : t('formLayout.no') },
          ]}
        />
      ) : null}
    </ExampleCard>
  );
}

function IconForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm({ name: '', email: '', phone: '', password: '' }, ['name', 'email']);
  return (
    <ExampleCard title={t('formLayout.withIcons')} description={t('formLayout.withIconsHint')}>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label={<FieldLabel missing={form.missing('name')}>{t('formLayout.fullName')}</FieldLabel>}
            leftSection={<IconUser size={16} />}
            value={form.values.name}
            onChange={(e) => form.set('name', e.currentTarget.value)}
            error={form.missing('name')}
          />
          <TextInput
            label={<FieldLabel missing={form.missing('email')}>{t('formLayout.email')}</FieldLabel>}
            leftSection={<IconAt size={16} />}
            value={form.values.email}
            onChange={(e) => form.set('email', e.currentTarget.value)}
            error={form.missing('email')}
          />
          <TextInput label={t('formLayout.mobile')} leftSection={<IconPhone size={16} />} value={form.values.phone} onChange={(e) => form.set('phone', e.currentTarget.value)} />
          <PasswordInput label={t('formLayout.password')} leftSection={<IconLock size={16} />} value={form.values.password} onChange={(e) => form.set('password', e.currentTarget.value)} />
        </Stack>
        <Actions onReset={form.reset} />
      </form>
      {form.submitted ? (
        <SubmittedValues
          rows={[
            { label: t('formLayout.fullName'), value: form.submitted.name },
            { label: t('formLayout.email'), value: form.submitted.email },
            { label: t('formLayout.mobile'), value: form.submitted.phone },
          ]}
        />
      ) : null}
    </ExampleCard>
  );
}

function SectionedForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm({ username: '', email: '', password: '', fullName: '', language: 'en' as string | null }, ['username', 'email', 'password']);
  return (
    <ExampleCard title={t('formLayout.inCards')} description={t('formLayout.inCardsHint')}>
      <form onSubmit={form.submit} noValidate>
        <Stack gap="md">
          <Fieldset legend={t('formLayout.accountDetails')} variant="filled" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={<FieldLabel missing={form.missing('username')}>{t('formLayout.username')}</FieldLabel>}
                value={form.values.username}
                onChange={(e) => form.set('username', e.currentTarget.value)}
                error={form.missing('username')}
              />
              <TextInput
                label={<FieldLabel missing={form.missing('email')}>{t('formLayout.email')}</FieldLabel>}
                value={form.values.email}
                onChange={(e) => form.set('email', e.currentTarget.value)}
                error={form.missing('email')}
              />
              <PasswordInput
                label={<FieldLabel missing={form.missing('password')}>{t('formLayout.password')}</FieldLabel>}
                value={form.values.password}
                onChange={(e) => form.set('password', e.currentTarget.value)}
                error={form.missing('password')}
              />
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend={t('formLayout.personalInfo')} variant="filled" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('formLayout.fullName')} value={form.values.fullName} onChange={(e) => form.set('fullName', e.currentTarget.value)} />
              <Select
                label={t('formLayout.language')}
                value={form.values.language}
                onChange={(value) => form.set('language', value)}
                data={['en', 'de', 'fr', 'pt'].map((code) => ({ value: code, label: t(`formLayout.languages.${code}`) }))}
              />
            </SimpleGrid>
          </Fieldset>
        </Stack>
        <Actions onReset={form.reset} />
      </form>
      {form.submitted ? (
        <SubmittedValues
          rows={[
            { label: t('formLayout.username'), value: form.submitted.username },
            { label: t('formLayout.email'), value: form.submitted.email },
            { label: t('formLayout.fullName'), value: form.submitted.fullName },
            { label: t('formLayout.language'), value: form.submitted.language ? t(`formLayout.languages.${form.submitted.language}`) : '' },
          ]}
        />
      ) : null}
    </ExampleCard>
  );
}

function MultiColumnForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm(
    { firstName: '', lastName: '', city: '', country: null as string | null, company: '', email: '' },
    ['firstName', 'lastName', 'country', 'email'],
  );
  const field = (name: 'firstName' | 'lastName' | 'city' | 'company' | 'email', required: boolean, icon?: ReactNode) => (
    <TextInput
      label={required ? <FieldLabel missing={form.missing(name)}>{t(`formLayout.${name}`)}</FieldLabel> : t(`formLayout.${name}`)}
      leftSection={icon}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.currentTarget.value)}
      error={form.missing(name)}
    />
  );
  return (
    <ExampleCard title={t('formLayout.multiColumn')} description={t('formLayout.multiColumnHint')} testId="form-multi">
      <form onSubmit={form.submit} noValidate>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
          {field('firstName', true)}
          {field('lastName', true)}
          {field('email', true, <IconAt size={16} />)}
          {field('city', false)}
          <Select
            label={<FieldLabel missing={form.missing('country')}>{t('formLayout.country')}</FieldLabel>}
            placeholder={t('formLayout.pickCountry')}
            value={form.values.country}
            onChange={(value) => form.set('country', value)}
            data={COUNTRIES.map((code) => ({ value: code, label: t(`select.countries.${code}`) }))}
            error={form.missing('country')}
            searchable
          />
          {field('company', false, <IconBuilding size={16} />)}
        </SimpleGrid>
        <Actions onReset={form.reset} />
      </form>
      {form.submitted ? (
        <SubmittedValues
          rows={[
            { label: t('formLayout.firstName'), value: form.submitted.firstName },
            { label: t('formLayout.lastName'), value: form.submitted.lastName },
            { label: t('formLayout.email'), value: form.submitted.email },
            { label: t('formLayout.city'), value: form.submitted.city },
            { label: t('formLayout.country'), value: form.submitted.country ? t(`select.countries.${form.submitted.country}`) : '' },
            { label: t('formLayout.company'), value: form.submitted.company },
          ]}
        />
      ) : null}
    </ExampleCard>
  );
}

export function FormLayoutPage() {
  const { t } = useTranslation('template-forms');
  return (
    <TemplatePage route="tplFormLayout" description={t('formLayout.intro')}>
      <ExampleGrid>
        <HorizontalForm />
        <VerticalForm />
        <IconForm />
        <SectionedForm />
      </ExampleGrid>
      <Box mt="lg">
        <MultiColumnForm />
      </Box>
    </TemplatePage>
  );
}
