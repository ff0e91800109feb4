// The risk method's arithmetic and checks, as the server does them
// (services/risk/src/domain/method.rs): a score is likelihood x impact (or
// adequacy x effectiveness) and falls into the last band whose min_score it
// reaches; bands start at 1 and rise; matrices are 3-6 levels a side
// (2-6 for the control axes).
import type { RiskMethod, ScoreBand } from '../../api/types';

export const RISK_LEVELS = { min: 3, max: 6 } as const;
export const CONTROL_LEVELS = { min: 2, max: 6 } as const;

/** The band a score falls into: the last whose min_score it reaches (the first when below all). */
export function bandFor(bands: readonly ScoreBand[], score: number): ScoreBand | undefined {
  let found: ScoreBand | undefined = bands[0];
  for (const band of bands) if (score >= band.min_score) found = band;
  return found;
}

/** A matrix of `width` x `height` scored x*y and coloured by `bands`, as heat-map cells. */
export function matrixCells(width: number, height: number, bands: readonly ScoreBand[]) {
  const cells = [];
  for (let y = 1; y <= height; y += 1) {
    for (let x = 1; x <= width; x += 1) {
      const score = x * y;
      const band = bandFor(bands, score);
      cells.push({ x, y, score, rating: band?.name ?? '', color: band?.color ?? '#d0d0d0', count: 0 });
    }
  }
  return cells;
}

/** Problem codes, translated by the editor (riskMethod.problems.*). */
export type Problem =
  | { code: 'levels'; min: number; max: number }
  | { code: 'required' }
  | { code: 'firstBand' }
  | { code: 'rising' }
  | { code: 'beyondMax'; max: number }
  | { code: 'colour' }
  | { code: 'noBands' }
  | { code: 'duplicateNames' }
  | { code: 'appetite' };

/** Every problem of a draft, keyed like the server's field errors (`risk_bands.2.min_score`, ...). */
export type Problems = Record<string, Problem>;

const COLOUR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function checkLabels(labels: readonly string[], range: { min: number; max: number }, key: string, out: Problems) {
  if (labels.length < range.min || labels.length > range.max) out[key] = { code: 'levels', ...range };
  labels.forEach((label, i) => {
    if (!label.trim()) out[`${key}.${i}`] = { code: 'required' };
  });
}

function checkBands(bands: readonly ScoreBand[], max: number, key: string, out: Problems) {
  if (bands.length === 0) {
    out[key] = { code: 'noBands' };
    return;
  }
  if (bands[0]?.min_score !== 1) out[`${key}.0.min_score`] = { code: 'firstBand' };
  bands.forEach((band, i) => {
    if (!band.name.trim()) out[`${key}.${i}.name`] = { code: 'required' };
    if (!COLOUR.test(band.color)) out[`${key}.${i}.color`] = { code: 'colour' };
    const previous = bands[i - 1];
    if (band.min_score > max) out[`${key}.${i}.min_score`] = { code: 'beyondMax', max };
    else if (previous && band.min_score <= previous.min_score) out[`${key}.${i}.min_score`] = { code: 'rising' };
  });
  const names = new Set(bands.map((band) => band.name.trim()));
  if (names.size !== bands.length && !out[key]) out[key] = { code: 'duplicateNames' };
}

/** What stops a draft from being saved; empty when it is fine. */
export function methodProblems(method: RiskMethod): Problems {
  const out: Problems = {};
  checkLabels(method.likelihood_labels, RISK_LEVELS, 'likelihood_labels', out);
  checkLabels(method.impact_labels, RISK_LEVELS, 'impact_labels', out);
  checkLabels(method.adequacy_labels, CONTROL_LEVELS, 'adequacy_labels', out);
  checkLabels(method.effectiveness_labels, CONTROL_LEVELS, 'effectiveness_labels', out);
  checkBands(method.risk_bands, method.likelihood_labels.length * method.impact_labels.length, 'risk_bands', out);
  checkBands(
    method.control_bands,
    method.adequacy_labels.length * method.effectiveness_labels.length,
    'control_bands',
    out,
  );
  if (!method.risk_bands.some((band) => band.name === method.default_appetite)) {
    out.default_appetite = { code: 'appetite' };
  }
  return out;
}

/** Grows or shrinks a label list to `size`, keeping what is there and filling with `fill(i)`. */
export function resize(labels: readonly string[], size: number, fill: (index: number) => string): string[] {
  return Array.from({ length: size }, (_, i) => labels[i] ?? fill(i));
}
