// Edit a risk: the wizard's fields (details, assessment and response, linked
// controls, net override) in a dialog. Sends the risk's `version`; when
// someone else saved first (409 STALE_VERSION) nothing is overwritten and
// the dialog offers to reload their version.
import { Alert, Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '@/components/ui/form-modal';
import { useFormModalDirty } from '@/components/ui/form-modal-dirty';
import { errorMessage, isApiError } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { useUpdateRisk } from '../../api/risks';
import type { RiskDetail, RiskMethod } from '../../api/types';
import { acceptanceErrors } from '../../lib/acceptance';
import { EDIT_TABS as TABS, tabOfField, type EditTab as Tab } from '../../lib/edit-tabs';
import { previewNet } from '../../lib/net-rating';
import { localToday } from '../../lib/plan-dates';
import {
  GROSS_REQUIRED,
  IDENTIFY_REQUIRED,
  normalizeServerFields,
  overrideErrors,
  reflag,
  requiredErrors,
  type FieldErrors,
} from '../../lib/required';
import {
  fieldsFromRisk,
  linkedControl,
  overrideFromRisk,
  toRiskInput,
  type LinkedControl,
  type OverrideFields,
  type RiskFields,
} from '../../lib/risk-fields';
import { ControlPicker } from '../risk-form/control-picker';
import { IdentifyFields } from '../risk-form/identify-fields';
import { LinkedControlList } from '../risk-form/linked-control-list';
import { NetBreakdown } from '../risk-form/net-breakdown';
import { OverrideFieldset } from '../risk-form/override-fields';
import { ResponseFields } from '../risk-form/response-fields';
import type { FormOptions } from '../risk-form/use-form-options';
import { GrossStep } from '../wizard/gross-step';
import { StaleAlert } from './stale-alert';

type EditRiskModalProps = {
  opened: boolean;
  detail: RiskDetail;
  method: RiskMethod;
  options: FormOptions;
  onClose: () => void;
  onReload: () => Promise<unknown>;
};

export function EditRiskModal({ opened, detail, method, options, onClose, onReload }: EditRiskModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('risk.detail.edit.title', { reference: detail.risk.reference })}
      size="xl"
      centered
    >
      {/* A reload (a new version) starts the form again from the latest values. */}
      {opened ? (
        <EditRiskForm
          key={detail.risk.version}
          detail={detail}
          method={method}
          options={options}
          onClose={onClose}
          onReload={onReload}
        />
      ) : null}
    </FormModal>
  );
}

