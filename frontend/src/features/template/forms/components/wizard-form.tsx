// The wizard of /forms/wizard: four steps (account, personal info, address,
// social links and review), each checked before Next; Back keeps the values;
// the last step submits and shows a summary. Horizontal or vertical.
import { Button, Divider, Grid, Group, PasswordInput, Select, SimpleGrid, Stack, Stepper, Text, TextInput, type StepperProps } from '@mantine/core';
import { IconBrandLinkedin, IconBrandX, IconCircleCheck, IconHome, IconUser, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import { hasErrors, REQUIRED, type ErrorsMap } from '@/lib/validation';
import { EMPTY_WIZARD, stepErrors, WIZARD_STEPS, type WizardField, type WizardValues } from '../lib/wizard';
import { SubmittedValues } from './submitted-values';

const ICONS = [IconUser, IconUserCircle, IconHome, IconBrandLinkedin];
const COUNTRIES = ['de', 'fr', 'pt', 'br', 'ca', 'gb', 'us'] as const;
const LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;

export function WizardForm({ orientation = 'horizontal', testId }: { orientation?: StepperProps['orientation']; testId: string }) {
  const { t } = useTranslation('template-forms');
  const [active, setActive] = useState(0);
  const [values, setValues] = useState<WizardValues>(EMPTY_WIZARD);
  const [errors, setErrors] = useState<ErrorsMap<WizardField>>({});
  const [done, setDone] = useState(false);
  const last = WIZARD_STEPS.length - 1;

  function set<K extends WizardField>(name: K, value: WizardValues[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors({ ...errors, [name]: stepErrors(active, next)[name] });
  }

  function next() {
    const found = stepErrors(active, values);
    setErrors(found);
    if (hasErrors(found)) return;
    if (active === last) setDone(true);
    else setActive(active + 1);
  }

  function back() {
    setErrors({});
    setActive(Math.max(0, active - 1));
  }

  function restart() {
    setValues(EMPTY_WIZARD);
    setErrors({});
    setActive(0);
    setDone(false);
  }

  const label = (name: WizardField, required = true) =>
    required ? <FieldLabel missing={errors[name] === REQUIRED}>{t(`wizard.fields.${name}`)}</FieldLabel> : t(`wizard.fields.${name}`);
  const message = (name: WizardField) => {
    const error = errors[name];
    if (!error) return undefined;
    return error === REQUIRED ? true : t(`wizard.errors.${error}`);
  };
  const text = (name: Exclude<WizardField, 'country' | 'language'>, required = true) => (
    <TextInput label={label(name, required)} value={values[name]} onChange={(e) => set(name, e.currentTarget.value)} error={message(name)} />
  );

  const panels = [
    <SimpleGrid key="account" cols={{ base: 1, sm: 2 }} spacing="md">
      {text('username')}
      {text('email')}
      <PasswordInput label={label('password')} value={values.password} onChange={(e) => set('password', e.currentTarget.value)} error={message('password')} />
      <PasswordInput label={label('confirm')} value={values.confirm} onChange={(e) => set('confirm', e.currentTarget.value)} error={message('confirm')} />
    </SimpleGrid>,
    <SimpleGrid key="personal" cols={{ base: 1, sm: 2 }} spacing="md">
      {text('firstName')}
      {text('lastName')}
      <Select
        label={label('country')}
        placeholder={t('formLayout.pickCountry')}
        data={COUNTRIES.map((code) => ({ value: code, label: t(`select.countries.${code}`) }))}
        value={values.country}
        onChange={(value) => set('country', value)}
        error={message('country')}
        searchable
      />
      <Select
        label={label('language', false)}
        data={LANGUAGES.map((code) => ({ value: code, label: t(`formLayout.languages.${code}`) }))}
        value={values.language}
        onChange={(value) => set('language', value)}
        clearable
      />
    </SimpleGrid>,
    <SimpleGrid key="address" cols={{ base: 1, sm: 2 }} spacing="md">
      {text('street')}
      {text('city')}
      {text('postalCode')}
      {text('landmark', false)}
    </SimpleGrid>,
    <SimpleGrid key="social" cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={label('twitter', false)} leftSection={<IconBrandX size={16} />} placeholder="@riskhub" value={values.twitter} onChange={(e) => set('twitter', e.currentTarget.value)} />
      <TextInput
        label={label('linkedin', false)}
        leftSection={<IconBrandLinkedin size={16} />}
        placeholder="https://linkedin.com/in/…"
        value={values.linkedin}
        onChange={(e) => set('linkedin', e.currentTarget.value)}
        error={message('linkedin')}
      />
    </SimpleGrid>,
  ];

  const summary = WIZARD_STEPS.flatMap((step) => step.fields)
    .filter((name) => name !== 'password' && name !== 'confirm')
    .map((name) => {
      const value = values[name];
      const shown =
        name === 'country' && value ? t(`select.countries.${value}`) : name === 'language' && value ? t(`formLayout.languages.${value}`) : (value ?? '');
      return { label: t(`wizard.fields.${name}`), value: shown };
    });

  const vertical = orientation === 'vertical';
  const stepper = (
    <Stepper
      active={done ? WIZARD_STEPS.length : active}
      onStepClick={(step) => step < active && !done && setActive(step)}
      allowNextStepsSelect={false}
      orientation={orientation}
      size="sm"
      iconSize={vertical ? 36 : 38}
    >
      {WIZARD_STEPS.map((step, index) => {
        const StepIcon = ICONS[index] ?? IconUser;
        return (
          <Stepper.Step
            key={step.key}
            label={t(`wizard.steps.${step.key}`)}
            description={t(`wizard.steps.${step.key}Hint`)}
            icon={<StepIcon size={18} />}
            color={index === active && hasErrors(errors) ? 'danger' : undefined}
          />
        );
      })}
    </Stepper>
  );
  const content = (
    <div>
      {done ? (
        <SubmittedValues title={t('wizard.doneTitle')} rows={summary} testId={`${testId}-summary`} />
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="md">
            {t('wizard.stepOf', { step: active + 1, total: WIZARD_STEPS.length })}
          </Text>
          {panels[active]}
        </>
      )}
      <Group justify="space-between" mt="xl">
        {done ? (
          <Button variant="default" onClick={restart}>
            {t('wizard.restart')}
          </Button>
        ) : (
          <>
            <Button variant="default" onClick={back} disabled={active === 0}>
              {t('wizard.back')}
            </Button>
            <Button onClick={next} color={active === last ? 'success' : 'primary'} rightSection={active === last ? <IconCircleCheck size={16} /> : null}>
              {active === last ? t('common.submit') : t('wizard.next')}
            </Button>
          </>
        )}
      </Group>
    </div>
  );

  return (
    <div data-testid={testId}>
      {vertical ? (
        <Grid gutter="xl">
          <Grid.Col span={{ base: 12, md: 4 }} style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}>
            {stepper}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>{content}</Grid.Col>
        </Grid>
      ) : (
        <Stack gap="xl">
          {stepper}
          <Divider />
          {content}
        </Stack>
      )}
    </div>
  );
}
