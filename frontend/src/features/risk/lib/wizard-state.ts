// The Create New Risk wizard's state, its steps and what each step requires,
// and the CreateRiskBody it sends.
import type { ActionPlanInput, ControlInput, ControlIntention, CreateRiskBody, Level } from '../api/types';
import i18n from '@/lib/i18n';
import type { ControlFactor } from './net-rating';
import { acceptanceErrors } from './acceptance';
import { localToday, planDateProblem } from './plan-dates';
import {
  CONTROL_REQUIRED,
  GROSS_REQUIRED,
  IDENTIFY_REQUIRED,
  listErrors,
  overrideErrors,
  PLAN_REQUIRED,
  requiredErrors,
  type FieldErrors,
} from './required';
import { EMPTY_OVERRIDE, emptyRiskFields, toRiskInput, type LinkedControl, type OverrideFields, type RiskFields } from './risk-fields';

export const WIZARD_STEPS = ['identify', 'gross', 'controls', 'net', 'plans', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const STEP = {
  identify: 0,
  gross: 1,
  controls: 2,
  net: 3,
  plans: 4,
  review: 5,
} as const satisfies Record<WizardStep, number>;

export type DraftControl = {
  /** Client-side key for the list; not sent. */
  key: string;
  title: string;
  description: string;
  intention: ControlIntention | null;
  criticality: Level | null;
  state: 'proposed' | 'in_place' | null;
  adequacy: number | null;
  effectiveness: number | null;
  owner_id: string | null;
};

export type DraftPlan = {
  key: string;
  title: string;
  description: string;
  owner_id: string | null;
  priority: Level | null;
  start_date: string;
  due_date: string;
};

export type WizardState = {
  step: number;
  risk: RiskFields;
  /** Existing controls picked to link. */
  linked: LinkedControl[];
  new_controls: DraftControl[];
  override: OverrideFields;
  action_plans: DraftPlan[];
};

export function newKey(): string {
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export function emptyWizard(appetite = ''): WizardState {
  return {
    step: 0,
    risk: emptyRiskFields(appetite),
    linked: [],
    new_controls: [],
    override: EMPTY_OVERRIDE,
    action_plans: [],
  };
}

export function newControl(ownerId: string | null): DraftControl {
  return {
    key: newKey(),
    title: '',
    description: '',
    intention: 'prevent',
    criticality: 'Medium',
    state: 'in_place',
    adequacy: null,
    effectiveness: null,
    owner_id: ownerId,
  };
}

export function newPlan(ownerId: string | null): DraftPlan {
  return {
    key: newKey(),
    title: '',
    description: '',
    owner_id: ownerId,
    priority: 'Medium',
    start_date: '',
    due_date: '',
  };
}

/** Whether nothing was entered yet (the step aside). */
export function isBlank(state: WizardState): boolean {
  const blank = emptyWizard(state.risk.appetite);
  return JSON.stringify({ ...state, step: 0 }) === JSON.stringify(blank);
}

/** Plans whose dates the server would refuse (before the start, in the past), by field key. */
function planDateErrors(plans: readonly DraftPlan[], today = localToday()): FieldErrors {
  const errors: FieldErrors = {};
  plans.forEach((plan, index) => {
    const problem = planDateProblem(plan, today);
    if (problem) errors[`action_plans.${index}.due_date`] = i18n.t(`actionPlans.form.${problem}`);
  });
  return errors;
}

/** The missing required fields of one step, and plan dates that cannot be. */
export function stepErrors(state: WizardState, step: number): FieldErrors {
  switch (step) {
    case STEP.identify:
      return requiredErrors(state.risk, IDENTIFY_REQUIRED);
    case STEP.gross:
      return requiredErrors(state.risk, GROSS_REQUIRED);
    case STEP.controls:
      return listErrors(state.new_controls, CONTROL_REQUIRED, 'new_controls');
    case STEP.net:
      return {
        ...overrideErrors(state.override),
        ...acceptanceErrors(state.risk, localToday(), (problem) => i18n.t(`riskReview.problems.${problem}`)),
      };
    case STEP.plans:
      return { ...planDateErrors(state.action_plans), ...listErrors(state.action_plans, PLAN_REQUIRED, 'action_plans') };
    default:
      return {};
  }
}

/** The missing required fields of every step. */
export function allErrors(state: WizardState): FieldErrors {
  return Object.assign({}, ...WIZARD_STEPS.map((_, step) => stepErrors(state, step))) as FieldErrors;
}

const GROSS_FIELDS = new Set<string>(GROSS_REQUIRED);
const NET_FIELDS = new Set([
  'response',
  'appetite',
  'key_risk_indicator',
  'kri_level',
  'acceptance_justification',
  'acceptance_expires_on',
  'next_review_on',
]);

/** The step holding a field (server or client key). */
export function stepOfField(key: string): number {
  if (key.startsWith('new_controls') || key === 'control_ids') return STEP.controls;
  if (key.startsWith('action_plans')) return STEP.plans;
  if (key.startsWith('net_override') || NET_FIELDS.has(key)) return STEP.net;
  if (GROSS_FIELDS.has(key)) return STEP.gross;
  return STEP.identify;
}

/** The earliest step with an error, or null. */
export function firstErrorStep(errors: FieldErrors): number | null {
  const steps = Object.keys(errors).map(stepOfField);
  return steps.length > 0 ? Math.min(...steps) : null;
}

/** Whether an edited field is one that must be filled in (spec 5: flagged when emptied). */
export function isRequiredKey(state: WizardState, key: string): boolean {
  if ((IDENTIFY_REQUIRED as readonly string[]).includes(key) || GROSS_FIELDS.has(key)) return true;
  if (key.startsWith('net_override.')) return state.override.enabled;
  const item = /^(new_controls|action_plans)\.\d+\.(.+)$/.exec(key);
  if (!item) return false;
  const names: readonly string[] = item[1] === 'new_controls' ? CONTROL_REQUIRED : PLAN_REQUIRED;
  return names.includes(item[2] ?? '');
}

/** Every control the net preview counts: linked ones and new ones. */
export function controlFactors(state: WizardState): ControlFactor[] {
  const linked = state.linked.map(({ intention, state: controlState, adequacy, effectiveness }) => ({
    intention,
    state: controlState,
    adequacy,
    effectiveness,
  }));
  const created = state.new_controls
    .filter((c) => c.intention && c.state && c.adequacy && c.effectiveness)
    .map((c) => ({
      intention: c.intention as ControlIntention,
      state: c.state as 'proposed' | 'in_place',
      adequacy: c.adequacy ?? 0,
      effectiveness: c.effectiveness ?? 0,
    }));
  return [...linked, ...created];
}

/** POST /api/v1/risks's body; new controls and plans default to the risk's owner (and category, function). */
export function toCreateBody(state: WizardState, submit: boolean): CreateRiskBody {
  const risk = toRiskInput(
    state.risk,
    state.linked.map((c) => c.id),
    state.override,
  );
  const new_controls: ControlInput[] = state.new_controls.map((c) => ({
    title: c.title.trim(),
    description: c.description.trim(),
    intention: c.intention ?? 'prevent',
    criticality: c.criticality ?? 'Medium',
    category_id: risk.category_id,
    function_id: risk.function_id,
    owner_id: c.owner_id || risk.owner_id,
    state: c.state ?? 'proposed',
    adequacy: c.adequacy ?? 0,
    effectiveness: c.effectiveness ?? 0,
    risk_ids: [],
  }));
  const action_plans: ActionPlanInput[] = state.action_plans.map((p) => ({
    title: p.title.trim(),
    description: p.description.trim(),
    risk_id: null,
    control_id: null,
    owner_id: p.owner_id || risk.owner_id,
    priority: p.priority ?? 'Medium',
    start_date: p.start_date,
    due_date: p.due_date,
    progress: 0,
    status: 'in_progress',
  }));
  return { risk, new_controls, action_plans, submit };
}
