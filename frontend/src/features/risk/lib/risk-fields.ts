// The fields of the risk form, shared by the Create New Risk wizard and the
// edit dialog: their empty values, a risk's current values, and the RiskInput
// the API takes.
import type { Control, ManagementResponse, NetOverride, Risk, RiskInput } from '../api/types';

export type RiskFields = {
  title: string;
  description: string;
  risk_event: string;
  causes: string;
  effects: string;
  category_id: string | null;
  function_id: string | null;
  owner_id: string | null;
  status: 'active' | 'inactive';
  gross_likelihood: number | null;
  gross_impact: number | null;
  response: ManagementResponse | '';
  appetite: string;
  key_risk_indicator: string;
  kri_level: string;
  acceptance_justification: string;
  acceptance_expires_on: string;
  next_review_on: string;
};

export type OverrideFields = {
  enabled: boolean;
  likelihood: number | null;
  impact: number | null;
  justification: string;
};

/** What the net preview and the lists need of a linked existing control. */
export type LinkedControl = Pick<
  Control,
  'id' | 'reference' | 'title' | 'intention' | 'state' | 'adequacy' | 'effectiveness' | 'control_ratings'
>;

export function emptyRiskFields(appetite = ''): RiskFields {
  return {
    title: '',
    description: '',
    risk_event: '',
    causes: '',
    effects: '',
    category_id: null,
    function_id: null,
    owner_id: null,
    status: 'active',
    gross_likelihood: null,
    gross_impact: null,
    response: '',
    appetite,
    key_risk_indicator: '',
    kri_level: '',
    acceptance_justification: '',
    acceptance_expires_on: '',
    next_review_on: '',
  };
}

export const EMPTY_OVERRIDE: OverrideFields = { enabled: false, likelihood: null, impact: null, justification: '' };

/** The form values of a saved risk. */
export function fieldsFromRisk(risk: Risk): RiskFields {
  return {
    title: risk.title,
    description: risk.description,
    risk_event: risk.risk_event,
    causes: risk.causes,
    effects: risk.effects,
    category_id: risk.category_id,
    function_id: risk.function_id,
    owner_id: risk.owner_id,
    status: risk.status,
    gross_likelihood: risk.gross_likelihood || null,
    gross_impact: risk.gross_impact || null,
    response: risk.response,
    appetite: risk.appetite,
    key_risk_indicator: risk.key_risk_indicator,
    kri_level: risk.kri_level,
    acceptance_justification: risk.acceptance_justification ?? '',
    acceptance_expires_on: risk.acceptance_expires_on ?? '',
    next_review_on: risk.next_review_on ?? '',
  };
}

/** A saved risk's override, if its net rating is one. */
export function overrideFromRisk(risk: Risk): OverrideFields {
  const explanation = risk.net_explanation;
  if (!explanation?.overridden) return EMPTY_OVERRIDE;
  return {
    enabled: true,
    likelihood: risk.net_likelihood,
    impact: risk.net_impact,
    justification: explanation.justification,
  };
}

/** A control as a linked control (the API's Control has every field needed). */
export function linkedControl(control: Control): LinkedControl {
  const { id, reference, title, intention, state, adequacy, effectiveness, control_ratings } = control;
  return { id, reference, title, intention, state, adequacy, effectiveness, control_ratings };
}

export function toNetOverride(override: OverrideFields): NetOverride | null {
  if (!override.enabled) return null;
  return {
    likelihood: override.likelihood ?? 0,
    impact: override.impact ?? 0,
    justification: override.justification.trim(),
  };
}

/** The RiskInput of the form: texts trimmed, unset levels sent as 0 (the server's "missing"). */
export function toRiskInput(fields: RiskFields, controlIds: readonly string[], override: OverrideFields): RiskInput {
  return {
    title: fields.title.trim(),
    description: fields.description.trim(),
    risk_event: fields.risk_event.trim(),
    causes: fields.causes.trim(),
    effects: fields.effects.trim(),
    category_id: fields.category_id || null,
    function_id: fields.function_id || null,
    owner_id: fields.owner_id || null,
    status: fields.status,
    gross_likelihood: fields.gross_likelihood ?? 0,
    gross_impact: fields.gross_impact ?? 0,
    response: fields.response,
    appetite: fields.appetite,
    key_risk_indicator: fields.key_risk_indicator.trim(),
    kri_level: fields.kri_level.trim(),
    control_ids: [...controlIds],
    net_override: toNetOverride(override),
    acceptance_justification: fields.response === 'accept' ? fields.acceptance_justification.trim() : '',
    acceptance_expires_on: fields.response === 'accept' ? fields.acceptance_expires_on : '',
    next_review_on: fields.next_review_on,
  };
}
