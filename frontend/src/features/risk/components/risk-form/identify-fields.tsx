// The "what is the risk" part of the risk form: title, description, event,
// causes, effects, category, function and owner.
import { Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FieldLabel } from '@/components/ui/field-label';
import type { FieldErrors } from '../../lib/required';
import type { RiskFields } from '../../lib/risk-fields';
import { errorProp, fieldId, isFlagged } from './field-state';
import type { FormOptions } from './use-form-options';

type IdentifyFieldsProps = {
  values: RiskFields;
  errors: FieldErrors;
  options: FormOptions;
  onChange: <K extends keyof RiskFields>(key: K, value: RiskFields[K]) => void;
  /** Prefix of the inputs' ids (two forms may be on one page). */
  idPrefix?: string;
};

export function IdentifyFields({ values, errors, options, onChange, idPrefix = 'risk' }: IdentifyFieldsProps) {
  const { t } = useTranslation();
  const label = (key: keyof RiskFields, text: string) => <FieldLabel missing={isFlagged(errors, key)}>{text}</FieldLabel>;
  const id = (key: string) => fieldId(idPrefix, key);
  const nothingFound = t('list.nothingFound');

  const area = (key: 'description' | 'risk_event' | 'causes' | 'effects', minRows = 2) => (
    <Textarea
      id={id(key)}
      label={t(`risk.form.${key}`)}
      description={t(`risk.form.${key}Hint`)}
      value={values[key]}
      onChange={(event) => onChange(key, event.currentTarget.value)}
      error={errorProp(errors, key)}
      autosize
      minRows={minRows}
      maxRows={10}
    />
  );

  return (
    <Stack gap="md">
      <TextInput
        id={id('title')}
        label={label('title', t('risk.form.title'))}
        withAsterisk
        placeholder={t('risk.form.titlePlaceholder')}
        value={values.title}
        onChange={(event) => onChange('title', event.currentTarget.value)}
        error={errorProp(errors, 'title')}
        maxLength={200}
        autoComplete="off"
      />
      {area('description', 3)}
      {area('risk_event')}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {area('causes')}
        {area('effects')}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Select
          id={id('category_id')}
          label={label('category_id', t('risk.form.category'))}
          withAsterisk
          placeholder={t('risk.form.choose')}
          data={options.categories}
          value={values.category_id}
          onChange={(value) => onChange('category_id', value)}
          error={errorProp(errors, 'category_id')}
          searchable
          clearable
          nothingFoundMessage={nothingFound}
        />
        <Select
          id={id('function_id')}
          label={label('function_id', t('risk.form.function'))}
          withAsterisk
          placeholder={t('risk.form.choose')}
          data={options.functions}
          value={values.function_id}
          onChange={(value) => onChange('function_id', value)}
          error={errorProp(errors, 'function_id')}
          searchable
          clearable
          nothingFoundMessage={nothingFound}
        />
        <Select
          id={id('owner_id')}
          label={label('owner_id', t('risk.form.owner'))}
          withAsterisk
          placeholder={t('risk.form.choose')}
          data={options.users}
          value={values.owner_id}
          onChange={(value) => onChange('owner_id', value)}
          error={errorProp(errors, 'owner_id')}
          searchable
          clearable
          nothingFoundMessage={nothingFound}
        />
      </SimpleGrid>
    </Stack>
  );
}
