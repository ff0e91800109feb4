import { describe, expect, it } from 'vitest';
import { REQUIRED } from '@/lib/validation';
import { listErrors, missing, normalizeServerFields, overrideErrors, reflag, requiredErrors, withoutItem } from './required';
import { EMPTY_OVERRIDE } from './risk-fields';

describe('required fields', () => {
  it('counts undefined, null, empty and blank text as missing, but not 0 or false', () => {
    expect([undefined, null, '', '   ', []].map(missing)).toEqual([true, true, true, true, true]);
    expect([0, false, 'x', ['a']].map(missing)).toEqual([false, false, false, false]);
  });

  it('fills an errors map for the listed fields only', () => {
    const values = { title: '', category_id: null, owner_id: 'u1', description: '' };
    expect(requiredErrors(values, ['title', 'category_id', 'owner_id'])).toEqual({
      title: REQUIRED,
      category_id: REQUIRED,
    });
  });

  it('keys list items by index, like the server', () => {
    const errors = listErrors([{ title: 'ok', due_date: '' }, { title: '', due_date: '2026-01-01' }], ['title', 'due_date'], 'action_plans');
    expect(errors).toEqual({ 'action_plans.0.due_date': REQUIRED, 'action_plans.1.title': REQUIRED });
  });

  it('requires an override position and justification only when overriding', () => {
    expect(overrideErrors(EMPTY_OVERRIDE)).toEqual({});
    expect(overrideErrors({ enabled: true, likelihood: 2, impact: null, justification: ' ' })).toEqual({
      'net_override.impact': REQUIRED,
      'net_override.justification': REQUIRED,
    });
  });

  it('flags an edited required field when emptied and clears it when filled', () => {
    expect(reflag({}, 'title', '', true)).toEqual({ title: REQUIRED });
    expect(reflag({ title: REQUIRED }, 'title', 'Fraud', true)).toEqual({});
    // A server message on an optional field goes once the field is edited.
    expect(reflag({ kri_level: 'At most 100 characters.' }, 'kri_level', 'x', false)).toEqual({});
  });

  it('drops a removed item and moves later items up', () => {
    const errors = {
      title: REQUIRED,
      'new_controls.0.title': REQUIRED,
      'new_controls.1.title': REQUIRED,
      'new_controls.2.adequacy': REQUIRED,
    };
    expect(withoutItem(errors, 'new_controls', 1)).toEqual({
      title: REQUIRED,
      'new_controls.0.title': REQUIRED,
      'new_controls.1.adequacy': REQUIRED,
    });
  });

  it('reads server keys with or without a risk. prefix', () => {
    expect(normalizeServerFields({ 'risk.title': 'Required', 'new_controls.0.title': 'Required' })).toEqual({
      title: 'Required',
      'new_controls.0.title': 'Required',
    });
  });
});
