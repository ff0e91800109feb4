import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, loadDraft, parseDraft, saveDraft } from './wizard-draft';
import { emptyWizard, newControl, type WizardState } from './wizard-state';

afterEach(() => localStorage.clear());

describe('wizard draft', () => {
  it('is saved under riskhub.riskWizardDraft and read back as it was', () => {
    const state: WizardState = {
      ...emptyWizard('Medium'),
      step: 2,
      risk: { ...emptyWizard('Medium').risk, title: 'Data leak', gross_likelihood: 3, gross_impact: 4 },
      new_controls: [{ ...newControl('u-1'), title: 'DLP', adequacy: 2, effectiveness: 1 }],
    };
    saveDraft(state);
    expect(localStorage.getItem(DRAFT_KEY)).toContain('Data leak');
    expect(loadDraft('Medium')).toEqual(state);
  });

  it('is gone once cleared', () => {
    saveDraft(emptyWizard());
    clearDraft();
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(loadDraft()).toBeNull();
  });

  it('ignores unreadable values and repairs odd ones', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('[1,2]')).toBeNull();
    const repaired = parseDraft(
      JSON.stringify({
        step: 42,
        risk: { title: 7, gross_likelihood: 'high', gross_impact: 3, status: 'gone', response: 'improve' },
        new_controls: [{ title: 'x', intention: 'pray', adequacy: 2.5 }, 'junk'],
        linked: [{ title: 'no id' }],
        override: { enabled: 'yes' },
      }),
      'Low',
    );
    expect(repaired?.step).toBe(5);
    expect(repaired?.risk).toMatchObject({
      title: '',
      gross_likelihood: null,
      gross_impact: 3,
      status: 'active',
      response: 'improve',
      appetite: 'Low',
    });
    expect(repaired?.new_controls).toHaveLength(1);
    expect(repaired?.new_controls[0]).toMatchObject({ title: 'x', intention: null, adequacy: null });
    expect(repaired?.linked).toEqual([]);
    expect(repaired?.override.enabled).toBe(false);
  });
});
