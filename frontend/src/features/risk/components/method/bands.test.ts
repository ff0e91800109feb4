import { describe, expect, it } from 'vitest';
import type { RiskMethod, ScoreBand } from '../../api/types';
import { bandFor, matrixCells, methodProblems, resize } from './bands';

const band = (name: string, min_score: number, color = '#28C76F', reduction_steps = 0): ScoreBand => ({
  name,
  min_score,
  color,
  reduction_steps,
});

const method = (): RiskMethod => ({
  version: 3,
  likelihood_labels: ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'],
  impact_labels: ['Insignificant', 'Minor', 'Moderate', 'Major', 'Catastrophic'],
  risk_bands: [band('Minimal', 1), band('Low', 3), band('Medium', 6), band('High', 12), band('Severe', 20)],
  adequacy_labels: ['A', 'B', 'C', 'D'],
  effectiveness_labels: ['A', 'B', 'C', 'D'],
  control_bands: [band('Excellent', 1, '#1E7B4B', 2), band('Good', 2), band('Moderate', 3), band('Weak', 5), band('Poor', 10)],
  default_appetite: 'Medium',
  created_at: '',
  created_by: '',
});

describe('methodProblems', () => {
  it('accepts the default method', () => {
    expect(methodProblems(method())).toEqual({});
  });

  it('wants 3 to 6 likelihood and impact levels', () => {
    const small = { ...method(), likelihood_labels: ['Low', 'High'] };
    expect(methodProblems(small).likelihood_labels).toEqual({ code: 'levels', min: 3, max: 6 });
    const big = { ...method(), impact_labels: ['1', '2', '3', '4', '5', '6', '7'] };
    expect(methodProblems(big).impact_labels).toEqual({ code: 'levels', min: 3, max: 6 });
    const six = { ...method(), impact_labels: ['1', '2', '3', '4', '5', '6'] };
    expect(methodProblems(six).impact_labels).toBeUndefined();
  });

  it('wants every level labelled', () => {
    const blank = { ...method(), likelihood_labels: ['Rare', ' ', 'Possible'] };
    expect(methodProblems(blank)['likelihood_labels.1']).toEqual({ code: 'required' });
  });

  it('wants bands that start at 1 and rise', () => {
    const late = { ...method(), risk_bands: [band('Low', 2), band('High', 10)], default_appetite: 'Low' };
    expect(methodProblems(late)['risk_bands.0.min_score']).toEqual({ code: 'firstBand' });
    const falling = {
      ...method(),
      risk_bands: [band('Low', 1), band('Medium', 8), band('High', 8)],
      default_appetite: 'Low',
    };
    expect(methodProblems(falling)['risk_bands.2.min_score']).toEqual({ code: 'rising' });
  });

  it('keeps bands within the matrix, named apart, coloured, and the appetite among them', () => {
    const m = method();
    const problems = methodProblems({
      ...m,
      risk_bands: [band('Low', 1), band('Low', 30, 'red')],
      default_appetite: 'Medium',
    });
    expect(problems['risk_bands.1.min_score']).toEqual({ code: 'beyondMax', max: 25 });
    expect(problems['risk_bands.1.color']).toEqual({ code: 'colour' });
    expect(problems.risk_bands).toEqual({ code: 'duplicateNames' });
    expect(problems.default_appetite).toEqual({ code: 'appetite' });
  });

  it('checks the control bands against adequacy x effectiveness', () => {
    const m = { ...method(), adequacy_labels: ['A', 'B'], effectiveness_labels: ['A', 'B'] };
    expect(methodProblems(m)['control_bands.4.min_score']).toEqual({ code: 'beyondMax', max: 4 });
  });
});

describe('bandFor and matrixCells', () => {
  const bands = method().risk_bands;
  it('puts a score in the last band it reaches', () => {
    expect([1, 2, 3, 5, 6, 11, 12, 19, 20, 25].map((score) => bandFor(bands, score)?.name)).toEqual([
      'Minimal',
      'Minimal',
      'Low',
      'Low',
      'Medium',
      'Medium',
      'High',
      'High',
      'Severe',
      'Severe',
    ]);
  });

  it('scores every cell x times y in its band', () => {
    const cells = matrixCells(3, 4, bands);
    expect(cells).toHaveLength(12);
    expect(cells.find((cell) => cell.x === 3 && cell.y === 4)).toMatchObject({ score: 12, rating: 'High' });
    expect(cells.find((cell) => cell.x === 1 && cell.y === 1)).toMatchObject({ score: 1, rating: 'Minimal' });
  });
});

describe('resize', () => {
  it('keeps labels and fills new levels', () => {
    expect(resize(['a', 'b', 'c'], 4, (i) => `L${i + 1}`)).toEqual(['a', 'b', 'c', 'L4']);
    expect(resize(['a', 'b', 'c', 'd'], 3, () => '')).toEqual(['a', 'b', 'c']);
  });
});
