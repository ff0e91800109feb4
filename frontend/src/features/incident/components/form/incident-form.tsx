// The incident form (create and edit): every input of IncidentInput in three
// cards (what happened, when and who, impact and response). Required fields
// get the red "Required" tag when missing (spec section 5); the server's 422
// field messages land on their inputs; a 409 STALE_VERSION says someone else
// saved first and offers a reload (nothing is overwritten). "Save as draft"
// keeps it proposed, "Save and submit" sends it for approval.
import { Alert, Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FunctionSelect, LinkedRisksSelect, OwnerSelect } from '@/components/pickers/pickers';
import { FieldLabel } from '@/components/ui/field-label';
import { StaleAlert } from '@/components/ui/stale-alert';
import { StickyActionBar } from '@/components/ui/sticky-action-bar';
import { errorMessage, isApiError } from '@/lib/api-client';
import { errorProp, fieldId, isFlagged, reflag, type FieldErrors } from '@/lib/field-errors';
import { serverFieldErrors } from '@/lib/form-errors';
import { categoryOptions } from '@/lib/option-lists';
import type { ItemOption } from '@/lib/api/risk-options';
import { useIncidentCategories } from '../../api/categories';
import type { IncidentInput, LinkedRisk } from '../../api/types';
import { enumOptions, type EnumField } from '../../lib/enums';
import { isRequired, normalizeServerFields, toInput, validate, type FormValues } from '../../lib/form-values';

type IncidentFormProps = {
  initial: FormValues;
  /** The linked risks as the server knows them (labels of the picker). */
  knownRisks?: readonly LinkedRisk[];
  /** Saves; rejects with the API error. */
  onSave: (input: IncidentInput, submit: boolean) => Promise<unknown>;
  saving: boolean;
  /** Reloads the incident after a stale-version answer (edit only). */
  onReload?: () => void;
  onCancel: () => void;
};

const ID_PREFIX = 'incident';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="lg">
      <Title order={2} fz={17} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

