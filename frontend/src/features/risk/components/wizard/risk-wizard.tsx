// The Create New Risk wizard: identify -> gross -> controls -> net -> action
// plans -> review. Each step holds back until its required fields are filled
// (spec section 5); the server's 422 field errors land on the same fields
// (the wizard jumps to the first step holding one). The state is kept in
// localStorage until the risk is saved or the draft discarded.
import { Button, Card, Grid, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle, IconArrowLeft, IconArrowRight, IconDeviceFloppy, IconSend, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { PageHeader } from '@/components/ui/page-header';
import { serverFieldErrors } from '@/lib/form-errors';
import { useCreateRisk } from '../../api/risks';
import type { RiskMethod } from '../../api/types';
import { previewNet } from '../../lib/net-rating';
import { normalizeServerFields, reflag, withoutItem, type FieldErrors } from '../../lib/required';
import type { OverrideFields, RiskFields } from '../../lib/risk-fields';
import { clearDraft, loadDraft, saveDraft } from '../../lib/wizard-draft';
import {
  allErrors,
  controlFactors,
  emptyWizard,
  firstErrorStep,
  isBlank,
  isRequiredKey,
  newControl,
  newPlan,
  STEP,
  stepErrors,
  stepOfField,
  toCreateBody,
  WIZARD_STEPS,
  type DraftControl,
  type DraftPlan,
  type WizardState,
} from '../../lib/wizard-state';
import { fieldId } from '../risk-form/field-state';
import { IdentifyFields } from '../risk-form/identify-fields';
import { useFormOptions } from '../risk-form/use-form-options';
import { ControlsStep } from './controls-step';
import { GrossStep } from './gross-step';
import { NetStep } from './net-step';
import { PlansStep } from './plans-step';
import { ReviewStep } from './review-step';
import { WizardSummary } from './wizard-summary';

/** The DOM id to focus for an error key. */
function focusId(key: string): string {
  return fieldId('wizard', key.startsWith('gross_') ? 'gross' : key);
}

function without(errors: FieldErrors, test: (key: string) => boolean): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !test(key)));
}

