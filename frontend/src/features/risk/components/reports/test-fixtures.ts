// Sample risk-module JSON for the route tests.
import type { ActionPlan, Control, Page, Rating, RiskMethod } from '../../api/types';

export const rating = (name: string, score: number, color: string, level = 1): Rating => ({
  rating: name,
  score,
  color,
  level,
});

export function page<T>(data: T[], total = data.length): Page<T> {
  return { data, page: 1, per_page: 20, total };
}

export function control(patch: Partial<Control> = {}): Control {
  return {
    id: 'c1',
    reference: 'C-0001',
    title: 'Four-eyes check on payments',
    description: '',
    intention: 'prevent',
    criticality: 'High',
    category_id: null,
    function_id: null,
    owner_id: 'u1',
    owner_name: 'Ana Silva',
    state: 'in_place',
    adequacy: 1,
    effectiveness: 2,
    control_ratings: rating('Good', 2, '#1E7B4B', 2),
    risk_ids: [],
    open_activities: 2,
    overdue_activities: 1,
    compliance: 'complied',
    version: 4,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...patch,
  };
}

export function plan(patch: Partial<ActionPlan> = {}): ActionPlan {
  return {
    id: 'p1',
    reference: 'AP-0001',
    title: 'Automate the payment limit check',
    description: '',
    risk_id: 'r1',
    risk_reference: 'R-0001',
    control_id: null,
    owner_id: 'u1',
    owner_name: 'Ana Silva',
    priority: 'High',
    start_date: '2026-01-01',
    due_date: '2026-02-01',
    progress: 40,
    status: 'in_progress',
    overdue: true,
    version: 2,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...patch,
  };
}

const band = (name: string, min_score: number, color: string, reduction_steps = 0) => ({
  name,
  min_score,
  color,
  reduction_steps,
});

export function riskMethod(): RiskMethod {
  return {
    version: 3,
    likelihood_labels: ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'],
    impact_labels: ['Insignificant', 'Minor', 'Moderate', 'Major', 'Catastrophic'],
    risk_bands: [
      band('Minimal', 1, '#28C76F'),
      band('Low', 3, '#1E7B4B'),
      band('Medium', 6, '#F5C518'),
      band('High', 12, '#EA5455'),
      band('Severe', 20, '#8B1E1E'),
    ],
    adequacy_labels: ['Adequate', 'Minor improvements', 'Significant improvements', 'Inadequate'],
    effectiveness_labels: ['Satisfactory', 'Some weaknesses', 'Major weaknesses', 'Unsatisfactory'],
    control_bands: [
      band('Excellent', 1, '#1E7B4B', 2),
      band('Good', 2, '#1E7B4B', 1),
      band('Moderate', 3, '#F5C518', 1),
      band('Weak', 5, '#FF9F43'),
      band('Poor', 10, '#EA5455'),
    ],
    default_appetite: 'Medium',
    created_at: '2026-01-05T10:00:00Z',
    created_by: 'Admin',
  };
}
