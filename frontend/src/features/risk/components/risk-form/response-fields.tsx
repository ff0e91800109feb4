// Management response, appetite, key risk indicator and status of a risk.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ManagementResponse, RiskMethod } from '../../api/types';
import type { FieldErrors } from '../../lib/required';
import type { RiskFields } from '../../lib/risk-fields';
import { errorProp, fieldId } from './field-state';

type ResponseFieldsProps = {
  method: Pick<RiskMethod, 'risk_bands'>;
  values: RiskFields;
  errors: FieldErrors;
  onChange: <K extends keyof RiskFields>(key: K, value: RiskFields[K]) => void;
  idPrefix?: string;
  /** Show the active / inactive choice (editing an existing risk). */
  withStatus?: boolean;
};

const RESPONSES: ManagementResponse[] = ['monitor', 'accept', 'improve'];

export function ResponseFields({ method, values, errors, onChange, idPrefix = 'risk', withStatus = false }: ResponseFieldsProps) {
  const { t } = useTranslation();
  const id = (key: string) => fieldId(idPrefix, key);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        id={id('response')}
        label={t('risk.form.response')}
        description={t('risk.form.responseHint')}
        placeholder={t('risk.form.noResponse')}
        data={RESPONSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        value={values.response || null}
        onChange={(value) => onChange('response', (value ?? '') as ManagementResponse | '')}
        error={errorProp(errors, 'response')}
        clearable
      />
      <Select
        id={id('appetite')}
        label={t('risk.form.appetite')}
        description={t('risk.form.appetiteHint')}
        placeholder={t('risk.form.choose')}
        data={method.risk_bands.map((band) => ({
          value: band.name,
          label: t(`ratings.${band.name}`, { defaultValue: band.name }),
        }))}
        value={values.appetite || null}
        onChange={(value) => onChange('appetite', value ?? '')}
        error={errorProp(errors, 'appetite')}
        clearable
      />
      <TextInput
        id={id('key_risk_indicator')}
        label={t('risk.form.kri')}
        description={t('risk.form.kriHint')}
        value={values.key_risk_indicator}
        onChange={(event) => onChange('key_risk_indicator', event.currentTarget.value)}
        error={errorProp(errors, 'key_risk_indicator')}
        maxLength={500}
      />
      <TextInput
        id={id('kri_level')}
        label={t('risk.form.kriLevel')}
        description={t('risk.form.kriLevelHint')}
        value={values.kri_level}
        onChange={(event) => onChange('kri_level', event.currentTarget.value)}
        error={errorProp(errors, 'kri_level')}
        maxLength={100}
      />
      {withStatus ? (
        <Select
          id={id('status')}
          label={t('risk.form.status')}
          data={(['active', 'inactive'] as const).map((value) => ({ value, label: t(`status.${value}`) }))}
          value={values.status}
          onChange={(value) => onChange('status', value === 'inactive' ? 'inactive' : 'active')}
          error={errorProp(errors, 'status')}
          allowDeselect={false}
        />
      ) : null}
    </SimpleGrid>
  );
}
