// One example form of the form layout page: the card, the form that checks
// its required fields on Submit, Submit and Reset, and the values it was
// sent with once none is missing.
import { Button, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExampleCard } from '../../components/example-card';
import { SubmittedValues, type SubmittedRow } from './submitted-values';
import type { RequiredForm } from './use-required-form';

type RequiredFormCardProps<T extends Record<string, unknown>> = {
  title: string;
  description: string;
  testId?: string;
  form: RequiredForm<T>;
  /** The submitted values, label by label. */
  summary: (values: T) => SubmittedRow[];
  children: ReactNode;
};

export function RequiredFormCard<T extends Record<string, unknown>>({ title, description, testId, form, summary, children }: RequiredFormCardProps<T>) {
  const { t } = useTranslation('template-forms');
  return (
    <ExampleCard title={title} description={description} testId={testId}>
      <form onSubmit={form.submit} noValidate>
        {children}
        <Group gap="sm" mt="md">
          <Button type="submit">{t('common.submit')}</Button>
          <Button variant="default" onClick={form.reset}>
            {t('common.reset')}
          </Button>
        </Group>
      </form>
      {form.submitted ? <SubmittedValues rows={summary(form.submitted)} /> : null}
    </ExampleCard>
  );
}