function EditRiskForm({ detail, method, options, onClose, onReload }: Omit<EditRiskModalProps, 'opened'>) {
  const { t } = useTranslation();
  const { risk } = detail;
  const update = useUpdateRisk();
  const [fields, setFields] = useState<RiskFields>(() => fieldsFromRisk(risk));
  const [linked, setLinked] = useState<LinkedControl[]>(() => detail.controls.map(linkedControl));
  const [override, setOverride] = useState<OverrideFields>(() => overrideFromRisk(risk));
  // What the form opened with: Esc asks before dropping anything else.
  const [initial] = useState(() => snapshot(fields, linked, override));
  useFormModalDirty(snapshot(fields, linked, override) !== initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tab, setTab] = useState<Tab>('details');
  const [reloading, setReloading] = useState(false);

  const failure = update.error;
  const stale = isApiError(failure) && failure.code === 'STALE_VERSION';
  const other = failure && !stale && !serverFieldErrors(failure) ? errorMessage(failure) : null;

  const preview = useMemo(() => {
    if (!fields.gross_likelihood || !fields.gross_impact) return null;
    return previewNet(
      method,
      { likelihood: fields.gross_likelihood, impact: fields.gross_impact },
      linked,
      override.enabled && override.likelihood && override.impact
        ? { likelihood: override.likelihood, impact: override.impact }
        : null,
    );
  }, [method, fields.gross_likelihood, fields.gross_impact, linked, override]);

  const required = new Set<string>([...IDENTIFY_REQUIRED, ...GROSS_REQUIRED]);
  const setField = <K extends keyof RiskFields>(key: K, value: RiskFields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((prev) => reflag(prev, key, value, required.has(key)));
  };
  const setOverrideField = <K extends keyof OverrideFields>(key: K, value: OverrideFields[K]) => {
    setOverride((o) => ({ ...o, [key]: value }));
    if (key === 'enabled') {
      if (!value) setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('net_override.'))));
      return;
    }
    setErrors((prev) => reflag(prev, `net_override.${key}`, value, true));
  };

  const show = (found: FieldErrors) => {
    setErrors(found);
    const first = TABS.find((name) => Object.keys(found).some((key) => tabOfField(key) === name));
    if (first) setTab(first);
  };

  const save = (submit: boolean) => {
    const missingFields = {
      ...requiredErrors(fields, [...IDENTIFY_REQUIRED, ...GROSS_REQUIRED]),
      ...overrideErrors(override),
      ...acceptanceErrors(fields, localToday(), (problem) => t(`riskReview.problems.${problem}`), risk),
    };
    if (Object.keys(missingFields).length > 0) {
      show(missingFields);
      return;
    }
    // mutateAsync, not mutate's callbacks: the saved risk's new version
    // re-keys this form (the detail refetches as the save succeeds), and a
    // form that unmounted first would never close the dialog.
    update
      .mutateAsync({
        id: risk.id,
        version: risk.version,
        risk: toRiskInput(
          fields,
          linked.map((c) => c.id),
          override,
        ),
        submit,
      })
      .then(
        (saved) => {
          notifications.show({
            color: 'success',
            message: t(submit ? 'risk.detail.edit.submitted' : 'risk.detail.edit.saved', { reference: saved.reference }),
          });
          onClose();
        },
        (error: unknown) => {
          const server = serverFieldErrors(error);
          if (server) show(normalizeServerFields(server));
        },
      );
  };

  const tabLabel = (name: Tab) => {
    const count = Object.keys(errors).filter((key) => tabOfField(key) === name).length;
    return (
      <Group gap={6} wrap="nowrap">
        {t(`risk.detail.edit.tabs.${name}`)}
        {count > 0 ? (
          <Badge size="xs" color="danger" circle aria-label={t('risk.detail.edit.tabErrors', { count })}>
            {count}
          </Badge>
        ) : null}
      </Group>
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save(false);
      }}
    >
      <Stack gap="md">
        {stale ? (
          <StaleAlert
            reloading={reloading}
            onReload={() => {
              setReloading(true);
              void onReload().finally(() => setReloading(false));
            }}
          />
        ) : null}
        {other ? (
          <Alert color="danger" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {other}
          </Alert>
        ) : null}
        {risk.approval_status === 'approved' || risk.approval_status === 'pending' ? (
          <Alert color="info" variant="light" icon={<IconInfoCircle size={18} />}>
            {t('risk.detail.edit.reapproval')}
          </Alert>
        ) : null}
        <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'details')} keepMounted={false}>
          <Tabs.List mb="md">
            {TABS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {tabLabel(name)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="details">
            <IdentifyFields values={fields} errors={errors} options={options} onChange={setField} idPrefix="edit" />
          </Tabs.Panel>
          <Tabs.Panel value="assessment">
            <Stack gap="lg">
              <GrossStep
                method={method}
                likelihood={fields.gross_likelihood}
                impact={fields.gross_impact}
                errors={errors}
                idPrefix="edit"
                onPick={(likelihood, impact) => {
                  setFields((f) => ({ ...f, gross_likelihood: likelihood, gross_impact: impact }));
                  setOverride((o) => ({
                    ...o,
                    likelihood: o.likelihood ? Math.min(o.likelihood, likelihood) : o.likelihood,
                    impact: o.impact ? Math.min(o.impact, impact) : o.impact,
                  }));
                  setErrors((prev) =>
                    Object.fromEntries(Object.entries(prev).filter(([k]) => k !== 'gross_likelihood' && k !== 'gross_impact')),
                  );
                }}
              />
              <ResponseFields method={method} values={fields} errors={errors} onChange={setField} idPrefix="edit" withStatus />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="controls">
            <Stack gap="sm">
              <ControlPicker value={linked} onChange={setLinked} error={errors.control_ids} />
              <LinkedControlList controls={linked} onRemove={(id) => setLinked((list) => list.filter((c) => c.id !== id))} />
              <Text size="xs" c="dimmed">
                {t('risk.detail.edit.controlsHint')}
              </Text>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="net">
            <Stack gap="lg">
              {preview ? (
                <NetBreakdown
                  value={{
                    ...preview,
                    gross_likelihood: fields.gross_likelihood ?? 0,
                    gross_impact: fields.gross_impact ?? 0,
                    justification: override.justification,
                  }}
                />
              ) : null}
              <OverrideFieldset
                method={method}
                value={override}
                gross={{ likelihood: fields.gross_likelihood ?? 1, impact: fields.gross_impact ?? 1 }}
                errors={errors}
                onChange={setOverrideField}
                idPrefix="edit"
              />
            </Stack>
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="light" loading={update.isPending && update.variables?.submit === false} disabled={stale || update.isPending}>
            {t('common.saveChanges')}
          </Button>
          <Button
            loading={update.isPending && update.variables?.submit === true}
            disabled={stale || update.isPending}
            onClick={() => save(true)}
          >
            {t('risk.detail.edit.saveSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The form's values as one comparable string (the linked controls by id). */
function snapshot(fields: RiskFields, linked: readonly LinkedControl[], override: OverrideFields): string {
  return JSON.stringify([fields, linked.map((control) => control.id), override]);
}
