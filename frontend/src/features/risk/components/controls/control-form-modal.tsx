// Add or edit a control: title, description, intention, criticality, owner,
// function, state, adequacy x effectiveness (labelled by the risk method,
// with the resulting rating shown live) and the risks it treats. An edit
// sends the version read; a 409 shows the stale message and saves nothing.
import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { FormModal } from '@/components/ui/form-modal';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { methodLevelLabel } from '@/lib/method-labels';
import { FieldLabel } from '@/components/ui/field-label';
import { serverFieldErrors } from '@/lib/form-errors';
import { checkRequired, REQUIRED } from '@/lib/validation';
import { useControlMutations } from '../../api/controls';
import type { ItemOption } from '../../api/pickers';
import type { Control, ControlInput, ControlIntention, Level, RiskMethod } from '../../api/types';
import { readableOn } from '../look';
import { bandFor } from '../method/bands';
import { INTENTIONS, isStale, LEVELS } from './form-options';
import { FunctionSelect, LinkedRisksSelect, OwnerSelect } from './pickers';
import { StaleAlert } from './stale-alert';

type Values = {
  title: string;
  description: string;
  intention: ControlIntention;
  criticality: Level;
  owner_id: string;
  function_id: string;
  state: 'proposed' | 'in_place';
  adequacy: string;
  effectiveness: string;
  risk_ids: string[];
};

const EMPTY: Values = {
  title: '',
  description: '',
  intention: 'prevent',
  criticality: 'Medium',
  owner_id: '',
  function_id: '',
  state: 'proposed',
  // No rating until the user rates it: a default of 1 x 1 read as "Excellent" (issue 13).
  adequacy: '',
  effectiveness: '',
  risk_ids: [],
};

type Props = {
  opened: boolean;
  /** The control to edit; null to add one. */
  control: Control | null;
  method: RiskMethod | undefined;
  /** Labels of the linked risks, when known (the control's page has them). */
  knownRisks?: readonly ItemOption[];
  onClose: () => void;
  onSaved?: (control: Control) => void;
  /** After a 409: fetch the latest version. */
  onReload: () => void;
};

