import { describe, expect, it } from 'vitest';
import { appetiteLevel, bandOf, isOverAppetite, previewNet, strongest, rateControl, rateRisk, type ControlFactor } from './net-rating';
import { TEST_METHOD as method } from './test-method';
// The cases shared with the risk service's domain::method tests.
import shared from '../../../../../testdata/net-rating-cases.json';

const control = (intention: ControlFactor['intention'], adequacy: number, effectiveness: number, state: ControlFactor['state'] = 'in_place'): ControlFactor => ({
  intention,
  state,
  adequacy,
  effectiveness,
});

describe('bandOf', () => {
  it('puts risk scores in the last band whose min_score is not above them', () => {
    const names = [
      [1, 1],
      [1, 2],
      [1, 3],
      [2, 3],
      [3, 4],
      [4, 5],
      [5, 5],
    ].map(([l, i]) => rateRisk(method, l ?? 0, i ?? 0).rating);
    expect(names).toEqual(['Minimal', 'Minimal', 'Low', 'Medium', 'High', 'Severe', 'Severe']);
    expect(rateRisk(method, 3, 4)).toEqual({ score: 12, rating: 'High', color: '#EA5455', level: 4 });
  });

  it('bands control scores Excellent to Poor', () => {
    const names = [
      [1, 1],
      [1, 2],
      [2, 2],
      [1, 3],
      [3, 3],
      [4, 4],
    ].map(([a, e]) => rateControl(method, a ?? 0, e ?? 0).rating);
    expect(names).toEqual(['Excellent', 'Good', 'Moderate', 'Moderate', 'Weak', 'Poor']);
  });

  it('falls back to the first band below every min_score and copes with no bands', () => {
    expect(bandOf(method.risk_bands, 0).rating).toBe('Minimal');
    expect(bandOf([], 7)).toMatchObject({ score: 7, rating: '', level: 0 });
  });
});

describe('strongest', () => {
  it('is the lowest score, null for no scores', () => {
    expect(strongest([1, 4])).toBe(1);
    expect(strongest([3, 2, 3])).toBe(2);
    expect(strongest([])).toBeNull();
  });
});

describe('previewNet', () => {
  it('equals gross without controls', () => {
    const net = previewNet(method, { likelihood: 4, impact: 5 }, []);
    expect([net.net_likelihood, net.net_impact]).toEqual([4, 5]);
    expect(net.net.rating).toBe('Severe');
    expect(net.preventive).toBeNull();
    expect(net.mitigating).toBeNull();
  });

  it('takes preventive steps off likelihood and mitigating steps off impact', () => {
    const net = previewNet(method, { likelihood: 4, impact: 5 }, [control('prevent', 1, 1), control('detect', 2, 2)]);
    expect(net.preventive?.rating).toBe('Excellent');
    expect(net.mitigating?.rating).toBe('Moderate');
    expect([net.likelihood_steps, net.impact_steps]).toEqual([2, 1]);
    expect([net.net_likelihood, net.net_impact]).toEqual([2, 4]);
    expect(net.net).toMatchObject({ score: 8, rating: 'Medium' });
    expect(net.gross).toMatchObject({ score: 20, rating: 'Severe' });
  });

  it('rates detective and corrective controls together by the strongest of them', () => {
    // Scores 1 and 4: the Excellent one counts, two steps off impact.
    const net = previewNet(method, { likelihood: 3, impact: 3 }, [control('detect', 1, 1), control('correct', 2, 2)]);
    expect(net.mitigating).toMatchObject({ score: 1, rating: 'Excellent' });
    expect([net.net_likelihood, net.net_impact]).toEqual([3, 1]);
  });

  it('never raises net risk when a control is added (issue 13)', () => {
    const strong = [control('prevent', 1, 1)];
    const alone = previewNet(method, { likelihood: 3, impact: 3 }, strong);
    const both = previewNet(method, { likelihood: 3, impact: 3 }, [...strong, control('prevent', 1, 2)]);
    expect(alone.net.score).toBe(3);
    expect(both.net.score).toBe(3);
  });

  it('ignores proposed controls, and weak ones take nothing off', () => {
    const net = previewNet(method, { likelihood: 3, impact: 3 }, [
      control('prevent', 1, 1, 'proposed'),
      control('prevent', 3, 3),
    ]);
    expect(net.preventive?.rating).toBe('Weak');
    expect([net.net_likelihood, net.net_impact]).toEqual([3, 3]);
  });

  it('never goes below 1', () => {
    const net = previewNet(method, { likelihood: 1, impact: 2 }, [control('prevent', 1, 1), control('correct', 1, 1)]);
    expect([net.computed_likelihood, net.computed_impact]).toEqual([1, 1]);
    expect(net.net).toMatchObject({ score: 1, rating: 'Minimal' });
  });

  it('applies an override but never above gross', () => {
    const net = previewNet(method, { likelihood: 3, impact: 4 }, [control('prevent', 1, 1)], { likelihood: 5, impact: 2 });
    expect(net.overridden).toBe(true);
    expect([net.computed_likelihood, net.computed_impact]).toEqual([1, 4]);
    expect([net.net_likelihood, net.net_impact]).toEqual([3, 2]);
    expect(net.net).toMatchObject({ score: 6, rating: 'Medium' });
  });
});

describe('appetite', () => {
  it('flags a net rating above the appetite band only', () => {
    expect(appetiteLevel(method, 'Medium')).toBe(3);
    expect(appetiteLevel(method, 'Unknown')).toBeNull();
    expect(isOverAppetite(method, rateRisk(method, 3, 4), 'Medium')).toBe(true);
    expect(isOverAppetite(method, rateRisk(method, 2, 3), 'Medium')).toBe(false);
    expect(isOverAppetite(method, rateRisk(method, 5, 5), '')).toBe(false);
  });
});

type SharedCase = {
  name: string;
  method: string;
  gross: { likelihood: number; impact: number };
  controls: ControlFactor[];
  override: { likelihood: number; impact: number } | null;
  expected: Record<string, unknown>;
};

describe('the net rating cases shared with the server', () => {
  const methods = shared.methods as Record<string, Parameters<typeof previewNet>[0]>;
  const cases = shared.cases as SharedCase[];

  it('has cases', () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const m = methods[c.method];
    if (!m) throw new Error(`no method ${c.method}`);
    const net = previewNet(m, c.gross, c.controls, c.override);
    expect({
      gross_rating: net.gross.rating,
      preventive: net.preventive?.rating ?? null,
      mitigating: net.mitigating?.rating ?? null,
      likelihood_steps: net.likelihood_steps,
      impact_steps: net.impact_steps,
      computed_likelihood: net.computed_likelihood,
      computed_impact: net.computed_impact,
      net_likelihood: net.net_likelihood,
      net_impact: net.net_impact,
      net_score: net.net.score,
      net_rating: net.net.rating,
      net_level: net.net.level,
      overridden: net.overridden,
    }).toEqual(c.expected);
  });
});
