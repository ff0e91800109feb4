// Sample API answers for the register, incident page and form tests (H4; the
// dashboard and action list tests use ./test-fixtures).
import type { Incident, IncidentAction, IncidentDetail, Page } from '../api/types';

export const page = <T>(data: T[], total = data.length, perPage = 20): Page<T> => ({ data, page: 1, per_page: perPage, total });

export function sampleIncident(overrides: Partial<Incident> = {}): Incident {
  return {
    id: 'inc-1',
    reference: 'INC-0001',
    title: 'Payment system outage',
    description: 'Card payments failed\nfor two hours',
    category_id: 'cat-it',
    category_name: 'IT outage',
    risk_ids: ['risk-1'],
    linked_risks: [{ id: 'risk-1', reference: 'R-0001', title: 'Key supplier fails', state: 'found', reassessment_due: false }],
    function_id: 'fn-1',
    function_name: 'Operations',
    location: 'Data centre A',
    occurred_on: '2026-11-01',
    reported_on: '2026-11-02',
    reported_by: 'Ann Reporter',
    reporter_type: 'employee',
    detection_method: 'Monitoring',
    source: 'email',
    cause_category: 'systems',
    experience_type: 'direct_financial_loss',
    actual_loss: 12500.5,
    estimated_loss: 20000,
    max_potential_loss: 50000,
    escalation_level: 'executive',
    manager_id: 'u-1',
    manager_name: 'Ada Owner',
    approval_status: 'approved',
    breach: false,
    status: 'open',
    closed_at: '',
    notify_by: '',
    notified_at: '',
    notification_overdue: false,
    control_id: '',
    open_actions: 0,
    total_actions: 0,
    version: 3,
    changed_by: 'u-2',
    makers: [],
    created_by: 'u-2',
    created_at: '2026-11-02T09:00:00Z',
    updated_at: '2026-11-03T09:00:00Z',
    ...overrides,
  };
}

export function sampleAction(overrides: Partial<IncidentAction> = {}): IncidentAction {
  return {
    id: 'act-1',
    incident_id: 'inc-1',
    incident_reference: '',
    incident_title: '',
    title: 'Restore payment gateway',
    owner_id: 'u-1',
    owner_name: 'Ada Owner',
    due_on: '2026-12-01',
    status: 'incomplete',
    completed_at: '',
    overdue: false,
    created_at: '2026-11-02T10:00:00Z',
    ...overrides,
  };
}

export function sampleDetail(incident: Partial<Incident> = {}, rest: Partial<Omit<IncidentDetail, 'incident'>> = {}): IncidentDetail {
  return { incident: sampleIncident(incident), actions: [], losses: [], lessons: [], approvals: [], ...rest };
}

/** The pick lists the incident screens load. */
export const OPTION_HANDLERS = {
  'GET /api/v1/users/options': () => [
    { id: 'u-1', name: 'Ada Owner' },
    { id: 'u-2', name: 'Ben Approver' },
  ],
  'GET /api/v1/functions': () => page([{ id: 'fn-1', name: 'Operations', parent_id: null }]),
  'GET /api/v1/incident-categories': () =>
    page([
      { id: 'cat-it', name: 'IT outage', description: '', parent_id: '', notification_hours: 0, loss_threshold: 0, incident_count: 1 },
      { id: 'cat-db', name: 'Data breach', description: '', parent_id: 'cat-it', notification_hours: 72, loss_threshold: 0, incident_count: 0 },
    ]),
  'GET /api/v1/risks': () => page([{ id: 'risk-1', reference: 'R-0001', title: 'Key supplier fails' }]),
  'GET /api/v1/audit-events': () => page([]),
};