export function IncidentForm({ initial, knownRisks = [], onSave, saving, onReload, onCancel }: IncidentFormProps) {
  const { t } = useTranslation();
  const categories = useIncidentCategories();
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState<boolean | null>(null);

  const categoryList = useMemo(() => categoryOptions(categories.data ?? []), [categories.data]);
  const known = useMemo<ItemOption[]>(
    () => knownRisks.map((risk) => ({ id: risk.id, reference: risk.reference, title: risk.title })),
    [knownRisks],
  );
  const stale = isApiError(failure) && failure.code === 'STALE_VERSION';
  const otherFailure = failure && !stale && !serverFieldErrors(failure) ? errorMessage(failure) : null;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => reflag(current, key, value, isRequired(key)));
  };
  const id = (key: string) => fieldId(ID_PREFIX, key);
  const text = (key: string) => t(`incidentFields.labels.${key}`);
  const label = (key: keyof FormValues) => <FieldLabel missing={isFlagged(errors, key)}>{text(key)}</FieldLabel>;
  const common = (key: keyof FormValues) => ({
    id: id(key),
    label: label(key),
    withAsterisk: isRequired(key),
    error: errorProp(errors, key),
  });
  const focusFirst = (found: FieldErrors) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(id(first))?.focus();
  };

  const save = async (submit: boolean) => {
    const found = validate(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(null);
      focusFirst(found);
      return;
    }
    setFailure(null);
    setSubmitting(submit);
    try {
      await onSave(toInput(values), submit);
    } catch (error) {
      setFailure(error);
      const fields = serverFieldErrors(error);
      if (fields) {
        const mapped = normalizeServerFields(fields);
        setErrors(mapped);
        focusFirst(mapped);
      }
    } finally {
      setSubmitting(null);
    }
  };

  const enumSelect = (key: EnumField & keyof FormValues) => (
    <Select
      {...common(key)}
      placeholder={t('incidentForm.choose')}
      data={enumOptions(t, key)}
      value={(values[key] as string) || null}
      onChange={(value) => set(key, value ?? '')}
      clearable
    />
  );
  const textInput = (key: 'title' | 'location' | 'reported_by' | 'detection_method', placeholder?: string) => (
    <TextInput
      {...common(key)}
      placeholder={placeholder}
      value={values[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
      maxLength={200}
      autoComplete="off"
    />
  );
  const dayInput = (key: 'occurred_on' | 'reported_on') => (
    <TextInput
      {...common(key)}
      type="date"
      value={values[key]}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );
  const amountInput = (key: 'estimated_loss' | 'max_potential_loss') => (
    <NumberInput
      {...common(key)}
      value={values[key]}
      onChange={(value) => set(key, value === '' ? '' : Number(value))}
      min={0}
      decimalScale={2}
      thousandSeparator=" "
    />
  );

  return (
    <form
      noValidate
      aria-label={t('incidentForm.formLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      <Stack gap="lg">
        {stale ? <StaleAlert onReload={() => onReload?.()} /> : null}
        {otherFailure ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {otherFailure}
          </Alert>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} data-testid="form-errors">
            {t('incidentForm.fixErrors')}
          </Alert>
        ) : null}
        {values.control_id ? (
          <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />} data-testid="from-control">
            {t('incidentForm.fromControl')}
          </Alert>
        ) : null}

        <Section title={t('incidentForm.sections.what')}>
          <Stack gap="md">
            {textInput('title', t('incidentForm.titlePlaceholder'))}
            <Textarea
              {...common('description')}
              value={values.description}
              onChange={(event) => set('description', event.currentTarget.value)}
              autosize
              minRows={3}
              maxRows={12}
              maxLength={10000}
            />
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              <Select
                {...common('category_id')}
                placeholder={t('incidentForm.choose')}
                data={categoryList}
                value={values.category_id || null}
                onChange={(value) => set('category_id', value ?? '')}
                searchable
                clearable
                nothingFoundMessage={t('list.nothingFound')}
              />
              <FunctionSelect
                {...common('function_id')}
                placeholder={t('incidentForm.choose')}
                value={values.function_id}
                onChange={(value) => set('function_id', value)}
              />
              {textInput('location')}
            </SimpleGrid>
            <LinkedRisksSelect
              {...common('risk_ids')}
              description={t('incidentForm.risksHint')}
              placeholder={t('incidentForm.risksPlaceholder')}
              value={values.risk_ids}
              onChange={(value) => set('risk_ids', value)}
              known={known}
              maxValues={20}
            />
          </Stack>
        </Section>

        <Section title={t('incidentForm.sections.when')}>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            {dayInput('occurred_on')}
            {dayInput('reported_on')}
            {textInput('reported_by')}
            {enumSelect('reporter_type')}
            {textInput('detection_method', t('incidentForm.detectionPlaceholder'))}
            {enumSelect('source')}
          </SimpleGrid>
        </Section>

        <Section title={t('incidentForm.sections.impact')}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
              {enumSelect('cause_category')}
              {enumSelect('experience_type')}
              {enumSelect('escalation_level')}
              {amountInput('estimated_loss')}
              {amountInput('max_potential_loss')}
              <OwnerSelect
                {...common('manager_id')}
                placeholder={t('incidentForm.choose')}
                value={values.manager_id}
                onChange={(value) => set('manager_id', value)}
              />
              <TextInput
                {...common('notified_at')}
                type="datetime-local"
                description={t('incidentForm.notifiedHint')}
                value={values.notified_at}
                onChange={(event) => set('notified_at', event.currentTarget.value)}
              />
            </SimpleGrid>
            <Switch
              id={id('breach')}
              label={text('breach')}
              description={t('incidentForm.breachHint')}
              checked={values.breach}
              onChange={(event) => set('breach', event.currentTarget.checked)}
            />
            <Text size="xs" c="dimmed">
              {t('incidentForm.actualLossHint')}
            </Text>
          </Stack>
        </Section>

        <StickyActionBar label={t('incidentForm.actionsLabel')}>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              variant="light"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={saving && submitting === false}
              disabled={saving || stale}
            >
              {t('incidentForm.saveDraft')}
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              loading={saving && submitting === true}
              disabled={saving || stale}
              onClick={() => void save(true)}
            >
              {t('incidentForm.saveSubmit')}
            </Button>
          </Group>
        </StickyActionBar>
      </Stack>
    </form>
  );
}
