// Management response, appetite, key risk indicator and status of a risk.
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { FieldLabel } from '@/components/ui/field-label';
import { useTranslation } from 'react-i18next';
import type { ManagementResponse, RiskMethod } from '../../api/types';
import type { FieldErrors } from '../../lib/required';
import type { RiskFields } from '../../lib/risk-fields';
import { latestDay } from '../../lib/acceptance';
import { localToday } from '../../lib/plan-dates';
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
      {values.response === 'accept' ? (
        <>
          <Textarea
            id={id('acceptance_justification')}
            label={
              <FieldLabel missing={!values.acceptance_justification.trim()}>
                {t('riskReview.form.justification')}
              </FieldLabel>
            }
            description={t('riskReview.form.justificationHint')}
            value={values.acceptance_justification}
            onChange={(event) => onChange('acceptance_justification', event.currentTarget.value)}
            error={errorProp(errors, 'acceptance_justification')}
            maxLength={2000}
            autosize
            minRows={2}
            withAsterisk
          />
          <TextInput
            id={id('acceptance_expires_on')}
            type="date"
            leftSection={<IconCalendar size={16} stroke={1.6} />}
            label={
              <FieldLabel missing={!values.acceptance_expires_on}>{t('riskReview.form.expiresOn')}</FieldLabel>
            }
            description={t('riskReview.form.expiresOnHint')}
            min={localToday()}
            max={latestDay(localToday())}
            value={values.acceptance_expires_on}
            onChange={(event) => onChange('acceptance_expires_on', event.currentTarget.value)}
            error={errorProp(errors, 'acceptance_expires_on')}
            withAsterisk
          />
        </>
      ) : null}
      <TextInput
        id={id('next_review_on')}
        type="date"
        leftSection={<IconCalendar size={16} stroke={1.6} />}
        label={t('riskReview.form.nextReview')}
        description={t('riskReview.form.nextReviewHint')}
        max={latestDay(localToday())}
        value={values.next_review_on}
        onChange={(event) => onChange('next_review_on', event.currentTarget.value)}
        error={errorProp(errors, 'next_review_on')}
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