export function RiskWizard({ method }: { method: RiskMethod }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useFormOptions();
  const create = useCreateRisk();
  const compact = useMediaQuery('(max-width: 62em)');
  const appetite = method.default_appetite;
  const [state, setState] = useState<WizardState>(() => loadDraft(appetite) ?? emptyWizard(appetite));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [discarding, setDiscarding] = useState(false);
  const focusRef = useRef<string | null>(null);
  const finished = useRef(false);
  const blank = isBlank(state);
  const step = state.step;

  // The draft follows every change; an untouched wizard keeps nothing.
  useEffect(() => {
    if (finished.current) return;
    if (blank) clearDraft();
    else saveDraft(state);
  }, [state, blank]);

  // After a jump to a step with errors, focus its first flagged field.
  useEffect(() => {
    const key = focusRef.current;
    if (!key) return;
    focusRef.current = null;
    document.getElementById(focusId(key))?.focus();
  }, [step, errors]);

  const { gross_likelihood: grossL, gross_impact: grossI } = state.risk;
  const preview = useMemo(() => {
    if (!grossL || !grossI) return null;
    const { enabled, likelihood, impact } = state.override;
    return previewNet(
      method,
      { likelihood: grossL, impact: grossI },
      controlFactors(state),
      enabled && likelihood && impact ? { likelihood, impact } : null,
    );
  }, [method, state, grossL, grossI]);

  const setStep = (next: number) => setState((s) => ({ ...s, step: next }));

  /** Shows `found` errors and moves to the first step holding one. */
  const flag = (found: FieldErrors, replace = false) => {
    const target = firstErrorStep(found);
    setErrors((prev) => (replace ? found : { ...prev, ...found }));
    if (target === null) return;
    focusRef.current = Object.keys(found).find((key) => stepOfField(key) === target) ?? null;
    setStep(target);
  };

  const goTo = (target: number) => {
    if (target <= step) {
      setStep(target);
      return;
    }
    for (let s = step; s < target; s += 1) {
      const found = stepErrors(state, s);
      if (Object.keys(found).length > 0) {
        flag(found);
        return;
      }
    }
    setStep(target);
  };

  const edited = (key: string, value: unknown) =>
    setErrors((prev) => reflag(prev, key, value, isRequiredKey(state, key)));

  const setRisk = <K extends keyof RiskFields>(key: K, value: RiskFields[K]) => {
    setState((s) => ({ ...s, risk: { ...s.risk, [key]: value } }));
    edited(key, value);
  };

  const pickGross = (likelihood: number, impact: number) => {
    setState((s) => ({
      ...s,
      risk: { ...s.risk, gross_likelihood: likelihood, gross_impact: impact },
      // An override may not be worse than gross.
      override: {
        ...s.override,
        likelihood: s.override.likelihood ? Math.min(s.override.likelihood, likelihood) : s.override.likelihood,
        impact: s.override.impact ? Math.min(s.override.impact, impact) : s.override.impact,
      },
    }));
    setErrors((prev) => without(prev, (key) => key === 'gross_likelihood' || key === 'gross_impact'));
  };

  const setOverride = <K extends keyof OverrideFields>(key: K, value: OverrideFields[K]) => {
    if (key === 'enabled') {
      setState((s) => ({
        ...s,
        override: value
          ? {
              ...s.override,
              enabled: true,
              likelihood: s.override.likelihood ?? preview?.computed_likelihood ?? null,
              impact: s.override.impact ?? preview?.computed_impact ?? null,
            }
          : { ...s.override, enabled: false },
      }));
      if (!value) setErrors((prev) => without(prev, (k) => k.startsWith('net_override.')));
      return;
    }
    setState((s) => ({ ...s, override: { ...s.override, [key]: value } }));
    const name = `net_override.${key}`;
    setErrors((prev) => reflag(prev, name, value, true));
  };

  const setControl = <K extends keyof DraftControl>(index: number, key: K, value: DraftControl[K]) => {
    setState((s) => ({
      ...s,
      new_controls: s.new_controls.map((c, i) => (i === index ? { ...c, [key]: value } : c)),
    }));
    edited(`new_controls.${index}.${key}`, value);
  };

  const setPlan = <K extends keyof DraftPlan>(index: number, key: K, value: DraftPlan[K]) => {
    setState((s) => ({
      ...s,
      action_plans: s.action_plans.map((p, i) => (i === index ? { ...p, [key]: value } : p)),
    }));
    edited(`action_plans.${index}.${key}`, value);
  };

  const discard = () => {
    clearDraft();
    create.reset();
    setErrors({});
    setState(emptyWizard(appetite));
    setDiscarding(false);
    notifications.show({ color: 'info', message: t('risk.wizard.discarded') });
  };

  const submit = (forApproval: boolean) => {
    const missing = allErrors(state);
    if (Object.keys(missing).length > 0) {
      flag(missing);
      notifications.show({ color: 'danger', message: t('notifications.fillRequired') });
      return;
    }
    create.mutate(toCreateBody(state, forApproval), {
      onSuccess: (risk) => {
        finished.current = true;
        clearDraft();
        notifications.show({
          color: 'success',
          title: forApproval ? t('risk.wizard.submitted') : t('risk.wizard.savedDraft'),
          message: t('risk.wizard.createdMessage', { reference: risk.reference, title: risk.title }),
        });
        navigate(`/risk/risk/${encodeURIComponent(risk.id)}`);
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) flag(normalizeServerFields(fields), true);
      },
    });
  };

  const stepHasErrors = (index: number) => Object.keys(errors).some((key) => stepOfField(key) === index);
  const last = step === STEP.review;

  const content = (() => {
    switch (step) {
      case STEP.identify:
        return <IdentifyFields values={state.risk} errors={errors} options={options} onChange={setRisk} idPrefix="wizard" />;
      case STEP.gross:
        return <GrossStep method={method} likelihood={grossL} impact={grossI} errors={errors} onPick={pickGross} />;
      case STEP.controls:
        return (
          <ControlsStep
            method={method}
            linked={state.linked}
            controls={state.new_controls}
            users={options.users}
            errors={errors}
            onLink={(linked) => {
              setState((s) => ({ ...s, linked }));
              setErrors((prev) => without(prev, (key) => key === 'control_ids'));
            }}
            onAdd={() => setState((s) => ({ ...s, new_controls: [...s.new_controls, newControl(s.risk.owner_id)] }))}
            onChange={setControl}
            onRemove={(index) => {
              setState((s) => ({ ...s, new_controls: s.new_controls.filter((_, i) => i !== index) }));
              setErrors((prev) => withoutItem(prev, 'new_controls', index));
            }}
          />
        );
      case STEP.net:
        return (
          <NetStep
            method={method}
            risk={state.risk}
            override={state.override}
            preview={preview}
            errors={errors}
            onRisk={setRisk}
            onOverride={setOverride}
          />
        );
      case STEP.plans:
        return (
          <PlansStep
            plans={state.action_plans}
            users={options.users}
            errors={errors}
            onAdd={() => setState((s) => ({ ...s, action_plans: [...s.action_plans, newPlan(s.risk.owner_id)] }))}
            onChange={setPlan}
            onRemove={(index) => {
              setState((s) => ({ ...s, action_plans: s.action_plans.filter((_, i) => i !== index) }));
              setErrors((prev) => withoutItem(prev, 'action_plans', index));
            }}
          />
        );
      default:
        return <ReviewStep method={method} state={state} preview={preview} options={options} onEdit={setStep} />;
    }
  })();

  const stepName = WIZARD_STEPS[step] ?? 'identify';
  const nextName = WIZARD_STEPS[step + 1];

  return (
    <>
      <PageHeader
        route="riskWizard"
        description={t('risk.wizard.subtitle')}
        actions={
          blank ? null : (
            <Button variant="default" color="danger" leftSection={<IconTrash size={16} />} onClick={() => setDiscarding(true)}>
              {t('risk.wizard.discard')}
            </Button>
          )
        }
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card padding="lg">
            <Stepper
              active={step}
              onStepClick={goTo}
              size="sm"
              iconSize={34}
              mb="xl"
              aria-label={t('risk.wizard.stepsLabel')}
              styles={{ steps: { flexWrap: 'wrap', rowGap: 12 } }}
            >
              {WIZARD_STEPS.map((name, index) => (
                <Stepper.Step
                  key={name}
                  label={t(`risk.wizard.steps.${name}`)}
                  description={compact ? undefined : t(`risk.wizard.stepHints.${name}`)}
                  color={stepHasErrors(index) ? 'danger' : undefined}
                  icon={stepHasErrors(index) ? <IconAlertCircle size={18} /> : undefined}
                  completedIcon={stepHasErrors(index) ? <IconAlertCircle size={18} /> : undefined}
                  aria-label={t('risk.wizard.goToStep', { n: index + 1, name: t(`risk.wizard.steps.${name}`) })}
                />
              ))}
            </Stepper>
            <form
              noValidate
              aria-labelledby="wizard-step-title"
              onSubmit={(event) => {
                event.preventDefault();
                if (!last) goTo(step + 1);
              }}
            >
              <Stack gap="lg">
                <div>
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {t('risk.wizard.stepOf', { n: step + 1, total: WIZARD_STEPS.length })}
                  </Text>
                  <Title order={2} fz={20} id="wizard-step-title">
                    {t(`risk.wizard.titles.${stepName}`)}
                  </Title>
                </div>
                {content}
                {last ? (
                  <Text size="sm" c="dimmed">
                    {t('risk.wizard.review.choice')}
                  </Text>
                ) : null}
                <Group justify="space-between" mt="md">
                  <Button
                    variant="default"
                    leftSection={<IconArrowLeft size={16} />}
                    disabled={step === 0}
                    onClick={() => setStep(Math.max(0, step - 1))}
                  >
                    {t('risk.wizard.back')}
                  </Button>
                  {last ? (
                    <Group gap="sm">
                      <Button
                        variant="light"
                        leftSection={<IconDeviceFloppy size={16} />}
                        loading={create.isPending && create.variables?.submit === false}
                        disabled={create.isPending}
                        onClick={() => submit(false)}
                      >
                        {t('risk.wizard.saveDraft')}
                      </Button>
                      <Button
                        leftSection={<IconSend size={16} />}
                        loading={create.isPending && create.variables?.submit === true}
                        disabled={create.isPending}
                        onClick={() => submit(true)}
                      >
                        {t('risk.wizard.submit')}
                      </Button>
                    </Group>
                  ) : (
                    <Button type="submit" rightSection={<IconArrowRight size={16} />}>
                      {nextName ? t('risk.wizard.next', { name: t(`risk.wizard.steps.${nextName}`) }) : ''}
                    </Button>
                  )}
                </Group>
              </Stack>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <WizardSummary method={method} state={state} preview={preview} saved={!blank} />
        </Grid.Col>
      </Grid>
      <ConfirmModal
        opened={discarding}
        title={t('risk.wizard.discardTitle')}
        confirmLabel={t('risk.wizard.discard')}
        onConfirm={discard}
        onClose={() => setDiscarding(false)}
      >
        {t('risk.wizard.discardBody')}
      </ConfirmModal>
    </>
  );
}
