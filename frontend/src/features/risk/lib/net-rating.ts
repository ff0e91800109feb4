// The net (residual) rating, computed the way the server does (proto
// NetExplanation, services/risk domain::method::net), so the wizard and the
// edit form can preview it before saving:
// - only controls in place count; a control scores adequacy x effectiveness;
// - preventive controls (intention prevent) and mitigating ones (detect,
//   correct) are rated as groups by their strongest control (the lowest
//   score), banded by the method's control bands (the last band whose
//   min_score <= score): adding a control never raises net risk;
// - the preventive band's reduction_steps come off likelihood, the
//   mitigating band's off impact, never below 1;
// - net = likelihood x impact banded by the risk bands. An override replaces
//   the computed position but never goes above gross.
import type { ControlIntention, Rating, RiskMethod, ScoreBand } from '../api/types';

/** The band of `score`: the last band whose min_score <= score (the first band below all). */
export function bandOf(bands: readonly ScoreBand[], score: number): Rating {
  let index = 0;
  bands.forEach((band, i) => {
    if (band.min_score <= score) index = i;
  });
  const band = bands[index];
  if (!band) return { score, rating: '', color: '#adb5bd', level: 0 };
  return { score, rating: band.name, color: band.color, level: index + 1 };
}

type Bands = Pick<RiskMethod, 'risk_bands' | 'control_bands'>;

export function rateRisk(method: Pick<RiskMethod, 'risk_bands'>, likelihood: number, impact: number): Rating {
  return bandOf(method.risk_bands, likelihood * impact);
}

export function rateControl(method: Pick<RiskMethod, 'control_bands'>, adequacy: number, effectiveness: number): Rating {
  return bandOf(method.control_bands, adequacy * effectiveness);
}

/** What the computation needs of a control. */
export type ControlFactor = {
  intention: ControlIntention;
  state: 'proposed' | 'in_place';
  adequacy: number;
  effectiveness: number;
};

export type NetPreview = {
  gross: Rating;
  /** Rating of the in-place preventive controls, or null when there are none. */
  preventive: Rating | null;
  /** Rating of the in-place detective and corrective controls, or null. */
  mitigating: Rating | null;
  likelihood_steps: number;
  impact_steps: number;
  computed_likelihood: number;
  computed_impact: number;
  net_likelihood: number;
  net_impact: number;
  net: Rating;
  overridden: boolean;
};

/** The strongest score (1 is best), or null for no scores. */
export function strongest(scores: readonly number[]): number | null {
  return scores.length === 0 ? null : Math.min(...scores);
}

function steps(bands: readonly ScoreBand[], rating: Rating | null): number {
  if (!rating || rating.level < 1) return 0;
  return bands[rating.level - 1]?.reduction_steps ?? 0;
}

/** The net rating of a gross position and its controls, as the server computes it. */
export function previewNet(
  method: Bands,
  gross: { likelihood: number; impact: number },
  controls: readonly ControlFactor[],
  override?: { likelihood: number; impact: number } | null,
): NetPreview {
  const counted = controls.filter((c) => c.state === 'in_place' && c.adequacy > 0 && c.effectiveness > 0);
  const group = (preventive: boolean) =>
    counted.filter((c) => (c.intention === 'prevent') === preventive).map((c) => c.adequacy * c.effectiveness);
  const rate = (scores: number[]) => {
    const best = strongest(scores);
    return best === null ? null : bandOf(method.control_bands, best);
  };
  const preventive = rate(group(true));
  const mitigating = rate(group(false));
  const likelihood_steps = steps(method.control_bands, preventive);
  const impact_steps = steps(method.control_bands, mitigating);
  const computed_likelihood = Math.max(1, gross.likelihood - likelihood_steps);
  const computed_impact = Math.max(1, gross.impact - impact_steps);
  const clamp = (value: number, max: number) => Math.min(Math.max(1, value), Math.max(1, max));
  const overridden = Boolean(override);
  const net_likelihood = override ? clamp(override.likelihood, gross.likelihood) : computed_likelihood;
  const net_impact = override ? clamp(override.impact, gross.impact) : computed_impact;
  return {
    gross: rateRisk(method, gross.likelihood, gross.impact),
    preventive,
    mitigating,
    likelihood_steps,
    impact_steps,
    computed_likelihood,
    computed_impact,
    net_likelihood,
    net_impact,
    net: rateRisk(method, net_likelihood, net_impact),
    overridden,
  };
}

/** The band level of an appetite rating name, or null when the method has no such band. */
export function appetiteLevel(method: Pick<RiskMethod, 'risk_bands'>, appetite: string): number | null {
  const index = method.risk_bands.findIndex((band) => band.name === appetite);
  return index < 0 ? null : index + 1;
}

/** Whether a net rating is above the appetite (as the server flags over_appetite). */
export function isOverAppetite(method: Pick<RiskMethod, 'risk_bands'>, net: Rating, appetite: string): boolean {
  const limit = appetiteLevel(method, appetite);
  return limit !== null && net.level > limit;
}
