// /forms/formik: a sign-up form validated with formik (the library the
// route is named after; used on this page only): required fields, e-mail
// format, password and confirmation, an age range, a role and the terms.
// Errors show once a field is left; the button is disabled while the
// (simulated) submission runs; a summary follows.
import { Alert, Button, Checkbox, Group, NumberInput, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard, ExampleGrid, TemplatePage } from '../../components/example-card';
import { SubmittedValues } from '../components/submitted-values';
import { AGE_MAX, AGE_MIN, EMPTY_SIGN_UP, validateSignUp, type SignUpValues } from '../lib/formik-rules';

const ROLES = ['analyst', 'auditor', 'manager'] as const;
/** How long the pretend submission takes. */
const SUBMIT_DELAY_MS = 400;

export function FormikPage() {
  const { t } = useTranslation('template-forms');
  const [result, setResult] = useState<SignUpValues | null>(null);
  const formik = useFormik<SignUpValues>({
    initialValues: EMPTY_SIGN_UP,
    validate: validateSignUp,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      await new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS));
      setResult(values);
      helpers.resetForm();
    },
  });
  const error = (name: keyof SignUpValues) => {
    const key = formik.touched[name] ? formik.errors[name] : undefined;
    return key ? t(`formik.errors.${key}`, { min: AGE_MIN, max: AGE_MAX }) : undefined;
  };
  const visited = (Object.keys(formik.errors) as (keyof SignUpValues)[]).filter((name) => formik.touched[name]);
  const roleLabel = (role: string | null) => (role ? t(`formik.roles.${role}`) : '');

  return (
    <TemplatePage route="tplFormik" description={t('formik.intro')}>
      <ExampleGrid>
        <ExampleCard title={t('formik.signUp')} description={t('formik.signUpHint')} testId="formik-form">
          <form onSubmit={formik.handleSubmit} noValidate>
            <Stack gap="sm">
              <TextInput label={t('formik.fullName')} withAsterisk {...formik.getFieldProps('fullName')} error={error('fullName')} />
              <TextInput label={t('formik.email')} withAsterisk type="email" {...formik.getFieldProps('email')} error={error('email')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <PasswordInput label={t('formik.password')} withAsterisk {...formik.getFieldProps('password')} error={error('password')} />
                <PasswordInput label={t('formik.confirm')} withAsterisk {...formik.getFieldProps('confirm')} error={error('confirm')} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <NumberInput
                  label={t('formik.age')}
                  withAsterisk
                  name="age"
                  value={formik.values.age}
                  onChange={(value) => void formik.setFieldValue('age', value)}
                  onBlur={() => void formik.setFieldTouched('age', true)}
                  allowDecimal={false}
                  error={error('age')}
                />
                <Select
                  label={t('formik.role')}
                  withAsterisk
                  placeholder={t('formik.pickRole')}
                  data={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
                  value={formik.values.role}
                  onChange={(value) => void formik.setFieldValue('role', value)}
                  onBlur={() => void formik.setFieldTouched('role', true)}
                  error={error('role')}
                />
              </SimpleGrid>
              <Checkbox
                label={t('formik.terms')}
                checked={formik.values.terms}
                onChange={(event) => {
                  void formik.setFieldValue('terms', event.currentTarget.checked);
                  void formik.setFieldTouched('terms', true, false);
                }}
                error={error('terms')}
              />
            </Stack>
            <Group mt="lg" gap="sm">
              <Button type="submit" loading={formik.isSubmitting} disabled={formik.isSubmitting}>
                {t('formik.create')}
              </Button>
              <Button variant="default" onClick={() => formik.resetForm()} disabled={formik.isSubmitting}>
                {t('common.reset')}
              </Button>
            </Group>
          </form>
          {result ? (
            <SubmittedValues
              title={t('formik.success')}
              rows={[
                { label: t('formik.fullName'), value: result.fullName },
                { label: t('formik.email'), value: result.email },
                { label: t('formik.age'), value: String(result.age) },
                { label: t('formik.role'), value: roleLabel(result.role) },
              ]}
              testId="formik-summary"
            />
          ) : null}
        </ExampleCard>
        <ExampleCard title={t('formik.state')} description={t('formik.stateHint')}>
          <Stack gap="xs">
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('formik.valid')}:
              </Text>
              <Text size="sm" c={formik.isValid ? 'success' : 'danger'}>
                {formik.isValid ? t('formLayout.yes') : t('formLayout.no')}
              </Text>
            </Group>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('formik.dirty')}:
              </Text>
              <Text size="sm">{formik.dirty ? t('formLayout.yes') : t('formLayout.no')}</Text>
            </Group>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {t('formik.attempts')}:
              </Text>
              <Text size="sm">{formik.submitCount}</Text>
            </Group>
            <Text size="sm" fw={600} mt="xs">
              {t('formik.touchedErrors')}:
            </Text>
            <Stack gap={2}>
              {visited.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('common.none')}
                </Text>
              ) : null}
              {visited.map((name) => (
                <Text key={name} size="sm" c="danger">
                  • {t(`formik.fieldNames.${name}`)}: {error(name)}
                </Text>
              ))}
            </Stack>
            <Alert mt="md" variant="light" color="info" icon={<IconInfoCircle size={18} />}>
              {t('formik.note')}
            </Alert>
          </Stack>
        </ExampleCard>
      </ExampleGrid>
    </TemplatePage>
  );
}
