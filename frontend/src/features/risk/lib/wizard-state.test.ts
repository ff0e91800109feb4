import { describe, expect, it } from 'vitest';
import { REQUIRED } from '@/lib/validation';
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
  type WizardState,
} from './wizard-state';

function filled(): WizardState {
  const state = emptyWizard('Medium');
  return {
    ...state,
    risk: {
      ...state.risk,
      title: ' Supplier outage ',
      category_id: 'cat-1',
      function_id: 'fn-1',
      owner_id: 'u-1',
      gross_likelihood: 4,
      gross_impact: 5,
    },
  };
}

describe('wizard steps', () => {
  it('holds back each step until its required fields are filled', () => {
    const state = emptyWizard();
    expect(stepErrors(state, STEP.identify)).toEqual({
      title: REQUIRED,
      category_id: REQUIRED,
      function_id: REQUIRED,
      owner_id: REQUIRED,
    });
    expect(stepErrors(state, STEP.gross)).toEqual({ gross_likelihood: REQUIRED, gross_impact: REQUIRED });
    expect(stepErrors(state, STEP.controls)).toEqual({});
    expect(stepErrors(filled(), STEP.identify)).toEqual({});
  });

  it('checks new controls, the override and action plans', () => {
    const state: WizardState = {
      ...filled(),
      new_controls: [{ ...newControl('u-1'), title: 'Dual sourcing', adequacy: 1 }],
      override: { enabled: true, likelihood: 2, impact: 2, justification: '' },
      action_plans: [newPlan(null)],
    };
    expect(allErrors(state)).toEqual({
      'new_controls.0.effectiveness': REQUIRED,
      'net_override.justification': REQUIRED,
      'action_plans.0.title': REQUIRED,
      'action_plans.0.due_date': REQUIRED,
    });
  });

  it('flags a plan due in the past or before its start on the plans step', () => {
    const state: WizardState = {
      ...filled(),
      action_plans: [
        { ...newPlan(null), title: 'Late', priority: 'High', due_date: '2020-01-01' },
        { ...newPlan(null), title: 'Upside down', priority: 'Low', start_date: '2999-02-01', due_date: '2999-01-01' },
        { ...newPlan(null), title: 'Fine', priority: 'Low', due_date: '2999-01-01' },
      ],
    };
    expect(stepErrors(state, STEP.plans)).toEqual({
      'action_plans.0.due_date': 'The due date is in the past. Pick today or a later day.',
      'action_plans.1.due_date': 'The due date is before the start date.',
    });
  });

  it('finds the step of a server field key and the first step with an error', () => {
    expect(stepOfField('title')).toBe(STEP.identify);
    expect(stepOfField('owner_id')).toBe(STEP.identify);
    expect(stepOfField('gross_impact')).toBe(STEP.gross);
    expect(stepOfField('new_controls.0.title')).toBe(STEP.controls);
    expect(stepOfField('net_override.justification')).toBe(STEP.net);
    expect(stepOfField('appetite')).toBe(STEP.net);
    expect(stepOfField('action_plans.1.title')).toBe(STEP.plans);
    expect(firstErrorStep({ 'action_plans.1.title': 'x', 'new_controls.0.title': 'x' })).toBe(STEP.controls);
    expect(firstErrorStep({})).toBeNull();
  });

  it('knows which edited fields are required', () => {
    const state = filled();
    expect(isRequiredKey(state, 'title')).toBe(true);
    expect(isRequiredKey(state, 'description')).toBe(false);
    expect(isRequiredKey(state, 'new_controls.3.title')).toBe(true);
    expect(isRequiredKey(state, 'action_plans.0.start_date')).toBe(false);
    expect(isRequiredKey(state, 'net_override.justification')).toBe(false);
    expect(isRequiredKey({ ...state, override: { ...state.override, enabled: true } }, 'net_override.justification')).toBe(true);
  });

  it('is blank until something is entered', () => {
    expect(isBlank({ ...emptyWizard('Medium'), step: 2 })).toBe(true);
    expect(isBlank(filled())).toBe(false);
  });
});

describe('toCreateBody', () => {
  it('sends the risk, linked and new controls, the override and plans', () => {
    const state: WizardState = {
      ...filled(),
      linked: [
        {
          id: 'ctl-9',
          reference: 'C-0009',
          title: 'Vendor review',
          intention: 'prevent',
          state: 'in_place',
          adequacy: 1,
          effectiveness: 2,
          control_ratings: { score: 2, rating: 'Good', color: '#1E7B4B', level: 2 },
        },
      ],
      new_controls: [{ ...newControl(null), title: ' Backup supplier ', intention: 'correct', adequacy: 2, effectiveness: 2 }],
      override: { enabled: true, likelihood: 2, impact: 3, justification: ' Contract penalties ' },
      action_plans: [{ ...newPlan(null), title: 'Sign backup contract', due_date: '2026-03-01', priority: 'High' }],
    };
    const body = toCreateBody(state, true);
    expect(body.submit).toBe(true);
    expect(body.risk).toMatchObject({
      title: 'Supplier outage',
      category_id: 'cat-1',
      gross_likelihood: 4,
      gross_impact: 5,
      appetite: 'Medium',
      control_ids: ['ctl-9'],
      net_override: { likelihood: 2, impact: 3, justification: 'Contract penalties' },
    });
    expect(body.new_controls).toEqual([
      {
        title: 'Backup supplier',
        description: '',
        intention: 'correct',
        criticality: 'Medium',
        category_id: 'cat-1',
        function_id: 'fn-1',
        owner_id: 'u-1',
        state: 'in_place',
        adequacy: 2,
        effectiveness: 2,
        risk_ids: [],
      },
    ]);
    expect(body.action_plans[0]).toMatchObject({
      title: 'Sign backup contract',
      owner_id: 'u-1',
      priority: 'High',
      due_date: '2026-03-01',
      progress: 0,
      status: 'in_progress',
    });
    expect(Object.keys(body.action_plans[0] ?? {})).not.toContain('key');
  });

  it('sends unset levels as 0 and no override when not overriding', () => {
    const body = toCreateBody(emptyWizard(), false);
    expect(body.risk.gross_likelihood).toBe(0);
    expect(body.risk.net_override).toBeNull();
    expect(body.submit).toBe(false);
  });

  it('previews only complete new controls', () => {
    const state: WizardState = {
      ...filled(),
      new_controls: [{ ...newControl(null), adequacy: 1 }, { ...newControl(null), adequacy: 1, effectiveness: 1 }],
    };
    expect(controlFactors(state)).toEqual([{ intention: 'prevent', state: 'in_place', adequacy: 1, effectiveness: 1 }]);
  });
});
