// /forms/layout/form-layout: the same kind of form laid out horizontally,
// vertically, in columns, with icons and in sectioned cards. Submit checks
// the required fields (spec section 5: a red 'Required' tag beside each
// missing one) and shows the values once none is missing.
import { Box, Checkbox, Fieldset, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconAt, IconBuilding, IconLock, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { ExampleGrid, TemplatePage } from '../../components/example-card';
import { FormInput } from '../components/form-input';
import { RequiredFormCard } from '../components/required-form-card';
import { useRequiredForm } from '../components/use-required-form';

const COUNTRIES = ['de', 'fr', 'pt', 'br', 'ca', 'gb', 'us'] as const;

function HorizontalForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm({ firstName: '', email: '', mobile: '', password: '' }, ['firstName', 'email', 'password']);
  return (
    <RequiredFormCard
      title={t('formLayout.horizontal')}
      description={t('formLayout.horizontalHint')}
      testId="form-horizontal"
      form={form}
      summary={(sent) => [
        { label: t('formLayout.firstName'), value: sent.firstName },
        { label: t('formLayout.email'), value: sent.email },
        { label: t('formLayout.mobile'), value: sent.mobile },
        { label: t('formLayout.password'), value: '•'.repeat(sent.password.length) },
      ]}
    >
      <Stack gap="sm">
        <FormInput horizontal form={form} name="firstName" id="h-first" label={t('formLayout.firstName')} />
        <FormInput horizontal form={form} name="email" id="h-email" type="email" label={t('formLayout.email')} />
        <FormInput horizontal form={form} name="mobile" id="h-mobile" label={t('formLayout.mobile')} />
        <FormInput horizontal password form={form} name="password" id="h-password" label={t('formLayout.password')} />
      </Stack>
    </RequiredFormCard>
  );
}

function VerticalForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm({ fullName: '', email: '', subject: '', remember: false }, ['fullName', 'email', 'subject']);
  return (
    <RequiredFormCard
      title={t('formLayout.vertical')}
      description={t('formLayout.verticalHint')}
      testId="form-vertical"
      form={form}
      summary={(sent) => [
        { label: t('formLayout.fullName'), value: sent.fullName },
        { label: t('formLayout.email'), value: sent.email },
        { label: t('formLayout.subject'), value: sent.subject },
        { label: t('formLayout.remember'), value: sent.remember ? t('formLayout.yes') : t('formLayout.no') },
      ]}
    >
      <Stack gap="sm">
        <FormInput form={form} name="fullName" label={t('formLayout.fullName')} />
        <FormInput form={form} name="email" type="email" label={t('formLayout.email')} />
        <FormInput form={form} name="subject" label={t('formLayout.subject')} />
        <Checkbox label={t('formLayout.remember')} checked={form.values.remember} onChange={(e) => form.set('remember', e.currentTarget.checked)} />
      </Stack>
    </RequiredFormCard>
  );
}

function IconForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm({ name: '', email: '', phone: '', password: '' }, ['name', 'email']);
  return (
    <RequiredFormCard
      title={t('formLayout.withIcons')}
      description={t('formLayout.withIconsHint')}
      form={form}
      summary={(sent) => [
        { label: t('formLayout.fullName'), value: sent.name },
        { label: t('formLayout.email'), value: sent.email },
        { label: t('formLayout.mobile'), value: sent.phone },
      ]}
    >
      <Stack gap="sm">
        <FormInput form={form} name="name" label={t('formLayout.fullName')} leftSection={<IconUser size={16} />} />
        <FormInput form={form} name="email" label={t('formLayout.email')} leftSection={<IconAt size={16} />} />
        <FormInput form={form} name="phone" label={t('formLayout.mobile')} leftSection={<IconPhone size={16} />} />
        <FormInput password form={form} name="password" label={t('formLayout.password')} leftSection={<IconLock size={16} />} />
      </Stack>
    </RequiredFormCard>
  );
}

function SectionedForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm({ username: '', email: '', password: '', fullName: '', language: 'en' as string | null }, ['username', 'email', 'password']);
  return (
    <RequiredFormCard
      title={t('formLayout.inCards')}
      description={t('formLayout.inCardsHint')}
      form={form}
      summary={(sent) => [
        { label: t('formLayout.username'), value: sent.username },
        { label: t('formLayout.email'), value: sent.email },
        { label: t('formLayout.fullName'), value: sent.fullName },
        { label: t('formLayout.language'), value: sent.language ? t(`formLayout.languages.${sent.language}`) : '' },
      ]}
    >
      <Stack gap="md">
        <Fieldset legend={t('formLayout.accountDetails')} variant="filled" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FormInput form={form} name="username" label={t('formLayout.username')} />
            <FormInput form={form} name="email" label={t('formLayout.email')} />
            <FormInput password form={form} name="password" label={t('formLayout.password')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('formLayout.personalInfo')} variant="filled" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <FormInput form={form} name="fullName" label={t('formLayout.fullName')} />
            <Select
              label={t('formLayout.language')}
              value={form.values.language}
              onChange={(value) => form.set('language', value)}
              data={['en', 'de', 'fr', 'pt'].map((code) => ({ value: code, label: t(`formLayout.languages.${code}`) }))}
            />
          </SimpleGrid>
        </Fieldset>
      </Stack>
    </RequiredFormCard>
  );
}

function MultiColumnForm() {
  const { t } = useTranslation('template-forms');
  const form = useRequiredForm(
    { firstName: '', lastName: '', city: '', country: null as string | null, company: '', email: '' },
    ['firstName', 'lastName', 'country', 'email'],
  );
  return (
    <RequiredFormCard
      title={t('formLayout.multiColumn')}
      description={t('formLayout.multiColumnHint')}
      testId="form-multi"
      form={form}
      summary={(sent) => [
        { label: t('formLayout.firstName'), value: sent.firstName },
        { label: t('formLayout.lastName'), value: sent.lastName },
        { label: t('formLayout.email'), value: sent.email },
        { label: t('formLayout.city'), value: sent.city },
        { label: t('formLayout.country'), value: sent.country ? t(`select.countries.${sent.country}`) : '' },
        { label: t('formLayout.company'), value: sent.company },
      ]}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
        <FormInput form={form} name="firstName" label={t('formLayout.firstName')} />
        <FormInput form={form} name="lastName" label={t('formLayout.lastName')} />
        <FormInput form={form} name="email" label={t('formLayout.email')} leftSection={<IconAt size={16} />} />
        <FormInput form={form} name="city" label={t('formLayout.city')} />
        <Select
          label={<FieldLabel missing={form.missing('country')}>{t('formLayout.country')}</FieldLabel>}
          placeholder={t('formLayout.pickCountry')}
          value={form.values.country}
          onChange={(value) => form.set('country', value)}
          data={COUNTRIES.map((code) => ({ value: code, label: t(`select.countries.${code}`) }))}
          error={form.missing('country')}
          searchable
        />
        <FormInput form={form} name="company" label={t('formLayout.company')} leftSection={<IconBuilding size={16} />} />
      </SimpleGrid>
    </RequiredFormCard>
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
