// Sample JSON of the dashboard and categories screens' tests (incidents and
// actions: ./test-incidents).
import type { IncidentCategory, IncidentDashboard, Page } from '../api/types';

export function page<T>(data: T[], total = data.length): Page<T> {
  return { data, page: 1, per_page: 20, total };
}

export function dashboard(patch: Partial<IncidentDashboard> = {}): IncidentDashboard {
  const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
  return {
    open: 7,
    closed: 5,
    pending_approval: 2,
    by_experience_type: [
      { key: 'direct_financial_loss', label: '', count: 4, loss: 12000 },
      { key: 'near_miss', label: '', count: 6, loss: 0 },
      { key: 'indirect_loss', label: '', count: 2, loss: 3000 },
    ],
    by_category: [{ key: 'inc-fraud', label: 'Fraud', count: 3, loss: 9000 }],
    by_function: [
      { key: 'fn-1', label: 'Finance', count: 3, loss: 9000 },
      { key: 'fn-2', label: 'IT', count: 2, loss: 6000 },
    ],
    by_risk: [{ key: 'risk-1', label: '', count: 2, loss: 5000 }],
    by_risk_category: [{ key: 'cat-1', label: 'Operational', count: 2, loss: 5000 }],
    trend: months.map((month, i) => ({ month, opened: i % 3, closed: i % 2, loss: i * 1000 })),
    mean_days_to_close: 12.46,
    overdue_actions: 3,
    notification_overdue: 1,
    ...patch,
  };
}

export function category(id: string, name: string, parent_id = '', incident_count = 0, patch: Partial<IncidentCategory> = {}): IncidentCategory {
  return { id, name, parent_id, description: '', notification_hours: 0, loss_threshold: 0, incident_count, ...patch };
}