export function ControlFormModal({ opened, control, method, knownRisks, onClose, onSaved, onReload }: Props) {
  const { t } = useTranslation();
  const { create, update } = useControlMutations();
  const editing = control !== null;
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => checkRequired(values, ['title', 'adequacy', 'effectiveness']),
  });

  useEffect(() => {
    if (!opened) return;
    create.reset();
    update.reset();
    form.setValues(
      control
        ? {
            title: control.title,
            description: control.description,
            intention: control.intention,
            criticality: control.criticality,
            owner_id: control.owner_id ?? '',
            function_id: control.function_id ?? '',
            state: control.state,
            adequacy: control.adequacy ? String(control.adequacy) : '',
            effectiveness: control.effectiveness ? String(control.effectiveness) : '',
            risk_ids: control.risk_ids,
          }
        : EMPTY,
    );
    // What it opened with is not a change.
    form.resetDirty();
    form.clearErrors();
    // Reset only when the dialog opens for another control.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, control]);

  const missing = (field: keyof Values) => form.errors[field] === REQUIRED;
  const fieldError = (field: keyof Values) => (form.errors[field] === REQUIRED ? true : form.errors[field]);

  const levelOptions = (labels: readonly string[] | undefined, current: string) => {
    const options = (labels ?? []).map((label, i) => ({
      value: String(i + 1),
      label: `${i + 1} · ${methodLevelLabel(t, label)}`,
    }));
    if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
    return options;
  };

  const score = Number(form.values.adequacy) * Number(form.values.effectiveness);
  const band = method && score > 0 ? bandFor(method.control_bands, score) : undefined;

  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) form.setErrors(fields);
  };

  const submit = form.onSubmit((values) => {
    const body: ControlInput = {
      title: values.title.trim(),
      description: values.description.trim(),
      intention: values.intention,
      criticality: values.criticality,
      category_id: control?.category_id ?? null,
      function_id: values.function_id || null,
      owner_id: values.owner_id || null,
      state: values.state,
      adequacy: Number(values.adequacy),
      effectiveness: Number(values.effectiveness),
      risk_ids: values.risk_ids,
    };
    const done = (saved: Control, key: string) => {
      notifications.show({ color: 'success', message: t(key, { reference: saved.reference, title: saved.title }) });
      onSaved?.(saved);
      onClose();
    };
    if (control) {
      update.mutate(
        { id: control.id, version: control.version, control: body },
        { onSuccess: (saved) => done(saved, 'controls.updated'), onError },
      );
    } else {
      create.mutate(body, { onSuccess: (saved) => done(saved, 'controls.created'), onError });
    }
  });

  const stale = isStale(update.error);
  const title = editing ? t('controls.form.editTitle', { reference: control.reference }) : t('controls.form.createTitle');

  return (
    <FormModal dirty={form.isDirty()} opened={opened} onClose={onClose} title={title} size="xl" centered>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="md">
          {stale ? (
            <StaleAlert
              onReload={() => {
                onReload();
                onClose();
              }}
            />
          ) : null}
          <TextInput
            {...form.getInputProps('title')}
            error={fieldError('title')}
            label={<FieldLabel missing={missing('title')}>{t('controls.form.title')}</FieldLabel>}
            withAsterisk
            placeholder={t('controls.form.titlePlaceholder')}
            data-autofocus
          />
          <Textarea
            {...form.getInputProps('description')}
            label={t('controls.form.description')}
            placeholder={t('controls.form.descriptionPlaceholder')}
            autosize
            minRows={2}
            maxRows={6}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              {...form.getInputProps('intention')}
              error={fieldError('intention')}
              label={t('controls.form.intention')}
              data={INTENTIONS.map((value) => ({ value, label: t(`controls.intention.${value}`) }))}
              allowDeselect={false}
            />
            <Select
              {...form.getInputProps('criticality')}
              error={fieldError('criticality')}
              label={t('controls.form.criticality')}
              data={LEVELS.map((value) => ({ value, label: t(`priority.${value}`) }))}
              allowDeselect={false}
            />
            <OwnerSelect
              label={t('controls.form.owner')}
              value={form.values.owner_id}
              onChange={(value) => form.setFieldValue('owner_id', value)}
              knownName={control?.owner_name}
              error={fieldError('owner_id')}
            />
            <FunctionSelect
              label={t('controls.form.function')}
              value={form.values.function_id}
              onChange={(value) => form.setFieldValue('function_id', value)}
              error={fieldError('function_id')}
            />
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="control-state-label">
              {t('controls.form.state')}
            </Text>
            <SegmentedControl
              aria-labelledby="control-state-label"
              value={form.values.state}
              onChange={(value) => form.setFieldValue('state', value as Values['state'])}
              data={[
                { value: 'proposed', label: t('status.proposed') },
                { value: 'in_place', label: t('status.in_place') },
              ]}
              w={{ base: '100%', sm: 320 }}
            />
            <Text size="xs" c="dimmed">
              {t('controls.form.stateHint')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              {...form.getInputProps('adequacy')}
              error={fieldError('adequacy')}
              withAsterisk
              placeholder={t('controls.form.rateIt')}
              label={<FieldLabel missing={missing('adequacy')}>{t('controls.form.adequacy')}</FieldLabel>}
              description={t('controls.form.adequacyHint')}
              data={levelOptions(method?.adequacy_labels, form.values.adequacy)}
              allowDeselect={false}
            />
            <Select
              {...form.getInputProps('effectiveness')}
              error={fieldError('effectiveness')}
              withAsterisk
              placeholder={t('controls.form.rateIt')}
              label={<FieldLabel missing={missing('effectiveness')}>{t('controls.form.effectiveness')}</FieldLabel>}
              description={t('controls.form.effectivenessHint')}
              data={levelOptions(method?.effectiveness_labels, form.values.effectiveness)}
              allowDeselect={false}
            />
          </SimpleGrid>
          {band ? (
            <Group gap="xs" data-testid="control-rating-preview">
              <Text size="sm" c="dimmed">
                {t('controls.form.ratingPreview')}
              </Text>
              <Badge tt="none" style={{ backgroundColor: band.color, color: readableOn(band.color) }} variant="filled">
                {t(`ratings.${band.name}`, { defaultValue: band.name })} · {score}
              </Badge>
            </Group>
          ) : null}
          <LinkedRisksSelect
            label={t('controls.form.risks')}
            placeholder={t('controls.form.risksPlaceholder')}
            value={form.values.risk_ids}
            onChange={(value) => form.setFieldValue('risk_ids', value)}
            known={knownRisks}
            error={fieldError('risk_ids')}
          />
          {form.values.state === 'proposed' ? (
            <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />}>
              {t('controls.form.proposedNote')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} disabled={stale}>
              {editing ? t('common.saveChanges') : t('controls.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormModal>
  );
}
