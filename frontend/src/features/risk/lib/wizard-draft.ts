// The wizard's draft survives a reload: it is kept in localStorage and read
// back defensively (a stale or hand-edited value never breaks the page).
import type { ControlIntention, Level, ManagementResponse } from '../api/types';
import { emptyWizard, newKey, WIZARD_STEPS, type DraftControl, type DraftPlan, type WizardState } from './wizard-state';
import type { LinkedControl, OverrideFields, RiskFields } from './risk-fields';

export const DRAFT_KEY = 'riskhub.riskWizardDraft';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const id = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const level = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100 ? value : null;
function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T;
function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: null): T | null;
function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T | null): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

const INTENTIONS: readonly ControlIntention[] = ['prevent', 'detect', 'correct'];
const LEVELS: readonly Level[] = ['High', 'Medium', 'Low'];
const STATES = ['proposed', 'in_place'] as const;
const RESPONSES: readonly (ManagementResponse | '')[] = ['', 'monitor', 'accept', 'improve'];

function riskFields(raw: unknown, base: RiskFields): RiskFields {
  const r = isObject(raw) ? raw : {};
  return {
    title: text(r.title),
    description: text(r.description),
    risk_event: text(r.risk_event),
    causes: text(r.causes),
    effects: text(r.effects),
    category_id: id(r.category_id),
    function_id: id(r.function_id),
    owner_id: id(r.owner_id),
    status: oneOf(r.status, ['active', 'inactive'] as const, 'active'),
    gross_likelihood: level(r.gross_likelihood),
    gross_impact: level(r.gross_impact),
    response: oneOf(r.response, RESPONSES, ''),
    appetite: text(r.appetite, base.appetite),
    key_risk_indicator: text(r.key_risk_indicator),
    kri_level: text(r.kri_level),
    acceptance_justification: text(r.acceptance_justification),
    acceptance_expires_on: text(r.acceptance_expires_on),
    next_review_on: text(r.next_review_on),
  };
}

function linked(raw: unknown): LinkedControl | null {
  if (!isObject(raw) || typeof raw.id !== 'string') return null;
  const rating = isObject(raw.control_ratings) ? raw.control_ratings : {};
  return {
    id: raw.id,
    reference: text(raw.reference),
    title: text(raw.title),
    intention: oneOf(raw.intention, INTENTIONS, 'prevent'),
    state: oneOf(raw.state, STATES, 'proposed'),
    adequacy: level(raw.adequacy) ?? 0,
    effectiveness: level(raw.effectiveness) ?? 0,
    control_ratings: {
      score: typeof rating.score === 'number' ? rating.score : 0,
      rating: text(rating.rating),
      color: text(rating.color, '#adb5bd'),
      level: typeof rating.level === 'number' ? rating.level : 0,
    },
  };
}

function control(raw: unknown): DraftControl | null {
  if (!isObject(raw)) return null;
  return {
    key: text(raw.key) || newKey(),
    title: text(raw.title),
    description: text(raw.description),
    intention: oneOf(raw.intention, INTENTIONS, null),
    criticality: oneOf(raw.criticality, LEVELS, null),
    state: oneOf(raw.state, STATES, null),
    adequacy: level(raw.adequacy),
    effectiveness: level(raw.effectiveness),
    owner_id: id(raw.owner_id),
  };
}

function plan(raw: unknown): DraftPlan | null {
  if (!isObject(raw)) return null;
  return {
    key: text(raw.key) || newKey(),
    title: text(raw.title),
    description: text(raw.description),
    owner_id: id(raw.owner_id),
    priority: oneOf(raw.priority, LEVELS, null),
    start_date: text(raw.start_date),
    due_date: text(raw.due_date),
  };
}

function override(raw: unknown): OverrideFields {
  const o = isObject(raw) ? raw : {};
  return {
    enabled: o.enabled === true,
    likelihood: level(o.likelihood),
    impact: level(o.impact),
    justification: text(o.justification),
  };
}

const list = <T>(raw: unknown, read: (item: unknown) => T | null): T[] =>
  Array.isArray(raw) ? raw.map(read).filter((item): item is T => item !== null) : [];

/** A stored draft as a wizard state; null when there is none or it is unreadable. */
export function parseDraft(raw: string | null, appetite = ''): WizardState | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const base = emptyWizard(appetite);
  const step = typeof value.step === 'number' && Number.isInteger(value.step) ? value.step : 0;
  return {
    step: Math.min(Math.max(0, step), WIZARD_STEPS.length - 1),
    risk: riskFields(value.risk, base.risk),
    linked: list(value.linked, linked),
    new_controls: list(value.new_controls, control),
    override: override(value.override),
    action_plans: list(value.action_plans, plan),
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function loadDraft(appetite = ''): WizardState | null {
  try {
    return parseDraft(storage()?.getItem(DRAFT_KEY) ?? null, appetite);
  } catch {
    return null;
  }
}

export function saveDraft(state: WizardState): void {
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the draft lasts for this page only.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing stored.
  }
}
