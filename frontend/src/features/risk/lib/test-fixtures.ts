// Sample API answers for the risk screens' tests.
import type { Page, Rating, Risk } from '../api/types';
import { rateRisk } from './net-rating';
import { TEST_METHOD } from './test-method';

export const page = <T>(data: T[], total = data.length, perPage = 50): Page<T> => ({
  data,
  page: 1,
  per_page: perPage,
  total,
});

const rating = (l: number, i: number): Rating => rateRisk(TEST_METHOD, l, i);

export function sampleRisk(overrides: Partial<Risk> = {}): Risk {
  return {
    id: 'risk-1',
    reference: 'R-0001',
    title: 'Key supplier fails to deliver',
    description: 'Line one\nLine two',
    risk_event: 'Supplier stops shipping',
    causes: 'Single source',
    effects: 'Production halts',
    category_id: 'cat-1',
    category_name: 'Operational',
    function_id: 'fn-1',
    owner_id: 'u-1',
    owner_name: 'Ada Owner',
    status: 'active',
    approval_status: 'approved',
    gross_likelihood: 4,
    gross_impact: 5,
    gross_risk: rating(4, 5),
    control_rating: null,
    net_likelihood: 3,
    net_impact: 4,
    net_risk: rating(3, 4),
    net_explanation: {
      preventive_controls: null,
      mitigating_controls: null,
      likelihood_steps: 0,
      impact_steps: 0,
      computed_likelihood: 4,
      computed_impact: 5,
      overridden: true,
      justification: 'Contract penalties',
      summary: 'Gross 4 x 5 = 20.',
    },
    response: 'improve',
    appetite: 'Medium',
    over_appetite: true,
    trend: 2,
    key_risk_indicator: '',
    kri_level: '',
    control_ids: [],
    method_version: 1,
    version: 3,
    changed_by: 'u-2',
    created_by: 'u-2',
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-02-01T10:00:00Z',
    open_action_plans: 0,
    acceptance_justification: '',
    acceptance_expires_on: '',
    acceptance_expired: false,
    acceptance_approved_by: '',
    next_review_on: '2027-01-31',
    last_reviewed_at: '',
    review_overdue: false,
    reassessment_due: false,
    reassessment_reason: '',
    ...overrides,
  };
}

/** The pick lists every risk form loads. */
export const OPTION_HANDLERS = {
  'GET /api/v1/risk-method': () => TEST_METHOD,
  'GET /api/v1/users/options': () => [
    { id: 'u-1', name: 'Ada Owner' },
    { id: 'u-2', name: 'Ben Approver' },
  ],
  'GET /api/v1/functions': () => page([{ id: 'fn-1', name: 'Operations', parent_id: null }]),
  'GET /api/v1/risk-categories': () =>
    page([{ id: 'cat-1', name: 'Operational', parent_id: '', description: '', risk_count: 1 }]),
  'GET /api/v1/controls': () => page([]),
};
